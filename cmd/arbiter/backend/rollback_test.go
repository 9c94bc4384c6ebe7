package backend

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// A protected event's file put back as an earlier copy of itself (a cp
// taken before a move): the console opens it read-only, says why in the
// arbiter's language, and records nothing on it.
func TestOpen_FilePutBackWholeOpensReadOnly(t *testing.T) {
	config := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", config)
	t.Setenv("HOME", config)
	path := filepath.Join(t.TempDir(), "event.db")
	b, store := newBackend(t, path)
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	fs, ok := store.(storage.FileStore)
	if !ok {
		t.Fatal("a file store is no storage.FileStore")
	}
	if _, err := fs.ProtectRecords(context.Background()); err != nil {
		t.Fatal(err)
	}
	b.Close()
	store.Close()
	old := filepath.Join(t.TempDir(), "old.db")
	copyTo(t, path, old)

	b, store = newBackend(t, path)
	if _, err := b.Do(1, view.Command{Kind: view.CmdStartClock}); err != nil {
		t.Fatal(err)
	}
	b.Close()
	store.Close()
	copyTo(t, old, path)

	b, store, readOnly, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	defer b.Close()
	var rb *storage.RollbackError
	if !errors.As(readOnly, &rb) {
		t.Fatalf("read-only because %v, want a *RollbackError", readOnly)
	}
	ev, _ := b.Event()
	if !slices.ContainsFunc(ev.Notices, func(m view.Message) bool { return m.Key == "storage.rolled_back" && m.Params["Anchor"] != "" }) {
		t.Errorf("notices %+v do not say the file was put back", ev.Notices)
	}
	var r *view.Refusal
	if _, err := b.Do(2, view.Command{Kind: view.CmdStartClock}); !errors.Is(err, storage.ErrReadOnly) || !errors.As(err, &r) || r.Key != "refusal.read_only" {
		t.Errorf("a command on the file put back: %v, want it refused as refusal.read_only", err)
	}
}

// copyTo copies a closed database file as cp does.
func copyTo(t *testing.T, from, to string) {
	t.Helper()
	in, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
	os.Remove(to + "-wal")
	os.Remove(to + "-shm")
}
