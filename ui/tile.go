package ui

import (
	"image/color"
	"maps"
	"slices"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TileSize is the size of one console tile at 100 %; the wall scales it
// to fit the round on the screen (fitZoom).
var TileSize = fitTileSize

// Badge colours: white text on strong fills, one meaning each.
var (
	badgeLowTime    = color.NRGBA{0xEF, 0x6C, 0x00, 0xFF}
	badgeFlag       = color.NRGBA{0xC6, 0x28, 0x28, 0xFF}
	badgeClaim      = color.NRGBA{0x6A, 0x1B, 0x9A, 0xFF}
	badgeDraw       = color.NRGBA{0x15, 0x65, 0xC0, 0xFF}
	badgeIllegal    = color.NRGBA{0xAD, 0x14, 0x57, 0xFF}
	badgePenalty    = color.NRGBA{0x4E, 0x34, 0x2E, 0xFF}
	badgeResult     = color.NRGBA{0x2E, 0x7D, 0x32, 0xFF}
	badgeNotStarted = color.NRGBA{0x54, 0x6E, 0x7A, 0xFF}
	badgeVI         = color.NRGBA{0x00, 0x60, 0x64, 0xFF}
	runningColour   = color.NRGBA{0x2E, 0xA0, 0x43, 0xFF}
)

// Tile shows one board in the console: number, players, a small diagram,
// both clocks, move counts and badges for what needs the arbiter.
type Tile struct {
	widget.BaseWidget
	// OnTapped opens the board.
	OnTapped func(board int)

	view    BoardView
	density string  // DensityLarge, DensityTiles or DensityTable
	compact bool    // a row of the table rather than a tile
	fit     bool    // a tile of three lines, clock first (tilefit.go)
	zoom    float32 // the wall's scale, 1 for 100 %
	lowTime time.Duration
	timed   bool // SetClocks has given white and black
	white   time.Duration
	black   time.Duration

	frame   *tileFrame
	number  *canvas.Text
	diagram *diagram
	players [2]*widget.Label // White, Black
	// names are the fit tile's W or B and name, cut to the width from
	// fullNames.
	names     [2]*canvas.Text
	fullNames [2]string
	nameFit   *fitNames // the names' line as last fitted (fittedNames)
	badgeSize float32   // as large as the players' names
	vi        [2]fyne.CanvasObject
	clocks    [2]*clockFace
	running   [2]*canvas.Rectangle
	moves     *canvas.Text
	badges    *fyne.Container
	shown     []string // badge keys now shown, to rebuild only on change

	content   *fyne.Container // everything inside the tile, once drawn
	offScreen bool
	// stale is set when the board changed while the tile was hidden off
	// screen: it draws it when it comes into view.
	stale bool
}

// NewTile returns an empty tile at 100 %; SetBoard fills it.
func NewTile(lowTime time.Duration) *Tile { return newWallTile(lowTime, DensityTiles, 1) }

// newWallTile returns an empty tile, or table row, at a zoom (1 is 100 %).
func newWallTile(lowTime time.Duration, density string, zoom float32) *Tile {
	t := &Tile{lowTime: lowTime, density: density, compact: density == DensityTable, fit: density == DensityTiles, zoom: zoom}
	clock, number := clockTile, fitNumber
	t.badgeSize = fitName * zoom
	switch density {
	case DensityTable:
		clock, number = clockRow, 24
		t.badgeSize = theme.Size(theme.SizeNameSubHeadingText) * themeZoom(density, zoom)
	case DensityLarge:
		clock, number = clockLarge, 56
		t.badgeSize = theme.Size(theme.SizeNameSubHeadingText) * themeZoom(density, zoom)
	}
	t.diagram = newDiagram(150 * zoom)
	t.frame = newTileFrame(frameWidth)
	t.number = wallText("", number*zoom, true)
	t.moves = wallText("", 16*zoom, false)
	if t.fit {
		t.moves.TextSize = fitName * zoom
		t.newFitTexts()
	}
	t.badges = container.NewHBox()
	for i := range 2 {
		t.players[i] = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		t.players[i].SizeName = theme.SizeNameSubHeadingText
		t.players[i].Truncation = fyne.TextTruncateEllipsis
		t.clocks[i] = newClockFace(clock * zoom)
		t.running[i] = canvas.NewRectangle(color.Transparent)
		t.running[i].SetMinSize(fyne.NewSize(10*zoom, (clock+2)*zoom))
		t.vi[i] = t.newBadge(lang.L("tile.badge.vi"), badgeVI)
		t.vi[i].Hide()
	}
	t.ExtendBaseWidget(t)
	return t
}

// text is a canvas text in the theme's foreground colour.
func text(s string, size float32, bold bool) *canvas.Text {
	t := canvas.NewText(s, themed(theme.ColorNameForeground))
	t.TextSize = size
	t.TextStyle.Bold = bold
	return t
}

// wallText is a text of a tile: as text, in its style's font named as
// its source. Texts under the wall's theme override otherwise load their
// style's whole font set again for the override (7-9 MB of Go heap, the
// emoji and symbol fallbacks with it: docs/performance.md, "Where the
// console's memory goes"); with the font named, every tile shares
// that one font, and a character it lacks still falls back to the
// system's fonts.
func wallText(s string, size float32, bold bool) *canvas.Text {
	t := text(s, size, bold)
	t.FontSource = theme.Current().Font(t.TextStyle)
	return t
}

// newBadge is a short word in white on a coloured pill.
func (t *Tile) newBadge(label string, fill color.Color) fyne.CanvasObject {
	z := t.zoom
	bg := canvas.NewRectangle(fill)
	bg.CornerRadius = 4 * z
	tx := wallText(label, t.badgeSize, true)
	tx.Color = color.White
	return container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(2*z, 2*z, 6*z, 6*z), tx))
}

