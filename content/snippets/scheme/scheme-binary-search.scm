;; Binary search over a sorted vector. lower-bound and upper-bound return
;; insertion points (like C++ and Python's bisect), which answer more questions
;; than "found or not": where to insert, how many equal items, range queries.

(define* (lower-bound vec key #:optional (less? <))
  ;; First index whose item is not less than key; (vector-length vec) if none.
  (let loop ((lo 0) (hi (vector-length vec)))
    (if (< lo hi)
        (let ((mid (quotient (+ lo hi) 2)))
          (if (less? (vector-ref vec mid) key)
              (loop (+ mid 1) hi)
              (loop lo mid)))
        lo)))

(define* (upper-bound vec key #:optional (less? <))
  ;; First index whose item is greater than key.
  (let loop ((lo 0) (hi (vector-length vec)))
    (if (< lo hi)
        (let ((mid (quotient (+ lo hi) 2)))
          (if (less? key (vector-ref vec mid))
              (loop lo mid)
              (loop (+ mid 1) hi)))
        lo)))

(define* (binary-search vec key #:optional (less? <))
  ;; Index of the first item equal to key, or #f. "Equal" means neither is
  ;; less than the other, so only less? is needed.
  (let ((i (lower-bound vec key less?)))
    (and (< i (vector-length vec))
         (not (less? key (vector-ref vec i)))
         i)))

(define* (count-in-range vec low high #:optional (less? <))
  ;; Number of items x with low <= x <= high.
  (max 0 (- (upper-bound vec high less?) (lower-bound vec low less?))))
