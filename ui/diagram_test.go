package ui

import (
	"image/color"
	"strings"
	"testing"
)

func TestDiagramSetPosition(t *testing.T) {
	tests := []struct {
		fen, lastMove string
		square        string
		want          byte
		err           string
	}{
		{startFEN, "", "e1", 'K', ""},
		{"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", "b8c6", "c6", 'n', ""},
		{"8/8/8 w - - 0 1", "", "e1", 0, "3 ranks"},
		{"", "", "e1", 0, "empty FEN"},
	}
	for _, tt := range tests {
		d := newDiagram(150)
		err := d.SetPosition(tt.fen, tt.lastMove)
		if (err == nil) != (tt.err == "") || (err != nil && !strings.Contains(err.Error(), tt.err)) {
			t.Errorf("SetPosition(%q) = %v, want error %q", tt.fen, err, tt.err)
		}
		if got := d.Piece(tt.square); got != tt.want {
			t.Errorf("SetPosition(%q): %s holds %q, want %q", tt.fen, tt.square, got, tt.want)
		}
	}
}

func TestDiagramMarksLastMove(t *testing.T) {
	d := newDiagram(160)
	if err := d.SetPosition("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "e2e4"); err != nil {
		t.Fatal(err)
	}
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
		if err := d.SetPosition(startFEN, ""); err != nil {
			t.Fatal(err)
		}
	}
	if a.draw(150, 150) != b.draw(150, 150) {
		t.Error("two tiles at the start position drew two images")
	}
	if a.draw(150, 150) == a.draw(300, 300) {
		t.Error("one image served two sizes")
	}
}
