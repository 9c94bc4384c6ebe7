package live

import (
	"os/exec"
	"strings"
	"testing"
)

// The live server runs inside the console but knows no widgets: it may
// not link Fyne, so that it can be tested, and served, without a display.
func TestLiveDoesNotLinkFyne(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, d := range strings.Fields(string(out)) {
		if strings.HasPrefix(d, "fyne.io/") {
			t.Errorf("live depends on %s", d)
		}
	}
}
