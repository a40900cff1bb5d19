package main

import "fmt"

func main() {
	pairs := [][2]string{
		{"kitten", "sitting"},
		{"flaw", "lawn"},
		{"café", "cafe"},
		{"", "abc"},
		{"same", "same"},
		{"日本語", "日本"},
	}
	for _, p := range pairs {
		fmt.Printf("%q -> %q: %d\n", p[0], p[1], Levenshtein(p[0], p[1]))
	}

	commands := []string{"build", "clean", "deploy", "status", "test"}
	for _, typo := range []string{"buidl", "stauts", "tset", "xyzzy"} {
		if s, d, ok := Closest(typo, commands, 2); ok {
			fmt.Printf("unknown command %q, did you mean %q? (%d edits)\n", typo, s, d)
		} else {
			fmt.Printf("unknown command %q, no suggestion\n", typo)
		}
	}
}
