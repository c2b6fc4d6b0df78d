;;; emacs-driver.el --- drives Emacs 28 + eglot through the files of $URILINT_EXPECT  -*- lexical-binding: t -*-
;;
;; Loaded with `emacs -nw -l` after the user's own init.el (the README's snippet), in a terminal.
;; For each file it types what a user types, `C-x C-f FILE RET` and then `C-a` (eglot and Flymake
;; start after a command, not while one runs), and waits until Flymake shows urilint's expected
;; findings (10 s at most). This script only types and looks. Each file's outcome is one JSON line
;; appended to $URILINT_RESULTS; it stops at the first file that times out, with *Messages*.

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
        (kill-emacs 0)
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

(run-with-timer 0 nil #'urilint-driver--next)
