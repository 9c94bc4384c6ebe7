package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// clockFace draws a clock's time in the monospace font, one character to
// a cell of the font's advance. Fyne keeps a texture for every text run
// it draws, keyed by the run's words, for a minute after its last use: a
// clock drawn as one run would leave a new texture (and a new
// rasterisation) behind every second, sixty per running clock. Drawn by
// character, every clock of a size shares the dozen textures of "0"-"9",
// ":" and ".", and a tick redraws only the cells whose character changed.
//
// The characters name their font, the theme's monospace one: Fyne then
// loads that font alone, where a text of the theme's monospace style
// loads it with the emoji and symbol fonts behind it (5 MB of font
// tables that digits never use).
type clockFace struct {
	widget.BaseWidget
	// Text is the time shown, as formatClock writes it.
	Text string
	// TextSize and Color are those of every character.
	TextSize float32
	Color    color.Color

	font  fyne.Resource
	cells []*canvas.Text // a cell per character of Text, and spares
	box   *fyne.Container
	run   *canvas.Text // cellRun, to measure a cell by
}

// newClockFace returns an empty clock of text size size in the theme's
// foreground colour.
func newClockFace(size float32) *clockFace {
	c := &clockFace{TextSize: size, Color: themed(theme.ColorNameForeground), font: theme.TextMonospaceFont()}
	c.box = &fyne.Container{Layout: clockCells{c}}
	c.run = c.newCell(cellRun)
	c.ExtendBaseWidget(c)
	return c
}

// CreateRenderer implements fyne.Widget.
func (c *clockFace) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(c.box) }

// SetText shows s and reports whether it has another number of
// characters than the time before, so that its owner lays it out again.
func (c *clockFace) SetText(s string) (resized bool) {
	if s == c.Text {
		return false
	}
	resized = len(s) != len(c.Text)
	c.Text = s
	for len(c.cells) < len(s) {
		c.cells = append(c.cells, c.newCell(""))
	}
	for i, cell := range c.cells[:len(s)] {
		if ch := s[i : i+1]; cell.Text != ch {
			cell.Text = ch
			cell.Refresh()
		}
	}
	if resized {
		objects := make([]fyne.CanvasObject, len(s))
		for i, cell := range c.cells[:len(s)] {
			objects[i] = cell
		}
		c.box.Objects = objects
		c.box.Refresh()
	}
	return resized
}

// newCell is a text of s in the clock's font, size and colour.
func (c *clockFace) newCell(s string) *canvas.Text {
	cell := canvas.NewText(s, c.Color)
	cell.TextSize = c.TextSize
	cell.TextStyle.Monospace = true
	cell.FontSource = c.font
	return cell
}

// SetTextSize draws the characters at size.
func (c *clockFace) SetTextSize(size float32) {
	if size == c.TextSize {
		return
	}
	c.TextSize = size
	c.run.TextSize = size
	for _, cell := range c.cells {
		cell.TextSize = size
	}
	c.box.Refresh()
}

// SetColor draws the characters in col.
func (c *clockFace) SetColor(col color.Color) {
	c.Color = col
	for _, cell := range c.cells {
		cell.Color = col
	}
}

// cell is the size of one character at the clock's text size: the
// font's advance, measured over a run of characters because the
// measure of one is rounded.
func (c *clockFace) cell() fyne.Size {
	run := c.run.MinSize()
	return fyne.NewSize(run.Width/float32(len(cellRun)), run.Height)
}

const cellRun = "0000000000"

// MinSize is the size of the time's characters side by side.
func (c *clockFace) MinSize() fyne.Size {
	cell := c.cell()
	return fyne.NewSize(cell.Width*float32(len(c.Text)), cell.Height)
}

// clockCells lays a clock's characters out in their cells.
type clockCells struct{ c *clockFace }

func (l clockCells) Layout(objects []fyne.CanvasObject, _ fyne.Size) {
	cell := l.c.cell()
	for i, o := range objects {
		o.Move(fyne.NewPos(float32(i)*cell.Width, 0))
		o.Resize(cell)
	}
}

func (l clockCells) MinSize([]fyne.CanvasObject) fyne.Size { return l.c.MinSize() }
