// Package pairingtest is a stand-in for a pairing program in tests: the
// test binary itself, run again, speaks bbpPairings' command line
// (--dutch INPUT -p OUTPUT, --dutch INPUT -c) and its exit statuses, so
// that tests of the console, the backend and arbiterctl call a real
// process without bbpPairings being installed.
//
// A test package calls Serve first thing in TestMain; a test calls
// Program for the path to give as the pairing program. The stand-in pairs
// simply (by score, then start rank, avoiding rematches; the lowest
// player without a bye gets the bye): it proves the plumbing, not the
// Dutch rules, which only the real program decides.
package pairingtest

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/tournament"
)

const (
	envActive = "ARBITER_PAIRING_STANDIN"
	// EnvFail makes the stand-in fail: "1" (no pairing), "3" (bad input),
	// "sleep" (never finishes), "garbage" (writes an unreadable list).
	EnvFail = "ARBITER_PAIRING_STANDIN_FAIL"
	// EnvInput names a file the stand-in copies the TRF it was given to.
	EnvInput = "ARBITER_PAIRING_STANDIN_INPUT"
)

// Serve runs the stand-in and exits when the test binary was started as
// one; otherwise it returns at once.
func Serve() {
	if os.Getenv(envActive) != "1" {
		return
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// Program returns the path of the stand-in (the running test binary) and
// makes the processes this test starts act as it.
func Program(t testing.TB) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(envActive, "1")
	return exe
}

// KeepInput makes the stand-in keep the TRF it is given, each time, in
// the file whose path it returns, for the test to read.
func KeepInput(t testing.TB) string {
	t.Helper()
	path := t.TempDir() + "/given.trf"
	t.Setenv(EnvInput, path)
	return path
}

// Fail makes the stand-in fail as EnvFail says for the rest of the test.
func Fail(t testing.TB, how string) { t.Setenv(EnvFail, how) }

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) < 3 || (args[0] != "--dutch" && args[0] != "--burstein") {
		fmt.Fprintln(stderr, "usage: standin (--dutch | --burstein) input-file (-c | -p output-file)")
		return 3
	}
	data, err := os.ReadFile(args[1])
	if err != nil {
		fmt.Fprintf(stderr, "Error opening file %s\n", args[1])
		return 5
	}
	if keep := os.Getenv(EnvInput); keep != "" {
		if err := os.WriteFile(keep, data, 0o644); err != nil {
			fmt.Fprintf(stderr, "Error writing file %s\n", keep)
			return 5
		}
	}
	switch os.Getenv(EnvFail) {
	case "1":
		fmt.Fprintln(stderr, "No valid pairing exists: the stand-in was told so")
		return 1
	case "3":
		fmt.Fprintln(stderr, "Invalid line \"001 ...\": the stand-in was told so")
		return 3
	case "sleep":
		time.Sleep(time.Hour)
	}
	t, err := tournament.ReadTRF(bytes.NewReader(data))
	if err != nil {
		fmt.Fprintf(stderr, "Error parsing file %s: %v\n", args[1], err)
		return 3
	}
	if args[2] == "-c" {
		fmt.Fprintf(stdout, "%s: checked %d round(s)\n", strings.TrimSuffix(args[1], ".trf"), len(t.Rounds))
		return 0
	}
	if args[2] != "-p" || len(args) < 4 {
		fmt.Fprintln(stderr, "want -p output-file or -c")
		return 3
	}
	if t.Event.RoundCount > 0 && len(t.Rounds) >= t.Event.RoundCount {
		fmt.Fprintln(stderr, "The tournament has no more rounds to pair (XXR)")
		return 3
	}
	pairs, ok := pair(t)
	if !ok {
		fmt.Fprintln(stderr, "No valid pairing exists for the next round")
		return 1
	}
	var out bytes.Buffer
	fmt.Fprintf(&out, "%d\n", len(pairs))
	for _, p := range pairs {
		fmt.Fprintf(&out, "%d %d\n", p[0], p[1])
	}
	if os.Getenv(EnvFail) == "garbage" {
		out.Reset()
		out.WriteString("3\n1 2\n")
	}
	if err := os.WriteFile(args[3], out.Bytes(), 0o644); err != nil {
		fmt.Fprintf(stderr, "Error writing %s\n", args[3])
		return 5
	}
	return 0
}

// pair pairs the next round: players without a bye for it, by score
// then start rank, each with the next one he has not met; with an odd
// number the lowest who has had no bye sits out.
func pair(t *tournament.Tournament) ([][2]int, bool) {
	next := len(t.Rounds) + 1
	scores := t.ScoresBefore(next)
	excused := map[int]bool{}
	for _, b := range t.ByesFor(next) {
		excused[b.White] = true
	}
	met, hadBye, whites := map[[2]int]bool{}, map[int]bool{}, map[int]int{}
	for _, r := range t.Rounds {
		for _, p := range r.Pairings {
			if p.IsBye() {
				if p.Result.Outcome == tournament.PairingBye {
					hadBye[p.White] = true
				}
				continue
			}
			met[[2]int{p.White, p.Black}], met[[2]int{p.Black, p.White}] = true, true
			whites[p.White]++
			whites[p.Black]--
		}
	}
	var players []int
	for _, p := range t.Players {
		if !excused[p.StartRank] {
			players = append(players, p.StartRank)
		}
	}
	slices.SortStableFunc(players, func(a, b int) int {
		if scores[a] != scores[b] {
			return int(scores[b] - scores[a])
		}
		return a - b
	})
	var bye []int
	if len(players)%2 == 1 {
		for i := len(players) - 1; i >= 0; i-- {
			if !hadBye[players[i]] {
				bye = []int{players[i]}
				players = slices.Delete(players, i, i+1)
				break
			}
		}
		if bye == nil {
			return nil, false
		}
	}
	games, ok := match(players, met)
	if !ok {
		return nil, false
	}
	var pairs [][2]int
	for _, g := range games {
		a, b := g[0], g[1]
		if whites[a] > whites[b] || (whites[a] == whites[b] && next%2 == 0) {
			a, b = b, a
		}
		pairs = append(pairs, [2]int{a, b})
	}
	for _, b := range bye {
		pairs = append(pairs, [2]int{b, 0})
	}
	return pairs, true
}

// match pairs the first player with the first one he has not met, and
// so on, backtracking when the rest cannot be paired.
func match(players []int, met map[[2]int]bool) ([][2]int, bool) {
	if len(players) == 0 {
		return nil, true
	}
	first := players[0]
	for i := 1; i < len(players); i++ {
		if met[[2]int{first, players[i]}] {
			continue
		}
		rest := slices.Concat(players[1:i], players[i+1:])
		if games, ok := match(rest, met); ok {
			return append([][2]int{{first, players[i]}}, games...), true
		}
	}
	return nil, false
}
