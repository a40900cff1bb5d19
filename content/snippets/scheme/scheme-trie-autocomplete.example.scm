(define trie (make-trie))
(for-each (lambda (w) (trie-insert! trie w))
          '("car" "card" "care" "careful" "cart" "cat" "dog" "do" "card"))

(format #t "complete \"car\": ~s~%" (trie-complete trie "car"))
(format #t "complete \"car\", limit 3: ~s~%" (trie-complete trie "car" 3))
(format #t "complete \"d\": ~s~%" (trie-complete trie "d"))
(format #t "complete \"x\": ~s~%" (trie-complete trie "x"))
(format #t "complete \"\", limit 4: ~s~%" (trie-complete trie "" 4))
(format #t "contains card? ~a, contains ca? ~a~%"
        (trie-contains? trie "card") (trie-contains? trie "ca"))
(format #t "times \"card\" inserted: ~a~%" (trie-node-count (trie-find trie "card")))
