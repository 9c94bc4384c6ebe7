package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/postgres"
	"github.com/arbiterconsole/arbiter/storage/postgres/pgtest"
)

// tally is what the consoles have acknowledged so far.
type tally struct {
	mu        sync.Mutex
	acks      map[[2]int64]bool // game, seq
	latencies []time.Duration
	shared    []time.Duration // of those, the shared board's
	conflicts int
	changed   chan struct{}
}

func (t *tally) read(r io.Reader) {
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		t.mu.Lock()
		switch {
		case len(f) == 4 && f[0] == "ack":
			game, _ := strconv.ParseInt(f[1], 10, 64)
			seq, _ := strconv.ParseInt(f[2], 10, 64)
			us, _ := strconv.ParseInt(f[3], 10, 64)
			t.acks[[2]int64{game, seq}] = true
			t.latencies = append(t.latencies, time.Duration(us)*time.Microsecond)
			if game == 1 {
				t.shared = append(t.shared, time.Duration(us)*time.Microsecond)
			}
		case len(f) == 1 && f[0] == "conflict":
			t.conflicts++
		}
		t.mu.Unlock()
		select {
		case t.changed <- struct{}{}:
		default:
		}
	}
}

func (t *tally) count() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.acks)
}

func orchestrate(c config, stdout, stderr io.Writer) (bool, error) {
	ctx := context.Background()
	srv, err := pgtest.StartDurable(c.settings...)
	if err != nil {
		return false, err
	}
	defer srv.Stop()
	url, err := srv.NewDatabase(ctx)
	if err != nil {
		return false, err
	}
	if err := makeEvent(ctx, url, c); err != nil {
		return false, err
	}
	fmt.Fprintf(stdout, "server: PostgreSQL in %s, fsync on%s; %d consoles x %d boards, %d moves a board, shared board every %d moves\n",
		srv.Dir, settingsText(c.settings), c.consoles, c.boards, c.moves, c.sharedEvery)

	t := &tally{acks: map[[2]int64]bool{}, changed: make(chan struct{}, 1)}
	self, err := os.Executable()
	if err != nil {
		return false, err
	}
	start := func(slot int) (*exec.Cmd, error) {
		cmd := exec.Command(self, "-console", strconv.Itoa(slot), "-url", url,
			"-consoles", strconv.Itoa(c.consoles), "-boards", strconv.Itoa(c.boards),
			"-moves", strconv.Itoa(c.moves), "-shared-every", strconv.Itoa(c.sharedEvery))
		cmd.Stderr = stderr
		out, err := cmd.StdoutPipe()
		if err != nil {
			return nil, err
		}
		if err := cmd.Start(); err != nil {
			return nil, err
		}
		go t.read(out)
		return cmd, nil
	}
	began := time.Now()
	consoles := make([]*exec.Cmd, c.consoles)
	for i := range consoles {
		if consoles[i], err = start(i); err != nil {
			return false, err
		}
	}
	own := c.consoles * c.boards * c.moves
	total := own + own/c.sharedEvery
	// The consoles report as they go: a minute without a report is a
	// console stuck or gone.
	waitFor := func(n int) error {
		for t.count() < n {
			select {
			case <-t.changed:
			case <-time.After(time.Minute):
				return fmt.Errorf("no command acknowledged for a minute at %d of %d", t.count(), n)
			}
		}
		return nil
	}

	if err := waitFor(total / 3); err != nil {
		return false, err
	}
	consoles[0].Process.Kill()
	consoles[0].Wait()
	fmt.Fprintf(stdout, "killed console 0 (SIGKILL) after %d acknowledged commands; starting it again\n", t.count())
	if consoles[0], err = start(0); err != nil {
		return false, err
	}

	if err := waitFor(2 * total / 3); err != nil {
		return false, err
	}
	if err := srv.Down(); err != nil {
		return false, err
	}
	fmt.Fprintf(stdout, "server stopped (immediate, as a crash) after %d acknowledged commands; down for %v\n", t.count(), c.down)
	time.Sleep(c.down)
	if err := srv.Up(); err != nil {
		return false, err
	}

	failed := false
	for i, cmd := range consoles {
		if err := cmd.Wait(); err != nil {
			fmt.Fprintf(stderr, "console %d: %v\n", i, err)
			failed = true
		}
	}
	took := time.Since(began)
	lost, dup, stored, err := verify(ctx, url, c, t)
	if err != nil {
		return false, err
	}
	lat := slices.Clone(t.latencies)
	slices.Sort(lat)
	pct := func(lat []time.Duration, p float64) time.Duration {
		return lat[min(len(lat)-1, int(p*float64(len(lat))))]
	}
	fmt.Fprintf(stdout, "commands acknowledged %d, stored %d, lost %d, duplicated %d; shared-board conflicts %d\n",
		len(t.acks), stored, lost, dup, t.conflicts)
	fmt.Fprintf(stdout, "command latency: p50 %v, p99 %v, max %v over %d commands in %v (%.0f commands/s)\n",
		pct(lat, 0.50).Round(10*time.Microsecond), pct(lat, 0.99).Round(10*time.Microsecond), lat[len(lat)-1].Round(time.Millisecond),
		len(lat), took.Round(time.Millisecond), float64(len(lat))/took.Seconds())
	if sh := slices.Sorted(slices.Values(t.shared)); len(sh) > 0 {
		fmt.Fprintf(stdout, "of those on the shared board: p50 %v, p99 %v over %d commands\n",
			pct(sh, 0.50).Round(10*time.Microsecond), pct(sh, 0.99).Round(10*time.Microsecond), len(sh))
	}
	return !failed && lost == 0 && dup == 0, nil
}

