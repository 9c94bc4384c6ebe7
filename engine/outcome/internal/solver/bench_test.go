package solver

import (
	"flag"
	"slices"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// BenchmarkLabelledPositions answers both sides for every position of
// testdata/positions.txt with the default budget and reports the median and
// worst time per position and the number of positions with an unknown
// verdict.
func BenchmarkLabelledPositions(b *testing.B) {
	positions := readLabelled(b, "testdata/positions.txt")
	times := make([]time.Duration, 0, len(positions))
	for b.Loop() {
		times = times[:0]
		unknown := 0
		for _, lp := range positions {
			start := time.Now()
			white := CanCheckmate(lp.position, chess.White, Budget{}).Verdict
			black := CanCheckmate(lp.position, chess.Black, Budget{}).Verdict
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

// benchBudget is a fixed node budget, for benchmarks of single positions.
var benchBudget = Budget{Nodes: 100_000}

func BenchmarkStartPosition(b *testing.B) {
	p := chess.StartPosition()
	for b.Loop() {
		CanCheckmate(p, chess.White, benchBudget)
		CanCheckmate(p, chess.Black, benchBudget)
	}
}

// BenchmarkLichessPositions answers both sides of the first 4,000
// positions of testdata/lichess.txt (positions of real games) with the
// default budget.
func BenchmarkLichessPositions(b *testing.B) {
	positions := readLabelled(b, "testdata/lichess.txt")[:4000]
	nodes := 0
	for b.Loop() {
		nodes = 0
		for _, lp := range positions {
			nodes += CanCheckmate(lp.position, chess.White, Budget{}).Nodes
			nodes += CanCheckmate(lp.position, chess.Black, Budget{}).Nodes
		}
	}
	b.ReportMetric(float64(nodes)/float64(2*len(positions)), "nodes/side")
}

var evictMB = flag.Int("lichess.evict", 4, "megabytes BenchmarkLichessSides/cold overwrites between two questions")

// BenchmarkLichessSides answers both sides of the first 4,000 lichess
// positions one question at a time, as `arbiterctl winnable --stdin` is
// asked them, and reports the median and 99th percentile of a side.
// "cold" overwrites 4 MB (-lichess.evict) between questions, as another
// program does between two questions of scripts/solverbench: what a
// question costs with the solver's tables out of the caches.
func BenchmarkLichessSides(b *testing.B) {
	positions := readLabelled(b, "testdata/lichess.txt")[:4000]
	for _, cold := range []bool{false, true} {
		name := "warm"
		if cold {
			name = "cold"
		}
		b.Run(name, func(b *testing.B) {
			var evict []byte
			if cold {
				evict = make([]byte, *evictMB<<20)
			}
			times := make([]time.Duration, 0, 2*len(positions))
			for b.Loop() {
				times = times[:0]
				for _, lp := range positions {
					for c := chess.White; c <= chess.Black; c++ {
						for i := 0; i < len(evict); i += 64 {
							evict[i]++
						}
						start := time.Now()
						CanCheckmate(lp.position, c, Budget{})
						times = append(times, time.Since(start))
					}
				}
			}
			slices.Sort(times)
			b.ReportMetric(float64(times[len(times)/2].Nanoseconds())/1e3, "median-µs/side")
			b.ReportMetric(float64(times[len(times)*99/100].Nanoseconds())/1e3, "p99-µs/side")
		})
	}
}

// BenchmarkSlowestLichessSide answers the lichess side slowest to answer
// (testdata/lichess.txt line 3717, White): the closure finds a mate
// thousands of plies long, and the shortening passes make it 128 plies
// at most, as every line of the lichess set.
func BenchmarkSlowestLichessSide(b *testing.B) {
	p, err := chess.ParseFENLax("6k1/p4p2/1p4p1/6B1/K7/6q1/4r1n1/8 b - - 0 47")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if a := CanCheckmate(p, chess.White, Budget{}); a.Verdict != Yes {
			b.Fatalf("verdict %v, want yes", a.Verdict)
		}
	}
}
