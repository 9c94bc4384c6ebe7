package solver

import (
	"slices"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// Sizes of the shortening pass, counted in positions so that a line shown
// is the same on every machine.
const (
	// shortLine is the longest line shown as the search found it.
	shortLine = 128
	// detourNodes is the most positions one breadth-first search of the
	// pass visits, pathNodes the most the whole pass visits.
	detourNodes = 1_000
	pathNodes   = 10_000
)

// shortened returns a helpmate line from p no longer than line, usually
// far shorter: the searches' lines wander (the closure's is its
// depth-first path), and the arbiter is shown the line. Lines of up to
// shortLine plies are kept. Longer ones lose their loops (loopless), then
// the moves the mate does not need (pruned); a line still too long is cut
// by breadth-first detours: from the start of the line, a search over the
// moves the line still has ahead (in any order, any number of times)
// looks for the position of the line reached in fewest plies with the
// most of the line left behind; the line is cut there and the search
// starts again from that position. Every search visits at most
// detourNodes positions, all of them pathNodes: the pass must cost
// little beside the search. Every pass keeps only a
// line that replays into a mate by the same side.
func shortened(p chess.Position, line []chess.Move) []chess.Move {
	if len(line) <= shortLine {
		return append([]chess.Move{}, line...)
	}
	side := mater(p, line)
	return detoured(p, trimmed(p, line, side), side)
}

// mater returns the side that gives mate at the end of line from p.
func mater(p chess.Position, line []chess.Move) chess.Color {
	side := p.Turn()
	if len(line)%2 == 0 {
		side = side.Other()
	}
	return side
}

// trimmed returns line, when it is longer than shortLine, without its
// loops and the moves the mate does not need, and with the two sides'
// waiting moves taken out (passes 1. to 3. of shortened); side mates.
func trimmed(p chess.Position, line []chess.Move, side chess.Color) []chess.Move {
	if len(line) <= shortLine {
		return append([]chess.Move{}, line...)
	}
	line = pruned(p, loopless(p, line), side, shortLine)
	if len(line) <= shortLine {
		return line
	}
	if m := interleaved(p, line, side); len(m) < len(line) && mates(p, m, side) {
		line = pruned(p, m, side, shortLine)
	}
	return line
}

// detoured returns line, when it is longer than shortLine, cut by the
// breadth-first detours of shortened; side mates.
func detoured(p chess.Position, line []chess.Move, side chess.Color) []chess.Move {
	if len(line) <= shortLine {
		return line
	}
	positions := make([]chess.Position, len(line)+1)
	positions[0] = p
	for i, m := range line {
		positions[i+1] = positions[i].Play(m)
	}
	last := make(map[uint64]int, len(line)+1)
	for i, q := range positions {
		last[q.Key()] = i
	}
	ahead := make(map[chess.Move]int, len(line))
	for _, m := range line {
		ahead[m]++
	}
	sh := shortener{ahead: ahead, last: last}
	pass := func(from, to int) { // the line's moves from..to-1 are behind
		for _, m := range line[from:to] {
			ahead[m]--
		}
	}
	var out []chess.Move
	budget := pathNodes
	i := last[p.Key()]
	for i < len(line) {
		if budget <= 0 {
			out = append(out, line[i:]...)
			break
		}
		detour, j := sh.detour(positions[i], min(budget, detourNodes))
		budget -= sh.visited
		if j <= i { // no gain within the search: keep the line's next move
			out = append(out, line[i])
			pass(i, i+1)
			i++
			continue
		}
		out = append(out, detour...)
		pass(i, j)
		i = j
	}
	if len(out) >= len(line) || !mates(p, out, side) {
		return append([]chess.Move{}, line...)
	}
	return out
}

// shortener holds one shortening pass: the moves ahead, the index of
// each position on it, and the breadth-first queue reused between
// searches.
type shortener struct {
	ahead   map[chess.Move]int // how often each move is played on the line still ahead
	last    map[uint64]int
	queue   []step
	seen    map[uint64]struct{}
	visited int
}

// step is one position of the breadth-first search and how it was reached.
type step struct {
	p      chess.Position
	parent int32
	move   chess.Move
	depth  int32
}

// detour searches from p, a position of the line, over the line's moves
// for the line position j that minimises the plies to reach it less j,
// visiting at most limit positions. It returns the moves to j and j, or
// j no later than p's own index when nothing beats the line.
func (sh *shortener) detour(p chess.Position, limit int) ([]chess.Move, int) {
	start := sh.last[p.Key()]
	sh.queue = append(sh.queue[:0], step{p: p, parent: -1})
	if sh.seen == nil {
		sh.seen = make(map[uint64]struct{}, limit)
	}
	clear(sh.seen)
	sh.seen[p.Key()] = struct{}{}
	best, bestGain := -1, 0
	var buf [256]chess.Move
	for head := 0; head < len(sh.queue) && len(sh.queue) < limit; head++ {
		st := sh.queue[head]
		// Plies still to gain shrink as the search deepens: a position
		// deeper than the best gain plus the line left cannot beat it.
		for _, m := range st.p.LegalMoves(buf[:0]) {
			if sh.ahead[m] <= 0 {
				continue
			}
			q := st.p.Play(m)
			k := q.Key()
			if _, ok := sh.seen[k]; ok {
				continue
			}
			sh.seen[k] = struct{}{}
			sh.queue = append(sh.queue, step{p: q, parent: int32(head), move: m, depth: st.depth + 1})
			if j, ok := sh.last[k]; ok {
				if gain := j - start - int(st.depth+1); gain > bestGain {
					best, bestGain = len(sh.queue)-1, gain
				}
			}
		}
	}
	sh.visited = len(sh.queue)
	if best < 0 {
		return nil, start
	}
	j := sh.last[sh.queue[best].p.Key()]
	moves := make([]chess.Move, sh.queue[best].depth)
	for n := best; n > 0; n = int(sh.queue[n].parent) {
		moves[sh.queue[n].depth-1] = sh.queue[n].move
	}
	return moves, j
}

// loopless returns line cut short where the line comes back to a position
// it met before, or where a legal move reaches a later position of the
// line at once: the same mate, with no detour for the arbiter to follow.
func loopless(p chess.Position, line []chess.Move) []chess.Move {
	positions := make([]chess.Position, len(line)+1)
	last := make(map[uint64]int, len(line)+1)
	positions[0] = p
	for i, m := range line {
		positions[i+1] = positions[i].Play(m)
	}
	for i, q := range positions {
		last[q.Key()] = i
	}
	var out []chess.Move
	var buf [256]chess.Move
	for i := last[p.Key()]; i < len(line); {
		next, move := i+1, line[i]
		for _, m := range positions[i].LegalMoves(buf[:0]) {
			if j, ok := last[positions[i].Play(m).Key()]; ok && j > next {
				next, move = j, m
			}
		}
		out = append(out, move)
		i = next
	}
	// Keys stand for positions: were two ever to collide, the line found
	// stays the evidence.
	if !mates(p, out, positions[len(line)].Turn().Other()) {
		return append([]chess.Move{}, line...)
	}
	return out
}

// replayPlies bounds the moves pruned replays in all: a line shown is the
// same on every machine.
const replayPlies = 15_000

// pruned returns line without the moves that the mate does not need: for
// each man, the last k of its moves (a pawn pushed further than the mate
// needs, a piece that wanders), each with the opponent's move that
// follows it or, failing that, the one before it, most moves first; then
// stretches of moves of both sides, longest first (an even number of
// plies: the side to move after it is the same). It stops once the line
// has no more than goal plies. A shorter line is kept only when it
// replays legally into a mate by side. Replays stop at
// the first illegal move and, all together, after replayPlies moves.
func pruned(p chess.Position, line []chess.Move, side chess.Color, goal int) []chess.Move {
	line = append([]chess.Move{}, line...)
	budget := replayPlies
	positions := make([]chess.Position, 0, len(line)+1)
	var plies [][]int // per man, the plies at which it moves
	var skip []bool
	// try drops the plies marked in skip, the earliest being first, and
	// keeps the line so made if it mates. The line before first stays as
	// it is: only the rest is replayed, and only a mate is written back.
	try := func(first int) bool {
		q := positions[first]
		for i := first; i < len(line); i++ {
			if skip[i] {
				continue
			}
			budget--
			if !q.IsLegal(line[i]) {
				return false
			}
			q = q.Play(line[i])
		}
		if !matedBy(q, side) {
			return false
		}
		kept := first
		for i := first; i < len(line); i++ {
			if !skip[i] {
				line[kept] = line[i]
				kept++
			}
		}
		line = line[:kept]
		return true
	}
	for changed := true; changed && budget > 0 && len(line) > goal; {
		changed = false
		positions = positions[:0]
		positions = append(positions, p)
		for i, m := range line {
			positions = append(positions, positions[i].Play(m))
		}
		plies = movers(line, plies)
		skip = append(skip[:0], make([]bool, len(line))...)
	men:
		for _, own := range plies {
			for c := 0; c < 2*len(own) && budget > 0; c++ {
				k, beside := len(own)-c/2, 1-2*(c%2) // the opponent's move after, then before
				clear(skip)
				first := len(line)
				ok := true
				for _, i := range own[len(own)-k:] {
					j := i + beside
					if j < 0 || i+1 >= len(line) || j+1 >= len(line) {
						ok = false // the mating move itself stays
						break
					}
					skip[i], skip[j] = true, true
					first = min(first, i, j)
				}
				if ok && try(first) {
					changed = true
					break men
				}
			}
		}
		if changed {
			continue
		}
		// A stretch of moves of both sides, the position after it differing
		// from the one before only in what the rest of the line ignores.
	blocks:
		for n := min(maxBlock, len(line)-1) &^ 1; n >= 2; n -= 2 {
			for i := 0; i+n < len(line); i++ {
				if budget <= 0 {
					break blocks
				}
				clear(skip)
				for j := i; j < i+n; j++ {
					skip[j] = true
				}
				if try(i) {
					changed = true
					break blocks
				}
			}
		}
	}
	return line
}

// maxBlock is the longest stretch of moves pruned tries to drop at once.
const maxBlock = 32

// movers returns, for each man that moves on line, the plies at which it
// moves, in order; a promoted pawn stays the same man. plies is reused.
func movers(line []chess.Move, plies [][]int) [][]int {
	var on [64]int // 1 + index in plies of the man on each square, 0 if none known
	for i := range plies {
		plies[i] = plies[i][:0]
	}
	n := 0
	for i, m := range line {
		from, to := m.From(), m.To()
		id := on[from] - 1
		if id < 0 {
			if n == len(plies) {
				plies = append(plies, nil)
			}
			id = n
			n++
		}
		plies[id] = append(plies[id], i)
		on[from] = 0
		if m.IsCastle() {
			rook := on[to]
			on[to] = 0
			on[m.RookTo()] = rook // the rook's own moves start afresh when unknown
			on[m.KingTo()] = id + 1
			continue
		}
		on[to] = id + 1
	}
	return plies[:n]
}

// interleavePlies bounds the moves interleaved replays in all, and
// nearestPairs how many of the other side's undone steps it tries with
// each of one side's.
const (
	interleavePlies = 30_000
	nearestPairs    = 8
)

// interleaved returns line with waiting moves taken out of both sides
// while it is longer than shortLine: a man's step that its next move
// undoes (a king stepping aside and back while the other side
// manoeuvres) is dropped with its return, for one side and for the
// other, and the two sides' remaining moves are played alternately
// again. Where each side waits while the other manoeuvres, the two
// manoeuvres then overlap. A shorter line is kept only when it replays
// legally into a mate by side; replays stop, all together, after
// interleavePlies moves.
func interleaved(p chess.Position, line []chess.Move, side chess.Color) []chess.Move {
	line = append([]chess.Move{}, line...)
	budget := interleavePlies
	positions := make([]chess.Position, 0, len(line)+1)
	var cand []chess.Move
	try := func(drop [4]int) bool {
		first := min(drop[0], drop[2])
		var own [2][]chess.Move
		for i, m := range line {
			if i != drop[0] && i != drop[1] && i != drop[2] && i != drop[3] {
				own[i%2] = append(own[i%2], m)
			}
		}
		cand = cand[:0]
		for k := range len(own[0]) {
			cand = append(cand, own[0][k])
			if k < len(own[1]) {
				cand = append(cand, own[1][k])
			}
		}
		// From the ply after the last one dropped, the line plays its own
		// moves again: where it reaches its own position, it mates.
		rejoin := max(drop[1], drop[3]) - 3
		q := positions[first]
		for t := first; t < len(cand); t++ {
			if t == rejoin && q.Key() == positions[t+4].Key() {
				break
			}
			budget--
			if !q.IsLegal(cand[t]) {
				return false
			}
			q = q.Play(cand[t])
			if t == len(cand)-1 && !matedBy(q, side) {
				return false
			}
		}
		line = append(line[:0], cand...)
		return true
	}
	for changed := true; changed && len(line) > shortLine && budget > 0; {
		changed = false
		positions = positions[:0]
		positions = append(positions, p)
		for i, m := range line {
			positions = append(positions, positions[i].Play(m))
		}
		undone := undoneSteps(positions, line)
	pairs:
		for _, a := range undone[0] {
			near := nearest(undone[1], a[0], nearestPairs)
			for _, b := range near {
				if budget <= 0 {
					break pairs
				}
				if try([4]int{a[0], a[1], b[0], b[1]}) {
					changed = true
					break pairs
				}
			}
		}
	}
	return line
}

// undoneSteps returns, for the side that moves first on line and for the
// other, the plies of each quiet step of a man that his next move undoes
// (the step and its return), the mating move aside.
func undoneSteps(positions []chess.Position, line []chess.Move) [2][][2]int {
	var out [2][][2]int
	for i, m := range line {
		if !quietStep(positions[i], m) {
			continue
		}
		for j := i + 2; j < len(line)-1; j += 2 {
			if line[j].From() != m.To() {
				continue
			}
			if line[j].To() == m.From() && quietStep(positions[j], line[j]) {
				out[i%2] = append(out[i%2], [2]int{i, j})
			}
			break
		}
	}
	return out
}

// quietStep reports whether m moves a piece without taking, promoting or
// castling, so that a step back may undo it.
func quietStep(p chess.Position, m chess.Move) bool {
	return !m.IsCastle() && !m.IsEnPassant() && m.Promotion() == chess.NoPieceType &&
		!p.Occupied().Has(m.To()) && !p.Pieces(p.Turn(), chess.Pawn).Has(m.From())
}

// nearest returns at most n of steps, those whose first ply is nearest
// to ply, nearest first.
func nearest(steps [][2]int, ply, n int) [][2]int {
	near := append([][2]int{}, steps...)
	slices.SortStableFunc(near, func(a, b [2]int) int {
		return abs(a[0]-ply) - abs(b[0]-ply)
	})
	return near[:min(n, len(near))]
}
