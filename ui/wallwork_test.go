package ui

import (
	"fmt"
	"slices"
	"strconv"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// countingLayout counts the layouts of the container it stands in for.
type countingLayout struct {
	inner   fyne.Layout
	layouts int
}

func (l *countingLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	l.layouts++
	l.inner.Layout(objects, size)
}

func (l *countingLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return l.inner.MinSize(objects)
}

// countLayouts makes c count its layouts from now on.
func countLayouts(c *fyne.Container) *countingLayout {
	l := &countingLayout{inner: c.Layout}
	c.Layout = l
	return l
}

// A tick redraws clocks: it neither refits the wall (refitLayout does
// that at the resize) nor lays the wall out again, even when the wall's
// viewport is no longer the one it was fitted to.
func TestTickNeitherRefitsNorLaysOutTheWall(t *testing.T) {
	c, f := newTestConsole(t, 40)
	c.win.Resize(fyne.NewSize(1920, 1080))
	v := c.view
	zoom, first := v.zoom, v.tiles[1]
	// A viewport the wall does not fit: a refit would rebuild the tiles.
	v.scroll.Resize(fyne.NewSize(800, 600))
	if z := v.fitZoom(v.density); z == zoom {
		t.Fatalf("the test's viewport fits at the same zoom %v", z)
	}
	grid := countLayouts(v.grid)
	for s := 1; s <= 3; s++ {
		c.ticker.Tick(f.now.Add(time.Duration(s) * time.Second))
	}
	if v.zoom != zoom || v.tiles[1] != first {
		t.Errorf("ticks refitted the wall: zoom %v → %v, tiles rebuilt %v", zoom, v.zoom, v.tiles[1] != first)
	}
	if grid.layouts != 0 {
		t.Errorf("3 ticks laid the wall out %d times, want 0", grid.layouts)
	}
	if got := first.clocks[0].Text(); got != "14:57" {
		t.Errorf("board 1's White clock %q after 3 s, want 14:57", got)
	}
}

// inView reports whether a tile shows, wholly or in part, in the visible
// part of the grid: what tilesInView finds, asked of one tile.
func (v *consoleView) inView(t *Tile) bool {
	top, bottom, ok := v.viewBand()
	y := t.Position().Y
	return ok && y <= bottom && y+v.wall.min.Height >= top
}

// tilesInView finds the same tiles as asking inView of every tile, at
// every scroll offset, without looking at the others.
func TestTilesInViewAreTheTilesThatShow(t *testing.T) {
	c, _ := newTestConsole(t, 256)
	v := c.view
	for _, y := range []float32{0, 1, 37, 500, 1234.5, 4000, 1e6} {
		v.scroll.Offset.Y = y
		var want []*Tile
		for _, tile := range v.order {
			if v.inView(tile) {
				want = append(want, tile)
			}
		}
		if got := v.tilesInView(); !slices.Equal(got, want) {
			t.Errorf("offset %v: %d tiles from tilesInView, %d in view", y, len(got), len(want))
		}
	}
}

// A tile hidden off screen keeps its state but draws nothing: a clock
// change, a move or a refresh there costs no layout. It comes into view
// showing the clocks and board of now.
func TestOffScreenTileChangesCostNoLayout(t *testing.T) {
	c, f := newTestConsole(t, 256)
	v := c.view
	last := v.tiles[256]
	if !last.offScreen || last.content == nil {
		t.Fatalf("tile 256 at the top of the wall: off screen %v, drawn %v", last.offScreen, last.content != nil)
	}
	tile := countLayouts(last.content)
	f.now = f.now.Add(90 * time.Second)
	last.SetClocks(v.backend.Clock(256, f.now))
	bv := last.Board()
	bv.MovesCompleted += 3
	bv.White.Name = "Ann Other"
	last.SetBoard(bv)
	last.Refresh()
	if tile.layouts != 0 {
		t.Errorf("changes to an off-screen tile laid it out %d times, want 0", tile.layouts)
	}
	if last.white != 13*time.Minute+30*time.Second {
		t.Errorf("off-screen tile's White clock %v, want its state kept at 13:30", last.white)
	}
	v.scroll.ScrollToBottom()
	if last.offScreen {
		t.Fatal("tile 256 still off screen at the bottom of the wall")
	}
	if tile.layouts == 0 {
		t.Error("tile 256 came into view without a layout")
	}
	if got := last.clocks[0].Text(); got != "13:30" {
		t.Errorf("tile 256 came into view showing White's clock %q, want 13:30", got)
	}
	if got := last.names[0].Text; got != fitMark(0)+playerLine(bv.White) {
		t.Errorf("tile 256 came into view naming White %q, want %q", got, fitMark(0)+playerLine(bv.White))
	}
}

// The fit tile works its names' size out when a name, the tile's width
// or the zoom changes, never at a layout that changes none of them.
func TestFitTileFitsNamesOnlyWhenANameOrTheWidthChanges(t *testing.T) {
	c, _ := newTestConsole(t, 4)
	tile := c.view.tiles[1]
	fitted := tile.nameFit
	if fitted == nil {
		t.Fatal("a tile on screen has no fitted names")
	}
	bv := tile.Board()
	bv.MovesCompleted++
	tile.SetBoard(bv)                                     // a move: laid out again
	tile.SetClocks(time.Hour+time.Minute, 15*time.Minute) // a clock of hours: longer
	tile.relayout()
	if tile.nameFit != fitted {
		t.Error("a move and a clock's change fitted the names again")
	}
	bv.Black.Name = "Another Player With A Far Longer Name"
	tile.SetBoard(bv)
	if tile.nameFit == fitted || tile.nameFit.full[1] != playerLine(bv.Black) {
		t.Error("a new name was not fitted")
	}
	fitted = tile.nameFit
	tile.Resize(tile.Size().AddWidthHeight(-40, 0))
	if tile.nameFit == fitted {
		t.Error("a narrower tile kept the names fitted to the wider")
	}
}

// Fyne walks the window's tree twice a frame; on the wall it stops at
// every tile far from the screen: the objects walked under the grid are
// those of the tiles in view, whatever the round's size.
func TestFrameWalkStopsAtTilesOffScreen(t *testing.T) {
	walked := map[int]int{}
	for _, boards := range []int{256, 800} {
		c, _ := newTestConsole(t, boards)
		v := c.view
		near := v.tilesInView()
		if len(near) == 0 || len(near) >= 256 {
			t.Fatalf("%d boards: %d tiles in view", boards, len(near))
		}
		walked[boards] = paintedObjects(v.grid)
		for _, tile := range v.order {
			if !slices.Contains(near, tile) && paintedObjects(tile) != 0 {
				t.Fatalf("%d boards: the walk enters tile %d, off screen", boards, tile.Board().Number)
			}
		}
	}
	if walked[800] != walked[256] {
		t.Errorf("objects walked under the grid: %d with 256 boards, %d with 800; want the same", walked[256], walked[800])
	}
}

// The wall shows the tiles in view and hides every other, at every size
// of the window and wherever it is scrolled: a resize or a scroll shows
// the tiles it brings into view before the frame that draws them.
func TestWallShowsExactlyTheTilesInView(t *testing.T) {
	c, _ := newTestConsole(t, 400)
	v := c.view
	check := func(when string) {
		t.Helper()
		in := v.tilesInView()
		if len(in) == 0 || len(in) == len(v.order) {
			t.Fatalf("%s: %d of %d tiles in view", when, len(in), len(v.order))
		}
		for _, tile := range v.order {
			if shown := tile.Visible(); shown != slices.Contains(in, tile) {
				t.Errorf("%s: tile %d shown %v, in view %v", when, tile.Board().Number, shown, !shown)
			}
		}
	}
	for _, size := range []fyne.Size{{Width: 1600, Height: 960}, {Width: 1366, Height: 768}, {Width: 1920, Height: 1080}, {Width: 1920, Height: 1400}} {
		c.win.Resize(size)
		check(fmt.Sprintf("at the top of a window of %v", size))
		v.scroll.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(0, -777)})
		check(fmt.Sprintf("scrolled down in a window of %v", size))
	}
	v.scroll.ScrollToBottom()
	check("at the bottom")
	c.win.Resize(fyne.NewSize(1920, 1600))
	check("at the bottom of a taller window")
}

