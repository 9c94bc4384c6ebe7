// Command swisstrf writes the files scripts/five-rounds.sh feeds the
// console, in place of a pairing program (none is installed here): the
// players of the 7-player Swiss of
// cmd/arbiter/backend/testdata/seven-swiss-standings.txt as a TRF16 file,
// and for each round N the TRF16 file a pairing program writes after
// pairing it (earlier results, round N's opponents and colours without
// results, its byes) with, beside it, the results to enter, one board a
// line as "BOARD RESULT", boards numbered as the console numbers them on
// import.
//
//	go run ./scripts/swisstrf DIR
package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/tournament"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: swisstrf DIR")
		os.Exit(2)
	}
	if err := write(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "swisstrf:", err)
		os.Exit(1)
	}
}

// swiss is the event with every result, as the hand-checked table has it.
func swiss() *tournament.Tournament {
	t := &tournament.Tournament{Event: tournament.Event{
		Name: "Seven Swiss", Start: tournament.Date{Year: 2026, Month: 5, Day: 1}, RoundCount: 5, TimeControl: "90+30",
	}}
	for i, name := range []string{"Alder, Tom", "Birch, Eva", "Cedar, Jon", "Dahl, Mia", "Elm, Ola", "Fjord, Åse", "Gran, Per"} {
		t.Players = append(t.Players, tournament.Player{StartRank: i + 1, Name: name, Rating: 2400 - 100*i, Federation: "NOR"})
	}
	g := func(w, b int, o tournament.Outcome) tournament.Pairing {
		return tournament.Pairing{White: w, Black: b, Result: tournament.Result{Outcome: o}}
	}
	bye := func(p int, o tournament.Outcome) tournament.Pairing {
		return tournament.Pairing{White: p, Result: tournament.Result{Outcome: o}}
	}
	const ww, bw, d = tournament.WhiteWins, tournament.BlackWins, tournament.Draw
	for i, ps := range [][]tournament.Pairing{
		{g(1, 5, ww), g(6, 2, bw), g(3, 7, d), bye(4, tournament.PairingBye)},
		{g(2, 1, d), g(4, 3, ww), g(7, 5, tournament.WhiteWinsByForfeit), bye(6, tournament.PairingBye)},
		{g(1, 4, ww), g(3, 2, bw), g(5, 6, d), bye(7, tournament.HalfPointBye)},
		{g(2, 4, d), g(7, 1, bw), g(6, 3, bw), bye(5, tournament.PairingBye)},
		{g(1, 3, d), g(4, 7, ww), g(5, 2, bw), bye(6, tournament.ZeroPointBye)},
	} {
		t.Rounds = append(t.Rounds, tournament.Round{Number: i + 1, Pairings: ps})
	}
	return t
}

func write(dir string) error {
	full := swiss()
	players := *full.Through(0)
	if err := writeTRF(filepath.Join(dir, "players.trf"), &players); err != nil {
		return err
	}
	for n := 1; n <= len(full.Rounds); n++ {
		paired := *full.Through(n)
		paired.Rounds = append([]tournament.Round(nil), paired.Rounds...)
		last := paired.Rounds[n-1]
		last.Pairings = append([]tournament.Pairing(nil), last.Pairings...)
		for i, p := range last.Pairings {
			if !p.IsBye() {
				last.Pairings[i].Result = tournament.Result{}
			}
		}
		paired.Rounds[n-1] = last
		name := filepath.Join(dir, fmt.Sprintf("round%d.trf", n))
		if err := writeTRF(name, &paired); err != nil {
			return err
		}
		if err := writeResults(name, full.Rounds[n-1], n); err != nil {
			return err
		}
	}
	return nil
}

func writeTRF(name string, t *tournament.Tournament) error {
	var buf bytes.Buffer
	if err := tournament.WriteTRF(&buf, t); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return os.WriteFile(name, buf.Bytes(), 0o644)
}

// writeResults writes roundN.results: the board numbers the console gives
// the imported games (read back from the file it imports) with each
// game's result, in board order.
func writeResults(trf string, round tournament.Round, n int) error {
	f, err := os.Open(trf)
	if err != nil {
		return err
	}
	defer f.Close()
	paired, err := tournament.ReadTRF(f)
	if err != nil {
		return fmt.Errorf("%s: %w", trf, err)
	}
	var lines []string
	for _, p := range paired.Rounds[n-1].Pairings {
		if p.IsBye() {
			continue
		}
		for _, q := range round.Pairings {
			if q.White == p.White && q.Black == p.Black {
				lines = append(lines, fmt.Sprintf("%d %s", p.Board, q.Result))
			}
		}
	}
	return os.WriteFile(strings.TrimSuffix(trf, ".trf")+".results", []byte(strings.Join(lines, "\n")+"\n"), 0o644)
}
