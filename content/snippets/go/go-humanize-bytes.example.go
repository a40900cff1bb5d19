package main

import (
	"fmt"
	"math"
)

func main() {
	for _, n := range []int64{0, 999, 1024, 1536, 1048575, 5 << 30, -2048, math.MaxInt64} {
		fmt.Printf("%d -> %s\n", n, Bytes(n))
	}

	for _, s := range []string{"512", "10MB", "1.5 GiB", "2g", " 64 kib ", "256Mi", "1e3", "12 parsecs", "9999999 TiB"} {
		n, err := ParseBytes(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%q -> %d (%s)\n", s, n, Bytes(n))
	}
}
