package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/storage/postgres/pgtest"
)

// Every db command that reads or fills an event takes a server URL as it
// takes a file, and gives the same answers.
func TestDB_ServerImportExportAsAFile(t *testing.T) {
	url := pgtest.Database(t)
	path := filepath.Join(t.TempDir(), "open.db")
	for _, where := range []string{path, url} {
		if code, out, errs := runDBCommand("import", where, "testdata/db/open.trf"); code != 0 || !strings.Contains(out, "imported event 1") {
			t.Fatalf("import into %s: exit %d\n%s%s", where, code, out, errs)
		}
		if code, out, errs := runDBCommand("import", where, "testdata/db/late-entries.csv", "--event", "1"); code != 0 || !strings.Contains(out, "added") {
			t.Fatalf("players CSV import into %s: exit %d\n%s%s", where, code, out, errs)
		}
		if code, out, errs := runDBCommand("import", where, "testdata/db/rapid3.pgn"); code != 0 {
			t.Fatalf("PGN import into %s: exit %d\n%s%s", where, code, out, errs)
		}
	}
	for _, args := range [][]string{
		{"1"}, {"1", "--format", "results-csv"}, {"1", "--format", "players-csv"}, {"2", "--format", "pgn"},
	} {
		_, fromFile, _ := runDBCommand(append([]string{"export", path}, args...)...)
		code, fromServer, errs := runDBCommand(append([]string{"export", url}, args...)...)
		if code != 0 || fromServer != fromFile || fromFile == "" {
			t.Errorf("export %v from the server: exit %d, %s\n%s\nfrom the file:\n%s", args, code, errs, fromServer, fromFile)
		}
	}
	if code, out, errs := runDBCommand("check", url); code != 0 || !strings.Contains(out, "records: results, pairings, byes, players and rule sets match their log") {
		t.Errorf("check: exit %d\n%s%s", code, out, errs)
	}
}

// A result changed with psql is named by db check, as an edit of a file
// is; a backup of the server refuses to seal it into a file.
func TestDB_ServerCheckNamesAnEditedResult(t *testing.T) {
	url := pgtest.Database(t)
	if code, out, errs := runDBCommand("import", url, "testdata/db/open.trf"); code != 0 {
		t.Fatalf("import: exit %d\n%s%s", code, out, errs)
	}
	pgtest.Exec(t, url, "UPDATE games SET result = '0-1' WHERE id = 1 AND result <> '0-1'")
	code, out, errs := runDBCommand("check", url)
	t.Logf("db check after the edit:\n%s%s", out, errs)
	if code == 0 || !strings.Contains(out, "records: 1 changed outside Arbiter Console") ||
		!strings.Contains(out, `game 1 (record `) || !strings.Contains(out, `result is "0-1"`) {
		t.Errorf("check after the edit: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runDBCommand("check", url, "--json")
	if code == 0 || !strings.Contains(out, `"ref":"game 1"`) {
		t.Errorf("check --json after the edit: exit %d\n%s%s", code, out, errs)
	}
	backup := filepath.Join(t.TempDir(), "backup.db")
	code, _, errs = runDBCommand("backup", url, backup)
	if code == 0 || !strings.Contains(errs, "1 record(s) changed outside Arbiter Console") {
		t.Errorf("backup of the edited event: exit %d, %s", code, errs)
	}
	if _, err := os.Stat(backup); !os.IsNotExist(err) {
		t.Errorf("the refused backup left %s: %v", backup, err)
	}
}

// db backup of a server writes a file copy of the event, verified; db
// protect on a server says why it does not key the log there.
func TestDB_ServerBackupAndProtect(t *testing.T) {
	url := pgtest.Database(t)
	if code, out, errs := runDBCommand("import", url, "testdata/db/open.trf"); code != 0 {
		t.Fatalf("import: exit %d\n%s%s", code, out, errs)
	}
	backup := filepath.Join(t.TempDir(), "backup.db")
	code, out, errs := runDBCommand("backup", url, backup)
	if code != 0 || !strings.Contains(out, "hash chains verify on both sides") {
		t.Fatalf("backup: exit %d\n%s%s", code, out, errs)
	}
	if code, out, errs := runDBCommand("check", backup); code != 0 {
		t.Errorf("check of the backup: exit %d\n%s%s", code, out, errs)
	}
	_, fromServer, _ := runDBCommand("export", url, "1")
	if _, fromBackup, _ := runDBCommand("export", backup, "1"); fromBackup != fromServer {
		t.Errorf("the backup exports\n%s\nthe server\n%s", fromBackup, fromServer)
	}
	if code, _, errs := runDBCommand("backup", url, url); code != 2 || !strings.Contains(errs, "db backup writes a file") {
		t.Errorf("backup onto a server: exit %d, %s", code, errs)
	}
	code, _, errs = runDBCommand("protect", url)
	if code == 0 || !strings.Contains(errs, "on a server its key would have to be on every console") {
		t.Errorf("protect on a server: exit %d, %s", code, errs)
	}
}
