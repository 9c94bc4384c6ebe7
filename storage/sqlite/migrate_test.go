package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/arbiterconsole/arbiter/storage"
)

// createAt makes a database at schema version k holding the data of
// testdata/migrate/vK.sql and three events in game 1.
func createAt(t *testing.T, path string, k int) []storage.EventRecord {
	t.Helper()
	ctx := context.Background()
	s, err := openWriter(path, []Option{WithClock(fixedClock)})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.applyAll(ctx, loadMigrations()[:k]); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(fmt.Sprintf("testdata/migrate/v%d.sql", k))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.w.ExecContext(ctx, string(data)); err != nil {
		t.Fatalf("v%d.sql: %v", k, err)
	}
	events, err := appendEnd(ctx, s, 1, []storage.EventRecord{move("d4"), move("Nf6"), move("c4")})
	if err != nil {
		t.Fatal(err)
	}
	return events
}

// schemaOf lists every schema object's SQL, in name order.
func schemaOf(t *testing.T, s *Store) string {
	t.Helper()
	rows, err := s.r.Query("SELECT type, name, coalesce(sql, '') FROM sqlite_schema ORDER BY name")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var b strings.Builder
	for rows.Next() {
		var typ, name, sql string
		if err := rows.Scan(&typ, &name, &sql); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s %s: %s\n", typ, name, sql)
	}
	return b.String()
}

func TestMigrate_FromEveryOlderVersion(t *testing.T) {
	fresh := newTestStore(t)
	want := schemaOf(t, fresh)
	ctx := context.Background()
	for k := 1; k < latestVersion(); k++ {
		t.Run(fmt.Sprintf("v%d", k), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "arbiter.db")
			events := createAt(t, path, k)
			s, err := Open(path, WithClock(fixedClock))
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			checkUpgradeBackup(t, UpgradeBackupPath(path, k, testClock), k)
			if got := schemaOf(t, s); got != want {
				t.Errorf("schema after migrating from v%d:\n%s\nwant, as created:\n%s", k, got, want)
			}

			tm, err := s.Tournament(ctx, 1)
			if err != nil || tm.Name != "Tromsø Rapid" || string(tm.Rules.Regulations) != `{"draw_offers":"after 30"}` {
				t.Errorf("event after migration: %+v, %v", tm, err)
			}
			p, err := s.Player(ctx, 1)
			wantP := storage.Player{ID: 1, TournamentID: 1, Name: "Firouzja, Alireza", FIDEID: 12573981, Rating: 2760, Federation: "FRA", Title: "GM"}
			if err != nil || p != wantP {
				t.Errorf("player after migration: %+v, %v; want %+v", p, err, wantP)
			}
			got, err := s.Events(ctx, 1)
			if err != nil || len(got) != len(events) || got[2].Hash != events[2].Hash {
				t.Errorf("events after migration: %v, %v", got, err)
			}
			if k >= 2 {
				if bs, err := s.ArbiterBoards(ctx, 1); err != nil || len(bs) != 1 || bs[0].ID != 1 {
					t.Errorf("arbiter's boards after migration: %v, %v", bs, err)
				}
			}
			// The upgraded database takes new data of the latest schema.
			p.ID, p.FIDEID, p.Name, p.Language, p.VisuallyImpaired = 0, 0, "Kosteniuk, Alexandra", "ru", true
			if _, err := s.AddPlayer(ctx, p); err != nil {
				t.Error(err)
			}
		})
	}
}

