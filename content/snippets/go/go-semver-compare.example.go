package main

import (
	"fmt"
	"sort"
)

func main() {
	type release struct {
		tag string
		v   Version
	}
	var releases []release
	for _, tag := range []string{"v1.10.0", "1.2.0", "1.10.0-rc.10", "1.10.0-rc.2", "1.10.0-beta", "1.9.3", "1.10.0-rc"} {
		v, err := Parse(tag)
		if err != nil {
			panic(err)
		}
		releases = append(releases, release{tag, v})
	}
	sort.Slice(releases, func(i, j int) bool { return Compare(releases[i].v, releases[j].v) < 0 })
	for _, r := range releases {
		fmt.Println(r.tag)
	}

	a, _ := Parse("1.2.0")
	b, _ := Parse("1.2.0+build.7")
	c, _ := Parse("2.0.0-alpha")
	fmt.Println("build metadata ignored:", Compare(a, b))
	fmt.Println("1.2.0 vs 2.0.0-alpha:", Compare(a, c))

	for _, bad := range []string{"1.02.3", "1.2", "1.2.3-rc..1", "1.2.3-", "1.2.3x"} {
		_, err := Parse(bad)
		fmt.Println(err)
	}
}
