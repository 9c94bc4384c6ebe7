package ui

import (
	"cmp"
	"slices"
	"sort"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// Filters of the console grid, in the order the toolbar offers them.
const (
	FilterAll        = "all"
	FilterMine       = "mine"
	FilterTrouble    = "trouble"
	FilterUnfinished = "unfinished"
	FilterNotStarted = "not_started"
	FilterFlag       = "flag"     // a flag has fallen
	FilterClaim      = "claim"    // a claim or a draw offer waits
	FilterIllegal    = "illegal"  // illegal moves recorded
	FilterFinished   = "finished" // the game has a result
)

// Orders of the console grid.
const (
	SortBoard  = "board"
	SortTime   = "time"
	SortAlerts = "alerts"
	// SortUrgency puts first what the arbiter must see first: a fallen
	// flag, a claim, a draw offer, illegal moves, low time, not started.
	SortUrgency = "urgency"
)

var (
	filters = []string{FilterAll, FilterMine, FilterFlag, FilterClaim, FilterIllegal, FilterTrouble,
		FilterNotStarted, FilterUnfinished, FilterFinished}
	orders = []string{SortBoard, SortUrgency, SortTime, SortAlerts}
)

// wallSource is what the wall reads: its boards and the event they are in.
type wallSource interface {
	view.Wall
	Event() (ev EventView, ok bool)
}

// consoleView is the console's wall of tiles with its toolbar.
type consoleView struct {
	backend  wallSource
	settings Settings
	now      func() time.Time
	open     func(board int)

	tiles   map[int]*Tile
	order   []*Tile // tiles shown, in grid order
	filter  string
	sortBy  string
	grid    *fyne.Container
	wall    *wallLayout
	frames  *wallFrames // the tiles' frames, drawn across the wall
	themed  *container.ThemeOverride
	density string  // of the tiles built
	zoom    float32 // of the tiles built
	fit     bool    // the zoom follows the screen and the round (ZoomFit)
	scroll  *container.Scroll
	header  *fyne.Container // the table's column headers; empty for tiles
	// rescaling counts the rescales under way: the layouts a rescale
	// causes never refit, so it stays at most 1.
	rescaling int
	deepest   int // the most rescales ever under way at once
	title     *widget.Label
	summary   *widget.Label
	goTo      *widget.Entry
	arbiter   *widget.Select
	content   fyne.CanvasObject
}

func newConsoleView(b wallSource, s Settings, now func() time.Time, open func(int)) *consoleView {
	v := &consoleView{backend: b, settings: s, now: now, open: open,
		tiles: map[int]*Tile{}, filter: FilterAll, sortBy: SortBoard}
	v.density, v.zoom, v.fit = s.Density(), float32(s.Zoom())/100, s.Zoom() == ZoomFit
	if v.fit {
		v.zoom = fitMin
	}
	v.wall = &wallLayout{min: cellSize(v.density, v.zoom), gap: 4, maxCols: wallColumns(v.density)}
	v.grid = container.New(v.wall)
	v.frames = newWallFrames(v.grid, v.wall)
	// One theme override scales the names and padding of every cell: an
	// override per tile cost a megabyte each.
	v.themed = container.NewThemeOverride(container.NewStack(v.frames, v.grid), zoomTheme{themeZoom(v.density, v.zoom)})
	v.scroll = container.NewVScroll(v.themed)
	v.scroll.OnScrolled = func(fyne.Position) { v.pruneOffScreen() }
	v.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.title.Truncation = fyne.TextTruncateEllipsis // the toolbar keeps its room on a small screen
	v.title.SizeName = theme.SizeNameSubHeadingText
	// A long name or notice is cut, never widening the window.
	v.title.Truncation = fyne.TextTruncateEllipsis
	v.summary = widget.NewLabel("")
	v.header = container.NewStack()
	v.setHeader()
	wall := container.New(&refitLayout{stack: layout.NewStackLayout(), refit: v.refit, prune: v.pruneOffScreen}, v.scroll)
	v.content = container.NewBorder(container.NewVBox(v.toolbar(), v.header), nil, nil, nil, wall)
	v.reload()
	return v
}

// toolbar holds the filter, the order, the arbiter and "go to board".
func (v *consoleView) toolbar() fyne.CanvasObject {
	filter := widget.NewSelect(translated("console.filter.", filters), nil)
	filter.OnChanged = func(string) {
		v.filter = filters[filter.SelectedIndex()]
		v.layoutTiles()
	}
	filter.SetSelectedIndex(0)
	sortBy := widget.NewSelect(translated("console.sort.", orders), nil)
	sortBy.OnChanged = func(string) {
		v.sortBy = orders[sortBy.SelectedIndex()]
		v.layoutTiles()
	}
	sortBy.SetSelectedIndex(0)
	v.arbiter = widget.NewSelect(nil, func(name string) {
		v.settings.SetArbiter(name)
		if v.filter == FilterMine {
			v.layoutTiles()
		}
	})
	v.arbiter.PlaceHolder = lang.L("console.arbiter")
	v.goTo = widget.NewEntry()
	v.goTo.SetPlaceHolder(lang.L("console.go_to"))
	v.goTo.OnSubmitted = func(s string) {
		if n, err := strconv.Atoi(s); err == nil {
			if _, ok := v.tiles[n]; ok {
				v.goTo.SetText("")
				v.open(n)
			}
		}
	}
	goTo := container.NewGridWrap(fyne.NewSize(150, v.goTo.MinSize().Height), v.goTo)
	density := widget.NewSelect(translated("console.density.", Densities), nil)
	density.SetSelectedIndex(max(0, slices.Index(Densities, v.settings.Density())))
	density.OnChanged = func(string) { v.setScale(Densities[density.SelectedIndex()], v.settings.Zoom()) }
	zooms := make([]string, len(Zooms))
	for i, z := range Zooms {
		zooms[i] = strconv.Itoa(z) + " %"
		if z == ZoomFit {
			zooms[i] = lang.L("console.zoom.fit")
		}
	}
	zoom := widget.NewSelect(zooms, nil)
	zoom.SetSelectedIndex(max(0, slices.Index(Zooms, v.settings.Zoom())))
	zoom.OnChanged = func(string) { v.setScale(v.settings.Density(), Zooms[zoom.SelectedIndex()]) }
	return container.NewBorder(nil, nil, nil, container.NewHBox(v.summary, goTo, v.arbiter, filter, sortBy, density, zoom), v.title)
}

// translated returns the labels of keys under prefix.
func translated(prefix string, keys []string) []string {
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = lang.L(prefix + k)
	}
	return out
}

