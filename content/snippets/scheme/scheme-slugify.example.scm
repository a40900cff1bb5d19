(for-each
 (lambda (title)
   (write (slugify title))
   (newline))
 '("Hello, World!"
   "  Crème Brûlée: A Déjà Vu Recipe  "
   "Straße & Smørrebrød"
   "C++ vs. Rust -- 2024 edition"
   "!!!"
   ""))

(write (slugify "A very long title that keeps going well past the limit" #:max-length 20))
(newline)