func TestMigrate_FailedMigrationLeavesVersion(t *testing.T) {
	fsys := fstest.MapFS{
		"m/0001_base.sql":   {Data: []byte("CREATE TABLE a (x INTEGER);")},
		"m/0002_broken.sql": {Data: []byte("CREATE TABLE b (y INTEGER); INSERT INTO nowhere VALUES (1);")},
	}
	ms, err := parseMigrations(fsys, "m")
	if err != nil {
		t.Fatal(err)
	}
	s, err := openWriter(filepath.Join(t.TempDir(), "x.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	err = s.applyAll(context.Background(), ms)
	if err == nil || !strings.Contains(err.Error(), "migration 2 (broken)") {
		t.Fatalf("err = %v, want migration 2 to fail", err)
	}
	var version, tablesB int
	s.w.QueryRow("PRAGMA user_version").Scan(&version)
	s.w.QueryRow("SELECT count(*) FROM sqlite_schema WHERE name = 'b'").Scan(&tablesB)
	if version != 1 || tablesB != 0 {
		t.Errorf("after the failed migration: version %d, table b exists: %v; want version 1 and no table b", version, tablesB == 1)
	}
}

func TestParseMigrations_RefusesBadNames(t *testing.T) {
	tests := []struct {
		name  string
		files []string
		want  string
	}{
		{"gap", []string{"0001_a.sql", "0003_c.sql"}, "version 3, want 2"},
		{"no number", []string{"first.sql"}, "not NNNN_name.sql"},
		{"not sql", []string{"0001_a.txt"}, "not NNNN_name.sql"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{}
			for _, f := range tt.files {
				fsys["m/"+f] = &fstest.MapFile{Data: []byte("SELECT 1;")}
			}
			_, err := parseMigrations(fsys, "m")
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want it to contain %q", err, tt.want)
			}
		})
	}
}

func TestOpenReadOnly_RefusesOldSchema(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arbiter.db")
	createAt(t, path, 1)
	if _, err := OpenReadOnly(path); err == nil || errors.Is(err, storage.ErrTooNew) {
		t.Errorf("OpenReadOnly of a v1 database: err = %v, want an upgrade-first error", err)
	}
}

// checkUpgradeBackup checks that the backup taken before an upgrade is the
// database as it was, at schema version k.
func checkUpgradeBackup(t *testing.T, path string, k int) {
	t.Helper()
	db, err := sql.Open("sqlite3", fileURI(path, url.Values{"mode": {"ro"}}))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var version, events int
	if err := db.QueryRow("PRAGMA user_version").Scan(&version); err != nil {
		t.Fatalf("backup before upgrade: %v", err)
	}
	db.QueryRow("SELECT count(*) FROM game_events").Scan(&events)
	if version != k || events != 3 {
		t.Errorf("backup before upgrade: version %d with %d events, want version %d with 3", version, events, k)
	}
}

// An upgrade that gives records a column seals them again as they now
// are, except a record edited outside Arbiter Console before it: that
// edit stays reported, not laundered into the log.
func TestMigrate_KeepsAnEditOutsideReported(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "arbiter.db")
	s, err := openWriter(path, []Option{WithClock(fixedClock)})
	if err != nil {
		t.Fatal(err)
	}
	ms := loadMigrations()
	if err := s.applyAll(ctx, ms[:len(ms)-1]); err != nil {
		t.Fatal(err)
	}
	tid, err := s.AddTournament(ctx, storage.Tournament{Name: "Open", Rules: storage.RuleSet{Edition: "2023", GameType: "rapid"}, TimeControl: "15+10"})
	if err != nil {
		t.Fatal(err)
	}
	pid, err := s.AddPlayer(ctx, storage.Player{TournamentID: tid, Name: "Birch, Eva", Rating: 2480})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.w.ExecContext(ctx, "UPDATE players SET rating = 2999 WHERE id = ?", pid); err != nil {
		t.Fatal(err)
	}
	s.Close()

	s, err = Open(path, WithClock(fixedClock))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	breaks, err := s.VerifyRecords(ctx)
	want := fmt.Sprintf("player %d", pid)
	if err != nil || len(breaks) != 1 || breaks[0].Ref != want || !strings.Contains(breaks[0].Reason, "rating is 2999, recorded 2480") {
		t.Errorf("after the upgrade: %+v, %v; want %s's edited rating named alone", breaks, err, want)
	}
}
