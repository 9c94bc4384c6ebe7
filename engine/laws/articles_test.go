package laws

import (
	"errors"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/clock"
)

func TestArticle_7_5_5_SecondIllegalMoveLoses(t *testing.T) {
	rs := checkScenario(t, "7.5.5-second-illegal-2018-standard", IllegalFirst, IllegalSecond)
	if got := rs[0].Effects.Time[1]; got != 2*time.Minute {
		t.Errorf("first illegal move gives Black %v, want 2m", got)
	}
	wantArticles(t, rs[1], "7.5.1", "7.5.5")
	wantResult(t, rs[1], BlackWins)
}

func TestArticle_7_5_5_SecondIllegalMoveDrawsWhenOpponentCannotMate(t *testing.T) {
	rs := checkScenario(t, "7.5.5-cannot-mate-draw-2018", IllegalFirst, IllegalSecond)
	wantResult(t, last(t, rs), Drawn)
}

func TestArticle_7_5_1_IllegalMoveReinstates(t *testing.T) {
	rs := checkScenario(t, "7.5.1-reinstate-earlier-ply", PositionReinstated, IllegalFirst)
	if p := rs[0].Effects.Reinstate; p == nil || *p != 3 {
		t.Errorf("reinstated ply %v, want 3", p)
	}
}

func TestArticle_7_5_2_UnpromotedPawnBecomesQueen(t *testing.T) {
	rs := checkScenario(t, "7.5.2-pawn-becomes-queen", PawnBecomesQueen, IllegalFirst)
	if rs[0].Effects.Replaced != "a7a8q" {
		t.Errorf("replaced by %q, want a7a8q", rs[0].Effects.Replaced)
	}
	wantArticles(t, rs[1], "7.5.2", "7.5.5")
}

func TestArticle_7_5_3_PressWithoutMove(t *testing.T) {
	rs := checkScenario(t, "7.5.3-press-2018-counted-together", IllegalFirst, IllegalSecond)
	wantArticles(t, rs[0], "7.5.3", "7.5.5")
	rs = checkScenario(t, "7.5.3-press-2017-counted-apart", IllegalFirst, IllegalFirst, IllegalSecond)
	wantArticles(t, rs[0], "7.8.1", "7.8.2")
	wantArticles(t, rs[1], "7.5.1", "7.5.3")
}

func TestArticle_7_5_4_TwoHands(t *testing.T) {
	rs := checkScenario(t, "7.5.4-two-hands-2018", PositionReinstated, IllegalFirst)
	if p := rs[0].Effects.Reinstate; p == nil || *p != 0 {
		t.Errorf("reinstated ply %v, want 0 (before the castling)", p)
	}
	rs = checkScenario(t, "7.5.4-two-hands-2014-arbiter", IllegalOpen)
	if !rs[0].Proposed {
		t.Error("2014 two-handed move: ruling not left to the arbiter")
	}
}

func TestArticle_A_4_2_IllegalMoveInRapid(t *testing.T) {
	rs := checkScenario(t, "A.4.2-rapid-2018-first-illegal-two-minutes", IllegalFirst)
	wantArticles(t, rs[0], "7.5.1", "7.5.5", "A.4.2")
	rs = checkScenario(t, "A.4.2-rapid-2017-first-illegal-loses", IllegalLoses)
	wantResult(t, rs[0], WhiteWins)
	rs = checkScenario(t, "A.4.2-rapid-2014-first-illegal-loses", IllegalLoses)
	wantArticles(t, rs[0], "7.5 a", "A.4 b")
	rs = checkScenario(t, "A.4.2-rapid-2014-cannot-mate-draw", IllegalLoses)
	wantResult(t, rs[0], Drawn)
	rs = checkScenario(t, "A.4.2-rapid-late-stands", IllegalStands)
	wantResult(t, rs[0], Ongoing)
	rs = checkScenario(t, "B.4-blitz-inadequate-2018", IllegalFirst)
	wantArticles(t, rs[0], "7.5.1", "7.5.5", "A.4.2", "B.4", "B.2")
}

func TestArticle_B_2_BlitzPenaltyOneMinute(t *testing.T) {
	rs := checkScenario(t, "B.2-blitz-one-minute", IllegalFirst)
	if got := rs[0].Effects.Time[1]; got != time.Minute {
		t.Errorf("blitz illegal move gives %v, want 1m", got)
	}
	rs = checkScenario(t, "9.5.3-incorrect-claim-blitz", ClaimIncorrect)
	if got := rs[0].Effects.Time[1]; got != time.Minute {
		t.Errorf("blitz incorrect claim gives %v, want 1m", got)
	}
}

