package sqlite

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
)

func TestOpen_SecondWriterRefusedWithHolder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arbiter.db")
	first, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Open(path)
	var le *storage.LockedError
	if !errors.As(err, &le) || !errors.Is(err, storage.ErrLocked) {
		t.Fatalf("second Open: err = %v, want a *LockedError", err)
	}
	host, _ := os.Hostname()
	for _, want := range []string{path, "in use", "host " + host, "pid ", "read-only"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("message %q does not say %q", err, want)
		}
	}
	// The read-only view stays possible while the first writer runs.
	ro, err := OpenReadOnly(path)
	if err != nil {
		t.Fatalf("read-only view of a held file: %v", err)
	}
	ro.Close()
	first.Close()
	again, err := Open(path)
	if err != nil {
		t.Fatalf("Open after the writer closed: %v", err)
	}
	again.Close()
}

// A lock file left behind by a process that died (here: written by hand,
// as a crashed writer leaves it) never blocks a start.
func TestOpen_StaleLockFileDoesNotBlock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arbiter.db")
	s, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if err := os.WriteFile(LockPath(path), []byte("arbiter on host gone, pid 999999, since 2026-01-01 00:00 UTC\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	s, err = Open(path)
	if err != nil {
		t.Fatalf("Open with a stale lock file: %v", err)
	}
	s.Close()
}

// lockHolderEnv makes the test binary a writer that holds a database
// until it is killed.
const lockHolderEnv = "ARBITER_TEST_LOCK_HOLDER"

func TestLockHolderProcess(t *testing.T) {
	path := os.Getenv(lockHolderEnv)
	if path == "" {
		t.Skip("helper process for TestOpen_LockOfKilledProcessIsReleased")
	}
	if _, err := Open(path); err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	fmt.Println("held")
	select {}
}

// A writer killed with SIGKILL cannot clean up; the kernel drops its lock.
func TestOpen_LockOfKilledProcessIsReleased(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arbiter.db")
	s, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	holder := exec.Command(os.Args[0], "-test.run=^TestLockHolderProcess$")
	holder.Env = append(os.Environ(), lockHolderEnv+"="+path)
	out, err := holder.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := holder.Start(); err != nil {
		t.Fatal(err)
	}
	defer holder.Process.Kill()
	line, _ := bufio.NewReader(out).ReadString('\n')
	if line != "held\n" {
		t.Fatalf("holder process: %q", line)
	}
	_, err = Open(path)
	if !errors.Is(err, storage.ErrLocked) || !strings.Contains(err.Error(), fmt.Sprintf("pid %d,", holder.Process.Pid)) {
		t.Fatalf("Open while another process holds the lock: err = %v", err)
	}
	holder.Process.Kill()
	holder.Wait()
	s, err = Open(path)
	if err != nil {
		t.Fatalf("Open after the holder was killed: %v", err)
	}
	s.Close()
}

func TestOpen_ReadOnlyFileNamedAsSuch(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root writes read-only files")
	}
	path := filepath.Join(t.TempDir(), "arbiter.db")
	s, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	_, err = Open(path)
	if !errors.Is(err, storage.ErrNotWritable) || !strings.Contains(err.Error(), "read-only") {
		t.Fatalf("Open of a read-only file: err = %v", err)
	}
	ro, err := OpenReadOnly(path)
	if err != nil {
		t.Fatalf("OpenReadOnly of a read-only file: %v", err)
	}
	ro.Close()
}

func TestOpen_ReadOnlyFolderNamedAsSuch(t *testing.T) {
	if os.Geteuid() == 0 || runtime.GOOS == "windows" {
		t.Skip("root writes read-only folders; Windows folders have no write bit")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "arbiter.db")
	s, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	os.Remove(LockPath(path))
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o755)
	_, err = Open(path)
	if !errors.Is(err, storage.ErrNotWritable) || !strings.Contains(err.Error(), "folder "+dir) {
		t.Fatalf("Open in a read-only folder: err = %v", err)
	}
}

func TestOpen_MissingFolderNamed(t *testing.T) {
	dir := t.TempDir()
	_, err := Open(filepath.Join(dir, "missing", "arbiter.db"))
	if err == nil || !strings.Contains(err.Error(), "folder "+filepath.Join(dir, "missing")+" does not exist") {
		t.Fatalf("Open in a missing folder: err = %v", err)
	}
}