// CreateRenderer implements fyne.Widget.
func (t *Tile) CreateRenderer() fyne.WidgetRenderer {
	if t.compact {
		return t.rowRenderer()
	}
	if t.fit {
		return t.fitRenderer()
	}
	player := func(i int) fyne.CanvasObject {
		name := container.NewBorder(nil, nil, nil, container.NewCenter(t.vi[i]), t.players[i])
		clock := container.NewHBox(t.running[i], t.clocks[i])
		return container.NewVBox(name, clock)
	}
	diagram := container.NewCenter(t.diagram.raster)
	top := container.NewBorder(nil, nil, t.number, nil, container.NewCenter(t.badges))
	right := container.NewVBox(player(1), layout.NewSpacer(), player(0))
	body := container.NewBorder(top, t.moves, diagram, nil, container.NewPadded(right))
	t.content = container.NewStack(t.frame.box, container.NewPadded(body))
	return widget.NewSimpleRenderer(t.content)
}

// setOffScreen hides the tile while it is out of view, so
// that painting the console walks only the tiles in view: Fyne's
// walks of the window's tree, twice a frame, stop at a hidden tile
// without looking at its renderer or anything it holds. The tile keeps
// its place in the grid, and its state: what changed meanwhile is drawn
// when it comes into view.
func (t *Tile) setOffScreen(off bool) {
	if off == t.offScreen {
		return
	}
	t.offScreen = off
	if off {
		t.Hide()
		return
	}
	if t.stale {
		t.stale = false
		t.setBoardTexts()
	}
	t.drawClocks()
	t.Show() // refreshes it whole: its state, badges and layout
}

// hidden reports whether the tile is hidden off screen: what it shows
// then changes only its state, and is drawn when it comes into view
// (setOffScreen), so that a change on a board far from the screen costs
// no refresh and no layout.
func (t *Tile) hidden() bool { return t.offScreen }

// MinSize keeps every tile the same size in the grid.
func (t *Tile) MinSize() fyne.Size {
	return cellSize(t.density, t.zoom)
}

// Tapped opens the board.
func (t *Tile) Tapped(*fyne.PointEvent) {
	if t.OnTapped != nil {
		t.OnTapped(t.view.Number)
	}
}

// Board returns the board the tile shows.
func (t *Tile) Board() BoardView { return t.view }

// SetBoard shows v; the clocks come separately through SetClocks. Only
// what changed is redrawn: a round of 256 boards redraws after each move.
func (t *Tile) SetBoard(v BoardView) {
	if sameBoard(t.view, v) && t.number.Text != "" {
		return
	}
	t.view = v
	if t.hidden() {
		t.stale = true
		return
	}
	t.drawBoard()
}

// drawBoard draws the board of the view.
func (t *Tile) drawBoard() {
	t.setBoardTexts()
	t.applyState()
	for _, o := range []fyne.CanvasObject{t.number, t.moves, t.frame.box, t.running[0], t.running[1]} {
		o.Refresh()
	}
	if t.updateBadges() {
		t.badges.Refresh()
	}
	t.relayout()
}

