(defparameter *base64-alphabet*
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")

(defparameter *base64url-alphabet*
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

(defun base64-encode (octets &key url (pad (not url)))
  "Encode a vector of (unsigned-byte 8) as Base64, or as unpadded Base64URL
(RFC 4648) when URL is true."
  (let ((alphabet (if url *base64url-alphabet* *base64-alphabet*))
        (length (length octets)))
    (with-output-to-string (out)
      (loop for i from 0 below length by 3
            for remaining = (- length i)
            ;; Pack up to three bytes into 24 bits, then emit 6 bits at a time.
            for bits = (logior (ash (aref octets i) 16)
                               (if (> remaining 1) (ash (aref octets (+ i 1)) 8) 0)
                               (if (> remaining 2) (aref octets (+ i 2)) 0))
            for chars = (min 4 (1+ remaining))
            do (dotimes (k chars)
                 (write-char (char alphabet (ldb (byte 6 (- 18 (* 6 k))) bits)) out))
               (when pad
                 (dotimes (k (- 4 chars)) (write-char #\= out)))))))

(defun base64-decode (string)
  "Decode Base64 or Base64URL text, padded or not, into an octet vector.
Whitespace is ignored; any other character outside the alphabets is an error."
  (let ((octets (make-array (floor (* 3 (length string)) 4)
                            :element-type '(unsigned-byte 8) :fill-pointer 0))
        (bits 0)
        (count 0))
    (loop for char across string
          ;; Looking in both alphabets accepts + / and - _ alike.
          for value = (or (position char *base64-alphabet*)
                          (position char *base64url-alphabet*))
          do (cond ((char= char #\=) (loop-finish))
                   ((member char '(#\Space #\Tab #\Newline #\Return)))
                   ((null value) (error "Invalid Base64 character ~S" char))
                   (t
                    (setf bits (logior (ash bits 6) value))
                    (incf count 6)
                    (when (>= count 8)
                      (decf count 8)
                      (vector-push (ldb (byte 8 count) bits) octets)
                      (setf bits (ldb (byte count 0) bits))))))
    (coerce octets '(simple-array (unsigned-byte 8) (*)))))
