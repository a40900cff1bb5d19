package checksum

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Digests of "hello\n", as printed by sha256sum and sha512sum.
const (
	helloSHA256 = "5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03"
	helloSHA512 = "e7c22b994c59d9cf2b48e549b1e24666636045930d3da7c1acb299d1c3b7f931f94aae41edda2c2b207a36e10f8bcb8d45223e54878f5b316e7ce3b6bc019629"
)

func TestReader(t *testing.T) {
	tests := []struct {
		algo Algorithm
		want string
	}{
		{SHA256, helloSHA256},
		{SHA512, helloSHA512},
	}
	for _, tt := range tests {
		t.Run(string(tt.algo), func(t *testing.T) {
			got, err := Reader(context.Background(), tt.algo, strings.NewReader("hello\n"))
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

func TestReaderStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Reader(ctx, SHA256, strings.NewReader("hello\n")); !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
}

func TestParseAlgorithm(t *testing.T) {
	if a, err := ParseAlgorithm("SHA512"); err != nil || a != SHA512 {
		t.Errorf("ParseAlgorithm(SHA512) = %q, %v", a, err)
	}
	if _, err := ParseAlgorithm("md5"); err == nil {
		t.Error("md5 was accepted")
	}
}

func TestParseManifest(t *testing.T) {
	input := "# release v1\n\n" + helloSHA256 + "  hello.txt\n" + strings.ToUpper(helloSHA256) + " *bin/app\r\n"
	entries, err := ParseManifest(strings.NewReader(input))
	if err != nil {
		t.Fatal(err)
	}
	want := []Entry{
		{Digest: helloSHA256, Path: "hello.txt", Line: 3},
		{Digest: helloSHA256, Path: "bin/app", Line: 4},
	}
	if len(entries) != len(want) {
		t.Fatalf("got %d entries, want %d", len(entries), len(want))
	}
	for i := range want {
		if entries[i] != want[i] {
			t.Errorf("entry %d: got %+v, want %+v", i, entries[i], want[i])
		}
	}
}

func TestParseManifestRejectsMalformedLines(t *testing.T) {
	for _, line := range []string{"nothex  file", helloSHA256, "abc  file", helloSHA256 + "  "} {
		_, err := ParseManifest(strings.NewReader(line + "\n"))
		if !errors.Is(err, ErrMalformed) {
			t.Errorf("%q: got %v, want ErrMalformed", line, err)
		}
	}
}

func TestVerify(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	changed := filepath.Join(dir, "changed.txt")
	writeFile(t, good, "hello\n")
	writeFile(t, changed, "hello, world\n")
	entries := []Entry{
		{Digest: helloSHA256, Path: good, Line: 1},
		{Digest: helloSHA512, Path: changed, Line: 2},
		{Digest: helloSHA256, Path: filepath.Join(dir, "gone.txt"), Line: 3},
	}
	results, err := Verify(context.Background(), "", entries)
	if err != nil {
		t.Fatal(err)
	}
	want := []Status{OK, Failed, Missing}
	for i, r := range results {
		if r.Status != want[i] {
			t.Errorf("%s: got %s, want %s", r.Entry.Path, r.Status, want[i])
		}
	}
}

func TestVerifyRejectsDigestOfTheWrongLength(t *testing.T) {
	entries := []Entry{{Digest: helloSHA256, Path: "x", Line: 7}}
	if _, err := Verify(context.Background(), SHA512, entries); !errors.Is(err, ErrMalformed) {
		t.Fatalf("got %v, want ErrMalformed", err)
	}
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
}
