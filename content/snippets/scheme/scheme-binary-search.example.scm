(define scores #(3 8 8 8 15 21 42))

(format #t "binary-search 8:   ~a~%" (binary-search scores 8))
(format #t "binary-search 10:  ~a~%" (binary-search scores 10))
(format #t "lower/upper of 8:  ~a ~a (so ~a copies)~%"
        (lower-bound scores 8) (upper-bound scores 8)
        (- (upper-bound scores 8) (lower-bound scores 8)))
(format #t "insert 10 at:      ~a~%" (lower-bound scores 10))
(format #t "insert 99 at:      ~a~%" (lower-bound scores 99))
(format #t "insert 0 at:       ~a~%" (lower-bound scores 0))
(format #t "scores in 5..21:   ~a~%" (count-in-range scores 5 21))
(format #t "scores in 22..40:  ~a~%" (count-in-range scores 22 40))
(format #t "empty vector:      ~a~%" (binary-search #() 1))

(define names #("ada" "alan" "barbara" "edsger" "grace"))
(format #t "\"edsger\" at:       ~a~%" (binary-search names "edsger" string<?))
(format #t "\"b\" prefix starts: ~a~%" (lower-bound names "b" string<?))

;; Search on a field: records sorted by year, compared by a key extractor.
(define events #((1936 . "Turing machine") (1958 . "LISP") (1975 . "Scheme")))
(define (by-year a b) (< (if (pair? a) (car a) a) (if (pair? b) (car b) b)))
(format #t "first event from 1950: ~a~%"
        (cdr (vector-ref events (lower-bound events 1950 by-year))))
