(format t "~A~%" (to-json '((:name . "Ada \"Countess\" Lovelace")
                            (:born . 1815)
                            (:ratio . 3/4)
                            (:pi . 3.14159d0)
                            (:active . t)
                            (:retired . :false)
                            (:manager . :null)
                            (:tags . ("math" "poetry"))
                            (:scores . #(9.5 8 10)))))

(let ((config (make-hash-table :test 'equal)))
  (setf (gethash "port" config) 8080
        (gethash "hosts" config) '("a.example" "b.example")
        (gethash "debug" config) :false
        (gethash "limits" config) '((:burst . 20) (:per-second . 5)))
  (format t "~A~%" (to-json config :indent 2)))

(format t "escapes: ~A~%" (to-json (format nil "line1~%line2	tab \\ ~C bell" (code-char 7))))
(format t "unicode: ~A~%" (to-json "naïve café ✓"))
(format t "empty: ~A ~A ~A~%" (to-json '()) (to-json #()) (to-json (make-hash-table)))
(format t "nested arrays: ~A~%" (to-json '((1 2) (3 4))))
(handler-case (to-json (list 1 #'car))
  (error (e) (format t "error: ~A~%" e)))
