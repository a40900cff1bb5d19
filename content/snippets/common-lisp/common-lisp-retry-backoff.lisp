(defun backoff-delay (attempt &key (base-delay 0.1) (max-delay 10))
  "Seconds to wait after failed ATTEMPT (1-based): BASE-DELAY doubled per
attempt, capped at MAX-DELAY."
  (min max-delay (* base-delay (expt 2 (1- attempt)))))

(defun call-with-retry (thunk &key (attempts 3) (base-delay 0.1) (max-delay 10)
                                   (retry-on 'error) (sleep #'sleep) on-retry)
  "Call THUNK, retrying while it signals an error of type RETRY-ON, at most
ATTEMPTS times in all. ON-RETRY, if given, is called with the condition, the
attempt number and the delay before each wait. Returns THUNK's values."
  (loop for attempt from 1
        for delay = (backoff-delay attempt :base-delay base-delay :max-delay max-delay)
        do (block try
             ;; HANDLER-BIND rather than HANDLER-CASE: an error we will not retry
             ;; is simply declined, so it reaches the caller with its stack intact.
             (handler-bind ((error
                              (lambda (condition)
                                (when (and (typep condition retry-on) (< attempt attempts))
                                  (when on-retry
                                    (funcall on-retry condition attempt delay))
                                  (return-from try)))))
               (return-from call-with-retry (funcall thunk))))
           (funcall sleep delay)))

(defmacro with-retry ((&rest options) &body body)
  "Run BODY under CALL-WITH-RETRY with the given keyword OPTIONS."
  `(call-with-retry (lambda () ,@body) ,@options))
