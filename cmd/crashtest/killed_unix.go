//go:build unix

package main

import (
	"os/exec"
	"syscall"
)

// killed reports whether the child died of SIGKILL.
func killed(exit *exec.ExitError) bool {
	ws, ok := exit.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled() && ws.Signal() == syscall.SIGKILL
}
