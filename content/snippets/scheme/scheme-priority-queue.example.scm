(use-modules (srfi srfi-34))

(define numbers (list->pqueue '(42 7 19 3 88 7 25) <))
(format #t "size ~a, min ~a~%" (pqueue-size numbers) (pqueue-min numbers))
(format #t "sorted: ~a~%" (pqueue->sorted-list numbers))

;; Persistence: popping returns a new queue and leaves the old one intact.
(define fewer (pqueue-pop (pqueue-pop numbers)))
(format #t "after two pops: min ~a, size ~a; original still min ~a, size ~a~%"
        (pqueue-min fewer) (pqueue-size fewer) (pqueue-min numbers) (pqueue-size numbers))

;; Jobs as (priority . name); ties keep no particular order, so priorities differ.
(define jobs
  (list->pqueue '((3 . "send newsletter") (1 . "page on-call") (2 . "rebuild index"))
                (lambda (a b) (< (car a) (car b)))))
(for-each (lambda (job) (format #t "run ~a (priority ~a)~%" (cdr job) (car job)))
          (pqueue->sorted-list jobs))

(define words (list->pqueue '("pear" "apple" "fig") string>?))
(format #t "max-first strings: ~a~%" (pqueue->sorted-list words))

(format #t "empty pop: ~a~%"
        (guard (e (#t "refused")) (pqueue-pop (make-pqueue))))
