(use-modules (srfi srfi-34))

(define sample
  (string-append
   "name,quote,year\r\n"
   "Ada,\"Hello, world\",1843\r\n"
   "Grace,\"She said \"\"debug\"\"\",1947\r\n"
   "Linus,\"two\nlines\",\r\n"
   ",,\n"))

(for-each (lambda (row) (write row) (newline))
          (csv-parse sample))

(write (csv-parse "a;b;c\n1;2;3" #:delimiter #\;))
(newline)
(write (csv-parse ""))
(newline)

(display
 (guard (e (#t "error: unterminated quote detected"))
   (csv-parse "a,\"never closed\n")))
(newline)
