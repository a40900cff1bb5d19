package main

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
)

func main() {
	words := []string{"alpha", "", "gamma", "delta", "epsilon"}
	upper := func(_ context.Context, word string) (string, error) {
		if word == "" {
			return "", errors.New("empty word")
		}
		return strings.ToUpper(word), nil
	}

	// Results arrive as jobs finish, in any order: sort them to print them.
	var lines []string
	for r := range Run(context.Background(), 3, words, upper) {
		if r.Err != nil {
			lines = append(lines, fmt.Sprintf("%q failed: %v", r.Input, r.Err))
		} else {
			lines = append(lines, fmt.Sprintf("%q -> %s", r.Input, r.Value))
		}
	}
	sort.Strings(lines)
	fmt.Println(strings.Join(lines, "\n"))

	// A cancelled context stops the pool: the channel closes without every result.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	count := 0
	for range Run(ctx, 2, make([]int, 1000), func(context.Context, int) (int, error) { return 0, nil }) {
		count++
	}
	fmt.Println("results after cancel, fewer than 1000:", count < 1000)
}
