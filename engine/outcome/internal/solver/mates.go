package solver

import "github.com/arbiterconsole/arbiter/engine/chess"

// The corner search is a late stage for the helpmates of minor pieces: a
// bishop and a knight, or two bishops, mate only against a king driven to
// an edge or corner, with the loser's own men on its flight squares. It
// picks a mating corner for the loser's king and deepens with grades that
// drive every piece to its part of the pattern: the loser's king to the
// corner, its knights beside it, the winner's king diagonally in front of
// it and its knights where they reach both checking squares; the winner's
// captures and pawn moves are free (the loser's men are removed, a pawn
// promotes), the loser's captures are punished (they remove the winner's
// material). Each iteration has an allowance that grows with its depth, so
// that a deep line is reached before the budget ends (after CHA's
// iterative deepening phase; the code is our own). The corners tried are
// those of the winner's bishops' colour, each with a share of the budget.

const (
	cornerTTBits     = 14      // the corner search's table: 16K entries, 128 KB
	cornerPunishCost = 4       // plies a punished move costs
	cornerPerPly     = 7_000   // nodes an iteration may use for each ply of depth
	cornerNodes      = 150_000 // nodes of the corner search, for all its corners
	cornerFirstDepth = 2       // plies of the first iteration
	cornerFirstShare = 2_000   // nodes of each corner in the first round
)

// corners holds the state of one corner search: its aims and its deepening.
type corners struct {
	kingAim, knightAim [2]chess.Square
	deep               deepening
}

var cornerSearches = freeList[corners]{fresh: func() *corners {
	c := &corners{}
	c.deep = deepening{workspace: &workspace{tt: make([]ttEntry, 1<<cornerTTBits)}, grade: c.grade, punishCost: cornerPunishCost}
	return c
}}

// cornerSearch looks for a helpmate of s.winner toward each mating corner
// on at most allowance more nodes in all. It only answers Yes (the line in
// s.line) or Unknown: its grades follow one plan, but a No needs none. A
// winner without a bishop or a knight is left to the other stages: its
// mate comes from a promotion, which the guided search steers better.
func (s *solver) cornerSearch(p chess.Position, allowance int) Verdict {
	allowance = min(allowance, s.limit-s.nodes)
	if allowance <= 0 || s.stopped || p.Pieces(s.winner, chess.Bishop)|p.Pieces(s.winner, chess.Knight) == 0 {
		return Unknown
	}
	c := cornerSearches.get()
	defer cornerSearches.put(c)
	c.deep.winner = s.winner
	aims := matingCorners(p, s.winner)
	var depths [4]int // the next iteration of each corner
	for i := range aims {
		depths[i] = cornerFirstDepth
	}
	limit := min(s.limit, s.nodes+allowance)
	defer func(outer int) { s.limit, s.stopped = outer, false }(s.limit)
	// Rounds over the corners, each round with four times the nodes of the
	// one before: a mate toward the right corner is often quick, toward
	// the wrong one never. A corner's deepening goes on where its last
	// round left it.
	for share := cornerFirstShare; s.nodes < limit; share *= 4 {
		for i, corner := range aims {
			if s.nodes >= limit {
				break
			}
			s.limit, s.stopped = min(limit, s.nodes+share), false
			c.aim(corner, s.winner)
			switch c.deepen(s, p, &depths[i]) {
			case Yes:
				return Yes
			case No:
				// Every reachable position was met: no corner finds more.
				// The other stages give the proof.
				return Unknown
			}
		}
	}
	return Unknown
}

// deepen runs the iterations of one corner from *depth on until a mate is
// found (Yes, the line in s.line), an iteration meets no depth limit (No:
// every reachable position was met), or the solver's limit is reached
// (Unknown; *depth is then the iteration it stopped in).
func (c *corners) deepen(s *solver, p chess.Position, depth *int) Verdict {
	for ; *depth <= maxDepth && !s.stopped; *depth++ {
		c.deep.nextIteration()
		limit := s.limit
		s.limit = min(limit, s.nodes+*depth*cornerPerPly)
		found := c.deep.search(s, p, s.firstPly, *depth, false)
		if s.nodes >= s.limit && s.limit < limit {
			s.stopped = false // only this iteration's allowance ran out
		}
		s.limit = limit
		switch {
		case found:
			return Yes
		case !c.deep.cut && !s.stopped:
			return No
		case s.stopped:
			return Unknown // the share ran out within this iteration
		}
	}
	return Unknown
}

// matingCorners returns the corners a minor-piece mate by winner may be
// given in, the loser's back rank first: those of its bishops' colour, or,
// without bishops, the two on the loser's back rank.
func matingCorners(p chess.Position, winner chess.Color) []chess.Square {
	bishops := p.Pieces(winner, chess.Bishop)
	dark, light := bishops&darkSquares != 0, bishops&^darkSquares != 0
	var out []chess.Square
	// The loser's back rank: the eighth for White's mate, the first for Black's.
	back := [2]chess.Square{chess.A8, chess.H8}  // light, dark
	front := [2]chess.Square{chess.A1, chess.H1} // dark, light
	if winner == chess.Black {
		back, front = [2]chess.Square{chess.H1, chess.A1}, [2]chess.Square{chess.H8, chess.A8}
	}
	switch {
	case dark == light: // both colours, or neither: every corner
		out = append(out, back[1], back[0], front[0], front[1])
	case dark:
		out = append(out, back[1], front[0])
	default:
		out = append(out, back[0], front[1])
	}
	return out
}

// aim fixes the squares each piece heads for, around corner.
func (c *corners) aim(corner chess.Square, winner chess.Color) {
	loser := winner.Other()
	c.kingAim[loser] = corner
	c.kingAim[winner] = towardCentre(corner, 1)
	c.knightAim[loser] = besideCorner(corner)
	c.knightAim[winner] = towardCentre(corner, 3)
}

// grade classes the moves of p by the aims: a king or knight step toward
// its aim is free for both sides, so are the winner's captures and pawn
// moves; the loser's captures are punished.
func (c *corners) grade(p *chess.Position, moves []chess.Move, grades []grade) {
	us := p.Turn()
	winnerToMove := us == c.deep.winner
	kings, pawns, knights := p.Pieces(us, chess.King), p.Pieces(us, chess.Pawn), p.Pieces(us, chess.Knight)
	enemy := p.ByColor(us.Other())
	kingAim, knightAim := &kingDistances[c.kingAim[us]], &knightDistance[c.knightAim[us]]
	for i, m := range moves {
		from, to := m.From(), m.To()
		capture := m.IsEnPassant() || (!m.IsCastle() && enemy.Has(to))
		g := normal
		switch {
		case kings.Has(from) && !m.IsCastle() && kingAim[to] < kingAim[from]:
			g = reward
		case knights.Has(from) && knightAim[to] < knightAim[from]:
			g = reward
		case winnerToMove && (capture || pawns.Has(from)):
			g = reward
		case !winnerToMove && capture:
			g = punish
		}
		grades[i] = g
	}
}
