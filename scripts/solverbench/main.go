// Command solverbench times "can this side still checkmate" solvers side
// by side on labelled positions: each is a child process that answers one
// "FEN white|black" line at a time in the line protocol of chasolver's
// analyzer example ("winnable moves UCI,... LINE", "unwinnable LINE",
// "undetermined LINE"), which `arbiterctl winnable --stdin` speaks too.
//
// Every question goes to each solver in turn, so both meet the same load;
// which goes first alternates from one question to the next.
// The time of an answer is the CPU time the solver's process spent on it
// (the sum over its threads of /proc/PID/task/TID/schedstat), so waiting
// for a core does not count; reading the line and writing the answer do,
// for both alike. Each verdict is checked against the label, and each
// helpmate line is replayed by the project's move generator.
//
//	go run ./scripts/solverbench -solver NAME=COMMAND... FILE...
//
// Each solver is asked one more line when it starts, two bare kings, and
// that answer is not timed: the start of its process is no answer's.
//
// A question a solver leaves unanswered (it dies, or passes -timeout)
// counts as unknown, and the solver is started again; the table says how
// it ended and what it wrote on standard error. Three in a row stop the
// run: the solver's program is broken or gone.
//
// With -floor, a child that answers every line "undetermined" at once,
// reading and writing as `arbiterctl winnable --stdin` does, is timed
// too: the protocol's own cost, below which no solver can answer.
//
// FILE is in the format of chasolver's tests/positions.txt ("XY FEN", X
// "W" when White can mate, Y "B" when Black can). It prints one table row
// per solver and file (its last column, plies, is the median, mean and
// longest of the helpmate lines shown), then the ratios of the first
// solver to each other. -slowest N lists each solver's N slowest
// questions with the other solvers' times on them, -longest N the
// questions of its N longest lines.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

type solverFlags []string

func (s *solverFlags) String() string     { return strings.Join(*s, ",") }
func (s *solverFlags) Set(v string) error { *s = append(*s, v); return nil }

func main() {
	var solvers solverFlags
	flag.Var(&solvers, "solver", "NAME=COMMAND of a solver to time (repeatable; the first is the one compared)")
	limit := flag.Int("limit", 0, "only the first N positions of each file (0: all)")
	slowest := flag.Int("slowest", 0, "list the N slowest questions of each solver, with the other solvers' times on them")
	longest := flag.Int("longest", 0, "list the questions of the N longest helpmate lines of each solver")
	var skips solverFlags
	flag.Var(&skips, "skip", "NAME=PATTERN: do not ask solver NAME about the files whose base name matches PATTERN (filepath.Match; repeatable), for a peer that cannot read them")
	timeout := flag.Duration("timeout", time.Minute, "wall time a solver may take to answer one question; past it, or when the solver dies or cannot read the line, the question counts as unanswered and the solver is started again")
	tsv := flag.String("tsv", "", "also write one tab-separated line per solver and file to this file: set, solver, sides, wrong, unknown, median, mean, p99 and worst in microseconds, then the mean and longest helpmate line in plies")
	floor := flag.Bool("floor", false, "also time \"floor\", a child that answers every line \"undetermined\" at once: what the protocol alone costs")
	echo := flag.Bool("echo", false, "be that child: answer each line of standard input \"undetermined LINE\"")
	flag.Parse()
	if *echo {
		if err := answerUndetermined(); err != nil {
			fmt.Fprintln(os.Stderr, "solverbench -echo:", err)
			os.Exit(1)
		}
		return
	}
	if *floor {
		self, err := os.Executable()
		if err != nil {
			fmt.Fprintln(os.Stderr, "solverbench:", err)
			os.Exit(1)
		}
		solvers = append(solvers, "floor="+self+" -echo")
	}
	if len(solvers) == 0 || flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: solverbench -solver NAME=COMMAND [-solver NAME=COMMAND...] FILE...")
		os.Exit(2)
	}
	if err := run(solvers, skips, flag.Args(), *limit, *slowest, *longest, *timeout, *tsv, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "solverbench:", err)
		os.Exit(1)
	}
}

