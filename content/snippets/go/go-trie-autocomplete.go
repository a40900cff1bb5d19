package autocomplete

import "sort"

type Suggestion struct {
	Word  string
	Score int
}

// Trie indexes words rune by rune, so prefixes work for any Unicode text.
type Trie struct{ root node }

type node struct {
	children   map[rune]*node
	Suggestion // a Score above zero marks the end of a stored word
}

// Insert adds word with a positive score; inserting it again adds to the score.
func (t *Trie) Insert(word string, score int) {
	n := &t.root
	for _, r := range word {
		if n.children == nil {
			n.children = make(map[rune]*node)
		}
		if n.children[r] == nil {
			n.children[r] = &node{}
		}
		n = n.children[r]
	}
	n.Word, n.Score = word, n.Score+score
}

// Complete returns up to limit words starting with prefix, best score first.
func (t *Trie) Complete(prefix string, limit int) []Suggestion {
	n := &t.root
	for _, r := range prefix {
		if n = n.children[r]; n == nil {
			return nil
		}
	}
	var found []Suggestion
	for stack := []*node{n}; len(stack) > 0; {
		n, stack = stack[len(stack)-1], stack[:len(stack)-1]
		if n.Score > 0 {
			found = append(found, n.Suggestion)
		}
		for _, child := range n.children {
			stack = append(stack, child)
		}
	}
	// Ties break alphabetically so the map's random order never leaks out.
	sort.Slice(found, func(i, j int) bool {
		a, b := found[i], found[j]
		return a.Score > b.Score || a.Score == b.Score && a.Word < b.Word
	})
	if limit >= 0 && len(found) > limit { // a negative limit returns everything
		found = found[:limit]
	}
	return found
}
