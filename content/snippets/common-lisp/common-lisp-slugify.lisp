(defun slugify (title &key (max-length 80))
  "Turn TITLE into a lowercase, dash-separated URL slug of ASCII letters and
digits, at most MAX-LENGTH characters long."
  ;; NFD splits accented letters into a base letter plus combining marks,
  ;; so dropping non-ASCII afterwards turns \"é\" into \"e\" instead of a dash.
  (let ((decomposed (sb-unicode:normalize-string title :nfd))
        (slug (make-string-output-stream))
        (length 0)
        (pending-dash nil))
    (loop for char across decomposed
          for code = (char-code char)
          do (cond ((and (< code 128) (alphanumericp char))
                    (when (and pending-dash (plusp length))
                      (write-char #\- slug)
                      (incf length))
                    (setf pending-dash nil)
                    (write-char (char-downcase char) slug)
                    (incf length))
                   ;; Apostrophes vanish so "don't" becomes "dont", not "don-t".
                   ((member char '(#\' #\RIGHT_SINGLE_QUOTATION_MARK)))
                   ((< code 128) (setf pending-dash t))
                   ((zerop (sb-unicode:combining-class char)) (setf pending-dash t))))
    (let ((result (get-output-stream-string slug)))
      (if (<= (length result) max-length)
          result
          ;; Cut at the last dash inside the limit so no word is chopped in half.
          (let ((cut (position #\- result :end (1+ max-length) :from-end t)))
            (subseq result 0 (or cut max-length)))))))
