package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// boardRenderer draws a Board: 64 squares, their pieces and target marks,
// the coordinates, the keyboard cursor and the piece being dragged.
type boardRenderer struct {
	board   *Board
	squares [64]*canvas.Rectangle // by square, a1 = 0
	marks   [64]*canvas.Circle
	pieces  [64]*canvas.Image
	files   [8]*canvas.Text
	ranks   [8]*canvas.Text
	cursor  *canvas.Rectangle
	dragged *canvas.Image
	objects []fyne.CanvasObject
}

func newBoardRenderer(b *Board) *boardRenderer {
	r := &boardRenderer{board: b}
	for sq := range 64 {
		r.squares[sq] = canvas.NewRectangle(lightSquare)
		r.marks[sq] = canvas.NewCircle(targetMark)
		r.marks[sq].Hide()
		r.pieces[sq] = canvas.NewImageFromImage(nil)
		r.pieces[sq].FillMode = canvas.ImageFillContain
		r.pieces[sq].Hide()
		r.objects = append(r.objects, r.squares[sq])
	}
	for sq := range 64 {
		r.objects = append(r.objects, r.marks[sq], r.pieces[sq])
	}
	for i := range 8 {
		r.files[i] = canvas.NewText(string(rune('a'+i)), darkSquare)
		r.ranks[i] = canvas.NewText(string(rune('1'+i)), darkSquare)
		r.files[i].TextStyle.Bold = true
		r.ranks[i].TextStyle.Bold = true
		r.objects = append(r.objects, r.files[i], r.ranks[i])
	}
	r.cursor = canvas.NewRectangle(color.Transparent)
	r.cursor.StrokeColor = cursorColour
	r.cursor.Hide()
	r.dragged = canvas.NewImageFromImage(nil)
	r.dragged.FillMode = canvas.ImageFillContain
	r.dragged.Hide()
	r.objects = append(r.objects, r.cursor, r.dragged)
	r.Refresh()
	return r
}

func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *boardRenderer) Destroy()                     {}
func (r *boardRenderer) MinSize() fyne.Size           { return r.board.MinSize() }

func (r *boardRenderer) Layout(fyne.Size) {
	b := r.board
	side, origin := b.geometry()
	square := fyne.NewSquareSize(side)
	dot := side / 3
	for sq := range 64 {
		col, row := b.cellOf(sq)
		pos := origin.AddXY(float32(col)*side, float32(row)*side)
		r.squares[sq].Move(pos)
		r.squares[sq].Resize(square)
		r.pieces[sq].Move(pos)
		r.pieces[sq].Resize(square)
		r.marks[sq].Move(pos.AddXY((side-dot)/2, (side-dot)/2))
		r.marks[sq].Resize(fyne.NewSquareSize(dot))
	}
	r.layoutCoordinates(side, origin)
	r.dragged.Resize(square)
	r.cursor.StrokeWidth = fyne.Max(2, side/16)
	r.cursor.Resize(square)
	r.placeOverlays()
}

// layoutCoordinates puts file letters along the bottom edge and rank
// digits along the left edge, inside the squares as printed boards do.
func (r *boardRenderer) layoutCoordinates(side float32, origin fyne.Position) {
	b := r.board
	size := side / 4.5
	for i := range 8 {
		col, _ := b.cellOf(i)     // file i on rank 1
		_, row := b.cellOf(i * 8) // rank i on file a
		for _, t := range []*canvas.Text{r.files[i], r.ranks[i]} {
			t.TextSize = size
			t.Hidden = side < 28
		}
		f := r.files[i]
		f.Move(origin.AddXY(float32(col+1)*side-f.MinSize().Width-size/4, 8*side-f.MinSize().Height))
		rk := r.ranks[i]
		rk.Move(origin.AddXY(size/4, float32(row)*side))
	}
}

// placeOverlays moves the cursor and the dragged piece to where they are.
func (r *boardRenderer) placeOverlays() {
	b := r.board
	side, origin := b.geometry()
	col, row := b.cellOf(b.cursor)
	r.cursor.Move(origin.AddXY(float32(col)*side, float32(row)*side))
	r.dragged.Move(b.drag.pos.SubtractXY(side/2, side/2))
}

func (r *boardRenderer) Refresh() {
	b := r.board
	images := pieceImages()
	targets := map[int]bool{}
	if b.selected != noSquare {
		for _, m := range b.movesFrom(b.selected) {
			targets[squareOf(m[2:4])] = true
		}
	}
	for sq := range 64 {
		r.squares[sq].FillColor = r.squareColour(sq)
		r.marks[sq].Hidden = !targets[sq]
		p := r.pieces[sq]
		hidden := b.pieces[sq] == 0 || (b.drag.active && sq == b.drag.from)
		if !hidden && p.Image != images[b.pieces[sq]] {
			p.Image = images[b.pieces[sq]]
			p.Refresh()
		}
		p.Hidden = hidden
	}
	for i := range 8 {
		r.files[i].Color = r.coordinateColour(i)     // on rank 1: a1 dark
		r.ranks[i].Color = r.coordinateColour(i * 8) // on file a
	}
	r.cursor.Hidden = !(b.Interactive && b.focused)
	r.dragged.Hidden = !b.drag.active
	if b.drag.active {
		r.dragged.Image = images[b.pieces[b.drag.from]]
		r.dragged.Refresh()
	}
	r.placeOverlays()
	canvas.Refresh(b)
}

func (r *boardRenderer) squareColour(sq int) color.Color {
	b := r.board
	switch sq {
	case b.selected:
		return selectedSquare
	case b.check:
		return checkSquare
	}
	return squareColour(sq, b.lastFrom, b.lastTo)
}

// coordinateColour contrasts a coordinate with the square it sits on.
func (r *boardRenderer) coordinateColour(sq int) color.Color {
	if (sq/8+sq%8)%2 == 1 {
		return darkSquare
	}
	return lightSquare
}
