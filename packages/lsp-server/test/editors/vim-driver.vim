" Drives Vim 9 + ALE through the files of $URILINT_EXPECT as a user would: `:edit` each one, and
" wait until ALE shows urilint's expected findings for it (10 s at most). The config under test is
" the user's own ~/.vimrc (the README's snippet); this script only looks. Each file's outcome is
" one JSON line appended to $URILINT_RESULTS; it stops at the first file that times out, with the
" editor's messages.

let s:severity = {'E': 'error', 'W': 'warning', 'I': 'info'}

function! s:Findings() abort
  let l:found = []
  for l:item in ale#engine#GetLoclist(bufnr(''))
    if l:item.linter_name is# 'urilint'
      call add(l:found, printf('%s %d:%d %s', get(l:item, 'code', ''), l:item.lnum - 1, l:item.col - 1, get(s:severity, l:item.type, l:item.type)))
    endif
  endfor
  return sort(l:found)
endfunction

function! s:Drive() abort
  for l:entry in json_decode(join(readfile($URILINT_EXPECT), "\n"))
    execute 'edit ' . fnameescape(l:entry.file)
    let l:start = reltime()
    while s:Findings() != l:entry.findings && reltimefloat(reltime(l:start)) < 10
      sleep 20m
    endwhile
    let l:result = {'file': l:entry.file, 'findings': s:Findings(), 'type': &filetype}
    let l:shown = l:result.findings == l:entry.findings
    if !l:shown
      let l:result.messages = execute('messages')
    endif
    call writefile([json_encode(l:result)], $URILINT_RESULTS, 'a')
    if !l:shown
      return
    endif
  endfor
endfunction

try
  call s:Drive()
catch
  call writefile([json_encode({'file': '(driver)', 'findings': [], 'messages': v:exception . ' at ' . v:throwpoint})], $URILINT_RESULTS, 'a')
finally
  qall!
endtry