// maxListed bounds the wrong answers listed per solver and file.
const maxListed = 25

// maxFailures is how many positions in a row a solver may leave
// unanswered, started again after each question, before the run stops:
// positions, not questions, since both sides of one unreadable position
// fail together.
const maxFailures = 3

// question is one side of one labelled position.
type question struct {
	where string // file:line
	fen   string
	side  chess.Color
	want  bool
	pos   chess.Position
}

// tally is what one solver did on one file.
type tally struct {
	times                 []time.Duration
	yes, no, unknown, bad int
	bads                  []string // the first maxListed wrong answers
	unanswered            int      // no answer in time, or the solver died
	firstUnanswered       string
	plies                 []int
	lined                 []question // the question of each line in plies
	asked                 []question // with -slowest
}

func run(specs, skips []string, files []string, limit, slowest, longest int, timeout time.Duration, tsv string, out io.Writer) error {
	var procs []*child
	for _, spec := range specs {
		name, command, ok := strings.Cut(spec, "=")
		if !ok || name == "" || command == "" {
			return fmt.Errorf("-solver %q: want NAME=COMMAND", spec)
		}
		c := &child{name: name, command: command}
		if err := c.start(); err != nil {
			return err
		}
		defer func() { c.stop() }()
		procs = append(procs, c)
	}
	skipped := func(c *child, file string) bool {
		for _, sk := range skips {
			name, pattern, _ := strings.Cut(sk, "=")
			if ok, _ := filepath.Match(pattern, filepath.Base(file)); ok && name == c.name {
				return true
			}
		}
		return false
	}
	results := make([][]tally, len(files))
	for fi, file := range files {
		qs, err := readLabelled(file, limit)
		if err != nil {
			return err
		}
		results[fi] = make([]tally, len(procs))
		for qi, q := range qs {
			for k := range procs {
				// Who goes first alternates, so that neither always finds
				// the caches as the other left them.
				ci := (k + qi) % len(procs)
				c := procs[ci]
				if skipped(c, file) {
					continue
				}
				answer, spent, err := c.ask(q.fen+" "+q.side.String(), timeout)
				if errors.Is(err, errNoAnswer) {
					// A peer may die on, or silently skip, a line it
					// cannot read (chasolver's analyzer does both).
					ended := c.stop()
					why := fmt.Sprintf("%s %s (%s): %v; %s", q.where, q.side, q.fen, err, ended)
					if q.fen != c.failedFEN {
						c.failures++
						c.failedFEN = q.fen
					}
					if c.failures >= maxFailures {
						// A solver that cannot answer several questions in a
						// row, each time started afresh, is broken or gone
						// (its program replaced or removed under the run):
						// its figures would be figures of nothing.
						return fmt.Errorf("%s gave no answer on %d positions in a row, the last: %s", c.name, c.failures, why)
					}
					t := &results[fi][ci]
					t.unanswered++
					if t.firstUnanswered == "" {
						t.firstUnanswered = why
					}
					if err := c.start(); err != nil {
						return err
					}
					answer = "undetermined"
				} else if err != nil {
					return fmt.Errorf("%s at %s: %w", c.name, q.where, err)
				} else {
					c.failures, c.failedFEN = 0, ""
				}
				judge(&results[fi][ci], q, answer, spent)
				if slowest > 0 {
					results[fi][ci].asked = append(results[fi][ci].asked, q)
				}
			}
		}
	}
	fmt.Fprintf(out, "%-22s %-12s %7s %6s %7s %9s %9s %9s %10s %12s\n",
		"set", "solver", "sides", "wrong", "unknown", "median", "mean", "p99", "worst", "plies")
	for fi, file := range files {
		for ci, c := range procs {
			t := &results[fi][ci]
			if skipped(c, file) {
				fmt.Fprintf(out, "%-22s %-12s skipped (-skip)\n", filepath.Base(file), c.name)
				continue
			}
			s := summarize(t.times)
			fmt.Fprintf(out, "%-22s %-12s %7d %6d %7d %9s %9s %9s %10s %12s\n",
				filepath.Base(file), c.name, len(t.times), t.bad, t.unknown,
				us(s.median), us(s.mean), us(s.p99), us(s.worst), plies(t.plies))
			for _, bad := range t.bads {
				fmt.Fprintf(out, "  wrong: %s\n", bad)
			}
			if t.unanswered > 0 {
				fmt.Fprintf(out, "  %d unanswered (counted unknown), the first: %s\n", t.unanswered, t.firstUnanswered)
			}
		}
	}
	if tsv != "" {
		var b strings.Builder
		for fi, file := range files {
			for ci, c := range procs {
				t := &results[fi][ci]
				if skipped(c, file) {
					continue
				}
				s := summarize(t.times)
				l := lines(t.plies)
				fmt.Fprintf(&b, "%s\t%s\t%d\t%d\t%d\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%d\n", filepath.Base(file), c.name, len(t.times), t.bad, t.unknown,
					micro(s.median), micro(s.mean), micro(s.p99), micro(s.worst), l.mean, l.longest)
			}
		}
		if err := os.WriteFile(tsv, []byte(b.String()), 0o644); err != nil {
			return err
		}
	}
	if slowest > 0 {
		for fi, file := range files {
			for ci, c := range procs {
				t := &results[fi][ci]
				order := make([]int, len(t.times))
				for i := range order {
					order[i] = i
				}
				slices.SortFunc(order, func(a, b int) int { return int(t.times[b] - t.times[a]) })
				fmt.Fprintf(out, "\nslowest of %s on %s:\n", c.name, filepath.Base(file))
				for _, i := range order[:min(slowest, len(order))] {
					// Every solver not skipped is asked the same questions
					// in the same order: the others' times on this one.
					others := ""
					for oi, o := range procs {
						if ot := &results[fi][oi]; oi != ci && len(ot.times) == len(t.times) {
							others += fmt.Sprintf("  %s %s", o.name, us(ot.times[i]))
						}
					}
					fmt.Fprintf(out, "  %10s  %s %s %s%s\n", us(t.times[i]), t.asked[i].where, t.asked[i].side, t.asked[i].fen, others)
				}
			}
		}
	}
	if longest > 0 {
		for fi, file := range files {
			for ci, c := range procs {
				t := &results[fi][ci]
				order := make([]int, len(t.plies))
				for i := range order {
					order[i] = i
				}
				slices.SortStableFunc(order, func(a, b int) int { return t.plies[b] - t.plies[a] })
				fmt.Fprintf(out, "\nlongest lines of %s on %s:\n", c.name, filepath.Base(file))
				for _, i := range order[:min(longest, len(order))] {
					fmt.Fprintf(out, "  %4d plies  %s %s %s\n", t.plies[i], t.lined[i].where, t.lined[i].side, t.lined[i].fen)
				}
			}
		}
	}
	if len(procs) > 1 {
		fmt.Fprintf(out, "\nratio: other solver's time / %s's time, same questions, same run (above 1: %s is faster)\n", procs[0].name, procs[0].name)
		for fi, file := range files {
			a := summarize(results[fi][0].times)
			for ci := 1; ci < len(procs); ci++ {
				if skipped(procs[0], file) || skipped(procs[ci], file) {
					continue
				}
				b := summarize(results[fi][ci].times)
				fmt.Fprintf(out, "%-22s %-12s median %.2fx  mean %.2fx  p99 %.2fx  worst %.2fx\n", filepath.Base(file), procs[ci].name,
					ratio(b.median, a.median), ratio(b.mean, a.mean), ratio(b.p99, a.p99), ratio(b.worst, a.worst))
			}
		}
	}
	for fi := range files {
		for ci := range procs {
			if results[fi][ci].bad > 0 && ci == 0 {
				return errors.New(procs[0].name + " gave wrong answers")
			}
		}
	}
	return nil
}

