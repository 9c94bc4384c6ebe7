// Command crashtest proves that the storage package never loses an
// acknowledged event. A child process appends events to one game in a loop
// and prints each one after Append has returned; the parent kills the child
// with SIGKILL at a random moment, reopens the database (which verifies
// every hash chain) and checks that every acknowledged event is there with
// the hash it was acknowledged with. It repeats this -crashes times and ends
// with
//
//	acknowledged N, found N, lost 0
//
// exiting with status 1 if any acknowledged event was lost or the database
// did not reopen cleanly. It also reports append latency percentiles.
//
// Usage:
//
//	go run ./cmd/crashtest -crashes 100 -db DIR
package main

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"time"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("crashtest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	crashes := fs.Int("crashes", 20, "number of times to kill the appending process")
	dir := fs.String("db", "", "folder for the database (default: a new temporary folder)")
	seed := fs.Uint64("seed", uint64(time.Now().UnixNano()), "seed for the kill moments")
	minLife := fs.Duration("min-life", 0, "shortest time a child runs before it is killed")
	maxLife := fs.Duration("max-life", 400*time.Millisecond, "longest time a child runs before it is killed")
	mode := fs.String("mode", "append", "what the child does: append (Store.Append batches), record (games through the engine and gamelog, with results), backend (the same through the console's backend.Do) or nosync (a writer with synchronous=OFF, to show -count-syncs catching it)")
	countSyncs := fs.Bool("count-syncs", false, "count the child's fsyncs through an LD_PRELOAD library (needs cc): every acknowledgement must follow one")
	child := fs.Bool("child", false, "internal: be the writing child")
	game := fs.Int64("game", 0, "internal: the child's game id")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	childMains := map[string]func(string, int64, io.Writer, io.Writer) int{
		"append": childMain, "record": recordMain, "backend": backendMain, "nosync": noSyncMain,
	}
	runChild, ok := childMains[*mode]
	if !ok {
		fmt.Fprintf(stderr, "crashtest: -mode %q: want append, record, backend or nosync\n", *mode)
		return 2
	}
	if *child {
		return runChild(*dir, *game, stdout, stderr)
	}
	if *crashes < 1 {
		fmt.Fprintln(stderr, "crashtest: -crashes must be at least 1")
		return 2
	}
	if *minLife < 0 || *maxLife <= *minLife {
		fmt.Fprintln(stderr, "crashtest: want 0 <= -min-life < -max-life")
		return 2
	}
	tempDir := *dir == ""
	if tempDir {
		tmp, err := os.MkdirTemp("", "crashtest-")
		if err != nil {
			fmt.Fprintln(stderr, "crashtest:", err)
			return 1
		}
		*dir = tmp
	}
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintln(stderr, "crashtest:", err)
		return 1
	}
	cfg := config{
		crashes: *crashes,
		dir:     *dir,
		rand:    rand.New(rand.NewPCG(*seed, 0)),
		minLife: *minLife,
		maxLife: *maxLife,
		child: func(dbPath string, gameID int64) *exec.Cmd {
			return exec.Command(exe, "-child", "-mode", *mode, "-db", dbPath, "-game", strconv.FormatInt(gameID, 10))
		},
		record: *mode == "record" || *mode == "backend",
	}
	if *countSyncs {
		if cfg.fsyncNote, err = buildFsyncNote(*dir); err != nil {
			fmt.Fprintln(stderr, "crashtest:", err)
			return 1
		}
	}
	fmt.Fprintf(stderr, "crashtest: %d crashes, %s child, in %s, seed %d\n", *crashes, *mode, *dir, *seed)
	rep, err := runParent(cfg)
	if err != nil {
		fmt.Fprintln(stderr, "crashtest:", err)
	}
	fmt.Fprintln(stdout, rep.latencySummary())
	fmt.Fprintln(stdout, rep.details())
	fmt.Fprintln(stdout, rep)
	if err != nil || rep.lost() > 0 {
		fmt.Fprintf(stderr, "crashtest: database kept in %s\n", *dir)
		return 1
	}
	if tempDir {
		os.RemoveAll(*dir)
	}
	return 0
}
