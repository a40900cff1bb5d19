package main

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

func main() {
	ctx := context.Background()
	lines := Generate(ctx, "12", "7", "oops", "30", "", "5")

	// Stage 1 parses and drops bad input; stage 2 keeps multiples of 3 as labels.
	numbers := Stage(ctx, lines, 3, func(s string) (int, bool) {
		n, err := strconv.Atoi(s)
		return n, err == nil
	})
	labels := Stage(ctx, numbers, 2, func(n int) (string, bool) {
		return fmt.Sprintf("%d is a multiple of 3", n), n%3 == 0
	})

	var got []string
	for label := range labels {
		got = append(got, label)
	}
	sort.Strings(got) // workers finish in any order
	fmt.Println(strings.Join(got, "\n"))

	// Stop early: take one result, cancel, and the stages shut down and close.
	ctx, cancel := context.WithCancel(context.Background())
	squares := Stage(ctx, Generate(ctx, 1, 2, 3, 4, 5, 6, 7, 8), 4, func(n int) (int, bool) {
		return n * n, true
	})
	first := <-squares
	cancel()
	for range squares {
	}
	fmt.Println("first square is positive:", first > 0, "- pipeline closed after cancel")
}
