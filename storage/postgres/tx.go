package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/arbiterconsole/arbiter/storage"
)

// Tx is a group of changes that Store.Update commits together or not at
// all, such as an event imported with its players and pairings. Its
// methods are those of storage.Tx.
type Tx struct {
	tx pgx.Tx
}

// Update runs fn in one transaction and commits it if fn returns nil.
// The commit is durable when Update returns.
func (s *Store) Update(ctx context.Context, fn func(storage.Tx) error) error {
	return s.update(ctx, func(tx *Tx) error { return fn(tx) })
}

func (s *Store) update(ctx context.Context, fn func(*Tx) error) error {
	return s.write(ctx, func(tx pgx.Tx) error { return fn(&Tx{tx}) })
}

// inTx runs one Tx method in a transaction of its own.
func inTx[T any](ctx context.Context, s *Store, fn func(*Tx) (T, error)) (T, error) {
	return storage.UpdateValue(ctx, s.update, fn)
}

// insert runs one INSERT ... RETURNING id.
func (t *Tx) insert(ctx context.Context, what, query string, args ...any) (int64, error) {
	var id int64
	err := t.tx.QueryRow(ctx, query+" RETURNING id", args...).Scan(&id)
	return id, mapErr(what, err)
}

// change runs one UPDATE or DELETE of a single row; no row matched is
// storage.ErrNotFound.
func (t *Tx) change(ctx context.Context, what, query string, args ...any) error {
	tag, err := t.tx.Exec(ctx, query, args...)
	if err != nil {
		return mapErr(what, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("storage: %s: %w", what, storage.ErrNotFound)
	}
	return nil
}

// SetGameRecord stores the record of an imported game.
func (t *Tx) SetGameRecord(ctx context.Context, r storage.GameRecord) error {
	_, err := t.tx.Exec(ctx, "INSERT INTO game_records (game_id, pgn, events) VALUES ($1, $2, $3)", r.GameID, r.PGN, r.Events)
	return mapErr(fmt.Sprintf("record of game %d", r.GameID), err)
}

// GameRecord returns the record of an imported game; storage.ErrNotFound
// for a game recorded at a console.
func (s *Store) GameRecord(ctx context.Context, gameID int64) (storage.GameRecord, error) {
	r := storage.GameRecord{GameID: gameID}
	err := s.pool.QueryRow(ctx, "SELECT pgn, events FROM game_records WHERE game_id = $1", gameID).Scan(&r.PGN, &r.Events)
	return r, readErr(fmt.Sprintf("record of game %d", gameID), err)
}