func TestArticle_6_9_FlagFall(t *testing.T) {
	rs := checkScenario(t, "6.9-flag-loss", FlagNotFallen, FlagLoss)
	wantResult(t, rs[1], BlackWins)
	if rs[1].Clock[0] != 0 {
		t.Errorf("White's clock shows %v after the flag, want 0", rs[1].Clock[0])
	}
	rs = checkScenario(t, "6.9-flag-opponent-cannot-mate", FlagDraw)
	wantResult(t, rs[0], Drawn)
}

func TestArticle_A_4_3_FlagClaim(t *testing.T) {
	rs := checkScenario(t, "A.4.3-flag-claim-2018", FlagLoss)
	wantArticles(t, rs[0], "6.9", "A.4.3")
	rs = checkScenario(t, "A.4.3-flag-claim-2014-claimant-out-of-time", ClockSet, FlagClaimTooLate)
	wantResult(t, rs[1], Ongoing)
}

func TestArticle_A_4_5_ArbiterCallsFlag(t *testing.T) {
	rs := checkScenario(t, "A.4.5-arbiter-calls-flag-2018", FlagLoss)
	wantArticles(t, rs[0], "6.9", "A.4.5")
	rs = checkScenario(t, "A.4.5-arbiter-flag-2014-no-provision", FlagLoss)
	if !rs[0].Proposed || rs[0].Result.Over() {
		t.Error("2014 A.4: the arbiter's flag call was applied, want a proposal")
	}
}

func TestArticle_III_3_1_BothFlags(t *testing.T) {
	rs := checkScenario(t, "III.3.1-both-flags", FlagLoss)
	if rs[0].Side != Black {
		t.Errorf("first flag %v, want black (White moved at 10 s, Black's clock ran first out)", rs[0].Side)
	}
}

func TestArticle_5_1_1_CheckmateEndsTheGame(t *testing.T) {
	rs := checkScenario(t, "5.1.1-checkmate", Checkmate)
	wantResult(t, rs[0], BlackWins)
}

func TestArticle_5_1_2_ResignationEndsTheGame(t *testing.T) {
	wantResult(t, checkScenario(t, "5.1.2-resignation", Resignation)[0], WhiteWins)
}

func TestArticle_5_2_1_StalemateEndsTheGame(t *testing.T) {
	wantResult(t, checkScenario(t, "5.2.1-stalemate", Stalemate)[0], Drawn)
}

func TestArticle_5_2_2_DeadPositionEndsTheGame(t *testing.T) {
	wantResult(t, checkScenario(t, "5.2.2-dead-position", DeadPosition)[0], Drawn)
}

// Locked pawns and bishops of one colour: dead with material on the board.
func TestArticle_5_2_2_LockedPawnsAreADeadPosition(t *testing.T) {
	wantResult(t, checkScenario(t, "5.2.2-dead-position-locked-pawns", DeadPosition)[0], Drawn)
}

func TestArticle_5_2_3_AgreementNeedsAMoveEach(t *testing.T) {
	rs := checkScenario(t, "5.2.3-agreement-2018", DrawOffered, DrawAgreementTooEarly, DrawOffered, DrawAgreed)
	wantResult(t, last(t, rs), Drawn)
	rs = checkScenario(t, "5.2.3-agreement-2014", DrawOffered, DrawAgreed)
	wantArticles(t, rs[1], "5.2 c")
}

func TestArticle_9_1_1_DrawOffersByRegulation(t *testing.T) {
	checkScenario(t, "9.1.1-offers-not-before-move-30", DrawOfferNotAllowed)
}

func TestArticle_9_1_2_1_DrawOfferLapses(t *testing.T) {
	checkScenario(t, "9.1.2.1-offer-lapses-and-declined", DrawOffered, DrawOfferLapsed, DrawOffered, DrawOfferDeclined)
}

func TestArticle_9_2_ThreefoldClaim(t *testing.T) {
	rs := checkScenario(t, "9.2-threefold-correct", ClaimCorrect)
	wantArticles(t, rs[0], "9.2.1.2", "9.5.2")
	wantResult(t, rs[0], Drawn)
	wantArticles(t, checkScenario(t, "9.2-threefold-intended-move", ClaimCorrect)[0], "9.2.1.1", "9.5.2")
	checkScenario(t, "9.2-threefold-german-san", ClaimCorrect)
}

