package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/postgres/pgtest"
	"github.com/arbiterconsole/arbiter/storage/stores"
)

// runEnv makes the test binary arbiterctl itself, with the JSON array of
// arguments it holds: a separate process, as a second arbiter's is.
const runEnv = "ARBITERCTL_TEST_RUN"

func init() {
	if v := os.Getenv(runEnv); v != "" {
		var args []string
		if err := json.Unmarshal([]byte(v), &args); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		os.Exit(run(args, os.Stdout, os.Stderr))
	}
}

// arbiterctl runs arbiterctl with args in a process of its own.
func arbiterctl(args ...string) (code int, out string) {
	env, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), runEnv+"="+string(env))
	b, err := cmd.CombinedOutput()
	if exitErr, ok := err.(*exec.ExitError); ok {
		return exitErr.ExitCode(), string(b)
	} else if err != nil {
		return -1, err.Error()
	}
	return 0, string(b)
}

// Two arbiters' db do processes send commands to one board of a server
// event at the same time: every acknowledged command is stored exactly
// once, none that was refused is stored, and db check verifies.
func TestDB_DoFromTwoProcessesOnOneServerBoard(t *testing.T) {
	url := pgtest.Database(t)
	if code, out := arbiterctl("db", "demo", url); code != 0 {
		t.Fatalf("db demo: exit %d\n%s", code, out)
	}
	const board, each = 2, 8
	var mu sync.Mutex
	acked := map[string]bool{}
	var wg sync.WaitGroup
	for _, console := range []string{"A", "B"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range each {
				reason := fmt.Sprintf("console %s warning %d", console, i)
				cmd := fmt.Sprintf(`{"kind":"penalty","side":"white","penalty":"warning","text":%q,"by":"Deputy %s"}`, reason, console)
				code, out := arbiterctl("db", "do", url, fmt.Sprint(board), cmd)
				mu.Lock()
				acked[reason] = code == 0
				mu.Unlock()
				if code != 0 {
					t.Logf("%s: exit %d: %s", reason, code, strings.TrimSpace(out))
				}
			}
		}()
	}
	wg.Wait()

	ctx := context.Background()
	s, err := stores.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	payloads := boardPayloads(t, ctx, s, board)
	n := 0
	for reason, ok := range acked {
		stored := strings.Count(payloads, fmt.Sprintf("%q", reason))
		switch {
		case ok && stored != 1:
			t.Errorf("%s was acknowledged and is stored %d times", reason, stored)
		case !ok && stored != 0:
			t.Errorf("%s was refused and is stored %d times", reason, stored)
		}
		if ok {
			n++
		}
	}
	if n == 0 {
		t.Fatal("no command was acknowledged")
	}
	t.Logf("%d of %d commands acknowledged, each stored once", n, 2*each)
	if code, out := arbiterctl("db", "check", url); code != 0 {
		t.Errorf("db check: exit %d\n%s", code, out)
	}
}

// boardPayloads is every event payload of the newest round's board n.
func boardPayloads(t *testing.T, ctx context.Context, s storage.Store, n int) string {
	t.Helper()
	ts, err := s.Tournaments(ctx)
	if err != nil || len(ts) == 0 {
		t.Fatalf("events: %v, %v", ts, err)
	}
	rounds, err := s.Rounds(ctx, ts[len(ts)-1].ID)
	if err != nil || len(rounds) == 0 {
		t.Fatalf("rounds: %v, %v", rounds, err)
	}
	games, err := s.Games(ctx, rounds[len(rounds)-1].ID)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range games {
		if g.Board != n {
			continue
		}
		events, err := s.Events(ctx, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		var all strings.Builder
		for _, e := range events {
			all.Write(e.Payload)
			all.WriteByte('\n')
		}
		return all.String()
	}
	t.Fatalf("no board %d", n)
	return ""
}
