package main

import "fmt"

func main() {
	titles := []string{
		"Hello, World!",
		"  Crème Brûlée: A Step-by-Step Guide  ",
		"Don't Panic -- It's Go 1.19",
		"Łódź & Kraków Straße",
		"Привет, мир",
		"100% ___ pure",
		"!!!",
	}
	for _, t := range titles {
		fmt.Printf("%q -> %q\n", t, Slugify(t, 0))
	}

	long := "Understanding Memory Allocation in the Go Runtime"
	fmt.Println(Slugify(long, 24))
	fmt.Println(Slugify("Supercalifragilistic", 10))
	fmt.Println(Slugify("Привет", 5)) // 5 bytes would split a Cyrillic letter
}
