// Package checksum hashes files and checks them against a manifest in the
// format sha256sum and sha512sum print: "<hex digest>  <path>" per line.
package checksum

import (
	"bufio"
	"context"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
	"strings"
)

// Algorithm names a supported hash function.
type Algorithm string

const (
	SHA256 Algorithm = "sha256"
	SHA512 Algorithm = "sha512"
)

// Algorithms lists the supported names, for help texts and error messages.
func Algorithms() []string {
	return []string{string(SHA256), string(SHA512)}
}

// ParseAlgorithm accepts a name in any case, such as "SHA256".
func ParseAlgorithm(name string) (Algorithm, error) {
	switch Algorithm(strings.ToLower(name)) {
	case SHA256:
		return SHA256, nil
	case SHA512:
		return SHA512, nil
	}
	return "", fmt.Errorf("unknown algorithm %q (choose one of %s)", name, strings.Join(Algorithms(), ", "))
}

func (a Algorithm) newHash() hash.Hash {
	if a == SHA512 {
		return sha512.New()
	}
	return sha256.New()
}

// hexLen is the length of the algorithm's digest written in hex.
func (a Algorithm) hexLen() int {
	return a.newHash().Size() * 2
}

// Reader hashes everything r yields. It stops early with ctx.Err() when ctx
// is cancelled, so a Ctrl-C does not have to wait for a large file to finish.
func Reader(ctx context.Context, algo Algorithm, r io.Reader) (string, error) {
	h := algo.newHash()
	if _, err := io.Copy(h, ctxReader{ctx: ctx, r: r}); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// File hashes the file at path.
func File(ctx context.Context, algo Algorithm, path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	return Reader(ctx, algo, f)
}

type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

// Entry is one line of a manifest.
type Entry struct {
	Digest string
	Path   string
	Line   int
}

// ErrMalformed wraps every manifest syntax error, so callers can tell them
// apart from I/O errors with errors.Is.
var ErrMalformed = errors.New("malformed manifest")

// ParseManifest reads "<hex>  <path>" lines. Blank lines and lines starting
// with # are skipped; a "*" before the path (binary mode in coreutils) is
// accepted and dropped.
func ParseManifest(r io.Reader) ([]Entry, error) {
	var entries []Entry
	scanner := bufio.NewScanner(r)
	line := 0
	for scanner.Scan() {
		line++
		text := strings.TrimRight(scanner.Text(), "\r")
		if strings.TrimSpace(text) == "" || strings.HasPrefix(text, "#") {
			continue
		}
		digest, path, ok := strings.Cut(text, " ")
		path = strings.TrimPrefix(strings.TrimPrefix(path, " "), "*")
		if !ok || path == "" || !isHex(digest) {
			return nil, fmt.Errorf("%w: line %d: want \"<hex digest>  <path>\"", ErrMalformed, line)
		}
		entries = append(entries, Entry{Digest: strings.ToLower(digest), Path: path, Line: line})
	}
	if err := scanner.Err(); err != nil {
		return nil, err
	}
	return entries, nil
}

// Guess picks the algorithm whose digest length matches the entry's.
func Guess(e Entry) (Algorithm, error) {
	for _, a := range []Algorithm{SHA256, SHA512} {
		if len(e.Digest) == a.hexLen() {
			return a, nil
		}
	}
	return "", fmt.Errorf("%w: line %d: a %d-character digest matches no supported algorithm", ErrMalformed, e.Line, len(e.Digest))
}

// Status is the outcome of checking one entry.
type Status string

const (
	OK      Status = "OK"
	Failed  Status = "FAILED"
	Missing Status = "MISSING"
)

// Result pairs an entry with its outcome; Err is set for I/O errors other
// than a missing file.
type Result struct {
	Entry  Entry
	Status Status
	Err    error
}

// Verify hashes every entry's file with algo, or with the algorithm its digest
// length implies when algo is empty. It returns one result per entry, in order.
func Verify(ctx context.Context, algo Algorithm, entries []Entry) ([]Result, error) {
	results := make([]Result, 0, len(entries))
	for _, e := range entries {
		a := algo
		if a == "" {
			guessed, err := Guess(e)
			if err != nil {
				return nil, err
			}
			a = guessed
		} else if len(e.Digest) != a.hexLen() {
			return nil, fmt.Errorf("%w: line %d: not a %s digest", ErrMalformed, e.Line, a)
		}
		got, err := File(ctx, a, e.Path)
		switch {
		case ctx.Err() != nil:
			return nil, ctx.Err()
		case errors.Is(err, os.ErrNotExist):
			results = append(results, Result{Entry: e, Status: Missing})
		case err != nil:
			results = append(results, Result{Entry: e, Status: Failed, Err: err})
		case got != e.Digest:
			results = append(results, Result{Entry: e, Status: Failed})
		default:
			results = append(results, Result{Entry: e, Status: OK})
		}
	}
	return results, nil
}

func isHex(s string) bool {
	if s == "" || len(s)%2 != 0 {
		return false
	}
	_, err := hex.DecodeString(s)
	return err == nil
}