// reload reads the event and every board from the backend.
func (v *consoleView) reload() {
	ev, _ := v.backend.Event()
	title := lang.L("console.title", map[string]any{"Event": ev.Name, "Round": ev.Round,
		"GameType": lang.L("gametype." + ev.GameType), "TimeControl": ev.TimeControl, "Edition": ev.Edition})
	for _, n := range ev.Notices {
		title += " · ⚠ " + lang.L(n.Key, n.Params)
	}
	v.title.SetText(title)
	v.arbiter.Options = ev.Arbiters
	if mine := v.settings.Arbiter(); slices.Contains(ev.Arbiters, mine) {
		v.arbiter.Selected = mine
	}
	v.arbiter.Refresh()
	now := v.now()
	seen := map[int]bool{}
	for _, bv := range v.backend.Boards() {
		t, ok := v.tiles[bv.Number]
		if !ok {
			t = newWallTile(v.settings.LowTime(), v.density, v.zoom)
			t.OnTapped = v.open
			// Hidden until the wall's layout finds it in view: a round
			// of hundreds draws and fits the names of the tiles on
			// screen only.
			t.setOffScreen(true)
			v.tiles[bv.Number] = t
		}
		t.lowTime = v.settings.LowTime()
		t.SetBoard(bv)
		t.SetClocks(v.backend.Clock(bv.Number, now))
		seen[bv.Number] = true
	}
	for n := range v.tiles {
		if !seen[n] {
			delete(v.tiles, n)
		}
	}
	v.layoutTiles()
}

// showBoard redraws the tile of one board, reporting false when the
// wall has no tile for it.
func (v *consoleView) showBoard(bv BoardView, white, black time.Duration) bool {
	t, ok := v.tiles[bv.Number]
	if !ok {
		return false
	}
	t.lowTime = v.settings.LowTime()
	t.SetBoard(bv)
	t.SetClocks(white, black)
	return true
}

