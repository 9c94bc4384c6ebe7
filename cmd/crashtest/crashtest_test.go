package main

import (
	"bytes"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The test binary doubles as the appending child: with childEnv set it
// appends to the database named there instead of running tests.
const childEnv = "ARBITER_CRASHTEST_CHILD"

func TestMain(m *testing.M) {
	if db := os.Getenv(childEnv); db != "" {
		game, _ := strconv.ParseInt(os.Getenv(childEnv+"_GAME"), 10, 64)
		main := map[string]func(string, int64, io.Writer, io.Writer) int{
			"": childMain, "record": recordMain, "backend": backendMain, "nosync": noSyncMain,
		}[os.Getenv(childEnv+"_MODE")]
		os.Exit(main(db, game, os.Stdout, os.Stderr))
	}
	if os.Getenv(liarEnv) != "" {
		lyingChild()
	}
	os.Exit(m.Run())
}

func testChild(dbPath string, gameID int64) *exec.Cmd { return modeChild("")(dbPath, gameID) }

// modeChild starts the test binary as a child of the given mode.
func modeChild(mode string) func(string, int64) *exec.Cmd {
	return func(dbPath string, gameID int64) *exec.Cmd {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), childEnv+"="+dbPath, childEnv+"_GAME="+strconv.FormatInt(gameID, 10), childEnv+"_MODE="+mode)
		return cmd
	}
}

func TestCrash_AcknowledgedEventsSurviveSIGKILL(t *testing.T) {
	const crashes = 5
	cfg := config{
		crashes: crashes,
		dir:     t.TempDir(),
		rand:    rand.New(rand.NewPCG(1, 2)),
		maxLife: 300 * time.Millisecond,
		child:   testChild,
	}
	rep, err := runParent(cfg)
	t.Log(rep.latencySummary())
	t.Log(rep)
	if err != nil {
		t.Fatal(err)
	}
	if rep.lost() != 0 || rep.found != rep.acknowledged {
		t.Errorf("%v", rep)
	}
	// A second run in the same folder continues the same game's chain.
	cfg.crashes = 1
	again, err := runParent(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if again.lost() != 0 {
		t.Errorf("second run: %v", again)
	}
}

// A lying child acknowledges an event it never stored, then waits to be
// killed: the parent must count it as lost.
const liarEnv = "ARBITER_CRASHTEST_LIAR"

func lyingChild() {
	os.Stdout.WriteString("ack 100 1000000:435889036d5bc87ed7c2f26b274cb7670329d64de83796f625af0136c06a60a9\n")
	time.Sleep(time.Minute)
	os.Exit(0)
}

func TestCrash_DetectsLostEvent(t *testing.T) {
	cfg := config{
		crashes: 1,
		dir:     t.TempDir(),
		rand:    rand.New(rand.NewPCG(5, 6)),
		// Time enough to start and print, even for a -race binary on a
		// machine busy with other tests.
		minLife: 4 * time.Second,
		maxLife: 4*time.Second + time.Millisecond,
		child: func(string, int64) *exec.Cmd {
			cmd := exec.Command(os.Args[0], "-test.run=^$")
			cmd.Env = append(os.Environ(), liarEnv+"=1")
			return cmd
		},
	}
	rep, err := runParent(cfg)
	if err == nil || rep.lost() != 1 || rep.String() != "acknowledged 1, found 0, lost 1" {
		t.Errorf("runParent with a lying child = %v, %v; want one event lost", rep, err)
	}
}

func TestReport_Lines(t *testing.T) {
	r := report{acknowledged: 120, found: 119}
	for i := 1; i <= 100; i++ {
		r.latencies = append(r.latencies, time.Duration(i)*time.Millisecond)
	}
	if got, want := r.String(), "acknowledged 120, found 119, lost 1"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if got, want := r.latencySummary(), "append latency over 100 appends: p50 50ms, p99 99ms, max 100ms"; got != want {
		t.Errorf("latencySummary() = %q, want %q", got, want)
	}
}

func TestRun_BadFlags(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"-crashes", "0"}, &out, &errb); code != 2 {
		t.Errorf("-crashes 0: exit %d, want 2", code)
	}
	if code := run([]string{"-min-life", "1s", "-max-life", "1s"}, &out, &errb); code != 2 {
		t.Errorf("-min-life equal to -max-life: exit %d, want 2", code)
	}
	if code := run([]string{"-nonsense"}, &out, &errb); code != 2 {
		t.Errorf("-nonsense: exit %d, want 2", code)
	}
}

