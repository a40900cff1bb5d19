(defparameter *lines* '("apples: 3" "pears 2" "plums: 4 crates" "figs: 12"))

(format t "skip bad lines: ~S~%"
        (handler-bind ((malformed-entry #'skip-malformed))
          (parse-entries *lines*)))

(format t "zero for bad lines: ~S~%"
        (handler-bind ((malformed-entry #'zero-for-malformed))
          (parse-entries *lines*)))

(let ((problems '()))
  (format t "skip and collect: ~S~%"
          (handler-bind ((malformed-entry (lambda (c)
                                            (push (princ-to-string c) problems)
                                            (invoke-restart 'skip-entry))))
            (parse-entries *lines*)))
  (format t "~{  ~A~%~}" (reverse problems)))

(format t "strict: ~A~%"
        (handler-case (parse-entries *lines*)
          (malformed-entry (c) (format nil "stopped at line ~D" (malformed-entry-line c)))))

(format t "all valid: ~S~%" (parse-entries '("a: 1" "b: 2")))
