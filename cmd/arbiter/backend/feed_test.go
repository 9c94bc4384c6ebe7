package backend

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/eboard"
	"github.com/arbiterconsole/arbiter/locales"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// A feed's actions are recorded once, by ply: the same action again, as
// after a restart, is dropped with ErrFeedBehind; the e-board clock is the
// board's clock; a typed board takes no feed action; a board the arbiter
// entered moves on is caught up only from where the record is.
func TestFeedActionsRecordedOnceByPly(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	e4 := mustMove(t, chess.StartPosition(), "e2e4")
	if _, err := b.RecordFeed(1, eboard.Action{Kind: eboard.ActStart}); err == nil {
		t.Fatal("a typed board took a feed's action")
	}
	if err := b.SetFeed(1, "eboard:1001"); err != nil {
		t.Fatal(err)
	}
	if err := b.SetFeed(9, "eboard:1009"); err == nil {
		t.Fatal("a feed for a board the round does not have")
	}
	clk := &eboard.Clock{White: 899 * time.Second, Black: 900 * time.Second, Running: eboard.BlackRuns}
	for range 2 { // the second time is the feed again after a restart
		_, err1 := b.RecordFeed(1, eboard.Action{Kind: eboard.ActStart, Ply: 0})
		_, err2 := b.RecordFeed(1, eboard.Action{Kind: eboard.ActMove, Ply: 0, Move: e4, Times: clk.Times()})
		if err1 != nil && !errors.Is(err1, ErrFeedBehind) || err2 != nil && !errors.Is(err2, ErrFeedBehind) {
			t.Fatal(err1, err2)
		}
	}
	d, err := b.Board(1)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Moves) != 1 || d.Moves[0].UCI != "e2e4" || d.Moves[0].Clock != 899*time.Second {
		t.Fatalf("moves %+v", d.Moves)
	}
	b.ShowFeed(1, eboard.Status{Key: eboard.StatusOK}, clk)
	v := b.Boards()[0]
	if v.Feed.Source != "eboard:1001" || v.Feed.Status.Key != eboard.StatusOK || !v.Feed.HasClock || v.Running != view.Black {
		t.Fatalf("feed view %+v running %s", v.Feed, v.Running)
	}
	if w, bl := b.Clock(1, time.Now()); w != 899*time.Second || bl > 900*time.Second || bl%time.Second != 0 {
		t.Errorf("clock %v %v: want the e-board's, in whole seconds", w, bl)
	}
	rec, err := b.FeedRecord(1)
	if err != nil || len(rec.Positions) != 2 || !rec.Started || rec.Over {
		t.Fatalf("record %+v %v", rec, err)
	}
	if err := b.SetFeed(1, ""); err != nil {
		t.Fatal(err)
	}
	if v := b.Boards()[0]; v.Feed.Source != "" {
		t.Errorf("typed again, the board still shows %+v", v.Feed)
	}
}

func mustMove(t *testing.T, p chess.Position, uci string) chess.Move {
	t.Helper()
	var buf [256]chess.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if m.UCI(false) == uci {
			return m
		}
	}
	t.Fatalf("%s is not legal", uci)
	return chess.NoMove
}

// A feed's clock readings are not changes for the wall (its ticker reads
// the clocks); a new status or a clock that starts or stops is.
func TestShowFeedChangesOnlyWhatTheWallRedraws(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	if err := b.SetFeed(1, "eboard:1001"); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	changes := 0
	b.OnChange(func(view.Change) { mu.Lock(); changes++; mu.Unlock() })
	count := func() int { mu.Lock(); defer mu.Unlock(); return changes }
	ok := eboard.Status{Key: eboard.StatusOK}
	for i := range 10 {
		b.ShowFeed(1, ok, &eboard.Clock{White: time.Duration(600-i) * time.Second, Black: 600 * time.Second, Running: eboard.WhiteRuns})
	}
	time.Sleep(3 * feedWait)
	if n := count(); n != 1 {
		t.Fatalf("%d changes for ten clock readings, want 1 (the status and the first clock together)", n)
	}
	b.ShowFeed(1, ok, &eboard.Clock{White: 590 * time.Second, Black: 600 * time.Second, Running: eboard.BlackRuns})
	time.Sleep(3 * feedWait)
	b.ShowFeed(1, eboard.Status{Key: eboard.StatusDisconnected}, nil)
	time.Sleep(3 * feedWait)
	if n := count(); n != 3 {
		t.Fatalf("%d changes, want 3 after the clock pressed and the board lost", n)
	}
}

// What the console could not record from a feed, and why the server is
// away, reach the arbiter as keys whose parameters hold no English: a
// typed board's refusal, the notice of a lost server and the refusal
// while it is away.
func TestFeedRefusalAndServerAwayAreKeys(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	keyed := func(what string, m view.Message, want string) {
		t.Helper()
		if m.Key != want {
			t.Errorf("%s: key %q, want %q", what, m.Key, want)
		}
		for k, v := range m.Params {
			if _, text := v.(string); text {
				t.Errorf("%s: parameter %s is text %q", what, k, v)
			}
		}
		for _, lang := range []string{"en", "fr", "es", "ru", "de", "it", "pt"} {
			if text, ok := locales.UIText(lang, m.Key, m.Params); !ok || strings.Contains(text, "<no value>") {
				t.Errorf("%s in %s: %q (ok %v)", what, lang, text, ok)
			}
		}
	}
	_, err := b.RecordFeed(1, eboard.Action{Kind: eboard.ActStart})
	var r *view.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("a typed board's feed action: %v, want a refusal", err)
	}
	keyed("typed board", r.Message, "refusal.feed_not_followed")

	if err := b.SetFeed(1, "eboard:1001"); err != nil {
		t.Fatal(err)
	}
	b.apply(context.Background(), storage.Change{Lost: true})
	ev, _ := b.Event()
	if len(ev.Notices) != 1 {
		t.Fatalf("notices %+v, want the server away", ev.Notices)
	}
	keyed("server lost", ev.Notices[0], "notice.server_away.lost")
	_, err = b.RecordFeed(1, eboard.Action{Kind: eboard.ActStart})
	if !errors.As(err, &r) || !errors.Is(err, ErrServerAway) {
		t.Fatalf("a feed action while away: %v, want a refusal of ErrServerAway", err)
	}
	keyed("feed while away", r.Message, "refusal.server_away")
}
