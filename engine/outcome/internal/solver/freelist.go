package solver

import "sync"

// keptFree is how many idle objects a freeList keeps: one per goroutine
// that solves at the same time, within reason (a guide holds 2 MB).
const keptFree = 2

// freeList keeps the solver's large tables for the next call. Unlike a
// sync.Pool it does not drop them at a garbage collection, so no call pays
// for making and clearing megabytes again: a spike of a millisecond or more
// in the tail of the solver's times.
type freeList[T any] struct {
	mu    sync.Mutex
	idle  []*T
	fresh func() *T
}

func (f *freeList[T]) get() *T {
	f.mu.Lock()
	if n := len(f.idle); n > 0 {
		x := f.idle[n-1]
		f.idle = f.idle[:n-1]
		f.mu.Unlock()
		return x
	}
	f.mu.Unlock()
	return f.fresh()
}

func (f *freeList[T]) put(x *T) {
	f.mu.Lock()
	if len(f.idle) < keptFree {
		f.idle = append(f.idle, x)
	}
	f.mu.Unlock()
}
