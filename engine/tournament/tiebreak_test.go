package tournament

import "testing"

// fivePlayers is a 4-round event with every kind of unplayed round,
// worked through by hand in the comments of TestTieBreaks:
//
//	R1: 1-4 1-0, 2-5 ½-½, 3 pairing-allocated bye
//	R2: 3-1 0-1, 4-2 -/+ (4 forfeits), 5 half-point bye
//	R3: 1-2 ½-½, 5-3 0-1, 4 zero-point bye
//	R4: 2-3 1-0, 1-5 1-0, 4 not paired (withdrew)
//
// Ratings 2400, 2300, 2200, 2100 and unrated.
func fivePlayers(start Date, scoring Scoring) *Tournament {
	ps := players(5)
	for i, r := range []int{2400, 2300, 2200, 2100, 0} {
		ps[i].Rating = r
	}
	bye := func(p int, o Outcome) Pairing { return Pairing{White: p, Result: Result{Outcome: o}} }
	return &Tournament{
		Event:   Event{Start: start, Scoring: scoring},
		Players: ps,
		Rounds: rounds(
			[]Pairing{game(1, 4, WhiteWins), game(2, 5, Draw), bye(3, PairingBye)},
			[]Pairing{game(3, 1, BlackWins), game(4, 2, BlackWinsByForfeit), bye(5, HalfPointBye)},
			[]Pairing{game(1, 2, Draw), game(5, 3, BlackWins), bye(4, ZeroPointBye)},
			[]Pairing{game(2, 3, WhiteWins), game(1, 5, WhiteWins)},
		),
	}
}

// tieBreakValues computes the tie-breaks of every player, by start rank.
func tieBreakValues(t *testing.T, tour *Tournament, tbs ...TieBreak) map[int][]Value {
	t.Helper()
	st, err := tour.Standings(tbs...)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int][]Value{}
	for _, row := range st.Rows {
		got[row.Player.StartRank] = row.TieBreaks
	}
	return got
}

