(use-modules (srfi srfi-34))

(write (string-split-on "alpha::beta::gamma" "::")) (newline)
(write (string-split-on "key=value=with=equals" "=" 2)) (newline)
(write (string-split-on "a, b,, c" ", ")) (newline)
(write (string-split-on "::leading and trailing::" "::")) (newline)
(write (string-split-on "no separator here" "--")) (newline)
(write (string-split-on "" ",")) (newline)
(write (string-split-clean " red , green,,  blue , " ",")) (newline)
(write (string-join (string-split-on "2024-01-15" "-") "/")) (newline)

(display
 (guard (e (#t "refused an empty separator"))
   (string-split-on "abc" "")))
(newline)
