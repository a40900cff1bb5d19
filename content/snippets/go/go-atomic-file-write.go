package fsutil

import (
	"os"
	"path/filepath"
)

// WriteFileAtomic replaces path with data so that readers see either the old
// file or the new one, never a half-written mix, even if the process crashes.
func WriteFileAtomic(path string, data []byte, perm os.FileMode) (err error) {
	dir := filepath.Dir(path)
	// The temporary file must live in the same directory: rename is only
	// atomic within one file system.
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	// CreateTemp uses 0600; apply the caller's mode before the file is visible.
	if err = tmp.Chmod(perm); err != nil {
		return err
	}
	// Flush to disk before the rename, or a crash could leave an empty file
	// under the final name.
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	// Persist the directory entry itself, so the rename survives a power loss.
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}
