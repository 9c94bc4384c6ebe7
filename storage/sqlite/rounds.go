package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
)

// AddRound stores round number of an event and returns its id.
func (s *Store) AddRound(ctx context.Context, tournamentID int64, number int) (int64, error) {
	return inTx(ctx, s, func(tx *Tx) (int64, error) { return tx.AddRound(ctx, tournamentID, number) })
}

// AddRound stores round number of an event and returns its id.
func (t *Tx) AddRound(ctx context.Context, tournamentID int64, number int) (int64, error) {
	return t.insert(ctx, fmt.Sprintf("add round %d to event %d", number, tournamentID),
		"INSERT INTO rounds (tournament_id, number) VALUES (?, ?)", tournamentID, number)
}

// DeleteRound removes a round with its boards and byes, as long as no game
// was started in it (ErrConflict otherwise).
func (s *Store) DeleteRound(ctx context.Context, id int64) error {
	return s.update(ctx, func(tx *Tx) error { return tx.DeleteRound(ctx, id) })
}

// DeleteRound removes a round in which no game was started.
func (t *Tx) DeleteRound(ctx context.Context, id int64) error {
	if err := t.k.touchSmall(ctx, t.tx); err != nil {
		return err
	}
	return t.change(ctx, fmt.Sprintf("delete round %d", id), "DELETE FROM rounds WHERE id = ?", id)
}

// SetRoundDate records the day a round is played.
func (s *Store) SetRoundDate(ctx context.Context, roundID int64, date string) error {
	return s.update(ctx, func(tx *Tx) error { return tx.SetRoundDate(ctx, roundID, date) })
}

// SetRoundDate records the day a round is played.
func (t *Tx) SetRoundDate(ctx context.Context, roundID int64, date string) error {
	if err := storage.ValidateRoundDate(date); err != nil {
		return fmt.Errorf("storage: set date of round %d: %w", roundID, err)
	}
	return t.change(ctx, fmt.Sprintf("set date of round %d", roundID),
		"UPDATE rounds SET date = ? WHERE id = ?", date, roundID)
}

// Round returns the round with the given id.
func (s *Store) Round(ctx context.Context, id int64) (storage.Round, error) {
	r, err := scanRound(s.r.QueryRowContext(ctx,
		"SELECT id, tournament_id, number, date, closed_at_ms FROM rounds WHERE id = ?", id))
	return r, readErr(fmt.Sprintf("round %d", id), err)
}

// Rounds returns an event's rounds by number.
func (s *Store) Rounds(ctx context.Context, tournamentID int64) ([]storage.Round, error) {
	return queryAll(ctx, s, "rounds", scanRound,
		"SELECT id, tournament_id, number, date, closed_at_ms FROM rounds WHERE tournament_id = ? ORDER BY number",
		tournamentID)
}

func scanRound(row scanner) (storage.Round, error) {
	var r storage.Round
	var closed sql.NullInt64
	err := row.Scan(&r.ID, &r.TournamentID, &r.Number, &r.Date, &closed)
	if closed.Valid {
		r.Closed = time.UnixMilli(closed.Int64).UTC()
	}
	return r, err
}

// AddBoard stores a board of a round with its pairing and returns its id.
func (s *Store) AddBoard(ctx context.Context, b storage.Board) (int64, error) {
	return inTx(ctx, s, func(tx *Tx) (int64, error) { return tx.AddBoard(ctx, b) })
}

// AddBoard stores a board of a round with its pairing and returns its id.
func (t *Tx) AddBoard(ctx context.Context, b storage.Board) (int64, error) {
	return t.insert(ctx, fmt.Sprintf("add board %d to round %d", b.Number, b.RoundID),
		"INSERT INTO boards (round_id, number, white_id, black_id) VALUES (?, ?, ?, ?)",
		b.RoundID, b.Number, b.WhiteID, b.BlackID)
}

