(defun %trim (string) (string-trim '(#\Space #\Tab #\Return) string))

(defun %unquote (value)
  (let ((n (length value)))
    (if (and (>= n 2) (find (char value 0) "\"'") (char= (char value 0) (char value (1- n))))
        (subseq value 1 (1- n))
        ;; Unquoted values may carry a trailing " ; comment"; quoted ones keep everything.
        (let ((comment (search " ;" value)))
          (%trim (if comment (subseq value 0 comment) value))))))

(defun parse-ini (stream)
  "Read INI text from STREAM into an alist of (SECTION . ((KEY . VALUE) ...)),
in file order. Keys before any [section] go in section \"\". Later duplicate
keys replace earlier ones."
  (let* ((current (list ""))
         (sections (list current)))
    (loop for raw = (read-line stream nil)
          for line-number from 1
          while raw
          do (let ((line (%trim raw)))
               (cond ((or (zerop (length line)) (find (char line 0) ";#")))
                     ((char= (char line 0) #\[)
                      (let ((close (position #\] line)))
                        (unless close
                          (error "Line ~D: unclosed section header ~S" line-number line))
                        (let ((name (%trim (subseq line 1 close))))
                          ;; A repeated header reopens the existing section.
                          (setf current (or (assoc name sections :test #'string-equal)
                                            (car (last (nconc sections (list (list name))))))))))
                     (t
                      (let ((sep (position-if (lambda (c) (find c "=:")) line)))
                        (unless (and sep (plusp sep))
                          (error "Line ~D: expected key = value, got ~S" line-number line))
                        (let* ((key (%trim (subseq line 0 sep)))
                               (value (%unquote (%trim (subseq line (1+ sep)))))
                               (entry (assoc key (cdr current) :test #'string-equal)))
                          (if entry
                              (setf (cdr entry) value)
                              (nconc current (list (cons key value))))))))))
    (remove-if (lambda (s) (and (string= (car s) "") (null (cdr s)))) sections)))

(defun ini-get (ini section key &key default (type :string))
  "Look up KEY in SECTION (case-insensitively), converting to TYPE: :string,
:integer or :boolean. Returns DEFAULT when the key is absent."
  (let ((value (cdr (assoc key (cdr (assoc section ini :test #'string-equal))
                           :test #'string-equal))))
    (cond ((null value) default)
          ((eq type :integer) (parse-integer value))
          ((eq type :boolean)
           (cond ((member value '("true" "yes" "on" "1") :test #'string-equal) t)
                 ((member value '("false" "no" "off" "0") :test #'string-equal) nil)
                 (t (error "~A.~A: ~S is not a boolean" section key value))))
          (t value))))
