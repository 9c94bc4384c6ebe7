package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
	"github.com/arbiterconsole/arbiter/storage/stores"
)

// config is one crash test run.
type config struct {
	crashes int
	dir     string
	rand    *rand.Rand
	minLife time.Duration // kill moments are uniform in [minLife, maxLife)
	maxLife time.Duration
	child   func(dbPath string, gameID int64) *exec.Cmd // starts a writing child
	// record: the child records games through the engine (recordMain);
	// the parent then also checks every game's result against its fold.
	record bool
	// fsyncNote, when set, is the LD_PRELOAD library that makes the child
	// report each fsync: every acknowledgement must follow one.
	fsyncNote string
}

// eventKey names one event of one game.
type eventKey struct{ game, seq int64 }

// report is what a run saw.
type report struct {
	acknowledged int
	found        int
	latencies    []time.Duration // of each acknowledged Append call

	kills      int // children killed
	midCommand int // of them inside a command: after "cmd", before its ack
	results    int // acknowledged results
	resultsOK  int // of them found stored
	counted    bool
	unsynced   int // acknowledgements with no fsync since the one before
	minSyncs   int // fewest fsyncs seen before an acknowledgement
}

func (r report) lost() int { return r.acknowledged - r.found + r.results - r.resultsOK }

func (r report) String() string {
	return fmt.Sprintf("acknowledged %d, found %d, lost %d", r.acknowledged+r.results, r.found+r.resultsOK, r.lost())
}

