package main

import (
	"fmt"
	"math/rand"
	"sort"
	"time"
)

func main() {
	// A frozen clock and a seeded source make the output repeatable.
	clock := time.Date(2024, 5, 1, 9, 30, 0, 0, time.UTC)
	gen := &Generator{
		Now:  func() time.Time { return clock },
		Rand: rand.New(rand.NewSource(7)),
	}

	var ids []string
	for i := 0; i < 3; i++ { // same millisecond: the counter keeps them ordered
		id, _ := gen.New()
		ids = append(ids, id.String())
	}
	clock = clock.Add(-time.Second) // the clock jumps backwards
	id, _ := gen.New()
	ids = append(ids, id.String())
	clock = clock.Add(time.Hour)
	id, _ = gen.New()
	ids = append(ids, id.String())

	for _, s := range ids {
		fmt.Println(s, "version:", s[14:15], "variant ok:", s[19] >= '8' && s[19] <= 'b')
	}
	fmt.Println("sorted by creation:", sort.StringsAreSorted(ids))

	// With the defaults: real time and crypto/rand.
	var live Generator
	a, _ := live.New()
	b, _ := live.New()
	fmt.Println(len(a.String()), a.String()[14] == '7', a.String() < b.String())
}
