package storage

import (
	"context"
	"database/sql"
)

// Summary counts what a database holds.
type Summary struct {
	SchemaVersion int
	Tournaments   int
	Players       int
	Rounds        int
	Games         int
	Events        int
}

// Summary counts the rows of each kind from one read snapshot.
func (s *Store) Summary(ctx context.Context) (Summary, error) {
	var sum Summary
	err := s.read(ctx, func(tx *sql.Tx) error {
		for _, c := range []struct {
			query string
			dest  *int
		}{
			{"PRAGMA user_version", &sum.SchemaVersion},
			{"SELECT count(*) FROM tournaments", &sum.Tournaments},
			{"SELECT count(*) FROM players", &sum.Players},
			{"SELECT count(*) FROM rounds", &sum.Rounds},
			{"SELECT count(*) FROM games", &sum.Games},
			{"SELECT count(*) FROM game_events", &sum.Events},
		} {
			if err := tx.QueryRowContext(ctx, c.query).Scan(c.dest); err != nil {
				return mapErr("summary", err)
			}
		}
		return nil
	})
	return sum, err
}
