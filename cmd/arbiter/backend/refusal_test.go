package backend

import (
	"errors"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// Every refusal reaches the console as a view.Refusal: a key it
// translates, with the board among the parameters.
func TestRefusalsCarryATranslationKey(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "demo.db"))
	defer store.Close()
	if err := b.DemoEvent(); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		board int
		cmd   view.Command
		key   string
	}{
		{"old penalty spelling", 1, view.Command{Kind: view.CmdPenalty, Side: view.White, Penalty: "add_time"}, "refusal.option"},
		{"no side", 1, view.Command{Kind: view.CmdResign}, "refusal.no_side"},
		{"finished game", 12, view.Command{Kind: view.CmdResign, Side: view.White}, "refusal.game_over"},
		{"no board", 99, view.Command{Kind: view.CmdPause}, "refusal.no_board"},
		{"bad score", 12, view.Command{Kind: view.CmdPenalty, Side: view.White, Penalty: "points_down", Points: "x"}, "refusal.points"},
		{"the clock's own reason", 1, view.Command{Kind: view.CmdStartClock}, "refusal.clock.started"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := b.Do(tc.board, tc.cmd)
			var r *view.Refusal
			if !errors.As(err, &r) {
				t.Fatalf("error %v (%T) is not a *view.Refusal", err, err)
			}
			if r.Key != tc.key || r.Params["Board"] != tc.board || r.Board != tc.board {
				t.Errorf("refusal %q %v on board %d, want %q on board %d", r.Key, r.Params, r.Board, tc.key, tc.board)
			}
		})
	}
}

// A store's failure that the arbiter can act on has its own key; the
// errors are wrapped as the SQLite and PostgreSQL stores wrap them. A
// store that refuses writes is read_only under the notice of an event
// opened read-only, not_writable when it starts refusing mid-session.
func TestRefusalOfAStoreFailureIsTranslated(t *testing.T) {
	for _, tc := range []struct {
		err            error
		openedReadOnly bool
		key            string
	}{
		{fmt.Errorf("storage: append game 2: %w: database or disk is full", storage.ErrDiskFull), false, "refusal.disk_full"},
		{fmt.Errorf("storage: append game 2: %w: could not extend file", storage.ErrDiskFull), false, "refusal.disk_full"},
		{fmt.Errorf("storage: /e.db: %w", storage.ErrReadOnly), true, "refusal.read_only"},
		{fmt.Errorf("storage: append game 2: %w: attempt to write a readonly database", storage.ErrReadOnly), false, "refusal.not_writable"},
		{fmt.Errorf("storage: append game 2: %w: cannot execute INSERT in a read-only transaction (SQLSTATE 25006)", storage.ErrReadOnly), false, "refusal.not_writable"},
		{fmt.Errorf("storage: append game 2: %w: database disk image is malformed", storage.ErrCorrupt), false, "refusal.corrupt"},
		{fmt.Errorf("board 3: %w: gamelog: game 3 does not fold after event 7", ErrQuarantined), false, "refusal.quarantined"},
		{fmt.Errorf("board 3: %w", ErrServerAway), false, "refusal.server_away"},
		{errors.New("storage: append game 2: I/O error"), false, "refusal.reason"},
	} {
		var r *view.Refusal
		err := refusal(3, tc.openedReadOnly, tc.err)
		if !errors.As(err, &r) {
			t.Errorf("refusal(%v) = %v, not a *view.Refusal", tc.err, err)
			continue
		}
		if r.Key != tc.key || r.Params["Board"] != 3 || !errors.Is(err, tc.err) {
			t.Errorf("refusal(%v) = %v (key %q), want key %q wrapping it", tc.err, err, r.Key, tc.key)
		}
	}
}

func TestReadPoints(t *testing.T) {
	for _, tc := range []struct {
		text string
		want laws.Points
		ok   bool
	}{
		{"0", 0, true}, {"½", 1, true}, {"0.5", 1, true}, {"1", 2, true}, {"1½", 3, true},
		{"1/2", 1, true}, {"0,5", 1, true}, {"1 1/2", 3, true}, {"1.5", 3, true}, {"0 1/2", 1, true}, {"/2", 0, false},
		{"", 0, false}, {"x", 0, false}, {"-1", 0, false},
	} {
		got, err := readPoints(tc.text, laws.DefaultScoring)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("readPoints(%q) = %d, %v; want %d, ok %v", tc.text, got, err, tc.want, tc.ok)
		}
	}
}
