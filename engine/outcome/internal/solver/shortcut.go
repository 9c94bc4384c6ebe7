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
	// quickFound is the most nodes a line may have cost for boundedMate
	// to be tried on it, the quick searches' own; boundedNodes the most
	// boundedMate may use.
	quickFound   = firstNodes + firstNodes + quickNodes + earlyNodes
	boundedNodes = 3_000
)

// shortest returns the line shown for found, a helpmate line from the
// root: found shortened (a line the quick searches found that trimming
// leaves too long gives way to boundedMate's, if it finds one, before
// the costly detours) and, when that is still longer than shortLine, the
// shortest of it and of the lines the shortcut pass makes of found and
// of it, each shortened.
func (s *solver) shortest(found []chess.Move) []chess.Move {
	side := mater(s.root, found)
	line := trimmed(s.root, found, side)
	if len(line) > shortLine && s.nodes <= quickFound {
		found = slices.Clone(found) // the search below writes s.line
		if bounded := s.boundedMate(); bounded != nil {
			return bounded
		}
	}
	line = detoured(s.root, line, side)
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

// boundedMate returns a helpmate line from the root of at most shortLine
// plies, or nil: the deepening's first iterations again, their lines
// bounded, within boundedNodes. A line the short searches found in a few
// hundred nodes but too long (the free moves walk every pawn to the end)
// usually has a bounded twin as cheap to find, where shortening it
// costs thousands of positions and replays.
func (s *solver) boundedMate() []chess.Move {
	if s.nodes >= s.limit {
		return nil
	}
	firstPly, stop := s.firstPly, s.nodes+boundedNodes
	defer func() { s.firstPly, s.stopped = firstPly, false }()
	s.firstPly = maxPly - (shortLine + 1) // lines of at most shortLine plies
	for depth := 1; depth <= shortcutDepth && s.nodes < stop; depth++ {
		v := s.iterate(s.root, depth, stop-s.nodes)
		if v == Yes && len(s.line) <= shortLine && mates(s.root, s.line, s.winner) {
			return slices.Clone(s.line)
		}
		if v != Unknown {
			break
		}
	}
	return nil
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
