package backend

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/exchange"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// Errors of the round lifecycle.
var (
	// ErrRoundClosed is returned for a move or a clock command on a board
	// of a closed round; only a result correction is accepted there.
	ErrRoundClosed = errors.New("the round is closed")
	// ErrUnfinished is returned by CloseRound while a game has no result.
	ErrUnfinished = view.ErrUnfinished
	// ErrNoReason is returned when a correction or an override has no reason.
	ErrNoReason = errors.New("give the reason: it goes into the record")
)

// ImportPairings reads the TRF16 file a pairing program wrote after
// pairing the next round (its opponent and colour columns without
// results) and stores that round as the current one. The last round must
// be closed, and the file must agree with the event on the players and
// on every earlier round.
func (b *Backend) ImportPairings(name string, r io.Reader) (int, error) {
	b.mu.Lock()
	ev := b.event
	b.mu.Unlock()
	if ev == nil {
		return 0, fmt.Errorf("import pairings: %w", errNoEvent)
	}
	if err := b.refuseWhileRoundOpen("import pairings"); err != nil {
		return 0, err
	}
	t, err := tournament.ReadTRF(r)
	if err != nil {
		return 0, fmt.Errorf("import pairings: %s: %w", name, err)
	}
	ctx := context.Background()
	n, err := exchange.AddNextRound(ctx, b.store, ev.t.ID, t)
	if err != nil {
		return 0, fmt.Errorf("import pairings: %s: %w", name, err)
	}
	return n, b.reload(ctx)
}

// refuseWhileRoundOpen refuses the next round's pairings while the
// current round is open, before the arbiter types them all.
func (b *Backend) refuseWhileRoundOpen(what string) error {
	b.mu.Lock()
	ev := b.event
	b.mu.Unlock()
	if ev != nil && ev.round.ID != 0 && ev.round.Closed.IsZero() {
		return refuse("round.err.open", map[string]any{"Round": ev.round.Number, "Next": ev.round.Number + 1},
			"%s: round %d: %w: close it first (File, Close round)", what, ev.round.Number, exchange.ErrRoundOpen)
	}
	return nil
}

// StartRound starts White's clock on every board of the round at the same
// instant (6.6). It returns the boards it did not start, with why: a game
// already started or over.
func (b *Backend) StartRound(at time.Time) (map[int]string, error) {
	b.mu.Lock()
	ev := b.event
	b.mu.Unlock()
	if ev == nil || ev.round.ID == 0 {
		return nil, fmt.Errorf("start round: %w", errNoEvent)
	}
	if !ev.round.Closed.IsZero() {
		return nil, fmt.Errorf("start round %d: %w", ev.round.Number, ErrRoundClosed)
	}
	if at.IsZero() {
		at = b.now()
	}
	notStarted := map[int]string{}
	var start []int
	b.mu.Lock() // a command publishes a board's game under the lock
	for _, bd := range ev.boards {
		switch {
		case bd.game.Result().Over():
			notStarted[bd.number] = "the game is over: " + string(bd.game.Result().Outcome)
		case !bd.game.StartedAt().IsZero():
			notStarted[bd.number] = "the clock was started at " + bd.game.StartedAt().Format("15:04:05")
		default:
			start = append(start, bd.number)
		}
	}
	b.mu.Unlock()
	for _, n := range start {
		if _, err := b.do(n, view.Command{Kind: view.CmdStartClock, At: at}); err != nil {
			notStarted[n] = err.Error()
		}
	}
	b.changedAll()
	return notStarted, nil
}

// unfinished returns the numbers of the round's boards without a result.
func (ev *event) unfinished() []int {
	var ns []int
	for _, bd := range ev.boards {
		if !bd.game.Result().Over() {
			ns = append(ns, bd.number)
		}
	}
	return ns
}

// CloseRound ends the current round and backs the database up. It is
// refused while a game has no result; CloseRoundOverride closes anyway.
func (b *Backend) CloseRound() (string, error) {
	return b.closeRound("")
}

