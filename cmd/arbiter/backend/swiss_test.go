package backend

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/exchange"
	"github.com/arbiterconsole/arbiter/storage/stores"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// sevenPlayerSwiss is the event of testdata/seven-swiss-standings.txt,
// with every result, as a pairing program would have paired it.
func sevenPlayerSwiss() *tournament.Tournament {
	t := &tournament.Tournament{Event: tournament.Event{
		Name: "Seven Swiss", Start: tournament.Date{Year: 2026, Month: 5, Day: 1}, RoundCount: 5,
		TimeControl: "90+30",
	}}
	for i, name := range []string{"Alder, Tom", "Birch, Eva", "Cedar, Jon", "Dahl, Mia", "Elm, Ola", "Fjord, Åse", "Gran, Per"} {
		t.Players = append(t.Players, tournament.Player{StartRank: i + 1, Name: name, Rating: 2400 - 100*i})
	}
	g := func(w, b int, o tournament.Outcome) tournament.Pairing {
		return tournament.Pairing{White: w, Black: b, Result: tournament.Result{Outcome: o}}
	}
	bye := func(p int, o tournament.Outcome) tournament.Pairing {
		return tournament.Pairing{White: p, Result: tournament.Result{Outcome: o}}
	}
	const (
		ww, bw, d = tournament.WhiteWins, tournament.BlackWins, tournament.Draw
	)
	for i, ps := range [][]tournament.Pairing{
		{g(1, 5, ww), g(6, 2, bw), g(3, 7, d), bye(4, tournament.PairingBye)},
		{g(2, 1, d), g(4, 3, ww), g(7, 5, tournament.WhiteWinsByForfeit), bye(6, tournament.PairingBye)},
		{g(1, 4, ww), g(3, 2, bw), g(5, 6, d), bye(7, tournament.HalfPointBye)},
		{g(2, 4, d), g(7, 1, bw), g(6, 3, bw), bye(5, tournament.PairingBye)},
		{g(1, 3, d), g(4, 7, ww), g(5, 2, bw), bye(6, tournament.ZeroPointBye)},
	} {
		t.Rounds = append(t.Rounds, tournament.Round{Number: i + 1, Pairings: ps})
	}
	return t
}

// pairingProgramOutput is the TRF a pairing program writes after pairing
// round n of full: the results of the earlier rounds, round n's opponents
// and colours without results, and its byes.
func pairingProgramOutput(t *testing.T, full *tournament.Tournament, n int) []byte {
	t.Helper()
	c := *full.Through(n)
	c.Rounds = append([]tournament.Round(nil), c.Rounds...)
	last := c.Rounds[n-1]
	last.Pairings = append([]tournament.Pairing(nil), last.Pairings...)
	for i, p := range last.Pairings {
		if !p.IsBye() {
			last.Pairings[i].Result = tournament.Result{}
		}
	}
	c.Rounds[n-1] = last
	var buf bytes.Buffer
	if err := tournament.WriteTRF(&buf, &c); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// The arbiter's command that gives a board its result.
func resultCommand(r tournament.Result) view.Command {
	switch r.Outcome {
	case tournament.WhiteWins:
		return view.Command{Kind: view.CmdResign, Side: view.Black}
	case tournament.BlackWins:
		return view.Command{Kind: view.CmdResign, Side: view.White}
	case tournament.Draw:
		return view.Command{Kind: view.CmdResult, Result: "1/2-1/2", Text: "draw agreed"}
	}
	return view.Command{Kind: view.CmdResult, Result: r.String(), Text: "absent at the default time"}
}

// A 7-player Swiss with byes and a forfeit, run over 5 rounds through the
// backend: each round's pairings imported from the pairing program's TRF,
// every clock started at once, the results given, the round closed. The
// standings match the hand-checked table.
func TestSevenPlayerSwissThroughTheBackend(t *testing.T) {
	path := filepath.Join(t.TempDir(), "swiss.db")
	store, err := stores.OpenOrCreate(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	b := playSevenSwiss(t, store)
	want := tableLines(t, "testdata/seven-swiss-standings.txt")
	if got := standingLines(t, b); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("standings after round 5:\n%s\nwant (hand-checked):\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// playSevenSwiss imports the entries of sevenPlayerSwiss into an empty
// store and plays its 5 rounds through a backend on it.
func playSevenSwiss(t *testing.T, store storage.Store) *Backend {
	t.Helper()
	full := sevenPlayerSwiss()
	ctx := context.Background()
	entry := &tournament.Tournament{Event: full.Event, Players: full.Players}
	if _, err := exchange.Import(ctx, store, entry, storage.RuleSet{Edition: "2018", GameType: "standard", Supervision: "A.3"}); err != nil {
		t.Fatal(err)
	}
	clk := &fakeClock{t: time.Date(2026, 5, 1, 15, 0, 0, 0, time.UTC)}
	b, err := New(ctx, store, WithClock(clk.now))
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= 5; n++ {
		trf := pairingProgramOutput(t, full, n)
		got, err := b.ImportPairings(fmt.Sprintf("round%d.trf", n), bytes.NewReader(trf))
		if err != nil {
			t.Fatalf("round %d: %v", n, err)
		}
		if got != n {
			t.Fatalf("imported round %d, want %d", got, n)
		}
		if skipped, err := b.StartRound(time.Time{}); err != nil || len(skipped) != 0 {
			t.Fatalf("round %d: start: %v, %v", n, skipped, err)
		}
		paired, err := tournament.ReadTRF(bytes.NewReader(trf)) // for its board numbers
		if err != nil {
			t.Fatal(err)
		}
		if _, err := b.CloseRound(); !errors.Is(err, ErrUnfinished) {
			t.Errorf("round %d: close before any result: %v, want ErrUnfinished", n, err)
		}
		if n < 5 {
			next := pairingProgramOutput(t, full, n+1)
			if _, err := b.ImportPairings("early.trf", bytes.NewReader(next)); !errors.Is(err, exchange.ErrRoundOpen) {
				t.Errorf("round %d: next pairings while open: %v, want ErrRoundOpen", n, err)
			}
		}
		for _, p := range paired.Rounds[n-1].Pairings {
			if p.IsBye() {
				continue
			}
			want := resultOf(full.Rounds[n-1], p.White, p.Black)
			if _, err := b.Do(p.Board, resultCommand(want)); err != nil {
				t.Fatalf("round %d board %d: %v", n, p.Board, err)
			}
		}
		if _, err := b.CloseRound(); err != nil {
			t.Fatalf("round %d: close: %v", n, err)
		}
	}
	return b
}

// standingLines is the standings with every tie-break, one line a row:
// rank, start rank, points and the tie-breaks.
func standingLines(t *testing.T, b *Backend) []string {
	t.Helper()
	_, st, err := b.standings(strings.Split("DE,BH,BH-C1,SB,WIN,WON,BPG,GE,PS,ARO", ","), "")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, row := range st.Rows {
		f := []string{fmt.Sprint(row.Rank), fmt.Sprint(row.Player.StartRank), tournament.ValueOf(row.Points).String()}
		for _, v := range row.TieBreaks {
			f = append(f, v.String())
		}
		got = append(got, strings.Join(f, " "))
	}
	return got
}

// resultOf returns the result of the game between white and black.
func resultOf(r tournament.Round, white, black int) tournament.Result {
	for _, p := range r.Pairings {
		if p.White == white && p.Black == black {
			return p.Result
		}
	}
	return tournament.Result{}
}

// tableLines reads a table's lines, without comments and blank lines.
func tableLines(t *testing.T, name string) []string {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	return lines
}
