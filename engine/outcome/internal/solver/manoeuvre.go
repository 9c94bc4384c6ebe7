package solver

import (
	"container/heap"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// Sizes of the manoeuvre pass, counted in positions made on the
// question's budget, so that the line shown is the same on every machine.
const (
	// manoeuvreTry is the most positions one stretch's search may make.
	manoeuvreTry = 5_000
	// manoeuvreMin is the shortest stretch worth a search.
	manoeuvreMin = 12
)

// manoeuvred returns line with its long quiet stretches (moves of pieces
// that neither take, promote nor castle, and no pawn move) played
// shorter: a best-first search over quiet moves, from the position
// before the stretch, looks for the position after it in fewer plies.
// With the pawns fixed, the distance each piece must travel to its
// square at the stretch's end (around the pawns, a king around the
// squares the other side's pawns attack) bounds the plies still needed
// and guides the search: where the searches' lines make each side wait
// while the other manoeuvres, both manoeuvre at once here. The stretches
// are searched from the last, so the indices before stay right; the line
// after each stretch is played as before, from the same position.
func (s *solver) manoeuvred(line []chess.Move, stop int) []chess.Move {
	positions := make([]chess.Position, len(line)+1)
	positions[0] = s.root
	for i, m := range line {
		positions[i+1] = positions[i].Play(m)
	}
	var ms manoeuvreSearch
	for b := len(line); b > 0 && s.nodes < stop; {
		a := b
		for a > 0 && quietPieceMove(&positions[a-1], line[a-1]) {
			a--
		}
		if b-a >= manoeuvreMin {
			path, expanded := ms.search(positions[a], positions[b], b-a, min(manoeuvreTry, stop-s.nodes))
			s.nodes += expanded
			if path != nil {
				line = append(line[:a:a], append(path, line[b:]...)...)
			}
		}
		b = a - 1 // the loud move before the stretch stays
	}
	return line
}

// quietPieceMove reports whether m moves a piece, not a pawn (so neither
// en passant nor a promotion), without taking or castling: the moves a
// manoeuvre is made of.
func quietPieceMove(p *chess.Position, m chess.Move) bool {
	return !(p.Pieces(chess.White, chess.Pawn) | p.Pieces(chess.Black, chess.Pawn)).Has(m.From()) &&
		!m.IsCastle() && !p.Occupied().Has(m.To())
}

// manoeuvreSearch is one best-first search of manoeuvred.
type manoeuvreSearch struct {
	nodes []manoeuvreNode
	open  manoeuvreQueue
	seen  map[uint64]int32 // fewest plies a position was reached in
	goal  [2][chess.King + 1][]chess.Square
	dist  [2][chess.King + 1][][64]uint8 // for each goal square, the moves to it from each square
	pawns chess.Bitboard
	guard [2]chess.Bitboard // squares each side's king may not cross: the other's pawn attacks
}

type manoeuvreNode struct {
	p      chess.Position
	parent int32
	move   chess.Move
	plies  int32
}

// farSquare stands for a square a piece cannot reach around the pawns.
const farSquare = 64

// search returns the quiet moves from `from` to `to` in fewer than bound
// plies, or nil, making at most limit positions, and how many it made. from and to have the same pawns and pieces.
func (ms *manoeuvreSearch) search(from, to chess.Position, bound, limit int) ([]chess.Move, int) {
	ms.pawns = from.Pieces(chess.White, chess.Pawn) | from.Pieces(chess.Black, chess.Pawn)
	for c := chess.White; c <= chess.Black; c++ {
		ms.guard[c] = 0
		for sq := range from.Pieces(c.Other(), chess.Pawn).Squares() {
			ms.guard[c] |= chess.PawnAttacks(c.Other(), sq)
		}
		for t := chess.Knight; t <= chess.King; t++ {
			if to.Pieces(c, t).Count() != from.Pieces(c, t).Count() {
				return nil, 0
			}
		}
	}
	for c := chess.White; c <= chess.Black; c++ {
		for t := chess.Knight; t <= chess.King; t++ {
			ms.goal[c][t], ms.dist[c][t] = ms.goal[c][t][:0], ms.dist[c][t][:0]
			for sq := range to.Pieces(c, t).Squares() {
				ms.goal[c][t] = append(ms.goal[c][t], sq)
				ms.dist[c][t] = append(ms.dist[c][t], ms.distances(c, t, sq))
			}
		}
	}
	if ms.seen == nil {
		ms.seen = make(map[uint64]int32, limit)
	}
	clear(ms.seen)
	ms.nodes = ms.nodes[:0]
	ms.open = append(ms.open[:0], manoeuvreEntry{f: int32(ms.estimate(&from)), parent: -1, key: from.Key()})
	ms.seen[from.Key()] = 0
	target := to.Key()
	work := 0
	var buf [256]chess.Move
	for len(ms.open) > 0 && work < limit {
		e := heap.Pop(&ms.open).(manoeuvreEntry)
		if ms.seen[e.key] < e.plies {
			continue // reached in fewer plies since
		}
		p := from
		if e.parent >= 0 {
			p = ms.nodes[e.parent].p.Play(e.move)
		}
		ms.nodes = append(ms.nodes, manoeuvreNode{p: p, parent: e.parent, move: e.move, plies: e.plies})
		if e.key == target {
			return ms.path(int32(len(ms.nodes) - 1)), work
		}
		for _, m := range p.LegalMoves(buf[:0]) {
			if !quietPieceMove(&p, m) {
				continue
			}
			if work >= limit {
				break // the budget is a bound, one expansion's moves included
			}
			work++
			q := p.Play(m)
			k := q.Key()
			plies := e.plies + 1
			if old, ok := ms.seen[k]; ok && old <= plies {
				continue
			}
			f := int(plies) + ms.estimate(&q)
			if f >= bound {
				continue
			}
			ms.seen[k] = plies
			heap.Push(&ms.open, manoeuvreEntry{f: int32(f), plies: plies, parent: int32(len(ms.nodes) - 1), move: m, key: k})
		}
	}
	return nil, work
}

// path returns the moves from the search's first node to node n.
func (ms *manoeuvreSearch) path(n int32) []chess.Move {
	moves := make([]chess.Move, ms.nodes[n].plies)
	for ; ms.nodes[n].parent >= 0; n = ms.nodes[n].parent {
		moves[ms.nodes[n].plies-1] = ms.nodes[n].move
	}
	return moves
}

// estimate returns the plies p needs at least to reach the goal: each
// side's moves are at least the sum of its pieces' distances to their
// goal squares, pieces of a kind going to the squares of that kind
// cheapest in all; the side to move plays one move more than the other
// at most.
func (ms *manoeuvreSearch) estimate(p *chess.Position) int {
	var need [2]int
	for c := chess.White; c <= chess.Black; c++ {
		for t := chess.Knight; t <= chess.King; t++ {
			need[c] += ms.assign(c, t, p.Pieces(c, t))
		}
	}
	own, other := need[p.Turn()], need[p.Turn().Other()]
	if own == 0 && other == 0 {
		return 0
	}
	return max(2*own-1, 2*other)
}

// assign returns the fewest moves that take the pieces on from to the
// goal squares of their kind: every matching when there are few, the
// nearest square for each piece otherwise.
func (ms *manoeuvreSearch) assign(c chess.Color, t chess.PieceType, from chess.Bitboard) int {
	goal := ms.goal[c][t]
	if len(goal) == 0 {
		return 0
	}
	var sq [8]chess.Square
	n := 0
	for s := range from.Squares() {
		if n == len(sq) {
			break
		}
		sq[n] = s
		n++
	}
	dist := ms.dist[c][t]
	d := func(piece, g int) int { return int(dist[g][sq[piece]]) }
	switch {
	case n == 1:
		return d(0, 0)
	case n == 2 && len(goal) == 2:
		return min(d(0, 0)+d(1, 1), d(0, 1)+d(1, 0))
	}
	total := 0
	for i := range n {
		best := farSquare
		for g := range goal {
			best = min(best, d(i, g))
		}
		total += best
	}
	return total
}

// distances returns the moves a piece of colour c and kind t needs from
// each square to to, around the pawns, which do not move in a stretch.
func (ms *manoeuvreSearch) distances(c chess.Color, t chess.PieceType, to chess.Square) [64]uint8 {
	var d [64]uint8
	for i := range d {
		d[i] = farSquare
	}
	d[to] = 0
	var queue [64]chess.Square
	queue[0] = to
	for head, tail := 0, 1; head < tail; head++ {
		sq := queue[head]
		var next chess.Bitboard
		switch t {
		case chess.Knight:
			next = chess.KnightAttacks(sq)
		case chess.Bishop:
			next = chess.BishopAttacks(sq, ms.pawns)
		case chess.Rook:
			next = chess.RookAttacks(sq, ms.pawns)
		case chess.Queen:
			next = chess.QueenAttacks(sq, ms.pawns)
		case chess.King:
			next = chess.KingAttacks(sq)
		}
		for n := range (next &^ ms.pawns).Squares() {
			if d[n] != farSquare {
				continue
			}
			d[n] = d[sq] + 1
			// A king may end on a square the pawns attack (it stands in
			// check there when it starts on it) but never crosses one.
			if t != chess.King || !ms.guard[c].Has(n) {
				queue[tail] = n
				tail++
			}
		}
	}
	return d
}

// manoeuvreEntry is a position waiting in the search's queue, by the
// plies its line needs at least: the move that reaches it from an
// expanded node, played again when it is expanded in turn.
type manoeuvreEntry struct {
	key              uint64
	f, plies, parent int32
	move             chess.Move
}

// manoeuvreQueue is a heap of entries, the least bound first and, of
// equal bounds, the deepest.
type manoeuvreQueue []manoeuvreEntry

func (q manoeuvreQueue) Len() int { return len(q) }
func (q manoeuvreQueue) Less(i, j int) bool {
	if q[i].f != q[j].f {
		return q[i].f < q[j].f
	}
	if q[i].plies != q[j].plies {
		return q[i].plies > q[j].plies
	}
	if q[i].parent != q[j].parent {
		return q[i].parent < q[j].parent
	}
	return q[i].move < q[j].move
}
func (q manoeuvreQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *manoeuvreQueue) Push(x any)   { *q = append(*q, x.(manoeuvreEntry)) }
func (q *manoeuvreQueue) Pop() any {
	old := *q
	e := old[len(old)-1]
	*q = old[:len(old)-1]
	return e
}
