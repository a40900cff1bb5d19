(use-modules (srfi srfi-1))

;; Order nodes so that every node comes after the nodes it depends on (Kahn's
;; algorithm). The graph is a list of (node dependency ...) entries; nodes that
;; only appear as dependencies are included too. Among nodes that are ready at
;; the same time, the order of first appearance wins, so output is stable.

(define (topological-sort graph)
  (let* ((nodes (delete-duplicates (append-map (lambda (e) e) graph)))
         (deps-of (lambda (n) (delete-duplicates (or (assoc-ref graph n) '()))))
         (pending (make-hash-table))   ; node -> number of unsorted dependencies
         (dependents (make-hash-table)))
    (for-each
     (lambda (n)
       (hash-set! pending n (length (deps-of n)))
       (for-each (lambda (d) (hash-set! dependents d (cons n (hash-ref dependents d '()))))
                 (deps-of n)))
     nodes)
    (let loop ((ready (filter (lambda (n) (zero? (hash-ref pending n))) nodes))
               (sorted '()))
      (if (null? ready)
          (let ((stuck (remove (lambda (n) (member n sorted)) nodes)))
            (if (null? stuck)
                (reverse sorted)
                (error "topological-sort: dependency cycle among" stuck)))
          (let* ((n (car ready))
                 (released
                  (filter (lambda (m)
                            (hash-set! pending m (- (hash-ref pending m) 1))
                            (zero? (hash-ref pending m)))
                          (reverse (hash-ref dependents n '())))))
            ;; Keep the ready list in first-appearance order.
            (loop (filter (lambda (m) (or (member m (cdr ready)) (member m released)))
                          nodes)
                  (cons n sorted)))))))
