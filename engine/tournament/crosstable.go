package tournament

import "slices"

// crosstable holds each player's rounds, indexed like Tournament.Players,
// and the scores the tie-breaks are built from.
type crosstable struct {
	scoring Scoring
	index   map[int]int // start rank to index in players
	ratings []int       // 0 when unrated
	rounds  [][]entry   // [player][round]
	score   []Points    // points scored
	// opponentScore is a player's score as it counts for his opponents'
	// tie-breaks: rounds after he withdrew count as draws.
	opponentScore []Points
}

// entry is what one player did in one round.
type entry struct {
	opponent int // index in players; -1 when none
	points   Points
	mark     Mark // what the points were: a win, a draw or a loss
	played   bool // over the board
	black    bool // had Black in a game
	// voluntary marks a round the player chose not to play (C.07 16.2): a
	// half- or zero-point bye, a forfeit loss or a round he was not
	// paired in.
	voluntary bool
	pending   bool // paired, no result yet
}

// newCrosstable builds the crosstable of t, counting points with the
// given scoring. With lastDrawn, every game of the last round counts as a
// draw, as Fore Buchholz wants.
func newCrosstable(t *Tournament, scoring Scoring, lastDrawn bool) *crosstable {
	n := len(t.Players)
	c := &crosstable{
		scoring:       scoring,
		index:         make(map[int]int, n),
		ratings:       make([]int, n),
		rounds:        make([][]entry, n),
		score:         make([]Points, n),
		opponentScore: make([]Points, n),
	}
	for i, p := range t.Players {
		c.index[p.StartRank] = i
		c.ratings[i] = p.Rating
		c.rounds[i] = make([]entry, len(t.Rounds))
		for r := range c.rounds[i] {
			c.rounds[i][r] = entry{opponent: -1, voluntary: true} // absent unless paired
		}
	}
	for r, round := range t.Rounds {
		for _, p := range round.Pairings {
			c.record(r, p, lastDrawn && r == len(t.Rounds)-1)
		}
	}
	for i := range c.rounds {
		c.score[i], c.opponentScore[i] = c.scores(i)
	}
	return c
}

// record enters one pairing into both players' rounds.
func (c *crosstable) record(r int, p Pairing, drawn bool) {
	w, b := c.index[p.White], -1
	if !p.IsBye() {
		b = c.index[p.Black]
	}
	wp, bp := p.Result.Points(c.scoring)
	wm, bm, known := p.Result.Marks()
	if drawn && b >= 0 {
		wp, bp, wm, bm, known = c.scoring.Draw, c.scoring.Draw, Drawn, Drawn, true
	}
	played := p.Result.IsPlayed() || (drawn && b >= 0)
	c.rounds[w][r] = entry{opponent: b, points: wp, mark: wm, played: played, pending: !known,
		voluntary: voluntary(p.Result, wm)}
	if b >= 0 {
		c.rounds[b][r] = entry{opponent: w, points: bp, mark: bm, played: played, pending: !known, black: true,
			voluntary: voluntary(p.Result, bm)}
	}
}

// voluntary reports whether a player with mark m in a pairing with result
// r chose not to play: half- and zero-point byes and forfeit losses. A
// pairing-allocated or full-point bye and a forfeit win are not the
// player's choice.
func voluntary(r Result, m Mark) bool {
	switch r.Outcome {
	case HalfPointBye, ZeroPointBye:
		return true
	}
	return r.IsForfeit() && m == Lost
}

// scores returns a player's score and his score as his opponents count
// it: every voluntarily unplayed round after the last round he was there
// for counts as a draw.
func (c *crosstable) scores(i int) (own, forOpponents Points) {
	last := -1
	for r, e := range c.rounds[i] {
		own += e.points
		if !e.voluntary {
			last = r
		}
	}
	for r, e := range c.rounds[i] {
		if r <= last {
			forOpponents += e.points
		} else {
			forOpponents += c.scoring.Draw
		}
	}
	return own, forOpponents
}

// roundValue is one finished round of a player as the opponent-score
// tie-breaks see it.
type roundValue struct {
	opponentScore Points // the opponent's, or the dummy's for an unplayed round
	points        Points // what the player scored
	voluntary     bool
}

// roundValues returns a player's finished rounds. An unplayed round
// counts a dummy opponent with the player's own score (C.07 16.4).
func (c *crosstable) roundValues(i int) []roundValue {
	var vs []roundValue
	for _, e := range c.rounds[i] {
		if e.pending {
			continue
		}
		v := roundValue{opponentScore: c.score[i], points: e.points, voluntary: e.voluntary}
		if e.played {
			v.opponentScore = c.opponentScore[e.opponent]
		}
		vs = append(vs, v)
	}
	return vs
}

