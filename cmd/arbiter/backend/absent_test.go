package backend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend/pairingtest"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// A player defaulted at the default time (6.7.1), and one who never came
// and whose game the arbiter entered as a forfeit, start round 2 with a
// zero-point bye: Between rounds lists them, the program is given
// 0000 - Z for them and leaves them out, the proposal says "absent in
// round 1". A forfeit against a player marked present counts not. The
// arbiter pairs one after all and withdraws the other; the program pairs
// again and the round is stored so.
func TestArticle_6_7_1_DefaultedPlayerIsNotPairedNext(t *testing.T) {
	prog := view.PairingProgram{Path: pairingtest.Program(t), System: "dutch"}
	given := pairingtest.KeepInput(t)
	s := testSetup()
	s.Players = append(s.Players, view.PlayerView{Name: "Epsilon, E", Rating: 1700}, view.PlayerView{Name: "Zeta, Z", Rating: 1600},
		view.PlayerView{Name: "Eta, H", Rating: 1500}, view.PlayerView{Name: "Theta, T", Rating: 1400})
	s.Pairings = [][2]int{{0, 1}, {2, 3}, {4, 5}, {6, 7}}
	s.Rounds, s.FirstColour, s.DefaultTime = 5, "white1", 15*time.Minute
	before, at := decideStart.Add(-5*time.Minute), decideStart.Add(16*time.Minute)
	now := before
	b, store := reopen(t, filepath.Join(t.TempDir(), "e.db"), &now)
	t.Cleanup(func() { store.Close() })
	if err := b.CreateEvent(s); err != nil {
		t.Fatal(err)
	}
	do := func(board int, c view.Command) {
		t.Helper()
		if _, err := b.Do(board, c); err != nil {
			t.Fatalf("board %d: %s: %v", board, c.Kind, err)
		}
	}
	do(1, view.Command{Kind: view.CmdPresent, Side: view.White, At: before})
	do(1, view.Command{Kind: view.CmdPresent, Side: view.Black, At: before})
	do(4, view.Command{Kind: view.CmdPresent, Side: view.Black, At: before})
	now = decideStart
	if _, err := b.StartRound(decideStart); err != nil {
		t.Fatal(err)
	}
	now = at
	do(1, view.Command{Kind: view.CmdResign, Side: view.Black, At: at})
	// Board 2: Gamma (3) defaulted on the default-time screen.
	do(2, view.Command{Kind: view.CmdDefault, Side: view.White, Decision: view.DecisionConfirm, At: at})
	// Board 3: Zeta (6) never came; the result is entered after the round.
	do(3, view.Command{Kind: view.CmdResult, Result: "+/-", At: at})
	// Board 4: Theta (8) was checked in, then forfeited all the same.
	do(4, view.Command{Kind: view.CmdResult, Result: "+/-", At: at})
	if _, err := b.CloseRound(); err != nil {
		t.Fatal(err)
	}

	entries := b.ComingEntries()
	if len(entries) != 2 || entries[0].Player.StartRank != 3 || entries[1].Player.StartRank != 6 ||
		entries[0].Absent != 1 || entries[0].Round != 2 || entries[0].Kind != view.ByeZero || entries[1].Absent != 1 {
		t.Fatalf("between rounds %+v, want 3 and 6 absent in round 1, on a zero-point bye in round 2", entries)
	}
	p, err := b.ProposePairing(prog)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Boards) != 3 || len(p.Byes) != 2 || p.Byes[0].Absent != 1 || p.Byes[0].Kind != view.ByeZero || p.Byes[1].Player.StartRank != 6 {
		t.Fatalf("proposal %+v, want 3 boards and 3 and 6 absent", p)
	}
	for _, bd := range p.Boards {
		for _, r := range []int{bd.White.StartRank, bd.Black.StartRank} {
			if r == 3 || r == 6 {
				t.Errorf("board %d pairs %d, absent in round 1", bd.Board, r)
			}
		}
	}
	trf, err := os.ReadFile(given)
	if err != nil {
		t.Fatal(err)
	}
	if got := zeroByes(string(trf), 2); got != "3 6" {
		t.Errorf("the program was given 0000 - Z in round 2 for %q, want 3 and 6:\n%s", got, trf)
	}

	// Gamma came and apologised; Zeta is withdrawn (the regulations').
	if err := b.CancelBye(3, 2); err != nil {
		t.Fatal(err)
	}
	if err := b.Withdraw(6, 2); err != nil {
		t.Fatal(err)
	}
	if entries := b.ComingEntries(); len(entries) != 1 || !entries[0].Withdrawn || entries[0].Player.StartRank != 6 {
		t.Fatalf("between rounds %+v, want only 6's withdrawal", entries)
	}
	if err := b.CancelBye(3, 2); err == nil {
		t.Error("the absence was taken back twice")
	}
	p, err = b.ProposePairing(prog)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Boards) != 4 || len(p.Byes) != 1 || !p.Byes[0].Withdrawn || p.Byes[0].Absent != 0 {
		t.Fatalf("proposal %+v, want 3 paired (3 boards and the bye) and 6 withdrawn", p)
	}
	if trf, _ := os.ReadFile(given); zeroByes(string(trf), 2) != "6" {
		t.Errorf("the program was given 0000 - Z in round 2 for %q, want 6 alone", zeroByes(string(trf), 2))
	}
	if n, err := b.ConfirmPairing(p); err != nil || n != 2 {
		t.Fatalf("confirm: %d, %v", n, err)
	}
	if entries := b.ComingEntries(); len(entries) != 1 || !entries[0].Withdrawn {
		t.Errorf("after round 2 is paired: %+v, want 6's withdrawal alone", entries)
	}
}

// zeroByes lists the start ranks with 0000 - Z in round n's column.
func zeroByes(trf string, n int) string {
	var out []string
	at := 91 + 10*(n-1)
	for _, line := range strings.Split(trf, "\n") {
		if strings.HasPrefix(line, "001") && len(line) >= at+8 && line[at:at+8] == "0000 - Z" {
			out = append(out, strings.TrimSpace(line[4:8]))
		}
	}
	return strings.Join(out, " ")
}
