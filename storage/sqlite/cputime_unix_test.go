//go:build unix

package sqlite

import (
	"syscall"
	"time"
)

// processCPU is the CPU time the process has used (user and system), so
// that a benchmark on a shared machine can report its own work apart
// from the time it waited for a core or the disk.
func processCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