func TestArticle_9_5_3_IncorrectClaim(t *testing.T) {
	rs := checkScenario(t, "9.5.3-incorrect-claim-move-must-be-played", ClaimNotOnMove, ClaimIncorrect)
	if rs[1].Effects.MustPlay != "f6g8" || rs[1].Effects.Time[0] != 2*time.Minute {
		t.Errorf("incorrect claim effects %+v, want f6g8 to be played and 2m for White", rs[1].Effects)
	}
}

func TestArticle_9_5_3_IntendedMoveMustBePlayed(t *testing.T) {
	g := mustGame(t, NewRuleSet(Edition2018, mustTC(t, "90+30"), Adequate))
	at := ScenarioBase
	apply(t, g, Event{At: at, Kind: KindStart})
	apply(t, g, Event{At: at, Kind: KindClaim, Payload: Payload{Side: White, Claim: Threefold, Move: "g1f3"}})
	if _, err := g.Apply(Event{At: at, Kind: KindMove, Payload: Payload{Move: "e2e4"}}); err == nil {
		t.Error("another move than the claimed one was accepted")
	}
	apply(t, g, Event{At: at, Kind: KindMove, Payload: Payload{Move: "g1f3"}})
}

func TestArticle_9_3_FiftyMoveClaim(t *testing.T) {
	rs := checkScenario(t, "9.3-fifty-moves", ClaimIncorrect, ClaimCorrect)
	wantArticles(t, rs[0], "9.3.2", "9.5.3")
	wantArticles(t, rs[1], "9.3.1", "9.5.2")
}

func TestArticle_9_6_1_Fivefold(t *testing.T) {
	wantResult(t, checkScenario(t, "9.6.1-fivefold", Fivefold)[0], Drawn)
}

func TestArticle_9_6_2_SeventyFiveMoves(t *testing.T) {
	wantResult(t, checkScenario(t, "9.6.2-seventy-five-moves", SeventyFive)[0], Drawn)
	wantResult(t, checkScenario(t, "9.6.2-checkmate-takes-precedence", Checkmate)[0], WhiteWins)
}

func TestArticle_6_7_1_DefaultTime(t *testing.T) {
	rs := checkScenario(t, "6.7.1-default-time-zero", DefaultLoss, ProposalConfirmed)
	if !rs[0].Proposed || rs[0].Result.Over() {
		t.Error("6.7.1: the loss was applied at once; the arbiter may decide otherwise")
	}
	wantResult(t, rs[1], WhiteForfeit)
	if rs[1].DecidedBy != "Chief" {
		t.Errorf("decided by %q, want Chief", rs[1].DecidedBy)
	}
	rs = checkScenario(t, "6.7.1-default-time-both-absent", DefaultNotYet, DefaultBothLose, ProposalConfirmed)
	wantResult(t, rs[2], DoubleForfeit)
	rs = checkScenario(t, "6.7.1-default-time-arbiter-decides-otherwise", DefaultLoss, ProposalOverridden)
	wantResult(t, rs[1], Ongoing)
	if rs[1].DecidedBy != "Chief" || rs[1].Params["proposal"] != string(DefaultLoss) {
		t.Errorf("override recorded as %+v", rs[1])
	}
}

func TestArticle_6_6_MovesNeedTheClockStarted(t *testing.T) {
	g := mustGame(t, NewRuleSet(Edition2018, mustTC(t, "90+30"), Adequate))
	if _, err := g.Apply(Event{At: ScenarioBase, Kind: KindMove, Payload: Payload{Move: "e2e4"}}); err == nil {
		t.Error("a move before the clock was started was accepted")
	}
}

func TestArticle_7_3_ColoursReversed(t *testing.T) {
	wantResult(t, checkScenario(t, "7.3-colours-reversed-2018", ColoursNewGame)[0], Cancelled)
	rs := checkScenario(t, "7.3-colours-reversed-2014", ColoursContinue, ColoursNewGame)
	if !rs[0].Proposed || rs[1].DecidedBy != "Chief" {
		t.Errorf("2014 colours reversed: want a proposal, then the arbiter's decision; got %+v", rs)
	}
}

func TestArticle_7_2_1_WrongInitialPosition(t *testing.T) {
	wantResult(t, checkScenario(t, "7.2.1-wrong-setup", SetupNewGame)[0], Cancelled)
}

