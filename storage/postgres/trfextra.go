package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/arbiterconsole/arbiter/storage"
)

// SetTRFExtra stores the TRF extra of the event with the given id, as
// storage.Store does.
func (s *Store) SetTRFExtra(ctx context.Context, tournamentID int64, extra string) error {
	return s.update(ctx, func(tx *Tx) error { return tx.SetTRFExtra(ctx, tournamentID, extra) })
}

// SetTRFExtra stores the TRF extra of the event with the given id.
func (t *Tx) SetTRFExtra(ctx context.Context, tournamentID int64, extra string) error {
	return t.change(ctx, fmt.Sprintf("set the TRF lines of event %d", tournamentID),
		"UPDATE tournaments SET trf_extra = $1 WHERE id = $2", extra, tournamentID)
}

// SwapTRFExtra stores extra if the event still has the extra old and
// rounds rounds (storage.Tx). The event's row is locked first, so that
// the count of rounds, read after, sees every transaction that changed
// the event before (a round is added under a key-share lock of its
// event's row, which FOR UPDATE waits for).
func (t *Tx) SwapTRFExtra(ctx context.Context, tournamentID int64, rounds int, old, extra string) error {
	what := fmt.Sprintf("set the TRF lines of event %d", tournamentID)
	var have string
	if err := t.tx.QueryRow(ctx, "SELECT trf_extra FROM tournaments WHERE id = $1 FOR UPDATE", tournamentID).Scan(&have); err != nil {
		return readErr(what, err)
	}
	var n int
	if err := t.tx.QueryRow(ctx, "SELECT count(*) FROM rounds WHERE tournament_id = $1", tournamentID).Scan(&n); err != nil {
		return mapErr(what, err)
	}
	if have != old || n != rounds {
		return storage.SwapConflict(what, rounds, n)
	}
	return t.SetTRFExtra(ctx, tournamentID, extra)
}

// TRFExtra returns the TRF extra of the event with the given id.
func (s *Store) TRFExtra(ctx context.Context, tournamentID int64) (string, error) {
	var extra string
	err := s.pool.QueryRow(ctx, "SELECT trf_extra FROM tournaments WHERE id = $1", tournamentID).Scan(&extra)
	return extra, readErr(fmt.Sprintf("TRF lines of event %d", tournamentID), err)
}

func scanEventTRFExtra(row pgx.Row) (storage.EventTRFExtra, error) {
	var e storage.EventTRFExtra
	return e, row.Scan(&e.TournamentID, &e.Extra)
}

// restoreTRFExtras writes the TRF extras of a snapshot.
func restoreTRFExtras(ctx context.Context, tx pgx.Tx, all []storage.EventTRFExtra) error {
	for _, e := range all {
		if _, err := tx.Exec(ctx, "UPDATE tournaments SET trf_extra = $1 WHERE id = $2", e.Extra, e.TournamentID); err != nil {
			return mapErr(fmt.Sprintf("TRF lines of event %d", e.TournamentID), err)
		}
	}
	return nil
}
