;; Clojure-style threading macros, written with syntax-rules so they expand at
;; compile time into ordinary nested calls: no runtime cost, no closures.
;;   (-> x (f a) g)    => (g (f x a))       value goes in first position
;;   (->> x (f a) g)   => (g (f a x))       value goes in last position
;;   (some-> x f g)    => like ->, but stops with #f as soon as a step gives #f
;;   (as-> x v (f v 1) (g 2 v))             name the value, put it anywhere

(define-syntax ->
  (syntax-rules ()
    ((_ x) x)
    ((_ x (f arg ...) step ...) (-> (f x arg ...) step ...))
    ((_ x f step ...) (-> (f x) step ...))))

(define-syntax ->>
  (syntax-rules ()
    ((_ x) x)
    ((_ x (f arg ...) step ...) (->> (f arg ... x) step ...))
    ((_ x f step ...) (->> (f x) step ...))))

(define-syntax some->
  (syntax-rules ()
    ((_ x) x)
    ((_ x step rest ...)
     ;; The temporary is hygienic: it cannot capture a user's variable.
     (let ((v x))
       (and v (some-> (-> v step) rest ...))))))

(define-syntax as->
  (syntax-rules ()
    ((_ x name) x)
    ((_ x name form rest ...)
     (let ((name x))
       (as-> form name rest ...)))))
