(defstruct (semver (:constructor make-semver (major minor patch prerelease)))
  major minor patch prerelease)

(defun %split-on (char string)
  (loop for start = 0 then (1+ end)
        for end = (position char string :start start)
        collect (subseq string start end)
        while end))

(defun %numeric-p (string)
  (and (plusp (length string)) (every #'digit-char-p string)))

(defun parse-semver (string)
  "Parse \"MAJOR.MINOR.PATCH[-PRERELEASE][+BUILD]\" (a leading v is allowed).
Build metadata is discarded since it never affects precedence."
  (let* ((text (string-left-trim "vV" (string-trim " " string)))
         (core-end (or (position-if (lambda (c) (member c '(#\- #\+))) text) (length text)))
         (build (position #\+ text))
         (core (%split-on #\. (subseq text 0 core-end)))
         (pre (when (and (< core-end (length text)) (char= (char text core-end) #\-))
                (%split-on #\. (subseq text (1+ core-end) build)))))
    (unless (and (= (length core) 3)
                 (every #'%numeric-p core)
                 (notany (lambda (part) (and (> (length part) 1) (char= (char part 0) #\0))) core)
                 (every (lambda (id) (plusp (length id))) pre))
      (error "Invalid semantic version: ~S" string))
    (destructuring-bind (major minor patch) (mapcar #'parse-integer core)
      (make-semver major minor patch
                   (mapcar (lambda (id) (if (%numeric-p id) (parse-integer id) id)) pre)))))

(defun %compare-ids (a b)
  ;; SemVer 2.0 rule 11: numbers sort before strings, numbers numerically.
  (cond ((and (integerp a) (integerp b)) (signum (- a b)))
        ((integerp a) -1)
        ((integerp b) 1)
        ((string< a b) -1)
        ((string> a b) 1)
        (t 0)))

(defun semver-compare (a b)
  "Return -1, 0 or 1 as version string A is lower, equal or higher than B."
  (let ((x (parse-semver a)) (y (parse-semver b)))
    (loop for accessor in '(semver-major semver-minor semver-patch)
          for diff = (- (funcall accessor x) (funcall accessor y))
          unless (zerop diff) do (return-from semver-compare (signum diff)))
    (let ((p (semver-prerelease x)) (q (semver-prerelease y)))
      ;; A release outranks any of its prereleases.
      (cond ((and (null p) (null q)) 0)
            ((null p) 1)
            ((null q) -1)
            (t (loop for (i . more-p) on p
                     for (j . more-q) on q
                     for c = (%compare-ids i j)
                     unless (zerop c) do (return c)
                     unless (and more-p more-q)
                       do (return (signum (- (length p) (length q))))))))))

(defun semver< (a b) (minusp (semver-compare a b)))
