(use-modules (srfi srfi-9))

;; A prefix tree for autocomplete. Children are kept in an association list
;; sorted by character, so completions come out in alphabetical order without
;; a separate sort, and a node remembers how often its word was inserted.

(define-record-type trie-node
  (make-trie-node children count)
  trie-node?
  (children trie-node-children set-trie-node-children!)   ; ((char . node) ...)
  (count trie-node-count set-trie-node-count!))            ; 0 = not a word end

(define (make-trie) (make-trie-node '() 0))

(define (child-node! node ch)
  ;; Find the child for ch, creating it in sorted position if missing.
  (or (assv-ref (trie-node-children node) ch)
      (let ((child (make-trie-node '() 0)))
        (set-trie-node-children!
         node
         (let insert ((kids (trie-node-children node)))
           (if (or (null? kids) (char<? ch (caar kids)))
               (cons (cons ch child) kids)
               (cons (car kids) (insert (cdr kids))))))
        child)))

(define (trie-insert! trie word)
  (let ((end (string-fold (lambda (ch node) (child-node! node ch)) trie word)))
    (set-trie-node-count! end (+ (trie-node-count end) 1))))

(define (trie-find trie prefix)
  (let loop ((node trie) (i 0))
    (cond ((not node) #f)
          ((= i (string-length prefix)) node)
          (else (loop (assv-ref (trie-node-children node) (string-ref prefix i))
                      (+ i 1))))))

(define (trie-contains? trie word)
  (let ((node (trie-find trie word)))
    (and node (> (trie-node-count node) 0))))

(define* (trie-complete trie prefix #:optional (limit 10))
  ;; Depth-first in character order, stopping once limit words are found.
  (let walk ((node (trie-find trie prefix)) (path (reverse (string->list prefix))) (found '()))
    (cond ((or (not node) (>= (length found) limit)) found)
          (else
           (let ((found (if (> (trie-node-count node) 0)
                            (append found (list (list->string (reverse path))))
                            found)))
             (let next ((kids (trie-node-children node)) (found found))
               (if (or (null? kids) (>= (length found) limit))
                   found
                   (next (cdr kids) (walk (cdar kids) (cons (caar kids) path) found)))))))))
