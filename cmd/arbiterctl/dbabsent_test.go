package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend/pairingtest"
)

// A player defaulted in round 1 (a forfeit against him, never at the
// board) is not paired in round 2: db pair gives the program his
// zero-point bye (0000 - Z in round 2's column) and says why on stderr. A
// forfeit against a player marked present at the check-in keeps him in
// the pairing. db bye --cancel takes the absence's bye back: he is paired.
func TestDBPairLeavesOutThePlayerDefaulted(t *testing.T) {
	prog := pairingtest.Program(t)
	path := filepath.Join(t.TempDir(), "event.db")
	if code, _, errs := runDBCommand("import", path, "testdata/pair/eight.trf"); code != 0 {
		t.Fatal(errs)
	}
	code, out, errs := runDBCommand("pair", path, "--program", prog)
	if code != 0 {
		t.Fatalf("round 1: exit %d: %s", code, errs)
	}
	r1 := boardsOf(t, out)
	do := func(board int, cmd string) {
		t.Helper()
		if code, _, errs := runDBCommand("do", path, strconv.Itoa(board), cmd); code != 0 {
			t.Fatalf("board %d: %s: %s", board, cmd, errs)
		}
	}
	// Board 1: Black never came; board 2: Black came (checked in), then
	// lost by forfeit all the same; the others are played.
	do(1, `{"kind":"result","result":"+/-"}`)
	do(2, `{"kind":"present","side":"black"}`)
	do(2, `{"kind":"result","result":"+/-"}`)
	do(3, `{"kind":"result","result":"1-0"}`)
	do(4, `{"kind":"result","result":"0-1"}`)
	absent, present := r1[0].Black, r1[1].Black

	// Round 2, as the program would be given it.
	code, out, errs = runDBCommand("export", path, "1", "--format", "trf")
	if code != 0 {
		t.Fatal(errs)
	}
	if !absentIn(out, absent, 2) || absentIn(out, present, 2) {
		t.Fatalf("the export does not give %d (absent) alone 0000 - Z in round 2:\n%s", absent, out)
	}
	// Taken back: he came and apologised.
	if code, _, errs := runDBCommand("bye", path, strconv.Itoa(absent), "2", "--cancel"); code != 0 {
		t.Fatalf("taking the absence back: %s", errs)
	}
	code, out, _ = runDBCommand("export", path, "1", "--format", "trf")
	if code != 0 || absentIn(out, absent, 2) {
		t.Fatalf("taken back, %d still has 0000 - Z in round 2:\n%s", absent, out)
	}
	if code, _, errs := runDBCommand("bye", path, strconv.Itoa(absent), "2", "--cancel"); code == 0 {
		t.Errorf("a second take-back passed: %s", errs)
	}
	code, out, errs = runDBCommand("pair", path, "--program", prog)
	if code != 0 {
		t.Fatalf("round 2: exit %d: %s", code, errs)
	}
	if !paired(boardsOf(t, out), absent) || !paired(boardsOf(t, out), present) {
		t.Errorf("round 2 %s: %d (taken back) and %d (present) are to be paired", out, absent, present)
	}
	if strings.Contains(errs, "absent") {
		t.Errorf("stderr %q: nobody is absent any more", errs)
	}
}

// The rule itself, through db pair alone: the player defaulted is left
// out, in the TRF the program was given, and stderr says why.
func TestDBPairGivesTheAbsentAZeroPointBye(t *testing.T) {
	prog := pairingtest.Program(t)
	given := pairingtest.KeepInput(t)
	path := filepath.Join(t.TempDir(), "event.db")
	if code, _, errs := runDBCommand("import", path, "testdata/pair/eight.trf"); code != 0 {
		t.Fatal(errs)
	}
	code, out, errs := runDBCommand("pair", path, "--program", prog)
	if code != 0 {
		t.Fatalf("round 1: exit %d: %s", code, errs)
	}
	r1 := boardsOf(t, out)
	for _, b := range r1 {
		result := "1-0"
		if b.Board == 2 {
			result = "-/+" // White never came
		}
		if code, _, errs := runDBCommand("do", path, strconv.Itoa(b.Board), `{"kind":"result","result":"`+result+`"}`); code != 0 {
			t.Fatal(errs)
		}
	}
	absent := r1[1].White
	code, out, errs = runDBCommand("pair", path, "--program", prog)
	if code != 0 {
		t.Fatalf("round 2: exit %d: %s", code, errs)
	}
	if r2 := boardsOf(t, out); paired(r2, absent) || len(r2) != 4 {
		t.Errorf("round 2 %+v pairs %d, absent in round 1; want 3 boards and the bye", r2, absent)
	}
	if want := "player " + strconv.Itoa(absent) + " (Player0" + strconv.Itoa(absent) + ", Test): absent in round 1: zero-point bye"; !strings.Contains(errs, want) {
		t.Errorf("stderr %q, want %q", errs, want)
	}
	data, err := os.ReadFile(given)
	if err != nil {
		t.Fatal(err)
	}
	if !absentIn(string(data), absent, 2) {
		t.Errorf("the program was not given %d's 0000 - Z in round 2:\n%s", absent, data)
	}
	code, out, _ = runDBCommand("export", path, "1", "--format", "trf")
	if code != 0 || !absentIn(out, absent, 2) {
		t.Errorf("round 2 stored without %d's zero-point bye:\n%s", absent, out)
	}
}

// absentIn reports whether the player line of start rank rank has a
// zero-point bye (0000 - Z) in round n's column.
func absentIn(trf string, rank, n int) bool {
	for _, line := range strings.Split(trf, "\n") {
		if len(line) < 8 || line[:3] != "001" || strings.TrimSpace(line[4:8]) != strconv.Itoa(rank) {
			continue
		}
		at := 91 + 10*(n-1)
		return len(line) >= at+8 && line[at:at+8] == "0000 - Z"
	}
	return false
}

func paired(boards []boardJSON, rank int) bool {
	for _, b := range boards {
		if b.White == rank || b.Black == rank {
			return true
		}
	}
	return false
}
