package main

import "fmt"

func main() {
	var t Trie
	searches := map[string]int{
		"go": 50, "golang": 40, "goroutine": 25, "gopher": 25,
		"gofmt": 10, "grpc": 30, "café": 5, "cafeteria": 3,
	}
	for word, count := range searches {
		t.Insert(word, count)
	}
	t.Insert("gofmt", 20) // counted again: gofmt now has 30

	fmt.Println(t.Complete("go", 4))
	fmt.Println(t.Complete("gor", 10))
	fmt.Println(t.Complete("caf", 10)) // runes, not bytes: "é" is one step
	fmt.Println(t.Complete("java", 10), len(t.Complete("java", 10)))
	fmt.Println(len(t.Complete("", -1)), "words in total")
}
