(use-modules (srfi srfi-1))

;; Semantic Versioning 2.0.0: parse "MAJOR.MINOR.PATCH[-pre.release][+build]"
;; and compare by the spec's precedence rules. Build metadata is ignored when
;; comparing, and a pre-release sorts before its release (1.0.0-rc.1 < 1.0.0).

(define (numeric-id? s)
  (and (not (string-null? s)) (string-every (lambda (c) (char<=? #\0 c #\9)) s)))

(define (semver-parse str)
  (let* ((plus (string-index str #\+))
         (core+pre (if plus (substring str 0 plus) str))
         (dash (string-index core+pre #\-))
         (core (string-split (if dash (substring core+pre 0 dash) core+pre) #\.))
         (pre (if dash (string-split (substring core+pre (+ dash 1)) #\.) '())))
    (unless (and (= (length core) 3) (every numeric-id? core)
                 ;; Leading zeros are forbidden in numbers, and no part may be empty.
                 (every (lambda (n) (or (string=? n "0") (not (string-prefix? "0" n)))) core)
                 (every (lambda (id) (not (string-null? id))) pre))
      (error "semver-parse: invalid version" str))
    (list (map string->number core) pre)))

(define (compare-ids a b)
  ;; Pre-release identifiers: numbers compare numerically and rank below text.
  (cond ((and (numeric-id? a) (numeric-id? b))
         (let ((x (string->number a)) (y (string->number b)))
           (cond ((< x y) -1) ((> x y) 1) (else 0))))
        ((numeric-id? a) -1)
        ((numeric-id? b) 1)
        ((string<? a b) -1)
        ((string>? a b) 1)
        (else 0)))

(define (semver-compare a b)
  ;; Returns -1, 0 or 1, like a three-way comparison.
  (let* ((va (semver-parse a)) (vb (semver-parse b))
         (core (find (lambda (c) (not (zero? c)))
                     (map (lambda (x y) (cond ((< x y) -1) ((> x y) 1) (else 0)))
                          (car va) (car vb))))
         (pa (cadr va)) (pb (cadr vb)))
    (cond (core core)
          ((and (null? pa) (null? pb)) 0)
          ((null? pa) 1)
          ((null? pb) -1)
          (else (let loop ((pa pa) (pb pb))
                  (cond ((and (null? pa) (null? pb)) 0)
                        ((null? pa) -1)          ; fewer identifiers ranks lower
                        ((null? pb) 1)
                        ((zero? (compare-ids (car pa) (car pb))) (loop (cdr pa) (cdr pb)))
                        (else (compare-ids (car pa) (car pb)))))))))

(define (semver<? a b) (negative? (semver-compare a b)))
