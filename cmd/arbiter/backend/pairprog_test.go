package backend

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend/pairingtest"
	"github.com/arbiterconsole/arbiter/storage/exchange"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// New event takes the number of rounds and the first colour; the program
// (the stand-in) pairs round 2 after round 1; the proposal is stored only
// when confirmed, with the program's boards, the bye granted and the
// withdrawal.
func TestPairNextRoundWithTheProgram(t *testing.T) {
	prog := view.PairingProgram{Path: pairingtest.Program(t), System: "dutch"}
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	t.Cleanup(func() { store.Close() })
	s := fivePlayers()
	s.Players = append(s.Players, view.PlayerView{Name: "Zeta, Z", Rating: 1600})
	s.Rounds, s.FirstColour = 5, "white1"
	if err := b.CreateEvent(s); err != nil {
		t.Fatal(err)
	}
	if _, err := b.ProposePairing(prog); !errors.Is(err, exchange.ErrRoundOpen) {
		t.Fatalf("pairing with round 1 open: %v", err)
	}
	for n, r := range map[int]string{1: "1-0", 2: "1/2-1/2"} {
		if _, err := b.Do(n, view.Command{Kind: view.CmdResult, Result: r}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := b.CloseRound(); err != nil {
		t.Fatal(err)
	}
	if err := b.GrantBye(5, 2, view.ByeHalf); err != nil {
		t.Fatal(err)
	}
	if err := b.Withdraw(6, 2); err != nil {
		t.Fatal(err)
	}
	if entries := b.ComingEntries(); len(entries) != 2 || entries[0].Kind != view.ByeHalf || !entries[1].Withdrawn {
		t.Fatalf("coming entries %+v", entries)
	}
	p, err := b.ProposePairing(prog)
	if err != nil {
		t.Fatal(err)
	}
	if p.Round != 2 || len(p.Boards) != 2 || len(p.Byes) != 2 || p.Program == "" {
		t.Fatalf("proposal %+v: want 2 boards among 4 players, 5's bye and 6's withdrawal", p)
	}
	if ev, _ := b.Event(); ev.Round != 1 {
		t.Fatalf("stored before confirming: round %d", ev.Round)
	}
	n, err := b.ConfirmPairing(p)
	if err != nil || n != 2 {
		t.Fatalf("confirm: %d, %v", n, err)
	}
	boards := b.Boards()
	if len(boards) != 2 || boards[0].White.Name != p.Boards[0].White.Name || boards[1].Black.Name != p.Boards[1].Black.Name {
		t.Fatalf("boards %+v, want the proposal's %+v", boards, p.Boards)
	}
	if _, err := b.ConfirmPairing(p); err == nil {
		t.Error("the same proposal stored twice")
	}
	late, err := b.AddLateEntry(view.NewPlayer{Name: "Eta, H", Rating: 1500})
	if err != nil || late != 7 {
		t.Errorf("late entry: %d, %v", late, err)
	}
}

// Refusals before the program runs: no number of rounds, no colour.
func TestPairNextRoundNeedsRoundsAndColour(t *testing.T) {
	prog := view.PairingProgram{Path: pairingtest.Program(t)}
	for _, tc := range []struct {
		rounds int
		colour string
		key    string
	}{{0, "white1", "pairprog.err.no_rounds"}, {5, "", "pairprog.err.no_colour"}} {
		b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
		s := fivePlayers()
		s.Pairings, s.Arbiters = nil, nil
		s.Rounds, s.FirstColour = tc.rounds, tc.colour
		if err := b.CreateEvent(s); err != nil {
			t.Fatal(err)
		}
		_, err := b.ProposePairing(prog)
		var r *view.Refusal
		if !errors.As(err, &r) || r.Key != tc.key {
			t.Errorf("rounds %d colour %q: %v, want %s", tc.rounds, tc.colour, err, tc.key)
		}
		store.Close()
	}
}
