package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
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
			if ie.Name == "" { // a file without 012 is stored under its own name
				ie.Name = strings.TrimSuffix(filepath.Base(file), ".trf")
			}
			if ie.Name != be.Name || ie.Start != be.Start || ie.End != be.End || ie.TimeControl != be.TimeControl ||
				ie.TimeControlTRF26 != be.TimeControlTRF26 || ie.RoundCount != be.RoundCount || ie.InitialColour != be.InitialColour ||
				ie.Scoring != be.Scoring || !reflect.DeepEqual(ie.ScoringCodes, be.ScoringCodes) || ie.ChiefArbiter != be.ChiefArbiter ||
				!reflect.DeepEqual(ie.Deputies, be.Deputies) || ie.Venue != be.Venue || ie.Federation != be.Federation || ie.Type != be.Type {
				t.Errorf("event differs after import and export:\n%+v\n%+v", ie, be)
			}
			// each round's boards as the pairing program would read them:
			// every game once, the pairing-allocated byes last, boards 1..n
			for _, r := range in.Rounds {
				code, out, errs := runDBCommand("export", path, "1", "--format", "pairings", "--round", strconv.Itoa(r.Number), "--json")
				if code != 0 {
					t.Fatalf("round %d: pairings: exit %d: %s", r.Number, code, errs)
				}
				var boards []struct{ Board, White, Black int }
				if err := json.Unmarshal([]byte(out), &boards); err != nil {
					t.Fatalf("round %d: pairings JSON: %v\n%s", r.Number, err, out)
				}
				want := map[[2]int]bool{}
				for _, p := range r.Pairings {
					if !p.IsBye() || p.Result.Outcome == tournament.PairingBye {
						want[[2]int{p.White, p.Black}] = true
					}
				}
				if len(boards) != len(want) {
					t.Errorf("round %d: %d boards, want %d", r.Number, len(boards), len(want))
				}
				bye := false // pairing-allocated byes come after the games
				for i, b := range boards {
					bye = bye || b.Black == 0
					if b.Board != i+1 || !want[[2]int{b.White, b.Black}] || (bye && b.Black != 0) {
						t.Errorf("round %d: board %d is %+v, not one of the file's pairs in board order", r.Number, i+1, b)
					}
				}
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

// What an outside check might throw at db import: each file is refused
// with its line (and the column where there is one), the exit is 1 and no
// database is left behind.
func TestDBImportRefusesHostileTRF(t *testing.T) {
	player := func(rank int, name string, fide int, rounds string) string {
		return fmt.Sprintf("001 %4d m    %-33s 2000 GER %11d 1990/01/01  0.0 %4d%s", rank, name, fide, rank, rounds)
	}
	many := []string{"012 Big"}
	for r := 1; r <= 9999; r++ {
		many = append(many, player(r, fmt.Sprintf("P%d, X", r), 100000+r, ""))
	}
	tests := []struct{ name, file, want string }{
		{"empty", "", "line 1: the file is empty"},
		{"only 012", "012 Open\r\n", "line 1: no player line (001)"},
		{"001 cut inside the FIDE id", "012 Open\n" + player(1, "Alder, Tom", 1500001, "")[:62], "line 2: the line ends at col 62, inside the FIDE id (cols 58-68)"},
		{"duplicate start rank", "012 Open\n" + player(1, "Alder, Tom", 1, "") + "\n" + player(1, "Birch, Ann", 2, ""), "line 3: start rank 1 is also on line 2"},
		{"FIDE id twice", "012 Open\n" + player(1, "Alder, Tom", 7, "") + "\n" + player(2, "Alder, Thomas", 7, ""), "line 3: FIDE id 7 (cols 58-68) is also on line 2"},
		{"opponent not a player", "012 Open\n" + player(1, "Alder, Tom", 1, "     7 w 1"), "line 2: round 1: player 1: opponent 7 is not a player"},
		{"asymmetric pairing", "012 Open\n" + player(1, "Alder, Tom", 1, "     2 w 1") + "\n" + player(2, "Birch, Ann", 2, "     3 b 0") + "\n" + player(3, "Cedar, Jon", 3, "     2 w 1"),
			"line 2: round 1: player 1 plays 2, but player 2's line (line 3) does not play 1"},
		{"10000 players", strings.Join(many, "\n") + "\n" + player(10000, "Last, One", 99, ""), `line 10001: start rank "10000"`},
		{"binary junk", "012 Open\n\x00\x9f\xff\xfe\x01binary", "line 2: control character U+0000 in col 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			file, path := filepath.Join(dir, "in.trf"), filepath.Join(dir, "event.db")
			if err := os.WriteFile(file, []byte(tt.file), 0o644); err != nil {
				t.Fatal(err)
			}
			code, _, errs := runDBCommand("import", path, file)
			if code != 1 || !strings.Contains(errs, "trf: "+tt.want) {
				t.Errorf("exit %d, stderr %q; want exit 1 and %q", code, errs, tt.want)
			}
			if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("a database is left behind: %v", err)
			}
		})
	}
}
