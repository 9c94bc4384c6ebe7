package backend

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/stores"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// The check-in is on record: players marked present before the start,
// and a mark taken back, come back from the store; once the arbiter has
// checked in, the default-time screen proposes exactly the players not
// present, both players of an empty board once, with their clocks; a
// player let play on is proposed no more (6.7.1).
func TestArticle_6_7_1_CheckInDecidesWhoIsProposed(t *testing.T) {
	setup := testSetup()
	setup.Players = append(setup.Players, view.PlayerView{Name: "Eta, E"}, view.PlayerView{Name: "Theta, T"})
	setup.Pairings = append(setup.Pairings, [2]int{4, 5})
	setup.DefaultTime = 15 * time.Minute
	path := t.TempDir() + "/e.db"
	b, store := newBackend(t, path)
	if err := b.CreateEvent(setup); err != nil {
		t.Fatal(err)
	}
	before := decideStart.Add(-5 * time.Minute)
	mark := func(board int, side view.Side, decision string, at time.Time) {
		t.Helper()
		if _, err := b.Do(board, view.Command{Kind: view.CmdPresent, Side: side, Decision: decision, At: at}); err != nil {
			t.Fatal(err)
		}
	}
	mark(1, view.White, "", before)
	mark(1, view.Black, "", before)
	mark(2, view.Black, "", before)
	mark(2, view.White, "", before) // an error: Gamma is not there
	mark(2, view.White, view.DecisionWithdrawn, before.Add(time.Second))
	if _, err := b.Do(1, view.Command{Kind: view.CmdPresent, Side: view.White, Decision: "confirm", At: before}); err == nil {
		t.Error("a check-in mark with the decision confirm was recorded")
	}

	// Reopened: the marks are in the games' logs.
	store.Close()
	now := decideStart
	b, store = reopen(t, path, &now)
	defer store.Close()
	want := map[int][2]bool{1: {true, true}, 2: {false, true}, 3: {false, false}}
	for _, r := range b.Presence() {
		if got := [2]bool{r.Present[view.White], r.Present[view.Black]}; got != want[r.Board] || r.Started {
			t.Errorf("board %d present %v started %v, want %v, not started", r.Board, got, r.Started, want[r.Board])
		}
	}

	if _, err := b.StartRound(decideStart); err != nil {
		t.Fatal(err)
	}
	at := decideStart.Add(16 * time.Minute)
	now = at
	ps := b.DefaultTimeProposals(at)
	wantPs := []DefaultProposal{
		{Board: 2, Side: view.White, Player: "Gamma, C", Since: decideStart, Clock: 0},
		{Board: 3, Player: "Eta, E – Theta, T", Since: decideStart, Clock: 0},
	}
	if len(ps) != len(wantPs) || ps[0] != wantPs[0] || ps[1] != wantPs[1] {
		t.Fatalf("proposals %+v, want %+v", ps, wantPs)
	}
	// Both absent on board 3: confirmed, both lose.
	if _, err := b.Do(3, view.Command{Kind: view.CmdDefault, Decision: view.DecisionConfirm, At: at}); err != nil {
		t.Fatal(err)
	}
	if d, _ := b.Board(3); d.Result != "-/-" {
		t.Errorf("board 3 result %q, want -/-", d.Result)
	}
	// Gamma arrives late; the arbiter lets him play and marks him present.
	if _, err := b.Do(2, view.Command{Kind: view.CmdDefault, Side: view.White, At: at}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Do(2, view.Command{Kind: view.CmdDecide, Decision: view.DecisionOverride, Text: "traffic on the bridge", At: at}); err != nil {
		t.Fatal(err)
	}
	if ps := b.DefaultTimeProposals(at.Add(time.Minute)); len(ps) != 0 {
		t.Errorf("proposals after the decisions %+v, want none", ps)
	}
}

// reopen opens the event at path again, on a console whose clock reads now.
func reopen(t *testing.T, path string, now *time.Time) (*Backend, storage.Store) {
	t.Helper()
	store, err := stores.OpenOrCreate(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(context.Background(), store, WithClock(func() time.Time { return *now }))
	if err != nil {
		store.Close()
		t.Fatal(err)
	}
	return b, store
}

// 12.9 e): the arbiter types the offender's score as ½, 1/2 or 0.5, and
// the wall shows the scores set, not a word.
func TestArticle_12_9_5_ScoreDownReadAndShown(t *testing.T) {
	for _, points := range []string{"½", "1/2", "0.5", "0,5"} {
		t.Run(points, func(t *testing.T) {
			b, _, _ := startedEvent(t, testSetup())
			at := decideStart.Add(time.Minute)
			if _, err := b.Do(1, view.Command{Kind: view.CmdResult, Result: "1-0", At: at}); err != nil {
				t.Fatal(err)
			}
			if _, err := b.Do(1, view.Command{Kind: view.CmdPenalty, Side: view.White, Penalty: "points_down", Points: points,
				Text: "mobile phone heard after the game", At: at}); err != nil {
				t.Fatal(err)
			}
			if got := b.Boards()[0].Result; got != "½-0" {
				t.Errorf("board 1 shows %q, want ½-0", got)
			}
		})
	}
}

// The standings after round 1 say round 1 - in the view, the page to
// print - even once round 2 is paired and not yet played.
func TestStandingsNameTheRoundPlayed(t *testing.T) {
	b, _ := playedRoundOne(t)
	if _, err := b.TypePairings(view.TypedRound{Boards: []view.TypedBoard{{White: "3", Black: "1"}, {White: "4", Black: "2"}}}); err != nil {
		t.Fatal(err)
	}
	sv, err := b.Standings(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	if sv.Round != 1 {
		t.Errorf("standings after round %d, want 1", sv.Round)
	}
	var page strings.Builder
	if err := b.WriteStandings("html", nil, "", &page); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(page.String(), "after round 1") || strings.Contains(page.String(), "after round 2") {
		t.Errorf("the printed standings do not say after round 1:\n%.400s", page.String())
	}
}

// The appeal record says a declined draw offer was declined, not offered.
func TestAppealRecordSaysDeclined(t *testing.T) {
	b, _, _ := startedEvent(t, testSetup())
	at := decideStart.Add(time.Minute)
	for _, cmd := range []view.Command{
		{Kind: view.CmdMove, Move: "e4"},
		{Kind: view.CmdDrawOffer, Side: view.White},
		{Kind: view.CmdDrawDecline, Side: view.Black},
	} {
		cmd.At = at
		if _, err := b.Do(1, cmd); err != nil {
			t.Fatal(err)
		}
	}
	var page strings.Builder
	if err := b.WriteAppeal(&page, "en", 1); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(page.String(), "Draw offer declined") {
		t.Errorf("the appeal page does not say the offer was declined:\n%s", page.String())
	}
}
