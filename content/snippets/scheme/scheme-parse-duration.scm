(use-modules (srfi srfi-1))

;; Parse durations such as "1h30m", "2d 4h", "1.5h" or "250ms" into seconds,
;; and format seconds back into the same compact style. Results are exact
;; rationals, so "250ms" is exactly 1/4 and sums never drift.

(define duration-units
  ;; Longest names first so "ms" is not read as "m" followed by "s".
  '(("ms" . 1/1000) ("w" . 604800) ("d" . 86400) ("h" . 3600) ("m" . 60) ("s" . 1)))

(define (parse-duration str)
  (let ((s (string-delete char-whitespace? str)))
    (when (string-null? s) (error "parse-duration: empty duration" str))
    (let loop ((i 0) (total 0))
      (if (= i (string-length s))
          total
          (let* ((num-end (or (string-skip s (lambda (c) (or (char-numeric? c) (char=? c #\.))) i)
                              (string-length s)))
                 ;; "#e" reads decimals exactly: "0.1" becomes 1/10, not a float.
                 (number (string->number (string-append "#e" (substring s i num-end))))
                 (unit (find (lambda (u) (string-prefix? (car u) s 0 (string-length (car u)) num-end))
                             duration-units)))
            (unless (and number unit)
              (error "parse-duration: cannot read" str))
            (loop (+ num-end (string-length (car unit)))
                  (+ total (* number (cdr unit)))))))))

(define (format-duration seconds)
  ;; Largest units first, skipping zero parts; sub-second remainders as ms.
  (if (zero? seconds)
      "0s"
      (let loop ((rest (abs seconds))
                 (units '(("d" . 86400) ("h" . 3600) ("m" . 60) ("s" . 1) ("ms" . 1/1000)))
                 (parts '()))
        (if (or (null? units) (zero? rest))
            (string-append (if (negative? seconds) "-" "")
                           (string-join (reverse parts) " "))
            (let* ((size (cdar units))
                   (count (if (null? (cdr units)) (round (/ rest size)) (floor (/ rest size)))))
              (loop (- rest (* count size))
                    (cdr units)
                    (if (zero? count)
                        parts
                        (cons (string-append (number->string count) (caar units)) parts))))))))
