package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Fyne repaints a window whole whenever a clock's second changes, and
// Mesa's software renderer pays for every object drawn: a call through
// the GL pipeline, and its shader over every pixel the object covers
// (docs/performance.md, "The console's wall"). The tiles' frames are
// therefore bars a few units thick, never a filled or rounded box; the
// wall draws the bars of all its tiles in the separator colour as a few
// long lines (wallFrames), and a tile draws its own four bars only to
// show an alert.

// frameWidth is how thick a tile's frame is, in Fyne's device-independent
// units, at any zoom.
const frameWidth float32 = 3

// tileFrame outlines one tile: four bars of one colour along its edges and
// nothing inside, transparent (not drawn at all) unless SetColor.
type tileFrame struct {
	box  *fyne.Container      // what the tile draws: the bars
	bars [4]*canvas.Rectangle // top, bottom, left, right
}

// newTileFrame returns a frame of bars width units thick, transparent
// until SetColor.
func newTileFrame(width float32) *tileFrame {
	f := &tileFrame{}
	objects := make([]fyne.CanvasObject, len(f.bars))
	for i := range f.bars {
		f.bars[i] = canvas.NewRectangle(color.Transparent)
		objects[i] = f.bars[i]
	}
	f.box = &fyne.Container{Layout: barsLayout{width}, Objects: objects}
	return f
}

// SetColor colours the bars; Refresh shows it.
func (f *tileFrame) SetColor(c color.Color) {
	for _, b := range f.bars {
		b.FillColor = c
	}
}

// Refresh redraws the bars.
func (f *tileFrame) Refresh() { f.box.Refresh() }

// Color is the bars' colour.
func (f *tileFrame) Color() color.Color { return f.bars[0].FillColor }

// barsLayout places a frame's four bars, width thick, along its edges.
type barsLayout struct{ width float32 }

func (l barsLayout) Layout(bars []fyne.CanvasObject, size fyne.Size) {
	w := barWidth(l.width, size)
	place := func(b fyne.CanvasObject, x, y, width, height float32) {
		b.Move(fyne.NewPos(x, y))
		b.Resize(fyne.NewSize(width, height))
	}
	place(bars[0], 0, 0, size.Width, w)
	place(bars[1], 0, size.Height-w, size.Width, w)
	place(bars[2], 0, w, w, size.Height-2*w)
	place(bars[3], size.Width-w, w, w, size.Height-2*w)
}

// MinSize is nothing: the frame takes the tile's size.
func (barsLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

// barWidth is how thick the bars of a frame of size are: width, or less
// for a frame too small for it.
func barWidth(width float32, size fyne.Size) float32 {
	return min(width, size.Width/2, size.Height/2)
}

// wallFrames draws the frame of every tile of a wall in the separator
// colour: each row's top bars are one line along the row, its bottom bars
// another, and each column's left and right bars a line down the column;
// the lines cross the gaps between the tiles. A round of 400 boards on
// screen draws about 50 lines where its tiles drew 500 bars.
type wallFrames struct {
	widget.BaseWidget
	tiles   *fyne.Container // the tiles, laid out by wall
	wall    *wallLayout
	lines   []*canvas.Rectangle // the lines of the last layout
	objects []fyne.CanvasObject // the same, for the renderer
}

// newWallFrames returns the frames of the tiles in a container laid out
// by wall; the wall stacks them under the tiles. Refresh places the lines
// again after the tiles shown changed.
func newWallFrames(tiles *fyne.Container, wall *wallLayout) *wallFrames {
	f := &wallFrames{tiles: tiles, wall: wall}
	f.ExtendBaseWidget(f)
	return f
}

// CreateRenderer implements fyne.Widget.
func (f *wallFrames) CreateRenderer() fyne.WidgetRenderer { return wallFramesRenderer{f} }

// layout places a line over each row's and each column's bars, where the
// wall's layout puts the tiles in size.
func (f *wallFrames) layout(size fyne.Size) {
	n := len(f.tiles.Objects)
	if n == 0 || size.Width <= 0 {
		f.use(0)
		return
	}
	l := f.wall
	cols, cell := l.grid(size.Width)
	rows := (n + cols - 1) / cols
	w := barWidth(frameWidth, cell)
	used := min(cols, n) // columns with a tile
	f.use(2 * (rows + used))
	place := func(i int, x, y, width, height float32) {
		f.lines[i].Move(fyne.NewPos(x, y))
		f.lines[i].Resize(fyne.NewSize(width, height))
	}
	for r := range rows {
		in := float32(min(cols, n-r*cols)) // tiles in the row
		y := float32(r) * l.rowHeight()
		place(2*r, 0, y, in*cell.Width+(in-1)*l.gap, w)
		place(2*r+1, 0, y+cell.Height-w, in*cell.Width+(in-1)*l.gap, w)
	}
	for c := range used {
		in := float32(n / cols) // tiles in the column
		if c < n%cols {
			in++
		}
		x := float32(c) * (cell.Width + l.gap)
		place(2*rows+2*c, x, 0, w, in*l.rowHeight()-l.gap)
		place(2*rows+2*c+1, x+cell.Width-w, 0, w, in*l.rowHeight()-l.gap)
	}
}

// use makes the frames n lines in the theme's separator colour.
func (f *wallFrames) use(n int) {
	c := themed(theme.ColorNameSeparator)
	for _, r := range f.lines {
		r.FillColor = c
	}
	if n == len(f.lines) {
		return
	}
	for len(f.lines) < n {
		f.lines = append(f.lines, canvas.NewRectangle(c))
	}
	f.lines = f.lines[:n]
	f.objects = make([]fyne.CanvasObject, n)
	for i, r := range f.lines {
		f.objects[i] = r
	}
}

type wallFramesRenderer struct{ f *wallFrames }

func (r wallFramesRenderer) Layout(size fyne.Size)        { r.f.layout(size) }
func (r wallFramesRenderer) MinSize() fyne.Size           { return fyne.Size{} }
func (r wallFramesRenderer) Objects() []fyne.CanvasObject { return r.f.objects }
func (r wallFramesRenderer) Destroy()                     {}

// Refresh places and colours the lines again, for the tiles shown and
// the theme of now.
func (r wallFramesRenderer) Refresh() {
	r.f.layout(r.f.Size())
	canvas.Refresh(r.f)
}
