package ui

import (
	"runtime"
	"testing"
	"time"
)

// BenchmarkConsole256Boards measures the UI's own work for one clock tick
// of a 256-board round with every clock running: the tiles on screen read
// their clocks and redraw the text that changed. It reports the share of
// one core that ten ticks a second (the fast rate) would take, and the
// heap the console holds.
func BenchmarkConsole256Boards(b *testing.B) {
	c, f := newTestConsole(b, 256)
	for i, fb := range f.boards {
		fb.detail.Running = []Side{White, Black}[i%2]
	}
	f.changed()
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
