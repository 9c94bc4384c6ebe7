package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
	"github.com/arbiterconsole/arbiter/engine/outcome"
)

func init() {
	register(command{
		name:  "winnable",
		usage: "FEN [--side w|b] [--budget NODES] [--json] | --file F [--budget NODES] | --stdin [--budget NODES]",
		run:   runWinnable,
	})
}

// sideReport is one side's part of the --json line.
type sideReport struct {
	Verdict string   `json:"verdict"`
	Line    []string `json:"line"`
}

type winnableReport struct {
	White   *sideReport `json:"white,omitempty"`
	Black   *sideReport `json:"black,omitempty"`
	Seconds float64     `json:"seconds"`
}

func runWinnable(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("winnable")
	side := fs.String("side", "", "only this side: w or b")
	budgetText := fs.String("budget", strconv.Itoa(outcome.DefaultNodes), "positions the solver may visit per side")
	asJSON := fs.Bool("json", false, "print one JSON line")
	file := fs.String("file", "", "labelled positions, one \"XY FEN\" a line")
	stdin := fs.Bool("stdin", false, "answer \"FEN [white|black]\" lines from standard input")
	words, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	budget, err := strconv.Atoi(*budgetText)
	if err != nil || budget <= 0 {
		return usageError{fmt.Sprintf("--budget %q: want a positive number of positions (the budget is counted in work, never in time)", *budgetText)}
	}
	if *file != "" || *stdin {
		if len(words) > 0 || *file != "" && *stdin {
			return usageError{"give one of FEN, --file or --stdin"}
		}
		if *stdin {
			return winnableLines(stdinReader{}, processStdout(stdout), budget)
		}
		return winnableFile(*file, budget, stdout)
	}
	if len(words) == 0 {
		return usageError{"FEN is required"}
	}
	sides := []chess.Color{chess.White, chess.Black}
	switch *side {
	case "":
	case "w":
		sides = sides[:1]
	case "b":
		sides = sides[1:]
	default:
		return usageError{fmt.Sprintf("--side %q: want w or b", *side)}
	}
	p, err := chess.ParseFENLax(strings.Join(words, " "))
	if err != nil {
		return err
	}
	return winnableOne(p, sides, budget, *asJSON, stdout)
}

func winnableOne(p chess.Position, sides []chess.Color, budget int, asJSON bool, stdout io.Writer) error {
	var report winnableReport
	start := time.Now()
	for _, c := range sides {
		a := outcome.CanCheckmate(p, c, outcome.Budget{Nodes: budget})
		r := &sideReport{Verdict: a.Verdict.String(), Line: lineText(p, a.Line)}
		if c == chess.White {
			report.White = r
		} else {
			report.Black = r
		}
	}
	report.Seconds = time.Since(start).Seconds()
	if asJSON {
		return json.NewEncoder(stdout).Encode(report)
	}
	for _, c := range sides {
		r := report.White
		if c == chess.Black {
			r = report.Black
		}
		fmt.Fprintf(stdout, "%s: %s", c, r.Verdict)
		if len(r.Line) > 0 {
			fmt.Fprintf(stdout, " %s", strings.Join(r.Line, " "))
		}
		fmt.Fprintln(stdout)
	}
	return nil
}

// lineText writes a helpmate line in SAN.
func lineText(p chess.Position, line []chess.Move) []string {
	out := make([]string, 0, len(line))
	for _, m := range line {
		out = append(out, notation.Write(p, m, notation.Options{}))
		p = p.Play(m)
	}
	return out
}

// winnableFile checks every labelled position of path and prints a summary.
// Disagreements make it fail.
func winnableFile(path string, budget int, stdout io.Writer) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	var times []time.Duration
	agree, unknown := 0, 0
	var disagreements, unknowns []string
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		label, fen, ok := strings.Cut(text, " ")
		if !ok || len(label) != 2 {
			return fmt.Errorf("%s:%d: want \"XY FEN\", got %q", path, n, text)
		}
		p, err := chess.ParseFENLax(fen)
		if err != nil {
			return fmt.Errorf("%s:%d: %w", path, n, err)
		}
		want := [2]bool{label[0] == 'W', label[1] == 'B'}
		start := time.Now()
		var got [2]outcome.Verdict
		for c := chess.White; c <= chess.Black; c++ {
			got[c] = outcome.CanCheckmate(p, c, outcome.Budget{Nodes: budget}).Verdict
		}
		times = append(times, time.Since(start))
		switch {
		case got[0] == outcome.Unknown || got[1] == outcome.Unknown:
			unknown++
			unknowns = append(unknowns, fmt.Sprintf("line %d: %s: got white %s, black %s; want %s", n, fen, got[0], got[1], label))
		case (got[0] == outcome.Yes) == want[0] && (got[1] == outcome.Yes) == want[1]:
			agree++
		default:
			disagreements = append(disagreements, fmt.Sprintf("line %d: %s: got white %s, black %s; want %s", n, fen, got[0], got[1], label))
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	slices.Sort(times)
	var median, worst time.Duration
	if len(times) > 0 {
		median, worst = times[len(times)/2], times[len(times)-1]
	}
	fmt.Fprintf(stdout, "positions: %d\nagreements: %d\ndisagreements: %d\n", len(times), agree, len(disagreements))
	for _, d := range disagreements {
		fmt.Fprintf(stdout, "  %s\n", d)
	}
	fmt.Fprintf(stdout, "unknowns: %d\n", unknown)
	for _, u := range unknowns {
		fmt.Fprintf(stdout, "  %s\n", u)
	}
	fmt.Fprintf(stdout, "median time: %v\nworst time: %v\n", median, worst)
	if len(disagreements) > 0 {
		return fmt.Errorf("%d disagreements with %s", len(disagreements), path)
	}
	return nil
}

// processStdout returns out, or when out is the process's own standard
// output as run passes it, the same written by stdoutWriter.
func processStdout(out io.Writer) io.Writer {
	if r, ok := out.(redacting); ok && r.w == io.Writer(os.Stdout) {
		return redacting{stdoutWriter{}}
	}
	return out
}

// winnableLines answers one "FEN [white|black]" line at a time, in the line
// protocol of chasolver's analyzer example, so that one driver can time
// both (scripts/solver-vs-chasolver.sh): "winnable moves UCI,UCI,... LINE",
// "unwinnable LINE" or "undetermined LINE", written as soon as it is known.
// Without a colour the winner is the side not to move. A line that cannot
// be read is answered "error: ..." with its number, and the rest go on.
func winnableLines(in io.Reader, out io.Writer, budget int) error {
	w := bufio.NewWriter(out)
	var uci []byte // one answer's moves, reused: a line is some fifty of them
	r := bufio.NewReader(in)
	for n := 1; ; n++ {
		text, tooLong, err := nextLine(r)
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if tooLong {
			fmt.Fprintf(w, "error: line %d: longer than %d bytes\n", n, maxLineBytes)
			if err := w.Flush(); err != nil {
				return err
			}
			continue
		}
		line := strings.TrimSpace(text)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fen, side, explicit := line, chess.White, false
		if i := strings.LastIndexByte(line, ' '); i > 0 {
			switch line[i+1:] {
			case "white":
				fen, side, explicit = line[:i], chess.White, true
			case "black":
				fen, side, explicit = line[:i], chess.Black, true
			}
		}
		p, err := chess.ParseFENLax(fen)
		if err != nil {
			fmt.Fprintf(w, "error: line %d: %v\n", n, err)
		} else {
			if !explicit {
				side = p.Turn().Other()
			}
			a := outcome.CanCheckmate(p, side, outcome.Budget{Nodes: budget})
			switch a.Verdict {
			case outcome.Yes:
				uci = append(uci[:0], "winnable moves "...)
				for i, m := range a.Line {
					if i > 0 {
						uci = append(uci, ',')
					}
					uci = m.AppendUCI(uci, p.IsChess960())
				}
				w.Write(append(uci, ' '))
			case outcome.No:
				w.WriteString("unwinnable ")
			default:
				w.WriteString("undetermined ")
			}
			w.WriteString(line)
			w.WriteByte('\n')
		}
		if err := w.Flush(); err != nil {
			return err
		}
	}
}

// maxLineBytes bounds a --stdin line: a longer one is answered with an
// error and skipped, and the session goes on.
const maxLineBytes = 64 << 10

// nextLine reads one line of r, its end included; a line longer than
// maxLineBytes is read to its end and reported too long. The last line
// needs no end; io.EOF comes only when nothing is left.
func nextLine(r *bufio.Reader) (line string, tooLong bool, err error) {
	chunk, err := r.ReadSlice('\n')
	if len(chunk) <= maxLineBytes && (err == nil || err == io.EOF && len(chunk) > 0) {
		return string(chunk), false, nil // the whole line was in the buffer
	}
	if err != nil && err != bufio.ErrBufferFull {
		return "", false, err
	}
	b := append([]byte(nil), chunk...)
	for {
		chunk, err := r.ReadSlice('\n')
		if !tooLong && len(b)+len(chunk) > maxLineBytes {
			tooLong, b = true, nil
		}
		if !tooLong {
			b = append(b, chunk...)
		}
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF && (len(b) > 0 || tooLong):
			return string(b), tooLong, nil
		case err != nil:
			return "", false, err
		}
		return string(b), tooLong, nil
	}
}
