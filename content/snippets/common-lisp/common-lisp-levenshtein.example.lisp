(dolist (pair '(("kitten" "sitting") ("flaw" "lawn") ("" "abc") ("same" "same")
                ("Straße" "strasse")))
  (format t "~S -> ~S: ~D~%" (first pair) (second pair)
          (levenshtein (first pair) (second pair))))

(format t "case-insensitive Hello/hello: ~D~%"
        (levenshtein "Hello" "hello" :test #'char-equal))

(format t "word lists: ~D~%"
        (levenshtein '("the" "quick" "fox") '("the" "slow" "brown" "fox") :test #'string=))

(let ((commands '("commit" "checkout" "cherry-pick" "clone" "config" "status")))
  (format t "did you mean (for \"comit\"): ~S~%" (closest-matches "comit" commands))
  (format t "did you mean (for \"Clone\"): ~S~%" (closest-matches "Clone" commands))
  (format t "did you mean (for \"xyz\"): ~S~%" (closest-matches "xyz" commands)))
