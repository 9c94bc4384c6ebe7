package laws

import (
	"slices"
	"testing"
	"time"
)

// The 2017 text keeps 2014's condition: the claimant must still have time
// on his own clock after stopping it (A.4.3); 2018 dropped it.
func TestArticle_A_4_3_ClaimantMustHaveTime2017(t *testing.T) {
	rs := checkScenario(t, "A.4.3-flag-claim-2017-claimant-out-of-time", ClockSet, FlagClaimTooLate)
	wantResult(t, rs[1], Ongoing)
	wantArticles(t, rs[1], "A.4.3")
	if rs[1].Params["claimed_by"] != "white" {
		t.Errorf("claimant recorded as %q, want white", rs[1].Params["claimed_by"])
	}
	rs = checkScenario(t, "A.4.3-flag-claim-2018-claimant-out-of-time-wins", ClockSet, FlagLoss)
	wantResult(t, rs[1], WhiteWins)
}

func TestArticle_A_5_3_FlagClaim2023(t *testing.T) {
	rs := checkScenario(t, "A.5.3-flag-claim-2023", FlagLoss)
	wantArticles(t, rs[0], "6.9", "A.5.3")
	wantResult(t, rs[0], BlackWins)
	wantArticles(t, checkScenario(t, "A.5.5-arbiter-calls-flag-2023", FlagLoss)[0], "6.9", "A.5.5")
}

func TestArticle_A_3_RapidOneMinute2023(t *testing.T) {
	rs := checkScenario(t, "A.3-rapid-2023-illegal-one-minute", IllegalFirst, IllegalSecond)
	if got := rs[0].Effects.Time[0]; got != time.Minute {
		t.Errorf("2023 rapid illegal move gives White %v, want 1m", got)
	}
	wantArticles(t, rs[0], "7.5.1", "7.5.5", "A.3", "3.7.1")
	if rs[0].Params["breaks"] != "3.7.1" || rs[0].Params["minutes"] != "1" {
		t.Errorf("params %v, want breaks 3.7.1 and 1 minute", rs[0].Params)
	}
	wantResult(t, rs[1], WhiteWins)
	rs = checkScenario(t, "A.5.2-rapid-2023-first-illegal-one-minute", IllegalFirst)
	wantArticles(t, rs[0], "7.5.1", "7.5.5", "A.5.2", "A.3")
	if got := rs[0].Effects.Time[0]; got != time.Minute {
		t.Errorf("2023 rapid A.5 illegal move gives White %v, want 1m", got)
	}
	rs = checkScenario(t, "A.3-rapid-2023-incorrect-claim-one-minute", ClaimIncorrect)
	wantArticles(t, rs[0], "9.2.2", "9.5.3", "A.3", "9.1.2.3")
	if got := rs[0].Effects.Time[0]; got != time.Minute {
		t.Errorf("2023 rapid incorrect claim gives White %v, want 1m", got)
	}
}

// Two minutes stay in 2018 rapid and in 2023 standard play.
func TestArticle_7_5_5_TwoMinutesOutsideRapid2023(t *testing.T) {
	for _, name := range []string{"A.3-rapid-2018-illegal-two-minutes", "A.3-standard-2023-illegal-two-minutes"} {
		rs := checkScenario(t, name, IllegalFirst)
		if got := rs[0].Effects.Time[0]; got != 2*time.Minute {
			t.Errorf("%s: White gets %v, want 2m", name, got)
		}
		wantArticles(t, rs[0], "7.5.1", "7.5.5", "3.7.1")
	}
}

// Blitz without adequate supervision reaches A.3's minute through B.3.
func TestArticle_B_3_BlitzOneMinuteThroughA3_2023(t *testing.T) {
	rs := checkScenario(t, "B.3-blitz-2023-one-minute", IllegalFirst)
	wantArticles(t, rs[0], "7.5.1", "7.5.5", "A.5.2", "B.3", "A.3")
	if got := rs[0].Effects.Time[1]; got != time.Minute {
		t.Errorf("2023 blitz gives Black %v, want 1m", got)
	}
}

