(defvar *calls* 0)

(defmemo fib (n)
  "The Nth Fibonacci number."
  (incf *calls*)
  (if (< n 2)
      n
      (+ (fib (- n 1)) (fib (- n 2)))))

(format t "fib(80) = ~D~%" (fib 80))
(format t "body ran ~D times, ~D results cached~%" *calls* (memo-size 'fib))

(setf *calls* 0)
(fib 80)
(format t "second call ran the body ~D times~%" *calls*)

(clear-memo 'fib)
(format t "after clear-memo: ~D cached~%" (memo-size 'fib))

(defmemo greet (name &key (greeting "Hello"))
  (incf *calls*)
  (format nil "~A, ~A!" greeting name))

(setf *calls* 0)
(format t "~A / ~A / ~A~%" (greet "Ada") (greet "Ada") (greet "Ada" :greeting "Hi"))
(format t "greet body ran ~D times~%" *calls*)

(let* ((slow-square (lambda (x) (incf *calls*) (* x x)))
       (fast-square (memoize slow-square)))
  (setf *calls* 0)
  (format t "squares: ~A, computed ~D times~%"
          (mapcar fast-square '(3 4 3 4 3)) *calls*))
