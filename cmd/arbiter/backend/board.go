package backend

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/ui"
)

// board is one board of the round: its game as the fold of its events.
type board struct {
	number       int
	gameID       int64
	white, black int64 // player ids
	arbiter      string
	setup        laws.Setup
	game         *laws.Game
	events       []laws.Event
	rulings      []laws.Ruling
}

func (b *Backend) loadBoard(ctx context.Context, ev *event, g storage.Game) (*board, error) {
	start := chess.StartPosition()
	if g.InitialFEN != "" {
		p, err := chess.ParseFEN(g.InitialFEN)
		if err != nil {
			return nil, fmt.Errorf("backend: board %d: initial position: %w", g.Board, err)
		}
		start = p
	}
	bd := &board{
		number: g.Board, gameID: g.ID, white: g.WhiteID, black: g.BlackID,
		setup: laws.Setup{Rules: ev.rules, Control: ev.control, Start: start, Options: b.opts},
	}
	arbs, err := b.store.BoardArbiters(ctx, g.BoardID)
	if err != nil {
		return nil, err
	}
	if len(arbs) > 0 {
		bd.arbiter = arbs[0].Name
	}
	if bd.game, err = laws.NewGame(bd.setup); err != nil {
		return nil, fmt.Errorf("backend: board %d: %w", g.Board, err)
	}
	err = b.store.Replay(ctx, g.ID, func(r storage.EventRecord) error {
		var e laws.Event
		if err := json.Unmarshal(r.Payload, &e); err != nil {
			return fmt.Errorf("event %d: %w", r.Seq, err)
		}
		_, err := bd.apply(e)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("backend: board %d: replaying game %d: %w", g.Board, g.ID, err)
	}
	return bd, nil
}

// apply folds one event into the board.
func (bd *board) apply(e laws.Event) ([]laws.Ruling, error) {
	rs, err := bd.game.Apply(e)
	if err != nil {
		return nil, err
	}
	bd.events = append(bd.events, e)
	bd.rulings = append(bd.rulings, rs...)
	return rs, nil
}

// startedAt is when White's clock was first started.
func (bd *board) startedAt() time.Time {
	for _, e := range bd.events {
		if e.Kind == laws.KindStart {
			return e.At
		}
	}
	return time.Time{}
}

// record applies e and stores it; only a stored event counts.
func (bd *board) record(ctx context.Context, store *storage.Store, e laws.Event) ([]laws.Ruling, error) {
	saved := *bd
	saved.events = bd.events[:len(bd.events):len(bd.events)]
	saved.rulings = bd.rulings[:len(bd.rulings):len(bd.rulings)]
	game := *bd.game
	saved.game = &game

	rs, err := bd.apply(e)
	if err != nil {
		return nil, err
	}
	payload, err := json.Marshal(e)
	if err == nil {
		_, err = store.Append(ctx, bd.gameID, []storage.EventRecord{{Kind: string(e.Kind), Payload: payload, Wall: e.At}})
	}
	if err == nil {
		if r := bd.game.Result(); r.Over() {
			err = store.SetResult(ctx, bd.gameID, string(r.Outcome), lastDecision(rs))
		}
	}
	if err != nil {
		*bd = saved
		return nil, fmt.Errorf("storing %s: %w", e.Kind, err)
	}
	return rs, nil
}

func lastDecision(rs []laws.Ruling) string {
	if len(rs) == 0 {
		return ""
	}
	return string(rs[len(rs)-1].Decision)
}

func clockSide(c chess.Color) clock.Side {
	if c == chess.Black {
		return clock.Black
	}
	return clock.White
}

func uiSide(c chess.Color) ui.Side {
	if c == chess.Black {
		return ui.Black
	}
	return ui.White
}

func lawsSideToUI(s laws.Side) ui.Side {
	switch s {
	case laws.White:
		return ui.White
	case laws.Black:
		return ui.Black
	}
	return ""
}
