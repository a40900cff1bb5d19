package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const helloSHA256 = "5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03"

type result struct {
	code   int
	stdout string
	stderr string
}

func run(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	var stdout, stderr bytes.Buffer
	env := Env{Stdin: strings.NewReader(stdin), Stdout: &stdout, Stderr: &stderr, Version: "v1.2.3"}
	code := Run(context.Background(), env, args)
	return result{code: code, stdout: stdout.String(), stderr: stderr.String()}
}

// inTempDir runs the test in a fresh directory, so manifests can use relative paths.
func inTempDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	old, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.Chdir(old) })
	return dir
}

func TestUsageAndExitCodes(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		wantCode int
		wantOut  string
		wantErr  string
	}{
		{"no arguments", nil, ExitUsage, "", "Usage: sumcheck"},
		{"--help", []string{"--help"}, ExitOK, "Commands:", ""},
		{"unknown command", []string{"frobnicate"}, ExitUsage, "", `unknown command "frobnicate"`},
		{"version", []string{"version"}, ExitOK, "sumcheck v1.2.3\n", ""},
		{"--version", []string{"--version"}, ExitOK, "sumcheck v1.2.3\n", ""},
		{"help for a command", []string{"help", "verify"}, ExitOK, "Usage: sumcheck verify", ""},
		{"unknown flag", []string{"sum", "-x"}, ExitUsage, "", "flag provided but not defined: -x"},
		{"flag help", []string{"sum", "-h"}, ExitOK, "", "hash algorithm"},
		{"bad algorithm", []string{"sum", "-a", "md5"}, ExitUsage, "", `unknown algorithm "md5"`},
		{"verify without a manifest", []string{"verify"}, ExitUsage, "", "Usage: sumcheck verify"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := run(t, "", tt.args...)
			if got.code != tt.wantCode {
				t.Errorf("exit code %d, want %d (stderr: %s)", got.code, tt.wantCode, got.stderr)
			}
			if !strings.Contains(got.stdout, tt.wantOut) {
				t.Errorf("stdout %q does not contain %q", got.stdout, tt.wantOut)
			}
			if !strings.Contains(got.stderr, tt.wantErr) {
				t.Errorf("stderr %q does not contain %q", got.stderr, tt.wantErr)
			}
		})
	}
}

func TestSumReadsStandardInput(t *testing.T) {
	got := run(t, "hello\n", "sum")
	if got.code != ExitOK || got.stdout != helloSHA256+"  -\n" {
		t.Fatalf("got %+v", got)
	}
}

func TestSumThenVerifyRoundTrip(t *testing.T) {
	inTempDir(t)
	for name, content := range map[string]string{"a.txt": "hello\n", "b.txt": "other\n"} {
		if err := os.WriteFile(name, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	sum := run(t, "", "sum", "-a", "sha512", "a.txt", "b.txt")
	if sum.code != ExitOK {
		t.Fatalf("sum: %+v", sum)
	}
	if err := os.WriteFile("SHA512SUMS", []byte(sum.stdout), 0o600); err != nil {
		t.Fatal(err)
	}

	ok := run(t, "", "verify", "SHA512SUMS")
	if ok.code != ExitOK || ok.stdout != "a.txt: OK\nb.txt: OK\n" {
		t.Fatalf("verify: %+v", ok)
	}

	if err := os.WriteFile("b.txt", []byte("tampered\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove("a.txt"); err != nil {
		t.Fatal(err)
	}
	bad := run(t, "", "verify", "-quiet", "SHA512SUMS")
	if bad.code != ExitFailure {
		t.Fatalf("verify after tampering: exit %d, want %d", bad.code, ExitFailure)
	}
	if bad.stdout != "a.txt: MISSING\nb.txt: FAILED\n" {
		t.Errorf("stdout %q", bad.stdout)
	}
	if !strings.Contains(bad.stderr, "2 of 2 files did not match") {
		t.Errorf("stderr %q", bad.stderr)
	}
}

func TestVerifyReadsTheManifestFromStandardInput(t *testing.T) {
	dir := inTempDir(t)
	if err := os.WriteFile(filepath.Join(dir, "hello.txt"), []byte("hello\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	got := run(t, helloSHA256+"  hello.txt\n", "verify", "-")
	if got.code != ExitOK || got.stdout != "hello.txt: OK\n" {
		t.Fatalf("got %+v", got)
	}
}

func TestSumKeepsGoingPastUnreadableFiles(t *testing.T) {
	inTempDir(t)
	if err := os.WriteFile("hello.txt", []byte("hello\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	got := run(t, "", "sum", "missing.txt", "hello.txt")
	if got.code != ExitFailure {
		t.Errorf("exit %d, want %d", got.code, ExitFailure)
	}
	if got.stdout != helloSHA256+"  hello.txt\n" || !strings.Contains(got.stderr, "missing.txt") {
		t.Errorf("got %+v", got)
	}
}

func TestInterruptedRunExitsWith130(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var stdout, stderr bytes.Buffer
	env := Env{Stdin: strings.NewReader("hello\n"), Stdout: &stdout, Stderr: &stderr}
	if code := Run(ctx, env, []string{"sum"}); code != ExitCanceled {
		t.Fatalf("exit %d, want %d", code, ExitCanceled)
	}
}
