(defstruct (heap (:constructor make-heap (&key (predicate #'<) (key #'identity))))
  "A binary heap: the item whose key wins PREDICATE against all others is on top."
  (items (make-array 16 :adjustable t :fill-pointer 0))
  predicate
  key)

(defun heap-size (heap) (fill-pointer (heap-items heap)))

(defun heap-empty-p (heap) (zerop (heap-size heap)))

(defun %before-p (heap a b)
  (let ((key (heap-key heap)))
    (funcall (heap-predicate heap) (funcall key a) (funcall key b))))

(defun heap-push (heap item)
  "Add ITEM in O(log n) by sifting it up from the end of the array."
  (let* ((items (heap-items heap))
         (i (vector-push-extend item items)))
    (loop while (plusp i)
          do (let ((parent (floor (1- i) 2)))
               (unless (%before-p heap (aref items i) (aref items parent))
                 (return))
               (rotatef (aref items i) (aref items parent))
               (setf i parent)))
    item))

(defun heap-peek (heap)
  "The top item and T without removing it, or NIL and NIL when empty."
  (if (heap-empty-p heap)
      (values nil nil)
      (values (aref (heap-items heap) 0) t)))

(defun heap-pop (heap)
  "Remove and return the top item and T, or NIL and NIL when empty."
  (when (heap-empty-p heap)
    (return-from heap-pop (values nil nil)))
  (let* ((items (heap-items heap))
         (top (aref items 0))
         (last (vector-pop items))
         (n (fill-pointer items)))
    (when (plusp n)
      ;; Move the last leaf to the root, then sift it down to restore order.
      (setf (aref items 0) last)
      (loop with i = 0
            for left = (1+ (* 2 i))
            for right = (1+ left)
            for best = i
            do (when (and (< left n) (%before-p heap (aref items left) (aref items best)))
                 (setf best left))
               (when (and (< right n) (%before-p heap (aref items right) (aref items best)))
                 (setf best right))
               (when (= best i) (return))
               (rotatef (aref items i) (aref items best))
               (setf i best)))
    (values top t)))
