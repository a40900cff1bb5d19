;; Serialise Scheme data as JSON text. The mapping follows the common Scheme
;; convention: an association list is an object, a vector is an array, the
;; symbol null is null, #t/#f are booleans. Pass #:indent for pretty output.

(define (json-escape-string str port)
  (write-char #\" port)
  (string-for-each
   (lambda (ch)
     (case ch
       ((#\") (display "\\\"" port))
       ((#\\) (display "\\\\" port))
       ((#\newline) (display "\\n" port))
       ((#\return) (display "\\r" port))
       ((#\tab) (display "\\t" port))
       (else
        (if (< (char->integer ch) 32)
            ;; Other control characters have no short escape in JSON.
            (let ((hex (number->string (char->integer ch) 16)))
              (display (string-append "\\u" (string-pad hex 4 #\0)) port))
            (write-char ch port)))))
   str)
  (write-char #\" port))

(define* (json-write value #:key (indent #f) (port (current-output-port)))
  (define (newline-at depth)
    (when indent
      (newline port)
      (display (make-string (* indent depth) #\space) port)))
  (define (write-items items depth open close write-item)
    (display open port)
    (unless (null? items)
      (let loop ((items items) (first? #t))
        (unless (null? items)
          (unless first? (display "," port))
          (newline-at (+ depth 1))
          (write-item (car items))
          (loop (cdr items) #f)))
      (newline-at depth))
    (display close port))
  (let emit ((v value) (depth 0))
    (cond
     ((eq? v 'null) (display "null" port))
     ((boolean? v) (display (if v "true" "false") port))
     ((string? v) (json-escape-string v port))
     ((symbol? v) (json-escape-string (symbol->string v) port))
     ((exact-integer? v) (display v port))
     ((and (real? v) (finite? v)) (display (exact->inexact v) port))
     ((vector? v)
      (write-items (vector->list v) depth "[" "]" (lambda (x) (emit x (+ depth 1)))))
     ((or (null? v) (and (pair? v) (pair? (car v))))
      (write-items v depth "{" "}"
                   (lambda (entry)
                     (unless (or (string? (car entry)) (symbol? (car entry)))
                       (error "json-write: object keys must be strings or symbols:" (car entry)))
                     (emit (car entry) 0)
                     (display (if indent ": " ":") port)
                     (emit (cdr entry) (+ depth 1)))))
     (else (error "json-write: cannot encode" v)))))

(define (->json value) (call-with-output-string (lambda (port) (json-write value #:port port))))
