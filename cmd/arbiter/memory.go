package main

import (
	"os"
	"runtime/debug"
)

// memoryLimit is the soft limit of the Go runtime's memory. A wall of 256
// boards keeps about 65 MB live (a third of it the fonts Fyne parses for
// each text style), while laying out the truncated player names shapes
// text again and again; by default the heap then grows to twice the live
// data, 146 MB, before it is collected. The limit collects sooner, so that
// the console, GL and all, stays within 300 MB (docs/wall.md, "Measured").
const memoryLimit = 120 << 20

// limitMemory sets memoryLimit unless GOMEMLIMIT names another.
func limitMemory() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
}
