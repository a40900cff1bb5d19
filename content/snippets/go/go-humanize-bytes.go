package humanize

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Bytes formats n with binary (1024-based) units, the way disk and memory
// tools do: 1536 -> "1.5 KiB".
func Bytes(n int64) string {
	const units = "KMGTPE"
	abs := math.Abs(float64(n))
	if abs < 1024 {
		return fmt.Sprintf("%d B", n)
	}
	exp := 0
	// Move up a unit while the rounded value would print as 1024.0 or more.
	for v := abs / 1024; v >= 1023.95 && exp < len(units)-1; v /= 1024 {
		exp++
	}
	value := float64(n) / math.Pow(1024, float64(exp+1))
	return strconv.FormatFloat(value, 'f', 1, 64) + " " + units[exp:exp+1] + "iB"
}

// Bare letters follow Docker, nginx and the JVM ("512m" is 512 MiB); "Ki"
// and "Mi" follow Kubernetes. Only KB, MB, GB and TB are decimal.
var multipliers = map[string]float64{
	"": 1, "b": 1, "kb": 1e3, "mb": 1e6, "gb": 1e9, "tb": 1e12,
	"k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40,
	"ki": 1 << 10, "mi": 1 << 20, "gi": 1 << 30, "ti": 1 << 40,
	"kib": 1 << 10, "mib": 1 << 20, "gib": 1 << 30, "tib": 1 << 40,
}

// ParseBytes reads sizes such as "512", "10MB", "1.5 GiB" or "2g" from
// config files and flags. Letter case and spaces before the unit are ignored.
func ParseBytes(s string) (int64, error) {
	s = strings.TrimSpace(s)
	i := strings.IndexFunc(s, func(r rune) bool { return (r < '0' || r > '9') && r != '.' })
	if i < 0 {
		i = len(s)
	}
	num, unit := s[:i], strings.ToLower(strings.TrimSpace(s[i:]))
	value, err := strconv.ParseFloat(num, 64)
	mult, ok := multipliers[unit]
	if err != nil || !ok {
		return 0, fmt.Errorf("humanize: invalid size %q", s)
	}
	size := value * mult
	if size >= math.MaxInt64 {
		return 0, fmt.Errorf("humanize: size %q overflows int64", s)
	}
	return int64(math.Round(size)), nil
}
