(use-modules (rnrs bytevectors))

;; Base64 (RFC 4648) over bytevectors, with the URL-safe alphabet and unpadded
;; output used by JWTs and signed URLs available through #:url?.

(define base64-std "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
(define base64-url "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

(define* (base64-encode bv #:key (url? #f) (pad? (not url?)))
  (let ((alphabet (if url? base64-url base64-std))
        (len (bytevector-length bv))
        (out (open-output-string)))
    (define (byte i) (if (< i len) (bytevector-u8-ref bv i) 0))
    (do ((i 0 (+ i 3))) ((>= i len))
      ;; Pack three bytes into 24 bits, then emit as many 6-bit digits as the
      ;; real bytes cover: 2 for one byte, 3 for two, 4 for three.
      (let ((group (+ (ash (byte i) 16) (ash (byte (+ i 1)) 8) (byte (+ i 2))))
            (digits (+ 1 (min 3 (- len i)))))
        (do ((k 0 (+ k 1))) ((= k digits))
          (write-char (string-ref alphabet (logand (ash group (- (* 6 (- 3 k)))) 63)) out))
        (when pad? (display (make-string (- 4 digits) #\=) out))))
    (get-output-string out)))

(define (base64-decode str)
  ;; Accept both alphabets, with or without padding, ignoring whitespace.
  (define (value ch)
    (or (string-index base64-std ch)
        (case ch ((#\-) 62) ((#\_) 63) (else #f))
        (error "base64-decode: invalid character" ch)))
  (let loop ((chars (string->list str)) (acc 0) (bits 0) (bytes '()))
    (cond
     ((or (null? chars) (char=? (car chars) #\=))
      (u8-list->bytevector (reverse bytes)))
     ((char-whitespace? (car chars)) (loop (cdr chars) acc bits bytes))
     (else
      (let ((acc (logior (ash acc 6) (value (car chars)))) (bits (+ bits 6)))
        (if (>= bits 8)
            (loop (cdr chars) (logand acc (- (ash 1 (- bits 8)) 1)) (- bits 8)
                  (cons (ash acc (- 8 bits)) bytes))
            (loop (cdr chars) acc bits bytes)))))))
