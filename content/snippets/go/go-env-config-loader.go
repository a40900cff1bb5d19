package config

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config holds everything the service reads from its environment.
type Config struct {
	Port            int
	DatabaseURL     string
	LogLevel        string
	ShutdownTimeout time.Duration
	EnableMetrics   bool
}

// Load reads the environment, applies defaults and reports every problem at once.
func Load() (Config, error) {
	var errs []error
	cfg := Config{
		Port:            fromEnv("PORT", 8080, strconv.Atoi, &errs),
		DatabaseURL:     os.Getenv("DATABASE_URL"),
		LogLevel:        fromEnv("LOG_LEVEL", "info", func(s string) (string, error) { return s, nil }, &errs),
		ShutdownTimeout: fromEnv("SHUTDOWN_TIMEOUT", 10*time.Second, time.ParseDuration, &errs),
		EnableMetrics:   fromEnv("ENABLE_METRICS", false, strconv.ParseBool, &errs),
	}
	if cfg.DatabaseURL == "" {
		errs = append(errs, errors.New("DATABASE_URL is required"))
	}
	if cfg.Port < 1 || cfg.Port > 65535 {
		errs = append(errs, fmt.Errorf("PORT %d is out of range", cfg.Port))
	}
	switch cfg.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		errs = append(errs, fmt.Errorf("LOG_LEVEL %q must be debug, info, warn or error", cfg.LogLevel))
	}
	return cfg, errors.Join(errs...)
}

// fromEnv parses key with parse, falling back when it is unset or empty and recording parse errors.
func fromEnv[T any](key string, fallback T, parse func(string) (T, error), errs *[]error) T {
	raw, ok := os.LookupEnv(key)
	if !ok || raw == "" {
		return fallback
	}
	value, err := parse(raw)
	if err != nil {
		*errs = append(*errs, fmt.Errorf("%s=%q: %w", key, raw, err))
		return fallback
	}
	return value
}
