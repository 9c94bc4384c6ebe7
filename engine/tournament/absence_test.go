package tournament

import "testing"

// A player defaulted in the last round starts the next with a zero-point
// bye unless the arbiter excused him; a bye he was granted for that round
// and a withdrawal come first; an absence from an earlier round counts
// not.
func TestArticle_6_7_1_AbsenceGivesTheNextRoundAZeroPointBye(t *testing.T) {
	for _, tc := range []struct {
		name     string
		change   func(*Tournament)
		want     Outcome // the bye player 2 starts round 2 with; Unfinished: none
		absentBy bool
	}{
		{"defaulted", func(*Tournament) {}, ZeroPointBye, true},
		{"excused", func(t *Tournament) { t.Excused = []Absence{{StartRank: 2, Round: 1}} }, Unfinished, false},
		{"half-point bye granted", func(t *Tournament) {
			t.Requests = []ByeRequest{{StartRank: 2, Round: 2, Outcome: HalfPointBye}}
		}, HalfPointBye, false},
		{"withdrawn", func(t *Tournament) { t.Withdrawals = []Withdrawal{{StartRank: 2, From: 2}} }, ZeroPointBye, false},
		{"absent in an earlier round", func(t *Tournament) { t.Absences = []Absence{{StartRank: 2, Round: 0}} }, Unfinished, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := &Tournament{
				Event:   Event{RoundCount: 5},
				Players: []Player{{StartRank: 1, Name: "A, A"}, {StartRank: 2, Name: "B, B"}, {StartRank: 3, Name: "C, C"}},
				Rounds: []Round{{Number: 1, Pairings: []Pairing{
					{Board: 1, White: 1, Black: 2, Result: Result{Outcome: WhiteWinsByForfeit}},
					{White: 3, Result: Result{Outcome: PairingBye}},
				}}},
				Absences: []Absence{{StartRank: 2, Round: 1}},
			}
			tc.change(tr)
			if err := tr.Validate(); err != nil {
				t.Fatal(err)
			}
			got := Unfinished
			for _, b := range tr.ByesFor(2) {
				if b.White == 2 {
					got = b.Result.Outcome
				}
			}
			if got != tc.want || tr.AbsentBye(2, 2) != tc.absentBy {
				t.Errorf("round 2 starts with %v (absence's bye %v), want %v (%v)", got, tr.AbsentBye(2, 2), tc.want, tc.absentBy)
			}
			if _, err := tr.NextRound([]Pairing{{Board: 1, White: 1, Black: 2}}); (err == nil) != (tc.want == Unfinished) {
				t.Errorf("pairing player 2 in round 2: %v", err)
			}
		})
	}
}