// layoutTiles applies the filter and the order to the grid.
func (v *consoleView) layoutTiles() {
	if v.grid == nil {
		return // the toolbar is still being built
	}
	shown := make([]*Tile, 0, len(v.tiles))
	finished, alerts := 0, 0
	for _, t := range v.tiles {
		if t.view.Result != "" {
			finished++
		}
		if t.Alerts() {
			alerts++
		}
		if v.keep(t) {
			shown = append(shown, t)
		}
	}
	slices.SortFunc(shown, v.compare)
	v.summary.SetText(lang.L("console.summary", map[string]any{"Boards": len(v.tiles), "Finished": finished, "Alerts": alerts}))
	if slices.Equal(shown, v.order) {
		return // same tiles in the same places: each redrew itself
	}
	v.order = shown
	objects := make([]fyne.CanvasObject, len(shown))
	for i, t := range shown {
		objects[i] = t
	}
	v.grid.Objects = objects
	v.grid.Refresh()
	v.frames.Refresh()
	// A shorter grid (a filter, a round of fewer boards) may end above
	// the part scrolled to: show its end rather than nothing.
	if most := max(0, v.grid.MinSize().Height-v.scroll.Size().Height); v.scroll.Offset.Y > most {
		v.scroll.Offset.Y = most
		v.scroll.Refresh()
	}
	v.pruneOffScreen()
	v.refit()
}

// refit scales the wall to the screen and the boards shown, when the
// zoom fits; it reports whether it rebuilt the tiles.
func (v *consoleView) refit() bool {
	if !v.fit || v.scroll == nil || v.rescaling > 0 {
		return false
	}
	z := v.fitZoom(v.density)
	if z == v.zoom {
		return false
	}
	v.rescale(z)
	return true
}

// viewBand is the part of the grid in view, top to bottom; ok is false
// before the wall has a size, so that no tile is drawn before the wall
// knows which it shows.
func (v *consoleView) viewBand() (top, bottom float32, ok bool) {
	height := v.scroll.Size().Height
	return v.scroll.Offset.Y, v.scroll.Offset.Y + height, height > 0
}

// tilesInView is the run of v.order in the visible part of the grid,
// found without looking at the tiles out of it: the grid lays v.order
// out in rows, top to bottom.
func (v *consoleView) tilesInView() []*Tile {
	first, end := v.runInView()
	return v.order[first:end]
}

// runInView is where tilesInView starts and ends in v.order.
func (v *consoleView) runInView() (first, end int) {
	top, bottom, ok := v.viewBand()
	if !ok {
		return 0, 0
	}
	first = sort.Search(len(v.order), func(i int) bool { return v.order[i].Position().Y+v.wall.min.Height >= top })
	end = first + sort.Search(len(v.order)-first, func(i int) bool { return v.order[first+i].Position().Y > bottom })
	return first, end
}

// pruneOffScreen shows the tiles in view, with their clocks brought up
// to date, and hides the others. It runs at every change of the part in
// view before the frame that shows it (a scroll, a new size of the wall,
// a new order of its tiles), so that no frame walks a tile it does not
// show.
func (v *consoleView) pruneOffScreen() {
	first, end := v.runInView()
	for i, t := range v.order {
		in := i >= first && i < end
		if in && t.offScreen {
			t.SetClocks(v.backend.Clock(t.view.Number, v.now()))
		}
		t.setOffScreen(!in)
	}
}

func (v *consoleView) keep(t *Tile) bool {
	b := t.view
	switch v.filter {
	case FilterMine:
		return v.settings.Arbiter() == "" || b.Arbiter == v.settings.Arbiter()
	case FilterTrouble:
		return t.LowTime()
	case FilterUnfinished:
		return b.Result == ""
	case FilterNotStarted:
		return !b.Started && b.Result == ""
	case FilterFlag:
		return b.Result == "" && t.flag() != NoSide
	case FilterClaim:
		return b.Result == "" && (b.Proposal != "" || b.DrawOffer != NoSide)
	case FilterIllegal:
		return b.Illegal[White]+b.Illegal[Black] > 0
	case FilterFinished:
		return b.Result != ""
	}
	return true
}