func TestArticle_A_4_1_2_NoSetupClaimAfterTenMoves(t *testing.T) {
	wantResult(t, checkScenario(t, "A.4.1.2-no-setup-claim-after-ten-moves", SetupTooLate)[0], Ongoing)
}

func TestArticle_7_6_DisplacedPiecesReinstated(t *testing.T) {
	rs := checkScenario(t, "7.6-displaced-reinstated", PositionReinstated)
	if p := rs[0].Effects.Reinstate; p == nil || *p != 2 {
		t.Errorf("reinstated ply %v, want 2", p)
	}
}

func TestArticle_7_4_DisplacedInOwnTime(t *testing.T) {
	rs := checkScenario(t, "7.4-displaced-own-time", DisplacedOwnTime, PenaltyApplied)
	if !rs[1].Proposed {
		t.Error("7.4.3 penalty applied by the engine, want a proposal")
	}
}

func TestArticle_11_3_2_2_ElectronicDevice(t *testing.T) {
	wantResult(t, checkScenario(t, "11.3.2.2-device", DeviceLoss)[0], WhiteWins)
	wantResult(t, checkScenario(t, "11.3.2.2-device-lenient", DeviceLesserPenalty)[0], Ongoing)
}

func TestArticle_11_7_PersistentRefusal(t *testing.T) {
	wantResult(t, checkScenario(t, "11.7-refusal", RefusalLoss)[0], BlackWins)
}

func TestArticle_11_8_BothRefuse(t *testing.T) {
	wantResult(t, checkScenario(t, "11.8-both-refuse", RefusalBothLose)[0], BothLose)
}

func TestArticle_A_3_2_ScoresheetRequests(t *testing.T) {
	s := ScoresheetShown
	rs := checkScenario(t, "A.3.2-scoresheet-requests", s, s, s, s, s, ScoresheetDistraction)
	if last(t, rs).Effects.Count != 6 {
		t.Errorf("count %d, want 6", last(t, rs).Effects.Count)
	}
	wantArticles(t, checkScenario(t, "B.3.2-scoresheet-blitz", s)[0], "B.3.2")
}

func TestArticle_A_4_4_IllegalPositionDraw(t *testing.T) {
	wantResult(t, last(t, checkScenario(t, "A.4.4-illegal-position-draw", IllegalPositionWait, IllegalPositionDraw)), Drawn)
}

func TestArticle_12_5_Disturbance(t *testing.T) {
	rs := checkScenario(t, "12.5-disturbance", DisturbanceTime)
	if rs[0].DecidedBy != "Deputy" {
		t.Errorf("decided by %q, want Deputy", rs[0].DecidedBy)
	}
}

func TestArticle_12_9_Penalties(t *testing.T) {
	p := PenaltyApplied
	rs := checkScenario(t, "12.9-penalties", p, p, p, p, p, p)
	wantResult(t, last(t, rs), WhiteWins)
	rs = checkScenario(t, "12.9.4-points-up", DrawOffered, DrawOfferLapsed, DrawOffered, DrawAgreed, p, p)
	if r := last(t, rs).Result; r.White != 2 || r.Black != 0 {
		t.Errorf("after points down and up: %+v, want 1 - 0", r)
	}
}

func TestArticle_12_9_8_NoExclusionIn2014(t *testing.T) {
	g := mustGame(t, NewRuleSet(Edition2014, mustTC(t, "90+30"), Adequate))
	if _, err := g.Apply(Event{At: ScenarioBase, Kind: KindPenalty, Payload: Payload{Side: White, Penalty: Exclusion}}); err == nil {
		t.Error("exclusion from rounds accepted under the 2014 Laws")
	}
}

func TestArticle_III_4_QuickplayIncrement(t *testing.T) {
	rs := checkScenario(t, "III.4-quickplay-increment", QuickplayProposal, QuickplayIncrement)
	if rs[1].Effects.Increment != 5*time.Second || rs[1].Effects.Time[1] != 2*time.Minute {
		t.Errorf("III.4 effects %+v, want +5 s increment and 2 min for Black", rs[1].Effects)
	}
	wantArticles(t, checkScenario(t, "III.4-not-in-force", QuickplayNotInForce)[0], "III.2.1")
}

// A request in a game with increment: Guidelines III apply only to games
// without increment (III.2.2), whatever was announced.
func TestArticle_III_2_2_NotWithIncrement(t *testing.T) {
	wantArticles(t, checkScenario(t, "III.2.2-increment-not-in-force", QuickplayNotInForce)[0], "III.2.2")
}

