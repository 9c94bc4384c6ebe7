package speech

import (
	"bytes"
	"context"
	"slices"
	"testing"
	"time"
)

func TestBeepRunsEspeakWithTheTone(t *testing.T) {
	ran := make(chan []string, 1)
	b := &Beep{path: "/usr/bin/espeak-ng", run: func(_ context.Context, path string, args ...string) error {
		ran <- args
		return nil
	}}
	b.Beep()
	select {
	case args := <-ran:
		if !slices.Equal(args, beepArgs) {
			t.Errorf("espeak-ng %q, want %q", args, beepArgs)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("espeak-ng was not run")
	}
}

func TestBeepWithoutEspeakRingsTheBell(t *testing.T) {
	var bell bytes.Buffer
	b := &Beep{bell: &bell, run: func(context.Context, string, ...string) error {
		t.Error("espeak-ng run although missing")
		return nil
	}}
	b.Beep()
	if bell.String() != "\a" {
		t.Errorf("bell %q, want BEL", bell.String())
	}
}
