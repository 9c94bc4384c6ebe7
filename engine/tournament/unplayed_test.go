package tournament

import "testing"

// sixPlayers is a 3-round Swiss with every kind of unplayed round, built
// to tell the two editions of C.07 16.4 apart:
//
//	R1: 1-2 1-0, 3-4 ½-½, 5-6 +/- (6 forfeits)
//	R2: 1 pairing-allocated bye, 2-3 0-1, 4-5 1-0, 6 zero-point bye
//	R3: 1-3 1-0, 4-2 ½-½, 5 half-point bye, 6 not paired
//
// Ratings 2000, 1900, ..., 1500 by start rank.
func sixPlayers(rules Rules) *Tournament {
	ps := players(6)
	for i := range ps {
		ps[i].Rating = 2000 - 100*i
	}
	bye := func(p int, o Outcome) Pairing { return Pairing{White: p, Result: Result{Outcome: o}} }
	return &Tournament{
		Event:   Event{Start: Date{Year: 2026, Month: 5, Day: 1}, TieBreakRules: rules},
		Players: ps,
		Rounds: rounds(
			[]Pairing{game(1, 2, WhiteWins), game(3, 4, Draw), game(5, 6, WhiteWinsByForfeit)},
			[]Pairing{bye(1, PairingBye), game(2, 3, BlackWins), game(4, 5, WhiteWins), bye(6, ZeroPointBye)},
			[]Pairing{game(1, 3, WhiteWins), game(4, 2, Draw), bye(5, HalfPointBye)},
		),
	}
}

