-- Drives the urilint language server from Neovim 0.7 (headless), the way a user's config would:
-- start the client, attach it to a buffer, wait for diagnostics, ask for a hover and code
-- actions, apply a fix, and wait for the diagnostics of the fixed text. Every result is written
-- to stdout as one line "RESULT <name> <json>" (print() does not reach stdout in headless 0.7).
--
-- Environment: URILINT_NODE (the node binary), URILINT_SERVER (dist/bin.js), URILINT_FILE (the file to open).

local function emit(name, value)
  io.stdout:write("RESULT " .. name .. " " .. vim.fn.json_encode(value) .. "\n")
  io.stdout:flush()
end

local function fail(message)
  io.stdout:write("ERROR " .. message .. "\n")
  io.stdout:flush()
  vim.cmd("cquit 1")
end

local ok, err = pcall(function()
  vim.cmd("filetype on")
  vim.cmd("edit " .. vim.fn.fnameescape(vim.env.URILINT_FILE))
  local bufnr = vim.api.nvim_get_current_buf()
  emit("filetype", vim.bo[bufnr].filetype)

  local published = {}
  local client_id = vim.lsp.start_client({
    name = "urilint",
    cmd = { vim.env.URILINT_NODE or "node", vim.env.URILINT_SERVER, "--stdio" },
    root_dir = vim.fn.fnamemodify(vim.env.URILINT_FILE, ":h"),
    init_options = { debounceMs = 0 },
    on_init = function(client)
      -- Neovim 0.7 sends no settings by itself: the config must send them.
      client.notify("workspace/didChangeConfiguration", {
        settings = { urilint = { severity = { ["default-port"] = "error" } } },
      })
    end,
    handlers = {
      ["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
        table.insert(published, result)
        return vim.lsp.handlers["textDocument/publishDiagnostics"](err, result, ctx, config)
      end,
    },
  })
  if client_id == nil then
    return fail("vim.lsp.start_client returned nil")
  end
  vim.lsp.buf_attach_client(bufnr, client_id)
  local client = vim.lsp.get_client_by_id(client_id)

  -- Diagnostics: wait for a non-empty set (the settings may arrive after the first analysis).
  local function has_code(code, severity)
    local last = published[#published]
    if last == nil then return false end
    for _, d in ipairs(last.diagnostics) do
      if d.code == code and (severity == nil or d.severity == severity) then return true end
    end
    return false
  end
  if not vim.wait(20000, function() return has_code("default-port", 1) end, 20) then
    return fail("no diagnostics with the configured severity within 20 s")
  end
  local last = published[#published]
  local shown = {}
  for _, d in ipairs(last.diagnostics) do
    table.insert(shown, { code = d.code, severity = d.severity, source = d.source, line = d.range.start.line, character = d.range.start.character, message = d.message })
  end
  emit("diagnostics", shown)
  emit("editor_diagnostics", #vim.diagnostic.get(bufnr))

  -- Hover on the URI of the first line.
  vim.api.nvim_win_set_cursor(0, { 1, 16 })
  local hover = client.request_sync("textDocument/hover", vim.lsp.util.make_position_params(), 10000, bufnr)
  if hover == nil or hover.err ~= nil then return fail("hover failed") end
  emit("hover", hover.result.contents)

  -- Code actions at the scheme, with the line's diagnostics as Neovim sends them.
  local params = vim.lsp.util.make_range_params()
  params.context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(bufnr, 0) }
  local actions = client.request_sync("textDocument/codeAction", params, 10000, bufnr)
  if actions == nil or actions.err ~= nil then return fail("codeAction failed") end
  local titles = {}
  local chosen = nil
  for _, action in ipairs(actions.result) do
    table.insert(titles, action.title)
    if action.title == "Lower-case the scheme" then chosen = action end
  end
  emit("actions", titles)
  if chosen == nil then return fail("no 'Lower-case the scheme' action") end

  -- Apply the fix as the editor would, then wait for the diagnostics of the new version.
  local before = #published
  vim.lsp.util.apply_workspace_edit(chosen.edit, client.offset_encoding)
  emit("line", vim.api.nvim_buf_get_lines(bufnr, 0, 1, false)[1])
  if not vim.wait(20000, function() return #published > before and not has_code("scheme-case") end, 20) then
    return fail("no new diagnostics after the fix within 20 s")
  end
  local after = {}
  for _, d in ipairs(published[#published].diagnostics) do table.insert(after, d.code) end
  emit("diagnostics_after_fix", after)

  vim.lsp.stop_client(client_id)
  vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
  emit("done", true)
end)

if not ok then
  fail(tostring(err))
else
  vim.cmd("qall!")
end
