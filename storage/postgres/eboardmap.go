package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/arbiterconsole/arbiter/storage"
)

// SetEBoardMap stores the e-board map of the event with the given id, as
// storage.Store does.
func (s *Store) SetEBoardMap(ctx context.Context, tournamentID int64, m string) error {
	return s.update(ctx, func(tx *Tx) error { return tx.SetEBoardMap(ctx, tournamentID, m) })
}

// SetEBoardMap stores the e-board map of the event with the given id.
func (t *Tx) SetEBoardMap(ctx context.Context, tournamentID int64, m string) error {
	return t.change(ctx, fmt.Sprintf("set the e-board map of event %d", tournamentID),
		"UPDATE tournaments SET eboard_map = $1 WHERE id = $2", m, tournamentID)
}

// EBoardMap returns the e-board map of the event with the given id.
func (s *Store) EBoardMap(ctx context.Context, tournamentID int64) (string, error) {
	var m string
	err := s.pool.QueryRow(ctx, "SELECT eboard_map FROM tournaments WHERE id = $1", tournamentID).Scan(&m)
	return m, readErr(fmt.Sprintf("e-board map of event %d", tournamentID), err)
}

func scanEventEBoardMap(row pgx.Row) (storage.EventEBoardMap, error) {
	var e storage.EventEBoardMap
	return e, row.Scan(&e.TournamentID, &e.Map)
}

// restoreEBoardMaps writes the e-board maps of a snapshot.
func restoreEBoardMaps(ctx context.Context, tx pgx.Tx, all []storage.EventEBoardMap) error {
	for _, e := range all {
		if _, err := tx.Exec(ctx, "UPDATE tournaments SET eboard_map = $1 WHERE id = $2", e.Map, e.TournamentID); err != nil {
			return mapErr(fmt.Sprintf("e-board map of event %d", e.TournamentID), err)
		}
	}
	return nil
}
