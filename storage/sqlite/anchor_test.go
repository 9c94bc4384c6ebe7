package sqlite

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
)

// copyFile copies a closed database as cp would.
func copyFile(t *testing.T, from, to string) {
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

// anchoredFile is a protected file, closed, with its path and key folder.
func anchoredFile(t *testing.T) (path, keys string, f fixture) {
	t.Helper()
	s, f := protectedStore(t)
	path, keys = s.Path(), s.keyDir
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	return path, keys, f
}

// write opens path, appends a move to game and closes it.
func write(t *testing.T, path, keys string, game int64) {
	t.Helper()
	s, err := Open(path, WithKeyDir(keys))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := appendEnd(context.Background(), s, game, []storage.EventRecord{{Kind: "move", Payload: []byte(`{"uci":"e2e4"}`)}}); err != nil {
		t.Fatal(err)
	}
}

// wantRolledBack fails unless Open refuses path as older than its anchor
// and db check's VerifyChain names it.
func wantRolledBack(t *testing.T, path, keys string, forked bool) {
	t.Helper()
	_, err := Open(path, WithKeyDir(keys))
	var rb *storage.RollbackError
	if !errors.As(err, &rb) || !errors.Is(err, storage.ErrTampered) {
		t.Fatalf("Open of a file put back: %v, want a *RollbackError", err)
	}
	t.Log(err)
	wantKey := "storage.rolled_back"
	if forked {
		wantKey = "storage.forked"
	}
	if key, params := rb.Message(); key != wantKey || params["Anchor"] == "" {
		t.Errorf("message %q %v, want %q naming the anchor", key, params, wantKey)
	}
	ro, err := OpenReadOnly(path, WithKeyDir(keys))
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	breaks, err := ro.VerifyChain(context.Background())
	if err != nil || len(breaks) != 1 || !strings.HasPrefix(breaks[0].Reason, "anchor: ") {
		t.Errorf("db check's breaks of a file put back: %v, %v", breaks, err)
	}
}

// The attack every seal let through: a copy of the whole file taken
// earlier (cp, a backup) put back over it later.
func TestAnchor_WholeFilePutBack(t *testing.T) {
	path, keys, f := anchoredFile(t)
	old := filepath.Join(t.TempDir(), "old.db")
	copyFile(t, path, old)
	write(t, path, keys, f.games[0])
	copyFile(t, old, path)
	wantRolledBack(t, path, keys, false)
	// Still refused: a refusal does not move the anchor.
	wantRolledBack(t, path, keys, false)

	// The arbiter who restored it on purpose removes the anchor.
	anchors, _ := filepath.Glob(filepath.Join(keys, "*.anchor"))
	if len(anchors) != 1 {
		t.Fatalf("anchors %v, want one", anchors)
	}
	os.Remove(anchors[0])
	write(t, path, keys, f.games[1])
}

// A copy written apart (at another path, or on another computer with the
// key) to as many writes as the file, then put in its place.
func TestAnchor_CopyWrittenApartPutInPlace(t *testing.T) {
	path, keys, f := anchoredFile(t)
	apart := filepath.Join(t.TempDir(), "apart.db")
	copyFile(t, path, apart)
	write(t, apart, keys, f.games[1])
	write(t, path, keys, f.games[0])
	copyFile(t, apart, path)
	wantRolledBack(t, path, keys, true)
}

// Not rollbacks: a copy written further elsewhere and brought back, an
// anchor left behind by a stop between a commit and its update, or cut
// short; a backup checked where it lies.
func TestAnchor_NewerFilesAndLostUpdatesAreNoAlarm(t *testing.T) {
	ctx := context.Background()
	path, keys, f := anchoredFile(t)

	apart := filepath.Join(t.TempDir(), "apart.db")
	copyFile(t, path, apart)
	write(t, apart, keys, f.games[1])
	write(t, apart, keys, f.games[1])
	write(t, path, keys, f.games[0])
	copyFile(t, apart, path)
	write(t, path, keys, f.games[0]) // 3 writes against the anchor's 2

	anchors, _ := filepath.Glob(filepath.Join(keys, "*.anchor"))
	var anchor string
	for _, a := range anchors {
		if data, _ := os.ReadFile(a); strings.Contains(string(data), `"path":"`+path+`"`) {
			anchor = a
		}
	}
	behind, err := os.ReadFile(anchor)
	if err != nil {
		t.Fatal(err)
	}
	write(t, path, keys, f.games[0])
	os.WriteFile(anchor, behind, 0o600) // the update lost in a crash
	write(t, path, keys, f.games[0])

	os.WriteFile(anchor, behind[:len(behind)/2], 0o600) // cut short
	s, err := Open(path, WithKeyDir(keys))
	if err != nil {
		t.Fatalf("Open with an anchor cut short: %v", err)
	}
	if p, _ := s.RecordProtection(ctx); !strings.Contains(p, "caught against its anchor") {
		t.Errorf("protection after Open wrote the anchor again: %q", p)
	}
	s.Close()

	// A backup elsewhere is checked on its own.
	if err := os.Rename(apart, apart+".bak"); err != nil {
		t.Fatal(err)
	}
	ro, err := OpenReadOnly(apart+".bak", WithKeyDir(keys))
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	if breaks, err := ro.VerifyChain(ctx); err != nil || len(breaks) != 0 {
		t.Errorf("db check of a backup elsewhere: %v %v", breaks, err)
	}
	if p, _ := ro.RecordProtection(ctx); !strings.Contains(p, "no anchor on this computer for this path") {
		t.Errorf("protection of a file without an anchor: %q", p)
	}
}

// A seal removed could not be told from one an earlier version never
// made; on an anchored file it can: the file is older than its anchor.
func TestAnchor_SealRemovedWithAGamePutBack(t *testing.T) {
	path, keys, f := anchoredFile(t)
	old := filepath.Join(t.TempDir(), "old.db")
	copyFile(t, path, old)
	write(t, path, keys, f.games[0])
	write(t, path, keys, f.games[1])
	rawExec(t, path, "ATTACH '"+old+"' AS o",
		"DROP TRIGGER game_events_no_update", "DROP TRIGGER game_events_no_delete",
		"DELETE FROM game_events WHERE game_id = 1",
		"UPDATE games SET (result, termination, event_count, head_hash) = (SELECT result, termination, event_count, head_hash FROM o.games WHERE id = 1) WHERE id = 1",
		"UPDATE record_meta SET value = (SELECT value FROM o.record_meta m WHERE m.name = 'head 1') WHERE name = 'head 1'",
		"DELETE FROM record_meta WHERE name = 'file seal'",
		restoreTriggers)
	var rb *storage.RollbackError
	if _, err := Open(path, WithKeyDir(keys)); !errors.As(err, &rb) || rb.Seal != 0 {
		t.Fatalf("Open of a file whose seal was removed: %v, want a *RollbackError", err)
	}
}
