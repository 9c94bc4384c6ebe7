// Command loadtest runs an event of several consoles on one PostgreSQL
// server at a rapid pace and checks that no acknowledged command is lost
// or stored twice. It starts a durable throw-away cluster (fsync on), an
// event of consoles x boards games, and one process per console; each
// console records moves on its own boards as fast as the server takes
// them, and all consoles also fight over one shared board (one wins each
// append, the others get the conflict, read again and decide again).
// Midway one console is killed with SIGKILL in the middle of its commands
// and started again; later the server is stopped the hard way and
// restarted while the consoles keep trying. At the end it prints
//
//	commands acknowledged N, stored N, lost 0, duplicated 0
//
// with command latency percentiles, and exits 1 on any loss, duplicate or
// broken chain.
//
// Usage:
//
//	go run ./storage/postgres/loadtest -consoles 4 -boards 400 -moves 10
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("loadtest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c config
	fs.IntVar(&c.consoles, "consoles", 4, "number of console processes")
	fs.IntVar(&c.boards, "boards", 400, "boards per console")
	fs.IntVar(&c.moves, "moves", 10, "moves each console records on each of its boards")
	fs.IntVar(&c.sharedEvery, "shared-every", 20, "every this many moves a console also records on the shared board")
	fs.DurationVar(&c.down, "down", 2*time.Second, "how long the server stays down when it is restarted")
	settings := fs.String("server", "", "more settings of the throw-away server, NAME=VALUE separated by commas (commit_delay=10,commit_siblings=2)")
	// A console process is this program started with -console.
	slot := fs.Int("console", -1, "run as console number N (started by the load test)")
	url := fs.String("url", "", "with -console: the event's database")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *settings != "" {
		c.settings = strings.Split(*settings, ",")
	}
	if *slot >= 0 {
		if err := console(*url, *slot, c, stdout); err != nil {
			fmt.Fprintln(stderr, "console:", err)
			return 1
		}
		return 0
	}
	ok, err := orchestrate(c, stdout, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "loadtest:", err)
		return 1
	}
	if !ok {
		return 1
	}
	return 0
}

type config struct {
	consoles, boards, moves, sharedEvery int
	down                                 time.Duration
	settings                             []string // the server's, NAME=VALUE
}