// The expected values were computed by hand from the definitions in
// docs/tie-breaks.md (FIDE Handbook C.07, the text applied from 1 August
// 2024; the event starts in 2025). Scores: 1: 3½, 2: 3, 3: 2, 4: 0, 5: 1.
// Player 4 forfeited round 2 and then took a zero-point bye and was not
// paired: the forfeit loss keeps its 0 (16.2.4) and the two requested
// byes followed only by voluntary unplayed rounds count as draws (16.2.5),
// so his opponents count him 0 + 0 + ½ + ½ = 1 (16.3). Unplayed rounds
// count a dummy opponent with the player's own score (16.4); a low cut
// takes a voluntary unplayed round first when it is worth at least the
// least significant value (16.5).
func TestTieBreaks(t *testing.T) {
	tour := fivePlayers(Date{Year: 2025, Month: 6, Day: 1}, Scoring{})
	tests := []struct {
		tb   TieBreak
		want [5]string // players 1 to 5
		why  string
	}{
		{Buchholz, [5]string{"7", "9.5", "9.5", "3.5", "9.5"},
			"1: 1+2+3+1. 2: 1 + dummy 3 (forfeit win) + 3½ + 2. 3: dummy 2 (PAB) + 3½ + 1 + 3. 4: 3½ + three dummies 0. 5: 3 + dummy 1 (H) + 2 + 3½"},
		{BuchholzCut1, [5]string{"6", "8.5", "8.5", "3.5", "8.5"},
			"the lowest goes; for 4 and 5 it is a voluntary unplayed round (0 and 1)"},
		{BuchholzCut2, [5]string{"5", "6.5", "6.5", "3.5", "6.5"},
			"5 loses his bye (1) and then the lowest, 2"},
		{BuchholzMedian1, [5]string{"3", "5", "5", "0", "5"},
			"the low cut as for Cut-1, and the highest value: 4 keeps two dummies at 0"},
		{ForeBuchholz, [5]string{"7.5", "9.5", "9.5", "3", "9.5"},
			"round 4 drawn: 1 has 3, 2 and 3 2½, 5 1½, 4 still 1 for his opponents. 1: 1+2½+2½+1½"},
		{AverageOpponentBuchholz, [5]string{"8", "8.67", "8.67", "7", "8.67"},
			"average BH of opponents met over the board: 1: (3½+9½+9½+9½)/4; 2: (9½+7+9½)/3 = 8.667, the forfeit left out"},
		{SonnebornBerger, [5]string{"5.5", "7.25", "3", "0", "2"},
			"1: 1×1 + 2×1 + 3×½ + 1×1. 2: 1×½ + 3×1 (dummy of the forfeit win) + 3½×½ + 2×1. 5: 3×½ + 1×½ (dummy of the bye)"},
		{SonnebornBergerCut1, [5]string{"4.5", "6.75", "2", "0", "1.5"},
			"the value of the opponent with the lowest score goes: 3 loses 5's 1×1, not a 0; 5's half-point bye (½) is worth as much as his least significant value and goes"},
		{Wins, [5]string{"3", "2", "2", "0", "0"}, "the forfeit win and the PAB count"},
		{WonGames, [5]string{"3", "1", "1", "0", "0"}, "over the board only"},
		{BlackGames, [5]string{"1", "1", "2", "1", "2"}, "the forfeited game 4-2 does not count"},
		{BlackGamesWon, [5]string{"1", "0", "1", "0", "0"}, "1 won with Black in round 2, 3 in round 3"},
		{GamesElected, [5]string{"4", "4", "4", "1", "3"},
			"rounds less half- and zero-point byes, forfeit losses and rounds not paired; the PAB and the forfeit win count"},
		{Progressive, [5]string{"9", "7", "6", "0", "3.5"}, "1: 1+2+2½+3½"},
		{ProgressiveCut1, [5]string{"8", "6.5", "5", "0", "3"}, "less the score after round 1"},
		{Koya, [5]string{"1.5", "1.5", "0", "0", "0.5"},
			"points against opponents with at least 2 of 4: players 1, 2 and 3 (4 counts 1½ as an opponent)"},
		{AverageRating, [5]string{"2200", "2300", "2350", "2400", "2300"},
			"rated opponents over the board: 5 is unrated, the forfeit does not count"},
		{PerformanceRating, [5]string{"2473", "2493", "1550", "1600", "2027"},
			"ARO + dp: 1 scored 2½/3 = 0.83, dp 273; 2 1½/2 = 0.75, dp 193; 5 ½/3 = 0.17, dp -273; 0% is -800"},
		{PerfectPerformance, [5]string{"2489", "2503", "1500", "1600", "2010"},
			"lowest R whose expected score by FIDE's table (B.02 8.1.2) reaches the score: 1 at 2489 expects .91+.84+.75 = 2.50 against 2100, 2200, 2300 (2488: 2.49); 0% is the lowest opponent - 800"},
		{AveragePerformance, [5]string{"1918", "2017", "2331", "2473", "2172"},
			"1: (1600+1550+2493+2027)/4 = 1917.5, rounded up"},
		{AveragePerfect, [5]string{"1903", "2000", "2334", "2489", "2164"},
			"1: (1600+1500+2503+2010)/4 = 1903.25"},
	}
	for _, tt := range tests {
		t.Run(string(tt.tb), func(t *testing.T) {
			got := tieBreakValues(t, tour, tt.tb)
			for p := 1; p <= 5; p++ {
				if s := got[p][0].String(); s != tt.want[p-1] {
					t.Errorf("player %d: %s = %s, want %s (%s)", p, tt.tb, s, tt.want[p-1], tt.why)
				}
			}
		})
	}
}

// The edition follows the start date unless the arbiter sets it. Both
// count in the event's scoring (here 3 points a win, 1 a draw: 1: 10,
// 2: 8, 3: 6, 4: 0 and 2 for his opponents, 5: 2). Player 2 won round 2
// by forfeit against player 4: the 2024 text counts a dummy with 2's own
// 8 points (16.4), the 2026 revision caps it at 4's adjusted 2.
func TestTieBreakRulesByStartDate(t *testing.T) {
	threeOne := Scoring{Win: 6, Draw: 2, Loss: 0}
	tbs := []TieBreak{Buchholz, BuchholzCut1, SonnebornBerger, Progressive, Wins}
	rules2024 := map[int]string{
		// 1: 2+6+8+2; C1 less 2; SB 2×3+6×3+8×1+2×3; PS 3+6+7+10.
		1: "18 16 38 26 3",
		// 2: 2 + dummy 8 + 10 + 6; C1 less 2; SB 2×1+8×3+10×1+6×3; PS 1+4+5+8.
		2: "26 24 54 18 2",
		// 5: 8 + dummy 2 + 6 + 10; C1 less the bye; SB 8×1 + 2×1; PS 1+2+2+2.
		5: "26 24 10 7 0",
	}
	rules2026 := map[int]string{
		1: "18 16 38 26 3",
		// 2: 2 + dummy 2 + 10 + 6; C1 less a 2; SB 2×1+2×3+10×1+6×3.
		2: "20 18 36 18 2",
		// The bye's dummy is capped at 4 draws, 4 points: 5 keeps his 2.
		5: "26 24 10 7 0",
	}
	tests := []struct {
		name  string
		start Date
		rules Rules // override, or ""
		want  map[int]string
	}{
		{"2024 text before 1 March 2026", Date{Year: 2026, Month: 2, Day: 28}, "", rules2024},
		{"2026 revision from 1 March 2026", Date{Year: 2026, Month: 3, Day: 1}, "", rules2026},
		{"2026 revision chosen for an older event", Date{Year: 2025, Month: 1, Day: 1}, Rules2026, rules2026},
		{"2024 text chosen for a newer event", Date{Year: 2026, Month: 9, Day: 1}, Rules2024, rules2024},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tour := fivePlayers(tt.start, threeOne)
			tour.Event.TieBreakRules = tt.rules
			got := tieBreakValues(t, tour, tbs...)
			for p, want := range tt.want {
				s := ""
				for i, v := range got[p] {
					if i > 0 {
						s += " "
					}
					s += v.String()
				}
				if s != want {
					t.Errorf("player %d: %v = %s, want %s", p, tbs, s, want)
				}
			}
		})
	}
}

