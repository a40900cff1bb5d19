(defparameter *data*
  (format nil "name,city,note~C~%~
               Ada,London,\"Said \"\"hello\"\"\"~C~%~
               \"Smith, John\",\"New~%York\",~C~%~
               Grace,,last line without newline"
          #\Return #\Return #\Return))

(setf *print-pretty* nil)

(let ((rows (parse-csv *data*)))
  (format t "~D rows~%" (length rows))
  (dolist (row rows)
    (format t "~S~%" row))
  (format t "plists:~%")
  (dolist (record (csv-rows-as-plists rows))
    (format t "  ~S~%" record)))

(format t "semicolons: ~S~%" (parse-csv "a;\"b;c\";d" :delimiter #\;))
(format t "empty input: ~S~%" (parse-csv ""))
(format t "empty fields: ~S~%" (parse-csv ",,"))

(with-input-from-string (stream (format nil "id,qty~%1,5~%2,7~%"))
  (read-csv-row stream)
  (format t "streamed total: ~D~%"
          (loop for row = (read-csv-row stream)
                while row sum (parse-integer (second row)))))

(handler-case (parse-csv "a,\"unclosed")
  (error (e) (format t "error: ~A~%" e)))
