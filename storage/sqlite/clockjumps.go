package sqlite

import (
	"context"
	"database/sql"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
)

// AddClockJump records a wall clock step noticed at the console's
// instant at.
func (s *Store) AddClockJump(ctx context.Context, at time.Time, by time.Duration) error {
	return s.write(ctx, func(tx *sql.Tx, k *sealer) error {
		if err := k.touchSmall(ctx, tx); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, "INSERT INTO clock_jumps (at_ms, by_ms) VALUES (?, ?)", at.UnixMilli(), by.Milliseconds())
		return mapErr("record a clock jump", err)
	})
}

// ClockJumps returns the recorded wall clock steps, oldest first.
func (s *Store) ClockJumps(ctx context.Context) ([]storage.ClockJump, error) {
	return queryAll(ctx, s, "clock jumps", func(row scanner) (storage.ClockJump, error) {
		var at, by int64
		err := row.Scan(&at, &by)
		return storage.ClockJump{At: time.UnixMilli(at).UTC(), By: time.Duration(by) * time.Millisecond}, err
	}, "SELECT at_ms, by_ms FROM clock_jumps ORDER BY id")
}
