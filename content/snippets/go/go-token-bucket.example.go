package main

import (
	"fmt"
	"time"
)

func main() {
	clock := time.Date(2024, 1, 1, 12, 0, 0, 0, time.UTC)
	now := func() time.Time { return clock }

	// Burst of 3, then 2 tokens per second.
	b := NewTokenBucket(3, 2, now)

	for i := 1; i <= 4; i++ {
		ok, wait := b.Allow(1)
		fmt.Printf("request %d: allowed=%v retryAfter=%v\n", i, ok, wait)
	}

	clock = clock.Add(250 * time.Millisecond)
	ok, wait := b.Allow(1)
	fmt.Printf("after 250ms: allowed=%v retryAfter=%v\n", ok, wait)

	clock = clock.Add(250 * time.Millisecond)
	ok, wait = b.Allow(1)
	fmt.Printf("after 500ms: allowed=%v retryAfter=%v\n", ok, wait)

	// A long idle period refills only up to capacity, not beyond.
	clock = clock.Add(time.Hour)
	allowed := 0
	for {
		if ok, _ := b.Allow(1); !ok {
			break
		}
		allowed++
	}
	fmt.Println("after an idle hour, burst allowed:", allowed)

	if ok, wait := b.Allow(5); !ok && wait < 0 {
		fmt.Println("asking for 5 of capacity 3: never possible")
	}
}
