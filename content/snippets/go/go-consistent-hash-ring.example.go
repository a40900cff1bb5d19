package main

import (
	"fmt"
	"strconv"
)

func main() {
	r := New(100, "cache-a", "cache-b", "cache-c")

	keys := make([]string, 3000)
	before := make([]string, len(keys))
	for i := range keys {
		keys[i] = "user:" + strconv.Itoa(i)
		before[i], _ = r.Get(keys[i])
	}
	count := func(owners []string) map[string]int {
		m := map[string]int{}
		for _, o := range owners {
			m[o]++
		}
		return m
	}
	fmt.Println("load with 3 nodes:", count(before)) // fmt prints maps sorted by key

	r.Add("cache-d")
	moved, wrongMove := 0, 0
	for i, k := range keys {
		now, _ := r.Get(k)
		if now != before[i] {
			moved++
			if now != "cache-d" {
				wrongMove++
			}
		}
	}
	fmt.Printf("after adding cache-d: %d of %d keys moved, %d between old nodes\n", moved, len(keys), wrongMove)

	r.Remove("cache-d")
	back := 0
	for i, k := range keys {
		if now, _ := r.Get(k); now == before[i] {
			back++
		}
	}
	fmt.Println("after removing it again, keys on their original node:", back)

	_, ok := New(100).Get("anything")
	fmt.Println("empty ring finds a node:", ok)
}
