;; Format byte counts for people ("1.5 MiB", "640 kB") and parse such strings
;; back. Arithmetic stays exact (rationals) until the final rounding, so
;; results never show floating-point noise like 1.4999999.

(define iec-units '("B" "KiB" "MiB" "GiB" "TiB" "PiB" "EiB"))
(define si-units '("B" "kB" "MB" "GB" "TB" "PB" "EB"))

(define* (humanize-bytes n #:key (si? #f) (decimals 1))
  (let ((base (if si? 1000 1024))
        (units (if si? si-units iec-units))
        (sign (if (negative? n) "-" "")))
    (let loop ((value (abs (inexact->exact n))) (units units))
      ;; Move up a unit while the value would round to the next base or more.
      (if (and (pair? (cdr units))
               (>= (round (* value (expt 10 decimals))) (* base (expt 10 decimals))))
          (loop (/ value base) (cdr units))
          (let* ((scaled (round (* value (expt 10 decimals))))
                 (whole (quotient scaled (expt 10 decimals)))
                 (frac (remainder scaled (expt 10 decimals))))
            (string-append
             sign (number->string whole)
             (if (or (string=? (car units) "B") (zero? decimals))
                 ""
                 (string-append "." (string-pad (number->string frac) decimals #\0)))
             " " (car units)))))))

(define (parse-bytes str)
  ;; "1.5 GiB", "10MB", "512" -> exact integer bytes; #f if unrecognised.
  (let* ((s (string-trim-both str))
         (split (or (string-index s char-alphabetic?) (string-length s)))
         (number (string->number (string-trim-right (substring s 0 split))))
         (unit (string-downcase (substring s split)))
         (scale (lambda (units base)
                  (let loop ((us units) (k 0))
                    (cond ((null? us) #f)
                          ((string=? unit (string-downcase (car us))) (expt base k))
                          (else (loop (cdr us) (+ k 1))))))))
    (let ((factor (if (string-null? unit)
                      1
                      (or (scale iec-units 1024) (scale si-units 1000)))))
      (and number factor (>= number 0)
           (round (* (inexact->exact number) factor))))))