// makeEvent writes the event in one go: a round of consoles x boards + 1
// boards, each with a game and two players of its own.
func makeEvent(ctx context.Context, url string, c config) error {
	s, err := postgres.Create(ctx, url)
	if err != nil {
		return err
	}
	defer s.Close()
	snap := storage.Snapshot{
		Tournaments: []storage.Tournament{{ID: 1, Name: "Load Open", Rules: storage.RuleSet{Edition: "2023", GameType: "rapid"}, TimeControl: "15+10"}},
		Rounds:      []storage.Round{{ID: 1, TournamentID: 1, Number: 1}},
	}
	n := c.consoles*c.boards + 1
	for b := 1; b <= n; b++ {
		w, k := int64(2*b-1), int64(2*b)
		snap.Players = append(snap.Players,
			storage.Player{ID: w, TournamentID: 1, Name: fmt.Sprintf("White, %d", b)},
			storage.Player{ID: k, TournamentID: 1, Name: fmt.Sprintf("Black, %d", b)})
		snap.Boards = append(snap.Boards, storage.Board{ID: int64(b), RoundID: 1, Number: b, WhiteID: w, BlackID: k})
		snap.Games = append(snap.Games, storage.Game{ID: int64(b), BoardID: int64(b), InitialFEN: "8/8/8/8/8/8/8/K6k w - - 0 1", Result: "*"})
	}
	return s.Restore(ctx, snap)
}

// verify reads every log back: each acknowledged (game, seq) stored, each
// console's move on each board stored exactly once, every chain whole.
func verify(ctx context.Context, url string, c config, t *tally) (lost, dup, stored int, err error) {
	s, err := postgres.Open(ctx, url) // verifies every chain
	if err != nil {
		return 0, 0, 0, err
	}
	defer s.Close()
	snap, err := s.Snapshot(ctx)
	if err != nil {
		return 0, 0, 0, err
	}
	have := map[[2]int64]bool{}
	seen := map[string]int{}
	for _, e := range snap.Events {
		have[[2]int64{e.GameID, e.Seq}] = true
		seen[string(e.Payload)]++
	}
	stored = len(snap.Events)
	for k := range t.acks {
		if !have[k] {
			lost++
		}
	}
	for p, n := range seen {
		if n > 1 {
			dup += n - 1
			fmt.Printf("stored %d times: %s\n", n, p)
		}
	}
	for slot := range c.consoles {
		for b := range c.boards {
			for m := range c.moves {
				p := movePayload(slot, b, m)
				if seen[p] == 0 {
					lost++
					fmt.Printf("never stored: %s\n", p)
				}
			}
		}
	}
	return lost, dup, stored, nil
}

// settingsText is the server settings the test set, for the report.
func settingsText(settings []string) string {
	if len(settings) == 0 {
		return ""
	}
	return ", " + strings.Join(settings, ", ")
}
