(use-modules (srfi srfi-9))

;; A Result type for errors that are expected (bad input, missing keys) and
;; should be handled as values instead of unwinding the stack. let-result
;; chains steps and stops at the first failure, like do-notation or Rust's ?.

(define-record-type <ok> (ok value) ok? (value ok-value))
(define-record-type <err> (err reason) err? (reason err-reason))

(define (result-map proc result)
  (if (ok? result) (ok (proc (ok-value result))) result))

(define (result-bind result proc)
  ;; proc receives the value and must return a Result itself.
  (if (ok? result) (proc (ok-value result)) result))

(define (result-unwrap-or result default)
  (if (ok? result) (ok-value result) default))

(define-syntax let-result
  (syntax-rules ()
    ((_ () body ...) (begin body ...))
    ((_ ((name expr) rest ...) body ...)
     (result-bind expr (lambda (name) (let-result (rest ...) body ...))))))

(define (result-try thunk)
  ;; Bridge from code that raises: any exception becomes an err.
  (call/cc
   (lambda (k)
     (with-exception-handler
      (lambda (e) (k (err e)))
      (lambda () (ok (thunk)))))))

(define (results-collect results)
  ;; A list of Results -> ok of the values, or the first err.
  (let loop ((rs results) (values '()))
    (cond ((null? rs) (ok (reverse values)))
          ((ok? (car rs)) (loop (cdr rs) (cons (ok-value (car rs)) values)))
          (else (car rs)))))
