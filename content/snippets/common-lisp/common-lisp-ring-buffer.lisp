(defstruct (ring (:constructor %make-ring (buffer)))
  (buffer #() :type simple-vector)
  (start 0 :type fixnum)   ; index of the oldest element
  (count 0 :type fixnum))

(defun make-ring (capacity)
  "A fixed-size buffer that overwrites its oldest element when full."
  (check-type capacity (integer 1))
  (%make-ring (make-array capacity :initial-element nil)))

(defun ring-capacity (ring) (length (ring-buffer ring)))

(defun ring-full-p (ring) (= (ring-count ring) (ring-capacity ring)))

(defun ring-push (ring item)
  "Append ITEM. Returns the element it overwrote and T, or NIL and NIL."
  (let* ((buffer (ring-buffer ring))
         (end (mod (+ (ring-start ring) (ring-count ring)) (length buffer))))
    (cond ((ring-full-p ring)
           (let ((old (svref buffer end)))
             (setf (svref buffer end) item
                   (ring-start ring) (mod (1+ (ring-start ring)) (length buffer)))
             (values old t)))
          (t (setf (svref buffer end) item)
             (incf (ring-count ring))
             (values nil nil)))))

(defun ring-pop (ring)
  "Remove and return the oldest element and T, or NIL and NIL when empty."
  (if (zerop (ring-count ring))
      (values nil nil)
      (let* ((buffer (ring-buffer ring))
             (item (svref buffer (ring-start ring))))
        ;; Clear the slot so the buffer does not keep garbage reachable.
        (setf (svref buffer (ring-start ring)) nil
              (ring-start ring) (mod (1+ (ring-start ring)) (length buffer)))
        (decf (ring-count ring))
        (values item t))))

(defun ring-ref (ring index)
  "The INDEXth element counting from the oldest (0) to the newest."
  (assert (< -1 index (ring-count ring)) (index) "Index ~D outside ring of ~D" index (ring-count ring))
  (svref (ring-buffer ring) (mod (+ (ring-start ring) index) (ring-capacity ring))))

(defun ring-to-list (ring)
  "Elements from oldest to newest."
  (loop for i below (ring-count ring) collect (ring-ref ring i)))