// Blitz with adequate supervision (B.2): the minute is A.3's, not B.3's,
// and the ruling says how the texts were read.
func TestArticle_B_2_BlitzAdequateSupervisionOneMinuteUnderA3_2023(t *testing.T) {
	rs := checkScenario(t, "B.2-blitz-2023-incorrect-claim-one-minute", ClaimIncorrect)
	wantArticles(t, rs[0], "9.3.2", "9.5.3", "A.3", "9.1.2.3")
	if got := rs[0].Effects.Time[0]; got != time.Minute {
		t.Errorf("2023 blitz incorrect claim gives White %v, want 1m", got)
	}
	if len(rs[0].Notes) != 1 || rs[0].Notes[0] != noteBlitzMinute2023 {
		t.Errorf("notes %v, want %s", rs[0].Notes, noteBlitzMinute2023)
	}
	rs = checkScenario(t, "B.2-blitz-2023-illegal-one-minute", IllegalFirst)
	wantArticles(t, rs[0], "7.5.1", "7.5.5", "A.3")
	if got := rs[0].Effects.Time[0]; got != time.Minute || len(rs[0].Notes) != 1 {
		t.Errorf("2023 supervised blitz illegal move gives White %v with notes %v, want 1m and the note", got, rs[0].Notes)
	}
}

func TestArticle_5_1_2_ResignationAgainstABareKing(t *testing.T) {
	rs := checkScenario(t, "5.1.2-resignation-bare-king-2023", ResignationDraw)
	wantResult(t, rs[0], Drawn)
	wantArticles(t, rs[0], "5.1.2")
	wantResult(t, checkScenario(t, "5.1.2-resignation-bare-king-2018", Resignation)[0], WhiteWins)
	wantResult(t, checkScenario(t, "5.1.2-resignation-2023", Resignation)[0], WhiteWins)
}

// 2018 A.3.1.x, A.3.2, A.4.x and B.3.1.x, B.3.2 are 2023 A.4.x, A.4.3,
// A.5.x and B.2.x, B.2.3.
func TestArticle_A_5_RenumberedCitations2023(t *testing.T) {
	s := ScoresheetShown
	rs := checkScenario(t, "A.4.3-scoresheet-requests-2023", s, s, s, s, s, ScoresheetDistraction)
	wantArticles(t, rs[5], "A.4.3")
	wantArticles(t, checkScenario(t, "B.2.3-scoresheet-blitz-2023", s)[0], "B.2.3")
	rs = checkScenario(t, "A.5.4-illegal-position-draw-2023", IllegalPositionWait, IllegalPositionDraw)
	wantArticles(t, rs[1], "A.5.4")
	wantArticles(t, checkScenario(t, "A.5.1.2-no-setup-claim-2023", SetupTooLate)[0], "A.5.1.2")
}

func TestArticle_8_1_1_2_ElectronicScoresheet(t *testing.T) {
	rs := checkScenario(t, "8.1.1.2-electronic-scoresheet-claim-2023", ClaimCorrect)
	wantArticles(t, rs[0], "9.2.1", "9.5.2", "8.1.1.2")
	rs = checkScenario(t, "8.1.1.2-electronic-scoresheet-claim-2018", ClaimElectronicNoRule, ProposalConfirmed)
	if !rs[0].Proposed || rs[1].DecidedBy != "Chief" {
		t.Errorf("2018 electronic scoresheet: want a proposal decided by Chief, got %+v", rs)
	}
	wantArticles(t, rs[0], "8.1.1", "9.2.1.1")
}

func TestArticle_9_2_2_1_EnPassantMakesPositionsDiffer(t *testing.T) {
	rs := checkScenario(t, "9.2.2.1-en-passant-differs", ClaimIncorrect)
	wantArticles(t, rs[0], "9.2.1.1", "9.2.2.1", "9.5.3", "9.1.2.3")
}

func TestArticle_9_2_2_2_CastlingRightsMakePositionsDiffer(t *testing.T) {
	rs := checkScenario(t, "9.2.2.2-castling-rights-differ", ClaimIncorrect)
	wantArticles(t, rs[0], "9.2.1.2", "9.2.2.2", "9.5.3", "9.1.2.3")
	rs = checkScenario(t, "9.2.2.2-castling-rights-differ-2014", ClaimIncorrect)
	wantArticles(t, rs[0], "9.2 b", "9.2", "9.5 b", "9.1 b")
}

// The 2017 seed texts disagree on 9.6.1; the ruling says which reading
// it follows.
func TestArticle_9_6_1_ConflictingTexts2017(t *testing.T) {
	rs := checkScenario(t, "9.6.1-fivefold-2017-conflicting-texts", Fivefold)
	if len(rs[0].Notes) != 1 || rs[0].Notes[0] != "note.conflict.2017_9_6_1" {
		t.Errorf("notes %v, want the 2017 9.6.1 reading", rs[0].Notes)
	}
	if rs := checkScenario(t, "9.6.1-fivefold-not-consecutive-2018", Fivefold); len(rs[0].Notes) != 0 {
		t.Errorf("2018 notes %v, want none", rs[0].Notes)
	}
}