// details says what else the run proved, for the line before String.
func (r report) details() string {
	s := fmt.Sprintf("killed %d time(s), %d inside a command; results acknowledged %d, found %d", r.kills, r.midCommand, r.results, r.resultsOK)
	if r.counted {
		s += fmt.Sprintf("; acknowledgements without an fsync before them: %d (fewest fsyncs per acknowledgement: %d)", r.unsynced, r.minSyncs)
	}
	return s
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

// state is what the parent knows across crashes.
type state struct {
	gameID  int64                     // the game of an ack without a game
	acked   map[eventKey]storage.Hash // every acknowledged event
	results map[int64]string          // every acknowledged result, by game
	rep     *report
}

// runParent kills cfg.crashes children and checks the database after each.
func runParent(cfg config) (report, error) {
	var rep report
	dbPath := filepath.Join(cfg.dir, "crash.db")
	gameID, err := setUp(dbPath)
	if err != nil {
		return rep, err
	}
	st := &state{gameID: gameID, acked: map[eventKey]storage.Hash{}, results: map[int64]string{}, rep: &rep}
	rep.counted, rep.minSyncs = cfg.fsyncNote != "", -1
	for i := range cfg.crashes {
		life := cfg.minLife + time.Duration(cfg.rand.Int64N(int64(cfg.maxLife-cfg.minLife)))
		cmd := cfg.child(dbPath, gameID)
		if cfg.fsyncNote != "" {
			if cmd.Env == nil {
				cmd.Env = os.Environ()
			}
			cmd.Env = append(cmd.Env, "LD_PRELOAD="+cfg.fsyncNote)
		}
		err := crashOnce(cmd, life, st)
		rep.acknowledged, rep.results = len(st.acked), len(st.results)
		if err != nil {
			return rep, fmt.Errorf("crash %d: %w", i+1, err)
		}
		if err := check(st, dbPath, cfg.record); err != nil {
			return rep, fmt.Errorf("crash %d (after %v): %w", i+1, life, err)
		}
		if rep.lost() > 0 {
			return rep, fmt.Errorf("crash %d (after %v): %d acknowledged events or results lost", i+1, life, rep.lost())
		}
		if rep.unsynced > 0 {
			return rep, fmt.Errorf("crash %d: %d acknowledgement(s) without an fsync: the writer does not sync its commits", i+1, rep.unsynced)
		}
	}
	return rep, nil
}

// check reopens the database, which verifies every hash chain, and counts
// the acknowledged events and results present as they were acknowledged.
// With record, every game's stored result must also be what its events
// fold to: an event and its result are stored together or not at all.
func check(st *state, dbPath string, record bool) error {
	s, err := stores.Open(context.Background(), dbPath)
	if err != nil {
		return fmt.Errorf("reopen: %w", err)
	}
	defer s.Close()
	ctx := context.Background()
	logs := map[int64]map[int64]storage.Hash{}
	found := 0
	for k, h := range st.acked {
		log, ok := logs[k.game]
		if !ok {
			events, err := s.Events(ctx, k.game)
			if err != nil {
				return err
			}
			log = map[int64]storage.Hash{}
			for _, e := range events {
				log[e.Seq] = e.Hash
			}
			logs[k.game] = log
		}
		if log[k.seq] == h {
			found++
		}
	}
	st.rep.found = found
	st.rep.resultsOK = 0
	for game, result := range st.results {
		g, err := s.Game(ctx, game)
		if err != nil {
			return err
		}
		if g.Result == result {
			st.rep.resultsOK++
		}
	}
	if record {
		return checkResults(ctx, s, st.gameID)
	}
	return nil
}

// checkResults folds every game of the round and compares its stored
// result with the fold's.
func checkResults(ctx context.Context, s storage.Store, firstGame int64) error {
	first, err := s.Game(ctx, firstGame)
	if err != nil {
		return err
	}
	round, err := s.Round(ctx, first.RoundID)
	if err != nil {
		return err
	}
	t, err := s.Tournament(ctx, round.TournamentID)
	if err != nil {
		return err
	}
	rules, control, err := gamelog.Rules(t)
	if err != nil {
		return err
	}
	games, err := s.Games(ctx, round.ID)
	if err != nil {
		return err
	}
	for _, g := range games {
		if g.ID == firstGame {
			continue // the appending children's game holds no engine events
		}
		fold, err := gamelog.Load(ctx, s, g.ID, laws.Setup{Rules: rules, Control: control, Start: chess.StartPosition()})
		if err != nil {
			return err
		}
		want := "*"
		if r := fold.Result(); r.Over() {
			want = string(r.Outcome)
		}
		if g.Result != want {
			return fmt.Errorf("game %d: stored result %q, its %d events fold to %q", g.ID, g.Result, fold.Head, want)
		}
	}
	return nil
}

// crashOnce runs one child, kills it after life and records what it
// acknowledged.
func crashOnce(cmd *exec.Cmd, life time.Duration, st *state) error {
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	timer := time.AfterFunc(life, func() { cmd.Process.Kill() })
	defer timer.Stop()

	// Each line is one write of less than PIPE_BUF bytes, which a pipe
	// delivers whole: a kill cannot leave half a line.
	var bad error
	inCommand, syncs := false, 0
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		text := sc.Text()
		switch {
		case text == "fsync":
			syncs++
			continue
		case strings.HasPrefix(text, "cmd "):
			inCommand, syncs = true, 0
			continue
		}
		line, err := parseLine(text)
		if err != nil {
			bad = err
			continue
		}
		for _, e := range line.events {
			if e.game == 0 {
				e.game = st.gameID
			}
			st.acked[eventKey{e.game, e.seq}] = e.hash
		}
		if line.resultGame != 0 {
			st.results[line.resultGame] = line.result
		}
		st.rep.latencies = append(st.rep.latencies, line.latency)
		if st.rep.counted {
			if syncs == 0 {
				st.rep.unsynced++
			}
			if st.rep.minSyncs < 0 || syncs < st.rep.minSyncs {
				st.rep.minSyncs = syncs
			}
		}
		inCommand, syncs = false, 0
	}
	werr := cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(werr, &exit) || exit.Success() || !killed(exit) {
		return fmt.Errorf("child ended by itself (%v) instead of being killed: %s", werr, stderr.String())
	}
	st.rep.kills++
	if inCommand {
		st.rep.midCommand++
	}
	return bad
}
