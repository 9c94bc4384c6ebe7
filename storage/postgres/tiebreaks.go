package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/arbiterconsole/arbiter/storage"
)

// SetTieBreakChoice stores the tie-breaks of the event with the given id,
// as storage.Store does.
func (s *Store) SetTieBreakChoice(ctx context.Context, tournamentID int64, c storage.TieBreakChoice) error {
	return s.update(ctx, func(tx *Tx) error { return tx.SetTieBreakChoice(ctx, tournamentID, c) })
}

// SetTieBreakChoice stores the tie-breaks of the event with the given id.
func (t *Tx) SetTieBreakChoice(ctx context.Context, tournamentID int64, c storage.TieBreakChoice) error {
	what := fmt.Sprintf("set the tie-breaks of event %d", tournamentID)
	if err := storage.CheckTieBreakChoice(what, c); err != nil {
		return err
	}
	return t.change(ctx, what, "UPDATE tournaments SET tie_breaks = $1, tie_break_rules = $2 WHERE id = $3",
		storage.JoinTieBreaks(c.TieBreaks), c.Rules, tournamentID)
}

// TieBreakChoice returns the tie-breaks of the event with the given id.
func (s *Store) TieBreakChoice(ctx context.Context, tournamentID int64) (storage.TieBreakChoice, error) {
	var tbs string
	var c storage.TieBreakChoice
	err := s.pool.QueryRow(ctx, "SELECT tie_breaks, tie_break_rules FROM tournaments WHERE id = $1",
		tournamentID).Scan(&tbs, &c.Rules)
	c.TieBreaks = storage.SplitTieBreaks(tbs)
	return c, readErr(fmt.Sprintf("tie-breaks of event %d", tournamentID), err)
}

func scanEventTieBreaks(row pgx.Row) (storage.EventTieBreaks, error) {
	var e storage.EventTieBreaks
	var tbs string
	err := row.Scan(&e.TournamentID, &tbs, &e.Rules)
	e.TieBreaks = storage.SplitTieBreaks(tbs)
	return e, err
}

// restoreTieBreaks writes the tie-break choices of a snapshot.
func restoreTieBreaks(ctx context.Context, tx pgx.Tx, all []storage.EventTieBreaks) error {
	for _, e := range all {
		what := fmt.Sprintf("tie-breaks of event %d", e.TournamentID)
		if err := storage.CheckTieBreakChoice(what, e.TieBreakChoice); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "UPDATE tournaments SET tie_breaks = $1, tie_break_rules = $2 WHERE id = $3",
			storage.JoinTieBreaks(e.TieBreaks), e.Rules, e.TournamentID); err != nil {
			return mapErr(what, err)
		}
	}
	return nil
}
