(use-modules (srfi srfi-1))

;; Thread first: each result becomes the first argument of the next call.
(display (-> "  Hello, Threading  " string-trim-both string-downcase (string-split #\,)))
(newline)

;; Thread last: natural for list pipelines, where the list comes last.
(display (->> (iota 10 1)
              (filter even?)
              (map (lambda (n) (* n n)))
              (fold + 0)))
(newline)

;; some-> stops at the first #f instead of passing it on to the next step.
(define config '((db . ((host . "db.internal") (port . 5432)))))
(format #t "db port: ~s~%" (some-> config (assq-ref 'db) (assq-ref 'port) number->string))
(format #t "cache port: ~s~%" (some-> config (assq-ref 'cache) (assq-ref 'port) number->string))

;; as-> when the value has to go in the middle of an argument list.
(display (as-> 5 n (* n 2) (list 'a n 'b) (length n)))
(newline)

;; A single value passes straight through.
(display (-> 42))
(newline)