// judge checks one answer against the label and, for a helpmate, replays
// its line.
func judge(t *tally, q question, answer string, spent time.Duration) {
	t.times = append(t.times, spent)
	word, rest, _ := strings.Cut(answer, " ")
	wrong := ""
	switch word {
	case "unwinnable":
		t.no++
		if q.want {
			wrong = "says no mate"
		}
	case "undetermined":
		t.unknown++
	case "winnable":
		t.yes++
		_, rest, _ = strings.Cut(rest, " ") // "moves"
		moves, _, _ := strings.Cut(rest, " ")
		n, err := replay(q.pos, q.side, moves)
		switch {
		case err != nil:
			wrong = err.Error()
		case !q.want:
			wrong = "says mate, labelled no mate"
		default:
			t.plies = append(t.plies, n)
			t.lined = append(t.lined, q)
		}
	default:
		wrong = "answered " + strconv.Quote(answer)
	}
	if wrong != "" {
		t.bad++
		if len(t.bads) < maxListed {
			t.bads = append(t.bads, fmt.Sprintf("%s %s (%s): %s", q.where, q.side, q.fen, wrong))
		}
	}
}

// replay plays a comma-separated UCI line and checks that it ends in mate
// by side; it returns the line's length in plies.
func replay(p chess.Position, side chess.Color, moves string) (int, error) {
	n := 0
	if moves != "" {
		for _, text := range strings.Split(moves, ",") {
			m, err := chess.ParseUCI(p, text)
			if err != nil {
				return 0, fmt.Errorf("move %d: %w", n+1, err)
			}
			p = p.Play(m)
			n++
		}
	}
	var buf [256]chess.Move
	if len(p.LegalMoves(buf[:0])) != 0 || !p.InCheck() || p.Turn() == side {
		return 0, errors.New("the line does not end in mate by " + side.String())
	}
	return n, nil
}

