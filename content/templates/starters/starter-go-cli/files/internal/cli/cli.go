// Package cli is the command line: it parses arguments, runs a subcommand
// and returns the process's exit code. It never calls os.Exit and takes its
// streams as arguments, so tests drive it exactly as a shell would.
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"example.com/sumcheck/internal/checksum"
)

// Exit codes, documented in the help text.
const (
	ExitOK       = 0
	ExitFailure  = 1 // a check failed or a file could not be read
	ExitUsage    = 2 // bad flags or arguments
	ExitCanceled = 130
)

// Env is everything a command may touch besides the file system.
type Env struct {
	Stdin   io.Reader
	Stdout  io.Writer
	Stderr  io.Writer
	Version string
}

type command struct {
	summary string
	usage   string
	run     func(ctx context.Context, env Env, args []string) int
}

var commands map[string]command

// Assigned in init because the help command reads the table it belongs to.
func init() {
	commands = map[string]command{
		"sum": {
			summary: "print checksums of files (or standard input)",
			usage:   "sum [-a sha256|sha512] [FILE...]",
			run:     runSum,
		},
		"verify": {
			summary: "check files against a manifest; exit 1 if any differ",
			usage:   "verify [-a sha256|sha512] [-quiet] MANIFEST",
			run:     runVerify,
		},
		"version": {
			summary: "print the version",
			usage:   "version",
			run: func(_ context.Context, env Env, _ []string) int {
				fmt.Fprintf(env.Stdout, "sumcheck %s\n", env.Version)
				return ExitOK
			},
		},
		"help": {
			summary: "show help for a command",
			usage:   "help [COMMAND]",
			run:     runHelp,
		},
	}
}

// Run executes one invocation; args excludes the program name.
func Run(ctx context.Context, env Env, args []string) int {
	if len(args) == 0 {
		printUsage(env.Stderr)
		return ExitUsage
	}
	name := args[0]
	if name == "-h" || name == "-help" || name == "--help" {
		printUsage(env.Stdout)
		return ExitOK
	}
	if name == "-version" || name == "--version" {
		name = "version"
	}
	cmd, ok := commands[name]
	if !ok {
		fmt.Fprintf(env.Stderr, "sumcheck: unknown command %q\n\n", name)
		printUsage(env.Stderr)
		return ExitUsage
	}
	return cmd.run(ctx, env, args[1:])
}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, "Usage: sumcheck COMMAND [ARGS]")
	fmt.Fprintln(w, "\nCommands:")
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		fmt.Fprintf(w, "  %-8s %s\n", name, commands[name].summary)
	}
	fmt.Fprintln(w, "\nExit codes: 0 success, 1 check failed or I/O error, 2 usage error.")
	fmt.Fprintln(w, "Run 'sumcheck COMMAND -h' for a command's flags.")
}

// newFlags makes a FlagSet that reports errors instead of exiting, and prints
// its usage to the given stream.
func newFlags(name string, w io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(w)
	fs.Usage = func() {
		fmt.Fprintf(w, "Usage: sumcheck %s\n", commands[name].usage)
		fs.PrintDefaults()
	}
	return fs
}

// parse returns the exit code to stop with, or -1 to carry on.
func parse(fs *flag.FlagSet, args []string) int {
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return ExitOK
	case err != nil:
		return ExitUsage
	}
	return -1
}

func algorithmFlag(fs *flag.FlagSet, fallback string) *string {
	return fs.String("a", fallback, "hash algorithm: "+strings.Join(checksum.Algorithms(), " or "))
}

func runSum(ctx context.Context, env Env, args []string) int {
	fs := newFlags("sum", env.Stderr)
	algoName := algorithmFlag(fs, string(checksum.SHA256))
	if code := parse(fs, args); code >= 0 {
		return code
	}
	algo, err := checksum.ParseAlgorithm(*algoName)
	if err != nil {
		fmt.Fprintf(env.Stderr, "sumcheck sum: %v\n", err)
		return ExitUsage
	}
	paths := fs.Args()
	if len(paths) == 0 {
		paths = []string{"-"}
	}
	code := ExitOK
	for _, path := range paths {
		var digest string
		if path == "-" {
			digest, err = checksum.Reader(ctx, algo, env.Stdin)
		} else {
			digest, err = checksum.File(ctx, algo, path)
		}
		if ctx.Err() != nil {
			fmt.Fprintln(env.Stderr, "sumcheck sum: interrupted")
			return ExitCanceled
		}
		if err != nil {
			// Keep going, as sha256sum does: one unreadable file should not hide the others.
			fmt.Fprintf(env.Stderr, "sumcheck sum: %v\n", err)
			code = ExitFailure
			continue
		}
		fmt.Fprintf(env.Stdout, "%s  %s\n", digest, path)
	}
	return code
}

func runVerify(ctx context.Context, env Env, args []string) int {
	fs := newFlags("verify", env.Stderr)
	algoName := algorithmFlag(fs, "")
	quiet := fs.Bool("quiet", false, "print only the files that fail")
	if code := parse(fs, args); code >= 0 {
		return code
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return ExitUsage
	}
	var algo checksum.Algorithm
	if *algoName != "" {
		parsed, err := checksum.ParseAlgorithm(*algoName)
		if err != nil {
			fmt.Fprintf(env.Stderr, "sumcheck verify: %v\n", err)
			return ExitUsage
		}
		algo = parsed
	}
	entries, err := readManifest(fs.Arg(0), env.Stdin)
	if err != nil {
		fmt.Fprintf(env.Stderr, "sumcheck verify: %v\n", err)
		return ExitFailure
	}
	results, err := checksum.Verify(ctx, algo, entries)
	if ctx.Err() != nil {
		fmt.Fprintln(env.Stderr, "sumcheck verify: interrupted")
		return ExitCanceled
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "sumcheck verify: %v\n", err)
		return ExitFailure
	}
	bad := 0
	for _, r := range results {
		if r.Status != checksum.OK {
			bad++
		} else if *quiet {
			continue
		}
		fmt.Fprintf(env.Stdout, "%s: %s\n", r.Entry.Path, r.Status)
		if r.Err != nil {
			fmt.Fprintf(env.Stderr, "sumcheck verify: %v\n", r.Err)
		}
	}
	if bad > 0 {
		fmt.Fprintf(env.Stderr, "sumcheck verify: %d of %d files did not match\n", bad, len(results))
		return ExitFailure
	}
	return ExitOK
}

func readManifest(path string, stdin io.Reader) ([]checksum.Entry, error) {
	if path == "-" {
		return checksum.ParseManifest(stdin)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return checksum.ParseManifest(f)
}

func runHelp(_ context.Context, env Env, args []string) int {
	if len(args) == 0 {
		printUsage(env.Stdout)
		return ExitOK
	}
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(env.Stderr, "sumcheck help: unknown command %q\n", args[0])
		return ExitUsage
	}
	fmt.Fprintf(env.Stdout, "sumcheck %s: %s\n\nUsage: sumcheck %s\n", args[0], cmd.summary, cmd.usage)
	return ExitOK
}
