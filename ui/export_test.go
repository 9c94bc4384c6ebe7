package ui

import "sync"

// RunCommandsAtOnce makes c send its commands on the calling goroutine,
// for tests outside the package: the test driver runs fyne.Do at once, on
// whatever goroutine calls it, so a command answered on another goroutine
// would race with the test.
func RunCommandsAtOnce(c *Console) { c.async = func(f func()) { f() } }

// SendToBoard sends cmd from board n's open window, as its buttons do.
func SendToBoard(c *Console, n int, cmd Command) { c.windows[n].do(cmd, nil) }

// RunCommandsOneAtATime makes c run its off-UI work on goroutines of its
// own, as the program does, but one at a time under the lock it returns:
// the test driver runs fyne.Do on whatever goroutine calls it, so a test
// holds the lock while it looks at the widgets.
func RunCommandsOneAtATime(c *Console) *sync.Mutex {
	var mu sync.Mutex
	c.async = func(f func()) {
		go func() {
			mu.Lock()
			defer mu.Unlock()
			f()
		}()
	}
	return &mu
}
