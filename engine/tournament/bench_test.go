package tournament

import (
	"bytes"
	"testing"
)

// roundRobinTournament pairs n players (n even) by the circle method for
// the given rounds, with results that vary by board.
func roundRobinTournament(n, rounds int) *Tournament {
	t := &Tournament{Event: Event{Name: "Benchmark Open"}, Players: players(n)}
	for i := range t.Players {
		t.Players[i].Name = "Player, Number"
		t.Players[i].Rating = 2800 - i
	}
	outcomes := []Outcome{WhiteWins, Draw, BlackWins, WhiteWins, Draw}
	ring := make([]int, n-1) // player n stays put, the others turn
	for i := range ring {
		ring[i] = i + 1
	}
	for r := range rounds {
		round := Round{Number: r + 1}
		add := func(a, b int) {
			board := len(round.Pairings) + 1
			round.Pairings = append(round.Pairings, Pairing{Board: board, White: a, Black: b,
				Result: Result{Outcome: outcomes[(board+r)%len(outcomes)]}})
		}
		add(n, ring[r%(n-1)])
		for k := 1; k < n/2; k++ {
			add(ring[(r+k)%(n-1)], ring[(r+n-1-k)%(n-1)])
		}
		t.Rounds = append(t.Rounds, round)
	}
	return t
}

func TestBenchmarkTournamentIsValid(t *testing.T) {
	if err := roundRobinTournament(400, 9).Validate(); err != nil {
		t.Fatal(err)
	}
}

// A large open: 400 players, 9 rounds.
func BenchmarkStandings(b *testing.B) {
	t := roundRobinTournament(400, 9)
	for b.Loop() {
		if _, err := t.Standings(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWriteTRF(b *testing.B) {
	t := roundRobinTournament(400, 9)
	for b.Loop() {
		if err := WriteTRF(&bytes.Buffer{}, t); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkReadTRF(b *testing.B) {
	var buf bytes.Buffer
	if err := WriteTRF(&buf, roundRobinTournament(400, 9)); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := ReadTRF(bytes.NewReader(buf.Bytes())); err != nil {
			b.Fatal(err)
		}
	}
}
