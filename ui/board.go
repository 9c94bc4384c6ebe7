package ui

import (
	"bytes"
	"image"
	"image/color"
	_ "image/png" // the piece images
	"slices"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/assets"
)

// noSquare marks "no square" in the board's square fields.
const noSquare = -1

// Board colours: the usual green and buff, with highlights strong enough to
// read from two metres away.
var (
	lightSquare    = color.NRGBA{0xEE, 0xEE, 0xD2, 0xFF}
	darkSquare     = color.NRGBA{0x76, 0x96, 0x56, 0xFF}
	lastMoveLight  = color.NRGBA{0xF6, 0xF6, 0x69, 0xFF}
	lastMoveDark   = color.NRGBA{0xBA, 0xCA, 0x2B, 0xFF}
	selectedSquare = color.NRGBA{0x64, 0xB5, 0xF6, 0xFF}
	checkSquare    = color.NRGBA{0xE5, 0x39, 0x35, 0xFF}
	targetMark     = color.NRGBA{0x20, 0x20, 0x20, 0x70}
	cursorColour   = color.NRGBA{0x0D, 0x47, 0xA1, 0xFF}
)

// Board shows a position and, when Interactive, lets the arbiter enter a
// move by tapping, dragging or the keyboard. It never decides legality: the
// targets it offers are the UCI moves given to SetLegal.
type Board struct {
	widget.BaseWidget

	// Interactive boards take input; tiles show a small passive board.
	Interactive bool
	// OnMove receives each move the arbiter makes, in UCI (e7e8q).
	OnMove func(uci string)
	// OnRune receives the characters typed while the board has the
	// focus, so that a window can send them to its move field.
	OnRune func(r rune)
	// OnCursor receives the square (a1 = 0) the keyboard cursor moves to,
	// and OnPromotion the names of the pieces a promotion offers, so that
	// a window can say them aloud.
	OnCursor    func(sq int)
	OnPromotion func(pieces []string)

	shown    bool // a position was given
	lastMove string
	inCheck  bool
	pieces   Placement
	legal    []string
	lastFrom int
	lastTo   int
	check    int // square of a king in check
	flipped  bool
	selected int
	cursor   int
	focused  bool
	drag     struct {
		from   int
		pos    fyne.Position
		active bool
	}
	promotion *widget.PopUp
}

// NewBoard returns an empty board; interactive boards take input.
func NewBoard(interactive bool) *Board {
	b := &Board{Interactive: interactive, lastFrom: noSquare, lastTo: noSquare,
		check: noSquare, selected: noSquare, cursor: 12} // e2: a natural start
	b.ExtendBaseWidget(b)
	return b
}

// SetPosition shows pieces, highlights lastMove (UCI) and, when inCheck,
// the king of turn, the side to move.
func (b *Board) SetPosition(pieces Placement, turn Side, lastMove string, inCheck bool) {
	if b.shown && pieces == b.pieces && lastMove == b.lastMove && inCheck == b.inCheck {
		return // unchanged: keep the arbiter's selection
	}
	b.shown, b.pieces, b.lastMove, b.inCheck = true, pieces, lastMove, inCheck
	b.lastFrom, b.lastTo = noSquare, noSquare
	if from, to, ok := uciSquares(lastMove); ok {
		b.lastFrom, b.lastTo = from, to
	}
	b.check = noSquare
	if inCheck {
		king := byte('K')
		if turn == Black {
			king = 'k'
		}
		b.check = indexOf(pieces, king)
	}
	b.selected = noSquare
	b.Refresh()
}

// SetLegal gives the moves the board offers as targets, in UCI.
func (b *Board) SetLegal(uci []string) {
	if slices.Equal(uci, b.legal) {
		return
	}
	b.legal = uci
	b.selected = noSquare
	b.Refresh()
}

// SetFlipped shows the board from Black's side when flipped is true.
func (b *Board) SetFlipped(flipped bool) {
	b.flipped = flipped
	b.Refresh()
}

// Flipped reports whether Black is at the bottom.
func (b *Board) Flipped() bool { return b.flipped }

// Piece returns the FEN letter on square ("e4"), or 0 when it is empty.
func (b *Board) Piece(square string) byte {
	sq, ok := parseSquare(square)
	if !ok {
		return 0
	}
	return b.pieces[sq]
}

// CreateRenderer implements fyne.Widget.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	return newBoardRenderer(b)
}

