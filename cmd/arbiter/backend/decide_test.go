package backend

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/ui/view"
)

var decideStart = time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)

// startedEvent is the test event on a temporary database with every
// board's clock started at decideStart.
func startedEvent(t *testing.T, setup view.EventSetup, opts ...Option) (*Backend, storage.Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "e.db")
	b, store := newBackend(t, path)
	t.Cleanup(func() { store.Close() })
	if err := b.CreateEvent(setup); err != nil {
		t.Fatal(err)
	}
	for _, o := range opts {
		o(b)
	}
	if _, err := b.StartRound(decideStart); err != nil {
		t.Fatal(err)
	}
	return b, store, path
}

// reopened is the event read back from its database by a new backend.
func reopened(t *testing.T, store storage.Store, board int) view.BoardDetail {
	t.Helper()
	b, err := New(context.Background(), store)
	if err != nil {
		t.Fatal(err)
	}
	d, err := b.Board(board)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// last is the last ruling of a board.
func last(t *testing.T, d view.BoardDetail) view.RulingView {
	t.Helper()
	if len(d.Rulings) == 0 {
		t.Fatal("no rulings")
	}
	return d.Rulings[len(d.Rulings)-1]
}

// 6.7.1: a player absent at the default time loses "unless the arbiter
// decides otherwise". The console shows the proposal; the arbiter's
// decide command confirms or overrides it, and the record, read back from
// the database, says who decided.
func TestArticle_6_7_1_DecideDefaultLossThroughTheBackend(t *testing.T) {
	for _, tt := range []struct {
		decision, reason string
		result           string
		key              string
	}{
		{view.DecisionConfirm, "", "-/+", "ruling.proposal.confirmed"},
		{view.DecisionOverride, "the player phoned: train delayed; the organiser agreed to wait", "", "ruling.proposal.overridden"},
	} {
		t.Run(tt.decision, func(t *testing.T) {
			b, store, _ := startedEvent(t, testSetup(), WithArbiter(func() string { return "Deputy" }))
			at := decideStart.Add(time.Hour)
			rs, err := b.Do(2, view.Command{Kind: view.CmdDefault, Side: view.White, At: at})
			if err != nil {
				t.Fatal(err)
			}
			if len(rs) != 1 || !rs[0].Proposed || rs[0].Key != "ruling.default.loss" || rs[0].Result != "*" {
				t.Fatalf("default: rulings %+v, want the loss proposed and nothing applied", rs)
			}
			if v := b.Boards()[1]; v.Proposal != "ruling.default.loss" || v.Result != "" {
				t.Errorf("wall tile: proposal %q, result %q; want the loss pending and no result", v.Proposal, v.Result)
			}
			if d, _ := b.Board(2); d.Pending == nil || d.Pending.Key != "ruling.default.loss" {
				t.Errorf("board window: pending %+v, want the default loss", d.Pending)
			}
			rs, err = b.Do(2, view.Command{Kind: view.CmdDecide, Decision: tt.decision, Text: tt.reason, At: at.Add(time.Second)})
			if err != nil {
				t.Fatal(err)
			}
			if len(rs) != 1 || rs[0].Key != tt.key || rs[0].DecidedBy != "Deputy" {
				t.Fatalf("decide: rulings %+v, want %s by Deputy", rs, tt.key)
			}
			d := reopened(t, store, 2)
			if r := last(t, d); r.Key != tt.key || r.DecidedBy != "Deputy" || d.Result != tt.result || d.Pending != nil || d.Proposal != "" {
				t.Errorf("read back: last ruling %s by %q, result %q, pending %v; want %s by Deputy, result %q, nothing pending",
					r.Key, r.DecidedBy, d.Result, d.Pending, tt.key, tt.result)
			}
		})
	}
}

// III.5.2: when the arbiter postpones his decision on a claim, the
// opponent "may" be awarded two minutes. Confirmed, Black's clock gains
// them; overridden, it does not. Who decided is the chief arbiter when
// nobody is set at the console.
func TestArticle_III_5_2_DecideTwoMinutesThroughTheBackend(t *testing.T) {
	setup := testSetup()
	setup.TimeControl, setup.GuidelinesIII = "15", true // no increment: Guidelines III apply
	for _, tt := range []struct {
		decision, reason string
		gain             time.Duration
	}{
		{view.DecisionConfirm, "", 2 * time.Minute},
		{view.DecisionOverride, "the opponent has made no attempt to win either", 0},
	} {
		t.Run(tt.decision, func(t *testing.T) {
			b, store, _ := startedEvent(t, setup)
			at := decideStart.Add(time.Second)
			if _, err := b.Do(1, view.Command{Kind: view.CmdSetTimes, WhiteTime: 90 * time.Second, BlackTime: 5 * time.Minute, At: at}); err != nil {
				t.Fatal(err)
			}
			// The claim and the postponement, as the console's quickplay
			// command gives them.
			claim := view.Command{Kind: view.CmdQuickplay, Side: view.White, Claim: "normal", Decision: "postpone", By: "Chief", At: at.Add(time.Second)}
			if _, err := b.Do(1, claim); err != nil {
				t.Fatal(err)
			}
			d, _ := b.Board(1)
			if d.Pending == nil || d.Pending.Key != "ruling.quickplay.postponed_time" || d.Proposal != d.Pending.Key {
				t.Fatalf("pending %+v, proposal %q; want the two minutes of III.5.2", d.Pending, d.Proposal)
			}
			decided := at.Add(2 * time.Second)
			_, before := b.Clock(1, decided)
			rs, err := b.Do(1, view.Command{Kind: view.CmdDecide, Decision: tt.decision, Text: tt.reason, At: decided})
			if err != nil {
				t.Fatal(err)
			}
			if len(rs) != 1 || rs[0].DecidedBy != "Chief" {
				t.Fatalf("rulings %+v, want one decision by Chief", rs)
			}
			if _, after := b.Clock(1, decided); after-before != tt.gain {
				t.Errorf("Black's clock %v -> %v, want a gain of %v", before, after, tt.gain)
			}
			d = reopened(t, store, 1)
			if r := last(t, d); r.DecidedBy != "Chief" || d.Pending != nil || d.Result != "" {
				t.Errorf("read back: last ruling %s by %q, pending %v, result %q", r.Key, r.DecidedBy, d.Pending, d.Result)
			}
		})
	}
}

// A decision with nothing pending, an unknown decision, and an override
// without the arbiter's reason are refused, saying why, and store nothing.
func TestDecideRefusals(t *testing.T) {
	b, store, _ := startedEvent(t, testSetup())
	at := decideStart.Add(time.Hour)
	count := func() int {
		sum, err := store.Summary(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		return sum.Events
	}
	if _, err := b.Do(2, view.Command{Kind: view.CmdDefault, Side: view.Black, At: at}); err != nil {
		t.Fatal(err)
	}
	events := count()
	for _, tt := range []struct {
		board int
		cmd   view.Command
		key   string
	}{
		{1, view.Command{Kind: view.CmdDecide, Decision: view.DecisionConfirm}, "refusal.nothing_pending"},
		{2, view.Command{Kind: view.CmdDecide, Decision: "maybe"}, "refusal.option"},
		{2, view.Command{Kind: view.CmdDecide}, "refusal.option"},
		{2, view.Command{Kind: view.CmdDecide, Decision: view.DecisionOverride, Text: "  "}, "refusal.override_reason"},
		{2, view.Command{Kind: view.CmdDefault, Side: view.Black, Decision: view.DecisionOverride}, "refusal.option"},
	} {
		tt.cmd.At = at.Add(time.Second)
		_, err := b.Do(tt.board, tt.cmd)
		var r *view.Refusal
		if !errors.As(err, &r) || r.Key != tt.key || r.Board != tt.board {
			t.Errorf("board %d %+v: %v, want refusal %s", tt.board, tt.cmd, err, tt.key)
		}
	}
	if got := count(); got != events {
		t.Errorf("%d events stored after the refusals, want %d", got, events)
	}
}

// Confirming a default before the default time has passed records the
// absence alone: the Laws propose nothing, so there is nothing to confirm.
func TestArticle_6_7_1_ConfirmedDefaultBeforeTheDefaultTime(t *testing.T) {
	setup := testSetup()
	setup.DefaultTime = 30 * time.Minute
	b, _, _ := startedEvent(t, setup)
	rs, err := b.Do(2, view.Command{Kind: view.CmdDefault, Side: view.White, Decision: view.DecisionConfirm, At: decideStart.Add(10 * time.Minute)})
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 1 || rs[0].Key != "ruling.default.not_yet" {
		t.Errorf("rulings %+v, want only default.not_yet", rs)
	}
	if d, _ := b.Board(2); d.Result != "" || d.Pending != nil {
		t.Errorf("result %q, pending %+v; want the game on, nothing pending", d.Result, d.Pending)
	}
}
