package tournament

import (
	"reflect"
	"testing"
)

// The values of testdata/open.trf, worked out by hand from the
// definitions in docs/tie-breaks.md. Player 3 won round 2 by forfeit, player 4
// took a half-point bye in round 2, player 5 had the pairing-allocated bye
// in round 1, forfeited round 2 and was absent in round 3.
func TestStandingsOfHandWrittenFile(t *testing.T) {
	st, err := openTournament().Standings()
	if err != nil {
		t.Fatal(err)
	}
	q := func(quarters ...int) []Value {
		v := make([]Value, len(quarters))
		for i, n := range quarters {
			v[i] = 25 * Value(n)
		}
		return v
	}
	// Values in quarter points: BH, BH-C1, SB, WIN (4 per win), DE.
	want := []struct {
		rank, startRank int
		points          Points
		tieBreaks       []Value
	}{
		{1, 1, 5, q(16, 14, 13, 8, 0)},
		{2, 3, 4, q(20, 18, 10, 8, 0)},
		{3, 4, 3, q(18, 12, 9, 0, 0)},
		{4, 5, 2, q(12, 8, 4, 4, 0)},
		{5, 2, 1, q(24, 18, 3, 0, 0)},
	}
	if len(st.Rows) != len(want) {
		t.Fatalf("%d rows, want %d", len(st.Rows), len(want))
	}
	for i, w := range want {
		row := st.Rows[i]
		if row.Rank != w.rank || row.Player.StartRank != w.startRank || row.Points != w.points || !reflect.DeepEqual(row.TieBreaks, w.tieBreaks) {
			t.Errorf("row %d: rank %d player %d points %s tie-breaks %v, want rank %d player %d points %s tie-breaks %v",
				i+1, row.Rank, row.Player.StartRank, row.Points, row.TieBreaks, w.rank, w.startRank, w.points, w.tieBreaks)
		}
	}
}

// game is a shorthand for a played pairing in tests.
func game(white, black int, o Outcome) Pairing {
	return Pairing{White: white, Black: black, Result: Result{Outcome: o}}
}

func players(n int) []Player {
	ps := make([]Player, n)
	for i := range ps {
		ps[i] = Player{StartRank: i + 1, Name: string(rune('A' + i))}
	}
	return ps
}

func rounds(pairings ...[]Pairing) []Round {
	rs := make([]Round, len(pairings))
	for i, p := range pairings {
		rs[i] = Round{Number: i + 1, Pairings: p}
	}
	return rs
}

func TestStandingsRanks(t *testing.T) {
	roundRobin := &Tournament{Players: players(4), Rounds: rounds(
		[]Pairing{game(1, 2, BlackWins), game(3, 4, WhiteWins)},
		[]Pairing{game(1, 3, WhiteWins), game(2, 4, BlackWins)},
		[]Pairing{game(1, 4, WhiteWins), game(2, 3, WhiteWins)},
	)}
	oneRound := &Tournament{Players: players(4), Rounds: rounds(
		[]Pairing{game(1, 2, WhiteWins), game(3, 4, WhiteWins)},
	)}
	tests := []struct {
		name      string
		t         *Tournament
		tieBreaks []TieBreak
		ranks     map[int]int   // start rank to rank
		values    map[int]Value // in quarter points
	}{
		// 1 and 2 have 2 points, 2 beat 1; 3 and 4 have 1, 3 beat 4.
		{"direct encounter splits", roundRobin, []TieBreak{DirectEncounter},
			map[int]int{2: 1, 1: 2, 3: 3, 4: 4}, map[int]Value{2: 4, 1: 0, 3: 4, 4: 0}},
		// 1 and 3 never met: direct encounter does not apply.
		{"direct encounter needs all to have met", oneRound, []TieBreak{DirectEncounter},
			map[int]int{1: 1, 3: 1, 2: 3, 4: 3}, map[int]Value{1: 0, 3: 0}},
		{"no tie-breaks share ranks", oneRound, []TieBreak{Wins},
			map[int]int{1: 1, 3: 1, 2: 3, 4: 3}, map[int]Value{1: 4, 2: 0}},
		// Both winners beat a player with 0: Buchholz is equal.
		{"Buchholz tie", oneRound, []TieBreak{Buchholz},
			map[int]int{1: 1, 3: 1, 2: 3, 4: 3}, map[int]Value{1: 0, 2: 4}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, err := tt.t.Standings(tt.tieBreaks...)
			if err != nil {
				t.Fatal(err)
			}
			for _, row := range st.Rows {
				r := row.Player.StartRank
				if row.Rank != tt.ranks[r] {
					t.Errorf("player %d: rank %d, want %d", r, row.Rank, tt.ranks[r])
				}
				if v, ok := tt.values[r]; ok && row.TieBreaks[0] != 25*v {
					t.Errorf("player %d: %s %s, want %s", r, tt.tieBreaks[0], row.TieBreaks[0], 25*v)
				}
			}
		})
	}
}

