package solver

import "github.com/arbiterconsole/arbiter/engine/chess"

// The zone search is the solver's last stage: a breadth-first helpmate
// search that only looks for a mate, on a reduced set of moves. Pawns
// locked head to head wall the board into regions; the zone is where the
// two kings can walk, the squares the enemy's locked pawns attack aside.
// A piece standing outside the zone that neither enters it nor takes
// anything only passes the turn, so of all such moves of a side the search
// keeps one (the one to the lowest square): a side's spare moves then
// shuttle instead of multiplying the positions. A mate it finds is a
// legal line, replayed like any other; it never answers No, since it skips
// moves.

// zoneNodes is the part of the budget kept back for the zone search.
const zoneNodes = 100_000

// zoneStep is one position of the breadth-first search and how it was
// reached.
type zoneStep struct {
	p      chess.Position
	parent int32
	move   chess.Move
}

// zoneSearch returns Yes with the line in s.line when it finds a mate in
// at most limit positions, Unknown otherwise.
func (s *solver) zoneSearch(p chess.Position, limit int) Verdict {
	if s.stopped || s.nodes >= s.limit {
		return Unknown // the budget is spent: not one node more
	}
	zone := kingZones(p)
	if p.Occupied()&^zone&^p.Pieces(chess.White, chess.Pawn)&^p.Pieces(chess.Black, chess.Pawn) == 0 {
		return Unknown // no piece stands outside: the closure saw these positions
	}
	// A set of its own: the closure's may be kept to go on with.
	seen := &s.zoneSeen
	seen.reset(keySetBits)
	stop := min(s.limit, s.nodes+min(limit, seen.capacity()))
	queue := &s.zoneQueue
	queue.reset()
	queue.push(zoneStep{p: p, parent: -1})
	seen.add(p.Key())
	var buf [256]chess.Move
	for head := 0; head < queue.len(); head++ {
		if s.nodes++; s.nodes >= stop {
			break
		}
		q := queue.at(head).p
		moves := q.LegalMoves(buf[:0])
		if len(moves) == 0 {
			if q.InCheck() && q.Turn() != s.winner {
				s.line = append(s.line[:0], pathTo(queue, head)...)
				return Yes
			}
			continue
		}
		if insufficient(&q, s.winner) {
			continue
		}
		spare := spareMove(&q, moves, zone)
		for _, m := range moves {
			if m != spare && isSpare(&q, m, zone) {
				continue
			}
			if seen.full() {
				return Unknown
			}
			next := q.Play(m)
			if !seen.add(next.Key()) {
				continue
			}
			queue.push(zoneStep{p: next, parent: int32(head), move: m})
		}
	}
	return Unknown
}

// isSpare reports whether m is a move of a piece outside zone that stays
// outside and takes nothing.
func isSpare(p *chess.Position, m chess.Move, zone chess.Bitboard) bool {
	from, to := m.From(), m.To()
	t := p.PieceAt(from).Type()
	return t != chess.Pawn && t != chess.King && !zone.Has(from) && !zone.Has(to) && !p.Occupied().Has(to)
}

// spareMove returns the spare move (see isSpare) to the lowest square,
// the lowest origin breaking ties, or the zero Move when there is none.
func spareMove(p *chess.Position, moves []chess.Move, zone chess.Bitboard) chess.Move {
	var best chess.Move
	found := false
	for _, m := range moves {
		if !isSpare(p, m, zone) {
			continue
		}
		if !found || m.To() < best.To() || m.To() == best.To() && m.From() < best.From() {
			best, found = m, true
		}
	}
	return best
}

// kingZones returns the squares either king can walk to from its own
// square, one step at a time, through no square a pawn locked head to
// head holds and no square an enemy locked pawn attacks.
func kingZones(p chess.Position) chess.Bitboard {
	white, black := p.Pieces(chess.White, chess.Pawn), p.Pieces(chess.Black, chess.Pawn)
	lockedWhite := white & (black >> 8)
	lockedBlack := black & (white << 8)
	walls := lockedWhite | lockedBlack
	var zone chess.Bitboard
	for c := chess.White; c <= chess.Black; c++ {
		enemy := lockedBlack
		if c == chess.Black {
			enemy = lockedWhite
		}
		avoid := walls | pawnAttackSpan(c.Other(), enemy)
		seen := p.KingSquare(c).Bitboard()
		for frontier := seen; frontier != 0; {
			frontier = kingZone(frontier) &^ avoid &^ seen
			seen |= frontier
		}
		zone |= seen
	}
	return zone
}
