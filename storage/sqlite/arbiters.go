package sqlite

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/arbiterconsole/arbiter/storage"
)

// AddArbiter stores a new arbiter and returns its id.
func (s *Store) AddArbiter(ctx context.Context, a storage.Arbiter) (int64, error) {
	return inTx(ctx, s, func(tx *Tx) (int64, error) { return tx.AddArbiter(ctx, a) })
}

// AddArbiter stores a new arbiter and returns its id.
func (t *Tx) AddArbiter(ctx context.Context, a storage.Arbiter) (int64, error) {
	if err := t.k.touchSmall(ctx, t.tx); err != nil {
		return 0, err
	}
	if err := a.Validate(); err != nil {
		return 0, fmt.Errorf("storage: add arbiter %q: %w", a.Name, err)
	}
	return t.insert(ctx, fmt.Sprintf("add arbiter %q", a.Name),
		"INSERT INTO arbiters (tournament_id, name, fide_id, role) VALUES (?, ?, ?, ?)",
		a.TournamentID, a.Name, nullID(a.FIDEID), a.Role)
}

// UpdateArbiter replaces the name, FIDE id and role of arbiter a.ID.
func (s *Store) UpdateArbiter(ctx context.Context, a storage.Arbiter) error {
	return s.update(ctx, func(tx *Tx) error { return tx.UpdateArbiter(ctx, a) })
}

// UpdateArbiter replaces the name, FIDE id and role of arbiter a.ID.
func (t *Tx) UpdateArbiter(ctx context.Context, a storage.Arbiter) error {
	if err := t.k.touchSmall(ctx, t.tx); err != nil {
		return err
	}
	if err := a.Validate(); err != nil {
		return fmt.Errorf("storage: update arbiter %d: %w", a.ID, err)
	}
	return t.change(ctx, fmt.Sprintf("update arbiter %d", a.ID),
		"UPDATE arbiters SET name = ?, fide_id = ?, role = ? WHERE id = ?",
		a.Name, nullID(a.FIDEID), a.Role, a.ID)
}

// DeleteArbiter removes an arbiter and the arbiter's board assignments.
func (s *Store) DeleteArbiter(ctx context.Context, id int64) error {
	return s.update(ctx, func(tx *Tx) error { return tx.DeleteArbiter(ctx, id) })
}

// DeleteArbiter removes an arbiter and the arbiter's board assignments.
func (t *Tx) DeleteArbiter(ctx context.Context, id int64) error {
	if err := t.k.touchSmall(ctx, t.tx); err != nil {
		return err
	}
	return t.change(ctx, fmt.Sprintf("delete arbiter %d", id), "DELETE FROM arbiters WHERE id = ?", id)
}

// Arbiter returns the arbiter with the given id.
func (s *Store) Arbiter(ctx context.Context, id int64) (storage.Arbiter, error) {
	a, err := scanArbiter(s.r.QueryRowContext(ctx,
		"SELECT id, tournament_id, name, fide_id, role FROM arbiters WHERE id = ?", id))
	return a, readErr(fmt.Sprintf("arbiter %d", id), err)
}

// Arbiters returns an event's arbiters in the order they were added.
func (s *Store) Arbiters(ctx context.Context, tournamentID int64) ([]storage.Arbiter, error) {
	return queryAll(ctx, s, "arbiters", scanArbiter,
		"SELECT id, tournament_id, name, fide_id, role FROM arbiters WHERE tournament_id = ? ORDER BY id",
		tournamentID)
}

func scanArbiter(row scanner) (storage.Arbiter, error) {
	var a storage.Arbiter
	var fide sql.NullInt64
	err := row.Scan(&a.ID, &a.TournamentID, &a.Name, &fide, &a.Role)
	a.FIDEID = fide.Int64
	return a, err
}

// AssignBoards gives boards to an arbiter, all or none. Boards the arbiter
// already runs are kept.
func (s *Store) AssignBoards(ctx context.Context, arbiterID int64, boardIDs ...int64) error {
	return s.update(ctx, func(tx *Tx) error { return tx.AssignBoards(ctx, arbiterID, boardIDs...) })
}

// AssignBoards gives boards to an arbiter. Boards the arbiter already runs
// are kept.
func (t *Tx) AssignBoards(ctx context.Context, arbiterID int64, boardIDs ...int64) error {
	if err := t.k.touchSmall(ctx, t.tx); err != nil {
		return err
	}
	for _, b := range boardIDs {
		_, err := t.insert(ctx, fmt.Sprintf("assign board %d to arbiter %d", b, arbiterID),
			"INSERT OR IGNORE INTO arbiter_boards (arbiter_id, board_id) VALUES (?, ?)", arbiterID, b)
		if err != nil {
			return err
		}
	}
	return nil
}

// UnassignBoard takes a board away from an arbiter.
func (s *Store) UnassignBoard(ctx context.Context, arbiterID, boardID int64) error {
	return s.update(ctx, func(tx *Tx) error { return tx.UnassignBoard(ctx, arbiterID, boardID) })
}

// UnassignBoard takes a board away from an arbiter.
func (t *Tx) UnassignBoard(ctx context.Context, arbiterID, boardID int64) error {
	if err := t.k.touchSmall(ctx, t.tx); err != nil {
		return err
	}
	return t.change(ctx, fmt.Sprintf("unassign board %d from arbiter %d", boardID, arbiterID),
		"DELETE FROM arbiter_boards WHERE arbiter_id = ? AND board_id = ?", arbiterID, boardID)
}

// ArbiterBoards returns the boards an arbiter runs, by round and number.
func (s *Store) ArbiterBoards(ctx context.Context, arbiterID int64) ([]storage.Board, error) {
	return queryAll(ctx, s, "boards", scanBoard, `SELECT b.id, b.round_id, b.number, b.white_id, b.black_id
		FROM arbiter_boards ab JOIN boards b ON b.id = ab.board_id JOIN rounds r ON r.id = b.round_id
		WHERE ab.arbiter_id = ? ORDER BY r.number, b.number`, arbiterID)
}

// BoardArbiters returns the arbiters who run a board.
func (s *Store) BoardArbiters(ctx context.Context, boardID int64) ([]storage.Arbiter, error) {
	return queryAll(ctx, s, "arbiters", scanArbiter, `SELECT a.id, a.tournament_id, a.name, a.fide_id, a.role
		FROM arbiter_boards ab JOIN arbiters a ON a.id = ab.arbiter_id
		WHERE ab.board_id = ? ORDER BY a.id`, boardID)
}
