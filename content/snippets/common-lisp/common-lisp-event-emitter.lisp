(defclass emitter ()
  ((listeners :initform (make-hash-table :test 'equal) :reader listeners))
  (:documentation "Calls registered handler functions when named events are emitted."))

(defgeneric on (emitter event handler &key once)
  (:documentation "Register HANDLER for EVENT; returns HANDLER so it can be removed later."))

(defmethod on ((emitter emitter) event handler &key once)
  ;; Append so handlers run in the order they were registered.
  (setf (gethash event (listeners emitter))
        (append (gethash event (listeners emitter)) (list (cons handler once))))
  handler)

(defun once (emitter event handler)
  "Register HANDLER to run on the next EVENT only."
  (on emitter event handler :once t))

(defgeneric off (emitter event handler)
  (:documentation "Remove HANDLER from EVENT. Returns T if it was registered."))

(defmethod off ((emitter emitter) event handler)
  (let ((entries (gethash event (listeners emitter))))
    (when (find handler entries :key #'car)
      (setf (gethash event (listeners emitter)) (remove handler entries :key #'car :count 1))
      t)))

(defgeneric emit (emitter event &rest args)
  (:documentation "Call EVENT's handlers with ARGS; returns how many ran."))

(defmethod emit ((emitter emitter) event &rest args)
  ;; Work on a snapshot so handlers may add or remove listeners while we iterate.
  (let ((entries (gethash event (listeners emitter))))
    (setf (gethash event (listeners emitter)) (remove-if #'cdr entries))
    (dolist (entry entries (length entries))
      (apply (car entry) args))))

(defun listener-count (emitter event)
  (length (gethash event (listeners emitter))))
