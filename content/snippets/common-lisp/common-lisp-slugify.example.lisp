(dolist (title '("Hello, World!"
                 "  Crème Brûlée: A Love Story  "
                 "Don't Panic -- It's Only Lisp"
                 "Ünïcödé & Spaces_and_underscores"
                 "C++ vs. C# in 2024"
                 "!!!"))
  (format t "~S -> ~S~%" title (slugify title)))

(format t "max 20: ~S~%"
        (slugify "Building a Tiny Web Server in Common Lisp" :max-length 20))
