(defclass order-service (emitter)
  ((orders :initform 0 :accessor orders)))

(defmethod emit :before ((service order-service) event &rest args)
  (declare (ignore args))
  (when (equal event "order-placed") (incf (orders service))))

(let* ((shop (make-instance 'order-service))
       (audit (on shop "order-placed"
                  (lambda (id total) (format t "  audit: order ~A for ~,2F~%" id total)))))
  (on shop "order-placed" (lambda (id total)
                            (declare (ignore total))
                            (format t "  email: thanks for order ~A~%" id)))
  (once shop "order-placed" (lambda (id total)
                              (declare (ignore total))
                              (format t "  first-order coupon for ~A~%" id)))

  (format t "first order, handlers run: ~D~%" (emit shop "order-placed" 101 19.99))
  (format t "second order, handlers run: ~D~%" (emit shop "order-placed" 102 5))

  (format t "off audit: ~A, again: ~A~%" (off shop "order-placed" audit) (off shop "order-placed" audit))
  (format t "third order, handlers run: ~D~%" (emit shop "order-placed" 103 42))

  (format t "unknown event, handlers run: ~D~%" (emit shop "refund" 1))
  (format t "orders counted by :before method: ~D~%" (orders shop))
  (format t "listeners left: ~D~%" (listener-count shop "order-placed")))
