package ui

import (
	"errors"
	"testing"
)

// tilesOf reads tiles from a map: a board missing from it cannot be read.
type tilesOf map[int]BoardView

func (m tilesOf) Tile(n int) (BoardView, error) {
	bv, ok := m[n]
	if !ok {
		return BoardView{}, errors.New("no such board")
	}
	return bv, nil
}

// The windows that follow a round read it again after a change that may
// alter a result, never after a move.
func TestGameEndsToldFromMoves(t *testing.T) {
	read := []BoardView{{Number: 1}, {Number: 2, Result: "1-0"}}
	for _, tc := range []struct {
		name   string
		now    tilesOf
		boards []int // the change's boards; nil for anything
		want   bool
	}{
		{"anything may have changed", tilesOf{1: {Number: 1}, 2: {Number: 2, Result: "1-0"}}, nil, true},
		{"a move", tilesOf{1: {Number: 1, MovesCompleted: 12}, 2: {Number: 2, Result: "1-0"}}, []int{1}, false},
		{"a game ends", tilesOf{1: {Number: 1, Result: "½-½"}, 2: {Number: 2, Result: "1-0"}}, []int{1}, true},
		{"a result is taken back", tilesOf{1: {Number: 1}, 2: {Number: 2}}, []int{2}, true},
		{"a result is corrected", tilesOf{1: {Number: 1}, 2: {Number: 2, Result: "0-1"}}, []int{2}, true},
		{"a board not read before", tilesOf{1: {Number: 1}, 2: {Number: 2, Result: "1-0"}, 3: {Number: 3}}, []int{3}, true},
		{"a board that cannot be read", tilesOf{2: {Number: 2, Result: "1-0"}}, []int{1}, true},
		{"moves on two boards", tilesOf{1: {Number: 1, LastMove: "e2e4"}, 2: {Number: 2, Result: "1-0", LastMove: "a7a8q"}}, []int{1, 2}, false},
	} {
		var g gameEnds
		g.remember(read)
		if got := g.changed(tc.now, Change{Boards: tc.boards}); got != tc.want {
			t.Errorf("%s: changed %v, want %v", tc.name, got, tc.want)
		}
	}
}