func readLabelled(path string, limit int) ([]question, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var qs []question
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if limit > 0 && len(qs) >= 2*limit {
			break
		}
		label, fen, ok := strings.Cut(text, " ")
		if !ok || len(label) != 2 {
			return nil, fmt.Errorf("%s:%d: want \"XY FEN\", got %q", path, n, text)
		}
		p, err := chess.ParseFENLax(fen)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, n, err)
		}
		where := fmt.Sprintf("%s:%d", filepath.Base(path), n)
		qs = append(qs,
			question{where: where, fen: fen, side: chess.White, want: label[0] == 'W', pos: p},
			question{where: where, fen: fen, side: chess.Black, want: label[1] == 'B', pos: p})
	}
	return qs, sc.Err()
}

// child is a solver process answering one line at a time.
type child struct {
	name, command string
	cmd           *exec.Cmd
	in            io.WriteCloser
	lines         chan string // the process's output, line by line; closed at its end
	task          string      // /proc/PID/task
	stderr        *tail       // the end of what the process wrote on standard error
	failures      int         // positions in a row left unanswered
	failedFEN     string      // the last of them
}

// tail keeps the last tailSize bytes written to it.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

const tailSize = 2048

func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if len(t.buf) > tailSize {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-tailSize:]...)
	}
	return len(b), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return strings.TrimSpace(string(t.buf))
}

// errNoAnswer is a question the solver did not answer: it died, or took
// longer than the timeout.
var errNoAnswer = errors.New("no answer")

func (c *child) start() error {
	cmd := exec.Command("sh", "-c", "exec "+c.command)
	c.stderr = &tail{}
	cmd.Stderr = c.stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("%s: %w", c.name, err)
	}
	lines := make(chan string, 1)
	go func() {
		defer close(lines)
		r := bufio.NewReader(out)
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			lines <- line
		}
	}()
	c.cmd, c.in, c.lines = cmd, in, lines
	c.task = fmt.Sprintf("/proc/%d/task", cmd.Process.Pid)
	// The process's start (the runtime, the program's initialisation) is
	// no answer's: a first line, answered at once by every solver and not
	// counted, waits for it to end.
	if _, _, err := c.ask(readyLine, readyTimeout); err != nil {
		return fmt.Errorf("%s did not answer its first line %q: %w; %s", c.name, readyLine, err, c.stop())
	}
	return nil
}

// readyLine is the line each solver is asked once started, its time not
// counted: two bare kings, which no solver has to search.
const (
	readyLine    = "8/8/8/8/8/8/8/K1k5 w - - white"
	readyTimeout = time.Minute
)