func TestArticle_III_5_QuickplayClaim(t *testing.T) {
	rs := checkScenario(t, "III.5-quickplay-claim", QuickplayRejected, QuickplayDraw)
	wantResult(t, last(t, rs), Drawn)
}

func TestArticle_6_10_2_ClockSetting(t *testing.T) {
	rs := checkScenario(t, "6.10.2-clock-setting", ClockSet)
	if rs[0].Clock != [2]time.Duration{90 * time.Minute, 89 * time.Minute} {
		t.Errorf("clock after setting %v", rs[0].Clock)
	}
}

func TestArticle_10_1_Scoring(t *testing.T) {
	rs := checkScenario(t, "10.1-result-recorded", ResultRecorded)
	if r := rs[0].Result; r.White != 3 || r.Black != 0 {
		t.Errorf("3-1-0 scoring gives %+v", r)
	}
	for _, tc := range []struct {
		p    Points
		want string
	}{{0, "0"}, {1, "½"}, {2, "1"}, {3, "1½"}} {
		if got := DefaultScoring.Format(tc.p); got != tc.want {
			t.Errorf("Format(%d) = %q, want %q", tc.p, got, tc.want)
		}
	}
}

func TestArticle_10_2_ScoreNeverAboveMaximum(t *testing.T) {
	s := DefaultScoring
	tests := []struct {
		name  string
		start Result
		side  Side
		to    Points
		ok    bool
	}{
		{"win raised over a draw", draw(s), White, s.Win, false},
		{"loser lowered then winner raised", Result{Outcome: Drawn, White: 1, Black: 0}, White, s.Win, true},
		{"three quarters", draw(s), White, 3, false},
		{"draw lowered to loss", draw(s), Black, s.Loss, true},
	}
	for _, tc := range tests {
		_, err := s.adjust(tc.start, tc.side.Color(), tc.to)
		if (err == nil) != tc.ok {
			t.Errorf("%s: err %v, want ok=%v", tc.name, err, tc.ok)
		}
	}
}

func TestArticle_A_1_GameTypeFromTimeControl(t *testing.T) {
	for _, tc := range []struct {
		control string
		want    clock.GameType
	}{{"90+30", clock.Standard}, {"15+10", clock.Rapid}, {"3+2", clock.Blitz}, {"60", clock.Standard}} {
		if got := NewRuleSet(Edition2018, mustTC(t, tc.control), Adequate).Type; got != tc.want {
			t.Errorf("%s: %v, want %v", tc.control, got, tc.want)
		}
	}
}

func TestRuleSetRejectsGuidelinesIIIInBlitz(t *testing.T) {
	r := NewRuleSet(Edition2018, mustTC(t, "5+0"), Adequate)
	r.Regulations.GuidelinesIII = true
	if err := r.Validate(); err == nil {
		t.Error("Guidelines III in blitz accepted (III.2.2)")
	}
}

func TestEventsAfterTheEndAreRefused(t *testing.T) {
	g := mustGame(t, NewRuleSet(Edition2018, mustTC(t, "90+30"), Adequate))
	apply(t, g, Event{At: ScenarioBase, Kind: KindStart})
	apply(t, g, Event{At: ScenarioBase, Kind: KindResign, Payload: Payload{Side: White}})
	_, err := g.Apply(Event{At: ScenarioBase, Kind: KindMove, Payload: Payload{Move: "e2e4"}})
	if !errors.Is(err, ErrGameOver) {
		t.Errorf("move after resignation: %v, want ErrGameOver", err)
	}
}

func mustTC(t testing.TB, s string) clock.Control {
	t.Helper()
	c, err := clock.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func mustGame(t *testing.T, r RuleSet) *Game {
	t.Helper()
	c, _ := clock.Parse("90+30")
	g, err := NewGame(Setup{Rules: r, Control: c})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func apply(t *testing.T, g *Game, e Event) []Ruling {
	t.Helper()
	rs, err := g.Apply(e)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

func mustFEN(t *testing.T, fen string) chess.Position {
	t.Helper()
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestArticle_9_6_1_FivefoldByEdition(t *testing.T) {
	rs := checkScenario(t, "9.6.1-fivefold-not-consecutive-2018", Fivefold)
	wantArticles(t, rs[0], "9.6.1")
	checkScenario(t, "9.6.1-fivefold-not-consecutive-2014")
}
