package backend

import (
	"context"
	"errors"
	"fmt"

	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
)

// board is one board of the round and its game.
type board struct {
	number       int
	white, black int64 // player ids
	arbiter      string
	gameID       int64
	setup        laws.Setup
	game         *gamelog.Game
	// quarantine says why the stored game does not fold; the board then
	// shows its last good position and takes no commands.
	quarantine string
}

func (b *Backend) loadBoard(ctx context.Context, ev *event, g storage.Game) (*board, error) {
	setup, err := gamelog.Setup(g, ev.rules, ev.control, b.opts)
	if err != nil {
		return nil, err
	}
	bd := &board{number: g.Board, white: g.WhiteID, black: g.BlackID, gameID: g.ID, setup: setup}
	if err := bd.reload(ctx, b.store); err != nil {
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

// reload folds the board's game again from the store. A game that does
// not fold is quarantined, not an error: one bad game must not hide the
// other boards.
func (bd *board) reload(ctx context.Context, log gamelog.Log) error {
	g, err := gamelog.Load(ctx, log, bd.gameID, bd.setup)
	var fe *gamelog.FoldError
	switch {
	case errors.As(err, &fe) && g != nil:
		bd.game, bd.quarantine = g, fe.Error()
	case err != nil:
		return err
	default:
		bd.game, bd.quarantine = g, ""
	}
	return nil
}
