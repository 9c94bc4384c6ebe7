package tournament

import (
	"slices"
	"strings"
)

// ScoresBefore returns each player's points before round n (1 for the
// first round), by start rank, under the event's scoring, with the
// points assigned outside the games in those rounds (Adjustments).
func (t *Tournament) ScoresBefore(n int) map[int]Points {
	s := t.Event.ScoringOrDefault()
	before := min(max(n-1, 0), len(t.Rounds))
	scores := t.bonuses(before)
	for _, r := range t.Rounds[:before] {
		for _, p := range r.Pairings {
			w, b := p.Result.Points(s)
			scores[p.White] += w
			if !p.IsBye() {
				scores[p.Black] += b
			}
		}
	}
	return scores
}

// IsRoundRobin reports whether the event's type (TRF 092) names an
// all-play-all, whose boards follow its pairing table rather than scores.
func (e Event) IsRoundRobin() bool {
	t := strings.ToLower(e.Type)
	for _, w := range []string{"robin", "rundenturnier", "all-play-all", "berger", "scheveningen", "girone", "todos contra todos", "toutes rondes", "tournoi fermé", "круговой", "kołowy", "allen tegen allen"} {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}

// NumberBoards numbers the games of round n (1 for the first) as FIDE's
// general handling rules for Swiss tournaments (Handbook C.04.2) order
// the boards: by the score of the higher-ranked player of the pair, then
// the sum of both players' scores, then the initial order (pairing
// number) of the higher-ranked player, scores counted before the round.
// The higher-ranked player is the one with more points, on equal points
// the one with the lower pairing number. Byes get board 0 and come last.
// bbpPairings and Swiss-Manager post their pairing lists in this order.
func (t *Tournament) NumberBoards(n int) {
	if n < 1 || n > len(t.Rounds) {
		return
	}
	scores := t.ScoresBefore(n)
	type key struct {
		high, sum Points
		rank      int
	}
	keyOf := func(p Pairing) key {
		a, b := p.White, p.Black
		sa, sb := scores[a], scores[b]
		if sb > sa || (sb == sa && b < a) {
			a, sa, sb = b, sb, sa
		}
		return key{high: sa, sum: sa + sb, rank: a}
	}
	r := &t.Rounds[n-1]
	slices.SortStableFunc(r.Pairings, func(x, y Pairing) int {
		switch {
		case x.IsBye() != y.IsBye():
			if x.IsBye() {
				return 1
			}
			return -1
		case x.IsBye():
			return x.White - y.White
		}
		kx, ky := keyOf(x), keyOf(y)
		switch {
		case kx.high != ky.high:
			return int(ky.high - kx.high)
		case kx.sum != ky.sum:
			return int(ky.sum - kx.sum)
		}
		return kx.rank - ky.rank
	})
	board := 0
	for i := range r.Pairings {
		if r.Pairings[i].IsBye() {
			r.Pairings[i].Board = 0
			continue
		}
		board++
		r.Pairings[i].Board = board
	}
}
