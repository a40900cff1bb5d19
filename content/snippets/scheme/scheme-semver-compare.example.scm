(use-modules (srfi srfi-34) (ice-9 exceptions))

(for-each
 (lambda (pair)
   (format #t "~a vs ~a => ~a~%" (car pair) (cdr pair) (semver-compare (car pair) (cdr pair))))
 '(("1.2.3" . "1.10.0")
   ("2.0.0" . "2.0.0+build.7")
   ("1.0.0-rc.1" . "1.0.0")
   ("1.0.0-alpha.10" . "1.0.0-alpha.9")
   ("1.0.0-alpha" . "1.0.0-alpha.1")
   ("1.0.0-alpha.beta" . "1.0.0-alpha.1")))

(format #t "sorted: ~a~%"
        (sort '("1.0.0" "1.0.0-rc.1" "0.9.12" "1.0.0-beta.11" "1.0.0-beta.2" "1.0.0-alpha" "10.0.0" "2.1.0")
              semver<?))

(for-each
 (lambda (bad)
   (format #t "~s: ~a~%" bad
           (guard (e ((error? e) (apply format #f (exception-message e) (exception-irritants e))))
             (semver-parse bad))))
 '("1.2" "01.2.3" "1.2.3-" "v1.2.3"))
