package backend

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/arbiterconsole/arbiter/engine/eboard"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// A board is "typed" (the arbiter enters its moves) or follows a feed:
// an e-board through DGT LiveChess, or a game of a live PGN. A feed's
// moves, clock readings, illegal moves and flags are recorded through
// RecordFeed as events with their source, by the same path as the
// arbiter's commands; the engine proposes what they would decide
// (engine/laws, feed.go), and the arbiter confirms or overrides as for
// any proposal. The e-board clock is the board's clock on the wall.

// feedState is what a board's feed last said. It is not stored: the
// record has every move and clock reading that counted, and a feed
// that comes back says the rest again.
type feedState struct {
	source string
	status view.Message
	clock  *eboard.Clock
	at     time.Time // when the clock was read, on the backend's timeline
}

// ErrFeedBehind is an action of a feed for a ply the record has left: it
// was taken already, or the record moved on. Nothing is recorded.
var ErrFeedBehind = eboard.ErrBehind

// SetFeed makes board number follow source ("eboard:SERIAL", a PGN
// game), or typed again when source is empty.
func (b *Backend) SetFeed(number int, source string) error {
	if err := b.setFeed(number, source); err != nil {
		return err
	}
	b.changed(view.Change{Boards: []int{number}})
	return nil
}

func (b *Backend) setFeed(number int, source string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if _, err := b.board(number); err != nil {
		return b.refusal(number, err)
	}
	if b.feeds == nil {
		b.feeds = map[int]*feedState{}
	}
	if source == "" {
		delete(b.feeds, number)
		return nil
	}
	if f := b.feeds[number]; f == nil || f.source != source {
		b.feeds[number] = &feedState{source: source, status: view.Message{Key: eboard.StatusWaiting}}
	}
	return nil
}

// Feeds returns each followed board's source, by board number.
func (b *Backend) Feeds() map[int]string {
	b.mu.Lock()
	defer b.mu.Unlock()
	m := make(map[int]string, len(b.feeds))
	for n, f := range b.feeds {
		m[n] = f.source
	}
	return m
}

// FeedRecord is board number's game as a feed follower reads it.
func (b *Backend) FeedRecord(number int) (eboard.Record, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	bd, err := b.board(number)
	if err != nil {
		return eboard.Record{}, err
	}
	_, running := bd.game.Clock().Running()
	_, stamped := bd.game.Clock().LastEvent()
	return eboard.Record{
		Positions: bd.game.Positions(),
		Started:   running || stamped,
		Over:      bd.game.Result().Over(),
	}, nil
}

// ShowFeed shows a board's feed status and its e-board clock, if read.
// Only a new status or a clock that starts or stops running is a change
// for the listeners: the clocks' times are read on the ticker's tick
// (Clock), so that 400 e-boards do not redraw the wall every second each.
func (b *Backend) ShowFeed(number int, st eboard.Status, c *eboard.Clock) {
	at := b.now()
	b.mu.Lock()
	f := b.feeds[number]
	if f == nil {
		b.mu.Unlock()
		return
	}
	status := view.Message{Key: st.Key, Params: st.Params}
	changed := !status.Equal(f.status)
	f.status = status
	if c != nil {
		changed = changed || f.clock == nil || f.clock.Running != c.Running
		cp := *c
		f.clock, f.at = &cp, at
	}
	b.mu.Unlock()
	if changed {
		b.feedChanged(number)
	}
}

// feedWait is how long the feeds' changes are gathered before the
// listeners hear of them: 400 e-boards make a move every few
// milliseconds, and the wall redraws once for all of them.
const feedWait = 250 * time.Millisecond

// feedChanged tells the listeners that board number changed, together
// with the feeds' other boards that change within feedWait: one change
// per feedWait however many boards there were.
func (b *Backend) feedChanged(number int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	pending := b.feedPending != nil
	if b.feedPending == nil {
		b.feedPending = map[int]bool{}
	}
	b.feedPending[number] = true
	if pending {
		return
	}
	time.AfterFunc(feedWait, func() {
		b.mu.Lock()
		boards := slices.Sorted(maps.Keys(b.feedPending))
		b.feedPending = nil
		b.mu.Unlock()
		b.changed(view.Change{Boards: boards})
	})
}

// RecordFeed records one action of board number's feed as an event with
// its source, stored before it returns, and returns the rulings. An
// action for a ply the record has left is dropped with ErrFeedBehind, so
// that a feed or a console that restarts records every move once. Every
// other error is a *view.Refusal the arbiter reads translated.
func (b *Backend) RecordFeed(number int, a eboard.Action) ([]view.RulingView, error) {
	at := b.now().UTC().Truncate(time.Millisecond)
	b.mu.Lock()
	f := b.feeds[number]
	if f == nil {
		b.mu.Unlock()
		return nil, refuse("refusal.feed_not_followed", map[string]any{"Board": number}, "board %d: no feed is followed on it (typed)", number)
	}
	source := f.source
	bd, err := b.commandBoard(number)
	var rules laws.RuleSet
	if err == nil {
		rules = b.event.rules
		if !b.event.round.Closed.IsZero() {
			err = fmt.Errorf("board %d: %w (round %d)", number, ErrRoundClosed, b.event.round.Number)
		}
	}
	b.mu.Unlock()
	if err != nil {
		return nil, b.refusal(number, err)
	}
	if bd.game.Ply() != a.Ply || bd.game.Result().Over() {
		return nil, fmt.Errorf("board %d: %s at ply %d, record at ply %d: %w", number, a.Kind, a.Ply, bd.game.Ply(), ErrFeedBehind)
	}
	e, err := feedEvent(bd, a, source, at)
	if err != nil {
		return nil, b.refusal(number, err)
	}
	ctx, cancel := commandContext()
	defer cancel()
	rulings, err := bd.game.Record(ctx, b.store, e)
	if err != nil && a.Kind == eboard.ActIllegal && e.Move != "" {
		// The move tried could not be read as one (a piece that changed
		// on the way): the illegal move is recorded without it.
		e.Move = ""
		rulings, err = bd.game.Record(ctx, b.store, e)
	}
	if errors.Is(err, storage.ErrConflict) {
		return nil, b.refold(bd, err)
	}
	if err != nil {
		return nil, b.refusal(number, err)
	}
	b.publish(bd, false)
	b.feedChanged(number)
	views := make([]view.RulingView, len(rulings))
	for i, r := range rulings {
		views[i] = rulingView(rules, r)
	}
	return views, nil
}

