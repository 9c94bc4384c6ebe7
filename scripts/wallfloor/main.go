// Command wallfloor is the least a Fyne window of the console wall's size
// costs on this machine, whatever the wall draws: scripts/wall.sh floor
// measures it exactly as scripts/wall.sh figures measures the console, so
// that the console's CPU splits into Fyne's share and the wall's.
//
//	wallfloor                      a window with nothing that changes
//	wallfloor -clocks N -size PX   N clocks of PX text, in a grid filling
//	                               the window, every one changing each
//	                               second from one ticker, as the wall's
//	                               running clocks do
//	    -still M                   and M more clocks that never change, as
//	                               the waiting clocks of the wall
//	wallfloor -image -clocks N     the window as one image of its size,
//	                               drawn in Go: each second N boxes of
//	                               it, each a clock's size, change colour
//	                               and the image is drawn again, the least
//	                               a wall repainted through one image
//	                               costs
//
// The clocks are drawn as ui's clockFace draws the console's: m:ss counting
// down in the theme's monospace font, named as the text's font source; a
// running one as two canvas texts side by side, the seconds and what is
// before them (so that a tick makes no new text run but the seconds'), a
// still one as one text; a running one after each still one; there is
// nothing else in the window.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"os"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
)

// The window's title: scripts/wall.sh finds the window by it.
const title = "Wall floor"

func main() {
	clocks := flag.Int("clocks", 0, "clocks changing each second (0: nothing changes)")
	still := flag.Int("still", 0, "clocks that never change")
	size := flag.Float64("size", 32, "the clocks' text size, in pixels")
	width := flag.Float64("width", 1920, "the window's width")
	height := flag.Float64("height", 1080, "the window's height")
	whole := flag.Bool("image", false, "the window is one image; the clocks are boxes in it")
	flag.Parse()
	if *clocks < 0 || *still < 0 || *size <= 0 || *width <= 0 || *height <= 0 {
		fmt.Fprintln(os.Stderr, "wallfloor: -clocks and -still must be 0 or more; -size, -width and -height above 0")
		os.Exit(2)
	}

	a := app.NewWithID("org.arbiterconsole.wallfloor")
	w := a.NewWindow(title)
	w.Resize(fyne.NewSize(float32(*width), float32(*height)))
	if *whole {
		img := newImageWall(int(*width), int(*height), *clocks, float32(*size))
		w.SetContent(img.image)
		go tick(img.set)
		w.ShowAndRun()
		return
	}
	var running []*clockTexts
	objects := make([]fyne.CanvasObject, *clocks+*still)
	for i := range objects {
		// Still and running clocks alternate, as White's and Black's
		// on the wall, until one kind runs out.
		ticks := i%2 == 1 && len(running) < *clocks || i-len(running) >= *still
		c := newClockTexts(clock(i, 0), float32(*size), ticks)
		objects[i] = c.box
		if ticks {
			running = append(running, c)
		}
	}
	w.SetContent(&fyne.Container{Layout: grid{}, Objects: objects})
	if len(running) > 0 {
		go tick(func(elapsed int) {
			for i, c := range running {
				c.set(clock(i, elapsed))
			}
		})
	}
	w.ShowAndRun()
}

// clockTexts is one clock: what is before its seconds, and its seconds;
// a clock that does not tick has them in its first text.
type clockTexts struct {
	parts   [2]*canvas.Text
	box     *fyne.Container
	ticking bool
}

func newClockTexts(s string, size float32, ticking bool) *clockTexts {
	c := &clockTexts{ticking: ticking}
	for i := range c.parts {
		t := canvas.NewText("", theme.Color(theme.ColorNameForeground))
		t.TextSize = size
		t.TextStyle.Monospace = true
		t.FontSource = theme.TextMonospaceFont()
		c.parts[i] = t
	}
	c.box = container.New(layout.NewCustomPaddedHBoxLayout(0), c.parts[0], c.parts[1])
	c.set(s)
	return c
}

// set shows s, refreshing only the part that changed.
func (c *clockTexts) set(s string) {
	cut := len(s)
	if c.ticking {
		cut -= 2
	}
	for i, part := range [2]string{s[:cut], s[cut:]} {
		if t := c.parts[i]; t.Text != part {
			t.Text = part
			t.Refresh()
		}
	}
}

// tick calls set with the seconds since it started, once a second on
// the UI goroutine, as ui.Ticker changes every clock in one call.
func tick(set func(elapsed int)) {
	start := time.Now()
	for now := range time.NewTicker(time.Second).C {
		elapsed := int(now.Sub(start) / time.Second)
		fyne.Do(func() { set(elapsed) })
	}
}

// imageWall is the window as one image: boxes of a clock's size in a
// grid over it, the clocks, change colour each second.
type imageWall struct {
	pixels *image.RGBA
	image  *canvas.Image
	boxes  []image.Rectangle
}

func newImageWall(width, height, clocks int, size float32) *imageWall {
	m := &imageWall{pixels: image.NewRGBA(image.Rect(0, 0, width, height))}
	draw.Draw(m.pixels, m.pixels.Bounds(), image.NewUniform(theme.Color(theme.ColorNameBackground)), image.Point{}, draw.Src)
	// A box is as large as a clock's five characters of text.
	box := image.Pt(int(5*0.6*size), int(1.2*size))
	cols := max(1, width/box.X)
	rows := max(1, (clocks+cols-1)/cols)
	for i := range clocks {
		at := image.Pt(i%cols*(width/cols), i/cols*(height/rows))
		m.boxes = append(m.boxes, image.Rectangle{Min: at, Max: at.Add(box)})
	}
	m.image = canvas.NewImageFromImage(m.pixels)
	m.image.FillMode = canvas.ImageFillStretch
	m.image.ScaleMode = canvas.ImageScalePixels
	return m
}

// set fills every box in a colour of the second and draws the image again.
func (m *imageWall) set(elapsed int) {
	shade := color.RGBA{R: uint8(elapsed * 37), G: 0x80, B: 0x40, A: 0xFF}
	for _, b := range m.boxes {
		draw.Draw(m.pixels, b, image.NewUniform(shade), image.Point{}, draw.Src)
	}
	m.image.Refresh()
}

// clock is clock i's text after elapsed seconds: each starts at a
// different time, 1:30:00 less i seconds, and counts down.
func clock(i, elapsed int) string {
	s := max(0, 5400-i-elapsed) % 3600 // m:ss, five characters, as most of the wall's
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// grid places the texts in rows, as many to a row as fit whole, the rows
// spread over the window's height.
type grid struct{}

func (grid) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	n := len(objects)
	if n == 0 {
		return
	}
	cols := max(1, min(n, int(size.Width/objects[0].MinSize().Width)))
	rows := (n + cols - 1) / cols
	cell := fyne.NewSize(size.Width/float32(cols), size.Height/float32(rows))
	for i, o := range objects {
		o.Move(fyne.NewPos(float32(i%cols)*cell.Width, float32(i/cols)*cell.Height))
		o.Resize(o.MinSize())
	}
}

func (grid) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }
