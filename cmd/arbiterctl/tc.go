package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/clock"
)

func init() {
	register(command{name: "tc", usage: "TIME-CONTROL [--pgn] [--json]", run: runTC})
}

// tcReport is the --json output of tc, one line.
type tcReport struct {
	PGN         string    `json:"pgn"`
	Read        string    `json:"read"` // how the text was read
	Kind        string    `json:"kind"` // unknown, untimed, staged, hourglass
	Type        string    `json:"type"` // standard, rapid, blitz; unknown for "?"
	Explanation string    `json:"explanation"`
	Stages      []tcStage `json:"stages"`
}

type tcStage struct {
	Moves   int    `json:"moves"` // 0: all remaining moves
	BaseMS  int64  `json:"base_ms"`
	Mode    string `json:"mode"` // none, fischer, delay, bronstein
	ExtraMS int64  `json:"extra_ms"`
	Next    string `json:"next,omitempty"` // moves or flag; absent in the last stage
	Repeats bool   `json:"repeats,omitempty"`
}

func runTC(args []string, stdout, _ io.Writer) error {
	fs := flag.NewFlagSet("tc", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	asJSON := fs.Bool("json", false, "print one JSON object")
	strict := fs.Bool("pgn", false, "read a PGN TimeControl tag: always seconds")
	rest, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usageError{fmt.Sprintf("want one time control (quote it), got %d arguments", len(rest))}
	}
	c, reading, err := clock.ParseReading(rest[0])
	read := reading.String()
	if *strict {
		c, err = clock.ParsePGN(rest[0])
		read = "PGN TimeControl tag, times in seconds"
	}
	if err != nil {
		return err
	}
	report := newTCReport(c)
	report.Read = read
	if *asJSON {
		return json.NewEncoder(stdout).Encode(report)
	}
	fmt.Fprintf(stdout, "pgn:   %s\n", report.PGN)
	fmt.Fprintf(stdout, "read:  %s\n", report.Read)
	fmt.Fprintf(stdout, "type:  %s: %s\n", report.Type, report.Explanation)
	for _, line := range describeStages(c) {
		fmt.Fprintln(stdout, line)
	}
	return nil
}

func newTCReport(c clock.Control) tcReport {
	gt, why := c.GameType()
	r := tcReport{PGN: c.String(), Kind: c.Kind.String(), Type: gt.String(), Explanation: why, Stages: []tcStage{}}
	for i, s := range c.Stages {
		st := tcStage{Moves: s.Moves, BaseMS: s.Base.Milliseconds(), Mode: s.Mode.String(), ExtraMS: s.Extra.Milliseconds()}
		last := i == len(c.Stages)-1
		if !last {
			st.Next = s.Next.String()
		}
		st.Repeats = last && s.Moves > 0
		r.Stages = append(r.Stages, st)
	}
	return r
}

// describeStages writes one line per stage for people.
func describeStages(c clock.Control) []string {
	switch c.Kind {
	case clock.Unknown:
		return []string{"the time control is not known"}
	case clock.Untimed:
		return []string{"no time control"}
	case clock.Hourglass:
		return []string{fmt.Sprintf("hourglass: %s each; the time one player uses is added to the other's", span(c.Stages[0].Base))}
	}
	var lines []string
	for i, s := range c.Stages {
		var b strings.Builder
		fmt.Fprintf(&b, "stage %d: ", i+1)
		last := i == len(c.Stages)-1
		switch {
		case s.Moves == 0:
			fmt.Fprintf(&b, "all remaining moves in %s", span(s.Base))
		case last:
			fmt.Fprintf(&b, "%s in %s, repeated", plural(s.Moves, "move"), span(s.Base))
		default:
			fmt.Fprintf(&b, "%s in %s", plural(s.Moves, "move"), span(s.Base))
		}
		switch s.Mode {
		case clock.Fischer:
			fmt.Fprintf(&b, ", %s added after each move (increment)", span(s.Extra))
		case clock.SimpleDelay:
			fmt.Fprintf(&b, ", %s delay before the time runs on each move (simple delay)", span(s.Extra))
		case clock.Bronstein:
			fmt.Fprintf(&b, ", time used given back after each move up to %s (Bronstein delay)", span(s.Extra))
		}
		if !last && s.Next == clock.AtFlag {
			b.WriteString("; the next stage's time arrives when this stage's time runs out")
		} else if !last {
			b.WriteString("; the next stage's time arrives after the last move of this stage")
		}
		lines = append(lines, b.String())
	}
	return lines
}

// span writes a duration as people read it: "90 min", "30 s", "1 min 30 s".
func span(d time.Duration) string {
	var parts []string
	if m := d / time.Minute; m > 0 {
		parts = append(parts, fmt.Sprintf("%d min", m))
	}
	if rest := d % time.Minute; rest > 0 || len(parts) == 0 {
		s := strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.3f", rest.Seconds()), "0"), ".")
		parts = append(parts, s+" s")
	}
	return strings.Join(parts, " ")
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