// A withdrawn player's missed rounds count as draws for his opponents'
// Buchholz, and his own Buchholz counts his own score for them.
func TestStandingsUnplayedRounds(t *testing.T) {
	tour := &Tournament{Players: players(4), Rounds: rounds(
		[]Pairing{game(1, 2, WhiteWins), game(3, 4, WhiteWins)},
		[]Pairing{game(1, 3, WhiteWins), {White: 2, Result: Result{Outcome: ZeroPointBye}}, {White: 4, Result: Result{Outcome: PairingBye}}},
	)}
	st, err := tour.Standings(Buchholz, BuchholzCut1, SonnebornBerger)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int][]Value{}
	for _, row := range st.Rows {
		for _, v := range row.TieBreaks {
			got[row.Player.StartRank] = append(got[row.Player.StartRank], v/25)
		}
	}
	want := map[int][]Value{
		// Opponents 2 (0 points, then withdrew: ½) and 3 (1): 1.5. SB
		// counts both in full: he won both games.
		1: {6, 4, 6},
		// Opponent 1 (2), then a dummy with his own 0; the absence is cut.
		2: {8, 8, 0},
		// Opponents 4 (1) and 1 (2).
		3: {12, 8, 4},
		// Opponent 3 (1), then the pairing-allocated bye: a dummy with his own 1.
		4: {8, 4, 4},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("tie-breaks (quarter points) %v, want %v", got, want)
	}
}

func TestThroughGivesEarlierStandings(t *testing.T) {
	st, err := openTournament().Through(1).Standings()
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]Points{}
	for _, row := range st.Rows {
		got[row.Player.StartRank] = row.Points
	}
	if want := map[int]Points{1: 2, 2: 1, 3: 0, 4: 1, 5: 2}; !reflect.DeepEqual(got, want) {
		t.Errorf("points after round 1 %v, want %v", got, want)
	}
	// The bye's dummy opponent has 1 point, player 1's opponent none.
	if top := st.Rows[0]; top.Player.StartRank != 5 {
		t.Errorf("after round 1 the leader is %d, want 5", top.Player.StartRank)
	}
}

func TestParseTieBreaks(t *testing.T) {
	got, err := ParseTieBreaks("bh-c1, SB,WIN")
	if want := []TieBreak{BuchholzCut1, SonnebornBerger, Wins}; err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("ParseTieBreaks = %v, %v; want %v", got, err, want)
	}
	if got, err := ParseTieBreaks("rep,BH"); err != nil || !reflect.DeepEqual(got, []TieBreak{GamesElected, Buchholz}) {
		t.Errorf("ParseTieBreaks(rep,BH) = %v, %v; want GE, BH (2026 calls GE REP)", got, err)
	}
	for _, bad := range []string{"", "BH,BH", "BH-C3", "XYZ", "GE,REP"} {
		if _, err := ParseTieBreaks(bad); err == nil {
			t.Errorf("ParseTieBreaks(%q) succeeded", bad)
		}
	}
}

func TestValueString(t *testing.T) {
	for v, want := range map[Value]string{0: "0", 100: "1", 150: "1.5", 325: "3.25", 75: "0.75", -50: "-0.5", 1233: "12.33", 240000: "2400"} {
		if got := v.String(); got != want {
			t.Errorf("Value(%d) = %q, want %q", v, got, want)
		}
	}
}
