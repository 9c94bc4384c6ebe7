package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// clockFace draws a clock's time in the monospace font. A ticking clock
// is two texts side by side: the seconds (or, under urgentClock, the
// tenths) and what is before them. Fyne keeps a texture for every text
// run it draws, keyed by the run's words, for a minute after its last
// use: a ticking clock drawn as one run would leave a new texture (and a
// new rasterisation) behind every second, sixty per clock. Drawn in two,
// every clock of a size shares the sixty textures of the seconds, and the
// minutes change once a minute. A clock that does not tick, the waiting
// player's, is one text: every text is a draw in every frame, and each
// costs CPU and Mesa's llvmpipe keeps memory for it (docs/performance.md,
// "Fyne's floor"), so each text drawn is the fewest that churns nothing
// each second.
//
// The texts name their font, the theme's monospace one: Fyne then loads
// that font alone, where a text of the theme's monospace style loads it
// with the emoji and symbol fonts behind it, font tables digits never
// use (docs/performance.md, "Where the console's memory goes").
type clockFace struct {
	widget.BaseWidget
	text    string      // the time shown, as formatClock writes it
	size    float32     // the text size of every character
	colour  color.Color // the colour of every character
	ticking bool        // drawn as two texts, its seconds apart

	font     fyne.Resource
	parts    [2]*canvas.Text // what is before the seconds, the seconds
	box      *fyne.Container
	cellSize fyne.Size // one character's cell at size (measureCell)
}

// secondsChars is how many characters at the end of a clock's time tick
// every second: "05" of "14:05", ".5" of "9.5".
const secondsChars = 2

// newClockFace returns an empty clock of text size size in the theme's
// foreground colour.
func newClockFace(size float32) *clockFace {
	c := &clockFace{size: size, colour: themed(theme.ColorNameForeground), font: theme.TextMonospaceFont()}
	c.parts = [2]*canvas.Text{c.newText(""), c.newText("")}
	c.box = &fyne.Container{Layout: clockParts{c}, Objects: []fyne.CanvasObject{c.parts[0], c.parts[1]}}
	c.measureCell()
	c.ExtendBaseWidget(c)
	return c
}

// CreateRenderer implements fyne.Widget.
func (c *clockFace) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(c.box) }

// SetText shows s and reports whether it has another number of
// characters than the time before, so that its owner lays it out again.
func (c *clockFace) SetText(s string) (resized bool) {
	if s == c.text {
		return false
	}
	resized = len(s) != len(c.text)
	c.text = s
	if c.draw() || resized {
		c.box.Refresh()
	}
	return resized
}

// SetTicking draws the time as a ticking clock, its seconds a text of
// their own, or as a still one, one text.
func (c *clockFace) SetTicking(ticking bool) {
	if ticking == c.ticking {
		return
	}
	c.ticking = ticking
	if c.draw() {
		c.box.Refresh()
	}
}

// draw puts the time into the texts, refreshing those that changed, and
// reports whether the cut between them moved, so that they are laid out
// again.
func (c *clockFace) draw() (moved bool) {
	cut := len(c.text)
	if c.ticking {
		cut = max(0, len(c.text)-secondsChars)
	}
	moved = cut != len(c.parts[0].Text)
	for i, part := range [2]string{c.text[:cut], c.text[cut:]} {
		if t := c.parts[i]; t.Text != part {
			t.Text = part
			t.Refresh()
		}
	}
	return moved
}

// newText is a text of s in the clock's font, size and colour.
func (c *clockFace) newText(s string) *canvas.Text {
	t := canvas.NewText(s, c.colour)
	t.TextSize = c.size
	t.TextStyle.Monospace = true
	t.FontSource = c.font
	return t
}

// SetTextSize draws the time at size.
func (c *clockFace) SetTextSize(size float32) {
	if size == c.size {
		return
	}
	c.size = size
	c.measureCell()
	for _, part := range c.parts {
		part.TextSize = size
	}
	c.box.Refresh()
}

// SetColor draws the time in col.
func (c *clockFace) SetColor(col color.Color) {
	if col == c.colour {
		return
	}
	c.colour = col
	for _, part := range c.parts {
		part.Color = col
		part.Refresh()
	}
}

// Text is the time shown, as formatClock writes it.
func (c *clockFace) Text() string { return c.text }

// TextSize is the text size of the time's characters.
func (c *clockFace) TextSize() float32 { return c.size }

// measureCell sets the size of one character at the clock's text size:
// the font's advance, measured over a run of characters because the
// measure of one is rounded.
func (c *clockFace) measureCell() {
	run := textSize(cellRun, c.size, fyne.TextStyle{Monospace: true}, c.font)
	c.cellSize = fyne.NewSize(run.Width/float32(len(cellRun)), run.Height)
}

// cell is the size of one character at the clock's text size.
func (c *clockFace) cell() fyne.Size { return c.cellSize }

// cellRun is what a cell is measured over.
const cellRun = "0000000000"

// MinSize is the size of the time's characters side by side.
func (c *clockFace) MinSize() fyne.Size {
	cell := c.cell()
	return fyne.NewSize(cell.Width*float32(len(c.text)), cell.Height)
}

// clockParts lays a clock's two texts out side by side, each character
// in a cell of the font's advance.
type clockParts struct{ c *clockFace }

func (l clockParts) Layout([]fyne.CanvasObject, fyne.Size) {
	cell := l.c.cell()
	x := float32(0)
	for _, t := range l.c.parts {
		w := cell.Width * float32(len(t.Text))
		t.Move(fyne.NewPos(x, 0))
		t.Resize(fyne.NewSize(w, cell.Height))
		x += w
	}
}

func (l clockParts) MinSize([]fyne.CanvasObject) fyne.Size { return l.c.MinSize() }
