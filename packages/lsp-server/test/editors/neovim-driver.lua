-- Drives Neovim 0.7 (headless) through the files of $URILINT_EXPECT as a user would: `:edit` each
-- one, and wait until the editor shows urilint's expected findings for it (10 s at most). The
-- config under test is the user's own init.lua (the README's snippet); this script only looks.
-- Each file's outcome is one JSON line appended to $URILINT_RESULTS; it stops at the first file
-- that times out, with the editor's messages.

local SEVERITY = { "error", "warning", "info", "hint" }

local function findings(buffer)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(buffer)) do
    if d.source == "urilint" then
      table.insert(found, string.format("%s %d:%d %s", d.user_data.lsp.code, d.lnum, d.col, SEVERITY[d.severity]))
    end
  end
  table.sort(found)
  return found
end

local function drive()
  local expect = vim.fn.json_decode(table.concat(vim.fn.readfile(vim.env.URILINT_EXPECT), "\n"))
  for _, entry in ipairs(expect) do
    vim.cmd("edit " .. vim.fn.fnameescape(entry.file))
    local buffer = vim.api.nvim_get_current_buf()
    local wanted = table.concat(entry.findings, "\n")
    local shown = vim.wait(10000, function() return table.concat(findings(buffer), "\n") == wanted end, 20)
    local result = { file = entry.file, findings = findings(buffer), type = vim.bo[buffer].filetype }
    if not shown then result.messages = vim.fn.execute("messages") end
    vim.fn.writefile({ vim.fn.json_encode(result) }, vim.env.URILINT_RESULTS, "a")
    if not shown then return end
  end
end

local ok, err = pcall(drive)
if not ok then
  vim.fn.writefile({ vim.fn.json_encode({ file = "(driver)", findings = {}, messages = tostring(err) }) }, vim.env.URILINT_RESULTS, "a")
end
vim.cmd("qall!")