func TestRulesFor(t *testing.T) {
	for _, tt := range []struct {
		start Date
		want  Rules
	}{
		{Date{Year: 2024, Month: 4, Day: 1}, Rules2024},
		{Date{Year: 2026, Month: 2, Day: 28}, Rules2024},
		{Date{Year: 2026, Month: 3, Day: 1}, Rules2026},
		{Date{Year: 2025}, Rules2024},
		{Date{}, Rules2026},
	} {
		if got := RulesFor(tt.start); got != tt.want {
			t.Errorf("RulesFor(%v) = %s, want %s", tt.start, got, tt.want)
		}
	}
}

// Direct encounter (C.07, direct encounter), worked by hand.
func TestDirectEncounter(t *testing.T) {
	tests := []struct {
		name   string
		rounds []Round
		want   map[int]string // DE by start rank
		ranks  map[int]int
	}{
		{
			// FIDE's exercise 26: a forfeit between tied players counts.
			// 1 and 2 have 2 points, 3 and 4 one; 1 won against 2 by
			// forfeit, 3 beat 4 over the board.
			name: "forfeit between tied players counts",
			rounds: rounds(
				[]Pairing{game(1, 2, WhiteWinsByForfeit), game(3, 4, WhiteWins)},
				[]Pairing{game(2, 3, WhiteWins), game(4, 1, WhiteWins)},
				[]Pairing{game(1, 3, WhiteWins), game(2, 4, WhiteWins)},
			),
			want:  map[int]string{1: "1", 2: "0", 3: "1", 4: "0"},
			ranks: map[int]int{1: 1, 2: 2, 3: 3, 4: 4},
		},
		{
			// 1, 2 and 3 have 2 points: 1 beat 2 and 3, who never met
			// and can reach at most 1 among them: 1 is first (6.2), and
			// 2 and 3 stay tied. 4, 5 and 6 have 1 point: 4 beat 6, 5 beat
			// 6, 4 and 5 never met; each could still reach 2: no one is
			// separated.
			name: "one out of reach is first, the rest stay tied",
			rounds: rounds(
				[]Pairing{game(1, 2, WhiteWins), game(3, 4, WhiteWins), game(5, 6, WhiteWins)},
				[]Pairing{game(1, 3, WhiteWins), game(2, 5, WhiteWins), game(4, 6, WhiteWins)},
				[]Pairing{game(1, 6, BlackWins), game(2, 4, WhiteWins), game(3, 5, WhiteWins)},
			),
			want:  map[int]string{1: "2", 2: "0", 3: "0", 4: "0", 5: "0", 6: "0"},
			ranks: map[int]int{1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tour := &Tournament{Players: players(len(tt.ranks)), Rounds: tt.rounds}
			st, err := tour.Standings(DirectEncounter)
			if err != nil {
				t.Fatal(err)
			}
			for _, row := range st.Rows {
				p := row.Player.StartRank
				if w := tt.want[p]; row.TieBreaks[0].String() != w {
					t.Errorf("player %d: DE %s, want %s", p, row.TieBreaks[0], w)
				}
				if r := tt.ranks[p]; row.Rank != r {
					t.Errorf("player %d: rank %d, want %d", p, row.Rank, r)
				}
			}
		})
	}
}