// MinSize keeps a board readable: small for tiles, large to play on.
func (b *Board) MinSize() fyne.Size {
	if b.Interactive {
		return fyne.NewSquareSize(320)
	}
	return fyne.NewSquareSize(120)
}

// Tapped selects a piece or plays the selected piece to the tapped square.
func (b *Board) Tapped(ev *fyne.PointEvent) {
	if !b.Interactive {
		return
	}
	if sq, ok := b.squareAt(ev.Position); ok {
		b.cursor = sq
		b.activate(sq)
	}
}

// Dragged moves a piece with the pointer.
func (b *Board) Dragged(ev *fyne.DragEvent) {
	if !b.Interactive || b.promotion != nil {
		return
	}
	if !b.drag.active {
		from, ok := b.squareAt(ev.Position.Subtract(ev.Dragged))
		if !ok || len(b.movesFrom(from)) == 0 {
			return
		}
		b.drag.active, b.drag.from = true, from
		b.selected = from
	}
	b.drag.pos = ev.Position
	b.Refresh()
}

// DragEnd drops the dragged piece.
func (b *Board) DragEnd() {
	if !b.drag.active {
		return
	}
	b.drag.active = false
	to, ok := b.squareAt(b.drag.pos)
	if !ok || to == b.drag.from {
		b.Refresh() // back home, still selected: a tap may finish the move
		return
	}
	b.try(b.drag.from, to)
}

// FocusGained implements fyne.Focusable.
func (b *Board) FocusGained() { b.focused = true; b.Refresh() }

// FocusLost implements fyne.Focusable.
func (b *Board) FocusLost() { b.focused = false; b.Refresh() }

// TypedRune passes typed characters on to OnRune; the board itself takes
// keys only (Space is a key: it selects or drops).
func (b *Board) TypedRune(r rune) {
	if r != ' ' && b.OnRune != nil {
		b.OnRune(r)
	}
}

// TypedKey moves the cursor with the arrows and selects or drops with
// Enter or Space, so the board works without a mouse.
func (b *Board) TypedKey(ev *fyne.KeyEvent) {
	if !b.Interactive {
		return
	}
	file, rank := b.cursor%8, b.cursor/8
	step := 1
	if b.flipped {
		step = -1
	}
	switch ev.Name {
	case fyne.KeyUp:
		rank += step
	case fyne.KeyDown:
		rank -= step
	case fyne.KeyRight:
		file += step
	case fyne.KeyLeft:
		file -= step
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		b.activate(b.cursor)
		return
	case fyne.KeyEscape:
		b.selected = noSquare
		b.Refresh()
		return
	default:
		return
	}
	if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
		b.cursor = rank*8 + file
		b.Refresh()
		if b.OnCursor != nil {
			b.OnCursor(b.cursor)
		}
	}
}

// activate is one tap or key press on sq: select a piece that can move,
// or play the selected piece there.
func (b *Board) activate(sq int) {
	if b.promotion != nil {
		return
	}
	if b.selected != noSquare && b.selected != sq && len(b.movesBetween(b.selected, sq)) > 0 {
		b.try(b.selected, sq)
		return
	}
	if sq != b.selected && len(b.movesFrom(sq)) > 0 {
		b.selected = sq
	} else {
		b.selected = noSquare
	}
	b.Refresh()
}

// try plays from→to when it is legal, asking for the piece on promotion.
func (b *Board) try(from, to int) {
	moves := b.movesBetween(from, to)
	b.selected = noSquare
	switch {
	case len(moves) == 0:
		b.Refresh()
	case len(moves) == 1:
		b.Refresh()
		b.play(moves[0])
	default:
		b.Refresh()
		b.choosePromotion(moves)
	}
}

func (b *Board) play(uci string) {
	if b.OnMove != nil {
		b.OnMove(uci)
	}
}

