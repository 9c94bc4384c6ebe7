package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/stores"
)

// editDB changes a database as another tool would, past the store.
func editDB(t *testing.T, path, query string) {
	t.Helper()
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(query); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
}

func TestDB_CheckFailsOnEditedRecords(t *testing.T) {
	tests := []struct {
		name, edit string
		ref, want  string // a line of stdout names ref and says want
	}{
		{"edited result", "UPDATE games SET result = '0-1'", "game 1 (record ", `changed outside Arbiter Console: result is "0-1", recorded "*"`},
		{"swapped colours", "UPDATE boards SET white_id = black_id, black_id = white_id", "board 1 (record ", "changed outside Arbiter Console: black_id is 1, recorded 2; white_id is 2, recorded 1"},
		{"edited rating", "UPDATE players SET rating = 2999 WHERE id = 1", "player 1 (record ", "changed outside Arbiter Console: rating is 2999, recorded 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path, _ := newDB(t)
			editDB(t, path, tt.edit)
			code, out, errs := runDBCommand("check", path)
			found := false
			for _, line := range strings.Split(out, "\n") {
				found = found || strings.Contains(line, tt.ref) && strings.HasSuffix(line, tt.want)
			}
			if code != 1 || !found {
				t.Errorf("exit %d, stdout\n%s\nwant a line naming %q that ends %q", code, out, tt.ref, tt.want)
			}
			if !strings.Contains(errs, "1 record(s) changed outside Arbiter Console") {
				t.Errorf("stderr %q", errs)
			}
		})
	}
}

func TestDB_CheckReplaysGamesThroughTheEngine(t *testing.T) {
	path, game := newDB(t)
	// A log whose chain holds but that the engine refuses, as a buggy
	// writer would leave it: the king cannot go to e3.
	appendRaw(t, path, game, `{"at":"2026-03-14T09:30:01Z","kind":"move","payload":{"move":"e1e3"}}`)
	code, out, errs := runDBCommand("check", path, "--json")
	var rep checkReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if code != 1 || len(rep.Breaks) != 0 || len(rep.Unfoldable) != 1 {
		t.Fatalf("exit %d, report %+v", code, rep)
	}
	u := rep.Unfoldable[0]
	if u.Game != game || u.Round != 1 || u.Board != 1 || u.After != 3 || !strings.Contains(u.Reason, "seq 4") {
		t.Errorf("unfoldable = %+v", u)
	}
	if !strings.Contains(errs, "1 game(s) that do not fold") {
		t.Errorf("stderr %q", errs)
	}
}

func TestDB_CheckLeavesNoFilesBehind(t *testing.T) {
	path, _ := newDB(t)
	before := dirNames(t, filepath.Dir(path))
	if code, out, errs := runDBCommand("check", path); code != 0 {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
	if after := dirNames(t, filepath.Dir(path)); strings.Join(after, " ") != strings.Join(before, " ") {
		t.Errorf("folder held %v before db check, %v after", before, after)
	}
}

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// appendRaw appends one event with the given payload through the store,
// which keeps payloads byte for byte without folding them.
func appendRaw(t *testing.T, path string, game int64, payload string) {
	t.Helper()
	ctx := context.Background()
	s, err := stores.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	g, err := s.Game(ctx, game)
	if err != nil {
		t.Fatal(err)
	}
	rec := storage.EventRecord{Kind: "move", Payload: []byte(payload)}
	if _, err := s.Append(ctx, game, g.Events, []storage.EventRecord{rec}, storage.Ending{}); err != nil {
		t.Fatal(err)
	}
}

// While the console holds a database, import is refused with who holds
// it, and the file is left as it was.
func TestDB_ImportRefusedWhileFileIsHeld(t *testing.T) {
	path, _ := newDB(t)
	held, err := stores.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	code, out, errs := runDBCommand("import", path, "testdata/db/open.trf", "--game-type", "standard")
	if code != 1 || out != "" || !strings.Contains(errs, "database is in use by another program") ||
		!strings.Contains(errs, "pid ") || !strings.Contains(errs, "read-only") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if code, out, _ := runDBCommand("check", path); code != 0 || !strings.Contains(out, "1 event(s)") {
		t.Errorf("db check of the held file: exit %d\n%s", code, out)
	}
}

func TestDB_ProtectKeysTheRecordLog(t *testing.T) {
	config := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", config)
	t.Setenv("HOME", config)
	path, _ := newDB(t)
	code, out, errs := runDBCommand("protect", path)
	if code != 0 || !strings.Contains(out, "sealed with the key "+config) {
		t.Fatalf("db protect: exit %d, %q, %q", code, out, errs)
	}
	code, out, _ = runDBCommand("check", path)
	if code != 0 || !strings.Contains(out, "protection: HMAC-SHA256 keyed chain, key "+config) {
		t.Errorf("db check of a keyed file: exit %d\n%s", code, out)
	}
	editDB(t, path, "UPDATE players SET rating = 2999 WHERE id = 1")
	if code, out, _ = runDBCommand("check", path); code != 1 || !strings.Contains(out, "rating is 2999, recorded 0") {
		t.Errorf("db check after an edit: exit %d\n%s", code, out)
	}
	// On a computer without the key the file still checks, and says so.
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	if code, out, _ = runDBCommand("check", path); !strings.Contains(out, "is not on this computer") {
		t.Errorf("db check without the key: exit %d\n%s", code, out)
	}
}

// db check tells the file seal's breaks from the schema's by the store's
// mark (storage.ChainBreak.FileSeal), whatever their reason says.
func TestSplitBreaksByKind(t *testing.T) {
	all := []storage.ChainBreak{
		{Reason: "schema: game_events_no_update was removed outside Arbiter Console"},
		{Reason: "le sceau du fichier ne tient pas", FileSeal: true},
		{GameID: 4, Seq: 2, Reason: "event content does not match its hash"},
	}
	games, schema, fileSeal := splitBreaks(all)
	if len(games) != 1 || games[0].GameID != 4 {
		t.Errorf("games %v", games)
	}
	if len(schema) != 1 || !strings.HasPrefix(schema[0], "schema: ") {
		t.Errorf("schema %q", schema)
	}
	if len(fileSeal) != 1 || fileSeal[0] != "le sceau du fichier ne tient pas" {
		t.Errorf("file seal %q", fileSeal)
	}
}
