//go:build linux || freebsd || openbsd || netbsd

package main

import (
	"errors"
	"testing"
)

// Without a display the console says so in one line rather than letting
// the window system panic.
func TestNoDisplayIsOneLine(t *testing.T) {
	for _, display := range []string{"", ":4242"} { // none, and one nobody answers
		t.Setenv("WAYLAND_DISPLAY", "")
		t.Setenv("DISPLAY", display)
		if err := chooseWindowSystem(); !errors.Is(err, errNoDisplay) {
			t.Errorf("DISPLAY=%q: %v, want the no-display error", display, err)
		}
	}
}
