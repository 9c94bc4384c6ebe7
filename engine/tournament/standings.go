package tournament

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// TieBreak names a tie-break by its code in the FIDE Tie-Break Regulations
// (2023). docs/formats.md gives the exact definitions implemented.
type TieBreak string

// Tie-breaks this package computes.
const (
	Buchholz        TieBreak = "BH"    // sum of the opponents' scores
	BuchholzCut1    TieBreak = "BH-C1" // Buchholz less its least significant value
	SonnebornBerger TieBreak = "SB"    // sum of opponents' scores times the points scored against them
	Wins            TieBreak = "WIN"   // rounds scoring the points of a win, played or not
	DirectEncounter TieBreak = "DE"    // points among the tied players, when all met
)

// DefaultTieBreaks is the order used when none is given.
var DefaultTieBreaks = []TieBreak{Buchholz, BuchholzCut1, SonnebornBerger, Wins, DirectEncounter}

// ParseTieBreaks reads a comma-separated list of tie-break codes such as
// "BH-C1,BH,SB"; case does not matter.
func ParseTieBreaks(s string) ([]TieBreak, error) {
	var tbs []TieBreak
	for _, f := range strings.Split(s, ",") {
		tb := TieBreak(strings.ToUpper(strings.TrimSpace(f)))
		if !slices.Contains(DefaultTieBreaks, tb) {
			return nil, fmt.Errorf("tie-break %q is not one of BH, BH-C1, SB, WIN, DE", f)
		}
		if slices.Contains(tbs, tb) {
			return nil, fmt.Errorf("tie-break %s is listed twice", tb)
		}
		tbs = append(tbs, tb)
	}
	return tbs, nil
}

// Value is a tie-break value counted in quarter points, which keeps
// Sonneborn-Berger exact: it multiplies two half-point scores. Counts such
// as WIN are whole values.
type Value int

// ValueOf converts points to a tie-break value.
func ValueOf(p Points) Value { return Value(2 * p) }

// String writes the value as "12", "12.5", "12.25" or "12.75".
func (v Value) String() string {
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	frac := [...]string{"", ".25", ".5", ".75"}[v%4]
	return fmt.Sprintf("%s%d%s", sign, v/4, frac)
}

// MarshalJSON writes the value as a JSON number.
func (v Value) MarshalJSON() ([]byte, error) { return []byte(v.String()), nil }

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
// order (DefaultTieBreaks when none are given). Unfinished games count for
// nothing yet; use Through for the standings after an earlier round.
func (t *Tournament) Standings(tieBreaks ...TieBreak) (*Standings, error) {
	if err := t.Validate(); err != nil {
		return nil, fmt.Errorf("standings: %w", err)
	}
	if len(tieBreaks) == 0 {
		tieBreaks = DefaultTieBreaks
	}
	for _, tb := range tieBreaks {
		if !slices.Contains(DefaultTieBreaks, tb) {
			return nil, fmt.Errorf("standings: unknown tie-break %q", tb)
		}
	}
	c := newCrosstable(t)
	rows := make([]Standing, len(t.Players))
	for i, p := range t.Players {
		rows[i] = Standing{Player: p, Points: c.score[i], TieBreaks: make([]Value, len(tieBreaks))}
		for k, tb := range tieBreaks {
			rows[i].TieBreaks[k] = c.value(tb, i)
		}
	}
	rankRows(rows, tieBreaks, c)
	return &Standings{TieBreaks: slices.Clone(tieBreaks), Rows: rows}, nil
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
