package main

import (
	"os"
	"runtime/debug"
)

// gcPercent is how far the Go heap grows past the live data before it is
// collected. The console's live heap is long-lived: the fonts Fyne parses
// and the event's games, 30-50 MB with 40 to 800 boards. After the wall
// is built it allocates little (the paint of each frame, under 1 MB a
// second with every clock running), so collecting at 25 % rather than
// the default 100 % costs a few collections at start and none that shows
// in the wall's CPU, and keeps 15-30 MB less resident (docs/performance.md,
// "Where the console's memory goes").
const gcPercent = 25

// memoryLimit is the soft limit of the Go runtime's memory: a backstop
// for a wall whose live data alone would take the heap past it.
const memoryLimit = 120 << 20

// limitMemory sets gcPercent and memoryLimit unless GOGC or GOMEMLIMIT
// names another.
func limitMemory() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
}
