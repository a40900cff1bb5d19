package main

import "fmt"

type job struct {
	name     string
	priority int
	seq      int // insertion order breaks ties, since heaps are not stable
}

func main() {
	q := New(func(a, b job) bool {
		if a.priority != b.priority {
			return a.priority > b.priority
		}
		return a.seq < b.seq
	})

	for i, j := range []job{
		{name: "send newsletter", priority: 1},
		{name: "charge card", priority: 5},
		{name: "resize avatar", priority: 2},
		{name: "refund order", priority: 5},
		{name: "rebuild index", priority: 1},
	} {
		j.seq = i
		q.Push(j)
	}

	top, _ := q.Peek()
	fmt.Printf("next up: %s (queued: %d)\n", top.name, q.Len())
	for q.Len() > 0 {
		j, _ := q.Pop()
		fmt.Printf("p%d %s\n", j.priority, j.name)
	}
	if _, ok := q.Pop(); !ok {
		fmt.Println("empty queue: Pop reports ok=false")
	}

	// The same type works as a min-heap for plain numbers.
	nums := New(func(a, b int) bool { return a < b })
	for _, n := range []int{42, 7, 19, 7, 3} {
		nums.Push(n)
	}
	var sorted []int
	for nums.Len() > 0 {
		n, _ := nums.Pop()
		sorted = append(sorted, n)
	}
	fmt.Println(sorted)
}
