(dolist (n '(0 1 1023 1024 1536 1048575 1048576 5368709120 -2048 123456789012345))
  (format t "~20D  ~12A ~A~%" n (humanize-bytes n) (humanize-bytes n :binary nil)))

(format t "precision 3: ~A~%" (humanize-bytes 1234567 :precision 3))
(format t "precision 0: ~A~%" (humanize-bytes 1234567 :precision 0))

(dolist (text '("512" "1.5 KiB" "2MB" "10 gb" "0.5 GiB" "1 B"))
  (format t "~S => ~D~%" text (parse-bytes text)))

(format t "round trip: ~A~%" (humanize-bytes (parse-bytes "3.25 GiB")))

(handler-case (parse-bytes "12 parsecs")
  (error (e) (format t "error: ~A~%" e)))
