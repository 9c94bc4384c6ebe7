package ui

import (
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
)

// wallChrome is what a maximised console window keeps from the screen
// for the wall's own toolbar's neighbours: the window manager's title bar
// and the console's menu bar (openbox and Fyne's GLFW driver, measured
// on the screenshots of docs/wall.md).
const wallChrome = 52

// The wall's clocks are measured as the arbiter sees them: the console is
// laid out at the size of a maximised window on each screen, the wall
// fits the round, and the ink of a clock's digits is counted in the
// rendered picture. Up to 40 boards on a full-HD screen the digits stand
// at least 40 px (11 mm on a 24-inch screen, read from 2 m); with more
// boards they never go under what the 100 % tiles show, and the wall
// scrolls.
func TestWallClockDigitHeight(t *testing.T) {
	if testing.Short() {
		t.Skip("renders the wall eight times")
	}
	var table strings.Builder
	fmt.Fprintf(&table, "%-10s %6s %6s %8s\n", "screen", "boards", "zoom", "digits")
	for _, screen := range []fyne.Size{{Width: 1920, Height: 1080}, {Width: 1366, Height: 768}} {
		for _, boards := range []int{10, 40, 200, 400} {
			c, f := newTestConsole(t, boards)
			c.win.Resize(fyne.NewSize(screen.Width, screen.Height-wallChrome))
			c.ticker.Tick(f.now) // a first tick, as the app's once its window shows
			c.ticker.Tick(f.now)
			tile := c.view.tiles[1]
			tile.SetClocks(14*time.Minute+8*time.Second, 10*time.Minute)
			px := digitHeight(t, c, tile)
			fmt.Fprintf(&table, "%4.0fx%-5.0f %6d %5.0f%% %6d px\n", screen.Width, screen.Height, boards, c.view.zoom*100, px)
			min := 23 // the 100 % tile's digits: 0.75 of 32 px, 6.4 mm
			if screen.Width == 1920 && boards <= 40 {
				min = 40
			}
			if px < min {
				t.Errorf("%v, %d boards: clock digits %d px, want at least %d", screen, boards, px, min)
			}
			if boards <= 40 && c.view.scroll.Content.MinSize().Height > c.view.scroll.Size().Height+1 {
				t.Errorf("%v, %d boards: the wall scrolls (%v tall in %v)", screen, boards, c.view.scroll.Content.MinSize().Height, c.view.scroll.Size().Height)
			}
		}
	}
	t.Logf("clock digit height on the wall (tiles, zoom fitted):\n%s", table.String())
}

// digitHeight renders the console and counts the rows of a tile's
// Black clock that hold ink.
func digitHeight(t *testing.T, c *Console, tile *Tile) int {
	t.Helper()
	img := c.win.Canvas().Capture()
	if dir := os.Getenv("WALL_PICTURES"); dir != "" { // to look at
		name := fmt.Sprintf("%s/wall-%.0fx%.0f-%d.png", dir, c.win.Canvas().Size().Width, c.win.Canvas().Size().Height, len(c.view.tiles))
		if f, err := os.Create(name); err == nil {
			png.Encode(f, img)
			f.Close()
		}
	}
	clock := tile.clocks[1] // Black's: not running, no underline
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(clock)
	size := clock.MinSize()
	scale := float64(img.Bounds().Dx()) / float64(c.win.Canvas().Size().Width)
	// The text's box reaches up into the names' line: start the count
	// below it, above where any digit's ink can start.
	top := pos.Y + 0.12*clock.TextSize()
	r := image.Rect(int(float64(pos.X)*scale), int(float64(top)*scale),
		int(math.Ceil(float64(pos.X+size.Width)*scale)), int(math.Ceil(float64(pos.Y+size.Height)*scale))).Intersect(img.Bounds())
	if r.Empty() {
		t.Fatalf("tile 1's clock is off the picture at %v", pos)
	}
	bg := luminance(img.At(r.Max.X-1, r.Min.Y))
	fg := luminance(clock.parts[0].Color)
	// The digits are the tallest band of rows with ink.
	run, rows := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		ink := false
		for x := r.Min.X; x < r.Max.X && !ink; x++ {
			ink = math.Abs(luminance(img.At(x, y))-bg) > 0.5*math.Abs(fg-bg)
		}
		if ink {
			run++
			rows = max(rows, run)
		} else {
			run = 0
		}
	}
	return int(math.Round(float64(rows) / scale))
}

func luminance(c interface{ RGBA() (r, g, b, a uint32) }) float64 {
	r, g, b, _ := c.RGBA()
	return 0.2126*float64(r) + 0.7152*float64(g) + 0.0722*float64(b)
}
