package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
)

// config is one crash test run.
type config struct {
	crashes int
	dir     string
	rand    *rand.Rand
	minLife time.Duration // kill moments are uniform in [minLife, maxLife)
	maxLife time.Duration
	child   func(dbPath string, gameID int64) *exec.Cmd // starts an appending child
}

// report is what a run saw.
type report struct {
	acknowledged int
	found        int
	latencies    []time.Duration // of each acknowledged Append call
}

func (r report) lost() int { return r.acknowledged - r.found }

func (r report) String() string {
	return fmt.Sprintf("acknowledged %d, found %d, lost %d", r.acknowledged, r.found, r.lost())
}

func (r report) latencySummary() string {
	if len(r.latencies) == 0 {
		return "append latency: no appends acknowledged"
	}
	l := slices.Clone(r.latencies)
	slices.Sort(l)
	pct := func(p float64) time.Duration { return l[int(p*float64(len(l)-1))] }
	return fmt.Sprintf("append latency over %d appends: p50 %v, p99 %v, max %v",
		len(l), pct(0.50).Round(time.Microsecond), pct(0.99).Round(time.Microsecond), l[len(l)-1].Round(time.Microsecond))
}

// runParent kills cfg.crashes children and checks the database after each.
func runParent(cfg config) (report, error) {
	var rep report
	dbPath := filepath.Join(cfg.dir, "crash.db")
	gameID, err := setUp(dbPath)
	if err != nil {
		return rep, err
	}
	acked := map[int64]storage.Hash{} // every acknowledged event, by seq
	for i := range cfg.crashes {
		life := cfg.minLife + time.Duration(cfg.rand.Int64N(int64(cfg.maxLife-cfg.minLife)))
		lat, err := crashOnce(cfg.child(dbPath, gameID), life, acked)
		rep.latencies = append(rep.latencies, lat...)
		rep.acknowledged = len(acked)
		if err != nil {
			return rep, fmt.Errorf("crash %d: %w", i+1, err)
		}
		if rep.found, err = countFound(acked, dbPath, gameID); err != nil {
			return rep, fmt.Errorf("crash %d (after %v): %w", i+1, life, err)
		}
		if rep.lost() > 0 {
			return rep, fmt.Errorf("crash %d (after %v): %d acknowledged events lost", i+1, life, rep.lost())
		}
	}
	return rep, nil
}

// countFound reopens the database, which verifies every hash chain, and
// counts the acknowledged events present with the hash they were
// acknowledged with.
func countFound(acked map[int64]storage.Hash, dbPath string, gameID int64) (int, error) {
	s, err := storage.Open(dbPath)
	if err != nil {
		return 0, fmt.Errorf("reopen: %w", err)
	}
	defer s.Close()
	events, err := s.Events(context.Background(), gameID)
	if err != nil {
		return 0, err
	}
	found := 0
	for _, e := range events {
		if h, ok := acked[e.Seq]; ok && h == e.Hash {
			found++
		}
	}
	return found, nil
}

// crashOnce runs one child, kills it after life and records what it
// acknowledged. It returns the child's append latencies.
func crashOnce(cmd *exec.Cmd, life time.Duration, acked map[int64]storage.Hash) ([]time.Duration, error) {
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	timer := time.AfterFunc(life, func() { cmd.Process.Kill() })
	defer timer.Stop()

	// Each line is one write of less than PIPE_BUF bytes, which a pipe
	// delivers whole: a kill cannot leave half a line.
	var latencies []time.Duration
	var bad error
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		line, err := parseLine(sc.Text())
		if err != nil {
			bad = err
			continue
		}
		for _, e := range line.events {
			acked[e.seq] = e.hash
		}
		latencies = append(latencies, line.latency)
	}
	werr := cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(werr, &exit) || exit.Success() || !killed(exit) {
		return latencies, fmt.Errorf("child ended by itself (%v) instead of being killed: %s", werr, stderr.String())
	}
	return latencies, bad
}
