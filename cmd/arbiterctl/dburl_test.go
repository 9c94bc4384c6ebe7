package main

import (
	"database/sql"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/postgres/pgtest"
)

// TestMain starts a throw-away PostgreSQL cluster for the db commands
// that take a server URL; without one those tests skip and say why.
func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// The chief starts on a laptop file, moves the event to the venue's server
// and back: every copy verifies and reads the same.
func TestDB_CopyFileToServerAndBack(t *testing.T) {
	path, game := newDB(t)
	url := pgtest.Database(t)
	code, out, errs := runDBCommand("copy", path, url)
	if code != 0 || !strings.Contains(out, "1 game(s), 3 game event(s); hash chains verify on both sides") {
		t.Fatalf("copy to server: exit %d\n%s%s", code, out, errs)
	}
	if strings.Contains(out, "postgres://") && !strings.Contains(out, "127.0.0.1") {
		t.Errorf("output does not name the server: %s", out)
	}
	_, fileEvents, _ := runDBCommand("events", path, strconv.FormatInt(game, 10))
	code, serverEvents, errs := runDBCommand("events", url, strconv.FormatInt(game, 10))
	if code != 0 || serverEvents != fileEvents {
		t.Errorf("db events on the server = %q (%s), want the file's %q", serverEvents, errs, fileEvents)
	}
	if code, out, errs := runDBCommand("check", url); code != 0 || !strings.Contains(out, "hash chains: all verify") {
		t.Errorf("check on the server: exit %d\n%s%s", code, out, errs)
	}
	back := filepath.Join(t.TempDir(), "back.db")
	if code, out, errs := runDBCommand("copy", url, back); code != 0 {
		t.Fatalf("copy back: exit %d\n%s%s", code, out, errs)
	}
	if _, backEvents, _ := runDBCommand("events", back, strconv.FormatInt(game, 10)); backEvents != fileEvents {
		t.Errorf("events after the round trip = %q, want %q", backEvents, fileEvents)
	}
}

func TestDB_CopyRefusals(t *testing.T) {
	path, _ := newDB(t)
	url := pgtest.Database(t)
	if code, _, errs := runDBCommand("copy", path, url); code != 0 {
		t.Fatal(errs)
	}
	tests := []struct {
		name     string
		from, to string
		want     string
	}{
		{"onto an existing file", url, path, storage.ErrExist.Error()},
		{"onto a server that holds an event", path, url, storage.ErrExist.Error()},
		{"from nowhere", filepath.Join(t.TempDir(), "none.db"), filepath.Join(t.TempDir(), "x.db"), "none.db"},
		{"wrong number of arguments", path, "", "wrong number of arguments for db copy"},
	}
	for _, tt := range tests {
		args := []string{"copy", tt.from, tt.to}
		if tt.to == "" {
			args = args[:2]
		}
		code, _, errs := runDBCommand(args...)
		if code == 0 || !strings.Contains(errs, tt.want) {
			t.Errorf("%s: exit %d, stderr %q; want it to say %q", tt.name, code, errs, tt.want)
		}
	}
}

// A tampered event is not copied: the server would otherwise hold a
// record nobody could trust.
func TestDB_CopyRefusesTamperedSource(t *testing.T) {
	path, game := newDB(t)
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		t.Fatal(err)
	}
	_, err = db.Exec("DROP TRIGGER game_events_no_update; UPDATE game_events SET payload = '{}' WHERE game_id = ? AND seq = 2", game)
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	url := pgtest.Database(t)
	code, _, errs := runDBCommand("copy", path, url)
	if code == 0 || !strings.Contains(errs, "broken hash chain") || !strings.Contains(errs, "not copied") {
		t.Errorf("exit %d, stderr %q; want the copy refused for the broken chain", code, errs)
	}
}
