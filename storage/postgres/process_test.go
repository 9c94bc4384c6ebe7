package postgres

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/postgres/pgtest"
)

// childEnv makes the test binary a console appending to one game:
// URL GAME COUNT NAME.
const childEnv = "ARBITER_PGTEST_CONSOLE"

func init() {
	if v := os.Getenv(childEnv); v != "" {
		os.Exit(childConsole(strings.Fields(v)))
	}
}

// childConsole appends COUNT commands to GAME, each after the head it
// has read, reading again on every conflict; it prints "ack PAYLOAD" for
// each command stored and "conflict" for each refused.
func childConsole(args []string) int {
	ctx := context.Background()
	game, _ := strconv.ParseInt(args[1], 10, 64)
	count, _ := strconv.Atoi(args[2])
	s, err := Open(ctx, args[0])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer s.Close()
	// Both consoles start at once: say ready, wait for the go.
	fmt.Println("ready")
	if _, err := bufio.NewReader(os.Stdin).ReadString('\n'); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	for i := 0; i < count; {
		g, err := s.Game(ctx, game)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		p := fmt.Sprintf(`{"console":%q,"n":%d}`, args[3], i)
		_, err = s.Append(ctx, game, g.Events, []storage.EventRecord{{Kind: "move", Payload: []byte(p)}}, storage.Ending{})
		switch {
		case errors.Is(err, storage.ErrConflict):
			fmt.Println("conflict")
		case err != nil:
			fmt.Fprintln(os.Stderr, err)
			return 1
		default:
			fmt.Println("ack", p)
			i++
		}
	}
	return 0
}

// Two console processes send commands to one board at the same time:
// every acknowledged command is stored exactly once, the loser of each
// race is told of the conflict, and the chain verifies.
func TestAppend_TwoProcessesOneBoard(t *testing.T) {
	const each = 200
	ctx := context.Background()
	url := pgtest.Database(t)
	s, err := Create(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ev, _ := s.AddTournament(ctx, storage.Tournament{Name: "Open", Rules: storage.RuleSet{Edition: "2023", GameType: "rapid"}, TimeControl: "15+10"})
	p1, _ := s.AddPlayer(ctx, storage.Player{TournamentID: ev, Name: "A"})
	p2, _ := s.AddPlayer(ctx, storage.Player{TournamentID: ev, Name: "B"})
	r, _ := s.AddRound(ctx, ev, 1)
	b, _ := s.AddBoard(ctx, storage.Board{RoundID: r, Number: 1, WhiteID: p1, BlackID: p2})
	game, err := s.AddGame(ctx, b, "8/8/8/8/8/8/8/K6k w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}

	type result struct {
		acks      []string
		conflicts int
		err       error
	}
	results := make(chan result, 2)
	ready := make(chan struct{}, 2)
	var gos []io.WriteCloser
	for _, name := range []string{"chief", "deputy"} {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s %d %d %s", childEnv, url, game, each, name))
		cmd.Stderr = os.Stderr
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		in, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		gos = append(gos, in)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		go func() {
			var r result
			said := false
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				if p, ok := strings.CutPrefix(sc.Text(), "ack "); ok {
					r.acks = append(r.acks, p)
				} else if sc.Text() == "conflict" {
					r.conflicts++
				} else if sc.Text() == "ready" {
					said = true
					ready <- struct{}{}
				}
			}
			if !said { // it failed before: do not keep the other waiting
				ready <- struct{}{}
			}
			r.err = cmd.Wait()
			results <- r
		}()
	}
	for range 2 {
		<-ready
	}
	for _, in := range gos {
		fmt.Fprintln(in, "go")
		in.Close()
	}
	var acks []string
	conflicts := 0
	for range 2 {
		r := <-results
		if r.err != nil {
			t.Fatalf("a console failed: %v", r.err)
		}
		acks = append(acks, r.acks...)
		conflicts += r.conflicts
	}
	evs, err := s.Events(ctx, game)
	if err != nil {
		t.Fatal(err)
	}
	stored := map[string]int{}
	for _, e := range evs {
		stored[string(e.Payload)]++
	}
	for _, p := range acks {
		if stored[p] != 1 {
			t.Errorf("acknowledged %s stored %d times", p, stored[p])
		}
	}
	if len(evs) != 2*each || len(acks) != 2*each {
		t.Errorf("%d stored, %d acknowledged; want %d", len(evs), len(acks), 2*each)
	}
	if breaks, err := s.VerifyChain(ctx); err != nil || len(breaks) > 0 {
		t.Errorf("VerifyChain = %v, %v", breaks, err)
	}
	t.Logf("2 processes x %d commands on one board: %d stored, %d conflicts told to the loser", each, len(evs), conflicts)
}
