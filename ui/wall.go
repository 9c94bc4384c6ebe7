package ui

import (
	"image/color"
	"math"
	"slices"

	"fyne.io/fyne/v2"
)

// Densities of the wall: big tiles to read from two metres, tiles with a
// diagram, or a table with one row per board for a round of hundreds.
const (
	DensityLarge = "large"
	DensityTiles = "tiles"
	DensityTable = "table"
)

// Densities lists the densities in the order the toolbar offers them.
var Densities = []string{DensityLarge, DensityTiles, DensityTable}

// Zooms are the scales of the wall, in percent; ZoomFit, the default,
// scales it to the largest that shows every board of the round at once
// (fitZoom), or to 100 % when even that does not.
var Zooms = []int{ZoomFit, 75, 100, 125, 150, 175, 200, 250}

// ZoomFit is the zoom that fits the round to the screen.
const ZoomFit = 0

// Clock text sizes at 100 %. Digits stand 0.75 of the text size: 54 px
// for the large tiles, 15 mm on a 24-inch full-HD screen (0.277 mm a
// pixel), readable from two metres; 24 px (6.6 mm) on the tiles.
const (
	clockLarge float32 = 72
	clockTile  float32 = 32
	clockRow   float32 = 26
)

// Preference keys of the wall.
const (
	PrefDensity = "ui.wall.density" // one of Densities
	PrefZoom    = "ui.wall.zoom"    // one of Zooms
)

// Density is the wall's density, tiles unless set.
func (s Settings) Density() string {
	if d := s.prefs.String(PrefDensity); slices.Contains(Densities, d) {
		return d
	}
	return DensityTiles
}

// SetDensity chooses the wall's density.
func (s Settings) SetDensity(d string) { s.prefs.SetString(PrefDensity, d) }

// Zoom is the wall's scale in percent, ZoomFit unless set.
func (s Settings) Zoom() int {
	z := s.prefs.IntWithFallback(PrefZoom, ZoomFit)
	if !slices.Contains(Zooms, z) {
		return ZoomFit
	}
	return z
}

// SetZoom chooses the wall's scale in percent.
func (s Settings) SetZoom(z int) { s.prefs.SetInt(PrefZoom, z) }

// RowHeight is the height of one board's row in the table, at zoom 100 %.
const RowHeight float32 = 40

// cellSize is the smallest size of one board on the wall.
func cellSize(density string, zoom float32) fyne.Size {
	switch density {
	case DensityTable:
		return fyne.NewSize(900*zoom, RowHeight*zoom)
	case DensityLarge:
		return fyne.NewSize(600*zoom, 430*zoom)
	}
	return fyne.NewSize(TileSize.Width*zoom, TileSize.Height*zoom)
}

// wallLayout places the boards in rows that fill the width: as many
// columns of at least min wide as fit, each stretched to share the width.
type wallLayout struct {
	min     fyne.Size
	gap     float32
	cols    int // columns of the last layout
	maxCols int // at most this many columns; 0 for as many as fit
}

// columns is how many boards fit across width.
func (l *wallLayout) columns(width float32) int {
	n := max(1, int(math.Floor(float64((width+l.gap)/(l.min.Width+l.gap)))))
	if l.maxCols > 0 {
		n = min(n, l.maxCols)
	}
	return n
}

// wallColumns is the most columns a density lays boards out in: the
// table is one row per board, under its column headers.
func wallColumns(density string) int {
	if density == DensityTable {
		return 1
	}
	return 0
}

// rowHeight is the height of one row, gap included.
func (l *wallLayout) rowHeight() float32 { return l.min.Height + l.gap }

// grid is the columns and the size of a cell of the wall laid out in
// width: the tiles and the frames' lines (wallFrames) both follow it.
func (l *wallLayout) grid(width float32) (cols int, cell fyne.Size) {
	cols = l.columns(width)
	return cols, fyne.NewSize((width-l.gap*float32(cols-1))/float32(cols), l.min.Height)
}

func (l *wallLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	cols, cell := l.grid(size.Width)
	l.cols = cols
	for i, o := range objects {
		row, col := i/cols, i%cols
		o.Move(fyne.NewPos(float32(col)*(cell.Width+l.gap), float32(row)*l.rowHeight()))
		o.Resize(cell)
	}
}

