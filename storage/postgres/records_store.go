package postgres

import (
	"context"

	"github.com/arbiterconsole/arbiter/storage"
)

// Each change below runs in a transaction of its own; Update groups them.

// AddTournament stores a new event and returns its id.
func (s *Store) AddTournament(ctx context.Context, e storage.Tournament) (int64, error) {
	return inTx(ctx, s, func(tx *Tx) (int64, error) { return tx.AddTournament(ctx, e) })
}

// UpdateTournament replaces every field of the event with id e.ID.
func (s *Store) UpdateTournament(ctx context.Context, e storage.Tournament) error {
	return s.update(ctx, func(tx *Tx) error { return tx.UpdateTournament(ctx, e) })
}

// DeleteTournament removes an event in which no game was started
// (storage.ErrConflict otherwise).
func (s *Store) DeleteTournament(ctx context.Context, id int64) error {
	return s.update(ctx, func(tx *Tx) error { return tx.DeleteTournament(ctx, id) })
}

// AddPlayer stores a new player and returns its id.
func (s *Store) AddPlayer(ctx context.Context, p storage.Player) (int64, error) {
	return inTx(ctx, s, func(tx *Tx) (int64, error) { return tx.AddPlayer(ctx, p) })
}

// UpdatePlayer replaces every field of the player with id p.ID but its
// event.
func (s *Store) UpdatePlayer(ctx context.Context, p storage.Player) error {
	return s.update(ctx, func(tx *Tx) error { return tx.UpdatePlayer(ctx, p) })
}

// DeletePlayer removes a player who has never been paired; a paired
// player is storage.ErrConflict.
func (s *Store) DeletePlayer(ctx context.Context, id int64) error {
	return s.update(ctx, func(tx *Tx) error { return tx.DeletePlayer(ctx, id) })
}

// AddRound stores round number of an event and returns its id.
func (s *Store) AddRound(ctx context.Context, tournamentID int64, number int) (int64, error) {
	return inTx(ctx, s, func(tx *Tx) (int64, error) { return tx.AddRound(ctx, tournamentID, number) })
}

// DeleteRound removes a round in which no game was started.
func (s *Store) DeleteRound(ctx context.Context, id int64) error {
	return s.update(ctx, func(tx *Tx) error { return tx.DeleteRound(ctx, id) })
}

// SetRoundDate records the day a round is played.
func (s *Store) SetRoundDate(ctx context.Context, roundID int64, date string) error {
	return s.update(ctx, func(tx *Tx) error { return tx.SetRoundDate(ctx, roundID, date) })
}

// AddBoard stores a board of a round with its pairing and returns its id.
func (s *Store) AddBoard(ctx context.Context, b storage.Board) (int64, error) {
	return inTx(ctx, s, func(tx *Tx) (int64, error) { return tx.AddBoard(ctx, b) })
}

// UpdateBoard changes a board's number and pairing.
func (s *Store) UpdateBoard(ctx context.Context, b storage.Board) error {
	return s.update(ctx, func(tx *Tx) error { return tx.UpdateBoard(ctx, b) })
}

// DeleteBoard removes a board that has no game; one with a game is
// storage.ErrConflict.
func (s *Store) DeleteBoard(ctx context.Context, id int64) error {
	return s.update(ctx, func(tx *Tx) error { return tx.DeleteBoard(ctx, id) })
}

// DeleteBye removes a player's bye from a round.
func (s *Store) DeleteBye(ctx context.Context, roundID, playerID int64) error {
	return s.update(ctx, func(tx *Tx) error { return tx.DeleteBye(ctx, roundID, playerID) })
}

// AddArbiter stores a new arbiter and returns its id.
func (s *Store) AddArbiter(ctx context.Context, a storage.Arbiter) (int64, error) {
	return inTx(ctx, s, func(tx *Tx) (int64, error) { return tx.AddArbiter(ctx, a) })
}

// AddGame starts a game on a board from the given position and returns
// its id.
func (s *Store) AddGame(ctx context.Context, boardID int64, initialFEN string) (int64, error) {
	return inTx(ctx, s, func(tx *Tx) (int64, error) { return tx.AddGame(ctx, boardID, initialFEN) })
}

// SetResult records a game's result and how it ended.
func (s *Store) SetResult(ctx context.Context, gameID int64, result, termination string) error {
	return s.update(ctx, func(tx *Tx) error { return tx.SetResult(ctx, gameID, result, termination) })
}

// AddBye records that a player has no opponent in a round.
func (s *Store) AddBye(ctx context.Context, b storage.Bye) error {
	return s.update(ctx, func(tx *Tx) error { return tx.AddBye(ctx, b) })
}

// AssignBoards gives boards to an arbiter; a board already given is kept.
func (s *Store) AssignBoards(ctx context.Context, arbiterID int64, boardIDs ...int64) error {
	return s.update(ctx, func(tx *Tx) error { return tx.AssignBoards(ctx, arbiterID, boardIDs...) })
}

// SetGameRecord stores the record of an imported game.
func (s *Store) SetGameRecord(ctx context.Context, r storage.GameRecord) error {
	return s.update(ctx, func(tx *Tx) error { return tx.SetGameRecord(ctx, r) })
}
