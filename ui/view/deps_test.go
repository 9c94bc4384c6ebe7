package view

import (
	"os/exec"
	"strings"
	"testing"
)

// The contract is shared with code that runs without a display.
func TestViewDoesNotLinkFyne(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, d := range strings.Fields(string(out)) {
		if strings.HasPrefix(d, "fyne.io/") {
			t.Errorf("ui/view depends on %s", d)
		}
	}
}
