package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
	"github.com/arbiterconsole/arbiter/storage/stores"
)

// newDB makes a database with one game of three moves and returns its path
// and the game's id.
func newDB(t *testing.T) (string, int64) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "arbiter.db")
	clock := func() time.Time { return time.Date(2026, 3, 14, 9, 30, 0, 0, time.UTC) }
	ctx := context.Background()
	s, err := stores.Create(ctx, path, stores.WithClock(clock))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	game, err := storage.UpdateValue(ctx, s.Update, func(tx storage.Tx) (int64, error) {
		tid, err := tx.AddTournament(ctx, storage.Tournament{Name: "Open", Rules: storage.RuleSet{Edition: "2018", GameType: "rapid", Supervision: "A.4"}, TimeControl: "15+10"})
		if err != nil {
			return 0, err
		}
		w, _ := tx.AddPlayer(ctx, storage.Player{TournamentID: tid, Name: "White, A"})
		b, _ := tx.AddPlayer(ctx, storage.Player{TournamentID: tid, Name: "Black, B"})
		r, _ := tx.AddRound(ctx, tid, 1)
		board, _ := tx.AddBoard(ctx, storage.Board{RoundID: r, Number: 1, WhiteID: w, BlackID: b})
		return tx.AddGame(ctx, board, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Date(2026, 3, 14, 9, 29, 58, 0, time.UTC)
	events := []laws.Event{
		{At: start, Kind: laws.KindStart},
		{At: start.Add(time.Second), Kind: laws.KindMove, Payload: laws.Payload{Move: "e2e4"}},
		{At: start.Add(2 * time.Second), Kind: laws.KindMove, Payload: laws.Payload{Move: "e7e5"}},
	}
	for i, e := range events {
		rec, err := gamelog.Encode(e)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Append(ctx, game, int64(i), []storage.EventRecord{rec}, storage.Ending{}); err != nil {
			t.Fatal(err)
		}
	}
	return path, game
}

func runDBCommand(args ...string) (code int, stdout, stderr string) {
	var out, errb strings.Builder
	code = run(append([]string{"db"}, args...), &out, &errb)
	return code, out.String(), errb.String()
}

func TestDB_CheckReportsCounts(t *testing.T) {
	path, _ := newDB(t)
	code, out, errs := runDBCommand("check", path)
	want := path + fmt.Sprintf(": Arbiter Console database, schema version %d\n", storage.SchemaVersion) +
		"1 event(s), 2 player(s), 1 round(s), 1 game(s), 3 game event(s)\n" +
		"hash chains: all verify\n" +
		"games: all fold through the engine\n" +
		"records: results, pairings, byes, players and rule sets match their log\n" +
		"protection: " + storage.Protection + "\n"
	if code != 0 || out != want {
		t.Errorf("db check: exit %d, stdout\n%s\nstderr %s\nwant\n%s", code, out, errs, want)
	}

	code, out, _ = runDBCommand("check", "--json", path)
	var rep checkReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 {
		t.Fatalf("db check --json: exit %d, %v: %s", code, err, out)
	}
	if rep.GameEvents != 3 || rep.Games != 1 || len(rep.Breaks) != 0 || !strings.Contains(out, `"breaks":[]`) {
		t.Errorf("db check --json = %s", out)
	}
}

func TestDB_CheckFailsOnBrokenChain(t *testing.T) {
	path, game := newDB(t)
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		t.Fatal(err)
	}
	_, err = db.Exec("DROP TRIGGER game_events_no_update; UPDATE game_events SET payload = replace(payload, 'e7e5', 'e7e6') WHERE seq = 3")
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	code, out, errs := runDBCommand("check", path, "--json")
	var rep checkReport
	json.Unmarshal([]byte(out), &rep)
	if code != 1 || len(rep.Breaks) != 1 || rep.Breaks[0] != (chainBreak{game, 3, "event content does not match its hash"}) {
		t.Errorf("exit %d, report %+v", code, rep)
	}
	if !strings.Contains(errs, "1 game(s) with a broken hash chain") {
		t.Errorf("stderr %q", errs)
	}
}

func TestDB_EventsPrintsLogAsJSONLines(t *testing.T) {
	path, game := newDB(t)
	code, out, errs := runDBCommand("events", path, fmt.Sprint(game))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 {
		t.Fatalf("%d lines, want 3:\n%s", len(lines), out)
	}
	var e eventLine
	if err := json.Unmarshal([]byte(lines[2]), &e); err != nil {
		t.Fatal(err)
	}
	if e.Seq != 3 || e.Kind != "move" || string(e.Payload) != `{"at":"2026-03-14T09:30:00Z","kind":"move","payload":{"move":"e7e5"}}` || e.Wall != "2026-03-14T09:30:00Z" || len(e.Hash) != 64 {
		t.Errorf("third line = %+v", e)
	}
}

func TestDB_BackupMakesAnOpenableCopy(t *testing.T) {
	path, game := newDB(t)
	to := filepath.Join(t.TempDir(), "copy.db")
	if code, out, errs := runDBCommand("backup", path, to); code != 0 || !strings.HasPrefix(out, "backed up ") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	s, err := stores.Open(context.Background(), to)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if evs, err := s.Events(context.Background(), game); err != nil || len(evs) != 3 {
		t.Errorf("copy holds %d events, %v", len(evs), err)
	}
}

func TestDB_Errors(t *testing.T) {
	notDB := filepath.Join(t.TempDir(), "notes.txt")
	os.WriteFile(notDB, []byte(strings.Repeat("round 1\n", 20)), 0o600)
	tests := []struct {
		args []string
		code int
		msg  string
	}{
		{nil, 2, "want a subcommand"},
		{[]string{"vacuum", "x.db"}, 2, `unknown db subcommand "vacuum"`},
		{[]string{"check"}, 2, "wrong number of arguments for db check"},
		{[]string{"events", "x.db", "first"}, 2, `game id "first"`},
		{[]string{"check", "--nonsense", "x.db"}, 2, "flag provided but not defined"},
		{[]string{"check", notDB}, 1, "is not an Arbiter Console database: file is not a database"},
		{[]string{"events", notDB, "1"}, 1, "is not an Arbiter Console database"},
	}
	for _, tt := range tests {
		code, _, errs := runDBCommand(tt.args...)
		if code != tt.code || !strings.Contains(errs, tt.msg) {
			t.Errorf("db %v: exit %d, stderr %q; want exit %d and %q", tt.args, code, errs, tt.code, tt.msg)
		}
	}
}

var updateDB = flag.Bool("update-db", false, "rewrite testdata/db/*.golden")

func TestDB_ImportThenExport(t *testing.T) {
	path := filepath.Join(t.TempDir(), "new", "arbiter.db")
	if err := os.Mkdir(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runDBCommand("import", path, "testdata/db/open.trf", "--game-type", "standard")
	if code != 0 || out != "imported event 1 \"Arbiter Console Test Open\": 5 player(s), 3 round(s)\n" {
		t.Fatalf("db import: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	code, out, errs = runDBCommand("import", path, "testdata/db/late-entries.csv", "--event", "1")
	if code != 0 || out != "added 2 player(s) to event 1\n" {
		t.Fatalf("db import csv: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	for _, format := range []string{"trf", "results-csv", "players-csv"} {
		t.Run(format, func(t *testing.T) {
			code, out, errs := runDBCommand("export", path, "1", "--format", format)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			golden := filepath.Join("testdata", "db", "open."+format+".golden")
			if *updateDB {
				if err := os.WriteFile(golden, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if out != string(want) {
				t.Errorf("db export --format %s:\n%s\nwant (%s):\n%s", format, out, golden, want)
			}
		})
	}
}

// What db export writes as CSV, db import reads back: the players and
// results of an event make it again in a new one.
func TestDB_CSVExportImportsBack(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "arbiter.db")
	if code, _, errs := runDBCommand("import", path, "testdata/db/open.trf", "--game-type", "standard"); code != 0 {
		t.Fatalf("db import trf: %s", errs)
	}
	for _, args := range [][]string{nil, {"--semicolon"}} {
		_, players, _ := runDBCommand(append([]string{"export", path, "1", "--format", "players-csv"}, args...)...)
		_, results, _ := runDBCommand(append([]string{"export", path, "1", "--format", "results-csv"}, args...)...)
		if len(args) > 0 && !strings.Contains(results, ";0,5;") {
			t.Errorf("--semicolon results:\n%s", results)
		}
		again := filepath.Join(dir, "again"+strings.Join(args, "")+".db")
		if code, _, errs := runDBCommand("import", again, "testdata/db/open.trf", "--game-type", "standard"); code != 0 {
			t.Fatal(errs)
		}
		// A second event in the new database, from the CSV files alone.
		s, err := stores.Open(context.Background(), again)
		if err != nil {
			t.Fatal(err)
		}
		err = s.Update(context.Background(), func(tx storage.Tx) error {
			_, err := tx.AddTournament(context.Background(), storage.Tournament{Name: "Again", Rules: storage.RuleSet{Edition: "2018", GameType: "standard"}, TimeControl: "5400+30"})
			return err
		})
		s.Close()
		if err != nil {
			t.Fatal(err)
		}
		for name, text := range map[string]string{"players.csv": players, "results.csv": results} {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if code, out, errs := runDBCommand("import", again, filepath.Join(dir, "players.csv"), "--event", "2"); code != 0 || out != "added 5 player(s) to event 2\n" {
			t.Fatalf("players: %d %q %q", code, out, errs)
		}
		if code, out, errs := runDBCommand("import", again, filepath.Join(dir, "results.csv"), "--event", "2"); code != 0 || out != "added 3 round(s) to event 2\n" {
			t.Fatalf("results: %d %q %q", code, out, errs)
		}
		_, back, _ := runDBCommand(append([]string{"export", again, "2", "--format", "results-csv"}, args...)...)
		if back != results {
			t.Errorf("%v: results of the event made from the CSV files:\n%s\nwant\n%s", args, back, results)
		}
	}
}

func TestDB_PGNImportThenExport(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arbiter.db")
	if code, _, errs := runDBCommand("import", path, "testdata/db/open.trf", "--game-type", "rapid"); code != 0 {
		t.Fatalf("db import trf: %s", errs)
	}
	code, out, errs := runDBCommand("import", path, "testdata/db/rapid3.pgn", "--event", "1", "--round", "4")
	if code != 0 || out != "read 3 game(s) (UTF-8): 3 stored, 0 with notes, 0 not imported\nevent 1 \"Arbiter Console Test Open\"\n" {
		t.Fatalf("db import pgn: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	code, out, errs = runDBCommand("export", path, "1", "--format", "pgn", "--round", "4")
	if code != 0 {
		t.Fatalf("db export pgn: exit %d: %s", code, errs)
	}
	// The games come back as they went in: their own tags and clocks.
	for _, want := range []string{`[Event "Casual rapid game"]`, `[Site "https://lichess.org/QSHDCSUp"]`, `[TimeControl "900+10"]`, "1. d4 {[%clk 0:15:00]}"} {
		if !strings.Contains(out, want) {
			t.Errorf("PGN export lacks %s:\n%.600s", want, out)
		}
	}
	if n := strings.Count(out, "[Event "); n != 3 {
		t.Errorf("%d games exported, want 3", n)
	}
}

// Without --event a PGN file makes its events from the tags; a Latin-1
// file is read as such and said so.
func TestDB_PGNImportMakesEvents(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arbiter.db")
	code, out, errs := runDBCommand("import", path, "testdata/db/latin1.pgn")
	want := "note: game 1 (Réti, Richard - Tartakower, Savielly), line 3: no PGN TimeControl for the new event \"Wien\"; it gets 40/5400+30:1800+30 until the arbiter sets its own\n" +
		"read 1 game(s) (Windows-1252 (Latin-1), converted to UTF-8 (3 line(s) converted from Windows-1252)): 1 stored, 1 with notes, 0 not imported\n" +
		"event 1 \"Wien\" (new)\n"
	if code != 0 || out != want {
		t.Fatalf("db import: exit %d, stderr %q, stdout\n%s\nwant\n%s", code, errs, out, want)
	}
	code, out, _ = runDBCommand("export", path, "1", "--format", "pgn")
	if code != 0 || !strings.Contains(out, `[White "Réti, Richard"]`) || !strings.Contains(out, "{Ein berühmtes Damenopfer.}") {
		t.Errorf("export: exit %d\n%s", code, out)
	}
}

func TestDB_ImportExportErrors(t *testing.T) {
	path, _ := newDB(t)
	tests := []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"import", path, "testdata/db/late-entries.csv"}, 2, "needs --event ID"},
		{[]string{"import", path, "testdata/db/open.trf", "--event", "1"}, 2, "a TRF file makes a new event"},
		{[]string{"import", path, "testdata/db/late-entries.csv", "--event", "99"}, 1, "FOREIGN KEY"},
		{[]string{"export", path, "1", "--format", "docx"}, 2, `unknown --format "docx"`},
		{[]string{"import", path, "testdata/db/rapid3.pgn", "--round", "2"}, 2, "--round is for a PGN file imported into an --event"},
		{[]string{"import", path, "testdata/db/rapid3.pgn", "--event", "99"}, 1, "event 99: not found"},
		{[]string{"import", path, "testdata/db/open.trf", "--edition", "2025"}, 2, `edition "2025"`},
		{[]string{"export", path, "first"}, 2, `event id "first"`},
		{[]string{"export", path, "7"}, 1, "event 7: not found"},
	}
	for _, tt := range tests {
		code, _, errs := runDBCommand(tt.args...)
		if code != tt.code || !strings.Contains(errs, tt.msg) {
			t.Errorf("db %v: exit %d, stderr %q; want exit %d and %q", tt.args, code, errs, tt.code, tt.msg)
		}
	}
}
