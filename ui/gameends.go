package ui

// tileReader reads one board's tile, which the backend keeps in memory.
type tileReader interface {
	Tile(n int) (BoardView, error)
}

// gameEnds tells the changes that may alter a round's table or standings
// from moves, which alter neither: a change that may touch anything, or
// that gives or takes a game's result. It is the one place that decides
// it for the hall screen, the round table and the standings.
type gameEnds struct {
	results map[int]string // by board, the result as last read
}

// remember keeps the boards' results as read now.
func (g *gameEnds) remember(boards []BoardView) {
	g.results = make(map[int]string, len(boards))
	for _, bv := range boards {
		g.results[bv.Number] = bv.Result
	}
}

// changed reports whether ch may have altered a result: a change of
// anything, a board not seen at the last read or that cannot be read, or
// one whose result is not the one remembered.
func (g *gameEnds) changed(b tileReader, ch Change) bool {
	if ch.All() {
		return true
	}
	for _, n := range ch.Boards {
		bv, err := b.Tile(n)
		if result, ok := g.results[n]; err != nil || !ok || bv.Result != result {
			return true
		}
	}
	return false
}
