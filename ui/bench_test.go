package ui

import (
	"runtime"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// BenchmarkConsole256Boards measures the UI's own work for one clock tick
// of a 256-board round with every clock running: the tiles on screen read
// their clocks and redraw the text that changed. It reports the share of
// one core that ten ticks a second (the fast rate) would take, the heap
// the console holds and the objects a frame walks.
func BenchmarkConsole256Boards(b *testing.B) {
	c, f := newTestConsole(b, 256)
	for i, fb := range f.boards {
		fb.detail.Running = []Side{White, Black}[i%2]
	}
	f.changed()
	c.ticker.Tick(f.now) // a first tick, as the app's once its window shows
	runtime.GC()
	var mem runtime.MemStats
	runtime.ReadMemStats(&mem)
	now := f.now
	b.ResetTimer()
	for range b.N {
		now = now.Add(100 * time.Millisecond)
		c.ticker.Tick(now)
	}
	b.StopTimer()
	perTick := b.Elapsed().Seconds() / float64(b.N)
	b.ReportMetric(perTick*10*100, "%core@10Hz")
	b.ReportMetric(float64(mem.HeapAlloc)/(1<<20), "heapMB")
	b.ReportMetric(float64(paintedObjects(c.win.Content())), "objects/frame")
}

// BenchmarkConsole256BoardsChange measures redrawing the console after
// one state change (a clock press on one board): every board is read
// again and the changed tile redraws.
func BenchmarkConsole256BoardsChange(b *testing.B) {
	c, f := newTestConsole(b, 256)
	b.ResetTimer()
	for i := range b.N {
		d := &f.boards[i%len(f.boards)].detail
		d.Running = opposite(d.Running)
		c.refresh()
	}
}

// BenchmarkConsole256BoardsCommand measures redrawing the console after
// one stored command, as the backend's change names its board: that
// board alone is read and redrawn.
func BenchmarkConsole256BoardsCommand(b *testing.B) {
	c, f := newTestConsole(b, 256)
	b.ResetTimer()
	for i := range b.N {
		n := i%len(f.boards) + 1
		d := &f.boards[n-1].detail
		d.Running = opposite(d.Running)
		c.redraw(Change{Boards: []int{n}})
	}
}

// BenchmarkConsole256BoardsFrame measures painting one frame of the
// console after a tick, with the test driver's software painter: a
// stand-in for the GL painter's work, which grows with the objects drawn.
func BenchmarkConsole256BoardsFrame(b *testing.B) {
	c, f := newTestConsole(b, 256)
	now := f.now
	c.ticker.Tick(now)
	c.win.Canvas().Capture() // first paint: diagrams and piece bitmaps
	b.ResetTimer()
	for range b.N {
		now = now.Add(time.Second)
		c.ticker.Tick(now)
		c.win.Canvas().Capture()
	}
}

// paintedObjects counts the objects a painter walks under o: the visible
// ones, widgets' parts included.
func paintedObjects(o fyne.CanvasObject) int {
	if !o.Visible() {
		return 0
	}
	n := 1
	var children []fyne.CanvasObject
	switch o := o.(type) {
	case *fyne.Container:
		children = o.Objects
	case fyne.Widget:
		children = test.WidgetRenderer(o).Objects()
	}
	for _, child := range children {
		n += paintedObjects(child)
	}
	return n
}
