" Drives Vim 9 + ALE through the files of $URILINT_EXPECT as a user would: `:edit` each one, and
" wait until ALE shows urilint's expected findings for it (10 s at most). The config under test is
" the user's own ~/.vimrc (the README's snippet); this script only looks. Each file's outcome is
" one JSON line appended to $URILINT_RESULTS; it stops at the first file that times out, with the
" editor's messages.
"
" Then, in $URILINT_HOVER_FILE at column $URILINT_HOVER_POINT of line 1, it does what the README
" says: `:ALEHover` (shown in the preview window) and `:ALECodeAction`, answering its menu with
" typed keys; it writes one line `{file: "(features)", hover, line, findings}`. Vim's stdin must
" stay open (a pipe that is never written): Vim reads its keys there once back in its main loop.

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

" Waits until Condition() is true, 10 s at most; says whether it became true.
function! s:WaitFor(Condition) abort
  let l:start = reltime()
  while !a:Condition() && reltimefloat(reltime(l:start)) < 10
    sleep 20m
  endwhile
  return a:Condition()
endfunction

function! s:PreviewWindow() abort
  return filter(range(1, winnr('$')), {_, w -> getwinvar(w, '&previewwindow')})
endfunction

" :ALEHover, then :ALECodeAction, whose numbered menu is answered with 1<CR>. Vim lints the fixed
" text once it is back in its main loop, as after any change: a timer waits there for the new
" findings, then writes the line and quits.
function! s:Features() abort
  execute 'edit ' . fnameescape($URILINT_HOVER_FILE)
  call cursor(1, str2nr($URILINT_HOVER_POINT))
  let l:result = {'file': '(features)'}
  ALEHover
  if s:WaitFor({-> !empty(s:PreviewWindow())})
    let l:result.hover = join(getbufline(winbufnr(s:PreviewWindow()[0]), 1, '$'), "\n")
    pclose
  endif
  let l:before = getline(1)
  call feedkeys("1\<CR>", "t")
  ALECodeAction
  call s:WaitFor({-> getline(1) isnot# l:before})
  call timer_start(20, function('s:AfterFix', [l:result, reltime()]), {'repeat': -1})
endfunction

function! s:AfterFix(result, start, timer) abort
  let l:fixed = empty(filter(s:Findings(), {_, f -> f =~# '^scheme-case'}))
  if !l:fixed && reltimefloat(reltime(a:start)) < 10
    return
  endif
  call timer_stop(a:timer)
  call writefile([json_encode(extend(a:result, {'line': getline(1), 'findings': s:Findings()}))], $URILINT_RESULTS, 'a')
  qall!
endfunction

function! s:Drive() abort
  for l:entry in json_decode(join(readfile($URILINT_EXPECT), "\n"))
    execute 'edit ' . fnameescape(l:entry.file)
    let l:shown = s:WaitFor({-> s:Findings() == l:entry.findings})
    let l:result = {'file': l:entry.file, 'findings': s:Findings(), 'type': &filetype}
    if !l:shown
      let l:result.messages = execute('messages')
    endif
    call writefile([json_encode(l:result)], $URILINT_RESULTS, 'a')
    if !l:shown
      qall!
    endif
  endfor
  call s:Features()
endfunction

try
  call s:Drive()
catch
  call writefile([json_encode({'file': '(driver)', 'findings': [], 'messages': v:exception . ' at ' . v:throwpoint})], $URILINT_RESULTS, 'a')
  qall!
endtry
