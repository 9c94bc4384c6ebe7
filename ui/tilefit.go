package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The tiles of the wall are laid out clock first, so that the wall can
// scale them to the largest digits the screen holds for the round
// (fitZoom): three lines, the board's number with its badges and move
// count, then White and Black side by side - a W or B before each name
// and each clock under its player's name - the running clock underlined.
// At 100 % the clocks' text is clockTile (32) and their digits stand
// 0.75 of it.
const (
	fitName   float32 = 14 // names, badges and the move count
	fitNumber float32 = 16 // the board's number
	fitPad    float32 = 2
	fitGap    float32 = 8 // between White's half and Black's
	fitBar    float32 = 3 // the running clock's underline
	fitSpace  float32 = 3 // between the names and the clocks
	// Of the monospace font: the advance of a digit, and where the ink of
	// digits starts and how tall it stands, in ems of the text size.
	monoAdvance = 0.602
	digitTop    = 0.19
	digitInk    = 0.75
	// Of the proportional font: where the ink of a line of text starts
	// and how far it goes, capitals and descenders, in ems.
	textTop = 0.29
	textInk = 1.04
)

// fitTileSize is the size of a tile at 100 %: two clocks of five
// characters side by side, and the three lines.
var fitTileSize = fyne.NewSize(
	2*fitPad+fitGap+2*float32(monoAdvance*5)*clockTile,
	fitPad+fitLine(fitNumber)+2+fitLine(fitName)+fitSpace+float32(digitInk)*clockTile+2+fitBar+fitPad)

// fitLine is the height a line of text of size s takes, ink only.
func fitLine(s float32) float32 { return float32(textInk) * s }

// fitRenderer draws the tile in the three lines.
func (t *Tile) fitRenderer() fyne.WidgetRenderer {
	objects := []fyne.CanvasObject{t.frame.box, t.number, t.moves, t.badges}
	for i := range 2 {
		objects = append(objects, t.names[i], t.clocks[i], t.running[i])
	}
	t.content = &fyne.Container{Layout: fitLayout{t}, Objects: objects}
	return widget.NewSimpleRenderer(t.content)
}

// fitLayout places a tile's objects in its three lines.
type fitLayout struct{ t *Tile }

func (l fitLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	t, z := l.t, l.t.zoom
	t.frame.box.Move(fyne.NewPos(0, 0))
	t.frame.box.Resize(size)
	pad := fitPad * z
	width := size.Width - 2*pad
	y := pad

	// The number, the badges after it, the move count at the right when
	// the badges leave room for it.
	header := fitLine(fitNumber) * z
	place(t.number, pad, y-float32(textTop)*t.number.TextSize+(header-fitLine(t.number.TextSize))/2)
	left := pad + textSize(t.number.Text, t.number.TextSize, t.number.TextStyle, t.number.FontSource).Width + fitGap*z
	room := pad + width - left
	showBadges(t.badges, room)
	badges := t.badges.MinSize()
	t.badges.Move(fyne.NewPos(left, y+(header-badges.Height)/2))
	t.badges.Resize(fyne.NewSize(min(badges.Width, room), badges.Height))
	moves := textSize(t.moves.Text, t.moves.TextSize, t.moves.TextStyle, t.moves.FontSource)
	t.moves.Hidden = badges.Width+fitGap*z+moves.Width > room
	place(t.moves, pad+width-moves.Width, y-float32(textTop)*t.moves.TextSize+(header-fitLine(t.moves.TextSize))/2)
	y += header + 2*z

	// White and Black, side by side; the names on their line as large as
	// it allows, smaller when the board's longer name would be cut.
	half := (width - fitGap*z) / 2
	names := y
	line := fitLine(fitName * z)
	fitted := t.fittedNames(half)
	clocks := names + line + fitSpace*z
	for i := range 2 {
		x := pad + float32(i)*(half+fitGap*z)
		base := names + line - fitLine(fitted.size) - float32(textTop)*fitted.size // the ink's foot on the line's
		setText(t.names[i], fitted.texts[i], fitted.size)
		place(t.names[i], x, base)
		// The clock's digits as large as the tile allows, smaller for a
		// clock of hours than for minutes.
		c := t.clocks[i]
		c.SetTextSize(min(clockTile*z, half/(float32(monoAdvance)*float32(max(len(c.Text()), 5)))))
		place(c, x, clocks-float32(digitTop)*c.TextSize())
		ink := float32(digitInk) * c.TextSize()
		t.running[i].Move(fyne.NewPos(x, clocks+ink+2*z))
		t.running[i].Resize(fyne.NewSize(c.MinSize().Width, fitBar*z))
	}
}

