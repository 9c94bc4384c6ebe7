//go:build !unix

package main

import "os/exec"

// killed reports whether the child was terminated; Process.Kill ends it
// with exit status 1 where there are no signals.
func killed(exit *exec.ExitError) bool { return exit.ExitCode() == 1 }