// A round of hundreds draws no tile before the wall has a size, and then
// only the tiles in view: the others keep their board until they come
// into view, and draw it then.
func TestWallDrawsOnlyTheTilesInViewFromTheStart(t *testing.T) {
	a := test.NewTempApp(t)
	f := newFake(400)
	drawn := func(v *consoleView) (n int) {
		for _, tile := range v.order {
			if tile.number.Text != "" {
				n++
			}
		}
		return n
	}
	// The view built on its own, in no window yet.
	alone := newConsoleView(f, NewSettings(a.Preferences()), func() time.Time { return f.now }, nil)
	if n := drawn(alone); n != 0 || len(alone.tilesInView()) != 0 || len(alone.order) != 400 {
		t.Errorf("before the wall has a size: %d of %d tiles drawn, %d in view; want none", n, len(alone.order), len(alone.tilesInView()))
	}

	c := NewConsole(a, "/tmp/test.db", Actions{})
	c.Now = func() time.Time { return f.now }
	c.Attach(f)
	v := c.view
	c.win.Resize(fyne.NewSize(1920, 1080))
	in := v.tilesInView()
	if n := drawn(v); n != len(in) || n == 0 || n == len(v.order) {
		t.Errorf("at 1920x1080: %d tiles drawn, %d in view of %d", n, len(in), len(v.order))
	}
	v.scroll.ScrollToBottom()
	last := v.order[len(v.order)-1]
	if !last.Visible() || last.number.Text != strconv.Itoa(last.Board().Number) {
		t.Errorf("the last tile, scrolled into view: shown %v, number %q", last.Visible(), last.number.Text)
	}
}

// A filter that leaves fewer tiles than fill the part scrolled to shows
// the end of the shorter wall, not an empty one.
func TestFilterWhileScrolledDownShowsTiles(t *testing.T) {
	c, f := newTestConsole(t, 400)
	for i := range 30 {
		f.boards[i].detail.Result = "1-0"
	}
	f.changed()
	v := c.view
	c.win.Resize(fyne.NewSize(1920, 1080))
	v.fit = false // at 100 %, as the arbiter may set it: the wall keeps its zoom
	v.rescale(1)
	v.scroll.ScrollToBottom()
	v.filter = FilterFinished
	v.layoutTiles()
	if len(v.order) == 0 || len(v.order) == 400 {
		t.Fatalf("the filter keeps %d of 400 tiles", len(v.order))
	}
	shown := 0
	for _, tile := range v.order {
		if tile.Visible() {
			shown++
		}
	}
	if shown == 0 {
		t.Errorf("%d finished tiles, none shown (scrolled to %v of a grid %v high)", len(v.order), v.scroll.Offset.Y, v.grid.MinSize().Height)
	}
}
