package ui

import (
	"image/color"
	"testing"
)

func TestDiagramSetPosition(t *testing.T) {
	tests := []struct {
		fen, lastMove string
		square        string
		want          byte
	}{
		{startFEN, "", "e1", 'K'},
		{"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", "b8c6", "c6", 'n'},
		{"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", "b8c6", "e1", 'K'},
	}
	for _, tt := range tests {
		d := newDiagram(150)
		pl, _ := placementOf(t, tt.fen)
		d.SetPosition(pl, tt.lastMove)
		if got := d.Piece(tt.square); got != tt.want {
			t.Errorf("SetPosition(%q): %s holds %q, want %q", tt.fen, tt.square, got, tt.want)
		}
	}
}

func TestDiagramMarksLastMove(t *testing.T) {
	d := newDiagram(160)
	pl, _ := placementOf(t, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
	d.SetPosition(pl, "e2e4")
	img := d.draw(160, 160)
	// Squares are 20 pixels; e2 (light, now empty) is column 4, row 6.
	tests := []struct {
		name string
		x, y int
		want color.NRGBA
	}{
		{"e2 emptied", 4*20 + 10, 6*20 + 10, lastMoveLight},
		{"e3 untouched", 4*20 + 10, 5*20 + 10, darkSquare},
		{"a8 corner", 1, 1, lightSquare},
	}
	for _, tt := range tests {
		if got := color.NRGBAModel.Convert(img.At(tt.x, tt.y)); got != tt.want {
			t.Errorf("%s: pixel %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestDiagramsOfOnePositionShareAnImage(t *testing.T) {
	a, b := newDiagram(150), newDiagram(150)
	for _, d := range []*diagram{a, b} {
		pl, _ := placementOf(t, startFEN)
		d.SetPosition(pl, "")
	}
	if a.draw(150, 150) != b.draw(150, 150) {
		t.Error("two tiles at the start position drew two images")
	}
	if a.draw(150, 150) == a.draw(300, 300) {
		t.Error("one image served two sizes")
	}
}
