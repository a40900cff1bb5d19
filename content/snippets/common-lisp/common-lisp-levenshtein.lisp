(defun levenshtein (a b &key (test #'char=))
  "The minimum number of single-element insertions, deletions and substitutions
turning sequence A into sequence B, elements compared with TEST."
  ;; Keep the shorter sequence along the rows so memory is O(min(m, n)).
  (when (< (length a) (length b))
    (rotatef a b))
  (let* ((a (coerce a 'simple-vector))
         (b (coerce b 'simple-vector))
         (n (length b))
         (previous (make-array (1+ n)))
         (current (make-array (1+ n))))
    (dotimes (j (1+ n)) (setf (aref previous j) j))
    (dotimes (i (length a))
      (setf (aref current 0) (1+ i))
      (dotimes (j n)
        (setf (aref current (1+ j))
              (min (1+ (aref previous (1+ j)))           ; deletion
                   (1+ (aref current j))                  ; insertion
                   (+ (aref previous j)                   ; substitution
                      (if (funcall test (aref a i) (aref b j)) 0 1)))))
      (rotatef previous current))
    (aref previous n)))

(defun closest-matches (word candidates &key (max-distance 2) (test #'char-equal))
  "CANDIDATES within MAX-DISTANCE edits of WORD, nearest first, for
\"did you mean\" suggestions. Ties keep the order of CANDIDATES."
  (let ((scored (loop for candidate in candidates
                      for distance = (levenshtein word candidate :test test)
                      when (<= distance max-distance)
                        collect (cons distance candidate))))
    (mapcar #'cdr (stable-sort scored #'< :key #'car))))
