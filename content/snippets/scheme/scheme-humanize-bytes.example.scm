(for-each
 (lambda (n)
   (format #t "~a -> ~a | ~a~%" n (humanize-bytes n) (humanize-bytes n #:si? #t)))
 '(0 1 999 1023 1024 1536 1048575 5368709120 1000000000000 -2048))

(format #t "two decimals: ~a~%" (humanize-bytes 123456789 #:decimals 2))
(format #t "no decimals:  ~a~%" (humanize-bytes 123456789 #:decimals 0))

(for-each
 (lambda (s) (format #t "~s -> ~a~%" s (parse-bytes s)))
 '("1.5 GiB" "10MB" "  512  " "2 kib" "0.5 kB" "3 parsecs" "lots" "-1 KiB"))
