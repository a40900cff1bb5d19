(for-each
 (lambda (pair)
   (format #t "~s ~s => ~a~%" (car pair) (cdr pair) (levenshtein (car pair) (cdr pair))))
 '(("kitten" . "sitting")
   ("flaw" . "lawn")
   ("" . "abc")
   ("same" . "same")
   ("Scheme" . "scheme")
   ("naïve" . "naive")))

(define commands '("commit" "checkout" "cherry-pick" "clone" "status"))
(format #t "chekout -> ~a~%" (closest-match "chekout" commands 2))
(format #t "stauts  -> ~a~%" (closest-match "stauts" commands 2))
(format #t "deploy  -> ~a~%" (closest-match "deploy" commands 2))
