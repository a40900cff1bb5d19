// Command sumcheck prints and verifies SHA-256 and SHA-512 checksums.
package main

import (
	"context"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"

	"example.com/sumcheck/internal/cli"
)

// version is set at build time: go build -ldflags "-X main.version=v1.2.3".
var version = ""

func main() {
	// The first Ctrl-C cancels the context, so a long hash stops cleanly with
	// exit code 130; stop() restores the default, so a second one kills at once.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := cli.Run(ctx, cli.Env{
		Stdin:   os.Stdin,
		Stdout:  os.Stdout,
		Stderr:  os.Stderr,
		Version: resolveVersion(),
	}, os.Args[1:])
	stop()
	os.Exit(code)
}

// resolveVersion prefers the -ldflags value, then the module version that
// `go install example.com/sumcheck/cmd/sumcheck@v1.2.3` records.
func resolveVersion() string {
	if version != "" {
		return version
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		return info.Main.Version
	}
	return "dev"
}
