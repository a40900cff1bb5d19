(define-condition transient-error (error)
  ((attempt :initarg :attempt :reader attempt))
  (:report (lambda (c stream) (format stream "timeout on attempt ~D" (attempt c)))))

(defvar *waits* '())

(defun record-sleep (seconds)
  ;; Stands in for SLEEP so the example runs instantly and prints the schedule.
  (push seconds *waits*))

(defun log-retry (condition attempt delay)
  (format t "  attempt ~D failed (~A), waiting ~,2Fs~%" attempt condition delay))

(let ((calls 0))
  (format t "flaky call:~%")
  (format t "  result: ~A~%"
          (with-retry (:attempts 5 :sleep #'record-sleep :on-retry #'log-retry
                       :retry-on 'transient-error)
            (incf calls)
            (if (< calls 4)
                (error 'transient-error :attempt calls)
                "connected"))))

(format t "capped delays: ~{~,2F~^ ~}~%"
        (loop for n from 1 to 6 collect (backoff-delay n :base-delay 0.5 :max-delay 4)))

(format t "gives up:~%")
(handler-case
    (with-retry (:attempts 3 :sleep #'record-sleep :on-retry #'log-retry)
      (error 'transient-error :attempt 0))
  (transient-error (c) (format t "  gave up: ~A~%" c)))

(format t "not retried:~%")
(handler-case
    (with-retry (:retry-on 'transient-error :sleep #'record-sleep :on-retry #'log-retry)
      (error "bad credentials"))
  (error (c) (format t "  failed at once: ~A~%" c)))

(format t "total waits recorded: ~D~%" (length *waits*))
