(use-modules (srfi srfi-34) (ice-9 exceptions))

(define user
  '((id . 42)
    (name . "Ada \"Countess\" Lovelace")
    (admin . #t)
    (manager . null)
    (score . 97.5)
    (tags . #("math" "poetry\tscience"))
    (address . ((city . "London") (zip . "W1")))
    (empty-object . ())
    (empty-array . #())))

(display (->json user))
(newline)
(json-write `((ratio . 1/4) (bell . ,(string #\d #\i #\n #\g (integer->char 7)))) #:indent 2)
(newline)
(json-write #(1 #(2 3) ((a . #f))) #:indent 2)
(newline)

(display
 (guard (e ((error? e) (apply format #f (exception-message e) (exception-irritants e))))
   (->json '((when . +inf.0)))))
(newline)
(display
 (guard (e ((error? e) (apply format #f (exception-message e) (exception-irritants e))))
   (->json '((1 2) (3 4)))))
(newline)
