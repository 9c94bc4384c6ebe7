package sqlite

import (
	"context"
	"fmt"

	"github.com/arbiterconsole/arbiter/storage"
)

// SetGameRecord stores the record of an imported game.
func (t *Tx) SetGameRecord(ctx context.Context, r storage.GameRecord) error {
	if _, err := t.insert(ctx, fmt.Sprintf("record of game %d", r.GameID),
		"INSERT INTO game_records (game_id, pgn, events) VALUES (?, ?, ?)", r.GameID, r.PGN, r.Events); err != nil {
		return err
	}
	return t.k.sealRecord(ctx, t.tx, r)
}

// GameRecord returns the record of an imported game; ErrNotFound for a
// game recorded at the console.
func (s *Store) GameRecord(ctx context.Context, gameID int64) (storage.GameRecord, error) {
	r := storage.GameRecord{GameID: gameID}
	err := s.r.QueryRowContext(ctx, "SELECT pgn, events FROM game_records WHERE game_id = ?", gameID).Scan(&r.PGN, &r.Events)
	return r, readErr(fmt.Sprintf("record of game %d", gameID), err)
}