func TestParseLine(t *testing.T) {
	const hash = "435889036d5bc87ed7c2f26b274cb7670329d64de83796f625af0136c06a60a9"
	tests := []struct {
		text    string
		events  int
		wantErr bool
	}{
		{"ack 812 7:" + hash, 1, false},
		{"ack 812 7:" + hash + " 8:" + hash, 2, false},
		{"ack 812", 0, true},
		{"nack 812 7:" + hash, 0, true},
		{"ack x 7:" + hash, 0, true},
		{"ack 812 7:" + hash[:10], 0, true},
		{"ack 812 seven:" + hash, 0, true},
		{"ack 812 4/7:" + hash + " result=4:1-0", 1, false},
		{"ack 812 x/7:" + hash, 0, true},
		{"ack 812 4/7:" + hash + " result=4", 0, true},
	}
	for _, tt := range tests {
		l, err := parseLine(tt.text)
		if (err != nil) != tt.wantErr || len(l.events) != tt.events {
			t.Errorf("parseLine(%q) = %d events, %v; want %d events, error %v", tt.text, len(l.events), err, tt.events, tt.wantErr)
		}
	}
}

// A child recording games through the engine (gamelog, or the console's
// backend), each ended by a resignation whose result is stored with it,
// is killed inside commands: every acknowledged event and result
// survives, and every game's stored result is what its events fold to.
func TestCrash_RecordWithResultsSurvivesSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("children built with -race start too slowly for these kill moments")
	}
	for _, mode := range []string{"record", "backend"} {
		t.Run(mode, func(t *testing.T) {
			var rep report
			var err error
			// On a busy machine a child may be killed before its first
			// acknowledgement: that proves nothing, so it lives longer.
			for life := 400 * time.Millisecond; ; life *= 2 {
				cfg := config{
					crashes: 5,
					dir:     t.TempDir(),
					rand:    rand.New(rand.NewPCG(3, 4)),
					minLife: life / 8,
					maxLife: life,
					child:   modeChild(mode),
					record:  true,
				}
				rep, err = runParent(cfg)
				if err != nil || rep.acknowledged > 0 || life >= 6400*time.Millisecond {
					break
				}
				t.Logf("no command acknowledged in lives up to %v: the machine is busy; again with longer lives", life)
			}
			t.Log(rep.details())
			t.Log(rep)
			if err != nil {
				t.Fatal(err)
			}
			if rep.lost() != 0 || rep.acknowledged == 0 || rep.kills != 5 {
				t.Errorf("%v; %s", rep, rep.details())
			}
		})
	}
}

// The fsync count tells a writer that syncs each commit (the store) from
// one with synchronous=OFF, which SIGKILL alone cannot.
func TestCrash_FsyncCountCatchesSynchronousOff(t *testing.T) {
	if testing.Short() {
		t.Skip("children built with -race start too slowly for these kill moments")
	}
	if runtime.GOOS != "linux" {
		t.Skip("LD_PRELOAD counting is tested on Linux")
	}
	if _, err := exec.LookPath("cc"); err != nil {
		t.Skip("no C compiler")
	}
	lib, err := buildFsyncNote(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	run := func(mode string) (report, error) {
		return runParent(config{
			crashes: 2, dir: t.TempDir(), rand: rand.New(rand.NewPCG(7, 8)),
			minLife: 500 * time.Millisecond, maxLife: 700 * time.Millisecond,
			child: modeChild(mode), fsyncNote: lib,
		})
	}
	rep, err := run("")
	if err != nil || rep.unsynced != 0 || rep.minSyncs < 1 || rep.acknowledged == 0 {
		t.Errorf("the store's writer: %v; %s", err, rep.details())
	}
	rep, err = run("nosync")
	if err == nil || !strings.Contains(err.Error(), "without an fsync") || rep.unsynced == 0 || rep.lost() != 0 {
		t.Errorf("a writer with synchronous=OFF: err = %v; %s; %v", err, rep.details(), rep)
	}
}
