package storage

import (
	"context"
	"database/sql"
	"time"
)

// ClockJump is a step of the computer's wall clock the console noticed.
type ClockJump struct {
	At time.Time     // the console's instant, UTC
	By time.Duration // how far the wall clock stepped; negative is back
}

// AddClockJump records a wall clock step noticed at the console's
// instant at.
func (s *Store) AddClockJump(ctx context.Context, at time.Time, by time.Duration) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "INSERT INTO clock_jumps (at_ms, by_ms) VALUES (?, ?)", at.UnixMilli(), by.Milliseconds())
		return mapErr("record a clock jump", err)
	})
}

// ClockJumps returns the recorded wall clock steps, oldest first.
func (s *Store) ClockJumps(ctx context.Context) ([]ClockJump, error) {
	return queryAll(ctx, s, "clock jumps", func(row scanner) (ClockJump, error) {
		var at, by int64
		err := row.Scan(&at, &by)
		return ClockJump{At: time.UnixMilli(at).UTC(), By: time.Duration(by) * time.Millisecond}, err
	}, "SELECT at_ms, by_ms FROM clock_jumps ORDER BY id")
}
