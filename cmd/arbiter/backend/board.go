package backend

import (
	"context"
	"fmt"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// board is one board of the round and its game.
type board struct {
	number       int
	white, black int64 // player ids
	arbiter      string
	game         *gamelog.Game
}

func (b *Backend) loadBoard(ctx context.Context, ev *event, g storage.Game) (*board, error) {
	setup, err := gamelog.Setup(g, ev.rules, ev.control, b.opts)
	if err != nil {
		return nil, err
	}
	bd := &board{number: g.Board, white: g.WhiteID, black: g.BlackID}
	if bd.game, err = gamelog.Load(ctx, b.store, g.ID, setup); err != nil {
		return nil, fmt.Errorf("backend: board %d: %w", g.Board, err)
	}
	arbs, err := b.store.BoardArbiters(ctx, g.BoardID)
	if err != nil {
		return nil, err
	}
	if len(arbs) > 0 {
		bd.arbiter = arbs[0].Name
	}
	return bd, nil
}

func clockSide(c chess.Color) clock.Side {
	if c == chess.Black {
		return clock.Black
	}
	return clock.White
}

func uiSide(c chess.Color) view.Side {
	if c == chess.Black {
		return view.Black
	}
	return view.White
}

func lawsSideToUI(s laws.Side) view.Side {
	switch s {
	case laws.White:
		return view.White
	case laws.Black:
		return view.Black
	}
	return ""
}
