(let ((cache (make-lru-cache 3)))
  (lru-put cache "alice" 1)
  (lru-put cache "bob" 2)
  (lru-put cache "carol" 3)
  (format t "keys: ~S~%" (lru-keys cache))

  (format t "get alice: ~S~%" (multiple-value-list (lru-get cache "alice")))
  (format t "keys after get: ~S~%" (lru-keys cache))

  (multiple-value-bind (key evictedp) (lru-put cache "dave" 4)
    (format t "put dave evicted ~S (~S)~%" key evictedp))
  (format t "get bob: ~S~%" (multiple-value-list (lru-get cache "bob" :missing)))

  (lru-put cache "carol" 30)
  (format t "update carol: ~S ~S~%" (lru-get cache "carol") (lru-keys cache))

  (handler-case (make-lru-cache 0)
    (type-error (e) (format t "capacity 0 rejected: ~S~%" (type-error-datum e)))))

(let ((single (make-lru-cache 1 :test 'eql)))
  (lru-put single 1 :one)
  (lru-put single 2 :two)
  (format t "capacity 1 keeps: ~S~%" (lru-keys single)))
