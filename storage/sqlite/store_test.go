package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
)

// testClock is a fixed instant; tests that need time to pass move it.
var testClock = time.Date(2026, 3, 14, 9, 30, 15, 250_000_000, time.UTC)

func fixedClock() time.Time { return testClock }

// newTestStore creates an empty database in a fresh temporary folder.
func newTestStore(t *testing.T) *Store {
	t.Helper()
	s, err := Create(filepath.Join(t.TempDir(), "arbiter.db"), WithClock(fixedClock))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// fixture is a small event: one round, two boards with a game each.
type fixture struct {
	tournament, round int64
	players           [4]int64
	boards            [2]int64
	games             [2]int64
}

func addFixture(t *testing.T, s *Store) fixture {
	t.Helper()
	ctx := context.Background()
	var f fixture
	var err error
	must := func(id int64, err error) int64 {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	f.tournament = must(s.AddTournament(ctx, storage.Tournament{
		Name: "Oslo Rapid Open", Venue: "Oslo", StartDate: "2026-03-14", EndDate: "2026-03-15",
		Rules:       storage.RuleSet{Edition: "2023", GameType: "rapid", Supervision: "A.4", Regulations: []byte(`{"default_time_s":0}`)},
		TimeControl: "15+10",
	}))
	for i, name := range []string{"Carlsen, Magnus", "Tari, Aryan", "Hammer, Jon Ludvig", "Christiansen, Johan-Sebastian"} {
		f.players[i] = must(s.AddPlayer(ctx, storage.Player{TournamentID: f.tournament, Name: name, FIDEID: int64(1503014 + i), Rating: 2800 - 50*i, Federation: "NOR", Title: "GM"}))
	}
	f.round = must(s.AddRound(ctx, f.tournament, 1))
	for i := range f.boards {
		f.boards[i] = must(s.AddBoard(ctx, storage.Board{RoundID: f.round, Number: i + 1, WhiteID: f.players[2*i], BlackID: f.players[2*i+1]}))
		f.games[i], err = s.AddGame(ctx, f.boards[i], startFEN)
		if err != nil {
			t.Fatal(err)
		}
	}
	return f
}

const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

func TestOpen_DurabilityPragmasTakeEffect(t *testing.T) {
	s := newTestStore(t)
	ctx := context.Background()
	for _, p := range []struct{ name, want string }{
		{"journal_mode", "wal"},
		{"synchronous", "2"},
		{"foreign_keys", "1"},
		{"busy_timeout", "5000"},
		{"application_id", "1095909955"},
		{"user_version", "10"},
	} {
		var got string
		if err := s.w.QueryRowContext(ctx, "PRAGMA "+p.name).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != p.want {
			t.Errorf("PRAGMA %s = %q, want %q", p.name, got, p.want)
		}
	}
	if latestVersion() != 10 {
		t.Errorf("latestVersion() = %d; update the user_version row above", latestVersion())
	}
}

func TestOpen_ReaderPoolCannotWrite(t *testing.T) {
	s := newTestStore(t)
	_, err := s.r.Exec("INSERT INTO tournaments (name, laws_edition, game_type, time_control) VALUES ('x', '2023', 'rapid', '15+10')")
	if err == nil {
		t.Fatal("insert through the read-only pool succeeded")
	}
}

func TestCreate_RefusesExistingFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arbiter.db")
	if err := os.WriteFile(path, []byte("notes"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := Create(path)
	if !errors.Is(err, storage.ErrExist) {
		t.Fatalf("Create on an existing file: err = %v, want ErrExist", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "notes" {
		t.Errorf("Create changed the existing file to %q", b)
	}
}

func TestCreate_LeavesNoTemporaryFiles(t *testing.T) {
	dir := t.TempDir()
	s, err := Create(filepath.Join(dir, "arbiter.db"))
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	// The lock file stays: removing it would race with a second opener.
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if len(names) != 2 || names[0] != "arbiter.db" || names[1] != "arbiter.db.lock" {
		t.Errorf("folder holds %v after Create and Close, want arbiter.db and its lock file", names)
	}
}

func TestOpenOrCreate_MakesFolderThenReopens(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config", "arbiter-console", "arbiter.db")
	s, err := OpenOrCreate(path)
	if err != nil {
		t.Fatal(err)
	}
	id, err := s.AddTournament(context.Background(), storage.Tournament{Name: "Club Blitz", Rules: storage.RuleSet{Edition: "2023", GameType: "blitz"}, TimeControl: "3+2"})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	s, err = OpenOrCreate(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if got, err := s.Tournament(context.Background(), id); err != nil || got.Name != "Club Blitz" {
		t.Errorf("after reopening: %+v, %v", got, err)
	}
}

func TestDefaultPath_InUserConfigDir(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	t.Setenv("HOME", dir)
	t.Setenv("AppData", dir)
	cfg, err := os.UserConfigDir()
	if err != nil {
		t.Skip("no user configuration folder here:", err)
	}
	got, err := DefaultPath()
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(cfg, "arbiter-console", "arbiter.db"); got != want {
		t.Errorf("DefaultPath() = %q, want %q", got, want)
	}
}

func TestFileURI_EscapesSpecialCharacters(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "Open 2026 #1?x")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "a%20b.db")
	s, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := os.Stat(path); err != nil {
		t.Errorf("database not at the exact path: %v", err)
	}
}

func TestCheckPragmas_RefusesWeakerSettings(t *testing.T) {
	path := filepath.Join(t.TempDir(), "weak.db")
	// What the driver does without our DSN: WAL with synchronous NORMAL.
	db, err := sql.Open("sqlite3", fileURI(path, url.Values{"_journal_mode": {"WAL"}, "_fk": {"on"}}))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	err = checkPragmas(context.Background(), db)
	if err == nil || !strings.Contains(err.Error(), `pragma synchronous is "1", want "2"`) {
		t.Errorf("checkPragmas = %v, want synchronous refused", err)
	}
}
