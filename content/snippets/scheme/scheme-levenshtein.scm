;; Levenshtein edit distance with two rows of the dynamic-programming table,
;; so memory is O(length of the shorter string) instead of O(n * m).

(define (levenshtein a b)
  (if (< (string-length a) (string-length b))
      (levenshtein b a)
      (let* ((m (string-length b))
             (prev (make-vector (+ m 1) 0))
             (curr (make-vector (+ m 1) 0)))
        (do ((j 0 (+ j 1))) ((> j m)) (vector-set! prev j j))
        (do ((i 1 (+ i 1))) ((> i (string-length a)))
          (vector-set! curr 0 i)
          (do ((j 1 (+ j 1))) ((> j m))
            (let ((cost (if (char=? (string-ref a (- i 1)) (string-ref b (- j 1))) 0 1)))
              (vector-set! curr j (min (+ (vector-ref prev j) 1)            ; deletion
                                       (+ (vector-ref curr (- j 1)) 1)      ; insertion
                                       (+ (vector-ref prev (- j 1)) cost))))) ; substitution
          ;; Swap instead of copying: the old row becomes scratch space.
          (let ((tmp prev)) (set! prev curr) (set! curr tmp)))
        (vector-ref prev m))))

;; "Did you mean ...?": the closest candidate within max-distance, or #f.
;; Ties go to the earlier candidate, so order the list by preference.
(define (closest-match word candidates max-distance)
  (let loop ((cs candidates) (best #f) (best-d (+ max-distance 1)))
    (if (null? cs)
        best
        (let ((d (levenshtein word (car cs))))
          (if (< d best-d)
              (loop (cdr cs) (car cs) d)
              (loop (cdr cs) best best-d))))))
