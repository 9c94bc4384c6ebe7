package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// tileFrame outlines a tile: four bars of one colour along its edges and
// nothing inside. Fyne repaints a window whole whenever a clock's second
// changes, and Mesa's software renderer runs a rectangle's shader over
// every pixel it covers: a filled, rounded frame behind each tile was a
// pass over the whole wall every second, the four bars are a few pixels
// each (docs/performance.md, "The console's wall").
type tileFrame struct {
	box  *fyne.Container      // what the tile draws: the bars
	bars [4]*canvas.Rectangle // top, bottom, left, right
}

// newTileFrame returns a frame of bars width pixels thick, transparent
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
	w := min(l.width, size.Width/2, size.Height/2)
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
