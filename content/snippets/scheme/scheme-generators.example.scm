(define g (tree-leaves '(1 (2 (3 4)) ((5)) 6)))
(format #t "first: ~a, second: ~a~%" (g) (g))
(format #t "rest: ~a~%" (generator->list g))
(format #t "after the end: ~a~%" (eof-object? (g)))

;; The classic use: compare two trees' leaves lazily, stopping at the first
;; difference without flattening either tree.
(define (same-fringe? a b)
  (let ((ga (tree-leaves a)) (gb (tree-leaves b)))
    (let loop ()
      (let ((x (ga)) (y (gb)))
        (cond ((and (eof-object? x) (eof-object? y)) #t)
              ((equal? x y) (loop))
              (else #f))))))
(format #t "same fringe: ~a~%" (same-fringe? '(1 (2 3) 4) '((1 2) (3 (4)))))
(format #t "different:   ~a~%" (same-fringe? '(1 2 3) '(1 2 4)))

;; An infinite walk is fine: only what is pulled gets computed.
(define naturals
  (make-generator (lambda (yield) (let loop ((n 0)) (yield n) (loop (+ n 1))))))
(format #t "first five naturals: ~a~%" (generator-take naturals 5))
(format #t "next three: ~a~%" (generator-take naturals 3))
(format #t "empty tree: ~a~%" (generator->list (tree-leaves '())))
