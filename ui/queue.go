package ui

import (
	"sync"

	"fyne.io/fyne/v2"
)

// commandQueue sends a screen's commands to the backend one after the
// other, off the UI goroutine, while the arbiter goes on typing: the
// check-in and the results screen take a key a board, faster than a
// store's round trip. The commands go out back to back, without waiting
// for the screen to redraw in between; each job's done runs on the UI
// goroutine.
type commandQueue struct {
	c       *Console
	mu      sync.Mutex
	jobs    []queuedCommand
	running bool // a goroutine is sending the jobs
}

type queuedCommand struct {
	work func() error
	done func(error)
}

// add queues work; done gets its error, back on the UI goroutine.
func (q *commandQueue) add(work func() error, done func(error)) {
	q.mu.Lock()
	q.jobs = append(q.jobs, queuedCommand{work, done})
	start := !q.running
	q.running = true
	q.mu.Unlock()
	if start {
		q.c.async(q.drain)
	}
}

// pending reports whether commands are waiting or in flight.
func (q *commandQueue) pending() bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.running
}

// drain sends the jobs until none is left.
func (q *commandQueue) drain() {
	for {
		q.mu.Lock()
		if len(q.jobs) == 0 {
			q.running = false
			q.mu.Unlock()
			return
		}
		j := q.jobs[0]
		q.jobs = q.jobs[1:]
		q.mu.Unlock()
		err := j.work()
		fyne.Do(func() { j.done(err) })
	}
}
