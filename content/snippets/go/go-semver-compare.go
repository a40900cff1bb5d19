package semver

import (
	"fmt"
	"strconv"
	"strings"
)

type Version struct {
	Major, Minor, Patch int
	Pre                 []string
}

// Parse accepts "1.2.3", "v1.2.3" and "1.2.3-rc.1+build.5", dropping build metadata;
// printing the numbers back rejects leading zeros, signs and stray text.
func Parse(s string) (v Version, err error) {
	core, _, _ := strings.Cut(strings.TrimPrefix(s, "v"), "+")
	core, pre, hasPre := strings.Cut(core, "-")
	_, err = fmt.Sscanf(core, "%d.%d.%d", &v.Major, &v.Minor, &v.Patch)
	if err != nil || fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch) != core ||
		hasPre && strings.Contains("."+pre+".", "..") {
		return Version{}, fmt.Errorf("semver: invalid version %q", s)
	}
	v.Pre = strings.FieldsFunc(pre, func(r rune) bool { return r == '.' })
	return v, nil
}

// Compare returns -1, 0 or +1 following SemVer 2.0.0 precedence.
func Compare(a, b Version) int {
	for _, p := range [][2]int{{a.Major, b.Major}, {a.Minor, b.Minor}, {a.Patch, b.Patch}} {
		if p[0] != p[1] {
			return order(p[0] < p[1])
		}
	}
	for i := 0; i < len(a.Pre) && i < len(b.Pre); i++ {
		xn, xErr := strconv.Atoi(a.Pre[i])
		yn, yErr := strconv.Atoi(b.Pre[i])
		switch {
		case a.Pre[i] == b.Pre[i]:
		case xErr == nil && yErr == nil:
			return order(xn < yn) // numerically, so rc.2 sorts before rc.10
		case xErr == nil || yErr == nil:
			return order(xErr == nil) // numeric identifiers rank below alphanumeric ones
		default:
			return order(a.Pre[i] < b.Pre[i])
		}
	}
	if len(a.Pre) == len(b.Pre) {
		return 0
	}
	// A release outranks its pre-releases; otherwise the longer identifier list wins.
	return order((len(a.Pre) < len(b.Pre)) != (len(a.Pre) == 0 || len(b.Pre) == 0))
}

func order(less bool) int {
	if less {
		return -1
	}
	return 1
}
