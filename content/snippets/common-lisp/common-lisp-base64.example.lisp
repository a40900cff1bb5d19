(defun ascii-octets (string)
  (map '(vector (unsigned-byte 8)) #'char-code string))

(defun octets-ascii (octets)
  (map 'string #'code-char octets))

(dolist (text '("" "f" "fo" "foo" "foob" "fooba" "foobar"))
  (format t "~8S => ~S~%" text (base64-encode (ascii-octets text))))

(let ((bytes (coerce #(251 255 191 0 62 63) '(vector (unsigned-byte 8)))))
  (format t "standard: ~A~%" (base64-encode bytes))
  (format t "url-safe: ~A~%" (base64-encode bytes :url t))
  (format t "url, padded: ~A~%" (base64-encode (subseq bytes 0 4) :url t :pad t))
  (format t "decoded back: ~S~%" (base64-decode (base64-encode bytes :url t))))

(format t "decode: ~S~%" (octets-ascii (base64-decode "Zm9vYmFy")))
(format t "unpadded: ~S~%" (octets-ascii (base64-decode "Zm9vYg")))
(format t "with line breaks: ~S~%"
        (octets-ascii (base64-decode (format nil "SGVsbG8s~%IFdvcmxk~%IQ=="))))
(format t "element type: ~S~%" (type-of (base64-decode "AAEC")))

(handler-case (base64-decode "abc*")
  (error (e) (format t "error: ~A~%" e)))
