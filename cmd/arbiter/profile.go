package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
)

// profileEnv names a folder: when set, the app writes a CPU profile of its
// whole run there (cpu.pprof) and, on exit, a heap profile (heap.pprof),
// for `go tool pprof`. scripts/wall.sh sets it from PROFILE.
const profileEnv = "ARBITER_PPROF"

// startProfile starts the CPU profile into dir ("" does nothing) and
// returns what ends it and writes the heap profile; calling that twice is
// harmless.
func startProfile(dir string) (stop func(), err error) {
	if dir == "" {
		return func() {}, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("%s: %w", profileEnv, err)
	}
	cpu, err := os.Create(filepath.Join(dir, "cpu.pprof"))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", profileEnv, err)
	}
	if err := pprof.StartCPUProfile(cpu); err != nil {
		cpu.Close()
		return nil, fmt.Errorf("%s: CPU profile: %w", profileEnv, err)
	}
	done := false
	return func() {
		if done {
			return
		}
		done = true
		pprof.StopCPUProfile()
		cpu.Close()
		heap, err := os.Create(filepath.Join(dir, "heap.pprof"))
		if err != nil {
			fmt.Fprintf(os.Stderr, "arbiter: %s: %v\n", profileEnv, err)
			return
		}
		defer heap.Close()
		runtime.GC() // the live heap, not the garbage of the last cycle
		if err := pprof.WriteHeapProfile(heap); err != nil {
			fmt.Fprintf(os.Stderr, "arbiter: %s: heap profile: %v\n", profileEnv, err)
		}
	}, nil
}
