package tournament

import "slices"

// crosstable holds each player's rounds, indexed like Tournament.Players,
// and the scores the tie-breaks are built from.
type crosstable struct {
	scoring Scoring
	rules   Rules
	index   map[int]int // start rank to index in players
	ratings []int       // 0 when unrated
	rounds  [][]entry   // [player][round]
	score   []Points    // points scored, with the points assigned outside the games (Adjustments)
	// adjusted is a player's score as it counts for his opponents'
	// tie-breaks (C.07 16.3): a requested bye followed only by voluntary
	// unplayed rounds, or in the last round (16.2.5), counts as a draw.
	adjusted []Points
}

// entry is what one player did in one round.
type entry struct {
	opponent int // index in players; -1 when none
	points   Points
	mark     Mark // what the points were: a win, a draw or a loss
	played   bool // over the board
	black    bool // had Black in a game
	// voluntary marks a voluntary unplayed round, VUR (C.07 16.1): a
	// requested bye (half- or zero-point bye, or a round he was not
	// paired in, which counts as a zero-point bye) or a forfeit loss.
	voluntary bool
	pending   bool // paired, no result yet
}

// newCrosstable builds the crosstable of t, counting points with the
// given scoring under the given edition of C.07. With lastDrawn, every
// paired game of the last round counts as a draw played, as Fore Buchholz
// wants (8.3).
func newCrosstable(t *Tournament, scoring Scoring, rules Rules, lastDrawn bool) *crosstable {
	n := len(t.Players)
	c := &crosstable{
		scoring:  scoring,
		rules:    rules,
		index:    make(map[int]int, n),
		ratings:  make([]int, n),
		rounds:   make([][]entry, n),
		score:    make([]Points, n),
		adjusted: make([]Points, n),
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
	bonus := t.bonuses(len(t.Rounds))
	for i, p := range t.Players {
		c.score[i], c.adjusted[i] = c.scores(i)
		c.score[i] += bonus[p.StartRank]
		c.adjusted[i] += bonus[p.StartRank]
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
		voluntary: !played && voluntary(p.Result, wm)}
	if b >= 0 {
		c.rounds[b][r] = entry{opponent: w, points: bp, mark: bm, played: played, pending: !known, black: true,
			voluntary: !played && voluntary(p.Result, bm)}
	}
}

// voluntary reports whether a player with mark m in a pairing with result
// r chose not to play (C.07 16.1): half- and zero-point byes and forfeit
// losses. A pairing-allocated or full-point bye and a forfeit win are not
// the player's choice (16.2.1, 16.2.2).
func voluntary(r Result, m Mark) bool {
	switch r.Outcome {
	case HalfPointBye, ZeroPointBye:
		return true
	}
	return r.IsForfeit() && m == Lost
}

// scores returns a player's score and his adjusted score (C.07 16.3):
// every round counts the points it gave (16.2.1 to 16.2.4), except that a
// requested bye or absence after which he had only voluntary unplayed
// rounds counts as a draw (16.2.5). A forfeit loss keeps its points.
func (c *crosstable) scores(i int) (own, adjusted Points) {
	last := -1 // the last round that is not a VUR
	for r, e := range c.rounds[i] {
		own += e.points
		if !e.voluntary {
			last = r
		}
	}
	for r, e := range c.rounds[i] {
		if r > last && e.opponent < 0 {
			adjusted += c.scoring.Draw
		} else {
			adjusted += e.points
		}
	}
	return own, adjusted
}

// finished counts the rounds of player i that have a result.
func (c *crosstable) finished(i int) int {
	n := 0
	for _, e := range c.rounds[i] {
		if !e.pending {
			n++
		}
	}
	return n
}

// dummy returns the score of the dummy opponent an unplayed round e of
// player i counts (C.07 16.4): the player's own score. The 2026 revision
// caps it: for a forfeit, at the scheduled opponent's adjusted score; for
// a bye or an absence, at a draw in every round (50 % of the maximum).
func (c *crosstable) dummy(i int, e entry) Points {
	s := c.score[i]
	if c.rules != Rules2026 {
		return s
	}
	if e.opponent >= 0 {
		return min(s, c.adjusted[e.opponent])
	}
	return min(s, c.scoring.Draw*Points(c.finished(i)))
}

// contribution is one finished round of a player as a cut tie-break sees
// it: its value, the opponent's (or the dummy's) score that makes it more
// or less significant, and whether it is a voluntary unplayed round.
type contribution struct {
	value, key Value
	voluntary  bool
}

// contributions returns a player's finished rounds with the value f gives
// each from the opponent's (or dummy's) score and the points the player
// scored.
func (c *crosstable) contributions(i int, f func(opponent, points Points) Value) []contribution {
	var cs []contribution
	for _, e := range c.rounds[i] {
		if e.pending {
			continue
		}
		opp := c.dummy(i, e)
		if e.played {
			opp = c.adjusted[e.opponent]
		}
		cs = append(cs, contribution{value: f(opp, e.points), key: ValueOf(opp), voluntary: e.voluntary})
	}
	return cs
}

// cutSum sums contributions less the low least significant and the high
// most significant ones (C.07 14). A contribution is less significant
// when the opponent's score is lower, and then when its value is lower.
// A low cut takes the least valuable voluntary unplayed round instead of
// the least significant contribution when that round is worth at least
// as much (16.5, the Cut-1 exception); for Buchholz that is always so.
func cutSum(cs []contribution, low, high int) Value {
	less := func(a, b contribution) bool {
		return a.key < b.key || (a.key == b.key && a.value < b.value)
	}
	keep := slices.Clone(cs)
	for ; low > 0 && len(keep) > 0; low-- {
		least, vur := 0, -1
		for k, x := range keep {
			if less(x, keep[least]) {
				least = k
			}
			if x.voluntary && (vur < 0 || x.value < keep[vur].value) {
				vur = k
			}
		}
		cut := least
		if vur >= 0 && keep[vur].value >= keep[least].value {
			cut = vur
		}
		keep = slices.Delete(keep, cut, cut+1)
	}
	for ; high > 0 && len(keep) > 0; high-- {
		most := 0
		for k, x := range keep {
			if less(keep[most], x) {
				most = k
			}
		}
		keep = slices.Delete(keep, most, most+1)
	}
	var sum Value
	for _, x := range keep {
		sum += x.value
	}
	return sum
}

// buchholz sums the opponents' adjusted scores less low and high cuts
// (C.07 8.1, 14); an unplayed round counts its dummy.
func (c *crosstable) buchholz(i, low, high int) Value {
	return cutSum(c.contributions(i, func(opp, _ Points) Value { return ValueOf(opp) }), low, high)
}

// sonnebornBerger sums each opponent's adjusted score times the points
// scored in that round, less low cuts (C.07 9.1, 14).
func (c *crosstable) sonnebornBerger(i, low int) Value {
	// Half points times half points are quarter points: 25 hundredths.
	return cutSum(c.contributions(i, func(opp, pts Points) Value { return 25 * Value(opp) * Value(pts) }), low, 0)
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
// the points possible in the rounds so far (C.07 9.2), by their scores as
// they stand: the adjustment of 16.3 is for the Buchholz family only.
func (c *crosstable) koya(i int) Value {
	half := c.scoring.Win * Points(len(c.rounds[i])) // twice the threshold
	var sum Points
	for _, e := range c.rounds[i] {
		if e.opponent >= 0 && !e.pending && 2*c.score[e.opponent] >= half {
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
