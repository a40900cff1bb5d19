(use-modules (srfi srfi-34) (ice-9 format))

(for-each
 (lambda (number)
   (format #t "~23s ~a~%" number (if (luhn-valid? number) "valid" "invalid")))
 '("4539 1488 0343 6467"
   "4539-1488-0343-6468"
   "79927398713"
   "0000 0000 0000 0000"
   "4111 1111 1111 111x"
   "0"
   ""))

(format #t "check digit for 7992739871: ~a~%" (luhn-check-digit "7992739871"))
(format #t "check digit for 3: ~a~%" (luhn-check-digit "3"))
(let ((account (string-append "123456789" (number->string (luhn-check-digit "123456789")))))
  (format #t "generated ~a, valid? ~a~%" account (luhn-valid? account)))
(format #t "bad input: ~a~%" (guard (e (#t "rejected")) (luhn-check-digit "12a")))
