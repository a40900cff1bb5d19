(defun split-string (string &key (separator #\,) (remove-empty nil) (limit nil))
  "Split STRING on SEPARATOR, a character or a predicate on characters, into a
list of fresh strings. REMOVE-EMPTY drops empty fields; LIMIT caps the number
of parts, leaving the rest of STRING unsplit in the last one."
  (let ((test (if (functionp separator)
                  separator
                  (lambda (char) (char= char separator))))
        (parts '())
        (start 0))
    (loop for pos = (position-if test string :start start)
          ;; Counting parts before pushing keeps LIMIT exact, including LIMIT 1.
          while (and pos (or (null limit) (< (1+ (length parts)) limit)))
          do (push (subseq string start pos) parts)
             (setf start (1+ pos)))
    (push (subseq string start) parts)
    (let ((result (nreverse parts)))
      (if remove-empty
          (delete "" result :test #'string=)
          result))))

(defun join-strings (strings &optional (separator ", "))
  "Concatenate STRINGS with SEPARATOR between each pair."
  ;; A FORMAT directive would need SEPARATOR escaped for tildes; writing directly avoids that.
  (with-output-to-string (out)
    (loop for (string . more) on strings
          do (write-string string out)
          when more do (write-string separator out))))

(defun whitespacep (char)
  (member char '(#\Space #\Tab #\Newline #\Return #\Page)))
