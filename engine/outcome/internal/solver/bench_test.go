package solver

import (
	"slices"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// BenchmarkLabelledPositions answers both sides for every position of
// testdata/positions.txt with 100 ms a side, as the target is
// stated, and reports the median and worst time per position and the
// number of positions with an unknown verdict.
func BenchmarkLabelledPositions(b *testing.B) {
	positions := readLabelled(b, "testdata/positions.txt")
	times := make([]time.Duration, 0, len(positions))
	for b.Loop() {
		times = times[:0]
		unknown := 0
		for _, lp := range positions {
			start := time.Now()
			white := CanCheckmate(lp.position, chess.White, sideBudget()).Verdict
			black := CanCheckmate(lp.position, chess.Black, sideBudget()).Verdict
			times = append(times, time.Since(start))
			if white == Unknown || black == Unknown {
				unknown++
			}
		}
		b.ReportMetric(float64(unknown), "unknowns")
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds()), "median-µs/position")
	b.ReportMetric(float64(times[len(times)-1].Microseconds()), "worst-µs/position")
}

// sideBudget is the 100 ms a side of the target.
func sideBudget() Budget {
	return Budget{Now: time.Now, Deadline: time.Now().Add(100 * time.Millisecond)}
}

// benchBudget is a fixed node budget, for benchmarks of single positions.
var benchBudget = Budget{Nodes: 100_000}

func BenchmarkStartPosition(b *testing.B) {
	p := chess.StartPosition()
	for b.Loop() {
		CanCheckmate(p, chess.White, benchBudget)
		CanCheckmate(p, chess.Black, benchBudget)
	}
}
