package ui

// commandQueue sends a screen's commands to the backend one after the
// other, off the UI goroutine, while the arbiter goes on typing: the
// check-in and the results screen take a key a board, faster than a
// store's round trip. Each job's done runs on the UI goroutine.
type commandQueue struct {
	c    *Console
	jobs []queuedCommand
	busy bool
}

type queuedCommand struct {
	work func() error
	done func(error)
}

// add queues work; done gets its error, back on the UI goroutine.
func (q *commandQueue) add(work func() error, done func(error)) {
	q.jobs = append(q.jobs, queuedCommand{work, done})
	q.next()
}

// pending reports whether commands are waiting or in flight.
func (q *commandQueue) pending() bool { return q.busy || len(q.jobs) > 0 }

func (q *commandQueue) next() {
	if q.busy || len(q.jobs) == 0 {
		return
	}
	j := q.jobs[0]
	q.jobs = q.jobs[1:]
	q.busy = true
	var err error
	q.c.offUI(func() { err = j.work() }, func() {
		q.busy = false
		j.done(err)
		q.next()
	})
}
