(defstruct (lru-node (:constructor make-lru-node (key value)))
  key value prev next)

(defstruct (lru-cache (:constructor %make-lru-cache (capacity table)))
  capacity table (newest nil) (oldest nil))

(defun make-lru-cache (capacity &key (test 'equal))
  "A cache holding at most CAPACITY entries, keys compared with TEST."
  (check-type capacity (integer 1))
  (%make-lru-cache capacity (make-hash-table :test test)))

(defun %unlink (cache node)
  (let ((prev (lru-node-prev node)) (next (lru-node-next node)))
    (if prev (setf (lru-node-next prev) next) (setf (lru-cache-newest cache) next))
    (if next (setf (lru-node-prev next) prev) (setf (lru-cache-oldest cache) prev))
    (setf (lru-node-prev node) nil (lru-node-next node) nil)))

(defun %push-newest (cache node)
  (let ((head (lru-cache-newest cache)))
    (setf (lru-node-next node) head)
    (if head (setf (lru-node-prev head) node) (setf (lru-cache-oldest cache) node))
    (setf (lru-cache-newest cache) node)))

(defun lru-get (cache key &optional default)
  "Return KEY's value and T, marking it most recently used, or DEFAULT and NIL."
  (let ((node (gethash key (lru-cache-table cache))))
    (cond (node (%unlink cache node)
                (%push-newest cache node)
                (values (lru-node-value node) t))
          (t (values default nil)))))

(defun lru-put (cache key value)
  "Store VALUE under KEY. When a new key overflows the cache, the least recently
used entry is evicted; its key and T are returned, otherwise NIL and NIL."
  (let* ((table (lru-cache-table cache))
         (node (gethash key table)))
    (when node
      (setf (lru-node-value node) value)
      (%unlink cache node)
      (%push-newest cache node)
      (return-from lru-put (values nil nil)))
    (let ((evicted (when (>= (hash-table-count table) (lru-cache-capacity cache))
                     (lru-cache-oldest cache))))
      (when evicted
        (%unlink cache evicted)
        (remhash (lru-node-key evicted) table))
      (%push-newest cache (setf (gethash key table) (make-lru-node key value)))
      (if evicted (values (lru-node-key evicted) t) (values nil nil)))))

(defun lru-keys (cache)
  "Keys from most to least recently used."
  (loop for node = (lru-cache-newest cache) then (lru-node-next node)
        while node collect (lru-node-key node)))
