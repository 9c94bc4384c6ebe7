package sqlite

import (
	"context"
	"database/sql"

	"github.com/arbiterconsole/arbiter/storage"
)

// Summary counts the rows of each kind from one read snapshot.
func (s *Store) Summary(ctx context.Context) (storage.Summary, error) {
	var sum storage.Summary
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
