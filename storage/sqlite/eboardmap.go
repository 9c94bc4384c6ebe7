package sqlite

import (
	"context"
	"fmt"

	"github.com/arbiterconsole/arbiter/storage"
)

// SetEBoardMap stores the e-board map of the event with the given id.
func (s *Store) SetEBoardMap(ctx context.Context, tournamentID int64, m string) error {
	return s.update(ctx, func(tx *Tx) error { return tx.SetEBoardMap(ctx, tournamentID, m) })
}

// SetEBoardMap stores the e-board map of the event with the given id.
func (t *Tx) SetEBoardMap(ctx context.Context, tournamentID int64, m string) error {
	return t.change(ctx, fmt.Sprintf("set the e-board map of event %d", tournamentID),
		"UPDATE tournaments SET eboard_map = ? WHERE id = ?", m, tournamentID)
}

// EBoardMap returns the e-board map of the event with the given id.
func (s *Store) EBoardMap(ctx context.Context, tournamentID int64) (string, error) {
	var m string
	err := s.r.QueryRowContext(ctx, "SELECT eboard_map FROM tournaments WHERE id = ?", tournamentID).Scan(&m)
	return m, readErr(fmt.Sprintf("e-board map of event %d", tournamentID), err)
}

func scanEventEBoardMap(row scanner) (storage.EventEBoardMap, error) {
	var e storage.EventEBoardMap
	return e, row.Scan(&e.TournamentID, &e.Map)
}

// restoreEBoardMaps writes the e-board maps of a snapshot.
func restoreEBoardMaps(ctx context.Context, t *Tx, all []storage.EventEBoardMap) error {
	for _, e := range all {
		if err := t.SetEBoardMap(ctx, e.TournamentID, e.Map); err != nil {
			return err
		}
	}
	return nil
}
