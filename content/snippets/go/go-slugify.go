package slug

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Without golang.org/x/text there is no Unicode decomposition, so the common
// Latin letters with diacritics are folded through an explicit table.
var fold = map[rune]string{
	'à': "a", 'á': "a", 'â': "a", 'ã': "a", 'ä': "a", 'å': "a", 'æ': "ae",
	'ç': "c", 'č': "c", 'ć': "c", 'ď': "d", 'đ': "d", 'ð': "d",
	'è': "e", 'é': "e", 'ê': "e", 'ë': "e", 'ě': "e", 'ę': "e",
	'ì': "i", 'í': "i", 'î': "i", 'ï': "i", 'ł': "l", 'ľ': "l",
	'ñ': "n", 'ń': "n", 'ň': "n", 'ò': "o", 'ó': "o", 'ô': "o", 'õ': "o",
	'ö': "o", 'ø': "o", 'œ': "oe", 'ř': "r", 'š': "s", 'ś': "s", 'ß': "ss",
	'ť': "t", 'þ': "th", 'ù': "u", 'ú': "u", 'û': "u", 'ü': "u", 'ů': "u",
	'ý': "y", 'ÿ': "y", 'ž': "z", 'ź': "z", 'ż': "z",
}

// Slugify turns s into lowercase words joined by single dashes. Letters
// outside the fold table (Cyrillic, Greek, CJK) are kept rather than dropped,
// so non-Latin titles still produce a usable slug. maxLen <= 0 means no limit.
func Slugify(s string, maxLen int) string {
	var b strings.Builder
	gap := false
	for _, r := range strings.ToLower(s) {
		word, folded := fold[r]
		switch {
		case r == '\'' || r == '’':
			continue // "don't" reads better as "dont" than "don-t"
		case !folded && !unicode.IsLetter(r) && !unicode.IsDigit(r):
			gap = true
			continue
		case !folded:
			word = string(r)
		}
		if gap && b.Len() > 0 {
			b.WriteByte('-')
		}
		gap = false
		b.WriteString(word)
	}
	out := b.String()
	if maxLen <= 0 || len(out) <= maxLen {
		return out
	}
	// Prefer cutting at a dash so no word is split; otherwise back off to a
	// rune boundary so multi-byte letters are never broken.
	if cut := strings.LastIndexByte(out[:maxLen+1], '-'); cut > 0 {
		return out[:cut]
	}
	cut := maxLen
	for cut > 0 && !utf8.RuneStart(out[cut]) {
		cut--
	}
	return out[:cut]
}
