package csvstream

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Each reads CSV from r one record at a time and calls fn with the row keyed
// by the header names, so files larger than memory can be processed. Header
// names are trimmed and the UTF-8 byte order mark that spreadsheet exports
// often prepend is removed, otherwise the first column would never match.
func Each(r io.Reader, fn func(line int, row map[string]string) error) error {
	cr := csv.NewReader(r)
	cr.ReuseRecord = true // the row map copies the strings, so reuse is safe
	header, err := cr.Read()
	if errors.Is(err, io.EOF) {
		return errors.New("csv: missing header row")
	}
	if err != nil {
		return err
	}
	keys := make([]string, len(header))
	seen := make(map[string]bool, len(header))
	for i, h := range header {
		k := strings.TrimSpace(strings.TrimPrefix(h, "\ufeff"))
		if seen[k] {
			return fmt.Errorf("csv: duplicate column %q", k)
		}
		seen[k] = true
		keys[i] = k
	}
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err // *csv.ParseError already carries the line number
		}
		line, _ := cr.FieldPos(0)
		row := make(map[string]string, len(keys))
		for i, k := range keys {
			row[k] = rec[i]
		}
		if err := fn(line, row); err != nil {
			return fmt.Errorf("csv line %d: %w", line, err)
		}
	}
}
