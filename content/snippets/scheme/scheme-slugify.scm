(use-modules (srfi srfi-1))

;; Turn a title into a URL slug: lowercase ASCII letters and digits joined by
;; single dashes. Accented letters are decomposed (NFD) so that the base letter
;; survives and only the combining mark is dropped ("Crème" -> "creme").

;; Letters that NFD does not split into ASCII plus a mark.
(define slug-transliterations
  '((#\ß . "ss") (#\æ . "ae") (#\œ . "oe") (#\ø . "o")
    (#\đ . "d") (#\ł . "l") (#\þ . "th") (#\ð . "d")))

(define (ascii-alnum? ch)
  (or (char<=? #\a ch #\z) (char<=? #\0 ch #\9)))

(define (expand-char ch)
  (cond ((assv ch slug-transliterations) => (lambda (p) (string->list (cdr p))))
        ((memq (char-general-category ch) '(Mn Mc Me)) '())
        (else (list ch))))

(define* (slugify title #:key (max-length 80))
  (let loop ((chars (append-map expand-char
                                (string->list (string-normalize-nfd (string-downcase title)))))
             (acc '())
             (pending-dash? #f))
    (cond
     ((null? chars)
      (let ((slug (list->string (reverse acc))))
        ;; Cut at the length limit, then drop a dash the cut may have exposed.
        (string-trim-right (if (> (string-length slug) max-length)
                               (substring slug 0 max-length)
                               slug)
                           #\-)))
     ((ascii-alnum? (car chars))
      ;; A run of separators becomes one dash, and never a leading one.
      (loop (cdr chars)
            (cons (car chars) (if (and pending-dash? (pair? acc)) (cons #\- acc) acc))
            #f))
     (else (loop (cdr chars) acc #t)))))
