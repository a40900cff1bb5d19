(defun write-json-string (string stream)
  (write-char #\" stream)
  (loop for char across string
        do (case char
             (#\" (write-string "\\\"" stream))
             (#\\ (write-string "\\\\" stream))
             (#\Newline (write-string "\\n" stream))
             (#\Tab (write-string "\\t" stream))
             ;; Other control characters need \u escapes; the rest is valid as UTF-8.
             (t (if (< (char-code char) 32)
                    (format stream "\\u~4,'0X" (char-code char))
                    (write-char char stream)))))
  (write-char #\" stream))

(defun write-json (value &optional (stream *standard-output*) indent (depth 0))
  "Write VALUE as JSON. Hash tables and alists with keyword keys become objects,
other lists and vectors arrays; T and :TRUE are true, :FALSE false, NIL and
:NULL null. With INDENT (spaces per level), the output is pretty-printed."
  (labels ((newline (level)
             (when indent (format stream "~%~vA" (* indent level) "")))
           (key-string (key)
             (if (symbolp key) (string-downcase (symbol-name key)) (princ-to-string key)))
           (items-out (open close items writer)
             (write-char open stream)
             (loop for (item . more) on items
                   do (newline (1+ depth))
                      (funcall writer item)
                      (when more (write-char #\, stream)))
             (when items (newline depth))
             (write-char close stream))
           (member-out (pair)
             (write-json-string (key-string (car pair)) stream)
             (write-string (if indent ": " ":") stream)
             (write-json (cdr pair) stream indent (1+ depth))))
    (typecase value
      ((member t :true) (write-string "true" stream))
      ((member :false) (write-string "false" stream))
      ((member nil :null) (write-string "null" stream))
      (integer (format stream "~D" value))
      (real (let* ((float (if (rationalp value) (coerce value 'double-float) value))
                   ;; Printing in the float's own default format leaves off suffixes like d0.
                   (*read-default-float-format* (type-of float)))
              (prin1 float stream)))
      (string (write-json-string value stream))
      (symbol (write-json-string (key-string value) stream))
      (hash-table
       ;; Sorted keys give stable output for diffs, caches and tests.
       (items-out #\{ #\} (sort (loop for k being the hash-keys of value using (hash-value v)
                                      collect (cons (key-string k) v))
                                #'string< :key #'car)
                  #'member-out))
      (sequence
       (if (and (consp value) (every (lambda (e) (and (consp e) (keywordp (car e)))) value))
           (items-out #\{ #\} value #'member-out)
           (items-out #\[ #\] (coerce value 'list)
                      (lambda (item) (write-json item stream indent (1+ depth))))))
      (t (error "Cannot encode ~S as JSON" value)))))

(defun to-json (value &key indent)
  (with-output-to-string (stream) (write-json value stream indent)))
