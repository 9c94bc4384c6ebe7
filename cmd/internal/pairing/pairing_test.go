package pairing

import (
	"bytes"
	"context"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend/pairingtest"
	"github.com/arbiterconsole/arbiter/engine/tournament"
)

func TestMain(m *testing.M) {
	pairingtest.Serve()
	os.Exit(m.Run())
}

func input(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile("../../../engine/tournament/testdata/real/bbp-dutch-2025-C5.trf")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The stand-in is run as bbpPairings is: --dutch INPUT -p OUTPUT, and
// its pair list read back; player 4, absent in round 3, is not paired.
func TestPairRunsTheProgram(t *testing.T) {
	p := Program{Path: pairingtest.Program(t)}
	pairs, err := p.Pair(context.Background(), input(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range pairs {
		if q.White == 4 || q.Black == 4 {
			t.Errorf("absent player 4 paired: %+v", pairs)
		}
	}
	if len(pairs) != 3 {
		t.Errorf("pairs %+v: want 2 games and a bye among 5 players", pairs)
	}
}

func TestPairMapsExitStatus(t *testing.T) {
	for _, tc := range []struct {
		fail, kind string
		status     int
		said       string
	}{
		{"1", NoPairing, 1, "No valid pairing exists"},
		{"3", BadInput, 3, "Invalid line"},
		{"garbage", BadOutput, -1, ""},
	} {
		t.Run(tc.kind, func(t *testing.T) {
			p := Program{Path: pairingtest.Program(t)}
			pairingtest.Fail(t, tc.fail)
			_, err := p.Pair(context.Background(), input(t))
			var pe *Error
			if !errors.As(err, &pe) || pe.Kind != tc.kind || pe.Status != tc.status || !strings.Contains(pe.Message, tc.said) {
				t.Fatalf("got %#v (%v), want %s, status %d, saying %q", pe, err, tc.kind, tc.status, tc.said)
			}
			if pe.Key() != "pairprog.err."+tc.kind || !reflect.DeepEqual(pe.Params()["Status"], tc.status) {
				t.Errorf("key %s params %v", pe.Key(), pe.Params())
			}
		})
	}
}

func TestPairTimesOut(t *testing.T) {
	p := Program{Path: pairingtest.Program(t), Timeout: 300 * time.Millisecond}
	pairingtest.Fail(t, "sleep")
	_, err := p.Pair(context.Background(), input(t))
	var pe *Error
	if !errors.As(err, &pe) || pe.Kind != TimedOut {
		t.Fatalf("got %v, want a time-out", err)
	}
}

func TestPairNotFound(t *testing.T) {
	p := Program{Path: "/nonexistent/bbpPairings.exe"}
	_, err := p.Pair(context.Background(), input(t))
	var pe *Error
	if !errors.As(err, &pe) || pe.Kind != NotFound {
		t.Fatalf("got %v, want not found", err)
	}
}

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		program Program
		kind    string
	}{
		{Program{}, NoProgram},
		{Program{Path: "  "}, NoProgram},
		{Program{Path: "x", System: "lim"}, BadSystem},
		{Program{Path: "javafo.jar", System: "burstein"}, DutchOnly},
		{Program{Path: "JAVAFO.JAR", System: "Burstein"}, DutchOnly},
		{Program{Path: "bbpPairings.exe", System: "Burstein"}, ""},
		{Program{Path: "javafo.jar"}, ""},
	} {
		err := tc.program.Validate()
		var pe *Error
		switch {
		case tc.kind == "" && err != nil:
			t.Errorf("%+v refused: %v", tc.program, err)
		case tc.kind != "" && (!errors.As(err, &pe) || pe.Kind != tc.kind):
			t.Errorf("%+v: got %v, want kind %s", tc.program, err, tc.kind)
		case tc.kind != "" && pe.Key() != "pairprog.err."+tc.kind:
			t.Errorf("%+v: key %s", tc.program, pe.Key())
		}
	}
}

func TestDiscrepant(t *testing.T) {
	for _, tc := range []struct {
		name   string
		report string
		want   bool
	}{
		{"bbpPairings clean", "t: Round #1\nt: Round #2\n\n", false},
		{"bbpPairings discrepant", "t: Round #1\nt: Round #2\n  Checker pairings        Tournament pairings \n      4 -  16                  4 -  17\n", true},
		{"JaVaFo clean", readFile(t, "testdata/javafo-check-clean.txt"), false},
		{"JaVaFo colours inverted", readFile(t, "testdata/javafo-check-discrepant.txt"), true},
	} {
		if got := Discrepant(tc.report); got != tc.want {
			t.Errorf("%s: Discrepant = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// With ARBITER_JAVAFO naming javafo.jar (docs/pairing.md), JaVaFo pairs
// bbpPairings' Dutch 2025 test C5 as bbpPairings does.
func TestPairWithRealJaVaFo(t *testing.T) {
	path := os.Getenv("ARBITER_JAVAFO")
	if path == "" {
		t.Skip("ARBITER_JAVAFO is not set")
	}
	pairs, err := Program{Path: path}.Pair(context.Background(), input(t))
	if err != nil {
		t.Fatal(err)
	}
	want := []tournament.Pairing{{Board: 1, White: 1, Black: 5}, {Board: 2, White: 3, Black: 2}, {White: 6, Result: tournament.Result{Outcome: tournament.PairingBye}}}
	if !reflect.DeepEqual(pairs, want) {
		t.Errorf("pairs %+v, want %+v", pairs, want)
	}
}

// With ARBITER_BBPPAIRINGS naming a bbpPairings built from source
// (docs/pairing.md), its own Dutch 2025 test C5 gives its expected list.
func TestPairWithRealBBPPairings(t *testing.T) {
	path := os.Getenv("ARBITER_BBPPAIRINGS")
	if path == "" {
		t.Skip("ARBITER_BBPPAIRINGS is not set")
	}
	pairs, err := Program{Path: path}.Pair(context.Background(), input(t))
	if err != nil {
		t.Fatal(err)
	}
	want := []tournament.Pairing{{Board: 1, White: 1, Black: 5}, {Board: 2, White: 3, Black: 2}, {White: 6, Result: tournament.Result{Outcome: tournament.PairingBye}}}
	if !reflect.DeepEqual(pairs, want) {
		t.Errorf("pairs %+v, want %+v", pairs, want)
	}
}

// With ARBITER_BBPPAIRINGS set, bbpPairings' own files come back from
// the console's TRF writer as bbpPairings wrote them: its checker (-c)
// finds every round's pairing again.
func TestRealBBPPairingsChecksOurExports(t *testing.T) {
	path := os.Getenv("ARBITER_BBPPAIRINGS")
	if path == "" {
		t.Skip("ARBITER_BBPPAIRINGS is not set")
	}
	for _, name := range []string{"bbp-issue-7.trf", "bbp-generated-41p7r.trf", "bbp-dutch-2025-C5.trf"} {
		data, err := os.ReadFile("../../../engine/tournament/testdata/real/" + name)
		if err != nil {
			t.Fatal(err)
		}
		tm, err := tournament.ReadTRF(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := tournament.WriteTRF(&out, tm); err != nil {
			t.Fatal(err)
		}
		report, ok, err := Program{Path: path}.Check(context.Background(), out.Bytes())
		if err != nil || !ok {
			t.Errorf("%s: %v\n%s", name, err, report)
		}
	}
}
