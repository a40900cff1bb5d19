;; Luhn (mod 10) checksum, as used by payment card numbers, IMEIs and many
;; account numbers. Spaces and dashes are ignored so user input can be checked
;; as typed; any other non-digit makes the number invalid.

(define (luhn-digits str)
  ;; Digits as integers, or #f if str holds anything but digits, spaces, dashes.
  (let loop ((chars (string->list str)) (acc '()))
    (cond ((null? chars) (reverse acc))
          ((memv (car chars) '(#\space #\-)) (loop (cdr chars) acc))
          ((char<=? #\0 (car chars) #\9)
           (loop (cdr chars) (cons (- (char->integer (car chars)) 48) acc)))
          (else #f))))

(define (luhn-sum digits double-first?)
  ;; Walk from the rightmost digit, doubling every second one; a doubled
  ;; digit above 9 contributes its digit sum, which is d*2 - 9.
  (let loop ((ds (reverse digits)) (double? double-first?) (sum 0))
    (if (null? ds)
        sum
        (let* ((d (car ds)) (d (if double? (* d 2) d)))
          (loop (cdr ds) (not double?) (+ sum (if (> d 9) (- d 9) d)))))))

(define (luhn-valid? str)
  (let ((digits (luhn-digits str)))
    (and digits
         (>= (length digits) 2)
         (zero? (modulo (luhn-sum digits #f) 10)))))

(define (luhn-check-digit str)
  ;; The digit to append to str so that the result passes luhn-valid?.
  (let ((digits (luhn-digits str)))
    (unless (and digits (pair? digits))
      (error "luhn-check-digit: expected digits" str))
    (modulo (- 10 (modulo (luhn-sum digits #t) 10)) 10)))
