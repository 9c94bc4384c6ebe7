package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

func init() {
	register(command{name: "perft", usage: "--fen FEN --depth N [--divide] [--json]", run: runPerft})
}

// perftReport is the --json output, one line.
type perftReport struct {
	FEN     string      `json:"fen"`
	Depth   int         `json:"depth"`
	Nodes   uint64      `json:"nodes"`
	Seconds float64     `json:"seconds"`
	NPS     float64     `json:"nps"`
	Divide  []perftMove `json:"divide,omitempty"`
}

type perftMove struct {
	Move  string `json:"move"`
	Nodes uint64 `json:"nodes"`
}

// maxPerftDepth is the deepest count perft runs: the published suites go
// to 6 or 7.
const maxPerftDepth = 7

func runPerft(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fen := fs.String("fen", chess.StartFEN, "position in FEN, X-FEN or Shredder-FEN")
	depth := fs.Int("depth", -1, "plies to count")
	divide := fs.Bool("divide", false, "print each root move's count")
	asJSON := fs.Bool("json", false, "print one JSON line")
	if err := fs.Parse(args); err != nil {
		return usageError{err.Error()}
	}
	if fs.NArg() > 0 {
		return usageError{fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
	}
	if *depth < 0 {
		return usageError{"--depth N is required, N >= 0"}
	}
	if *depth > maxPerftDepth {
		return usageError{fmt.Sprintf("--depth %d: at most %d (depth 7 of the start position is 3.2 billion positions; each ply more multiplies the time by some 30)", *depth, maxPerftDepth)}
	}
	// Perft is a generator test: unreachable test positions are welcome.
	p, err := chess.ParseFENLax(*fen)
	if err != nil {
		return err
	}

	report := perftReport{FEN: p.FEN(), Depth: *depth}
	start := time.Now()
	if *divide {
		for _, d := range chess.Divide(p, *depth) {
			report.Divide = append(report.Divide, perftMove{d.Move.UCI(p.IsChess960()), d.Nodes})
			report.Nodes += d.Nodes
		}
	} else {
		report.Nodes = chess.Perft(p, *depth)
	}
	report.Seconds = time.Since(start).Seconds()
	if report.Seconds > 0 {
		report.NPS = float64(report.Nodes) / report.Seconds
	}

	if *asJSON {
		return json.NewEncoder(stdout).Encode(report)
	}
	for _, d := range report.Divide {
		fmt.Fprintf(stdout, "%s: %d\n", d.Move, d.Nodes)
	}
	if *divide {
		fmt.Fprintf(stdout, "\ntotal: %d\n", report.Nodes)
		return nil
	}
	fmt.Fprintln(stdout, report.Nodes)
	return nil
}