// CloseRoundOverride closes the round although games are unfinished, for
// the reason the arbiter gives; each unfinished game's clock is stopped
// (6.11.1) with that reason in its record.
func (b *Backend) CloseRoundOverride(reason string) (string, error) {
	if strings.TrimSpace(reason) == "" {
		return "", &view.Refusal{Message: view.Message{Key: "default.reason_needed"}, Err: fmt.Errorf("close round: %w", ErrNoReason)}
	}
	return b.closeRound(reason)
}

func (b *Backend) closeRound(reason string) (string, error) {
	b.mu.Lock()
	ev := b.event
	b.mu.Unlock()
	if ev == nil || ev.round.ID == 0 {
		return "", fmt.Errorf("close round: %w", errNoEvent)
	}
	b.mu.Lock()
	open := ev.unfinished()
	var running []int // of those, the boards whose clock was started
	for _, n := range open {
		if bd, err := b.boardOf(ev, n); err == nil && !bd.game.StartedAt().IsZero() {
			running = append(running, n)
		}
	}
	b.mu.Unlock()
	if len(open) > 0 && reason == "" {
		return "", &view.Refusal{Message: view.Message{Key: "refusal.unfinished", Params: map[string]any{"Round": ev.round.Number, "Boards": joinInts(open)}},
			Err: fmt.Errorf("close round %d: %w on board(s) %s", ev.round.Number, ErrUnfinished, joinInts(open))}
	}
	at := b.now().UTC().Truncate(time.Millisecond)
	for _, n := range running { // a board whose clock never ran has none to stop
		e := laws.Event{At: at, Kind: laws.KindPause, Payload: laws.Payload{Reason: "round closed: " + reason}}
		if err := b.record(n, e); err != nil && !errors.Is(err, laws.ErrGameOver) {
			return "", fmt.Errorf("close round %d: board %d: %w", ev.round.Number, n, err)
		}
	}
	path, err := b.store.CloseRound(context.Background(), ev.round.ID)
	if err != nil {
		return "", fmt.Errorf("close round %d: %w", ev.round.Number, err)
	}
	r, err := b.store.Round(context.Background(), ev.round.ID)
	if err != nil {
		return path, err
	}
	b.mu.Lock()
	ev.round = r
	b.mu.Unlock()
	b.changedAll()
	return path, nil
}

// boardOf returns board n of ev.
func (b *Backend) boardOf(ev *event, n int) (*board, error) {
	for _, bd := range ev.boards {
		if bd.number == n {
			return bd, nil
		}
	}
	return nil, fmt.Errorf("backend: board %d: %w in round %d", n, ErrNoBoard, ev.round.Number)
}

// CorrectResult replaces the result of a board, in an open or a closed
// round, for the reason the arbiter gives; the correction is an event in
// the game's record.
func (b *Backend) CorrectResult(number int, result, reason string) ([]view.RulingView, error) {
	if strings.TrimSpace(reason) == "" {
		return nil, b.refusal(number, &view.Refusal{Message: view.Message{Key: "refusal.correction_reason"},
			Err: fmt.Errorf("board %d: correct result: %w", number, ErrNoReason)})
	}
	return b.Do(number, view.Command{Kind: view.CmdResult, Result: result, Text: reason})
}

func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = fmt.Sprint(n)
	}
	return strings.Join(s, ", ")
}

// SetTimeControl gives the event the time control its imported file did
// not say readably, as the arbiter types it (clock.Parse), and reloads it
// so that its boards open. An event that has one keeps it: a control is
// not changed under games that may be running.
func (b *Backend) SetTimeControl(text string) error {
	b.mu.Lock()
	ev := b.event
	b.mu.Unlock()
	if ev == nil {
		return fmt.Errorf("set time control: %w", errNoEvent)
	}
	if ev.control.Kind != clock.Unknown {
		return refuse("event.err.has_time_control", map[string]any{"Control": ev.control.String()},
			"set time control: the event has one already (%s)", ev.control.String())
	}
	c, err := clock.Parse(text)
	if err != nil {
		return fmt.Errorf("set time control: %w", err)
	}
	ctx := context.Background()
	t := ev.t
	t.TimeControl = c.String()
	if err := b.store.Update(ctx, func(tx storage.Tx) error { return tx.UpdateTournament(ctx, t) }); err != nil {
		return fmt.Errorf("set time control: %w", err)
	}
	return b.reload(ctx)
}
