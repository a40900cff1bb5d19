package main

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// setEnv replaces the variables Load reads with exactly the given ones.
func setEnv(vars map[string]string) {
	for _, key := range []string{"PORT", "DATABASE_URL", "LOG_LEVEL", "SHUTDOWN_TIMEOUT", "ENABLE_METRICS"} {
		os.Unsetenv(key)
	}
	for key, value := range vars {
		os.Setenv(key, value)
	}
}

func show(label string) {
	cfg, err := Load()
	if err != nil {
		fmt.Printf("%s: invalid configuration:\n", label)
		for _, line := range strings.Split(err.Error(), "\n") {
			fmt.Println("  -", line)
		}
		fmt.Println("  errors.Is(err, strconv.ErrSyntax):", errors.Is(err, strconv.ErrSyntax))
		return
	}
	fmt.Printf("%s: port=%d db=%s log=%s shutdown=%s metrics=%t\n",
		label, cfg.Port, cfg.DatabaseURL, cfg.LogLevel, cfg.ShutdownTimeout, cfg.EnableMetrics)
}

func main() {
	// Only the required variable: everything else takes its default.
	setEnv(map[string]string{"DATABASE_URL": "postgres://localhost/app"})
	show("defaults")

	// Empty values count as unset, so they fall back too.
	setEnv(map[string]string{"DATABASE_URL": "postgres://localhost/app", "PORT": "", "LOG_LEVEL": ""})
	show("empty values")

	// A complete, valid environment.
	setEnv(map[string]string{
		"DATABASE_URL":     "postgres://db.internal/app",
		"PORT":             "9000",
		"LOG_LEVEL":        "debug",
		"SHUTDOWN_TIMEOUT": "30s",
		"ENABLE_METRICS":   "true",
	})
	show("valid")

	// Nothing set at all: the only problem is the missing database URL.
	setEnv(nil)
	show("empty environment")

	// Everything wrong at once: every problem is reported in one error.
	setEnv(map[string]string{
		"PORT":             "eighty",
		"LOG_LEVEL":        "verbose",
		"SHUTDOWN_TIMEOUT": "soon",
		"ENABLE_METRICS":   "maybe",
	})
	show("invalid")

	// A number that parses but is not a valid port.
	setEnv(map[string]string{"DATABASE_URL": "postgres://localhost/app", "PORT": "70000"})
	show("port out of range")
}
