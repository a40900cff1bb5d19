;; Split a string on a separator string (not just one character, which is all
;; Guile's built-in string-split accepts). An optional limit caps the number of
;; pieces: the last piece keeps the rest of the input unsplit, like
;; "key=value=with=equals" split on "=" with a limit of 2.

(define* (string-split-on str separator #:optional (limit #f))
  (when (string-null? separator)
    (error "string-split-on: separator must not be empty"))
  (let ((sep-len (string-length separator)))
    (let loop ((start 0) (pieces '()) (count 1))
      (let ((hit (and (or (not limit) (< count limit))
                      (string-contains str separator start))))
        (if hit
            (loop (+ hit sep-len)
                  (cons (substring str start hit) pieces)
                  (+ count 1))
            (reverse (cons (substring str start) pieces)))))))

;; Split, trim each piece and drop the empty ones: the usual need for
;; hand-typed lists such as "a, b,, c".
(define (string-split-clean str separator)
  (filter (lambda (piece) (not (string-null? piece)))
          (map string-trim-both (string-split-on str separator))))
