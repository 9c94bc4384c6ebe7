package main

import (
	"os/exec"
	"strings"
	"testing"
)

// arbiterctl must run on machines without a display: it may not link Fyne.
func TestArbiterctlDoesNotLinkFyne(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, d := range strings.Fields(string(out)) {
		if strings.HasPrefix(d, "fyne.io/") {
			t.Errorf("arbiterctl depends on %s", d)
		}
	}
}

func TestUnknownCommandIsAUsageError(t *testing.T) {
	var out, errb strings.Builder
	if code := run([]string{"no-such-command"}, &out, &errb); code != 2 {
		t.Errorf("exit status %d, want 2", code)
	}
	if !strings.Contains(errb.String(), `unknown command "no-such-command"`) {
		t.Errorf("stderr %q does not name the command", errb.String())
	}
}
