package fuzzy

// Levenshtein returns the minimum number of single-character insertions,
// deletions and substitutions that turn a into b. It compares runes, not
// bytes, so "café" and "cafe" differ by one edit rather than two.
func Levenshtein(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	// Keep the shorter string in the inner loop: memory is O(min(len)).
	if len(ra) < len(rb) {
		ra, rb = rb, ra
	}
	prev := make([]int, len(rb)+1)
	curr := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		curr[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			curr[j] = min3(prev[j]+1, curr[j-1]+1, prev[j-1]+cost)
		}
		prev, curr = curr, prev
	}
	return prev[len(rb)]
}

func min3(a, b, c int) int {
	if b < a {
		a = b
	}
	if c < a {
		a = c
	}
	return a
}

// Closest returns the candidate nearest to word and its distance, ignoring
// candidates more than maxDist edits away, which is what "did you mean"
// suggestions need. Ties go to the earliest candidate so results are stable.
func Closest(word string, candidates []string, maxDist int) (best string, dist int, ok bool) {
	dist = maxDist + 1
	for _, c := range candidates {
		if d := Levenshtein(word, c); d < dist {
			best, dist, ok = c, d, true
		}
	}
	if !ok {
		return "", 0, false
	}
	return best, dist, true
}