// setBoardTexts puts the view's number, names, position and move count
// into the tile's objects, refreshing none but the diagram and labels:
// drawBoard, or the refresh of a tile coming into view, draws them.
func (t *Tile) setBoardTexts() {
	v := t.view
	t.number.Text = strconv.Itoa(v.Number)
	for i, p := range []PlayerView{v.White, v.Black} {
		if line := playerLine(p); t.players[i].Text != line {
			t.players[i].SetText(line)
			t.fullNames[i] = line
		}
		if p.VisuallyImpaired {
			t.vi[i].Show()
		} else {
			t.vi[i].Hide()
		}
	}
	t.diagram.SetPosition(v.Pieces, v.LastMove)
	switch {
	case v.MovesToControl > 0:
		t.moves.Text = lang.L("tile.moves_to_control", map[string]any{"Moves": v.MovesCompleted, "ToControl": v.MovesToControl})
	default:
		t.moves.Text = lang.L("tile.moves", map[string]any{"Moves": v.MovesCompleted})
	}
}

// relayout lays the fit tile out again, after its names, badges or the
// length of a clock changed.
func (t *Tile) relayout() {
	if !t.fit || t.content == nil {
		return
	}
	t.content.Layout.Layout(t.content.Objects, t.content.Size())
	t.content.Refresh()
}

// sameBoard reports whether two views of a board draw the same tile.
func sameBoard(a, b BoardView) bool {
	return a.Number == b.Number && a.Arbiter == b.Arbiter && a.White == b.White && a.Black == b.Black &&
		a.FEN == b.FEN && a.LastMove == b.LastMove && a.Turn == b.Turn && a.Running == b.Running &&
		a.Started == b.Started && a.MovesCompleted == b.MovesCompleted && a.MovesToControl == b.MovesToControl &&
		a.FlagFallen == b.FlagFallen && a.DrawOffer == b.DrawOffer && a.Proposal == b.Proposal &&
		maps.Equal(a.Illegal, b.Illegal) && maps.Equal(a.Penalties, b.Penalties) && a.Result == b.Result &&
		a.Quarantine == b.Quarantine && a.Feed.Source == b.Feed.Source && a.Feed.Status.Equal(b.Feed.Status)
}

// SetClocks shows both remaining times; a tile out of view keeps them to
// draw when it comes into view. The clocks decide only the flag and
// low-time badges: the badge row is looked at again only when one of
// them may have changed, so that a tick over hundreds of boards neither
// allocates nor redraws more than digits.
func (t *Tile) SetClocks(white, black time.Duration) {
	if t.hidden() {
		t.white, t.black, t.timed = white, black, true
		return
	}
	wasTimed, flag, low := t.timed, t.flag(), t.LowTime()
	t.white, t.black, t.timed = white, black, true
	longer := t.drawClocks()
	badges := false
	if !wasTimed || t.flag() != flag || t.LowTime() != low {
		badges = t.updateBadges()
	}
	if badges {
		// A flag seen on this tick also turns the frame to its alert.
		t.applyState()
		t.frame.Refresh()
		t.badges.Refresh()
	}
	if longer || badges {
		t.relayout()
	}
}

// drawClocks draws the clocks' times and reports whether one now has
// more or fewer characters, so that the tile is laid out again.
func (t *Tile) drawClocks() (resized bool) {
	if !t.timed {
		return false
	}
	for i, d := range [2]time.Duration{t.white, t.black} {
		resized = t.clocks[i].SetText(formatClock(d)) || resized
	}
	return resized
}

// flag is the side whose flag has fallen: as the backend last said, or
// the running clock this tick saw at zero, so that the tile shows it at
// once rather than at the backend's next change (6.9, A.4.5).
func (t *Tile) flag() Side {
	v := t.view
	if v.FlagFallen != NoSide || v.Result != "" || !t.timed {
		return v.FlagFallen
	}
	switch {
	case v.Running == White && t.white <= 0:
		return White
	case v.Running == Black && t.black <= 0:
		return Black
	}
	return NoSide
}

// LowTime reports whether a running clock is under the low-time threshold.
func (t *Tile) LowTime() bool {
	v := t.view
	if v.Result != "" || !v.Started {
		return false
	}
	return t.white < t.lowTime || t.black < t.lowTime
}

