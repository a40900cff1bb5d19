(use-modules (ice-9 rdelim) (srfi srfi-1))

;; Parse INI text into an association list of sections, each an association
;; list of key/value strings, in file order:
;;   (("" . global-keys) ("server" ("host" . "0.0.0.0") ...) ...)
;; Keys before any [section] go to the "" section. Lines starting with ; or #
;; are comments, values may be quoted to keep leading/trailing spaces or a ;.

(define (ini-unquote value)
  (let ((n (string-length value)))
    (if (and (>= n 2) (memv (string-ref value 0) '(#\" #\'))
             (char=? (string-ref value 0) (string-ref value (- n 1))))
        (substring value 1 (- n 1))
        value)))

(define (ini-parse text)
  (let ((port (open-input-string text)))
    (let loop ((line-no 1) (section "") (keys '()) (sections '()))
      (define (close-section) (cons (cons section (reverse keys)) sections))
      (let ((raw (read-line port)))
        (if (eof-object? raw)
            (reverse (if (and (string-null? section) (null? keys)) sections (close-section)))
            (let ((line (string-trim-both raw)))
              (cond
               ((or (string-null? line) (memv (string-ref line 0) '(#\; #\#)))
                (loop (+ line-no 1) section keys sections))
               ((and (char=? (string-ref line 0) #\[)
                     (char=? (string-ref line (- (string-length line) 1)) #\]))
                (loop (+ line-no 1)
                      (string-trim-both (substring line 1 (- (string-length line) 1)))
                      '()
                      (if (and (string-null? section) (null? keys)) sections (close-section))))
               ((string-index line (char-set #\= #\:))
                => (lambda (i)
                     (let ((key (string-trim-both (substring line 0 i)))
                           (value (ini-unquote (string-trim-both (substring line (+ i 1))))))
                       (when (string-null? key)
                         (error "ini-parse: empty key on line" line-no))
                       ;; A repeated key replaces the earlier value.
                       (loop (+ line-no 1) section
                             (cons (cons key value)
                                   (remove (lambda (kv) (string=? (car kv) key)) keys))
                             sections))))
               (else (error "ini-parse: cannot parse line" line-no raw)))))))))

(define* (ini-ref ini section key #:optional (default #f))
  (let ((keys (assoc-ref ini section)))
    (or (and keys (assoc-ref keys key)) default)))
