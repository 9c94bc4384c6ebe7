package backend

import (
	"fmt"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
)

// TieBreakChoice returns the tie-breaks chosen for the open event and the
// edition of FIDE C.07 they follow ("" for the one the start date gives).
func (b *Backend) TieBreakChoice() ([]string, string, error) {
	id, ts, err := b.openEvent("tie-breaks")
	if err != nil {
		return nil, "", err
	}
	ctx, cancel := commandContext()
	defer cancel()
	c, err := ts.TieBreakChoice(ctx, id)
	if err != nil {
		return nil, "", fmt.Errorf("tie-breaks: %w", err)
	}
	return c.TieBreaks, c.Rules, nil
}

// SetTieBreakChoice stores the open event's tie-breaks, by their FIDE
// acronyms in order, and the edition of C.07 ("2024", "2026", or "" for
// the one the start date gives), once the engine has accepted them.
func (b *Backend) SetTieBreakChoice(acronyms []string, rules string) error {
	var c storage.TieBreakChoice
	if len(acronyms) > 0 {
		tbs, err := tournament.ParseTieBreaks(strings.Join(acronyms, ","))
		if err != nil {
			return fmt.Errorf("set tie-breaks: %w", err)
		}
		for _, tb := range tbs {
			c.TieBreaks = append(c.TieBreaks, string(tb))
		}
	}
	if rules != "" {
		r, err := tournament.ParseRules(rules)
		if err != nil {
			return fmt.Errorf("set tie-breaks: %w", err)
		}
		c.Rules = string(r)
	}
	id, ts, err := b.openEvent("set tie-breaks")
	if err != nil {
		return err
	}
	ctx, cancel := commandContext()
	defer cancel()
	err = ts.Update(ctx, func(tx storage.Tx) error { return tx.SetTieBreakChoice(ctx, id, c) })
	if err != nil {
		return fmt.Errorf("set tie-breaks: %w", err)
	}
	return nil
}
