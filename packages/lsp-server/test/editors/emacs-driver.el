;;; emacs-driver.el --- drives Emacs 28 + eglot through the files of $URILINT_EXPECT  -*- lexical-binding: t -*-
;;
;; Loaded with `emacs -nw -l` after the user's own init.el (the README's snippet), in a terminal.
;; For each file it types what a user types, `C-x C-f FILE RET` and then `C-a` (eglot and Flymake
;; start after a command, not while one runs), and waits until Flymake shows urilint's expected
;; findings (10 s at most). This script only types and looks. Each file's outcome is one JSON line
;; appended to $URILINT_RESULTS; it stops at the first file that times out, with *Messages*.
;;
;; Then, in $URILINT_HOVER_FILE at character $URILINT_HOVER_POINT, it does what the README says:
;; `C-h .' for the hover (eglot's ElDoc buffer) and `M-x eglot-code-actions' with RET for the
;; offered fix, and writes one line `{ file: "(features)", hover, prompt, line, findings }'.

(require 'json)
(require 'flymake)

(defvar urilint-driver-entries
  (append (let ((json-array-type 'list)) (json-read-file (getenv "URILINT_EXPECT"))) nil))

(defun urilint-driver--severity (type)
  (pcase type ('eglot-error "error") ('eglot-warning "warning") (_ "note")))

(defun urilint-driver--findings ()
  "urilint's findings as Flymake shows them in the current buffer."
  (let (found)
    (dolist (d (flymake-diagnostics))
      (let ((spec (alist-get 'eglot-lsp-diag (flymake-diagnostic-data d)))
            (beg (flymake-diagnostic-beg d)))
        (when (equal (plist-get spec :source) "urilint")
          (push (format "%s %d:%d %s" (plist-get spec :code)
                        (1- (line-number-at-pos beg))
                        (save-excursion (goto-char beg) (- beg (line-beginning-position)))
                        (urilint-driver--severity (flymake-diagnostic-type d)))
                found))))
    (sort found #'string<)))

(defun urilint-driver--write (result)
  (write-region (concat (json-encode result) "\n") nil (getenv "URILINT_RESULTS") 'append 'silent))

(defun urilint-driver--next ()
  (let ((entry (pop urilint-driver-entries)))
    (if (null entry)
        (urilint-driver--step (urilint-driver--feature-steps) nil)
      (setq unread-command-events
            (append unread-command-events
                    (listify-key-sequence (vconcat (kbd "C-x C-f") (alist-get 'file entry) (kbd "RET C-a")))))
      (run-with-timer 0.1 nil #'urilint-driver--wait entry (float-time)))))

(defun urilint-driver--wait (entry start)
  (let* ((buffer (get-file-buffer (expand-file-name (alist-get 'file entry))))
         (findings (and buffer (with-current-buffer buffer (urilint-driver--findings))))
         (shown (equal findings (alist-get 'findings entry))))
    (if (not (or shown (> (- (float-time) start) 10)))
        (run-with-timer 0.05 nil #'urilint-driver--wait entry start)
      (urilint-driver--write
       `((file . ,(alist-get 'file entry))
         (findings . ,(vconcat findings))
         (type . ,(and buffer (symbol-name (buffer-local-value 'major-mode buffer))))
         ,@(unless shown `((messages . ,(with-current-buffer "*Messages*" (buffer-string)))))))
      (if shown (urilint-driver--next) (kill-emacs 1)))))

(defun urilint-driver--feature-steps ()
  "Steps of (KEYS DONE-P NAME VALUE): type KEYS, wait for DONE-P, record VALUE under NAME."
  (let ((buffer (lambda () (get-file-buffer (expand-file-name (getenv "URILINT_HOVER_FILE"))))))
    `(;; Visit the file again and put point on the URI: ElDoc asks eglot for the hover.
      (,(vconcat (kbd "C-x C-f") (getenv "URILINT_HOVER_FILE") (kbd "RET M-g c")
                 (getenv "URILINT_HOVER_POINT") (kbd "RET"))
       ,(lambda () (current-message)) nil nil)
      ;; C-h . shows the whole hover in the *eldoc* window.
      (,(kbd "C-h .")
       ,(lambda () (get-buffer-window "*eldoc*"))
       hover ,(lambda () (with-current-buffer "*eldoc*" (buffer-substring-no-properties (point-min) (point-max)))))
      ;; The code actions at point: the prompt names the preferred one as its default.
      (,(kbd "M-x eglot-code-actions RET")
       ,(lambda () (active-minibuffer-window))
       prompt ,(lambda () (minibuffer-prompt)))
      ;; RET takes it; the server then sends the findings of the fixed text.
      (,(kbd "RET")
       ,(lambda () (not (seq-find (lambda (f) (string-prefix-p "scheme-case" f))
                                  (with-current-buffer (funcall buffer) (urilint-driver--findings)))))
       line ,(lambda () (with-current-buffer (funcall buffer)
                          (buffer-substring-no-properties (point-min) (save-excursion (goto-char (point-min)) (line-end-position))))))
      (nil ,(lambda () t)
           findings ,(lambda () (vconcat (with-current-buffer (funcall buffer) (urilint-driver--findings))))))))

(defun urilint-driver--step (steps recorded &optional start)
  "Run STEPS one by one, waiting 10 s at most for each; write what they RECORDED, then quit."
  (pcase-let ((`(,keys ,done-p ,name ,value) (car steps)))
    (cond
     ((null steps)
      (urilint-driver--write `((file . "(features)") ,@(nreverse recorded)))
      (kill-emacs 0))
     ((null start)
      (setq unread-command-events (append unread-command-events (listify-key-sequence keys)))
      (run-with-timer 0.1 nil #'urilint-driver--step steps recorded (float-time)))
     ((funcall done-p)
      (urilint-driver--step (cdr steps) (if name (cons (cons name (funcall value)) recorded) recorded)))
     ((> (- (float-time) start) 10)
      (urilint-driver--write `((file . "(features)") (timeout . ,(format "%S" keys)) ,@(nreverse recorded)
                               (messages . ,(with-current-buffer "*Messages*" (buffer-string)))))
      (kill-emacs 1))
     (t (run-with-timer 0.05 nil #'urilint-driver--step steps recorded start)))))

(run-with-timer 0 nil #'urilint-driver--next)
