package exchange

import (
	"context"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
)

// Reader is what an export reads of a stored event; every storage.Store
// is one.
type Reader interface {
	Tournament(ctx context.Context, id int64) (storage.Tournament, error)
	Arbiters(ctx context.Context, tournamentID int64) ([]storage.Arbiter, error)
	Players(ctx context.Context, tournamentID int64) ([]storage.Player, error)
	Player(ctx context.Context, id int64) (storage.Player, error)
	Rounds(ctx context.Context, tournamentID int64) ([]storage.Round, error)
	Boards(ctx context.Context, roundID int64) ([]storage.Board, error)
	Byes(ctx context.Context, roundID int64) ([]storage.Bye, error)
	Games(ctx context.Context, roundID int64) ([]storage.Game, error)
	GameRecord(ctx context.Context, gameID int64) (storage.GameRecord, error)
	TRFExtra(ctx context.Context, tournamentID int64) (string, error)
	gamelog.Log // a game is read by folding its log
}

// Store is a database an import writes to, all in one transaction.
type Store interface {
	Reader
	// Update runs fn in one transaction, committed when fn returns nil.
	Update(ctx context.Context, fn func(storage.Tx) error) error
}
