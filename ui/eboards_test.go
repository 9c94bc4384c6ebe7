package ui

import (
	"fmt"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/eboard"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// The map the arbiter types is read by engine/eboard.ParseMap; what is
// wrong with it reaches him in his language.
func TestEBoardMapFaultTranslated(t *testing.T) {
	for bad, want := range map[string]string{
		"1001":           `E-boards to boards: "1001" is not serial=board with a board number from 1.`,
		"1001=2; 1002=2": "E-boards to boards: board 2 is fed by both 1001 and 1002.",
		"1001=2\n1001=3": "E-boards to boards: e-board 1001 is mapped to boards 2 and 3.",
	} {
		_, err := eboard.ParseMap(bad)
		if err == nil {
			t.Errorf("%q read without error", bad)
			continue
		}
		if got := errorText(fmt.Errorf("follow: %w", err)).Error(); got != want {
			t.Errorf("%q: the arbiter reads %q, want %q", bad, got, want)
		}
	}
}

// A board that follows an e-board says so on the wall; a lost or
// disagreeing e-board is an alert, the board's noise is not.
func TestFeedBadgesOnTheWall(t *testing.T) {
	for _, c := range []struct {
		status string
		key    string
		alert  bool
	}{
		{"feed.ok", "feed", false},
		{"feed.moving", "feed.moving", false},
		{"feed.kings", "feed.kings", false},
		{"feed.disconnected", "feed.lost", true},
		{"feed.disagree", "feed.disagree", true},
		{"feed.error", "feed.error", true},
	} {
		f := view.FeedView{Source: "eboard:1001", Status: view.Message{Key: c.status, Params: map[string]any{"Result": "1-0", "Ply": 3, "Record": "e4", "Feed": "d4", "Error": "disk full"}}}
		b, ok := feedBadge(f)
		if !ok || b.key != c.key || b.label == "" {
			t.Errorf("%s: badge %+v", c.status, b)
		}
		if feedAlert(f) != c.alert {
			t.Errorf("%s: alert %v, want %v", c.status, feedAlert(f), c.alert)
		}
	}
	if _, ok := feedBadge(view.FeedView{}); ok {
		t.Error("a typed board has an e-board badge")
	}
}

// A proposal raised on a followed board beeps once, on the change that
// brought it; the same proposal after other changes does not beep again,
// and a typed board's proposal is the arbiter's own doing: no beep.
func TestFeedProposalBeepsOnce(t *testing.T) {
	c, f := newTestConsole(t, 2)
	b := &fakeBeeper{}
	c.Beeper = b
	f.boards[0].detail.Feed = view.FeedView{Source: "eboard:1001", Status: view.Message{Key: "feed.ok"}}
	f.boards[0].detail.Proposal = "ruling.end.fivefold"
	f.boards[1].detail.Proposal = "ruling.default.loss"
	f.changed()
	f.changed()
	if b.beeps != 1 {
		t.Fatalf("%d beeps, want 1", b.beeps)
	}
	f.boards[0].detail.Proposal = "ruling.flag.loss"
	f.changed()
	if b.beeps != 2 {
		t.Fatalf("%d beeps after a new proposal, want 2", b.beeps)
	}
}

// A feed error's reason is a message of its own, read in the arbiter's
// language inside the board's status.
func TestFeedErrorReasonTranslated(t *testing.T) {
	f := view.FeedView{Source: "eboard:1003", Status: view.Message{Key: "feed.error", Params: map[string]any{
		"Error": view.Message{Key: "refusal.round_closed", Params: map[string]any{"Board": 3}}}}}
	want := "cannot record what the e-board says: Board 3: the round is closed; only a result can be corrected."
	if got := feedStatus(f); got != want {
		t.Errorf("status %q, want %q", got, want)
	}
}
