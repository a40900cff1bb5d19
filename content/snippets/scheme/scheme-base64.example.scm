(use-modules (srfi srfi-34))

(for-each
 (lambda (text)
   (let ((encoded (base64-encode (string->utf8 text))))
     (format #t "~s -> ~s -> ~s~%" text encoded (utf8->string (base64-decode encoded)))))
 '("" "f" "fo" "foo" "foobar" "héllo wörld"))

(define raw (u8-list->bytevector '(251 255 191 0 62)))
(format #t "standard: ~a~%" (base64-encode raw))
(format #t "url-safe: ~a~%" (base64-encode raw #:url? #t))
(format #t "decoded:  ~a~%" (bytevector->u8-list (base64-decode "-_-_AD4")))
(format #t "wrapped:  ~a~%" (utf8->string (base64-decode "Zm9v\nYmFy\n")))
(format #t "invalid:  ~a~%"
        (guard (e (#t "rejected")) (base64-decode "ab$d")))
