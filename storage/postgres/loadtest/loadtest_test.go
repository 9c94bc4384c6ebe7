package main

import (
	"os"
	"strings"
	"testing"
)

// TestMain lets the test binary serve as the console processes the load
// test starts (it runs itself with -console N).
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && os.Args[1] == "-console" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// The load test's own checks, on a small event: two consoles, one killed
// and the server crashed on the way, nothing lost or stored twice.
func TestLoad_SmallEventLosesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a durable cluster and console processes")
	}
	var out, errs strings.Builder
	ok, err := orchestrate(config{consoles: 2, boards: 10, moves: 6, sharedEvery: 5, down: 0}, &out, &errs)
	if err != nil && strings.Contains(err.Error(), "no PostgreSQL found") {
		t.Skip(err)
	}
	if err != nil || !ok {
		t.Fatalf("ok %v, err %v\n%s%s", ok, err, out.String(), errs.String())
	}
	if !strings.Contains(out.String(), "lost 0, duplicated 0") {
		t.Errorf("report does not say 0 lost, 0 duplicated:\n%s", out.String())
	}
	t.Log(out.String())
}