// choosePromotion offers the promotion pieces of moves (e7e8q, e7e8r ...).
func (b *Board) choosePromotion(moves []string) {
	c := fyne.CurrentApp().Driver().CanvasForObject(b)
	if c == nil {
		return
	}
	white := b.pieces[squareOf(moves[0][:2])] == 'P'
	row := container.NewHBox()
	var names []string
	for _, letter := range "qrbn" {
		uci := moves[0][:4] + string(letter)
		if !slices.Contains(moves, uci) {
			continue
		}
		piece := byte(letter)
		if white {
			piece -= 'a' - 'A'
		}
		name := lang.L("access.piece." + string(letter))
		names = append(names, name)
		btn := widget.NewButtonWithIcon(name, pieceResource(piece), func() {
			b.closePromotion()
			b.play(uci)
		})
		btn.Importance = widget.LowImportance
		row.Add(container.NewGridWrap(fyne.NewSize(120, 72), btn))
	}
	cancel := widget.NewButton(lang.L("board.promotion.cancel"), b.closePromotion)
	title := widget.NewLabelWithStyle(lang.L("board.promotion.title"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	b.promotion = widget.NewModalPopUp(container.NewVBox(title, row, cancel), c)
	b.promotion.Show()
	if b.OnPromotion != nil {
		b.OnPromotion(names)
	}
}

func (b *Board) closePromotion() {
	if b.promotion != nil {
		b.promotion.Hide()
		b.promotion = nil
	}
}

func (b *Board) movesFrom(sq int) []string {
	var out []string
	name := squareName(sq)
	for _, m := range b.legal {
		if strings.HasPrefix(m, name) {
			out = append(out, m)
		}
	}
	return out
}

func (b *Board) movesBetween(from, to int) []string {
	var out []string
	prefix := squareName(from) + squareName(to)
	for _, m := range b.legal {
		if strings.HasPrefix(m, prefix) {
			out = append(out, m)
		}
	}
	return out
}

// geometry returns the side of a square and the board's top-left corner.
func (b *Board) geometry() (side float32, origin fyne.Position) {
	size := b.Size()
	side = fyne.Min(size.Width, size.Height) / 8
	return side, fyne.NewPos((size.Width-8*side)/2, (size.Height-8*side)/2)
}

// squareAt returns the square under a position inside the widget.
func (b *Board) squareAt(p fyne.Position) (int, bool) {
	side, origin := b.geometry()
	if side <= 0 {
		return 0, false
	}
	col := int((p.X - origin.X) / side)
	row := int((p.Y - origin.Y) / side)
	if p.X < origin.X || p.Y < origin.Y || col > 7 || row > 7 {
		return 0, false
	}
	return b.squareOfCell(col, row), true
}

// squareOfCell maps a displayed column and row (0,0 top-left) to a square.
func (b *Board) squareOfCell(col, row int) int {
	if b.flipped {
		return row*8 + 7 - col
	}
	return (7-row)*8 + col
}

// cellOf is the inverse of squareOfCell.
func (b *Board) cellOf(sq int) (col, row int) {
	if b.flipped {
		return 7 - sq%8, sq / 8
	}
	return sq % 8, 7 - sq/8
}

func uciSquares(uci string) (from, to int, ok bool) {
	if len(uci) < 4 {
		return 0, 0, false
	}
	from, ok1 := parseSquare(uci[:2])
	to, ok2 := parseSquare(uci[2:4])
	return from, to, ok1 && ok2
}

func parseSquare(s string) (int, bool) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return 0, false
	}
	return int(s[1]-'1')*8 + int(s[0]-'a'), true
}

func squareOf(s string) int {
	sq, _ := parseSquare(s)
	return sq
}

func squareName(sq int) string {
	return string([]byte{byte('a' + sq%8), byte('1' + sq/8)})
}

func indexOf(pieces [64]byte, p byte) int {
	for i, q := range pieces {
		if q == p {
			return i
		}
	}
	return noSquare
}

// pieceImages are decoded once and shared by every board, so that 256
// tiles do not hold 8,000 copies of the same PNG.
var pieceImages = sync.OnceValue(func() map[byte]image.Image {
	out := make(map[byte]image.Image, 12)
	for _, p := range []byte("KQRBNPkqrbnp") {
		data, err := assets.Pieces.ReadFile("pieces/" + pieceFile(p))
		if err != nil {
			continue
		}
		if img, _, err := image.Decode(bytes.NewReader(data)); err == nil {
			out[p] = img
		}
	}
	return out
})

func pieceResource(p byte) fyne.Resource {
	data, err := assets.Pieces.ReadFile("pieces/" + pieceFile(p))
	if err != nil {
		return theme.QuestionIcon()
	}
	return fyne.NewStaticResource(pieceFile(p), data)
}

// pieceFile names the image of a FEN letter: 'N' → wN.png, 'q' → bQ.png.
func pieceFile(p byte) string {
	if p >= 'a' {
		return "b" + string(p-('a'-'A')) + ".png"
	}
	return "w" + string(p) + ".png"
}
