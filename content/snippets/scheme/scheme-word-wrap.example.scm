(define text
  "Scheme is a minimalist dialect of the Lisp family of programming languages.
It was created during the 1970s at the MIT AI Lab.

   Its small core makes it popular for teaching and for embedding in other programs.")

(define (show-ruler width) (display (make-string width #\-)) (newline))

(show-ruler 30)
(display (word-wrap text 30))
(newline)
(show-ruler 20)
(display (word-wrap "see https://example.com/a/very/long/path/to/somewhere for details" 20 #:prefix "> "))
(newline)
(show-ruler 10)
(write (word-wrap "   " 10))
(newline)
