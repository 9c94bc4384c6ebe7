package tournament

import (
	"cmp"
	"fmt"
	"slices"
)

// Standing is one line of the standings.
type Standing struct {
	Rank      int // shared by players equal on points and every tie-break
	Player    Player
	Points    Points
	TieBreaks []Value // in the order of Standings.TieBreaks
}

// Standings ranks the players of a tournament.
type Standings struct {
	TieBreaks []TieBreak
	Rows      []Standing // best first; equal players in start-rank order
}

// Standings ranks the players by points, then by the given tie-breaks in
// order (the event's, or DefaultTieBreaks, when none are given), under
// the event's edition of the Tie-Break Regulations. Unfinished games count
// for nothing yet; use Through for the standings after an earlier round.
func (t *Tournament) Standings(tieBreaks ...TieBreak) (*Standings, error) {
	if err := t.Validate(); err != nil {
		return nil, fmt.Errorf("standings: %w", err)
	}
	if len(tieBreaks) == 0 {
		tieBreaks = t.Event.TieBreaks
	}
	if len(tieBreaks) == 0 {
		tieBreaks = DefaultTieBreaks
	}
	for _, tb := range tieBreaks {
		if !slices.Contains(AllTieBreaks, tb) {
			return nil, fmt.Errorf("standings: unknown tie-break %q", tb)
		}
	}
	scoring := t.Event.ScoringOrDefault()
	c := newCrosstable(t, scoring, t.Event.TieBreakRulesOrDefault(), false)
	var fore *crosstable
	rows := make([]Standing, len(t.Players))
	for i, p := range t.Players {
		rows[i] = Standing{Player: p, Points: c.score[i], TieBreaks: make([]Value, len(tieBreaks))}
		for k, tb := range tieBreaks {
			if tb == ForeBuchholz {
				if fore == nil {
					fore = newCrosstable(t, c.scoring, c.rules, true)
				}
				rows[i].TieBreaks[k] = fore.buchholz(i, 0, 0)
				continue
			}
			rows[i].TieBreaks[k] = c.value(tb, i)
		}
	}
	rankRows(rows, tieBreaks, c)
	return &Standings{TieBreaks: slices.Clone(tieBreaks), Rows: rows}, nil
}

// value computes a tie-break that does not depend on who else is tied.
func (c *crosstable) value(tb TieBreak, i int) Value {
	isWin := func(e entry) bool { return e.points == c.scoring.Win }
	switch tb {
	case Buchholz:
		return c.buchholz(i, 0, 0)
	case BuchholzCut1:
		return c.buchholz(i, 1, 0)
	case BuchholzCut2:
		return c.buchholz(i, 2, 0)
	case BuchholzMedian1:
		return c.buchholz(i, 1, 1)
	case AverageOpponentBuchholz:
		return c.averageOpponentBuchholz(i)
	case SonnebornBerger:
		return c.sonnebornBerger(i, 0)
	case SonnebornBergerCut1:
		return c.sonnebornBerger(i, 1)
	case Wins:
		return countValue(c.count(i, isWin))
	case WonGames:
		return countValue(c.count(i, func(e entry) bool { return e.played && isWin(e) }))
	case BlackGames:
		return countValue(c.count(i, func(e entry) bool { return e.played && e.black }))
	case BlackGamesWon:
		return countValue(c.count(i, func(e entry) bool { return e.played && e.black && isWin(e) }))
	case GamesElected:
		return countValue(c.gamesElected(i))
	case Progressive:
		return c.progressive(i, 0)
	case ProgressiveCut1:
		return c.progressive(i, 1)
	case Koya:
		return c.koya(i)
	case AverageRating:
		return countValue(c.averageRating(i))
	case PerformanceRating:
		return countValue(c.performance(i))
	case PerfectPerformance:
		return countValue(c.perfectPerformance(i))
	case AveragePerformance:
		return countValue(c.averageOfOpponents(i, c.performance))
	case AveragePerfect:
		return countValue(c.averageOfOpponents(i, c.perfectPerformance))
	}
	return 0 // DirectEncounter: set by directEncounter for tied groups
}

// rankRows sorts rows by points, then splits each tied group by one
// tie-break after the other, and numbers the ranks. Direct encounter
// depends on the group, so it is computed here.
func rankRows(rows []Standing, tieBreaks []TieBreak, c *crosstable) {
	slices.SortStableFunc(rows, func(a, b Standing) int {
		return cmp.Or(cmp.Compare(b.Points, a.Points), cmp.Compare(a.Player.StartRank, b.Player.StartRank))
	})
	groups := splitRows(rows, func(a, b Standing) bool { return a.Points == b.Points })
	for k, tb := range tieBreaks {
		var next [][]Standing
		for _, g := range groups {
			if len(g) == 1 {
				next = append(next, g)
				continue
			}
			if tb == DirectEncounter {
				c.directEncounter(g, k)
			}
			slices.SortStableFunc(g, func(a, b Standing) int { return cmp.Compare(b.TieBreaks[k], a.TieBreaks[k]) })
			next = append(next, splitRows(g, func(a, b Standing) bool { return a.TieBreaks[k] == b.TieBreaks[k] })...)
		}
		groups = next
	}
	rank := 1
	for _, g := range groups {
		slices.SortStableFunc(g, func(a, b Standing) int { return cmp.Compare(a.Player.StartRank, b.Player.StartRank) })
		for i := range g {
			g[i].Rank = rank
		}
		rank += len(g)
	}
}

// splitRows cuts sorted rows into runs of rows equal by same. The runs
// share rows' backing array, so sorting a run sorts rows.
func splitRows(rows []Standing, same func(a, b Standing) bool) [][]Standing {
	var groups [][]Standing
	start := 0
	for i := 1; i <= len(rows); i++ {
		if i == len(rows) || !same(rows[start], rows[i]) {
			groups = append(groups, rows[start:i:i])
			start = i
		}
	}
	return groups
}
