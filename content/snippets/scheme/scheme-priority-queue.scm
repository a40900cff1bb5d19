(use-modules (srfi srfi-9))

;; A persistent (immutable) priority queue built on a pairing heap. Insert and
;; merge are O(1), pop-min is O(log n) amortised, and every operation returns a
;; new queue, so older versions stay valid, which suits backtracking searches.

(define-record-type pqueue
  (%make-pqueue less? size root)
  pqueue?
  (less? pqueue-less?)
  (size pqueue-size)
  (root pqueue-root))            ; #f or a tree: (item . list-of-subtrees)

(define* (make-pqueue #:optional (less? <)) (%make-pqueue less? 0 #f))

(define (pqueue-empty? q) (zero? (pqueue-size q)))

(define (heap-merge less? a b)
  (cond ((not a) b)
        ((not b) a)
        ((less? (car b) (car a)) (cons (car b) (cons a (cdr b))))
        (else (cons (car a) (cons b (cdr a))))))

(define (pqueue-insert q item)
  (%make-pqueue (pqueue-less? q) (+ (pqueue-size q) 1)
                (heap-merge (pqueue-less? q) (list item) (pqueue-root q))))

(define (pqueue-min q)
  (if (pqueue-empty? q)
      (error "pqueue-min: empty queue")
      (car (pqueue-root q))))

(define (pqueue-pop q)
  ;; Merging the children pairwise first, then right to left, is what gives
  ;; the pairing heap its amortised bound.
  (define less? (pqueue-less? q))
  (define (merge-pairs trees)
    (cond ((null? trees) #f)
          ((null? (cdr trees)) (car trees))
          (else (heap-merge less?
                            (heap-merge less? (car trees) (cadr trees))
                            (merge-pairs (cddr trees))))))
  (pqueue-min q)                 ; raises on an empty queue
  (%make-pqueue less? (- (pqueue-size q) 1) (merge-pairs (cdr (pqueue-root q)))))

(define (list->pqueue items less?)
  (let loop ((items items) (q (make-pqueue less?)))
    (if (null? items) q (loop (cdr items) (pqueue-insert q (car items))))))

(define (pqueue->sorted-list q)
  (if (pqueue-empty? q)
      '()
      (cons (pqueue-min q) (pqueue->sorted-list (pqueue-pop q)))))
