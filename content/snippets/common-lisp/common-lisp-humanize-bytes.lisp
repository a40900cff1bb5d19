(defun round-to (numerator denominator digits)
  "NUMERATOR / DENOMINATOR rounded half away from zero to DIGITS decimals, exactly."
  (let ((scale (expt 10 digits)))
    (/ (floor (+ (* (/ numerator denominator) scale) 1/2)) scale)))

(defun humanize-bytes (bytes &key (binary t) (precision 1))
  "Format a byte count for people: 1536 => \"1.5 KiB\" (BINARY, powers of 1024)
or \"1.5 kB\" (SI, powers of 1000). Whole bytes are never shown with decimals."
  (check-type bytes integer)
  (let* ((base (if binary 1024 1000))
         (units (if binary
                    #("B" "KiB" "MiB" "GiB" "TiB" "PiB" "EiB")
                    #("B" "kB" "MB" "GB" "TB" "PB" "EB")))
         (magnitude (abs bytes))
         (exponent (loop for e from 0 below (1- (length units))
                         while (>= magnitude (expt base (1+ e)))
                         finally (return e))))
    ;; Rounding can carry into the next unit (1023.96 KiB => "1024.0 KiB"); step up instead.
    (when (and (< exponent (1- (length units)))
               (>= (round-to magnitude (expt base exponent) precision) base))
      (incf exponent))
    (let ((value (* (signum bytes) (round-to magnitude (expt base exponent) precision))))
      ;; ~F with zero digits would still print a trailing dot ("1. MiB").
      (if (or (zerop exponent) (zerop precision))
          (format nil "~D ~A" (round value) (aref units exponent))
          (format nil "~,vF ~A" precision (float value 1d0) (aref units exponent))))))

(defun parse-bytes (text)
  "Parse \"512\", \"1.5 KiB\", \"2MB\" or \"10 gb\" into a whole number of bytes."
  (let* ((text (string-trim " " text))
         (split (or (position-if #'alpha-char-p text) (length text)))
         (number (string-trim " " (subseq text 0 split)))
         (unit (string-upcase (subseq text split)))
         (dot (position #\. number))
         (value (if dot
                    (+ (parse-integer number :end dot)
                       (/ (parse-integer number :start (1+ dot))
                          (expt 10 (- (length number) dot 1))))
                    (parse-integer number)))
         (power (position (string-right-trim "IB" unit) '("" "K" "M" "G" "T" "P" "E")
                          :test #'string=)))
    (unless power (error "Unknown size unit in ~S" text))
    ;; Units with an i (KiB, MiB) are binary; kB, MB and friends are SI.
    (round (* value (expt (if (search "I" unit) 1024 1000) power)))))
