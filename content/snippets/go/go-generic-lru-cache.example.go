package main

import "fmt"

func main() {
	sessions := NewLRU[string, int](2)
	sessions.Put("alice", 1)
	sessions.Put("bob", 2)
	sessions.Get("alice")    // alice is now the most recently used
	sessions.Put("carol", 3) // so bob is evicted

	for _, name := range []string{"alice", "bob", "carol"} {
		id, ok := sessions.Get(name)
		fmt.Printf("%s: %d %v\n", name, id, ok)
	}
	sessions.Put("carol", 30) // updating a key keeps the size
	id, _ := sessions.Get("carol")
	fmt.Println("carol updated:", id, "len:", sessions.Len())

	defer func() { fmt.Println("recovered:", recover()) }()
	NewLRU[int, int](0)
}
