package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/clock"
)

func init() {
	register(command{name: "clock", usage: "simulate [--tc TIME-CONTROL] FILE|-", run: runClock})
}

// scriptEpoch is the instant of script time 00:00:00.000.
var scriptEpoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

func runClock(args []string, stdout, _ io.Writer) error {
	if len(args) == 0 || args[0] != "simulate" {
		return usageError{"the only clock subcommand is simulate"}
	}
	fs := flag.NewFlagSet("clock simulate", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	tc := fs.String("tc", "", "time control; overrides the script's tc line")
	rest, err := parseArgs(fs, args[1:])
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usageError{"want one script file, or - for standard input"}
	}
	in := io.Reader(os.Stdin)
	if rest[0] != "-" {
		f, err := os.Open(rest[0])
		if err != nil {
			return err
		}
		defer f.Close()
		in = f
	}
	return simulate(in, *tc, stdout)
}

// simulation replays a clock script and prints the clocks after each line.
type simulation struct {
	out     io.Writer
	tc      string // from --tc, wins over the script's tc line
	clock   clock.Clock
	ready   bool             // clock made from the time control
	flagged map[flagKey]bool // flag falls already printed
	last    time.Duration    // script time of the last event
}

type flagKey struct {
	side clock.Side
	at   time.Time
}

func simulate(in io.Reader, tc string, out io.Writer) error {
	sim := &simulation{out: out, tc: tc, flagged: map[flagKey]bool{}}
	sc := bufio.NewScanner(in)
	for n := 1; sc.Scan(); n++ {
		if err := sim.line(sc.Text()); err != nil {
			return fmt.Errorf("line %d: %w", n, err)
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	if !sim.ready {
		return errors.New("script has no events")
	}
	return nil
}

// line handles one script line: blank, comment, tc, or TIME EVENT [ARGS].
func (s *simulation) line(text string) error {
	if i := strings.IndexByte(text, '#'); i >= 0 {
		text = text[:i]
	}
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return nil
	}
	if fields[0] == "tc" {
		if s.ready {
			return fmt.Errorf("tc line after the first event")
		}
		if s.tc == "" {
			s.tc = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text), "tc"))
		}
		return nil
	}
	if err := s.setUp(); err != nil {
		return err
	}
	offset, err := parseScriptTime(fields[0])
	if err != nil {
		return err
	}
	if len(fields) < 2 {
		return fmt.Errorf("no event after the time %q", fields[0])
	}
	if offset < s.last {
		return fmt.Errorf("time %s is earlier than the previous event's %s", scriptClock(offset), scriptClock(s.last))
	}
	e, err := s.event(scriptEpoch.Add(offset), fields[1], fields[2:])
	if err != nil {
		return err
	}
	s.printFlags(e.At) // flags that fell before this event
	if fields[1] != "show" {
		next, err := s.clock.Apply(e)
		if err != nil {
			return err
		}
		s.clock = next
	}
	s.last = offset
	s.printClocks(e.At, strings.Join(fields[1:], " "))
	s.printFlags(e.At) // flags the event itself made fall
	return nil
}

func (s *simulation) setUp() error {
	if s.ready {
		return nil
	}
	if s.tc == "" {
		return errors.New("no time control: give --tc or a tc line before the first event")
	}
	control, err := clock.Parse(s.tc)
	if err != nil {
		return err
	}
	if s.clock, err = clock.New(control); err != nil {
		return err
	}
	s.ready = true
	return nil
}

// plainEvents are the script's events without arguments.
var plainEvents = map[string]clock.EventKind{
	"start": clock.Start, "pause": clock.Pause, "resume": clock.Resume, "stop": clock.Stop,
}

// event reads EVENT [ARGS] at the instant at.
func (s *simulation) event(at time.Time, name string, args []string) (clock.Event, error) {
	e := clock.Event{At: at}
	want := func(n int, form string) error {
		if len(args) != n {
			return fmt.Errorf("%s: want %q", name, form)
		}
		return nil
	}
	var err error
	switch name {
	case "start", "pause", "resume", "stop", "show":
		e.Kind = plainEvents[name] // "show" has none: it only reads the clock
		err = want(0, name)
	case "press":
		e.Kind, e.Side = clock.Press, s.clock.Turn()
		if len(args) == 1 {
			e.Side, err = parseSide(args[0])
		} else {
			err = want(0, "press [white|black]")
		}
	case "adjust":
		e.Kind = clock.Adjust
		if err = want(2, "adjust white|black +DURATION|-DURATION"); err == nil {
			e.Side, err = parseSide(args[0])
		}
		if err == nil {
			e.Time, err = parseSignedDuration(args[1])
		}
	case "increment":
		e.Kind = clock.SwitchToIncrement
		if err = want(1, "increment DURATION"); err == nil {
			e.Time, err = parseScriptDuration(args[0])
		}
	case "set":
		e.Kind = clock.SetTimes
		err = parseSetting(&e, args)
	default:
		err = fmt.Errorf("unknown event %q (want start, press, pause, resume, adjust, set, increment, stop or show)", name)
	}
	return e, err
}

