(use-modules (srfi srfi-34) (ice-9 exceptions))

(for-each
 (lambda (text)
   (let ((seconds (parse-duration text)))
     (format #t "~s = ~a s = ~a~%" text seconds (format-duration seconds))))
 '("90s" "1h30m" "2d 4h" "1.5h" "250ms" "0.1h" "1w" "1m30s500ms" "0s"))

(format #t "total of 45m and 1h20m: ~a~%"
        (format-duration (+ (parse-duration "45m") (parse-duration "1h20m"))))
(format #t "negative: ~a~%" (format-duration -3725))

(for-each
 (lambda (bad)
   (format #t "~s: ~a~%" bad
           (guard (e ((error? e) (apply format #f (exception-message e) (exception-irritants e))))
             (parse-duration bad))))
 '("10 minutes" "5" "h" ""))
