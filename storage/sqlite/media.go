package sqlite

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/arbiterconsole/arbiter/storage"
)

// mediaError words a failure to open or write something beside the
// database at path by its real cause: a read-only medium, a read-only file
// or folder, a full disk or a missing folder.
func mediaError(path, op string, err error) error {
	dir := filepath.Dir(path)
	switch {
	case errors.Is(err, syscall.EROFS):
		return fmt.Errorf("storage: %s %s: %w: the medium is read-only (%v)", op, path, storage.ErrNotWritable, err)
	case errors.Is(err, syscall.ENOSPC):
		return fmt.Errorf("storage: %s %s: %w (%v)", op, path, storage.ErrDiskFull, err)
	case errors.Is(err, fs.ErrPermission):
		return fmt.Errorf("storage: %s %s: %w: no permission to write in folder %s (%v)", op, path, storage.ErrNotWritable, dir, err)
	case errors.Is(err, fs.ErrNotExist):
		if _, serr := os.Stat(dir); serr != nil {
			return fmt.Errorf("storage: %s %s: folder %s does not exist: %w", op, path, dir, err)
		}
	}
	return fmt.Errorf("storage: %s %s: %w", op, path, err)
}

// checkWritable refuses a database file that is marked read-only, before
// SQLite would open it read-only without saying so.
func checkWritable(path string) error {
	fi, err := os.Stat(path)
	if err != nil {
		return mediaError(path, "open", err)
	}
	if fi.Mode().Perm()&0o200 == 0 {
		return fmt.Errorf("storage: open %s: %w: the file is read-only (mode %v)", path, storage.ErrNotWritable, fi.Mode().Perm())
	}
	return nil
}
