(dolist (pair '(("1.2.3" "1.2.10") ("2.0.0" "1.99.99") ("v1.0.0" "1.0.0")
                ("1.0.0-alpha" "1.0.0") ("1.0.0-alpha.1" "1.0.0-alpha.beta")
                ("1.0.0-rc.1" "1.0.0-rc.1+build.5") ("1.0.0-alpha" "1.0.0-alpha.1")))
  (format t "~A vs ~A: ~D~%" (first pair) (second pair)
          (semver-compare (first pair) (second pair))))

(format t "sorted: ~{~A~^ < ~}~%"
        (sort (list "1.0.0" "1.0.0-rc.1" "1.0.0-beta.11" "1.0.0-beta.2" "1.0.0-alpha"
                    "1.0.0-beta" "1.0.0-alpha.1" "0.9.12")
              #'semver<))

(dolist (bad '("1.2" "1.02.3" "1.2.3-" "one.two.three"))
  (handler-case (parse-semver bad)
    (error (e) (format t "rejected: ~A~%" e))))
