;; Parse CSV text (RFC 4180) into a list of rows, each a list of strings.
;; Quoted fields may hold commas, doubled quotes ("") and line breaks; CRLF and
;; LF line endings are both accepted. A character-at-a-time state machine over
;; a string port keeps quoting rules in one place.

(define* (csv-parse text #:key (delimiter #\,))
  (let ((port (open-input-string text))
        (field (open-output-string)))
    (define (take-field!)
      (let ((value (get-output-string field)))
        (set! field (open-output-string))
        value))
    (let loop ((row '()) (rows '()) (quoted? #f) (field-started? #f))
      (let ((ch (read-char port)))
        (cond
         ((eof-object? ch)
          (when quoted? (error "csv-parse: unterminated quoted field"))
          (reverse (if (or field-started? (pair? row))
                       (cons (reverse (cons (take-field!) row)) rows)
                       rows)))
         (quoted?
          (cond ((not (char=? ch #\")) (write-char ch field) (loop row rows #t #t))
                ((eqv? (peek-char port) #\")
                 (read-char port)
                 (write-char #\" field)
                 (loop row rows #t #t))
                (else (loop row rows #f #t))))
         ((char=? ch #\") (loop row rows #t #t))
         ((char=? ch delimiter) (loop (cons (take-field!) row) rows #f #t))
         ((char=? ch #\return) (loop row rows #f field-started?))
         ((char=? ch #\newline)
          (loop '() (cons (reverse (cons (take-field!) row)) rows) #f #f))
         (else (write-char ch field) (loop row rows #f #t)))))))