// parseSetting reads: white DURATION black DURATION [moves N [M]].
func parseSetting(e *clock.Event, args []string) error {
	const form = "set white DURATION black DURATION [moves N [M]]"
	if (len(args) != 4 && len(args) != 6 && len(args) != 7) || args[0] != "white" || args[2] != "black" {
		return fmt.Errorf("set: want %q", form)
	}
	for i, s := range []clock.Side{clock.White, clock.Black} {
		d, err := parseScriptDuration(args[1+2*i])
		if err != nil {
			return err
		}
		e.Remaining[s] = d
	}
	if len(args) == 4 {
		return nil
	}
	if args[4] != "moves" {
		return fmt.Errorf("set: want %q", form)
	}
	for i, text := range args[5:] {
		n, err := strconv.Atoi(text)
		if err != nil || n < 0 {
			return fmt.Errorf("set: bad move count %q", text)
		}
		e.Moves[i] = n
		if len(args) == 6 {
			e.Moves[1] = n
		}
	}
	return nil
}

func parseSide(s string) (clock.Side, error) {
	var side clock.Side
	err := side.UnmarshalText([]byte(s))
	return side, err
}

// parseScriptTime reads [[H:]MM:]SS[.mmm] as an offset from the script's
// start.
func parseScriptTime(s string) (time.Duration, error) {
	d, err := parseClockForm(s)
	if err != nil {
		return 0, fmt.Errorf("bad time %q: want [[H:]MM:]SS[.mmm]", s)
	}
	return d, nil
}

// parseClockForm reads H:MM:SS.mmm, M:SS.mmm or S.mmm.
func parseClockForm(s string) (time.Duration, error) {
	parts := strings.Split(s, ":")
	if len(parts) > 3 {
		return 0, fmt.Errorf("too many colons")
	}
	var d time.Duration
	for i, p := range parts {
		last := i == len(parts)-1
		whole, frac, hasFrac := strings.Cut(p, ".")
		if whole == "" || len(whole) > 7 || strings.Trim(whole, "0123456789") != "" || (hasFrac && !last) {
			return 0, fmt.Errorf("bad field %q", p)
		}
		n, _ := strconv.ParseInt(whole, 10, 64)
		if i > 0 && n >= 60 {
			return 0, fmt.Errorf("field %q is 60 or more", p)
		}
		d = d*60 + time.Duration(n)*time.Second
		if hasFrac {
			if frac == "" || len(frac) > 3 || strings.Trim(frac, "0123456789") != "" {
				return 0, fmt.Errorf("bad milliseconds %q", frac)
			}
			ms, _ := strconv.Atoi(frac + strings.Repeat("0", 3-len(frac)))
			d += time.Duration(ms) * time.Millisecond
		}
	}
	return d, nil
}

// parseScriptDuration reads 1:30:00, 2:00.5, or a Go duration (90s, 2m,
// 1h30m); a bare number has no unit and is refused.
func parseScriptDuration(s string) (time.Duration, error) {
	if strings.Contains(s, ":") {
		d, err := parseClockForm(s)
		if err != nil {
			return 0, fmt.Errorf("bad duration %q: %v", s, err)
		}
		return d, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("bad duration %q: want H:MM:SS[.mmm] or a number with a unit (90s, 2m, 1h30m)", s)
	}
	return d, nil
}

// parseSignedDuration reads +DURATION or -DURATION.
func parseSignedDuration(s string) (time.Duration, error) {
	if s == "" || (s[0] != '+' && s[0] != '-') {
		return 0, fmt.Errorf("bad adjustment %q: want + or - and a duration", s)
	}
	d, err := parseScriptDuration(s[1:])
	if s[0] == '-' {
		d = -d
	}
	return d, err
}

// printClocks writes one line: script time, the event, both clocks with
// their completed moves, and whose clock runs.
func (s *simulation) printClocks(at time.Time, event string) {
	c := s.clock
	state := "not started"
	switch side, running := c.Running(); {
	case running:
		state = side.String() + " running"
	case c.Over():
		state = "stopped"
	case c.Paused():
		state = "paused, " + c.Turn().String() + " to move"
	}
	fmt.Fprintf(s.out, "%s  %-38s white %s (%d)  black %s (%d)  %s\n",
		scriptClock(at.Sub(scriptEpoch)), event,
		scriptClock(c.Remaining(clock.White, at)), c.MovesCompleted(clock.White),
		scriptClock(c.Remaining(clock.Black, at)), c.MovesCompleted(clock.Black), state)
}

// printFlags writes each flag fall up to the instant at not yet written,
// in the order they fell.
func (s *simulation) printFlags(at time.Time) {
	var falls []flagKey
	for _, side := range []clock.Side{clock.White, clock.Black} {
		if t, ok := s.clock.FlagFall(side); ok && !t.After(at) && !s.flagged[flagKey{side, t}] {
			falls = append(falls, flagKey{side, t})
		}
	}
	slices.SortFunc(falls, func(a, b flagKey) int { return a.at.Compare(b.at) })
	for _, f := range falls {
		s.flagged[f] = true
		fmt.Fprintf(s.out, "%s  flag: %s's flag fell (%s completed)\n",
			scriptClock(f.at.Sub(scriptEpoch)), f.side, plural(s.clock.MovesCompleted(f.side), "move"))
	}
}

// scriptClock writes a duration as H:MM:SS.mmm.
func scriptClock(d time.Duration) string {
	ms := d.Milliseconds()
	return fmt.Sprintf("%d:%02d:%02d.%03d", ms/3_600_000, ms/60_000%60, ms/1000%60, ms%1000)
}