// UpdateBoard changes a board's number and pairing.
func (s *Store) UpdateBoard(ctx context.Context, b storage.Board) error {
	return s.update(ctx, func(tx *Tx) error { return tx.UpdateBoard(ctx, b) })
}

// UpdateBoard changes a board's number and pairing.
func (t *Tx) UpdateBoard(ctx context.Context, b storage.Board) error {
	return t.change(ctx, fmt.Sprintf("update board %d", b.ID),
		"UPDATE boards SET number = ?, white_id = ?, black_id = ? WHERE id = ?",
		b.Number, b.WhiteID, b.BlackID, b.ID)
}

// DeleteBoard removes a board that has no game; one with a game is
// ErrConflict.
func (s *Store) DeleteBoard(ctx context.Context, id int64) error {
	return s.update(ctx, func(tx *Tx) error { return tx.DeleteBoard(ctx, id) })
}

// DeleteBoard removes a board that has no game.
func (t *Tx) DeleteBoard(ctx context.Context, id int64) error {
	if err := t.k.touchSmall(ctx, t.tx); err != nil {
		return err
	}
	return t.change(ctx, fmt.Sprintf("delete board %d", id), "DELETE FROM boards WHERE id = ?", id)
}

// Board returns the board with the given id.
func (s *Store) Board(ctx context.Context, id int64) (storage.Board, error) {
	b, err := scanBoard(s.r.QueryRowContext(ctx,
		"SELECT id, round_id, number, white_id, black_id FROM boards WHERE id = ?", id))
	return b, readErr(fmt.Sprintf("board %d", id), err)
}

// Boards returns a round's boards by number.
func (s *Store) Boards(ctx context.Context, roundID int64) ([]storage.Board, error) {
	return queryAll(ctx, s, "boards", scanBoard,
		"SELECT id, round_id, number, white_id, black_id FROM boards WHERE round_id = ? ORDER BY number",
		roundID)
}

func scanBoard(row scanner) (storage.Board, error) {
	var b storage.Board
	err := row.Scan(&b.ID, &b.RoundID, &b.Number, &b.WhiteID, &b.BlackID)
	return b, err
}

// AddBye records that a player has no opponent in a round.
func (s *Store) AddBye(ctx context.Context, b storage.Bye) error {
	return s.update(ctx, func(tx *Tx) error { return tx.AddBye(ctx, b) })
}

// AddBye records that a player has no opponent in a round.
func (t *Tx) AddBye(ctx context.Context, b storage.Bye) error {
	if err := b.Validate(); err != nil {
		return fmt.Errorf("storage: add bye of player %d to round %d: %w", b.PlayerID, b.RoundID, err)
	}
	_, err := t.insert(ctx, fmt.Sprintf("add bye of player %d to round %d", b.PlayerID, b.RoundID),
		"INSERT INTO byes (round_id, player_id, result) VALUES (?, ?, ?)", b.RoundID, b.PlayerID, b.Result)
	return err
}

// DeleteBye removes a player's bye from a round.
func (s *Store) DeleteBye(ctx context.Context, roundID, playerID int64) error {
	return s.update(ctx, func(tx *Tx) error { return tx.DeleteBye(ctx, roundID, playerID) })
}

// DeleteBye removes a player's bye from a round.
func (t *Tx) DeleteBye(ctx context.Context, roundID, playerID int64) error {
	return t.change(ctx, fmt.Sprintf("delete bye of player %d from round %d", playerID, roundID),
		"DELETE FROM byes WHERE round_id = ? AND player_id = ?", roundID, playerID)
}

// Byes returns a round's byes, by player id.
func (s *Store) Byes(ctx context.Context, roundID int64) ([]storage.Bye, error) {
	return queryAll(ctx, s, "byes", func(row scanner) (storage.Bye, error) {
		var b storage.Bye
		err := row.Scan(&b.RoundID, &b.PlayerID, &b.Result)
		return b, err
	}, "SELECT round_id, player_id, result FROM byes WHERE round_id = ? ORDER BY player_id", roundID)
}
