package tournament

import (
	"bytes"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
)

// bbpPairings' expected output for its own Dutch 2025 test C5 reads as
// the next round of its input, in the program's order, 6 with the bye.
func TestReadPairListBBP(t *testing.T) {
	f, err := os.Open("testdata/pairlists/bbp-dutch-2025-C5.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pairs, err := ReadPairList(f)
	if err != nil {
		t.Fatal(err)
	}
	want := []Pairing{{Board: 1, White: 1, Black: 5}, {Board: 2, White: 3, Black: 2}, {White: 6, Result: Result{Outcome: PairingBye}}}
	if !reflect.DeepEqual(pairs, want) {
		t.Fatalf("pairs %+v, want %+v", pairs, want)
	}
	tm := readTRF(t, readFile(t, "testdata/real/bbp-dutch-2025-C5.trf"))
	round, err := tm.NextRound(pairs)
	if err != nil {
		t.Fatal(err)
	}
	// player 4 is absent in round 3 (0000 - Z in the file)
	want = append(want, Pairing{White: 4, Result: Result{Outcome: ZeroPointBye}})
	if round.Number != 3 || !reflect.DeepEqual(round.Pairings, want) {
		t.Fatalf("round %d %+v, want round 3 %+v", round.Number, round.Pairings, want)
	}
	var out bytes.Buffer
	if err := WritePairList(&out, round); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != "3\n1 5\n3 2\n6 0\n" {
		t.Errorf("written back %q", got)
	}
}

func TestReadPairListRefuses(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"empty", "", "empty"},
		{"count", "x\n1 2\n", "line 1"},
		{"count differs", "2\n1 2\n", "says 2 pair(s), the list has 1"},
		{"three numbers", "1\n1 2 3\n", "line 2"},
		{"twice", "2\n1 2\n3 1\n", "player 1 is also paired on line 2"},
		{"self", "1\n4 4\n", "against himself"},
		{"bye as white", "1\n0 4\n", "line 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadPairList(strings.NewReader(tc.in))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// A withdrawn player and a player with a granted bye are not paired; the
// next round's TRF column says so to the pairing program.
func TestNextRoundHonoursByesAndWithdrawals(t *testing.T) {
	tm := readTRF(t, readFile(t, "testdata/real/bbp-dutch-2025-C9.trf"))
	tm.Requests = []ByeRequest{{StartRank: 1, Round: 2, Outcome: HalfPointBye}}
	tm.Withdrawals = []Withdrawal{{StartRank: 5, From: 2}}
	if _, err := tm.NextRound([]Pairing{{Board: 1, White: 1, Black: 2}, {Board: 2, White: 3, Black: 4}}); err == nil ||
		!strings.Contains(err.Error(), "player 1 is paired, but has bye ½") {
		t.Fatalf("pairing a player with a bye: %v", err)
	}
	round, err := tm.NextRound([]Pairing{{Board: 1, White: 2, Black: 3}, {White: 4, Result: Result{Outcome: PairingBye}}})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(round.Pairings); n != 4 {
		t.Fatalf("round %+v: want a game, the PAB, 1's half-point bye and 5's absence", round.Pairings)
	}
	var out bytes.Buffer
	if err := WriteTRF(&out, tm); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"3 w 1  0000 - H", "0000 - Z  0000 - Z"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("TRF for the pairing program lacks %q:\n%s", want, out.String())
		}
	}
	tm.Requests = append(tm.Requests, ByeRequest{StartRank: 1, Round: 1, Outcome: HalfPointBye})
	if err := tm.Validate(); err == nil || !errors.Is(err, err) || !strings.Contains(err.Error(), "paired already") {
		t.Errorf("a bye for a paired round: %v", err)
	}
}

// A program's pairing that does not fit the event is refused with a
// PairError naming its kind, round, board and player, which the console
// translates.
func TestNextRoundRefusesAPairingThatDoesNotFit(t *testing.T) {
	tm := readTRF(t, readFile(t, "testdata/real/bbp-dutch-2025-C9.trf"))
	tm.Requests = []ByeRequest{{StartRank: 1, Round: 2, Outcome: HalfPointBye}}
	next := len(tm.Rounds) + 1
	for _, tc := range []struct {
		name  string
		pairs []Pairing
		want  PairError
	}{
		{"unknown rank", []Pairing{{Board: 1, White: 2, Black: 99}}, PairError{Kind: UnknownRank, Round: next, Board: 1, Rank: 99}},
		{"a player with a bye", []Pairing{{Board: 1, White: 2, Black: 3}, {Board: 2, White: 4, Black: 1}}, PairError{Kind: Excused, Round: next, Board: 2, Rank: 1, Result: Result{Outcome: HalfPointBye}}},
		{"paired twice", []Pairing{{Board: 1, White: 2, Black: 3}, {Board: 2, White: 3, Black: 4}}, PairError{Kind: PairedTwice, Round: next, Board: 2, Rank: 3}},
		{"the bye to an unknown rank", []Pairing{{Board: 1, White: 2, Black: 3}, {White: 99}}, PairError{Kind: UnknownRank, Round: next, Rank: 99}},
		{"the bye to a player with a bye", []Pairing{{Board: 1, White: 2, Black: 3}, {White: 1}}, PairError{Kind: Excused, Round: next, Rank: 1, Result: Result{Outcome: HalfPointBye}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tm.NextRound(tc.pairs)
			var pe *PairError
			if !errors.As(err, &pe) {
				t.Fatalf("got %v, want a PairError", err)
			}
			if pe.Kind != tc.want.Kind || pe.Round != tc.want.Round || pe.Board != tc.want.Board || pe.Rank != tc.want.Rank {
				t.Errorf("got %+v, want %+v", *pe, tc.want)
			}
			wantKey := "pairing.err." + tc.want.Kind
			if tc.want.Board == 0 {
				wantKey += ".bye" // the bye has no board to name
			}
			key, params := pe.Message()
			if key != wantKey || params["Rank"] != tc.want.Rank || params["Board"] != tc.want.Board {
				t.Errorf("message %s %v", key, params)
			}
		})
	}
}

// A pairing list posts the games in board order and the
// pairing-allocated bye after them, numbered on; requested byes and
// absences are not posted.
func TestRoundPostedByeNumberedAfterGames(t *testing.T) {
	r := Round{Number: 4, Pairings: []Pairing{
		{White: 9, Result: Result{Outcome: HalfPointBye}},
		{White: 7, Result: Result{Outcome: PairingBye}},
		{Board: 2, White: 3, Black: 4},
		{White: 8, Result: Result{Outcome: ZeroPointBye}},
		{Board: 1, White: 1, Black: 2},
		{Board: 3, White: 5, Black: 6},
	}}
	want := []Pairing{
		{Board: 1, White: 1, Black: 2},
		{Board: 2, White: 3, Black: 4},
		{Board: 3, White: 5, Black: 6},
		{Board: 4, White: 7, Result: Result{Outcome: PairingBye}},
	}
	if got := r.Posted(); !reflect.DeepEqual(got, want) {
		t.Errorf("posted %+v, want %+v", got, want)
	}
	if r.Pairings[1].Board != 0 {
		t.Errorf("Posted changed the round: the bye's board is %d", r.Pairings[1].Board)
	}
	if got := (Round{}).Posted(); len(got) != 0 {
		t.Errorf("an empty round posts %+v", got)
	}
}
