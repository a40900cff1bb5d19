(define (lookup key alist)
  (let ((entry (assq key alist)))
    (if entry (ok (cdr entry)) (err (list 'missing key)))))

(define (parse-port text)
  (let ((n (string->number text)))
    (if (and n (exact-integer? n) (< 0 n 65536)) (ok n) (err (list 'bad-port text)))))

(define (load-endpoint config)
  (let-result ((host (lookup 'host config))
               (port-text (lookup 'port config))
               (port (parse-port port-text)))
    (ok (string-append host ":" (number->string port)))))

(define (show label result)
  (format #t "~a: ~a~%" label
          (if (ok? result)
              (format #f "ok ~s" (ok-value result))
              (format #f "err ~s" (err-reason result)))))

(show "complete" (load-endpoint '((host . "db.internal") (port . "5432"))))
(show "no port " (load-endpoint '((host . "db.internal"))))
(show "bad port" (load-endpoint '((host . "db.internal") (port . "99999"))))
(show "mapped  " (result-map string-upcase (lookup 'host '((host . "cache")))))
(format #t "default: ~a~%" (result-unwrap-or (parse-port "http") 8080))
(show "all     " (results-collect (map parse-port '("80" "443" "8080"))))
(show "some bad" (results-collect (map parse-port '("80" "-1" "x"))))

(define divided (result-try (lambda () (/ 10 0))))
(format #t "try 10/0: ~a~%" (if (err? divided) "err (exception captured)" "ok"))
(show "try 10/4" (result-try (lambda () (/ 10 4))))
