package ui

import (
	"testing"

	"github.com/arbiterconsole/arbiter/ui/view"
)

func TestParseEBoardMap(t *testing.T) {
	m, err := parseEBoardMap("1001=3, 1002=1\n1003=2")
	if err != nil || m["1001"] != 3 || m["1002"] != 1 || m["1003"] != 2 || len(m) != 3 {
		t.Fatalf("%v %v", m, err)
	}
	if m, err := parseEBoardMap("  "); m != nil || err != nil {
		t.Errorf("empty: %v %v, want e-board i to board i", m, err)
	}
	for _, bad := range []string{"1001", "1001=0", "1001=x", "=2", "1001=2, 1002=2", "1001=2, 1001=3"} {
		if _, err := parseEBoardMap(bad); err == nil {
			t.Errorf("%q read without error", bad)
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
