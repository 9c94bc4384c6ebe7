package exchange

import (
	"bytes"
	"context"
	"errors"
	"os"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/sqlite"
)

// importReal stores a real TRF file of engine/tournament/testdata/real.
func importReal(t *testing.T, s *sqlite.Store, name string) int64 {
	t.Helper()
	data, err := os.ReadFile("../../engine/tournament/testdata/real/" + name)
	if err != nil {
		t.Fatal(err)
	}
	tm, err := tournament.ReadTRF(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	id, err := Import(context.Background(), s, tm, storage.RuleSet{Edition: "2018", Supervision: "A.4"})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// Swiss-Manager's round 3 is paired, unplayed. A PGN of two of its
// players (names spaced otherwise) joins their board; the round keeps its
// four boards; games the pairing does not have, or with the colours
// reversed, are refused, never added as boards.
func TestPGNJoinsItsPairedBoard(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	tid := importReal(t, s, "swissmanager-round3-paired.trf")
	src := "[White \"Baumann, Lukas\"]\n[Black \"Dubois, Elise\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n" +
		"[White \"Chen, Wei\"]\n[Black \"Iten, Nadia\"]\n[Result \"*\"]\n\n1. d4 *\n\n" +
		"[White \"Chen, Wei\"]\n[Black \"Mueller, Tobias\"]\n[Result \"*\"]\n\n1. c4 *\n\n" +
		"[White \"Baumann, Lukas\"]\n[Black \"Dubois, Elise\"]\n[Result \"*\"]\n\n1. f4 *\n"
	rep, err := ImportPGN(ctx, s, strings.NewReader(src), PGNOptions{Event: tid, Round: 3, Start: importStart})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Stored != 1 || len(rep.Faults) != 3 {
		t.Fatalf("report %+v: want game 1 stored, three refused", rep)
	}
	for i, want := range []string{`"Chen,Wei" is paired on board 1 with "Mueller,Tobias"`, `board 1 has "Mueller,Tobias" with White: the game has the colours reversed`, "board 2 has its game already"} {
		if !strings.Contains(rep.Faults[i].String(), want) {
			t.Errorf("fault %d %q, want %q", i, rep.Faults[i], want)
		}
	}
	rounds, _ := s.Rounds(ctx, tid)
	boards, _ := s.Boards(ctx, rounds[2].ID)
	games, _ := s.Games(ctx, rounds[2].ID)
	if len(boards) != 4 || len(games) != 4 {
		t.Fatalf("round 3 has %d boards, %d games; want the pairing's 4", len(boards), len(games))
	}
	for _, g := range games {
		if g.Board == 2 && (g.Result != "1-0" || g.Events == 0) {
			t.Errorf("board 2's game %+v: want the PGN's moves and 1-0", g)
		}
	}
	if _, err := Export(ctx, s, tid); err != nil {
		t.Errorf("export after the PGN: %v", err)
	}
}

// A results file is refused while a round has a game without a result.
func TestResultsRefusedWhileRoundOpen(t *testing.T) {
	s := newStore(t)
	tid := importReal(t, s, "swissmanager-round3-paired.trf")
	err := ImportResults(context.Background(), s, tid, []tournament.Round{{Number: 4}})
	if !errors.Is(err, ErrRoundOpen) || !strings.Contains(err.Error(), "round 3 has games without a result (board 1, 2, 3, 4)") {
		t.Fatalf("got %v", err)
	}
}

// Games imported from a TRF with their results export to PGN with them.
func TestExportPGNCarriesImportedResults(t *testing.T) {
	s := newStore(t)
	tid := importReal(t, s, "swissmanager-round3-paired.trf")
	var out bytes.Buffer
	if err := ExportPGN(context.Background(), s, tid, 1, laws.Options{}, &out); err != nil {
		t.Fatal(err)
	}
	// round 1: 4-8 +/-, 1-5 1-0, 6-2 0-1, 3-7 1/2, 9 bye
	for _, want := range []string{"[Result \"1-0\"]", "[Result \"0-1\"]", "[Result \"1/2-1/2\"]", "result +/-, not played over the board"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("PGN lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "[Result \"*\"]") {
		t.Errorf("a finished game exported as *:\n%s", out.String())
	}
}

// Between rounds: a bye granted ahead and a withdrawal are kept, written
// in the next round's TRF column, and a granted bye is gone once its round
// is stored; a FIDE id the event has already is refused.
func TestBetweenRounds(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	tid := importReal(t, s, "bbp-dutch-2025-C9.trf")
	if err := GrantBye(ctx, s, tid, 1, 2, tournament.HalfPointBye); err != nil {
		t.Fatal(err)
	}
	if err := GrantBye(ctx, s, tid, 2, 3, tournament.ZeroPointBye); err != nil {
		t.Fatal(err)
	}
	if err := Withdraw(ctx, s, tid, 4, 2); err != nil {
		t.Fatal(err)
	}
	if err := GrantBye(ctx, s, tid, 3, 1, tournament.HalfPointBye); err == nil || !strings.Contains(err.Error(), "paired already") {
		t.Errorf("a bye for round 1: %v", err)
	}
	if err := GrantBye(ctx, s, tid, 9, 2, tournament.HalfPointBye); err == nil {
		t.Error("a bye for a player who is not there")
	}
	tm, err := Export(ctx, s, tid)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := tournament.WriteTRF(&out, ForProgram(tm)); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"3 w 1  0000 - H", "2 w 0  0000 - Z"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("TRF lacks %q:\n%s", want, out.String())
		}
	}
	round, err := tm.NextRound([]tournament.Pairing{{Board: 1, White: 2, Black: 3}})
	if err != nil {
		t.Fatal(err)
	}
	rounds, _ := s.Rounds(ctx, tid)
	if _, err := s.CloseRound(ctx, rounds[0].ID); err != nil {
		t.Fatal(err)
	}
	if n, err := AddPairedRound(ctx, s, tid, round); err != nil || n != 2 {
		t.Fatalf("round %d, %v", n, err)
	}
	tm, _ = Export(ctx, s, tid)
	if len(tm.Requests) != 1 || tm.Requests[0].Round != 3 || len(tm.Withdrawals) != 1 {
		t.Errorf("after round 2: requests %+v, withdrawals %+v", tm.Requests, tm.Withdrawals)
	}
	if got := tm.Rounds[1].Pairings; len(got) != 3 || got[0].Board != 1 {
		t.Errorf("round 2 %+v: the game, 1's half-point bye, 4's absence", got)
	}
	if _, err := ImportPlayers(ctx, s, tid, []tournament.Player{{Name: "Late, Lena", FIDEID: 1}}); err != nil {
		t.Fatal(err)
	}
	if _, err := ImportPlayers(ctx, s, tid, []tournament.Player{{Name: "Late, L.", FIDEID: 1}}); err == nil ||
		!strings.Contains(err.Error(), `FIDE id 1 of "Late, L." is already player 6 ("Late, Lena")`) {
		t.Errorf("a FIDE id twice: %v", err)
	}
}

// interleaved is one console's store on which another console's change
// commits between this console's reads and its first write, as two
// consoles on one server may.
type interleaved struct {
	*sqlite.Store
	other func()
	once  sync.Once
}

func (s *interleaved) Update(ctx context.Context, fn func(storage.Tx) error) error {
	s.once.Do(s.other)
	return s.Store.Update(ctx, fn)
}

// The change between rounds read the event and wrote its TRF extra in two
// transactions: a bye granted at another console in between was lost.
func TestBetweenRounds_AnotherConsolesChangeIsNotLost(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	tid := importReal(t, s, "bbp-dutch-2025-C9.trf")
	a := &interleaved{Store: s, other: func() {
		if err := GrantBye(ctx, s, tid, 2, 3, tournament.ZeroPointBye); err != nil {
			t.Error(err)
		}
	}}
	if err := GrantBye(ctx, a, tid, 1, 2, tournament.HalfPointBye); err != nil {
		t.Fatal(err)
	}
	b := &interleaved{Store: s, other: func() {
		if err := Withdraw(ctx, s, tid, 4, 2); err != nil {
			t.Error(err)
		}
	}}
	if err := CancelBye(ctx, b, tid, 2, 3); err != nil {
		t.Fatal(err)
	}
	tm, err := Export(ctx, s, tid)
	if err != nil {
		t.Fatal(err)
	}
	want := []tournament.ByeRequest{{StartRank: 1, Round: 2, Outcome: tournament.HalfPointBye}}
	if !reflect.DeepEqual(tm.Requests, want) || len(tm.Withdrawals) != 1 || tm.Withdrawals[0].StartRank != 4 {
		t.Errorf("requests %+v, withdrawals %+v; want %+v and player 4 withdrawn", tm.Requests, tm.Withdrawals, want)
	}
}

// A round paired from the event as it was before a bye granted at another
// console is refused: the pairing program did not know the bye.
func TestAddNextRound_RefusedWhenTheEventChangedMeanwhile(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	tt, _ := readTRF(t, "open.trf") // 3 rounds
	id, err := Import(ctx, s, tt, storage.RuleSet{})
	if err != nil {
		t.Fatal(err)
	}
	closeRounds(t, s, id)
	c := *tt
	c.Rounds = append(append([]tournament.Round(nil), tt.Rounds...), tournament.Round{Number: 4, Pairings: []tournament.Pairing{
		{Board: 1, White: 3, Black: 1}, {Board: 2, White: 2, Black: 4}, {White: 5, Result: tournament.Result{Outcome: tournament.PairingBye}},
	}})
	a := &interleaved{Store: s, other: func() {
		if err := GrantBye(ctx, s, id, 5, 4, tournament.HalfPointBye); err != nil {
			t.Error(err)
		}
	}}
	_, err = AddNextRound(ctx, a, id, &c)
	var sc *storage.SwapConflictError
	if !errors.Is(err, storage.ErrConflict) || !errors.As(err, &sc) {
		t.Fatalf("AddNextRound after a bye granted meanwhile: %v, want a *SwapConflictError", err)
	}
	if key, _ := sc.Message(); key != "storage.changed_meanwhile" {
		t.Errorf("message key %q", key)
	}
	if rounds, _ := s.Rounds(ctx, id); len(rounds) != 3 {
		t.Errorf("the event has %d rounds, want 3: nothing stored", len(rounds))
	}
}
