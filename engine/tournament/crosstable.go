package tournament

import "slices"

// crosstable holds each player's rounds, indexed like Tournament.Players,
// and the scores the tie-breaks are built from.
type crosstable struct {
	scoring Scoring
	index   map[int]int // start rank to index in players
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
	played   bool // over the board
	// voluntary marks a round the player chose not to play: a requested
	// bye, a forfeit loss or an absence.
	voluntary bool
	pending   bool // paired, no result yet
}

func newCrosstable(t *Tournament) *crosstable {
	n := len(t.Players)
	c := &crosstable{
		scoring:       t.Event.ScoringOrDefault(),
		index:         make(map[int]int, n),
		rounds:        make([][]entry, n),
		score:         make([]Points, n),
		opponentScore: make([]Points, n),
	}
	for i, p := range t.Players {
		c.index[p.StartRank] = i
		c.rounds[i] = make([]entry, len(t.Rounds))
		for r := range c.rounds[i] {
			c.rounds[i][r] = entry{opponent: -1, voluntary: true} // absent unless paired
		}
	}
	for r, round := range t.Rounds {
		for _, p := range round.Pairings {
			c.record(r, p)
		}
	}
	for i := range c.rounds {
		c.score[i], c.opponentScore[i] = c.scores(i)
	}
	return c
}

// record enters one pairing into both players' rounds.
func (c *crosstable) record(r int, p Pairing) {
	w, b := c.index[p.White], -1
	if !p.IsBye() {
		b = c.index[p.Black]
	}
	wp, bp := p.Result.Points(c.scoring)
	wm, bm, known := p.Result.Marks()
	played := p.Result.IsPlayed()
	c.rounds[w][r] = entry{opponent: b, points: wp, played: played, pending: !known,
		voluntary: voluntary(p.Result, wm)}
	if b >= 0 {
		c.rounds[b][r] = entry{opponent: w, points: bp, played: played, pending: !known,
			voluntary: voluntary(p.Result, bm)}
	}
}

// voluntary reports whether a player with mark m in a pairing with result
// r chose not to play: requested byes and forfeit losses. A pairing-
// allocated bye and a forfeit win are not the player's choice.
func voluntary(r Result, m Mark) bool {
	switch r.Outcome {
	case FullPointBye, HalfPointBye, ZeroPointBye:
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

// opponentValues returns, per finished round, the score of the opponent as
// Buchholz counts it, with whether the round was voluntarily unplayed. An
// unplayed round counts a dummy opponent with the player's own score.
func (c *crosstable) opponentValues(i int) (values []Points, voluntary []bool) {
	for _, e := range c.rounds[i] {
		switch {
		case e.pending:
			continue
		case e.played:
			values = append(values, c.opponentScore[e.opponent])
		default:
			values = append(values, c.score[i])
		}
		voluntary = append(voluntary, e.voluntary)
	}
	return values, voluntary
}

// value computes a tie-break that does not depend on who else is tied.
func (c *crosstable) value(tb TieBreak, i int) Value {
	switch tb {
	case Buchholz:
		return ValueOf(c.buchholz(i, 0))
	case BuchholzCut1:
		return ValueOf(c.buchholz(i, 1))
	case SonnebornBerger:
		return c.sonnebornBerger(i)
	case Wins:
		return 4 * Value(c.wins(i))
	}
	return 0 // DirectEncounter: set by directEncounter for tied groups
}

// buchholz sums the opponents' scores less the cut least significant
// ones. Voluntarily unplayed rounds are cut first, the lowest of them
// first (Tie-Break Regulations 2023, 16.5).
func (c *crosstable) buchholz(i, cut int) Points {
	values, voluntary := c.opponentValues(i)
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
	var sum Points
	for _, k := range order[min(cut, len(order)):] {
		sum += values[k]
	}
	return sum
}

// sonnebornBerger sums each opponent's score times the points scored in
// that round.
func (c *crosstable) sonnebornBerger(i int) Value {
	values, _ := c.opponentValues(i)
	var sum Value
	k := 0
	for _, e := range c.rounds[i] {
		if e.pending {
			continue
		}
		// Half points times half points are quarter points.
		sum += Value(values[k]) * Value(e.points)
		k++
	}
	return sum
}

// wins counts the rounds in which the player scored the points of a win,
// with or without playing.
func (c *crosstable) wins(i int) int {
	n := 0
	for _, e := range c.rounds[i] {
		if !e.pending && e.points == c.scoring.Win {
			n++
		}
	}
	return n
}

// directEncounter sets tie-break k of a tied group to the points each
// scored in games among the group, when every two of them have played
// each other over the board; otherwise it leaves them all at 0.
func (c *crosstable) directEncounter(group []Standing, k int) {
	members := make(map[int]bool, len(group))
	for _, s := range group {
		members[c.index[s.Player.StartRank]] = true
	}
	totals := make([]Points, len(group))
	for gi, s := range group {
		i := c.index[s.Player.StartRank]
		met := make(map[int]bool)
		for _, e := range c.rounds[i] {
			if e.played && members[e.opponent] {
				met[e.opponent] = true
				totals[gi] += e.points
			}
		}
		if len(met) < len(group)-1 {
			return
		}
	}
	for gi := range group {
		group[gi].TieBreaks[k] = ValueOf(totals[gi])
	}
}
