package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend/pairingtest"
	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage/stores"
)

// Every real TRF file of engine/tournament/testdata/real (bbpPairings,
// JaVaFo, Swiss-Manager, Vega, lichess, FIDE: see its SOURCES) imports,
// passes db check and opens in the console's backend; its re-export reads
// back.
func TestDBImportRealTRF(t *testing.T) {
	files, err := filepath.Glob("../../engine/tournament/testdata/real/*.trf")
	if err != nil || len(files) < 10 {
		t.Fatalf("real files: %v, %v", files, err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "event.db")
			if code, _, errs := runDBCommand("import", path, file); code != 0 {
				t.Fatalf("import: exit %d: %s", code, errs)
			}
			if code, out, errs := runDBCommand("check", path); code != 0 {
				t.Fatalf("check: exit %d: %s%s", code, out, errs)
			}
			ctx := context.Background()
			s, err := stores.Open(ctx, path)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			b, err := backend.New(ctx, s)
			if err != nil {
				t.Fatalf("the console does not open it: %v", err)
			}
			defer b.Close()
			if _, ok := b.Event(); !ok {
				t.Fatal("the console opens no event")
			}
			code, out, errs := runDBCommand("export", path, "1")
			if code != 0 || !strings.HasPrefix(out, "012 ") {
				t.Fatalf("export: exit %d: %s", code, errs)
			}
			// the re-export holds what the file held (docs/formats.md lists
			// the differences of form)
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			in, err := tournament.ReadTRF(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			back, err := tournament.ReadTRF(strings.NewReader(out))
			if err != nil {
				t.Fatalf("the export does not read back: %v\n%s", err, out)
			}
			if !reflect.DeepEqual(in.Players, back.Players) || !reflect.DeepEqual(in.Rounds, back.Rounds) ||
				!reflect.DeepEqual(in.NextByes, back.NextByes) || !reflect.DeepEqual(in.Extra, back.Extra) || !reflect.DeepEqual(in.Teams, back.Teams) {
				t.Errorf("players, rounds, byes or kept lines differ after import and export")
			}
			ie, be := in.Event, back.Event
			if ie.Name != be.Name || ie.Start != be.Start || ie.End != be.End || ie.TimeControl != be.TimeControl ||
				ie.TimeControlTRF26 != be.TimeControlTRF26 || ie.RoundCount != be.RoundCount || ie.InitialColour != be.InitialColour ||
				ie.Scoring != be.Scoring || !reflect.DeepEqual(ie.ScoringCodes, be.ScoringCodes) || ie.ChiefArbiter != be.ChiefArbiter ||
				!reflect.DeepEqual(ie.Deputies, be.Deputies) || ie.Venue != be.Venue || ie.Federation != be.Federation || ie.Type != be.Type {
				t.Errorf("event differs after import and export:\n%+v\n%+v", ie, be)
			}
		})
	}
}

// A file whose time control cannot be read is imported with a warning,
// and --tc gives it one.
func TestDBImportTimeControl(t *testing.T) {
	file := "../../engine/tournament/testdata/real/javafo-aum-gros-2010.trf"
	path := filepath.Join(t.TempDir(), "event.db")
	code, _, errs := runDBCommand("import", path, file)
	if code != 0 || !strings.Contains(errs, `line 122 "moves/time, increment" is not a time control`) || !strings.Contains(errs, "--tc") {
		t.Fatalf("exit %d, stderr %q: want a warning naming line 122 and --tc", code, errs)
	}
	path2 := filepath.Join(t.TempDir(), "event.db")
	if code, _, errs := runDBCommand("import", path2, file, "--tc", "90 min/40 moves + 30 min + 30 sec/move"); code != 0 || errs != "" {
		t.Fatalf("--tc: exit %d, %s", code, errs)
	}
	ctx := context.Background()
	s, err := stores.Open(ctx, path2)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ts, _ := s.Tournaments(ctx)
	if len(ts) != 1 || ts[0].TimeControl != "40/5400+30:1800+30" {
		t.Fatalf("stored %+v", ts)
	}
	if code, _, errs := runDBCommand("import", filepath.Join(t.TempDir(), "x.db"), file, "--tc", "moves/time"); code == 0 || !strings.Contains(errs, "time control") {
		t.Errorf("a bad --tc: exit %d, %s", code, errs)
	}
}

func boardsOf(t *testing.T, out string) []boardJSON {
	t.Helper()
	var bs []boardJSON
	if err := json.Unmarshal([]byte(out), &bs); err != nil {
		t.Fatalf("%q: %v", out, err)
	}
	return bs
}

// enterResults gives every game of a round a result through db do.
func enterResults(t *testing.T, path string, boards []boardJSON) {
	t.Helper()
	for _, b := range boards {
		if b.Black == 0 {
			continue
		}
		if code, _, errs := runDBCommand("do", path, strconv.Itoa(b.Board), `{"kind":"result","result":"1-0"}`); code != 0 {
			t.Fatalf("board %d: %s", b.Board, errs)
		}
	}
}

