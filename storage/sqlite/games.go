package sqlite

import (
	"context"
	"fmt"

	"github.com/arbiterconsole/arbiter/storage"
)

const gameColumns = `g.id, b.round_id, g.board_id, b.number, b.white_id, b.black_id,
	g.initial_fen, g.result, g.termination, g.event_count`

const gameFrom = " FROM games g JOIN boards b ON b.id = g.board_id "

// AddGame starts a game on a board from the given position and returns its
// id. Its result is "*" until SetResult.
func (s *Store) AddGame(ctx context.Context, boardID int64, initialFEN string) (int64, error) {
	return inTx(ctx, s, func(tx *Tx) (int64, error) { return tx.AddGame(ctx, boardID, initialFEN) })
}

// AddGame starts a game on a board from the given position and returns its
// id.
func (t *Tx) AddGame(ctx context.Context, boardID int64, initialFEN string) (int64, error) {
	return t.insert(ctx, fmt.Sprintf("add game on board %d", boardID),
		"INSERT INTO games (board_id, initial_fen) VALUES (?, ?)", boardID, initialFEN)
}

// SetResult records a game's result and how it ended.
func (s *Store) SetResult(ctx context.Context, gameID int64, result, termination string) error {
	return s.update(ctx, func(tx *Tx) error { return tx.SetResult(ctx, gameID, result, termination) })
}

// SetResult records a game's result and how it ended.
func (t *Tx) SetResult(ctx context.Context, gameID int64, result, termination string) error {
	return t.change(ctx, fmt.Sprintf("set result of game %d", gameID),
		"UPDATE games SET result = ?, termination = ? WHERE id = ?", result, termination, gameID)
}

// Game returns the game with the given id.
func (s *Store) Game(ctx context.Context, id int64) (storage.Game, error) {
	g, err := scanGame(s.r.QueryRowContext(ctx, "SELECT "+gameColumns+gameFrom+"WHERE g.id = ?", id))
	return g, readErr(fmt.Sprintf("game %d", id), err)
}

// Games returns a round's games by board number, then by id (a board may
// hold a replayed game).
func (s *Store) Games(ctx context.Context, roundID int64) ([]storage.Game, error) {
	return queryAll(ctx, s, "games", scanGame,
		"SELECT "+gameColumns+gameFrom+"WHERE b.round_id = ? ORDER BY b.number, g.id", roundID)
}

func scanGame(row scanner) (storage.Game, error) {
	var g storage.Game
	err := row.Scan(&g.ID, &g.RoundID, &g.BoardID, &g.Board, &g.WhiteID, &g.BlackID,
		&g.InitialFEN, &g.Result, &g.Termination, &g.Events)
	return g, err
}
