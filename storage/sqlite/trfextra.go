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
