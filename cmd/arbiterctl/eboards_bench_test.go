package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/cmd/internal/eboard"
	engine "github.com/arbiterconsole/arbiter/engine/eboard"
	"github.com/arbiterconsole/arbiter/storage"
)

const serveEnv = "ARBITERCTL_TEST_SERVE"

// BenchmarkEBoardFeed feeds a round of real blitz games (replayed at the
// speed they were played) from a simulator in another process into the
// console through LiveChess's API and the backend, on a SQLite file, for
// 30 s, and reports the console's CPU (user+system time over the time
// passed, 1.0 = one core busy) and the delay from a reading's arrival to
// the move stored and on the wall, median, 99th centile and worst.
func BenchmarkEBoardFeed(b *testing.B) {
	for _, boards := range []int{40, 400} {
		b.Run(fmt.Sprintf("boards=%d", boards), func(b *testing.B) {
			for range b.N {
				benchFeed(b, boards, 30*time.Second)
			}
		})
	}
}

func benchFeed(b *testing.B, boards int, window time.Duration) {
	dir := b.TempDir()
	games := filepath.Join("testdata", "eboards", "lichess-40-clk.pgn")
	trf := filepath.Join(dir, "round.trf")
	addr := fmt.Sprintf("127.0.0.1:%d", 20000+boards)
	sim := exec.Command(os.Args[0], "-test.run=^$")
	sim.Env = append(os.Environ(), serveEnv+"="+fmt.Sprintf("serve %s --addr %s --boards %d --speed 1 --pgn - --trf %s --for %s",
		games, addr, boards, trf, window+10*time.Second))
	stdout, err := sim.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	sim.Stderr = os.Stderr
	if err := sim.Start(); err != nil {
		b.Fatal(err)
	}
	defer func() { sim.Process.Kill(); sim.Wait() }()
	_, err = bufio.NewReader(stdout).ReadString('\n') // listening, TRF written
	if err != nil {
		b.Fatalf("simulator: %v", err)
	}
	go io.Copy(io.Discard, stdout)

	ctx := context.Background()
	db := filepath.Join(dir, "event.db")
	if err := dbImport(ctx, db, trf, 0, storage.RuleSet{Edition: "2023", GameType: "blitz", Supervision: "A.4"}, "", io.Discard, io.Discard); err != nil {
		b.Fatal(err)
	}
	s, err := openWritable(ctx, db, false)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	be, err := backend.New(ctx, s)
	if err != nil {
		b.Fatal(err)
	}
	defer be.Close()

	var mu sync.Mutex
	var delays []time.Duration
	ctx, cancel := context.WithTimeout(ctx, window)
	defer cancel()
	w := eboard.NewWatcher(ctx, be, engine.Options{})
	w.OnRecorded = func(_ int, a engine.Action, heard time.Time) {
		if a.Kind == engine.ActMove {
			mu.Lock()
			delays = append(delays, time.Since(heard))
			mu.Unlock()
		}
	}
	w.OnError = func(board int, err error) { b.Logf("board %d: %v", board, err) }
	for n := 1; n <= boards; n++ {
		if err := w.Follow(n, fmt.Sprintf("eboard:%d", 1000+n)); err != nil {
			b.Fatal(err)
		}
	}
	go func() {
		t := time.NewTicker(250 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case now := <-t.C:
				w.Tick(now)
			}
		}
	}()
	c, err := eboard.NewClient(addr)
	if err != nil {
		b.Fatal(err)
	}
	var before, after syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &before)
	start := time.Now()
	b.ResetTimer()
	c.Watch(ctx, func(u eboard.Update) {
		var n int
		if _, err := fmt.Sscanf(u.Serial, "%d", &n); err != nil {
			return
		}
		w.Take(n-1000, u.Reading, u.Lost)
	})
	w.Wait()
	elapsed := time.Since(start)
	syscall.Getrusage(syscall.RUSAGE_SELF, &after)
	b.StopTimer()
	cpu := time.Duration(after.Utime.Nano()-before.Utime.Nano()) + time.Duration(after.Stime.Nano()-before.Stime.Nano())
	slices.Sort(delays)
	if len(delays) == 0 {
		b.Fatal("no move recorded")
	}
	at := func(q float64) time.Duration { return delays[min(len(delays)-1, int(q*float64(len(delays))))] }
	b.ReportMetric(float64(len(delays)), "moves")
	b.ReportMetric(float64(cpu)/float64(elapsed), "cores")
	b.ReportMetric(float64(at(0.5))/1e6, "ms-p50")
	b.ReportMetric(float64(at(0.99))/1e6, "ms-p99")
	b.ReportMetric(float64(delays[len(delays)-1])/1e6, "ms-max")
}
