package exchange

import (
	"context"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
)

// Reader is what an export reads of a stored event: a SQLite file
// (*storage.Store) or a PostgreSQL server (*postgres.Store).
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

// Tx is what an import writes, all in one transaction.
type Tx interface {
	AddTournament(ctx context.Context, t storage.Tournament) (int64, error)
	UpdateTournament(ctx context.Context, t storage.Tournament) error
	AddArbiter(ctx context.Context, a storage.Arbiter) (int64, error)
	AddPlayer(ctx context.Context, p storage.Player) (int64, error)
	AddRound(ctx context.Context, tournamentID int64, number int) (int64, error)
	SetRoundDate(ctx context.Context, roundID int64, date string) error
	AddBoard(ctx context.Context, b storage.Board) (int64, error)
	AddBye(ctx context.Context, b storage.Bye) error
	AddGame(ctx context.Context, boardID int64, initialFEN string) (int64, error)
	SetResult(ctx context.Context, gameID int64, result, termination string) error
	SetGameRecord(ctx context.Context, r storage.GameRecord) error
	SetTRFExtra(ctx context.Context, tournamentID int64, extra string) error
}

// Store is a database an import writes to. T is its transaction:
// *storage.Tx for a file, *postgres.Tx for a server.
type Store[T Tx] interface {
	Reader
	// Update runs fn in one transaction, committed when fn returns nil.
	Update(ctx context.Context, fn func(T) error) error
}

// Events is a Store whose transaction is known only as a Tx, so that one
// variable can hold a file or a server: Of makes one.
type Events = Store[Tx]

// Of hides the type of s's transaction.
func Of[T Tx](s Store[T]) Events { return events[T]{s} }

type events[T Tx] struct{ Store[T] }

func (e events[T]) Update(ctx context.Context, fn func(Tx) error) error {
	return e.Store.Update(ctx, func(tx T) error { return fn(tx) })
}