// MinSize is one column wide and as tall as the rows of the width laid
// out last, as container.GridWrap does.
func (l *wallLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	if len(objects) == 0 {
		return fyne.NewSize(0, 0)
	}
	cols := max(l.cols, 1)
	rows := (len(objects) + cols - 1) / cols
	return fyne.NewSize(l.min.Width, float32(rows)*l.rowHeight()-l.gap)
}

// refitLayout holds the wall's scroll and fits the wall to it whenever
// its size changes: a window maximised just after it showed, or resized
// by the arbiter, shows the wall at its new fit within a frame rather
// than at the next clock tick, up to a second later, when the wall would
// be built and drawn a second time. The tiles the new size brings into
// view are shown in the same layout pass, before the frame that shows
// them (prune).
type refitLayout struct {
	stack   fyne.Layout // the scroll fills the wall's place
	refit   func() bool
	prune   func()
	last    fyne.Size
	pending bool // a refit is queued: the sizes of a drag refit once
}

func (l *refitLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	l.stack.Layout(objects, size)
	if size == l.last {
		return
	}
	l.last = size
	l.prune()
	if l.pending {
		return
	}
	// After this layout pass, not in it: a refit rebuilds the tiles.
	l.pending = true
	fyne.Do(func() {
		l.pending = false
		l.refit()
	})
}

func (l *refitLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return l.stack.MinSize(objects)
}

// zoomTheme is the app's theme with every size scaled, for the wall's
// widgets; colours, fonts and icons are the app theme's of the moment.
type zoomTheme struct{ zoom float32 }

func (z zoomTheme) base() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

func (z zoomTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return z.base().Color(n, v)
}
func (z zoomTheme) Font(s fyne.TextStyle) fyne.Resource     { return z.base().Font(s) }
func (z zoomTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return z.base().Icon(n) }
func (z zoomTheme) Size(n fyne.ThemeSizeName) float32       { return z.base().Size(n) * z.zoom }

var _ fyne.Theme = zoomTheme{}

// themeZoom is the scale of the theme's sizes (names, padding) on a wall
// of density at zoom: the large tiles' names are a third larger.
func themeZoom(density string, zoom float32) float32 {
	if density == DensityLarge {
		return 1.33 * zoom
	}
	return zoom
}

// urgency ranks what a board needs from the arbiter, most urgent highest:
// a fallen flag, a claim, a draw offer, illegal moves, low time, a game
// not started; finished games rank last.
func (t *Tile) urgency() int {
	v := t.view
	switch {
	case v.Result != "":
		return -1
	case t.flag() != NoSide:
		return 6
	case v.Proposal != "": // a claim or request the arbiter decides
		return 5
	case v.DrawOffer != NoSide:
		return 4
	case v.Illegal[White]+v.Illegal[Black] > 0:
		return 3
	case t.LowTime():
		return 2
	case !v.Started:
		return 1
	}
	return 0
}

// The zooms fitZoom chooses from: never under 100 %, where the tiles
// are the smallest the arbiter reads, and the wall scrolls instead.
const (
	fitMin  float32 = 1
	fitMax  float32 = 4
	fitStep float32 = 0.02
)

// fitZoom is the largest zoom at which n cells of base size, gap apart,
// fit in a viewport without scrolling, over every number of columns; the
// wall then shows the largest clock digits the screen allows for the
// round. Under fitMin it is fitMin; maxCols > 0 limits the columns.
// head is the height at zoom 1 of a header above the cells, which grows
// with the zoom and shares the viewport with them.
func fitZoom(viewport, base fyne.Size, n int, gap float32, maxCols int, head float32) float32 {
	if n <= 0 || viewport.Width <= 0 || viewport.Height <= 0 {
		return fitMin
	}
	best := float32(0)
	if maxCols <= 0 {
		maxCols = n
	}
	for cols := 1; cols <= min(n, maxCols); cols++ {
		rows := (n + cols - 1) / cols
		w := (viewport.Width - gap*float32(cols-1)) / float32(cols)
		h := (viewport.Height - gap*float32(rows-1)) / (float32(rows)*base.Height + head)
		best = max(best, min(w/base.Width, h))
	}
	z := float32(math.Floor(float64(best/fitStep))) * fitStep
	return min(max(z, fitMin), fitMax)
}
