(defmacro defmemo (name lambda-list &body body)
  "Define NAME like DEFUN, caching each result under its argument list
(compared with EQUAL). Recursive calls go through the cache too."
  (let ((args (gensym "ARGS"))
        (value (gensym "VALUE"))
        (found (gensym "FOUND"))
        (doc (when (and (stringp (first body)) (rest body))
               (list (first body)))))
    `(progn
       (setf (get ',name 'memo-cache) (make-hash-table :test #'equal))
       (defun ,name (&rest ,args)
         ,@doc
         ;; The cache lives on the symbol's plist so CLEAR-MEMO can reach it
         ;; without a global variable per function.
         (let ((cache (get ',name 'memo-cache)))
           (multiple-value-bind (,value ,found) (gethash ,args cache)
             (if ,found
                 ,value
                 ;; A &rest list may share structure with APPLY's last argument,
                 ;; so store a copy the caller cannot mutate later.
                 (setf (gethash (copy-list ,args) cache)
                       (apply (lambda ,lambda-list ,@body) ,args)))))))))

(defun clear-memo (name)
  "Forget every cached result of the memoized function NAME."
  (clrhash (get name 'memo-cache)))

(defun memo-size (name)
  "How many distinct argument lists NAME has cached."
  (hash-table-count (get name 'memo-cache)))

(defun memoize (function &key (test #'equal))
  "Return a caching wrapper around FUNCTION, for functions you cannot redefine."
  (let ((cache (make-hash-table :test test)))
    (lambda (&rest args)
      (multiple-value-bind (value found) (gethash args cache)
        (if found
            value
            (setf (gethash (copy-list args) cache) (apply function args)))))))