// cutSum sums values less the low least significant ones and the high
// most significant ones. Voluntarily unplayed rounds are cut first, the
// least significant of them first (C.07 16.5).
func cutSum(values []Value, voluntary []bool, low, high int) Value {
	order := make([]int, len(values))
	for k := range order {
		order[k] = k
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if voluntary[a] != voluntary[b] {
			if voluntary[a] {
				return -1
			}
			return 1
		}
		return int(values[a] - values[b])
	})
	keep := order[min(low, len(order)):]
	if high > 0 {
		// The most significant value is the highest, whatever its kind.
		slices.SortStableFunc(keep, func(a, b int) int { return int(values[a] - values[b]) })
		keep = keep[:max(len(keep)-high, 0)]
	}
	var sum Value
	for _, k := range keep {
		sum += values[k]
	}
	return sum
}

// buchholz sums the opponents' scores less low and high cuts.
func (c *crosstable) buchholz(i, low, high int) Value {
	vs := c.roundValues(i)
	values, vol := make([]Value, len(vs)), make([]bool, len(vs))
	for k, v := range vs {
		values[k], vol[k] = ValueOf(v.opponentScore), v.voluntary
	}
	return cutSum(values, vol, low, high)
}

// sonnebornBerger sums each opponent's score times the points scored in
// that round, less low cuts.
func (c *crosstable) sonnebornBerger(i, low int) Value {
	vs := c.roundValues(i)
	values, vol := make([]Value, len(vs)), make([]bool, len(vs))
	for k, v := range vs {
		// Half points times half points are quarter points: 25 hundredths.
		values[k], vol[k] = 25*Value(v.opponentScore)*Value(v.points), v.voluntary
	}
	return cutSum(values, vol, low, 0)
}

// averageOpponentBuchholz averages the Buchholz of the opponents the
// player met over the board.
func (c *crosstable) averageOpponentBuchholz(i int) Value {
	var sum Value
	n := 0
	for _, e := range c.rounds[i] {
		if e.played && !e.pending {
			sum += c.buchholz(e.opponent, 0, 0)
			n++
		}
	}
	return averageValue(sum, n)
}

// count counts the finished rounds for which keep holds.
func (c *crosstable) count(i int, keep func(e entry) bool) int {
	n := 0
	for _, e := range c.rounds[i] {
		if !e.pending && keep(e) {
			n++
		}
	}
	return n
}

// gamesElected counts the rounds less those the player chose not to play.
func (c *crosstable) gamesElected(i int) int {
	n := 0
	for _, e := range c.rounds[i] {
		if !e.voluntary {
			n++
		}
	}
	return n
}

// progressive sums the player's score after each round, less the first
// cut rounds.
func (c *crosstable) progressive(i, cut int) Value {
	var total, sum Points
	for r, e := range c.rounds[i] {
		total += e.points
		if r >= cut {
			sum += total
		}
	}
	return ValueOf(sum)
}

// koya sums the points scored against opponents who scored at least half
// the points possible in the rounds so far.
func (c *crosstable) koya(i int) Value {
	half := c.scoring.Win * Points(len(c.rounds[i])) // twice the threshold
	var sum Points
	for _, e := range c.rounds[i] {
		if e.opponent >= 0 && !e.pending && 2*c.opponentScore[e.opponent] >= half {
			sum += e.points
		}
	}
	return ValueOf(sum)
}

// directEncounter sets tie-break k of a tied group (C.07, direct encounter): when all of
// them met, the points each scored in those games; otherwise a player who
// scored more among them than any other could have is ranked first, and
// the rest are taken again. Games count whether played or forfeited
// (FIDE's exercise 26). Players not separated keep 0.
func (c *crosstable) directEncounter(group []Standing, k int) {
	if len(group) < 2 {
		return
	}
	idx := make([]int, len(group))
	for gi, s := range group {
		idx[gi] = c.index[s.Player.StartRank]
	}
	pts := make([]Points, len(group))
	missing := make([]int, len(group)) // opponents in the group not met
	for gi, i := range idx {
		for gj, j := range idx {
			if gi == gj {
				continue
			}
			met := false
			for _, e := range c.rounds[i] {
				if e.opponent == j && !e.pending {
					met = true
					pts[gi] += e.points
				}
			}
			if !met {
				missing[gi]++
			}
		}
	}
	allMet := true
	for _, m := range missing {
		allMet = allMet && m == 0
	}
	if allMet {
		for gi := range group {
			group[gi].TieBreaks[k] = ValueOf(pts[gi])
		}
		return
	}
	// 6.2: the best can no longer be caught by any other.
	best := -1
	for gi := range group {
		if best < 0 || pts[gi] > pts[best] {
			best = gi
		}
	}
	for gj := range group {
		if gj != best && pts[gj]+c.scoring.Win*Points(missing[gj]) >= pts[best] {
			return
		}
	}
	group[best].TieBreaks[k] = ValueOf(pts[best])
	rest := append(slices.Clone(group[:best]), group[best+1:]...)
	c.directEncounter(rest, k)
	copy(group[:best], rest[:best])
	copy(group[best+1:], rest[best:])
}
