package solver

import "github.com/arbiterconsole/arbiter/engine/chess"

// The guided search is a late stage of the solver, after the design of
// CHA's last phase: an iterative deepening with no allowance per
// iteration, whose move grades follow a plan fixed once at the root. The
// bishops are steered to the mating corner by their distance to it through
// the squares that never change; the losing side opens a locked chain by
// taking with a pawn or taking a pawn, and its pawn moves cost no more
// than other moves, except, when the winner's king is shut in, those of
// pawns facing a winner's pawn on their file, which are punished; the root
// moves that lead to a statically dead position are punished wherever they
// recur. The grades were chosen by measurement on the labelled positions
// that the other stages leave unknown.

// guidedTTBits sizes the guided search's table: the first iteration of a
// long helpmate visits half a million nodes, and with 1 << ttBits entries
// its positions evict each other (line 1621: 1.5 M nodes instead of 0.56 M).
const guidedTTBits = ttBits + 2

const (
	guidedFirstDepth = 2     // plies of the first iteration
	guidedPunishCost = 3     // plies a punished move costs
	crowdedBoard     = 5     // more men than this: a pawn capture opens a chain
	confinedSquares  = 2     // a king with no more squares than this to walk on is shut in
	trivialIteration = 1_000 // nodes of an iteration cut short at the root
)

// unreachable marks a square no bishop can reach from the mating corner.
const unreachable = 255

// guide holds the state of one guided search. It lives apart from the
// solver so that the two evolve independently; guides recycles it.
type guide struct {
	// distance is the number of bishop moves from each square to the
	// mating corner or a square beside it, through squares no steady
	// piece holds.
	distance [64]uint8
	// kingAim and knightAim are the squares each side's king and knights
	// head for, indexed by colour.
	kingAim, knightAim [2]chess.Square
	// loserNeedsBlocker: the winner can mate only against a blocker the
	// loser has yet to make by promotion.
	loserNeedsBlocker bool
	// winnerConfined: the winner's king is shut in, so its mate comes
	// from its pawns; the loser's pawns behind them on their file are
	// then spare moves (see grade).
	winnerConfined bool
	punished       moveSet // root moves to a statically dead position
	deep           deepening
}

var guides = freeList[guide]{fresh: func() *guide {
	g := &guide{}
	g.deep = deepening{workspace: &workspace{tt: make([]ttEntry, 1<<guidedTTBits)}, grade: g.grade, punishCost: guidedPunishCost}
	return g
}}

// guided searches for a helpmate with the guided grades until the budget
// runs out. It returns Yes with the line in s.line, No when an iteration
// explored every reachable position without a depth cut, or Unknown.
func (s *solver) guided(p chess.Position) Verdict {
	return s.guidedTo(p, false)
}

// guidedTo is guided, stopped after its first real iteration if firstOnly:
// the first that meets more than trivialIteration nodes. The iterations
// before it stop at the root when every root move is punished.
func (s *solver) guidedTo(p chess.Position, firstOnly bool) Verdict {
	if s.stopped || s.nodes >= s.limit {
		return Unknown // spare the plan's static proofs
	}
	g := guides.get()
	defer guides.put(g)
	g.plan(p, s.winner)
	for depth := guidedFirstDepth; depth <= maxDepth && !s.stopped; depth++ {
		g.deep.nextIteration()
		start := s.nodes
		if g.deep.search(s, p, 0, depth, false) {
			return Yes
		}
		if !g.deep.cut && !s.stopped {
			return No
		}
		if firstOnly && s.nodes-start > trivialIteration {
			break
		}
	}
	return Unknown
}

// guidedWithin runs the guided stage on at most allowance more nodes and
// leaves the rest of the budget to later stages.
func (s *solver) guidedWithin(p chess.Position, allowance int) Verdict {
	return s.guidedWithinTo(p, allowance, false)
}

// firstIteration runs the guided stage's first real iteration alone on at
// most allowance more nodes. The long helpmates of a shut-in king are found
// in it; where it ends without a mate it costs 10,000 to 115,000 nodes
// (measured on the labelled sides that cannot mate), so the closure keeps
// most of its time. A guided node costs about an eighth of the time of a
// closure's, but a node budget counts them alike: the nodes the closure may
// use are left to it.
func (s *solver) firstIteration(p chess.Position, allowance int) Verdict {
	allowance = min(allowance, s.limit-s.nodes-closureNodes)
	if allowance <= 0 {
		return Unknown
	}
	return s.guidedWithinTo(p, allowance, true)
}

// guidedWithinTo runs guidedTo on at most allowance more nodes and leaves
// the rest of the budget to later stages.
func (s *solver) guidedWithinTo(p chess.Position, allowance int, firstOnly bool) Verdict {
	limit := s.limit
	s.limit = min(limit, s.nodes+allowance)
	v := s.guidedTo(p, firstOnly)
	if s.stopped && s.limit < limit && s.nodes >= s.limit {
		s.stopped = false // only the allowance ran out
	}
	s.limit = limit
	return v
}

// plan fixes the aims of the search from the root position.
func (g *guide) plan(p chess.Position, winner chess.Color) {
	g.deep.winner = winner
	loser := winner.Other()
	corner := matingCorner(p, winner)
	g.kingAim[loser] = corner
	g.kingAim[winner] = towardCentre(corner, 2)
	g.knightAim[loser] = besideCorner(corner)
	g.knightAim[winner] = towardCentre(corner, 3) // a knight move from both checking squares
	g.loserNeedsBlocker = needsLoserPromotion(p, winner)
	g.winnerConfined = confined(p, winner)

	var b blockade
	b.settle(p)
	g.distance = bishopDistances(corner, b.walls)

	g.punished.reset()
	var buf [256]chess.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if deadFor(p.Play(m), winner) {
			g.punished.add(m)
		}
	}
}

