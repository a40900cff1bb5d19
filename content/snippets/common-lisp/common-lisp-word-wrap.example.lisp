(defparameter *text*
  "Common Lisp is a dialect of the Lisp programming language, published in ANSI standard document ANSI INCITS 226-1994.")

(format t "width 30:~%~{|~A~%~}" (wrap-words *text* 30))
(format t "~%indented, width 40:~%~{~A~%~}" (wrap-words *text* 40 :indent "    > "))

(format t "~%long word, width 10:~%~{|~A|~%~}"
        (wrap-words "see https://example.com/a/very/long/path now" 10))
(format t "~%long word kept:~%~{|~A|~%~}"
        (wrap-words "see https://example.com/a/very/long/path now" 10 :break-long-words nil))

(format t "~%paragraphs:~%~A~%"
        (wrap-text (format nil "First paragraph   with  extra spaces.~%~%Second one is here.") 16))

(format t "~%empty: ~S~%" (wrap-words "   " 20))
(handler-case (wrap-words "text" 4 :indent "    ")
  (error (e) (format t "error: ~A~%" e)))
