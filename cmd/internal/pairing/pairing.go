// Package pairing runs a FIDE-endorsed pairing program, bbpPairings or
// JaVaFo, on an event's TRF and reads back the pair list it writes. The
// program is called, never reimplemented: Arbiter Console writes its
// input (tournament.WriteTRF) and stores what it decides.
//
// Both programs speak the same command line: SYSTEM INPUT -p OUTPUT to
// pair the next round, SYSTEM INPUT -c to check a tournament's pairings.
// bbpPairings takes the system as --dutch or --burstein; JaVaFo, a Java
// archive run with java -jar, pairs the Dutch system only.
package pairing

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/tournament"
)

// Systems are the pairing systems a program may be asked for.
var Systems = []string{"dutch", "burstein"}

// DefaultTimeout is how long a program may take to pair one round: the
// largest opens take bbpPairings seconds, JaVaFo a little more.
const DefaultTimeout = 2 * time.Minute

// Program is a pairing program as the arbiter's settings name it.
type Program struct {
	Path    string        // the bbpPairings executable, or JaVaFo's .jar
	System  string        // "dutch" (the default) or "burstein"
	Timeout time.Duration // 0 means DefaultTimeout
	Java    string        // the java command for a .jar; "" means "java"
}

// Kinds of failure, as the program's exit status (bbpPairings' README,
// JaVaFo's AUM) or the run tells them.
const (
	NoPairing = "no_pairing" // exit 1: no valid pairing exists for the round
	Crashed   = "crashed"    // exit 2: an unexpected error in the program
	BadInput  = "bad_input"  // exit 3: the request or the TRF was refused
	TooLarge  = "too_large"  // exit 4: too many players or rounds for the build
	FileError = "file_error" // exit 5: a file could not be read or written
	TimedOut  = "timed_out"  // it did not finish in time
	NotFound  = "not_found"  // the program could not be started
	BadOutput = "bad_output" // it wrote no pair list that can be read

	NoProgram = "no_program" // the settings name no program
	BadSystem = "bad_system" // the system is neither dutch nor burstein
	DutchOnly = "dutch_only" // JaVaFo was asked for another system than Dutch
)

// Error is a program's refusal or failure: its kind, the exit status and
// what the program itself said, so that the arbiter reads both.
type Error struct {
	Program string // the file's base name
	Kind    string
	Status  int    // the exit status; -1 when it did not exit
	Message string // the program's own words (standard error, else standard output)
	Err     error  // the cause, for NotFound, TimedOut and BadOutput
}

func (e *Error) Error() string {
	what := map[string]string{
		NoPairing: "no valid pairing exists for the round",
		Crashed:   "the program failed unexpectedly",
		BadInput:  "the program refused its input",
		TooLarge:  "the event is too large for this build of the program",
		FileError: "the program could not read or write a file",
		TimedOut:  "the program did not finish in time",
		NotFound:  "the program could not be started",
		BadOutput: "the program's pair list cannot be read",
		NoProgram: "no program set (bbpPairings or JaVaFo)",
		BadSystem: "the system is not dutch or burstein",
		DutchOnly: "JaVaFo pairs the Dutch system only",
	}[e.Kind]
	var b strings.Builder
	fmt.Fprintf(&b, "pairing program %s: %s", e.Program, what)
	if e.Status > 0 {
		fmt.Fprintf(&b, " (exit status %d)", e.Status)
	}
	if e.Err != nil {
		fmt.Fprintf(&b, ": %v", e.Err)
	}
	if e.Message != "" {
		fmt.Fprintf(&b, ": %s", e.Message)
	}
	return b.String()
}

func (e *Error) Unwrap() error { return e.Err }

// Key is the translation key of the failure's message; its parameters
// are Program, Status and Message (for a setting refused, Message is the
// system asked for).
func (e *Error) Key() string { return "pairprog.err." + e.Kind }

// Params are the parameters of Key's message.
func (e *Error) Params() map[string]any {
	return map[string]any{"Program": e.Program, "Status": e.Status, "Message": e.Message}
}

var statusKinds = map[int]string{1: NoPairing, 2: Crashed, 3: BadInput, 4: TooLarge, 5: FileError}

// Validate checks the settings before anything is run.
func (p Program) Validate() error {
	refuse := func(kind string) error {
		return &Error{Program: filepath.Base(p.Path), Kind: kind, Status: -1, Message: p.System}
	}
	switch {
	case strings.TrimSpace(p.Path) == "":
		return refuse(NoProgram)
	case !slices.Contains(Systems, p.system()):
		return refuse(BadSystem)
	case p.isJar() && p.system() != "dutch":
		return refuse(DutchOnly)
	}
	return nil
}

