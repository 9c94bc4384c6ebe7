package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// BenchmarkResultsScreen100Boards measures the UI's own work for a whole
// round's results typed at the end of a 100-board round: for each board,
// one result key and Enter, the command sent and the next unfinished
// board proposed. It reports the time per board; the arbiter's keys are
// the rest of the minute.
func BenchmarkResultsScreen100Boards(b *testing.B) {
	keys := []rune{'1', '0', '='}
	for range b.N {
		b.StopTimer()
		c, f := newLiveConsole(b, 100)
		f.table.Rows[1].Result, f.table.Rows[1].Missing = "", true // every board waits
		b.StartTimer()
		c.showResults()
		for i := range 100 {
			field := c.win.Canvas().Focused()
			field.TypedRune(keys[i%len(keys)])
			field.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		}
		b.StopTimer()
		if n := len(f.sent); n != 100 {
			b.Fatalf("%d results sent, want 100", n)
		}
		b.StartTimer()
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/100, "ms/board")
}
