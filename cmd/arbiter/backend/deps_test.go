package backend

import (
	"os/exec"
	"strings"
	"testing"
)

// The backend runs behind arbiterctl too, on machines without a display: it
// speaks to the UI through package ui/view only and may not link Fyne.
func TestBackendDoesNotLinkFyne(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, d := range strings.Fields(string(out)) {
		if strings.HasPrefix(d, "fyne.io/") {
			t.Errorf("cmd/arbiter/backend depends on %s", d)
		}
	}
}
