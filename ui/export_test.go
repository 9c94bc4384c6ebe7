package ui

// RunCommandsAtOnce makes c send its commands on the calling goroutine,
// for tests outside the package: the test driver runs fyne.Do at once, on
// whatever goroutine calls it, so a command answered on another goroutine
// would race with the test.
func RunCommandsAtOnce(c *Console) { c.async = func(f func()) { f() } }

// SendToBoard sends cmd from board n's open window, as its buttons do.
func SendToBoard(c *Console, n int, cmd Command) { c.windows[n].do(cmd, nil) }
