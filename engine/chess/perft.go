package chess

// Perft counts the leaf nodes of the legal move tree of p to depth plies,
// the standard test of a move generator. The last ply is counted, not
// played: the generator's population count of each piece's targets.
func Perft(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perft(p, depth)
}

// perft takes p by value: a pointer to a copy would escape to the heap
// through the recursion.
func perft(p Position, depth int) uint64 {
	if depth == 1 {
		return uint64(p.legalCount())
	}
	var buf [256]Move
	moves := p.generate(buf[:0])
	var nodes uint64
	for _, m := range moves {
		next := p
		next.play(m)
		nodes += perft(next, depth-1)
	}
	return nodes
}

// MoveNodes is one line of a divided perft: a root move and its leaf count.
type MoveNodes struct {
	Move  Move
	Nodes uint64
}

// Divide returns Perft(p.Play(m), depth-1) for every legal move m of p, in
// generation order. Their sum is Perft(p, depth). Depth below 1 yields nothing.
func Divide(p Position, depth int) []MoveNodes {
	if depth < 1 {
		return nil
	}
	var result []MoveNodes
	for _, m := range p.LegalMoves(nil) {
		result = append(result, MoveNodes{m, Perft(p.Play(m), depth-1)})
	}
	return result
}
