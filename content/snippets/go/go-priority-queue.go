package pq

import "container/heap"

// Queue is a type-safe priority queue on top of container/heap, whose
// interface{}-based API is easy to misuse directly. less decides order: the
// item for which less(a, b) holds against all others is popped first.
type Queue[T any] struct {
	h *items[T]
}

type items[T any] struct {
	data []T
	less func(a, b T) bool
}

func (h items[T]) Len() int            { return len(h.data) }
func (h items[T]) Less(i, j int) bool  { return h.less(h.data[i], h.data[j]) }
func (h items[T]) Swap(i, j int)       { h.data[i], h.data[j] = h.data[j], h.data[i] }
func (h *items[T]) Push(x interface{}) { h.data = append(h.data, x.(T)) }
func (h *items[T]) Pop() interface{} {
	last := len(h.data) - 1
	x := h.data[last]
	var zero T
	h.data[last] = zero // drop the reference so the GC can reclaim it
	h.data = h.data[:last]
	return x
}

// New returns an empty queue ordered by less.
func New[T any](less func(a, b T) bool) *Queue[T] {
	return &Queue[T]{h: &items[T]{less: less}}
}

// Push adds x in O(log n).
func (q *Queue[T]) Push(x T) { heap.Push(q.h, x) }

// Pop removes and returns the highest-priority item in O(log n); ok is false
// when the queue is empty, which avoids a panic on an empty heap.
func (q *Queue[T]) Pop() (x T, ok bool) {
	if q.h.Len() == 0 {
		return x, false
	}
	return heap.Pop(q.h).(T), true
}

// Peek returns the highest-priority item without removing it.
func (q *Queue[T]) Peek() (x T, ok bool) {
	if q.h.Len() == 0 {
		return x, false
	}
	return q.h.data[0], true
}

// Len reports how many items are queued.
func (q *Queue[T]) Len() int { return q.h.Len() }
