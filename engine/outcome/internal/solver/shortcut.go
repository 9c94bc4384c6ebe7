package solver

import (
	"slices"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// Sizes of the shortcut pass, counted in nodes on the question's budget,
// so that the line shown is the same on every machine.
const (
	// shortcutNodes is the most nodes the searches for a mate may use,
	// manoeuvreNodes the most the manoeuvre pass may; shortcutTry the
	// most one search for a mate may.
	shortcutNodes  = 60_000
	manoeuvreNodes = 60_000
	shortcutTry    = 2_000
	// shortcutStride is how many plies apart the positions of the line
	// are that a search starts from.
	shortcutStride = 8
)

// shortest returns the line shown for found, a helpmate line from the
// root: found shortened and, when that is still longer than shortLine,
// the shortest of it and of the lines the shortcut pass makes of found and
// of it, each shortened.
func (s *solver) shortest(found []chess.Move) []chess.Move {
	line := shortened(s.root, found)
	if len(line) <= shortLine {
		return line
	}
	found = slices.Clone(found) // the searches below write s.line
	for _, from := range [...][]chess.Move{line, found} {
		if len(line) <= shortLine {
			break
		}
		// The manoeuvres are spliced in by position keys: the line is
		// taken only once it is replayed to the mate.
		if short := shortened(s.root, s.shortcut(from)); len(short) < len(line) && mates(s.root, short, s.winner) {
			line = short
		}
	}
	return line
}

// shortcut returns line, or a shorter helpmate line from the root when
// line is longer than shortLine: from positions of the line, the
// first first, the deepening looks for a mate in fewer plies than the
// line still needs from there, and the first it finds replaces the rest
// of the line. The searches count their nodes on the budget; they start
// after the verdict is known and change nothing but the line.
func (s *solver) shortcut(line []chess.Move) []chess.Move {
	if len(line) <= shortLine || s.nodes >= s.limit {
		return line
	}
	line = append([]chess.Move{}, line...)
	limit, target := s.limit, s.target
	defer func() { s.limit, s.firstPly, s.target, s.stopped = limit, 0, target, false }()
	s.stopped = false
	// Each pass has its own share of the budget.
	left := [2]int{manoeuvreNodes, shortcutNodes}
	for before := len(line) + 1; len(line) < before && len(line) > shortLine && s.nodes < limit; {
		before = len(line)
		for pass, run := range [...]func([]chess.Move, int) []chess.Move{s.manoeuvred, s.shortcutSweep} {
			if len(line) <= shortLine || left[pass] <= 0 {
				continue
			}
			start := s.nodes
			s.limit = min(limit, s.nodes+left[pass])
			line = run(line, s.limit)
			left[pass] -= s.nodes - start
		}
	}
	return line
}

// shortcutSweep is one sweep of shortcut along line, until stop nodes.
func (s *solver) shortcutSweep(line []chess.Move, stop int) []chess.Move {
	positions := make([]chess.Position, len(line)+1)
	positions[0] = s.root
	for i, m := range line {
		positions[i+1] = positions[i].Play(m)
	}
	for i := len(line) - shortcutStride; i >= 0 && s.nodes < stop && len(line) > shortLine; i -= shortcutStride {
		if tail := s.mateFrom(positions[i], len(line)-i, stop); tail != nil {
			line = append(line[:i], tail...)
		}
	}
	return line
}

// mateFrom returns a helpmate line from p shorter than rest plies, or
// nil, searching until stop nodes at most: the deepening, then the
// corner search, each with shortcutTry nodes, both starting at the ply
// from which they cannot reach rest plies.
func (s *solver) mateFrom(p chess.Position, rest, stop int) []chess.Move {
	s.target = newTargets(p, s.winner)
	// The deepening's free moves lead it far before it tries the other
	// moves near p: a mate a few plies away is looked for first.
	first := 1
	if p.Turn() != s.winner {
		first = 2
	}
	for plies := first; plies <= shortMate && plies < rest && s.nodes < stop; plies += 2 {
		s.firstPly = maxPly - 1 - plies
		if s.iterate(p, 3*plies, min(shortMateTry, stop-s.nodes)) == Yes && mates(p, s.line, s.winner) {
			return s.line
		}
	}
	s.firstPly = maxPly - min(rest, maxPly) // lines of fewer than rest plies
	try := min(stop, s.nodes+shortcutTry)
	for depth := 1; depth <= shortcutDepth && s.nodes < try; depth++ {
		v := s.iterate(p, depth, try-s.nodes)
		if v == Yes && len(s.line) < rest && mates(p, s.line, s.winner) {
			return s.line
		}
		if v != Unknown {
			break
		}
	}
	if s.nodes < stop {
		if v := s.cornerSearch(p, min(shortcutTry, stop-s.nodes)); v == Yes && len(s.line) < rest && mates(p, s.line, s.winner) {
			return s.line
		}
	}
	return nil
}

// shortcutDepth is the deepest iteration of one search of the pass;
// shortMate the most plies of the short mates looked for first, each
// length with shortMateTry nodes.
const (
	shortcutDepth = 4
	shortMate     = 3
	shortMateTry  = 300
)
