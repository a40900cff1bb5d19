(use-modules (srfi srfi-34) (ice-9 exceptions))

(define text "
; global settings
name = demo app
debug: true

[server]
host = 0.0.0.0
port = 8080
banner = \"  Welcome; enjoy  \"

# later keys win
port = 9090

[database]
url = postgres://db.internal:5432/app?sslmode=require
")

(define ini (ini-parse text))
(for-each
 (lambda (section)
   (format #t "[~a]~%" (car section))
   (for-each (lambda (kv) (format #t "  ~a => ~s~%" (car kv) (cdr kv))) (cdr section)))
 ini)

(format #t "server port: ~a~%" (string->number (ini-ref ini "server" "port")))
(format #t "missing with default: ~a~%" (ini-ref ini "cache" "ttl" "300"))

(for-each
 (lambda (bad)
   (format #t "~a~%"
           (guard (e ((error? e) (apply format #f (exception-message e) (exception-irritants e))))
             (ini-parse bad))))
 '("[ok]\nthis line has no separator" "= value"))
