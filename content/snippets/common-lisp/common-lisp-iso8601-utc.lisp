(defconstant +unix-epoch+ (encode-universal-time 0 0 0 1 1 1970 0)
  "The Unix epoch as a universal time, for converting to and from Unix seconds.")

(defun format-iso8601 (universal-time)
  "UNIVERSAL-TIME as an ISO 8601 UTC timestamp such as 2024-03-01T12:30:00Z."
  ;; Passing time zone 0 makes the result independent of the machine's zone.
  (multiple-value-bind (second minute hour day month year)
      (decode-universal-time universal-time 0)
    (format nil "~4,'0D-~2,'0D-~2,'0DT~2,'0D:~2,'0D:~2,'0DZ"
            year month day hour minute second)))

(defun parse-iso8601 (string)
  "Parse YYYY-MM-DDTHH:MM:SS with an optional fraction and a Z or +HH:MM / -HH:MM
offset (or a bare date) into a universal time. Fractions of a second are dropped."
  (flet ((num (start end)
           (unless (and (<= end (length string)) (every #'digit-char-p (subseq string start end)))
             (error "Malformed ISO 8601 timestamp: ~S" string))
           (parse-integer string :start start :end end)))
    (let* ((year (num 0 4)) (month (num 5 7)) (day (num 8 10))
           (has-time (> (length string) 10))
           (hour (if has-time (num 11 13) 0))
           (minute (if has-time (num 14 16) 0))
           (second (if has-time (num 17 19) 0))
           (zone-start (if has-time
                           (or (position-if (lambda (c) (find c "Z+-")) string :start 19)
                               (error "Missing time zone in ~S" string))
                           10))
           (offset (if (or (not has-time) (char= (char string zone-start) #\Z))
                       0
                       (* (if (char= (char string zone-start) #\-) -1 1)
                          (+ (* 3600 (num (+ zone-start 1) (+ zone-start 3)))
                             (* 60 (num (+ zone-start 4) (+ zone-start 6))))))))
      (unless (and (<= 1 month 12) (<= 1 day 31) (< hour 24) (< minute 60) (< second 61))
        (error "Out-of-range field in ~S" string))
      ;; Encode as UTC, then subtract the offset: 12:00+02:00 is 10:00Z.
      (let ((utc (encode-universal-time (min second 59) minute hour day month year 0)))
        ;; SBCL rolls February 30 over into March, so check the day survived.
        (unless (= day (nth-value 3 (decode-universal-time utc 0)))
          (error "No such day in ~S" string))
        (- utc offset)))))

(defun unix-to-universal (unix-seconds) (+ unix-seconds +unix-epoch+))

(defun universal-to-unix (universal-time) (- universal-time +unix-epoch+))