// bishopDistances counts bishop moves to the corner or the two squares
// beside it, through squares not in steady. The region has both colours,
// so the loser's bishops find their blocking squares too.
func bishopDistances(corner chess.Square, steady chess.Bitboard) [64]uint8 {
	var d [64]uint8
	for i := range d {
		d[i] = unreachable
	}
	frontier := (chess.KingAttacks(corner)&^chess.BishopAttacks(corner, 0) | corner.Bitboard()) &^ steady
	seen := frontier
	for step := uint8(0); frontier != 0; step++ {
		var next chess.Bitboard
		for todo := frontier; todo != 0; {
			sq := todo.Pop()
			d[sq] = step
			next |= chess.BishopAttacks(sq, steady)
		}
		frontier = next &^ steady &^ seen
		seen |= frontier
	}
	return d
}

// grade classes the moves of p by the plan. The winner's captures and
// pawn moves are rewarded; so are the loser's pawn captures and captures
// of the winner's pawns, which open locked chains; the loser's other
// captures are punished.
func (g *guide) grade(p *chess.Position, moves []chess.Move, grades []grade) {
	us := p.Turn()
	winnerToMove := us == g.deep.winner
	kings, pawns := p.Pieces(us, chess.King), p.Pieces(us, chess.Pawn)
	knights, bishops := p.Pieces(us, chess.Knight), p.Pieces(us, chess.Bishop)
	enemy, enemyPawns := p.ByColor(us.Other()), p.Pieces(us.Other(), chess.Pawn)
	crowded := p.Occupied().Count() > crowdedBoard
	for i, m := range moves {
		if g.punished.has(m) {
			grades[i] = punish
			continue
		}
		from, to := m.From(), m.To()
		capture := m.IsEnPassant() || (!m.IsCastle() && enemy.Has(to))
		pawnMove := pawns.Has(from)
		gr := normal
		switch {
		case kings.Has(from):
			gr = g.kingGrade(m, us)
		case knights.Has(from):
			gr = g.knightGrade(m, us)
		case bishops.Has(from):
			gr = g.bishopGrade(from, to, winnerToMove)
		}
		switch {
		case winnerToMove:
			if capture || pawnMove {
				gr = reward
			}
		case gr == reward:
		case capture && crowded && (pawnMove || enemyPawns.Has(to)):
			gr = reward // a locked chain opens
		case pawnMove && g.loserNeedsBlocker && m.Promotion() != chess.Queen && m.Promotion() != chess.Rook:
			gr = reward
		case capture:
			gr = punish
		case pawnMove && g.winnerConfined && fileAhead(us, from)&enemyPawns != 0:
			// Spare moves: free after every winner's pawn move, they
			// multiply the positions of an iteration by the loser's
			// pawn formations (line 1621: 0.56 M nodes, 0.16 M without).
			gr = punish
		}
		grades[i] = gr
	}
}

func (g *guide) kingGrade(m chess.Move, us chess.Color) grade {
	aim := g.kingAim[us]
	if !m.IsCastle() && kingDistance(m.To(), aim) < kingDistance(m.From(), aim) {
		return reward
	}
	return normal
}

func (g *guide) knightGrade(m chess.Move, us chess.Color) grade {
	aim := g.knightAim[us]
	if knightDistance[m.To()][aim] < knightDistance[m.From()][aim] {
		return reward
	}
	return normal
}

// bishopGrade rewards a winner's bishop heading for the corner from afar
// or stepping out of it to make room, and a loser's bishop stepping onto
// the corner or beside it, to block.
func (g *guide) bishopGrade(from, to chess.Square, winner bool) grade {
	df, dt := g.distance[from], g.distance[to]
	switch {
	case df == unreachable:
		return normal
	case winner && df <= 1 && dt > df:
		return reward
	case winner && df > 2 && dt < df:
		return reward
	case !winner && dt == 0 && df > 0:
		return reward
	}
	return normal
}

// moveSet is a set of moves, emptied in time proportional to its size.
type moveSet struct {
	bits [1 << 16 / 64]uint64
	list []chess.Move
}

func (ms *moveSet) add(m chess.Move) {
	ms.bits[m>>6] |= 1 << (m & 63)
	ms.list = append(ms.list, m)
}

func (ms *moveSet) has(m chess.Move) bool { return ms.bits[m>>6]&(1<<(m&63)) != 0 }

func (ms *moveSet) reset() {
	for _, m := range ms.list {
		ms.bits[m>>6] = 0
	}
	ms.list = ms.list[:0]
}

// fileAhead returns the squares in front of sq on its file, as a pawn of
// colour c sees them.
func fileAhead(c chess.Color, sq chess.Square) chess.Bitboard {
	file := chess.FileMask(sq.File())
	if c == chess.White {
		return file &^ (chess.Bitboard(2)<<uint(sq) - 1)
	}
	return file & (chess.Bitboard(1)<<uint(sq) - 1)
}

// confined reports whether c's king can walk among at most
// confinedSquares squares, its own included, as the board stands: the
// others around them are held by its own men or attacked by the other
// side.
func confined(p chess.Position, c chess.Color) bool {
	region := p.KingSquare(c).Bitboard()
	for region.Count() <= confinedSquares {
		next := region
		for sqs := region; sqs != 0; {
			for to := chess.KingAttacks(sqs.Pop()) &^ p.ByColor(c) &^ region; to != 0; {
				if sq := to.Pop(); p.Attackers(sq, c.Other()) == 0 {
					next |= sq.Bitboard()
				}
			}
		}
		if next == region {
			return true
		}
		region = next
	}
	return false
}