func TestArticle_III_5_2_PostponedTimeIsTheArbitersChoice(t *testing.T) {
	rs := checkScenario(t, "III.5.2-postpone-may-award-time", QuickplayPostponed, QuickplayPostponedTime, ProposalConfirmed)
	if !rs[1].Proposed || rs[1].Clock[1] != time.Hour {
		t.Errorf("two minutes applied before the arbiter decided: %+v", rs[1])
	}
	if rs[2].Clock[1] != time.Hour+2*time.Minute || rs[2].DecidedBy != "Chief" {
		t.Errorf("after confirming: clock %v, decided by %q; want 1h02m by Chief", rs[2].Clock[1], rs[2].DecidedBy)
	}
	rs = checkScenario(t, "III.5.2-postpone-no-time", QuickplayPostponed, QuickplayPostponedTime, ProposalOverridden)
	if rs[2].Clock[1] != time.Hour {
		t.Errorf("after overriding: Black has %v, want 1h", rs[2].Clock[1])
	}
}

func TestArticle_9_1_2_1_AcceptingALapsedOffer(t *testing.T) {
	rs := checkScenario(t, "9.1.2.1-accepting-a-lapsed-offer", DrawOffered, DrawOfferLapsed, DrawOfferNoLongerStands)
	wantResult(t, rs[2], Ongoing)
	wantArticles(t, rs[2], "9.1.2.1")
}

func TestArticle_3_9_2_IllegalMoveExposesKing(t *testing.T) {
	rs := checkScenario(t, "3.9.2-illegal-move-exposes-king", IllegalFirst)
	wantArticles(t, rs[0], "7.5.1", "7.5.5", "3.9.2")
	rs = checkScenario(t, "3.8.2.2.1-illegal-castling-through-check-2014", IllegalFirst)
	wantArticles(t, rs[0], "7.5 a", "7.5 b", "3.8 b")
}

// Not necessarily by a repetition of moves (9.2): the same position
// reached by a different order of moves counts. The scenario is under
// 2023, where the item is 9.2.2 (2018 9.2.1.2).
func TestArticle_9_2_2_ThreefoldByTransposition(t *testing.T) {
	rs := checkScenario(t, "9.2.2-threefold-by-transposition", ClaimCorrect)
	wantArticles(t, rs[0], "9.2.2", "9.5.2")
	wantResult(t, rs[0], Drawn)
}

func TestArticle_7_7_2_TwoHandsUnderA4_2017(t *testing.T) {
	rs := checkScenario(t, "7.7.2-two-hands-rapid-2017", PositionReinstated, IllegalFirst)
	wantArticles(t, rs[1], "7.7.1", "7.7.2")
	wantResult(t, rs[1], Ongoing)
}

// An illegal move found later is checked in the position it was tried in.
func TestArticle_7_5_1_IllegalMoveFoundLaterIsChecked(t *testing.T) {
	rs := checkScenario(t, "7.5.1-illegal-move-found-later", PositionReinstated, IllegalFirst)
	wantArticles(t, rs[1], "7.5.1", "7.5.5", "3.2")
}

func TestArticle_9_5_3_IntendedMoveIllegal(t *testing.T) {
	rs := checkScenario(t, "9.5.3-intended-move-illegal", ClaimIncorrect)
	wantArticles(t, rs[0], "9.2.1.1", "3.6", "9.5.3", "9.1.2.3")
	if rs[0].Effects.MustPlay != "" || rs[0].Params["intended_move_illegal"] != "f6f4" {
		t.Errorf("effects %+v, params %v", rs[0].Effects, rs[0].Params)
	}
}

// 2014 numbers the two kinds of claim as items of 9.3, and Appendix G's
// scope is G.3.
func TestArticle_9_3_FiftyMoveClaim2014(t *testing.T) {
	rs := checkScenario(t, "9.3-fifty-moves-2014", ClaimIncorrect, ClaimCorrect)
	wantArticles(t, rs[0], "9.3 b", "9.5 b", "9.1 b")
	wantArticles(t, rs[1], "9.3 a", "9.5 a")
	wantArticles(t, checkScenario(t, "G.3-increment-not-in-force-2014", QuickplayNotInForce)[0], "G.3")
}

