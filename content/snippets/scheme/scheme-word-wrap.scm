;; Greedy word wrap: fill each line with as many words as fit in width
;; columns. Blank lines separate paragraphs and are preserved; a word longer
;; than the width is split across lines rather than overflowing them.

(define (split-words str)
  (filter (lambda (w) (not (string-null? w)))
          (string-split str char-set:whitespace)))

(define (split-paragraphs text)
  ;; Paragraphs are separated by lines that are empty or only whitespace.
  (let loop ((lines (string-split text #\newline)) (current '()) (paragraphs '()))
    (define (flush) (if (null? current) paragraphs
                        (cons (string-join (reverse current) " ") paragraphs)))
    (cond ((null? lines) (reverse (flush)))
          ((string-null? (string-trim-both (car lines))) (loop (cdr lines) '() (flush)))
          (else (loop (cdr lines) (cons (car lines) current) paragraphs)))))

(define (wrap-paragraph words width prefix)
  (let ((room (- width (string-length prefix))))
    (when (< room 1) (error "word-wrap: width leaves no room after the prefix" width))
    (let loop ((words words) (line "") (lines '()))
      (define (emit) (if (string-null? line) lines (cons (string-append prefix line) lines)))
      (cond
       ((null? words) (reverse (emit)))
       ((> (string-length (car words)) room)
        ;; Break an over-long word (a URL, a hash) at the width.
        (let ((w (car words)))
          (loop (cons (substring w room) (cdr words)) ""
                (cons (string-append prefix (substring w 0 room)) (emit)))))
       ((string-null? line) (loop (cdr words) (car words) lines))
       ((<= (+ (string-length line) 1 (string-length (car words))) room)
        (loop (cdr words) (string-append line " " (car words)) lines))
       (else (loop (cdr words) (car words) (emit)))))))

(define* (word-wrap text width #:key (prefix ""))
  ;; Returns the wrapped text as one string, lines joined with newlines.
  (string-join
   (map (lambda (p) (string-join (wrap-paragraph (split-words p) width prefix) "\n"))
        (split-paragraphs text))
   "\n\n"))