// Alerts reports whether the tile shows anything the arbiter must see.
func (t *Tile) Alerts() bool {
	v := t.view
	if v.Quarantine != "" {
		return true // its record does not fold: the arbiter must look
	}
	if v.Result != "" {
		return false // decided: nothing left to watch
	}
	if feedAlert(v.Feed) {
		return true
	}
	return t.flag() != NoSide || v.Proposal != "" || v.DrawOffer != NoSide || v.Illegal[White]+v.Illegal[Black] > 0 || t.LowTime()
}

// Refresh applies the theme's colours before redrawing everything; a
// tile hidden off screen does it when it comes into view.
func (t *Tile) Refresh() {
	if t.hidden() {
		return // coming into view refreshes it
	}
	fg := themed(theme.ColorNameForeground)
	for _, tx := range []*canvas.Text{t.number, t.moves} {
		tx.Color = fg
	}
	for _, c := range t.clocks {
		c.SetColor(fg)
	}
	t.fitColours()
	t.applyState()
	t.updateBadges()
	t.BaseWidget.Refresh()
}

// applyState colours the running markers and the alert frame from the
// view, and lets only the running clock tick.
func (t *Tile) applyState() {
	for i, s := range []Side{White, Black} {
		t.running[i].FillColor = color.Transparent
		if t.view.Running == s {
			t.running[i].FillColor = runningColour
		}
		t.clocks[i].SetTicking(t.view.Running == s)
	}
	// The wall draws every frame in the separator colour (wallFrames);
	// the tile's own bars show only an alert.
	if t.Alerts() {
		t.frame.SetColor(badgeFlag)
	} else {
		t.frame.SetColor(color.Transparent)
	}
}

// badge is one possible badge: its key, its text and colour.
type badge struct {
	key   string
	label string
	fill  color.Color
}

// currentBadges lists what the tile must show now, most urgent first.
func (t *Tile) currentBadges() []badge {
	v := t.view
	var out []badge
	if v.Quarantine != "" {
		out = append(out, badge{"quarantine", lang.L("tile.badge.quarantine"), badgeFlag})
	}
	if v.Result != "" {
		out = append(out, badge{"result", v.Result, badgeResult})
	}
	if flag := t.flag(); flag != NoSide {
		out = append(out, badge{"flag", lang.L("tile.badge.flag", map[string]any{"Side": sideName(flag)}), badgeFlag})
	}
	if v.Proposal != "" && v.Result == "" {
		out = append(out, badge{"decision", lang.L("tile.badge.decision"), badgeClaim})
	}
	if v.DrawOffer != NoSide {
		out = append(out, badge{"draw", lang.L("tile.badge.draw"), badgeDraw})
	}
	if t.LowTime() {
		out = append(out, badge{"low", lang.L("tile.badge.low_time"), badgeLowTime})
	}
	if w, b := v.Illegal[White], v.Illegal[Black]; w+b > 0 {
		out = append(out, badge{"illegal" + strconv.Itoa(w) + "/" + strconv.Itoa(b),
			lang.L("tile.badge.illegal", map[string]any{"White": w, "Black": b}), badgeIllegal})
	}
	if w, b := v.Penalties[White], v.Penalties[Black]; w+b > 0 {
		out = append(out, badge{"penalty" + strconv.Itoa(w) + "/" + strconv.Itoa(b),
			lang.L("tile.badge.penalty", map[string]any{"White": w, "Black": b}), badgePenalty})
	}
	if !v.Started && v.Result == "" {
		out = append(out, badge{"not_started", lang.L("tile.badge.not_started"), badgeNotStarted})
	}
	if t.fit && (v.White.VisuallyImpaired || v.Black.VisuallyImpaired) {
		out = append(out, badge{"vi", lang.L("tile.badge.vi"), badgeVI})
	}
	if b, ok := feedBadge(v.Feed); ok {
		out = append(out, b)
	}
	return out
}

// updateBadges rebuilds the badge row when its set changed.
func (t *Tile) updateBadges() bool {
	current := t.currentBadges()
	keys := make([]string, len(current))
	for i, b := range current {
		keys[i] = b.key
	}
	if slices.Equal(keys, t.shown) {
		return false
	}
	t.shown = keys
	objects := make([]fyne.CanvasObject, len(current))
	for i, b := range current {
		objects[i] = t.newBadge(b.label, b.fill)
	}
	t.badges.Objects = objects
	return true
}

// BadgeTexts returns the words of the badges shown, most urgent first.
func (t *Tile) BadgeTexts() []string {
	var out []string
	for _, b := range t.currentBadges() {
		out = append(out, b.label)
	}
	return out
}
