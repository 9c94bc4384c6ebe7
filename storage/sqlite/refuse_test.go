package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
)

// fileState is what a refusal must leave unchanged.
type fileState struct {
	data    []byte
	modTime time.Time
	names   []string // every file in the folder
}

func stateOf(t *testing.T, path string) fileState {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(filepath.Dir(path))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return fileState{data, fi.ModTime(), names}
}

// rawExec runs statements on a plain connection to path, the way another
// program would.
func rawExec(t *testing.T, path string, stmts ...string) {
	t.Helper()
	db, err := sql.Open("sqlite3", fileURI(path, nil))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, s := range stmts {
		if _, err := db.Exec(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

// makeOurs creates a closed Arbiter Console database holding the fixture,
// with a few events in each game.
func makeOurs(t *testing.T, path string) fixture {
	t.Helper()
	s, err := Create(path, WithClock(fixedClock))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	f := addFixture(t, s)
	for _, g := range f.games {
		for _, san := range []string{"e4", "c5", "Nf3", "d6", "d4"} {
			if _, err := appendEnd(context.Background(), s, g, []storage.EventRecord{move(san)}); err != nil {
				t.Fatal(err)
			}
		}
	}
	return f
}

// corruptPage overwrites the middle of the database's last page.
func corruptPage(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	const pageSize = 4096
	last := len(data) - pageSize
	for i := last; i < last+pageSize/2; i++ {
		data[i] = 0xA5
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
}

func TestOpen_RefusesWithoutTouchingTheFile(t *testing.T) {
	tests := []struct {
		name    string
		make    func(t *testing.T, path string)
		want    error
		message string // the error's text after "storage: PATH"
	}{
		{"text file", func(t *testing.T, path string) {
			os.WriteFile(path, []byte("Round 1 pairings\nBoard 1: Carlsen - Tari\n"+strings.Repeat("x", 200)), 0o600)
		}, storage.ErrNotDatabase, " is not an Arbiter Console database: file is not a database"},
		{"empty file", func(t *testing.T, path string) {
			os.WriteFile(path, nil, 0o600)
		}, storage.ErrNotDatabase, " is not an Arbiter Console database: file is not a database"},
		{"SQLite header then garbage", func(t *testing.T, path string) {
			os.WriteFile(path, append([]byte(sqliteMagic), make([]byte, 4096)...), 0o600)
		}, storage.ErrNotDatabase, ""},
		{"another application's database", func(t *testing.T, path string) {
			rawExec(t, path, "CREATE TABLE notes (body TEXT)", "INSERT INTO notes VALUES ('hello')")
		}, storage.ErrForeignApp, " is not an Arbiter Console database: SQLite database of another application (application_id 0x00000000)"},
		{"another application's WAL database", func(t *testing.T, path string) {
			rawExec(t, path, "PRAGMA journal_mode = WAL", "PRAGMA application_id = 1234", "CREATE TABLE notes (body TEXT)")
		}, storage.ErrForeignApp, " is not an Arbiter Console database: SQLite database of another application (application_id 0x000004d2)"},
		{"newer version", func(t *testing.T, path string) {
			makeOurs(t, path)
			rawExec(t, path, fmt.Sprintf("PRAGMA user_version = %d", latestVersion()+1))
		}, storage.ErrTooNew, fmt.Sprintf(": database is from a newer version of Arbiter Console (schema version %d, this build knows up to %d)", latestVersion()+1, latestVersion())},
		{"corrupt page", func(t *testing.T, path string) {
			makeOurs(t, path)
			corruptPage(t, path)
		}, storage.ErrCorrupt, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "candidate.db")
			tt.make(t, path)
			before := stateOf(t, path)
			// A refusal must not touch even the modification time.
			past := time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)
			if err := os.Chtimes(path, past, past); err != nil {
				t.Fatal(err)
			}
			before.modTime = past

			for _, open := range []struct {
				name string
				fn   func(string, ...Option) (*Store, error)
			}{{"Open", Open}, {"OpenReadOnly", OpenReadOnly}, {"OpenOrCreate", OpenOrCreate}} {
				s, err := open.fn(path)
				t.Logf("%s: %v", open.name, err)
				if err == nil {
					s.Close()
					t.Fatalf("%s succeeded, want %v", open.name, tt.want)
				}
				if !errors.Is(err, tt.want) {
					t.Errorf("%s: err = %v, want %v", open.name, err, tt.want)
				}
				if prefix := "storage: " + path; !strings.HasPrefix(err.Error(), prefix+tt.message) {
					t.Errorf("%s: message %q, want it to start %q", open.name, err, prefix+tt.message)
				}
			}
			after := stateOf(t, path)
			if string(after.data) != string(before.data) {
				t.Error("file content changed")
			}
			if !after.modTime.Equal(before.modTime) {
				t.Errorf("modification time changed from %v to %v", before.modTime, after.modTime)
			}
			if strings.Join(after.names, " ") != strings.Join(before.names, " ") {
				t.Errorf("folder held %v, now %v", before.names, after.names)
			}
		})
	}
}

func TestOpen_MissingFile(t *testing.T) {
	_, err := Open(filepath.Join(t.TempDir(), "absent.db"))
	if !errors.Is(err, os.ErrNotExist) {
		t.Errorf("err = %v, want os.ErrNotExist", err)
	}
}
