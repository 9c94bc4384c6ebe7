package sqlite

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
)

// LockPath is the lock file beside a database: NAME.lock.
func LockPath(path string) string { return path + ".lock" }

// writeLock is a held operating-system lock on a database's lock file.
// The kernel releases it when the process ends, however it ends, so a
// lock file left behind by a crash never blocks the next start.
type writeLock struct{ f *os.File }

// lockForWriting takes the write lock of the database at path, or
// returns a *LockedError naming who holds it.
func lockForWriting(path string) (*writeLock, error) {
	name := LockPath(path)
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, mediaError(path, "lock", err)
	}
	if err := lockFile(f); err != nil {
		f.Close()
		if errors.Is(err, errLockHeld) {
			return nil, &storage.LockedError{Path: path, Holder: readHolder(name)}
		}
		return nil, fmt.Errorf("storage: lock %s: %w", name, err)
	}
	// Who holds it, for the message a second writer gets. The lock itself
	// is the kernel's; these bytes only explain it.
	if err := f.Truncate(0); err == nil {
		f.WriteAt([]byte(holderText()+"\n"), 0)
	}
	return &writeLock{f: f}, nil
}

// release gives the lock up. The lock file stays: removing it would race
// with a process that has just opened it.
func (l *writeLock) release() error {
	if l == nil {
		return nil
	}
	l.f.Truncate(0)
	return l.f.Close()
}

func holderText() string {
	prog := "a program"
	if exe, err := os.Executable(); err == nil {
		prog = strings.TrimSuffix(filepath.Base(exe), ".exe")
	}
	host, err := os.Hostname()
	if err != nil {
		host = "?"
	}
	return fmt.Sprintf("%s on host %s, pid %s, since %s", prog, host,
		strconv.Itoa(os.Getpid()), time.Now().UTC().Format("2006-01-02 15:04 UTC"))
}

// readHolder reads what the holder wrote into the lock file; a holder
// that has not written yet is unknown.
func readHolder(name string) string {
	b, err := os.ReadFile(name)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return ""
	}
	line, _, _ := strings.Cut(string(b), "\n")
	return cleanText(line, 200)
}

// cleanText keeps a line from a file a person may have edited printable
// and short.
func cleanText(s string, max int) string {
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, s)
	if r := []rune(s); len(r) > max {
		s = string(r[:max]) + "…"
	}
	return s
}
