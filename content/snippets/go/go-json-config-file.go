package config

import (
	"encoding/json"
	"fmt"
	"os"
	"time"
)

// Duration accepts JSON strings such as "250ms" or "1m30s".
type Duration struct{ time.Duration }

func (d *Duration) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("duration must be a string like \"5s\": %w", err)
	}
	parsed, err := time.ParseDuration(s)
	if err != nil {
		return err
	}
	d.Duration = parsed
	return nil
}

type Server struct {
	Addr         string   `json:"addr"`
	ReadTimeout  Duration `json:"readTimeout"`
	WriteTimeout Duration `json:"writeTimeout"`
}

type File struct {
	Server   Server   `json:"server"`
	Features []string `json:"features"`
}

// LoadFile reads path over the defaults. SERVER_ADDR, when set, overrides the file.
func LoadFile(path string) (File, error) {
	cfg := File{Server: Server{
		Addr:         ":8080",
		ReadTimeout:  Duration{5 * time.Second},
		WriteTimeout: Duration{10 * time.Second},
	}}
	f, err := os.Open(path)
	if err != nil {
		return cfg, fmt.Errorf("open config: %w", err)
	}
	defer f.Close()

	dec := json.NewDecoder(f)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&cfg); err != nil {
		return cfg, fmt.Errorf("parse %s: %w", path, err)
	}
	if addr := os.Getenv("SERVER_ADDR"); addr != "" {
		cfg.Server.Addr = addr
	}
	return cfg, nil
}