// ask sends one line and returns the answer and the CPU time the process
// spent between the question and the answer.
func (c *child) ask(line string, timeout time.Duration) (string, time.Duration, error) {
	before, err := c.cpu()
	if err != nil {
		return "", 0, fmt.Errorf("%w: %v", errNoAnswer, err)
	}
	if _, err := io.WriteString(c.in, line+"\n"); err != nil {
		return "", 0, fmt.Errorf("%w: %v", errNoAnswer, err)
	}
	var answer string
	select {
	case a, ok := <-c.lines:
		if !ok {
			return "", 0, fmt.Errorf("%w: the solver ended", errNoAnswer)
		}
		answer = a
	case <-time.After(timeout):
		spent, _ := c.cpu()
		return "", spent - before, fmt.Errorf("%w within %v", errNoAnswer, timeout)
	}
	after, err := c.cpu()
	if err != nil {
		return "", 0, err
	}
	return strings.TrimSpace(answer), after - before, nil
}

// cpu sums the run time of every thread of the process.
func (c *child) cpu() (time.Duration, error) {
	tasks, err := os.ReadDir(c.task)
	if err != nil {
		return 0, err
	}
	var sum time.Duration
	for _, t := range tasks {
		b, err := os.ReadFile(filepath.Join(c.task, t.Name(), "schedstat"))
		if err != nil {
			continue // the thread ended
		}
		field, _, _ := strings.Cut(string(b), " ")
		ns, err := strconv.ParseInt(field, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("%s: %w", c.task, err)
		}
		sum += time.Duration(ns)
	}
	return sum, nil
}

// stop ends the process: it closes its input and, if it has not ended
// by itself soon after, kills it. It says how the process ended and
// what it last wrote on standard error.
func (c *child) stop() string {
	c.in.Close()
	done := make(chan struct{})
	go func() {
		for range c.lines {
		}
		close(done)
	}()
	killed := ""
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		c.cmd.Process.Kill()
		killed = "killed 5 s after its input closed; "
		<-done
	}
	err := c.cmd.Wait()
	ended := "it ended normally"
	if err != nil {
		ended = "it ended: " + err.Error()
	}
	if text := c.stderr.String(); text != "" {
		ended += ", standard error: " + strconv.Quote(text)
	}
	return killed + ended
}

type summary struct{ median, mean, p99, worst time.Duration }

func summarize(times []time.Duration) summary {
	if len(times) == 0 {
		return summary{}
	}
	sorted := slices.Clone(times)
	slices.Sort(sorted)
	var total time.Duration
	for _, t := range sorted {
		total += t
	}
	return summary{
		median: sorted[len(sorted)/2],
		mean:   total / time.Duration(len(sorted)),
		p99:    sorted[len(sorted)*99/100],
		worst:  sorted[len(sorted)-1],
	}
}

func us(d time.Duration) string {
	if d >= 10*time.Millisecond {
		return fmt.Sprintf("%.1fms", d.Seconds()*1e3)
	}
	return fmt.Sprintf("%.1fus", d.Seconds()*1e6)
}

func micro(d time.Duration) float64 { return d.Seconds() * 1e6 }

// lineSummary is the median, mean and longest of the lengths of the
// helpmate lines shown, in plies.
type lineSummary struct {
	median, longest int
	mean            float64
}

func lines(ps []int) lineSummary {
	if len(ps) == 0 {
		return lineSummary{}
	}
	s := slices.Clone(ps)
	slices.Sort(s)
	total := 0
	for _, n := range s {
		total += n
	}
	return lineSummary{median: s[len(s)/2], mean: float64(total) / float64(len(s)), longest: s[len(s)-1]}
}

// plies returns the median, mean and longest of the lines' lengths.
func plies(ps []int) string {
	if len(ps) == 0 {
		return "-"
	}
	l := lines(ps)
	return fmt.Sprintf("%d/%.1f/%d", l.median, l.mean, l.longest)
}

func ratio(a, b time.Duration) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}
