(format t "build order: ~{~A~^ -> ~}~%"
        (topological-sort '(("app" "http" "db" "log")
                            ("http" "log")
                            ("db" "log" "config")
                            ("log" "config"))))

(format t "symbols: ~S~%"
        (topological-sort '((deploy test build) (test build) (build fetch)) :test 'eq))

(format t "no edges: ~S~%" (topological-sort '(("a") ("b") ("c"))))
(format t "empty graph: ~S~%" (topological-sort '()))

(handler-case
    (topological-sort '(("a" "b") ("b" "c") ("c" "a") ("d" "a") ("e")))
  (dependency-cycle (e)
    (format t "error: ~A~%" e)
    (format t "stuck nodes: ~S~%" (dependency-cycle-nodes e))))
