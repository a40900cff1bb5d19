(define calls 0)

(define-memoized (fib n)
  (set! calls (+ calls 1))
  (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))

(format #t "fib 90 = ~a after ~a calls~%" (fib 90) calls)
(set! calls 0)
(format #t "fib 90 again = ~a after ~a new calls~%" (fib 90) calls)

;; Lattice paths through a grid: two arguments, still one cache.
(define-memoized (paths rows cols)
  (if (or (zero? rows) (zero? cols))
      1
      (+ (paths (- rows 1) cols) (paths rows (- cols 1)))))
(format #t "paths through a 16x16 grid: ~a~%" (paths 16 16))

;; #f is a real result and is cached like any other.
(define lookups 0)
(define find-user
  (memoize (lambda (name)
             (set! lookups (+ lookups 1))
             (assoc name '(("ada" . 1815) ("alan" . 1912))))))
(find-user "grace")
(find-user "grace")
(format #t "missing user looked up ~a time(s)~%" lookups)

(define slow-square-calls 0)
(define square*
  (memoize/bounded (lambda (x) (set! slow-square-calls (+ slow-square-calls 1)) (* x x)) 2))
(for-each square* '(1 2 1 3 1))
(format #t "bounded cache computed ~a times for 5 calls~%" slow-square-calls)