// 9.1.2.3: a claim under 9.2 or 9.3 is also a draw offer. After an
// incorrect claim the offer stands (9.1.2.1) and the opponent may accept
// it: the game is drawn by agreement (5.2.3).
func TestArticle_9_1_2_3_IncorrectClaimIsADrawOffer(t *testing.T) {
	for _, tt := range []struct {
		name    string
		claimed string
		time    time.Duration
	}{
		{"9.1.2.3-incorrect-claim-is-a-draw-offer-2018", "9.2.1.2", 2 * time.Minute},
		{"9.1.2.3-incorrect-claim-is-a-draw-offer-2023", "9.2.2", time.Minute},
	} {
		rs := checkScenarioFinal(t, tt.name, ClaimIncorrect, DrawAgreed)
		if got := rs[0].Effects.Time[1]; got != tt.time || rs[0].Articles[0] != tt.claimed {
			t.Errorf("%s: Black gets %v under %v, want %v under %s", tt.name, got, rs[0].Articles, tt.time, tt.claimed)
		}
		if arts := rs[0].Articles; arts[len(arts)-1] != "9.1.2.3" || rs[0].Params["draw_offer"] != "stands" {
			t.Errorf("%s: the claim cites %v with params %v; want 9.1.2.3 last and the offer standing", tt.name, arts, rs[0].Params)
		}
		wantArticles(t, rs[1], "5.2.3")
		wantResult(t, rs[1], Drawn)
	}
	rs := checkScenario(t, "9.1.2.3-claim-offer-lapses-2023", ClaimIncorrect, DrawOfferLapsed, DrawOfferNoLongerStands)
	wantResult(t, rs[2], Ongoing)
	rs = checkScenario(t, "9.1.2.3-no-offer-where-agreements-are-forbidden-2023", ClaimIncorrect, DrawOfferNone)
	if rs[0].Params["draw_offer"] != "" || slices.Contains(rs[0].Articles, "9.1.2.3") {
		t.Errorf("draw agreements forbidden: the claim is an offer (%v, %v)", rs[0].Articles, rs[0].Params)
	}
	wantResult(t, rs[1], Ongoing)
}

// 2023 9.2.2 (2018 9.2.1.2): the position has just appeared a third time.
func TestArticle_9_2_2_ThreefoldJustAppeared2023(t *testing.T) {
	rs := checkScenario(t, "9.2.2-threefold-has-just-appeared-2023", ClaimCorrect)
	wantArticles(t, rs[0], "9.2.2", "9.5.2")
	wantResult(t, rs[0], Drawn)
}

// 2023 9.2.3.1 (2018 9.2.2.1): an en passant capture possible at the
// start of the sequence makes the positions differ.
func TestArticle_9_2_3_1_EnPassantMakesPositionsDiffer2023(t *testing.T) {
	rs := checkScenarioFinal(t, "9.2.3.1-en-passant-differs-2023", ClaimIncorrect)
	wantArticles(t, rs[0], "9.2.1", "9.2.3.1", "9.5.3", "9.1.2.3")
}

// 2023 9.2.1: a claim whose intended move is itself illegal is incorrect,
// citing the rule the move breaks; no move must be played.
func TestArticle_9_2_1_IntendedMoveItselfIllegal2023(t *testing.T) {
	rs := checkScenarioFinal(t, "9.2.1-intended-move-illegal-2023", ClaimIncorrect)
	wantArticles(t, rs[0], "9.2.1", "3.6", "9.5.3", "8.1.1.2", "9.1.2.3")
	if rs[0].Effects.MustPlay != "" || rs[0].Params["breaks"] != "3.6" {
		t.Errorf("effects %+v, params %v: want no move to play and 3.6 broken", rs[0].Effects, rs[0].Params)
	}
}

// Chess960 (Guidelines II) from a start in Shredder-FEN or X-FEN, with
// castling written as O-O-O or as king-takes-rook.
func TestArticle_II_3_Chess960Castling2023(t *testing.T) {
	checkScenarioFinal(t, "II.3-chess960-castling-shredder-2023")
	checkScenarioFinal(t, "II.3-chess960-castling-xfen-2023")
}

// 2023 A.5.2: an illegal move reported after the opponent's next move
// stands.
func TestArticle_A_5_2_IllegalMoveFoundLateStands2023(t *testing.T) {
	rs := checkScenarioFinal(t, "A.5.2-illegal-move-found-late-stands-2023", IllegalStands)
	wantArticles(t, rs[0], "7.5.1", "A.5.2")
	wantResult(t, rs[0], Ongoing)
}

