(format t "epoch: ~A~%" (format-iso8601 (unix-to-universal 0)))
(format t "1700000000: ~A~%" (format-iso8601 (unix-to-universal 1700000000)))

(dolist (text '("2024-02-29T23:59:59Z"
                "2024-03-01T01:30:00+02:00"
                "2023-12-31T20:15:00.123-05:00"
                "2024-07-04"))
  (let ((time (parse-iso8601 text)))
    (format t "~30A => ~A (unix ~D)~%" text (format-iso8601 time) (universal-to-unix time))))

(format t "same instant: ~A~%"
        (= (parse-iso8601 "2024-01-01T00:00:00Z") (parse-iso8601 "2024-01-01T09:00:00+09:00")))
(format t "one day later: ~A~%"
        (format-iso8601 (+ (parse-iso8601 "2024-02-28T12:00:00Z") 86400)))

(dolist (bad '("2024-13-01T00:00:00Z" "2023-02-29" "2024-01-01T10:00:00" "yesterday"))
  (handler-case (parse-iso8601 bad)
    (error (e) (format t "rejected: ~A~%" e))))
