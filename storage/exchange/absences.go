package exchange

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
)

// absences returns the players defaulted in the event's last round, when
// a round is still to come: a player whose game the console's log ended
// as a forfeit against him (the 6.7.1 default, or a forfeit the arbiter
// entered) and who was never at the board (not marked present at the
// check-in, never moved or acted: laws.Game.Present). A result imported
// from a file carries no presence and counts not; neither does a player
// marked present, whatever his result.
func absences(ctx context.Context, s Reader, st storage.Tournament, rounds []storage.Round, ranks map[int64]int) ([]tournament.Absence, error) {
	if len(rounds) == 0 || (st.RoundCount > 0 && len(rounds) >= st.RoundCount) {
		return nil, nil
	}
	last := rounds[len(rounds)-1]
	games, err := s.Games(ctx, last.ID)
	if err != nil {
		return nil, err
	}
	var (
		rules   laws.RuleSet
		control clock.Control
		ruled   bool
	)
	var out []tournament.Absence
	for _, g := range games {
		if r, err := tournament.ParseResult(g.Result); err != nil || !r.IsForfeit() || g.Events == 0 {
			continue
		}
		if _, err := s.GameRecord(ctx, g.ID); err == nil {
			continue // imported from a PGN file: no check-in behind it
		} else if !errors.Is(err, storage.ErrNotFound) {
			return nil, err
		}
		if !ruled {
			if rules, control, err = gamelog.Rules(st); err != nil {
				return nil, err
			}
			ruled = true
		}
		setup, err := gamelog.Setup(g, rules, control, laws.Options{})
		if err != nil {
			return nil, err
		}
		lg, err := gamelog.Load(ctx, s, g.ID, setup)
		if err != nil {
			return nil, fmt.Errorf("board %d: %w", g.Board, err)
		}
		o := lg.Result().Outcome
		for _, side := range []struct {
			side laws.Side
			id   int64
			lost bool
		}{
			{laws.White, g.WhiteID, o == laws.WhiteForfeit || o == laws.DoubleForfeit},
			{laws.Black, g.BlackID, o == laws.BlackForfeit || o == laws.DoubleForfeit},
		} {
			if side.lost && !lg.Present(side.side) {
				out = append(out, tournament.Absence{StartRank: ranks[side.id], Round: last.Number})
			}
		}
	}
	slices.SortFunc(out, func(a, b tournament.Absence) int { return a.StartRank - b.StartRank })
	return out, nil
}
