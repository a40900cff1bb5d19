(use-modules (srfi srfi-34) (ice-9 exceptions))

(define build
  '((app      config logger database)
    (database config logger)
    (logger   config)
    (cache    config)
    (config)))
(format #t "start order: ~a~%" (topological-sort build))

(define courses
  '(("algorithms" "data structures" "discrete math")
    ("data structures" "intro programming")
    ("compilers" "algorithms" "automata")))
(for-each (lambda (c) (format #t "  ~a~%" c)) (topological-sort courses))

(format #t "empty: ~a~%" (topological-sort '()))

(display
 (guard (e ((error? e) (apply format #f (exception-message e) (exception-irritants e))))
   (topological-sort '((a b) (b c) (c a) (d)))))
(newline)
