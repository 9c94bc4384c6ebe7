package sqlite

import (
	"context"
	"fmt"

	"github.com/arbiterconsole/arbiter/storage"
)

// The TRF extra of an event is what a pairing program reads in the event's
// TRF file and the event's own columns do not hold, in the text
// storage/exchange encodes it in; "" when there is none.

// SetTRFExtra stores the TRF extra of the event with the given id.
func (s *Store) SetTRFExtra(ctx context.Context, tournamentID int64, extra string) error {
	return s.update(ctx, func(tx *Tx) error { return tx.SetTRFExtra(ctx, tournamentID, extra) })
}

// SetTRFExtra stores the TRF extra of the event with the given id.
func (t *Tx) SetTRFExtra(ctx context.Context, tournamentID int64, extra string) error {
	return t.change(ctx, fmt.Sprintf("set the TRF lines of event %d", tournamentID),
		"UPDATE tournaments SET trf_extra = ? WHERE id = ?", extra, tournamentID)
}

// SwapTRFExtra stores extra if the event still has the extra old and
// rounds rounds (storage.Tx). The writer holds the file's write lock, so
// nothing changes between the look and the write.
func (t *Tx) SwapTRFExtra(ctx context.Context, tournamentID int64, rounds int, old, extra string) error {
	what := fmt.Sprintf("set the TRF lines of event %d", tournamentID)
	var have string
	var n int
	err := t.tx.QueryRowContext(ctx, "SELECT trf_extra, (SELECT count(*) FROM rounds WHERE tournament_id = t.id) FROM tournaments t WHERE id = ?", tournamentID).Scan(&have, &n)
	if err != nil {
		return readErr(what, err)
	}
	if have != old || n != rounds {
		return storage.SwapConflict(what, rounds, n)
	}
	return t.SetTRFExtra(ctx, tournamentID, extra)
}

// TRFExtra returns the TRF extra of the event with the given id.
func (s *Store) TRFExtra(ctx context.Context, tournamentID int64) (string, error) {
	var extra string
	err := s.r.QueryRowContext(ctx, "SELECT trf_extra FROM tournaments WHERE id = ?", tournamentID).Scan(&extra)
	return extra, readErr(fmt.Sprintf("TRF lines of event %d", tournamentID), err)
}

func scanEventTRFExtra(row scanner) (storage.EventTRFExtra, error) {
	var e storage.EventTRFExtra
	return e, row.Scan(&e.TournamentID, &e.Extra)
}

// restoreTRFExtras writes the TRF extras of a snapshot.
func restoreTRFExtras(ctx context.Context, t *Tx, all []storage.EventTRFExtra) error {
	for _, e := range all {
		if err := t.SetTRFExtra(ctx, e.TournamentID, e.Extra); err != nil {
			return err
		}
	}
	return nil
}
