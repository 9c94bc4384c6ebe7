package ui

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
)

func TestWallLayoutFillsTheWidth(t *testing.T) {
	tests := []struct {
		width float32
		min   fyne.Size
		cols  int
	}{
		{1920, TileSize, 9},
		{1366, TileSize, 6},
		{1920, cellSize(DensityTiles, 1.75), 5},
		{1920, cellSize(DensityLarge, 1), 3},
		{1366, cellSize(DensityTable, 1), 1},
		{300, TileSize, 1}, // narrower than one tile: one column anyway
	}
	for _, tt := range tests {
		l := &wallLayout{min: tt.min, gap: 4}
		objects := make([]fyne.CanvasObject, 12)
		for i := range objects {
			objects[i] = NewTile(time.Minute)
		}
		l.Layout(objects, fyne.NewSize(tt.width, 2000))
		if l.cols != tt.cols {
			t.Errorf("width %v, cells %v: %d columns, want %d", tt.width, tt.min, l.cols, tt.cols)
			continue
		}
		last := objects[tt.cols-1]
		if right := last.Position().X + last.Size().Width; tt.width >= tt.min.Width && (right < tt.width-0.5 || right > tt.width+0.5) {
			t.Errorf("width %v: the row ends at %v, want the full width", tt.width, right)
		}
		if h := objects[0].Size().Height; h != tt.min.Height {
			t.Errorf("width %v: cell height %v, want %v", tt.width, h, tt.min.Height)
		}
		rows := (len(objects) + tt.cols - 1) / tt.cols
		if got, want := l.MinSize(objects).Height, float32(rows)*(tt.min.Height+4)-4; got != want {
			t.Errorf("width %v: height %v for %d rows, want %v", tt.width, got, rows, want)
		}
	}
}

func TestWallDensityAndZoom(t *testing.T) {
	c, _ := newTestConsole(t, 12)
	v := c.view
	v.setScale(DensityTable, 150)
	if c.settings.Density() != DensityTable || c.settings.Zoom() != 150 {
		t.Fatalf("settings kept %q at %d %%", c.settings.Density(), c.settings.Zoom())
	}
	tile := v.tiles[1]
	if !tile.compact || tile.MinSize() != fyne.NewSize(900*1.5, RowHeight*1.5) {
		t.Errorf("table row: compact %v, size %v", tile.compact, tile.MinSize())
	}
	if tile.clocks[0].TextSize() != 26*1.5 {
		t.Errorf("row clock text %v, want %v", tile.clocks[0].TextSize(), 26*1.5)
	}
	if len(v.grid.Objects) != 12 {
		t.Errorf("%d rows, want 12", len(v.grid.Objects))
	}
	v.setScale(DensityTiles, 175)
	if tile := v.tiles[1]; tile.compact || tile.clocks[0].TextSize() != 32*1.75 {
		t.Errorf("tile at 175 %%: compact %v, clock text %v", tile.compact, tile.clocks[0].TextSize())
	}
	// Large tiles at 100 %: digits of 0.75 x 72 = 54 px, 15 mm on a
	// 24-inch full-HD screen.
	v.setScale(DensityLarge, 100)
	if tile := v.tiles[1]; tile.clocks[0].TextSize()*0.75 < 54 || tile.MinSize() != fyne.NewSize(600, 430) {
		t.Errorf("large tile: clock text %v, size %v", tile.clocks[0].TextSize(), tile.MinSize())
	}
}

func TestWallSortsAndFiltersByUrgency(t *testing.T) {
	c, f := newTestConsole(t, 8)
	f.boards[0].detail.Result = "1-0"                        // finished: last
	f.boards[1].white = 30 * time.Second                     // low time
	f.boards[2].detail.Illegal[Black] = 1                    // illegal move
	f.boards[3].detail.Proposal = "ruling.quickplay.request" // a claim to decide
	f.boards[4].detail.Started, f.boards[4].detail.Running = false, NoSide
	f.boards[6].white = 0 // flag fallen, seen by the tick
	f.changed()
	v := c.view
	tests := []struct {
		filter, sort string
		want         []int
	}{
		{FilterAll, SortUrgency, []int{7, 4, 3, 2, 5, 6, 8, 1}},
		{FilterFlag, SortBoard, []int{7}},
		{FilterClaim, SortBoard, []int{4}},
		{FilterIllegal, SortBoard, []int{3}},
		{FilterFinished, SortBoard, []int{1}},
	}
	for _, tt := range tests {
		v.filter, v.sortBy = tt.filter, tt.sort
		v.layoutTiles()
		var got []int
		for _, tile := range v.order {
			got = append(got, tile.Board().Number)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s by %s: boards %v, want %v", tt.filter, tt.sort, got, tt.want)
		}
	}
}

// A window resized (maximised just after it showed, say) shows the wall
// fitted to its new size at once, not at the next clock tick.
func TestWallRefitsWhenTheWindowResizes(t *testing.T) {
	c, _ := newTestConsole(t, 40)
	c.win.Resize(fyne.NewSize(1920, 1080))
	want := fitZoom(c.view.scroll.Size(), cellSize(DensityTiles, 1), 40, c.view.wall.gap, 0, 0)
	if c.view.zoom != want || want <= fitMin {
		t.Errorf("zoom %v after the resize, want %v (fitted)", c.view.zoom, want)
	}
	c.win.Resize(fyne.NewSize(1366, 768))
	if want := fitZoom(c.view.scroll.Size(), cellSize(DensityTiles, 1), 40, c.view.wall.gap, 0, 0); c.view.zoom != want {
		t.Errorf("zoom %v after the second resize, want %v", c.view.zoom, want)
	}
}

// The table at zoom "fit" settles at every window height: its header
// grows with the zoom, and a rescale's own layout never refits again.
func TestTableFitSettlesAtEveryHeight(t *testing.T) {
	for _, boards := range []int{12, 20} {
		c, _ := newTestConsole(t, boards)
		v := c.view
		v.setScale(DensityTable, ZoomFit)
		for h := float32(500); h <= 1100; h += 0.5 {
			c.win.Resize(fyne.NewSize(1920, h))
			if v.deepest > 1 {
				t.Fatalf("%d boards at 1920×%v: a rescale re-entered, %d deep", boards, h, v.deepest)
			}
			if v.refit() {
				t.Fatalf("%d boards at 1920×%v: zoom %v did not settle", boards, h, v.zoom)
			}
		}
		if v.zoom <= fitMin {
			t.Errorf("%d boards: zoom %v at 1920×1100, want fitted above %v", boards, v.zoom, fitMin)
		}
	}
}
