(define-condition dependency-cycle (error)
  ((nodes :initarg :nodes :reader dependency-cycle-nodes))
  (:report (lambda (condition stream)
             (format stream "Dependency cycle among: ~{~A~^, ~}"
                     (dependency-cycle-nodes condition)))))

(defun topological-sort (graph &key (test 'equal))
  "Order the nodes of GRAPH, an alist of (NODE . DEPENDENCIES), so that every
node comes after all of its dependencies. Signals DEPENDENCY-CYCLE if none exists."
  (let ((pending (make-hash-table :test test))    ; node -> unmet dependency count
        (dependents (make-hash-table :test test)) ; node -> nodes waiting on it
        (nodes '()))
    (flet ((note (node)
             (unless (nth-value 1 (gethash node pending))
               (setf (gethash node pending) 0)
               (push node nodes))))
      (loop for (node . deps) in graph
            do (note node)
               (dolist (dep (remove-duplicates deps :test test))
                 (note dep)
                 (incf (gethash node pending))
                 (push node (gethash dep dependents)))))
    ;; Kahn's algorithm; seeding and appending in first-seen order keeps the
    ;; output stable for the same input instead of depending on hash order.
    (setf nodes (nreverse nodes))
    (let* ((ready (remove-if-not (lambda (n) (zerop (gethash n pending))) nodes))
           (order '()))
      (loop while ready
            do (let ((node (pop ready)))
                 (push node order)
                 (dolist (next (reverse (gethash node dependents)))
                   (when (zerop (decf (gethash next pending)))
                     (setf ready (append ready (list next)))))))
      (when (< (length order) (length nodes))
        (error 'dependency-cycle
               :nodes (remove-if (lambda (n) (zerop (gethash n pending))) nodes)))
      (nreverse order))))
