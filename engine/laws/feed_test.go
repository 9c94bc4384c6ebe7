package laws

import (
	"slices"
	"testing"
	"time"
)

// feedGame plays moves from a feed on a new game, one second apart, each
// with the e-board clock reading, and returns the game, the instant of the
// last event and the last move's rulings.
func feedGame(t *testing.T, rules RuleSet, moves ...string) (*Game, time.Time, []Ruling) {
	t.Helper()
	g := mustGame(t, rules)
	at := ScenarioBase
	apply(t, g, Event{At: at, Kind: KindStart, Payload: Payload{Source: "eboard:1"}})
	var rs []Ruling
	for i, m := range moves {
		at = at.Add(time.Second)
		left := time.Duration(600-i) * time.Second
		rs = apply(t, g, Event{At: at, Kind: KindMove, Payload: Payload{Move: m, Source: "eboard:1", Times: [2]time.Duration{left, left}}})
	}
	return g, at, rs
}

// A fivefold repetition seen on an e-board is proposed with 9.6.1, and the
// game goes on until the arbiter confirms.
func TestArticle_9_6_1_FeedFivefoldProposed(t *testing.T) {
	var moves []string
	for range 4 {
		moves = append(moves, "g1f3", "g8f6", "f3g1", "f6g8")
	}
	g, at, rs := feedGame(t, NewRuleSet(Edition2023, mustTC(t, "90+30"), Adequate), moves...)
	if len(rs) != 1 || rs[0].Decision != Fivefold || !rs[0].Proposed || rs[0].Effects.Result != Drawn || !slices.Contains(rs[0].Articles, "9.6.1") {
		t.Fatalf("rulings %+v, want a proposed fivefold draw citing 9.6.1", rs)
	}
	if g.Result().Over() {
		t.Fatalf("the feed ended the game: %v", g.Result())
	}
	rs = apply(t, g, Event{At: at.Add(time.Second), Kind: KindDecide, Payload: Payload{Decision: "confirm", By: "IA"}})
	if !g.Result().Over() || g.Result().Outcome != Drawn {
		t.Fatalf("after confirming: result %v, rulings %+v", g.Result(), rs)
	}
}

// Checkmate on an e-board is proposed with 5.1.1.
func TestArticle_5_1_1_FeedCheckmateProposed(t *testing.T) {
	_, _, rs := feedGame(t, NewRuleSet(Edition2023, mustTC(t, "90+30"), Adequate), "f2f3", "e7e5", "g2g4", "d8h4")
	if len(rs) != 1 || rs[0].Decision != Checkmate || !rs[0].Proposed || rs[0].Effects.Result != BlackWins {
		t.Fatalf("rulings %+v, want a proposed checkmate 0-1", rs)
	}
}

// The e-board clock a feed's move carries is the game's clock.
func TestFeedMoveSetsTheClock(t *testing.T) {
	g, at, _ := feedGame(t, NewRuleSet(Edition2023, mustTC(t, "90+30"), Adequate), "e2e4", "e7e5")
	if got := g.Clock().Remaining(0, at); got != 599*time.Second {
		t.Errorf("White's clock %v, want the e-board's 9:59", got)
	}
	if got := g.Plies()[0].Clock; got != 600*time.Second {
		t.Errorf("White's clock after e4 %v, want the e-board's 10:00", got)
	}
}

// A flag seen on an e-board proposes the loss (6.9); confirming ends the
// game. With the opponent unable to mate, the draw is proposed.
func TestArticle_6_9_FeedFlagProposed(t *testing.T) {
	g, at, _ := feedGame(t, NewRuleSet(Edition2023, mustTC(t, "90+30"), Adequate), "e2e4", "e7e5")
	rs := apply(t, g, Event{At: at.Add(time.Second), Kind: KindFlag, Payload: Payload{Side: White, Source: "eboard:1", Times: [2]time.Duration{0, 500 * time.Second}}})
	if len(rs) != 1 || rs[0].Decision != FlagLoss || !rs[0].Proposed || rs[0].Effects.Result != BlackWins || !slices.Contains(rs[0].Articles, "6.9") {
		t.Fatalf("rulings %+v, want a proposed loss on time citing 6.9", rs)
	}
	if g.Result().Over() {
		t.Fatal("the feed's flag ended the game")
	}
	apply(t, g, Event{At: at.Add(2 * time.Second), Kind: KindDecide, Payload: Payload{Decision: "confirm"}})
	if g.Result().Outcome != BlackWins {
		t.Fatalf("after confirming: %v, want 0-1", g.Result())
	}
}