// Round after round with a pairing program (the stand-in, speaking
// bbpPairings' command line): db pair stores the program's boards in its
// order and prints them; db export --format pairings prints the same; a
// withdrawn player is not paired again, a granted bye is kept; a round
// with a game unfinished is not closed.
func TestDBPairRoundAfterRound(t *testing.T) {
	prog := pairingtest.Program(t)
	path := filepath.Join(t.TempDir(), "event.db")
	if code, _, errs := runDBCommand("import", path, "testdata/pair/eight.trf"); code != 0 {
		t.Fatal(errs)
	}
	code, out, errs := runDBCommand("pair", path, "--program", prog, "--system", "dutch")
	if code != 0 {
		t.Fatalf("pair: exit %d: %s", code, errs)
	}
	r1 := boardsOf(t, out)
	if len(r1) != 4 || r1[0].Board != 1 || r1[3].Board != 4 {
		t.Fatalf("round 1: %+v", r1)
	}
	code, out, _ = runDBCommand("export", path, "1", "--format", "pairings", "--round", "1", "--json")
	if code != 0 || !equalBoards(boardsOf(t, out), r1) {
		t.Fatalf("export of round 1: %s, want %+v", out, r1)
	}
	if code, _, errs := runDBCommand("pair", path, "--program", prog); code == 0 || !strings.Contains(errs, "unfinished") {
		t.Fatalf("pairing with round 1 unfinished: exit %d, %s", code, errs)
	}
	enterResults(t, path, r1)
	if code, _, errs := runDBCommand("withdraw", path, "8", "--from", "2"); code != 0 {
		t.Fatal(errs)
	}
	if code, _, errs := runDBCommand("bye", path, "3", "2", "--points", "0.5"); code != 0 {
		t.Fatal(errs)
	}
	if code, _, errs := runDBCommand("bye", path, "3", "1", "--points", "0.5"); code == 0 || !strings.Contains(errs, "paired already") {
		t.Fatalf("a bye for a paired round: exit %d, %s", code, errs)
	}
	code, out, errs = runDBCommand("pair", path, "--program", prog)
	if code != 0 {
		t.Fatalf("round 2: exit %d: %s", code, errs)
	}
	r2 := boardsOf(t, out)
	for _, b := range r2 {
		if b.White == 8 || b.Black == 8 || b.White == 3 || b.Black == 3 {
			t.Errorf("round 2 pairs the withdrawn 8 or 3 on his bye: %+v", r2)
		}
	}
	// 6 players: 3 boards, no pairing-allocated bye
	if len(r2) != 3 || !strings.Contains(errs, "player 3 (Player03, Test): half-point bye") || !strings.Contains(errs, "player 8 (Player08, Test): withdrawn") {
		t.Errorf("round 2 %+v, stderr %q", r2, errs)
	}
	code, out, _ = runDBCommand("export", path, "1", "--format", "pairings", "--round", "2")
	want := "3\n"
	for _, b := range r2 {
		want += strconv.Itoa(b.White) + " " + strconv.Itoa(b.Black) + "\n"
	}
	if code != 0 || out != want {
		t.Errorf("pair list of round 2: %q, want %q", out, want)
	}
	code, out, _ = runDBCommand("export", path, "1", "--format", "trf")
	if code != 0 || !regexpLine(out, "Player03, Test", "0000 - H") || !regexpLine(out, "Player08, Test", "0000 - Z") {
		t.Errorf("TRF export lacks 3's H or 8's Z in round 2:\n%s", out)
	}
}

func regexpLine(text, who, what string) bool {
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, who) && strings.Contains(line, what) {
			return true
		}
	}
	return false
}

func equalBoards(a, b []boardJSON) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// The program's refusals come back with its own words: exit 1 (no
// pairing), 3 (bad input); nothing is stored.
func TestDBPairProgramRefuses(t *testing.T) {
	for _, tc := range []struct{ fail, want string }{
		{"1", "no valid pairing exists for the round (exit status 1): No valid pairing exists: the stand-in was told so"},
		{"3", "the program refused its input (exit status 3): Invalid line"},
		{"sleep", "did not finish in time"},
	} {
		t.Run(tc.fail, func(t *testing.T) {
			prog := pairingtest.Program(t)
			pairingtest.Fail(t, tc.fail)
			path := filepath.Join(t.TempDir(), "event.db")
			if code, _, errs := runDBCommand("import", path, "testdata/pair/eight.trf"); code != 0 {
				t.Fatal(errs)
			}
			code, out, errs := runDBCommand("pair", path, "--program", prog, "--timeout", "500ms")
			if code != 1 || out != "" || !strings.Contains(errs, tc.want) {
				t.Fatalf("exit %d, stdout %q, stderr %q: want exit 1 saying %q", code, out, errs, tc.want)
			}
			if code, out, _ := runDBCommand("export", path, "1", "--format", "pairings", "--json"); code == 0 {
				t.Errorf("a round was stored: %s", out)
			}
		})
	}
	if code, _, errs := runDBCommand("pair", filepath.Join(t.TempDir(), "x.db")); code != 2 || !strings.Contains(errs, "--program") {
		t.Errorf("without --program: exit %d, %s", code, errs)
	}
}