func (v *consoleView) compare(a, b *Tile) int {
	switch v.sortBy {
	case SortUrgency:
		if c := cmp.Compare(b.urgency(), a.urgency()); c != 0 {
			return c
		}
	case SortTime:
		if c := cmp.Compare(a.leastTime(), b.leastTime()); c != 0 {
			return c
		}
	case SortAlerts:
		if a.Alerts() != b.Alerts() {
			if a.Alerts() {
				return -1
			}
			return 1
		}
	}
	return cmp.Compare(a.view.Number, b.view.Number)
}

// leastTime is the lower clock of an unfinished game; finished games sort last.
func (t *Tile) leastTime() time.Duration {
	if t.view.Result != "" {
		return 1 << 62
	}
	return min(t.white, t.black)
}

// tick redraws the clocks of the tiles on screen and reports whether one
// shows under ten seconds. It never refits the wall: refitLayout does, at
// the resize itself; the tiles off screen are brought up to date when
// they come into view (pruneOffScreen).
func (v *consoleView) tick(now time.Time) bool {
	urgent, moved := false, false
	// A flag or low time seen on this tick may move a tile, unless the
	// wall shows every board by number.
	mayMove := v.sortBy != SortBoard || v.filter != FilterAll
	for _, t := range v.tilesInView() {
		if t.view.Running == NoSide && t.white > 0 {
			continue // stopped clocks do not change
		}
		w, b := v.backend.Clock(t.view.Number, now)
		before := t.urgency()
		t.SetClocks(w, b)
		moved = moved || mayMove && t.urgency() != before
		if isUrgent(t.view.Running, w, b) {
			urgent = true
		}
	}
	if moved {
		v.layoutTiles()
	}
	return urgent
}

// isUrgent reports whether the running clock shows tenths and is still
// moving: the waiting clock's tenths do not change, and one at zero has
// nothing left to count. A round of hundreds of boards nearly always has
// a waiting clock under ten seconds somewhere; ticking ten times a second
// for it would redraw the wall ten times a second.
func isUrgent(running Side, white, black time.Duration) bool {
	var d time.Duration
	switch running {
	case White:
		d = white
	case Black:
		d = black
	default:
		return false
	}
	return d > 0 && d < urgentClock
}

// setScale rebuilds the wall at a density and zoom (percent) and keeps
// them as the settings.
func (v *consoleView) setScale(density string, zoom int) {
	v.settings.SetDensity(density)
	v.settings.SetZoom(zoom)
	fit := zoom == ZoomFit
	z := float32(zoom) / 100
	if fit {
		z = v.fitZoom(density)
	}
	if density == v.density && z == v.zoom && fit == v.fit {
		return
	}
	v.density, v.fit = density, fit
	v.rescale(z)
}

// fitZoom is the zoom at which the boards shown fill the wall at a
// density. The rows and the table's header, whose height follows the
// zoom, share the viewport: fitting the rows alone to what the header
// leaves would flip between two zooms as the header's height changes.
func (v *consoleView) fitZoom(density string) float32 {
	area := v.scroll.Size()
	area.Height += v.header.Size().Height
	head := float32(0)
	if density == DensityTable {
		head = container.NewThemeOverride(tableHeader(1), zoomTheme{themeZoom(density, 1)}).MinSize().Height
	}
	return fitZoom(area, cellSize(density, 1), len(v.order), v.wall.gap, wallColumns(density), head)
}

// rescale rebuilds the tiles at a zoom.
func (v *consoleView) rescale(z float32) {
	v.rescaling++
	v.deepest = max(v.deepest, v.rescaling)
	defer func() { v.rescaling-- }()
	v.zoom = z
	v.wall.min = cellSize(v.density, v.zoom)
	v.wall.maxCols = wallColumns(v.density)
	v.themed.Theme = zoomTheme{themeZoom(v.density, v.zoom)}
	v.setHeader()
	v.tiles = map[int]*Tile{}
	v.order = nil
	v.reload()
}

// setHeader shows the table's column headers, at the table's zoom, above
// the rows; tiles have none.
func (v *consoleView) setHeader() {
	v.header.Objects = nil
	if v.density == DensityTable {
		v.header.Objects = []fyne.CanvasObject{container.NewThemeOverride(tableHeader(v.zoom), zoomTheme{themeZoom(v.density, v.zoom)})}
	}
	v.header.Refresh()
	if v.content != nil { // the rows start under the headers
		v.content.Refresh()
	}
}
