package main

import (
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	dir, err := os.MkdirTemp("", "config")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
			panic(err)
		}
		return path
	}

	cfg, err := LoadFile(write("app.json", `{"server": {"readTimeout": "1m30s"}, "features": ["search"]}`))
	fmt.Println(cfg.Server.Addr, cfg.Server.ReadTimeout, cfg.Server.WriteTimeout, cfg.Features, err)

	os.Setenv("SERVER_ADDR", "127.0.0.1:9000")
	cfg, _ = LoadFile(write("app.json", `{}`))
	fmt.Println("from the environment:", cfg.Server.Addr)

	_, err = LoadFile(write("typo.json", `{"sever": {}}`))
	fmt.Println(err != nil, filepath.Base(fmt.Sprint(err)))
	_, err = LoadFile(write("bad.json", `{"server": {"readTimeout": 30}}`))
	fmt.Println(err != nil)
	_, err = LoadFile(filepath.Join(dir, "missing.json"))
	fmt.Println(os.IsNotExist(unwrapAll(err)))
}

func unwrapAll(err error) error {
	for {
		next, ok := err.(interface{ Unwrap() error })
		if !ok {
			return err
		}
		err = next.Unwrap()
	}
}