// 2023 A.5.4: both kings in check; still so after the next move: drawn.
func TestArticle_A_5_4_BothKingsInCheck2023(t *testing.T) {
	rs := checkScenario(t, "A.5.4-both-kings-in-check-2023", IllegalPositionWait, IllegalPositionDraw)
	wantArticles(t, rs[1], "A.5.4")
	if rs[0].Params["observed"] != "both_kings_in_check" || rs[1].Params["observed"] != "both_kings_in_check" {
		t.Errorf("observed %q, %q; want both_kings_in_check", rs[0].Params["observed"], rs[1].Params["observed"])
	}
	wantResult(t, rs[1], Drawn)
}

// 2023 12.9: a penalty cites its option of 12.9 and the provision it
// applies.
func TestArticle_12_9_2_PenaltyWithItsProvision2023(t *testing.T) {
	rs := checkScenario(t, "12.9.2-penalty-under-11.5-2023", PenaltyApplied, PenaltyApplied)
	wantArticles(t, rs[0], "12.9.1", "11.5")
	wantArticles(t, rs[1], "12.9.2", "11.5")
	if rs[1].Effects.Time[0] != time.Minute || rs[1].DecidedBy != "Chief" {
		t.Errorf("effects %+v by %q, want one minute for White by Chief", rs[1].Effects, rs[1].DecidedBy)
	}
}

// The supervision setting keeps the 2018 letters in every edition; 2023's
// own B.2 and A.5 are read too, and nothing else.
func TestArticle_A_6_SupervisionNamedInTheScenario(t *testing.T) {
	for _, tt := range []struct {
		e    Edition
		s    string
		want Supervision
		ok   bool
	}{
		{Edition2018, "A.3", Adequate, true}, {Edition2018, "b4", Inadequate, true},
		{Edition2023, "A.4", Inadequate, true}, {Edition2023, "B.3", Adequate, true},
		{Edition2023, "B.2", Adequate, true}, {Edition2023, "A.5", Inadequate, true},
		{Edition2023, "inadequate", Inadequate, true}, {Edition2018, "A.5", 0, false},
		{Edition2018, "B.2", 0, false}, {Edition2023, "A.6", 0, false}, {Edition2023, "", 0, false},
	} {
		got, err := ParseSupervisionIn(tt.e, tt.s)
		if (err == nil) != tt.ok || (tt.ok && got != tt.want) {
			t.Errorf("ParseSupervisionIn(%v, %q) = %v, %v; want %v (ok %v)", tt.e, tt.s, got, err, tt.want, tt.ok)
		}
	}
}

// 2023 3.8.2.2: the castling items are unnumbered in 2023, so an illegal
// castling through an attacked square cites 3.8.2.2 itself.
func TestArticle_3_8_2_2_CastlingThroughAnAttackedSquare2023(t *testing.T) {
	rs := checkScenario(t, "3.8.2.2-castling-through-an-attacked-square-2023", IllegalFirst)
	wantArticles(t, rs[0], "7.5.1", "7.5.5", "3.8.2.2")
	if rs[0].Params["breaks"] != "3.8.2.2" {
		t.Errorf("params %v, want breaks 3.8.2.2", rs[0].Params)
	}
}

// A.6 (2018 A.5) and B.4 (2018 B.5): the articles that set each
// supervision's rules are numbered by the concordance in 2023 (A.4 and
// B.2 adequate, A.5 and B.3 inadequate), as 2018 numbered them before.
func TestArticle_A_6_SupervisionArticlesByEdition(t *testing.T) {
	for _, tt := range []struct {
		e    Edition
		s    Supervision
		want []string
	}{
		{Edition2018, Adequate, []string{"A.3.1", "B.3.1"}},
		{Edition2018, Inadequate, []string{"A.4", "B.4"}},
		{Edition2014, Inadequate, []string{"A.4", "B.4"}},
		{Edition2023, Adequate, []string{"A.4", "B.2"}},
		{Edition2023, Inadequate, []string{"A.5", "B.3"}},
	} {
		if got := SupervisionArticles(tt.e, tt.s); !slices.Equal(got, tt.want) {
			t.Errorf("SupervisionArticles(%v, %v) = %v, want %v", tt.e, tt.s, got, tt.want)
		}
	}
}