func (p Program) system() string {
	if p.System == "" {
		return "dutch"
	}
	return strings.ToLower(p.System)
}

func (p Program) isJar() bool { return strings.EqualFold(filepath.Ext(p.Path), ".jar") }

// command is the program's command line for the input file and mode
// arguments ("-p", OUTPUT or "-c").
func (p Program) command(ctx context.Context, input string, mode ...string) *exec.Cmd {
	if p.isJar() {
		java := p.Java
		if java == "" {
			java = "java"
		}
		args := append([]string{"-ea", "-jar", p.Path, input}, mode...)
		return exec.CommandContext(ctx, java, args...)
	}
	args := append([]string{"--" + p.system(), input}, mode...)
	return exec.CommandContext(ctx, p.Path, args...)
}

// Pair runs the program on trf, the event as tournament.WriteTRF writes
// it with the next round's byes, and returns the pairs of the round it
// pairs in its order (tournament.ReadPairList).
func (p Program) Pair(ctx context.Context, trf []byte) ([]tournament.Pairing, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "arbiter-pairing-")
	if err != nil {
		return nil, fmt.Errorf("pairing program: %w", err)
	}
	defer os.RemoveAll(dir)
	input, output := filepath.Join(dir, "input.trf"), filepath.Join(dir, "pairs.txt")
	if err := os.WriteFile(input, trf, 0o600); err != nil {
		return nil, fmt.Errorf("pairing program: %w", err)
	}
	if _, err := p.run(ctx, input, "-p", output); err != nil {
		return nil, err
	}
	f, err := os.Open(output)
	if err != nil {
		return nil, p.fail(BadOutput, -1, "", err)
	}
	defer f.Close()
	pairs, err := tournament.ReadPairList(f)
	if err != nil {
		return nil, p.fail(BadOutput, -1, "", err)
	}
	return pairs, nil
}

// Check runs the program's check mode (-c) on trf: it pairs every round
// again and lists where the event's pairings differ. ok is true when it
// found no discrepancy; report is what it printed.
func (p Program) Check(ctx context.Context, trf []byte) (report string, ok bool, err error) {
	if err := p.Validate(); err != nil {
		return "", false, err
	}
	dir, err := os.MkdirTemp("", "arbiter-pairing-")
	if err != nil {
		return "", false, fmt.Errorf("pairing program: %w", err)
	}
	defer os.RemoveAll(dir)
	input := filepath.Join(dir, "input.trf")
	if err := os.WriteFile(input, trf, 0o600); err != nil {
		return "", false, fmt.Errorf("pairing program: %w", err)
	}
	out, err := p.run(ctx, input, "-c")
	if err != nil {
		return "", false, err
	}
	return out, !Discrepant(out), nil
}

// Discrepant reports whether a check report lists a round whose pairings
// differ: bbpPairings prints a "Checker pairings / Tournament pairings"
// table, or a message, under each such round.
func Discrepant(report string) bool {
	for _, line := range strings.Split(strings.ReplaceAll(report, "\r", "\n"), "\n") {
		t := strings.TrimSpace(line)
		if t != "" && !strings.Contains(t, ": Round #") {
			return true
		}
	}
	return false
}

// run runs the program with a time limit and maps its exit status.
func (p Program) run(ctx context.Context, input string, mode ...string) (string, error) {
	timeout := p.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := p.command(ctx, input, mode...)
	cmd.Dir = filepath.Dir(input)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.WaitDelay = 2 * time.Second
	err := cmd.Run()
	said := strings.TrimSpace(stderr.String())
	if said == "" && err != nil {
		said = strings.TrimSpace(stdout.String())
	}
	said = strings.ReplaceAll(said, input, filepath.Base(input))
	switch {
	case ctx.Err() == context.DeadlineExceeded:
		return "", p.fail(TimedOut, -1, said, fmt.Errorf("stopped after %s", timeout))
	case err == nil:
		return stdout.String(), nil
	}
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		return "", p.fail(NotFound, -1, said, err)
	}
	kind, ok := statusKinds[exit.ExitCode()]
	if !ok {
		kind = Crashed
	}
	return "", p.fail(kind, exit.ExitCode(), said, nil)
}

func (p Program) fail(kind string, status int, said string, err error) *Error {
	return &Error{Program: filepath.Base(p.Path), Kind: kind, Status: status, Message: said, Err: err}
}
