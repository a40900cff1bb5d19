(defstruct trie
  (children (make-hash-table) :type hash-table)
  (terminal nil)
  (count 0 :type fixnum))

(defun trie-insert (trie word)
  "Add WORD to TRIE. Returns T when it was new, NIL when already present."
  (let ((node trie))
    (loop for char across word
          do (setf node (or (gethash char (trie-children node))
                            (setf (gethash char (trie-children node)) (make-trie)))))
    (unless (trie-terminal node)
      (setf (trie-terminal node) t)
      ;; Count only at the root so SIZE stays O(1) without walking the tree.
      (incf (trie-count trie))
      t)))

(defun trie-find (trie prefix)
  "The node reached by following PREFIX from TRIE, or NIL."
  (loop with node = trie
        for char across prefix
        do (setf node (gethash char (trie-children node)))
           (unless node (return nil))
        finally (return node)))

(defun trie-contains-p (trie word)
  (let ((node (trie-find trie word)))
    (and node (trie-terminal node))))

(defun trie-complete (trie prefix &key (limit 10))
  "Up to LIMIT stored words starting with PREFIX, in CHAR< order."
  (let ((results '())
        (found 0))
    (labels ((walk (node path)
               (when (>= found limit) (return-from trie-complete (nreverse results)))
               (when (trie-terminal node)
                 (push (coerce (reverse path) 'string) results)
                 (incf found))
               ;; Hash tables have no order, so sort the branches to list words alphabetically.
               (let ((chars (sort (loop for c being the hash-keys of (trie-children node)
                                        collect c)
                                  #'char<)))
                 (dolist (c chars)
                   (walk (gethash c (trie-children node)) (cons c path))))))
      (let ((start (trie-find trie prefix)))
        (when start
          (walk start (reverse (coerce prefix 'list))))))
    (nreverse results)))
