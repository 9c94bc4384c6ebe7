package sqlite

import (
	"context"
	"fmt"

	"github.com/arbiterconsole/arbiter/storage"
)

// SetTieBreakChoice stores the tie-breaks of the event with the given id.
func (s *Store) SetTieBreakChoice(ctx context.Context, tournamentID int64, c storage.TieBreakChoice) error {
	return s.update(ctx, func(tx *Tx) error { return tx.SetTieBreakChoice(ctx, tournamentID, c) })
}

// SetTieBreakChoice stores the tie-breaks of the event with the given id.
func (t *Tx) SetTieBreakChoice(ctx context.Context, tournamentID int64, c storage.TieBreakChoice) error {
	what := fmt.Sprintf("set the tie-breaks of event %d", tournamentID)
	if err := storage.CheckTieBreakChoice(what, c); err != nil {
		return err
	}
	return t.change(ctx, what, "UPDATE tournaments SET tie_breaks = ?, tie_break_rules = ? WHERE id = ?",
		storage.JoinTieBreaks(c.TieBreaks), c.Rules, tournamentID)
}

// TieBreakChoice returns the tie-breaks of the event with the given id.
func (s *Store) TieBreakChoice(ctx context.Context, tournamentID int64) (storage.TieBreakChoice, error) {
	var tbs string
	var c storage.TieBreakChoice
	err := s.r.QueryRowContext(ctx, "SELECT tie_breaks, tie_break_rules FROM tournaments WHERE id = ?",
		tournamentID).Scan(&tbs, &c.Rules)
	c.TieBreaks = storage.SplitTieBreaks(tbs)
	return c, readErr(fmt.Sprintf("tie-breaks of event %d", tournamentID), err)
}

func scanEventTieBreaks(row scanner) (storage.EventTieBreaks, error) {
	var e storage.EventTieBreaks
	var tbs string
	err := row.Scan(&e.TournamentID, &tbs, &e.Rules)
	e.TieBreaks = storage.SplitTieBreaks(tbs)
	return e, err
}

// restoreTieBreaks writes the tie-break choices of a snapshot.
func restoreTieBreaks(ctx context.Context, t *Tx, all []storage.EventTieBreaks) error {
	for _, e := range all {
		if err := t.SetTieBreakChoice(ctx, e.TournamentID, e.TieBreakChoice); err != nil {
			return err
		}
	}
	return nil
}
