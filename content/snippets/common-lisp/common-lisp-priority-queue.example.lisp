(let ((jobs (make-heap :key #'car)))
  (dolist (job '((3 . "send newsletter") (1 . "page on-call") (5 . "rebuild index")
                 (2 . "charge card") (4 . "resize images")))
    (heap-push jobs job))
  (format t "~D jobs, next: ~A~%" (heap-size jobs) (cdr (heap-peek jobs)))
  (loop until (heap-empty-p jobs)
        do (destructuring-bind (priority . name) (heap-pop jobs)
             (format t "  [~D] ~A~%" priority name)))
  (format t "pop on empty: ~S~%" (multiple-value-list (heap-pop jobs))))

(let ((max-heap (make-heap :predicate #'>)))
  (dolist (n '(7 42 -3 42 0 19)) (heap-push max-heap n))
  (format t "largest first: ~S~%"
          (loop repeat 3 collect (heap-pop max-heap))))

(let ((words (make-heap :predicate #'string<)))
  (dolist (w '("pear" "apple" "fig" "banana")) (heap-push words w))
  (format t "alphabetical: ~S~%"
          (loop until (heap-empty-p words) collect (heap-pop words))))

(let ((big (make-heap)))
  (dotimes (i 1000) (heap-push big (mod (* i 7919) 1000)))
  (format t "1000 items sorted: ~A~%"
          (loop with prev = -1 until (heap-empty-p big)
                always (<= prev (setf prev (heap-pop big))))))
