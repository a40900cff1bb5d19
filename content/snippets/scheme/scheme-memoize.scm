;; Cache a procedure's results by its argument list. Keys are compared with
;; equal?, so lists and strings work as arguments, not just numbers. The
;; define-memoized form matters for recursion: the recursive calls go through
;; the cache too, which turns exponential recursions into linear ones.

(define (memoize proc)
  (let ((cache (make-hash-table)))
    (lambda args
      (let ((hit (hash-get-handle cache args)))
        ;; A handle distinguishes "cached #f" from "not cached".
        (if hit
            (cdr hit)
            (let ((value (apply proc args)))
              (hash-set! cache args value)
              value))))))

(define-syntax define-memoized
  (syntax-rules ()
    ((_ (name arg ...) body ...)
     (define name (memoize (lambda (arg ...) body ...))))))

;; A bounded variant for long-running programs: forget everything once the
;; cache holds max-entries results, which caps memory at a simple cost.
(define (memoize/bounded proc max-entries)
  (let ((cache (make-hash-table)) (size 0))
    (lambda args
      (let ((hit (hash-get-handle cache args)))
        (if hit
            (cdr hit)
            (let ((value (apply proc args)))
              (when (>= size max-entries)
                (hash-clear! cache)
                (set! size 0))
              (hash-set! cache args value)
              (set! size (+ size 1))
              value))))))
