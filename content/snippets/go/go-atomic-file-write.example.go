package main

import (
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	dir, err := os.MkdirTemp("", "atomic")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "state.json")

	for _, content := range []string{`{"version": 1}`, `{"version": 2}`} {
		if err := WriteFileAtomic(path, []byte(content), 0o644); err != nil {
			panic(err)
		}
		data, _ := os.ReadFile(path)
		info, _ := os.Stat(path)
		fmt.Printf("%s %v\n", data, info.Mode().Perm())
	}

	// Renaming over a non-empty directory fails: the temporary file is cleaned up.
	sub := filepath.Join(dir, "reports")
	os.Mkdir(sub, 0o755)
	os.WriteFile(filepath.Join(sub, "a.txt"), nil, 0o644)
	err = WriteFileAtomic(sub, []byte("oops"), 0o644)
	fmt.Println("rename failed:", err != nil)

	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		fmt.Println("left in the directory:", e.Name())
	}

	// A missing directory fails before anything is written.
	err = WriteFileAtomic(filepath.Join(dir, "missing", "x.txt"), []byte("x"), 0o600)
	fmt.Println("missing directory:", os.IsNotExist(err))
}