// An illegal move seen on an e-board proposes 7.5.1's two minutes; the
// second, confirmed, loses (7.5.5).
func TestArticle_7_5_5_FeedIllegalMovesProposed(t *testing.T) {
	g, at, _ := feedGame(t, NewRuleSet(Edition2023, mustTC(t, "90+30"), Adequate), "e2e4", "e7e5")
	for n := 1; n <= 2; n++ {
		at = at.Add(time.Second)
		rs := apply(t, g, Event{At: at, Kind: KindIllegal, Payload: Payload{Side: White, Irregularity: IllegalMove, Move: "e1e3", Source: "eboard:1"}})
		if len(rs) != 1 || !rs[0].Proposed || !slices.Contains(rs[0].Articles, "7.5.1") {
			t.Fatalf("illegal move %d: rulings %+v, want one proposal citing 7.5.1", n, rs)
		}
		if g.IllegalMoves(White) != n-1 {
			t.Fatalf("illegal move %d counted before the arbiter confirmed", n)
		}
		at = at.Add(time.Second)
		apply(t, g, Event{At: at, Kind: KindDecide, Payload: Payload{Decision: "confirm"}})
		if g.IllegalMoves(White) != n {
			t.Fatalf("after confirming illegal move %d: %d counted", n, g.IllegalMoves(White))
		}
	}
	if g.Result().Outcome != BlackWins {
		t.Fatalf("after the second illegal move: %v, want 0-1", g.Result())
	}
}

// A feed's events replay to the same game and the same rulings.
func TestFeedEventsReplay(t *testing.T) {
	rules := NewRuleSet(Edition2023, mustTC(t, "90+30"), Adequate)
	_, at, _ := feedGame(t, rules, "e2e4", "e7e5")
	events := []Event{{At: ScenarioBase, Kind: KindStart, Payload: Payload{Source: "eboard:1"}}}
	for i, m := range []string{"e2e4", "e7e5"} {
		left := time.Duration(600-i) * time.Second
		events = append(events, Event{At: ScenarioBase.Add(time.Duration(i+1) * time.Second), Kind: KindMove, Payload: Payload{Move: m, Source: "eboard:1", Times: [2]time.Duration{left, left}}})
	}
	events = append(events,
		Event{At: at.Add(time.Second), Kind: KindIllegal, Payload: Payload{Side: White, Irregularity: IllegalMove, Source: "eboard:1"}},
		Event{At: at.Add(2 * time.Second), Kind: KindDecide, Payload: Payload{Decision: "confirm"}})
	r, rs, err := Replay(Setup{Rules: rules, Control: mustTC(t, "90+30")}, events)
	if err != nil {
		t.Fatal(err)
	}
	if r.IllegalMoves(White) != 1 || len(rs) == 0 {
		t.Fatalf("replayed: %d illegal moves, rulings %+v", r.IllegalMoves(White), rs)
	}
}

// A flag after a dead position was reached proposes nothing: the game
// ended with the move that reached it (5.2.2).
func TestArticle_5_2_2_FeedFlagAfterDeadPosition(t *testing.T) {
	rules := NewRuleSet(Edition2023, mustTC(t, "90+30"), Adequate)
	g := mustGame(t, rules)
	apply(t, g, Event{At: ScenarioBase, Kind: KindPosition, Payload: Payload{FEN: "8/8/4k3/8/8/3K4/8/8 w - - 0 1"}})
	apply(t, g, Event{At: ScenarioBase, Kind: KindStart, Payload: Payload{Source: "eboard:1"}})
	rs := apply(t, g, Event{At: ScenarioBase.Add(time.Second), Kind: KindFlag, Payload: Payload{Side: White, Source: "eboard:1", Times: [2]time.Duration{0, time.Minute}}})
	if len(rs) != 0 {
		t.Fatalf("rulings %+v, want none", rs)
	}
}
