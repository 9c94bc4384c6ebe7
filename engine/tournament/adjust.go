package tournament

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Adjustment is TRF-2026's line 299, points assigned outside the games:
// a bonus or a penalty the arbiter gave (Kind ' '), or, for a result
// Kind names (W, D, L, F, H, Z, +, -), the points that result scores
// instead, which team events use for match points. The line keeps its
// columns (kept in Tournament.Extra, written back as read):
//
//	1-3    299
//	5      kind
//	8-11   match points (team events)
//	14-17  points, signed ("2.0", "-0.5")
//	20-22  round; blank or 000 for every round
//	24-27  start rank (team number), then 29-32, ...; none or 0000 for all
type Adjustment struct {
	Kind            rune
	Match, Points   Points
	HasMatch, HasPt bool
	Round           int   // 0 for every round
	Targets         []int // start ranks; none for every player
}

// adjustmentKinds are the kinds of column 5.
const adjustmentKinds = " WDLFHZ+-"

// ParseAdjustment reads a 299 line.
func ParseAdjustment(text string) (Adjustment, error) {
	line := []rune(strings.TrimRight(text, " \r\n"))
	if len(line) < 5 || string(line[:3]) != "299" {
		return Adjustment{}, fmt.Errorf("%q is too short for a kind in column 5", text)
	}
	a := Adjustment{Kind: line[4]}
	if !strings.ContainsRune(adjustmentKinds, a.Kind) {
		return Adjustment{}, fmt.Errorf("kind %q in column 5 is not blank or one of W D L F H Z + -", a.Kind)
	}
	var err error
	if a.Match, a.HasMatch, err = signedPoints(field{8, 11}, line); err != nil {
		return Adjustment{}, err
	}
	if a.Points, a.HasPt, err = signedPoints(field{14, 17}, line); err != nil {
		return Adjustment{}, err
	}
	if s := strings.TrimSpace(field{20, 22}.in(line)); strings.Trim(s, "0") != "" {
		if a.Round, err = strconv.Atoi(s); err != nil || a.Round < 1 {
			return Adjustment{}, fmt.Errorf("round %q (cols 20-22) is not a round number", s)
		}
	}
	for from := 24; from <= len(line); from += 5 {
		f := field{from, from + 3}
		s := strings.TrimSpace(f.in(line))
		if s == "" {
			break
		}
		if strings.Trim(s, "0") == "" {
			continue // every player
		}
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			return Adjustment{}, fmt.Errorf("%q (%s) is not a start rank", s, f)
		}
		a.Targets = append(a.Targets, n)
	}
	return a, nil
}

// signedPoints reads points that may be negative, blank for none.
func signedPoints(f field, line []rune) (Points, bool, error) {
	s := strings.TrimSpace(f.in(line))
	if s == "" {
		return 0, false, nil
	}
	digits, negative := strings.CutPrefix(s, "-")
	p, err := ParsePoints(digits)
	if err != nil || digits == "" {
		return 0, false, fmt.Errorf("%q (%s) are not points", s, f)
	}
	if negative {
		p = -p
	}
	return p, true, nil
}

// Adjustments returns the event's 299 lines, in order. ReadTRF refuses a
// malformed one, so that those kept are all read.
func (t *Tournament) Adjustments() []Adjustment {
	var out []Adjustment
	for _, line := range t.Extra {
		if !strings.HasPrefix(line, "299") {
			continue
		}
		if a, err := ParseAdjustment(line); err == nil {
			out = append(out, a)
		}
	}
	return out
}

// bonuses returns what the bonuses and penalties (Kind ' ') add to each
// player's score over the first rounds rounds, by start rank: a line
// for one round counts once that round is among them, a line for every
// round once per round. In a team event the lines name teams and score
// matches, which the players' points do not count.
func (t *Tournament) bonuses(rounds int) map[int]Points {
	out := map[int]Points{}
	if len(t.Teams) > 0 {
		return out
	}
	for _, a := range t.Adjustments() {
		if a.Kind != ' ' || !a.HasPt {
			continue
		}
		times := 1
		switch {
		case a.Round == 0:
			times = rounds
		case a.Round > rounds:
			times = 0
		}
		for _, p := range t.Players {
			if len(a.Targets) == 0 || slices.Contains(a.Targets, p.StartRank) {
				out[p.StartRank] += a.Points * Points(times)
			}
		}
	}
	return out
}
