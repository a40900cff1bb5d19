(defun wrap-words (text width &key (indent "") (break-long-words t))
  "Greedy word wrap: a list of lines no wider than WIDTH, each starting with
INDENT. Runs of whitespace collapse to one space; words longer than the line
are split when BREAK-LONG-WORDS, otherwise left to overflow."
  (let* ((room (- width (length indent)))
         (words (loop with start = nil
                      for i from 0 to (length text)
                      for char = (if (< i (length text)) (char text i) #\Space)
                      if (member char '(#\Space #\Tab #\Newline #\Return))
                        when start collect (subseq text start i) and do (setf start nil) end
                      else do (unless start (setf start i))))
         (lines '())
         (line nil))
    (assert (plusp room) (width) "WIDTH ~D leaves no room after the indent" width)
    (flet ((flush ()
             (when line (push (concatenate 'string indent line) lines))
             (setf line nil)))
      (dolist (word words)
        ;; Chop an overlong word into full-width pieces before placing it.
        (loop while (and break-long-words (> (length word) room))
              do (flush)
                 (setf line (subseq word 0 room)
                       word (subseq word room))
                 (flush))
        (cond ((null line) (setf line word))
              ((<= (+ (length line) 1 (length word)) room)
               (setf line (concatenate 'string line " " word)))
              (t (flush) (setf line word))))
      (flush))
    (nreverse lines)))

(defun wrap-text (text width &rest options)
  "Like WRAP-WORDS, but keeps blank-line paragraph breaks and returns one string."
  (let ((paragraphs (loop with start = 0
                          for end = (search (format nil "~%~%") text :start2 start)
                          collect (subseq text start end)
                          while end
                          do (setf start (+ end 2)))))
    (format nil "~{~{~A~^~%~}~^~%~%~}"
            (loop for paragraph in paragraphs
                  for lines = (apply #'wrap-words paragraph width options)
                  when lines collect lines))))
