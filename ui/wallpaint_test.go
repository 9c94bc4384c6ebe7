package ui

import (
	"fmt"
	"image/color"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

// paintCensus counts what Fyne's GL painter draws of a window's content
// in one frame, by kind: it walks the tree as the painter does, skips what
// is hidden, outside the scroll's clip or paints nothing (an empty text,
// a transparent rectangle). Each object counted is one draw call through
// the software renderer every time the window repaints.
func paintCensus(root fyne.CanvasObject, frame fyne.Size) map[string]int {
	counts := map[string]int{}
	var walk func(o fyne.CanvasObject, at fyne.Position, clipAt fyne.Position, clip fyne.Size)
	walk = func(o fyne.CanvasObject, at fyne.Position, clipAt fyne.Position, clip fyne.Size) {
		if !o.Visible() {
			return
		}
		pos := at.Add(o.Position())
		size := o.Size()
		if _, ok := o.(*container.Scroll); ok {
			clipAt, clip = pos, size
		}
		switch o := o.(type) {
		case *fyne.Container:
			for _, c := range o.Objects {
				walk(c, pos, clipAt, clip)
			}
			return
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(o).Objects() {
				walk(c, pos, clipAt, clip)
			}
			return
		}
		if pos.Y > clipAt.Y+clip.Height || pos.Y+size.Height < clipAt.Y ||
			pos.X > clipAt.X+clip.Width || pos.X+size.Width < clipAt.X {
			return
		}
		switch o := o.(type) {
		case *canvas.Text:
			if strings.TrimSpace(o.Text) != "" {
				counts["text"]++
			}
		case *canvas.Rectangle:
			if o.FillColor != color.Transparent && o.FillColor != nil || o.StrokeWidth > 0 && o.StrokeColor != nil && o.StrokeColor != color.Transparent {
				counts["rectangle"]++
			}
		default:
			counts[fmt.Sprintf("%T", o)]++
		}
	}
	walk(root, fyne.Position{}, fyne.Position{}, frame)
	return counts
}

// censusLine is a census as one line, kinds in order, with the total.
func censusLine(counts map[string]int) string {
	var b strings.Builder
	total := 0
	for _, k := range slices.Sorted(maps.Keys(counts)) {
		fmt.Fprintf(&b, "%s %d, ", k, counts[k])
		total += counts[k]
	}
	fmt.Fprintf(&b, "total %d", total)
	return b.String()
}

// Every object the wall paints is a draw call through the software
// renderer each second: the tiles' frames are a few lines across the
// wall, not four bars a tile, and a running tile draws its seven texts
// (number, moves, two names, the running clock in two texts and the
// waiting one in one: clockface.go) and its clock's underline, and its
// badges, and no more.
func TestWallPaintCensus(t *testing.T) {
	for _, boards := range []int{40, 400} {
		c, f := newTestConsole(t, boards)
		c.win.Resize(fyne.NewSize(1920, 1080-wallChrome))
		c.ticker.Tick(f.now) // fits the wall to the window
		c.ticker.Tick(f.now)
		v := c.view
		shown, badges, rows := 0, 0, map[float32]bool{}
		for _, tile := range v.order {
			if v.inView(tile) {
				shown++
				rows[tile.Position().Y] = true
				for _, b := range tile.badges.Objects {
					if b.Visible() {
						badges++ // a pill and its word
					}
				}
			}
		}
		counts := paintCensus(v.themed, v.scroll.Size())
		t.Logf("%d boards at %.0f %%, %d tiles in %d rows of %d on screen: %s", boards, v.zoom*100, shown, len(rows), v.wall.cols, censusLine(counts))
		// The underlines of the running clocks, two lines along each row
		// on screen (and one more partly in view), two down each column.
		if most := shown + badges + 2*(len(rows)+1) + 2*v.wall.cols; counts["rectangle"] > most {
			t.Errorf("%d boards: %d rectangles drawn, want at most %d", boards, counts["rectangle"], most)
		}
		if most := 7*shown + badges; counts["text"] > most {
			t.Errorf("%d boards: %d texts drawn, want at most %d", boards, counts["text"], most)
		}
	}
}

// The wall's lines lie over every tile's four bars, wherever the tiles
// fall, the last row short or not, and nowhere a tile is not.
func TestWallFramesCoverEveryTile(t *testing.T) {
	test.NewTempApp(t)
	for _, tt := range []struct {
		boards int
		width  float32
	}{{1, 1920}, {3, 1920}, {7, 1920}, {9, 1920}, {40, 1920}, {41, 1366}, {12, 300}} {
		wall := &wallLayout{min: TileSize, gap: 4}
		tiles := container.New(wall)
		for range tt.boards {
			tiles.Objects = append(tiles.Objects, NewTile(time.Minute))
		}
		frames := newWallFrames(tiles, wall)
		size := fyne.NewSize(tt.width, wall.MinSize(tiles.Objects).Height)
		tiles.Resize(size)
		size = fyne.NewSize(tt.width, wall.MinSize(tiles.Objects).Height)
		tiles.Resize(size)
		frames.Resize(size)
		lines := test.WidgetRenderer(frames).Objects()
		cols := min(wall.cols, tt.boards)
		rows := (tt.boards + wall.cols - 1) / wall.cols
		if len(lines) != 2*(rows+cols) {
			t.Errorf("%d boards, %d columns: %d lines, want %d", tt.boards, wall.cols, len(lines), 2*(rows+cols))
		}
		covered := func(x, y, w, h float32) bool {
			for _, l := range lines {
				p, s := l.Position(), l.Size()
				if p.X <= x+0.01 && p.Y <= y+0.01 && p.X+s.Width >= x+w-0.01 && p.Y+s.Height >= y+h-0.01 {
					return true
				}
			}
			return false
		}
		for i, tile := range tiles.Objects {
			p, s := tile.Position(), tile.Size()
			bar := frameWidth
			for _, edge := range [][4]float32{
				{p.X, p.Y, s.Width, bar}, {p.X, p.Y + s.Height - bar, s.Width, bar},
				{p.X, p.Y, bar, s.Height}, {p.X + s.Width - bar, p.Y, bar, s.Height},
			} {
				if !covered(edge[0], edge[1], edge[2], edge[3]) {
					t.Errorf("%d boards at %v: tile %d's bar %v is not drawn", tt.boards, tt.width, i+1, edge)
				}
			}
		}
		// No line reaches past the last tile of its row or column.
		for _, l := range lines {
			p, s := l.Position(), l.Size()
			end := fyne.NewPos(p.X+s.Width, p.Y+s.Height)
			inside := false
			for _, tile := range tiles.Objects {
				tp, ts := tile.Position(), tile.Size()
				if end.X > tp.X && end.X <= tp.X+ts.Width+0.01 && end.Y > tp.Y && end.Y <= tp.Y+ts.Height+0.01 {
					inside = true
				}
			}
			if !inside {
				t.Errorf("%d boards at %v: a line ends at %v, on no tile", tt.boards, tt.width, end)
			}
		}
	}
}
