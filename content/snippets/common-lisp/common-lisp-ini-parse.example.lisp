(defparameter *config-text* "; global settings
name = demo-app

[server]
host = 0.0.0.0
port = 8080
debug = yes          ; inline comment is dropped

[database]
url = \"postgres://app@localhost/app;sslmode=disable\"
pool: 5

# reopening a section and overriding a key
[Server]
port = 9090
")

(let ((ini (with-input-from-string (in *config-text*) (parse-ini in))))
  (dolist (section ini)
    (format t "[~A]~%" (if (string= (car section) "") "(global)" (car section)))
    (dolist (entry (cdr section))
      (format t "  ~A = ~S~%" (car entry) (cdr entry))))
  (format t "port: ~S~%" (ini-get ini "server" "port" :type :integer))
  (format t "debug: ~S~%" (ini-get ini "SERVER" "debug" :type :boolean))
  (format t "timeout (default): ~S~%" (ini-get ini "server" "timeout" :default 30 :type :integer))
  (format t "missing section: ~S~%" (ini-get ini "cache" "size"))
  (handler-case (ini-get ini "server" "host" :type :boolean)
    (error (e) (format t "error: ~A~%" e))))

(handler-case (with-input-from-string (in (format nil "[ok]~%this line is wrong~%"))
                (parse-ini in))
  (error (e) (format t "error: ~A~%" e)))
