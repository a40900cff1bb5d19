(use-modules ((ice-9 binary-ports) #:select (eof-object)))

;; Generators from call/cc: turn any procedure that walks a structure and calls
;; yield on each item into a pull-based stream. Each call to the generator
;; resumes the walk where it stopped and returns the next item, or the
;; end-of-file object once the walk is finished (as SRFI 158 generators do).

(define (make-generator walker)
  (define return #f)            ; where the current caller is waiting
  (define resume #f)            ; where the walker paused, once it has started
  (define done (eof-object))
  (define (yield value)
    (call/cc
     (lambda (k)
       (set! resume k)
       (return value))))
  (lambda ()
    (call/cc
     (lambda (caller)
       (set! return caller)
       (if resume
           (resume #f)
           (begin
             (walker yield)
             ;; Finished: every later call returns eof without re-walking.
             (set! resume (lambda (ignored) (return done)))
             (return done)))))))

(define (generator->list gen)
  (let loop ((acc '()))
    (let ((v (gen)))
      (if (eof-object? v) (reverse acc) (loop (cons v acc))))))

(define (generator-take gen n)
  ;; At most n items; the rest of the walk never runs if it is not needed.
  (let loop ((n n) (acc '()))
    (let ((v (if (zero? n) (eof-object) (gen))))
      (if (eof-object? v) (reverse acc) (loop (- n 1) (cons v acc))))))

(define (tree-leaves tree)
  ;; A generator over the non-pair leaves of a nested list, left to right.
  (make-generator
   (lambda (yield)
     (let walk ((t tree))
       (cond ((null? t) 'skip)
             ((pair? t) (walk (car t)) (walk (cdr t)))
             (else (yield t)))))))