// fitNames is the names' line of a fit tile as worked out for the
// players' names and the width of each half (a tile keeps its zoom):
// searching the text size measures the names a dozen times, so the tile
// does it again only when one of them changes, not at every layout (a
// move, a clock that gains a character).
type fitNames struct {
	full  [2]string // the players' lines, as fullNames
	width float32   // of each half of the tile
	size  float32   // the names' text size (fitNameSize)
	texts [2]string // the W or B and the name, cut to the half
}

// fittedNames is the names' line for halves of width, worked out again
// only when the names or the width changed.
func (t *Tile) fittedNames(width float32) fitNames {
	if f := t.nameFit; f != nil && f.full == t.fullNames && f.width == width {
		return *f
	}
	f := &fitNames{full: t.fullNames, width: width, size: t.fitNameSize(width)}
	for i := range 2 {
		// The W or B and the name in one text: one texture fewer to
		// draw each second.
		prefix := fitMark(i)
		style, source := t.names[i].TextStyle, t.names[i].FontSource
		room := width - textSize(prefix, f.size, style, source).Width
		f.texts[i] = prefix + ellipsis(t.fullNames[i], f.size, style, source, room)
	}
	t.nameFit = f
	return *f
}

// fitMark is the W or B and the space before player i's name.
func fitMark(i int) string { return sideKeyMark([2]Side{White, Black}[i]) + " " }

// fitNameChars is how long a name (with title and rating) the fit tile
// shows whole, shrinking its names down to fitNameLeast of their size
// but never under the 100 % tile's; a longer one is cut.
const (
	fitNameChars         = 24
	fitNameLeast float32 = 0.4
)

// fitNameSize is the text size of the tile's names: fitName at the
// tile's zoom, or less, the same for both players, so that the longer of
// the two (up to fitNameChars) and its mark fit width.
func (t *Tile) fitNameSize(width float32) float32 {
	full := fitName * t.zoom
	least := min(full, max(full*fitNameLeast, fitName))
	size := full
	for i := range 2 {
		r := []rune(t.fullNames[i])
		name := fitMark(i) + string(r[:min(len(r), fitNameChars)])
		need := func(s float32) float32 { return textSize(name, s, t.names[i].TextStyle, t.names[i].FontSource).Width }
		// Text widths scale with the size nearly, not exactly (the
		// glyphs' advances are rounded): from the scaled size, down in
		// small steps until it fits.
		if w := need(size); w > width {
			size = max(least, size*width/w)
		}
		for step := 0; step < 20 && size > least && need(size) > width; step++ {
			size = max(least, size*0.98)
		}
	}
	return size
}

// showBadges shows the badges that fit in width, most urgent first, and
// hides the others: the wall never draws one over the move count or the
// next tile.
func showBadges(badges *fyne.Container, width float32) {
	used := float32(0)
	for _, b := range badges.Objects {
		w := b.MinSize().Width
		if used+w <= width {
			b.Show()
			used += w + theme.Padding()
		} else {
			b.Hide()
			used = width + 1 // and every one after it
		}
	}
}

// setText gives a text its words and size, redrawing it when they
// changed: a layout after a resize draws the text's picture of before
// unless it is refreshed.
func setText(t *canvas.Text, s string, size float32) {
	if t.Text != s || t.TextSize != size {
		t.Text, t.TextSize = s, size
		t.Refresh()
	}
}

// place puts a text at x, y at its own size.
func place(t fyne.CanvasObject, x, y float32) {
	t.Move(fyne.NewPos(x, y))
	t.Resize(t.MinSize())
}

func (l fitLayout) MinSize([]fyne.CanvasObject) fyne.Size { return cellSize(DensityTiles, l.t.zoom) }

// ellipsis cuts s to fit width, with "…", only when it does not fit.
func ellipsis(s string, size float32, style fyne.TextStyle, source fyne.Resource, width float32) string {
	if textSize(s, size, style, source).Width <= width {
		return s
	}
	r := []rune(s)
	lo, hi := 0, len(r) // the longest prefix that fits with the ellipsis
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if textSize(string(r[:mid])+"…", size, style, source).Width <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return string(r[:lo]) + "…"
}

// textSize is the size of s drawn at size in style from source (nil: the
// theme's fonts), measured through the fonts it will be drawn with, so
// that a text naming its font is measured with that font's fallbacks.
func textSize(s string, size float32, style fyne.TextStyle, source fyne.Resource) fyne.Size {
	got, _ := fyne.CurrentApp().Driver().RenderedTextSize(s, size, style, source)
	return got
}

// newFitTexts makes the texts of the fit tile: the names.
func (t *Tile) newFitTexts() {
	for i := range t.names {
		t.names[i] = wallText("", fitName*t.zoom, true)
	}
}

// fitColours gives the names their colour.
func (t *Tile) fitColours() {
	fg := themed(theme.ColorNameForeground)
	for _, n := range t.names {
		if n != nil {
			n.Color = fg
		}
	}
}
