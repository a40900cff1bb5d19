(define-condition malformed-entry (error)
  ((line :initarg :line :reader malformed-entry-line)
   (text :initarg :text :reader malformed-entry-text)
   (reason :initarg :reason :reader malformed-entry-reason))
  (:report (lambda (c stream)
             (format stream "Line ~D: ~A in ~S" (malformed-entry-line c)
                     (malformed-entry-reason c) (malformed-entry-text c)))))

(defun parse-entry (text line)
  "Parse \"name: quantity\" into (NAME . QUANTITY), signalling MALFORMED-ENTRY
with SKIP-ENTRY and USE-VALUE restarts when the text is invalid."
  (restart-case
      (let ((colon (position #\: text)))
        (unless colon
          (error 'malformed-entry :line line :text text :reason "missing colon"))
        (let ((quantity (ignore-errors (parse-integer text :start (1+ colon)))))
          (unless quantity
            (error 'malformed-entry :line line :text text :reason "quantity is not a number"))
          (cons (string-trim " " (subseq text 0 colon)) quantity)))
    (skip-entry ()
      :report "Skip this entry."
      nil)
    (use-value (value)
      :report "Use a replacement entry."
      :interactive (lambda () (list (eval (read))))
      value)))

(defun parse-entries (lines)
  "Parse every line; entries skipped by a restart are left out."
  (loop for text in lines
        for line from 1
        for entry = (parse-entry text line)
        when entry collect entry))

;; Ready-made policies for callers. The low-level code never decides what to do
;; with bad data; the caller picks a policy with HANDLER-BIND and the parser
;; continues from where it stopped, without unwinding.
(defun skip-malformed (condition)
  (declare (ignore condition))
  (invoke-restart 'skip-entry))

(defun zero-for-malformed (condition)
  (let ((text (malformed-entry-text condition)))
    (invoke-restart 'use-value
                    (cons (string-trim " " (subseq text 0 (or (position #\: text) (length text))))
                          0))))