// TestArticle_16_UnplayedRoundsUnderBothEditions checks every tie-break of
// the issue on sixPlayers under the 2024 text and the 2026 revision. The
// values were computed by hand from the definitions in docs/tie-breaks.md.
//
// Scores: 1: 3, 2: ½, 3: 1½, 4: 2, 5: 1½, 6: 0. Adjusted for the
// opponents (16.3): 6's forfeit loss keeps its 0 (16.2.4), his zero-point
// bye and absence, followed only by voluntary unplayed rounds, count as
// draws (16.2.5): 1; 5's half-point bye in the last round counts as the
// draw it is. Own unplayed rounds count a dummy (16.4): in 2024 with the
// player's own score; in 2026 capped, for a forfeit at the scheduled
// opponent's adjusted score, otherwise at a draw a round (1½ after three
// rounds). So 1's pairing-allocated bye counts 3 in 2024 and 1½ in 2026,
// and 5's forfeit win counts his own 1½ in 2024 and 6's 1 in 2026.
func TestArticle_16_UnplayedRoundsUnderBothEditions(t *testing.T) {
	tests := []struct {
		tb        TieBreak
		want, w26 [6]string // players 1 to 6; w26 only where 2026 differs
		why       string
	}{
		{tb: Buchholz, want: [6]string{"5", "6.5", "5.5", "3.5", "5", "0"},
			w26: [6]string{"3.5", "6.5", "5.5", "3.5", "4.5", "0"},
			why: "1: ½ + dummy 3 + 1½ (2026: dummy 1½). 5: dummy 1½ + 2 + dummy 1½ (2026: forfeit dummy 1). 6: three dummies at 0"},
		{tb: BuchholzCut1, want: [6]string{"4.5", "5", "5", "3", "3.5", "0"},
			w26: [6]string{"3", "5", "5", "3", "3", "0"},
			why: "5's half-point bye (1½) is not below his least value (1½; 2026: 1) and goes first (16.5)"},
		{tb: BuchholzCut2, want: [6]string{"3", "3", "3", "1.5", "2", "0"},
			w26: [6]string{"1.5", "3", "3", "1.5", "2", "0"},
			why: "5: the bye, then the least of 1½ (2026: 1) and 2"},
		{tb: BuchholzMedian1, want: [6]string{"1.5", "2", "2", "1.5", "1.5", "0"},
			w26: [6]string{"1.5", "2", "2", "1.5", "1", "0"},
			why: "5: the bye low, 2 high"},
		{tb: ForeBuchholz, want: [6]string{"5", "6.5", "5", "4", "5", "0"},
			w26: [6]string{"4", "6.5", "5", "4", "4.5", "0"},
			why: "round 3 games drawn: 1 has 2½, 3 2, 2 ½, 4 2; 5's bye and 6's absence stay. 1: ½ + dummy 2½ (2026: 1½) + 2"},
		{tb: AverageOpponentBuchholz, want: [6]string{"6", "4.67", "5", "5.67", "3.5", "0"},
			w26: [6]string{"6", "4.17", "4.5", "5.5", "3.5", "0"},
			why: "BH of the opponents met over the board: 2: (5 + 5½ + 3½)/3; 2026: (3½ + 5½ + 3½)/3"},
		{tb: SonnebornBerger, want: [6]string{"5", "1", "1.5", "2.5", "2.25", "0"},
			w26: [6]string{"3.5", "1", "1.5", "2.5", "1.75", "0"},
			why: "1: ½×1 + 3×1 + 1½×1 (2026: the bye 1½×1). 5: 1½×1 + 2×0 + 1½×½ (2026: 1×1 for the forfeit)"},
		{tb: SonnebornBergerCut1, want: [6]string{"4.5", "1", "1", "2.25", "1.5", "0"},
			w26: [6]string{"3", "1", "1", "2.25", "0.75", "0"},
			why: "the value of the opponent with the lowest score goes (3: ½ from 2, not the 0 from 1); 5: in 2024 the bye's ¾ is his least value and goes, in 2026 the least is the forfeit's 1, worth more than the bye's ¾, so it goes (16.5)"},
		{tb: DirectEncounter, want: [6]string{"0", "0", "0", "0", "0", "0"},
			why: "3 and 5 are tied on 1½ and never met: each could still reach 1 among them"},
		{tb: Wins, want: [6]string{"3", "0", "1", "1", "1", "0"}, why: "the pairing-allocated bye and the forfeit win count"},
		{tb: WonGames, want: [6]string{"2", "0", "1", "1", "0", "0"}, why: "over the board only"},
		{tb: BlackGames, want: [6]string{"0", "2", "2", "1", "1", "0"}, why: "6's forfeited Black game does not count"},
		{tb: BlackGamesWon, want: [6]string{"0", "0", "1", "0", "0", "0"}, why: "3 won with Black in round 2"},
		{tb: GamesElected, want: [6]string{"3", "3", "3", "3", "2", "0"},
			why: "rounds less half- and zero-point byes, forfeit losses and rounds not paired"},
		{tb: Progressive, want: [6]string{"6", "0.5", "3.5", "4", "3.5", "0"}, why: "4: ½ + 1½ + 2"},
		{tb: ProgressiveCut1, want: [6]string{"5", "0.5", "3", "3.5", "2.5", "0"}, why: "less the score after round 1"},
		{tb: Koya, want: [6]string{"1", "0.5", "0.5", "1.5", "0", "0"},
			why: "points against opponents with at least 1½ of 3 (1, 3, 4, 5); 6 forfeited to 5"},
		{tb: AverageRating, want: [6]string{"1850", "1833", "1867", "1767", "1700", "0"},
			why: "rated opponents over the board, rounded half up: 3: 5600/3"},
		{tb: PerformanceRating, want: [6]string{"2650", "1560", "1867", "1892", "900", "0"},
			why: "ARO + dp: 2: ½/3 = .17, dp -273; 4: 2/3 = .67, dp 125; 100% is +800, 0% -800"},
		{tb: PerfectPerformance, want: [6]string{"2636", "1530", "1868", "1903", "900", "0"},
			why: "FIDE's table: 1 needs 1.00 twice, a difference above 735 from 1900; 2 at 1530 expects .05+.17+.28; 4 at 1903 expects .64+.86+.50"},
		{tb: AveragePerformance, want: [6]string{"1714", "2136", "2034", "1442", "1892", "0"},
			why: "TPR of the opponents met over the board: 1: (1560+1867)/2 = 1713.5, half up"},
		{tb: AveragePerfect, want: [6]string{"1699", "2136", "2023", "1433", "1903", "0"},
			why: "PTP of the opponents met over the board: 2: (2636+1868+1903)/3 = 2135.67"},
	}
	for _, rules := range []Rules{Rules2024, Rules2026} {
		tour := sixPlayers(rules)
		for _, tt := range tests {
			want := tt.want
			if rules == Rules2026 && tt.w26 != ([6]string{}) {
				want = tt.w26
			}
			t.Run(string(rules)+"/"+string(tt.tb), func(t *testing.T) {
				got := tieBreakValues(t, tour, tt.tb)
				for p := 1; p <= 6; p++ {
					if s := got[p][0].String(); s != want[p-1] {
						t.Errorf("player %d: %s = %s, want %s (%s)", p, tt.tb, s, want[p-1], tt.why)
					}
				}
			})
		}
	}
}

// FIDE's table of expected scores (Handbook B.02, 8.1.2) at the edges of
// its ranges, as PTP uses it.
func TestExpectedScoreTable(t *testing.T) {
	for _, tt := range []struct{ diff, want int }{
		{0, 50}, {3, 50}, {4, 51}, {10, 51}, {11, 52}, {188, 74}, {189, 75},
		{735, 99}, {736, 100}, {1200, 100}, {-3, 50}, {-4, 49}, {-736, 0},
	} {
		if got := expected(2000+tt.diff, 2000); got != tt.want {
			t.Errorf("expected score at a difference of %d: %d hundredths, want %d", tt.diff, got, tt.want)
		}
	}
}
