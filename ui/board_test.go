package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// newTestBoard shows an interactive 400×400 board (50 px squares) in a
// test window and records the moves it sends.
func newTestBoard(t *testing.T, fen string, legal []string) (*Board, *[]string) {
	t.Helper()
	test.NewTempApp(t)
	b := NewBoard(true)
	setFEN(t, b, fen, "", false)
	b.SetLegal(legal)
	var played []string
	b.OnMove = func(uci string) { played = append(played, uci) }
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(fyne.NewSquareSize(400))
	return b, &played
}

// centre returns the middle of a square as the board draws it.
func centre(b *Board, square string) fyne.Position {
	side, origin := b.geometry()
	col, row := b.cellOf(squareOf(square))
	return origin.AddXY((float32(col)+0.5)*side, (float32(row)+0.5)*side)
}

func tapSquares(b *Board, squares ...string) {
	for _, s := range squares {
		test.TapAt(b, centre(b, s))
	}
}

func TestBoardTapPlaysLegalMove(t *testing.T) {
	tests := []struct {
		name    string
		flipped bool
		taps    []string
		want    string
	}{
		{"piece then target", false, []string{"e2", "e4"}, "e2e4"},
		{"knight", false, []string{"g1", "f3"}, "g1f3"},
		{"flipped board", true, []string{"e2", "e4"}, "e2e4"},
		{"reselect another piece", false, []string{"e2", "d2", "d4"}, "d2d4"},
		{"illegal target plays nothing", false, []string{"e2", "e5"}, ""},
		{"empty square selects nothing", false, []string{"e4", "e5"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, played := newTestBoard(t, startFEN, startLegal)
			b.SetFlipped(tt.flipped)
			tapSquares(b, tt.taps...)
			got := strings.Join(*played, " ")
			if got != tt.want {
				t.Errorf("played %q, want %q", got, tt.want)
			}
		})
	}
}

func TestBoardDragAndDrop(t *testing.T) {
	b, played := newTestBoard(t, startFEN, startLegal)
	from, to := centre(b, "g1"), centre(b, "f3")
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: from.AddXY(3, 0)}, Dragged: fyne.NewDelta(3, 0)})
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: fyne.NewDelta(to.X-from.X-3, to.Y-from.Y)})
	b.DragEnd()
	if len(*played) != 1 || (*played)[0] != "g1f3" {
		t.Errorf("played %q, want [g1f3]", *played)
	}
}

func TestBoardKeyboardOnly(t *testing.T) {
	b, played := newTestBoard(t, startFEN, startLegal)
	keys := []fyne.KeyName{fyne.KeyReturn, fyne.KeyUp, fyne.KeyUp, fyne.KeySpace}
	for _, k := range keys {
		b.TypedKey(&fyne.KeyEvent{Name: k})
	}
	if len(*played) != 1 || (*played)[0] != "e2e4" {
		t.Errorf("cursor from e2, Enter, Up, Up, Space played %q, want [e2e4]", *played)
	}
}

func TestBoardPromotionChooser(t *testing.T) {
	fen := "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
	legal := []string{"e7e8q", "e7e8r", "e7e8b", "e7e8n", "e1d1"}
	b, played := newTestBoard(t, fen, legal)
	tapSquares(b, "e7", "e8")
	buttons := b.promotionButtons()
	if len(buttons) != 4 {
		t.Fatalf("promotion chooser has %d buttons, want 4", len(buttons))
	}
	if len(*played) != 0 {
		t.Fatalf("played %q before the piece was chosen", *played)
	}
	test.Tap(buttons[3])
	if len(*played) != 1 || (*played)[0] != "e7e8n" {
		t.Errorf("played %q, want [e7e8n]", *played)
	}
	if b.promotion != nil {
		t.Error("promotion chooser still open")
	}
}

func TestBoardPassiveIgnoresInput(t *testing.T) {
	b, played := newTestBoard(t, startFEN, startLegal)
	b.Interactive = false
	tapSquares(b, "e2", "e4")
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(*played) != 0 {
		t.Errorf("passive board played %q", *played)
	}
}

func TestBoardRendersPosition(t *testing.T) {
	test.NewTempApp(t)
	b := NewBoard(true)
	fen := "r1bqkbnr/pppp1Qpp/2n5/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"
	setFEN(t, b, fen, "h5f7", true)
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(fyne.NewSquareSize(320))
	assertImage(t, "board_mate.png", w.Canvas())
}

// promotionButtons returns the buttons of the open promotion chooser, in
// the order queen, rook, bishop, knight; nil when none is open.
func (b *Board) promotionButtons() []*widget.Button {
	if b.promotion == nil {
		return nil
	}
	var out []*widget.Button
	row := b.promotion.Content.(*fyne.Container).Objects[1].(*fyne.Container)
	for _, cell := range row.Objects {
		out = append(out, cell.(*fyne.Container).Objects[0].(*widget.Button))
	}
	return out
}