// feedEvent is the engine event of a feed's action.
func feedEvent(bd *board, a eboard.Action, source string, at time.Time) (laws.Event, error) {
	e := laws.Event{At: at, Payload: laws.Payload{Source: source}}
	switch a.Kind {
	case eboard.ActStart:
		e.Kind = laws.KindStart
	case eboard.ActMove:
		pos := bd.game.Position()
		e.Kind, e.Move, e.Side, e.Times = laws.KindMove, a.Move.UCI(pos.IsChess960()), laws.SideOf(pos.Turn()), a.Times
	case eboard.ActIllegal:
		e.Kind, e.Irregularity, e.Side, e.Move, e.Times = laws.KindIllegal, laws.IllegalMove, laws.SideOf(a.Side), a.UCI, a.Times
	case eboard.ActFlag:
		e.Kind, e.Side, e.Times = laws.KindFlag, laws.SideOf(a.Side), a.Times
	case eboard.ActSetUp:
		e.Kind, e.FEN = laws.KindPosition, a.FEN
	default:
		return e, fmt.Errorf("feed action %q: want setup, start, move, illegal or flag", a.Kind)
	}
	return e, nil
}

// feedView is board number's feed for the wall, with the e-board clock
// run on to at. The caller holds b.mu.
func (b *Backend) feedView(number int, at time.Time) view.FeedView {
	f := b.feeds[number]
	if f == nil {
		return view.FeedView{}
	}
	v := view.FeedView{Source: f.source, Status: f.status}
	if f.clock != nil {
		v.HasClock, v.At = true, f.at
		v.White, v.Black = feedClockAt(f.clock, f.at, at)
		switch f.clock.Running {
		case eboard.WhiteRuns:
			v.Running = view.White
		case eboard.BlackRuns:
			v.Running = view.Black
		}
	}
	return v
}

// feedClockAt is the e-board clock read at readAt, run on to at, in
// whole seconds as the clock shows them.
func feedClockAt(c *eboard.Clock, readAt, at time.Time) (white, black time.Duration) {
	white, black = c.White, c.Black
	run := max(at.Sub(readAt), 0)
	switch c.Running {
	case eboard.WhiteRuns:
		white = max(white-run, 0)
	case eboard.BlackRuns:
		black = max(black-run, 0)
	}
	return white.Truncate(time.Second), black.Truncate(time.Second)
}

// feedClock is board number's e-board clock at at, when its feed has
// read one. The caller holds b.mu.
func (b *Backend) feedClock(number int, at time.Time) (white, black time.Duration, ok bool) {
	f := b.feeds[number]
	if f == nil || f.clock == nil {
		return 0, 0, false
	}
	white, black = feedClockAt(f.clock, f.at, at)
	return white, black, true
}

// withFeed adds a board's feed to its view: the e-board clock decides
// who runs and whose flag fell. The caller holds b.mu.
func (b *Backend) withFeed(v *view.BoardView, at time.Time) {
	v.Feed = b.feedView(v.Number, at)
	if !v.Feed.HasClock || v.Result != "" {
		return
	}
	v.Running, v.FlagFallen = v.Feed.Running, view.NoSide
	switch {
	case v.Feed.White == 0 && v.Feed.Black == 0:
	case v.Feed.White == 0:
		v.FlagFallen = view.White
	case v.Feed.Black == 0:
		v.FlagFallen = view.Black
	}
}

// EBoardMap is the open event's e-board map (serial -> board) as the
// arbiter last set it; nil when none was set (e-board i feeds board i).
func (b *Backend) EBoardMap() (map[string]int, error) {
	id, ts, err := b.openEvent("e-board map")
	if err != nil {
		return nil, err
	}
	ctx, cancel := commandContext()
	defer cancel()
	s, err := ts.EBoardMap(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("e-board map: %w", err)
	}
	m, err := eboard.ParseMap(s)
	if err != nil {
		return nil, fmt.Errorf("e-board map of the event %q: %w", s, err)
	}
	return m, nil
}

// SetEBoardMap keeps the open event's e-board map, so that a console
// that restarts follows the same boards; nil or empty forgets it.
func (b *Backend) SetEBoardMap(m map[string]int) error {
	s := eboard.FormatMap(m)
	if _, err := eboard.ParseMap(s); err != nil {
		return fmt.Errorf("set e-board map: %w", err)
	}
	id, ts, err := b.openEvent("set e-board map")
	if err != nil {
		return err
	}
	ctx, cancel := commandContext()
	defer cancel()
	if err := ts.Update(ctx, func(tx storage.Tx) error { return tx.SetEBoardMap(ctx, id, s) }); err != nil {
		return fmt.Errorf("set e-board map: %w", err)
	}
	return nil
}
