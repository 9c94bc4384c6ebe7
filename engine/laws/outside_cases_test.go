package laws

import "testing"

// Cases written from the texts of the Laws (2014, 2017, 2018, 2023) by an
// outside reading, each a scenario under testdata/scenarios; the golden
// file holds the rulings that reading expects.

func TestArticle_11_3_Phone2014(t *testing.T) {
	checkScenario(t, "11.3-phone-2014", DeviceLoss)
}

func TestArticle_11_3_2_2_PhoneBareKingBlitz2023(t *testing.T) {
	checkScenario(t, "11.3.2.2-phone-bare-king-blitz-2023", DeviceLoss)
}

func TestArticle_12_9_3_TimeDown2023(t *testing.T) {
	checkScenario(t, "12.9.3-time-down-2023", PenaltyApplied)
}

func TestArticle_12_9_6_LossOpponentScore2018(t *testing.T) {
	rs := checkScenario(t, "12.9.6-loss-opponent-score-2018", PenaltyApplied)
	// "the arbiter shall also decide the opponent's score"
	if r := last(t, rs); r.Params["opponent_score"] != "arbiter" {
		t.Errorf("12.9.6: params %v, want the opponent's score left to the arbiter", r.Params)
	}
}

func TestArticle_3_7_3_2_EnPassantTooLate2023(t *testing.T) {
	checkScenario(t, "3.7.3.2-en-passant-too-late-2023", IllegalFirst)
}

func TestArticle_3_8_2_1_CastlingAfterKingMoved2023(t *testing.T) {
	checkScenario(t, "3.8.2.1-castling-after-king-moved-2023", IllegalFirst)
}

func TestArticle_3_8_2_2_CastlingOutOfCheck2018(t *testing.T) {
	checkScenario(t, "3.8.2.2-castling-out-of-check-2018", IllegalFirst)
}

func TestArticle_4_3_TouchMoveRecord2023(t *testing.T) {
	checkScenario(t, "4.3-touch-move-record-2023", ArbiterRecorded)
}

func TestArticle_5_1_2_ResignationBareKingAgainstKnight2023(t *testing.T) {
	checkScenario(t, "5.1.2-resignation-bare-king-against-knight-2023", ResignationDraw)
}

func TestArticle_5_1_2_ResignationKnightCanMate2023(t *testing.T) {
	checkScenario(t, "5.1.2-resignation-knight-can-mate-2023", Resignation)
}

func TestArticle_5_2_2_SameColourBishopsDead2018(t *testing.T) {
	checkScenario(t, "5.2.2-same-colour-bishops-dead-2018", DeadPosition)
}

func TestArticle_6_11_PauseAndClockSetting2018(t *testing.T) {
	checkScenario(t, "6.11-pause-and-clock-setting-2018", ClockSet)
}

func TestArticle_6_7_DefaultTime2014(t *testing.T) {
	checkScenario(t, "6.7-default-time-2014", DefaultNotYet, DefaultLoss, ProposalConfirmed)
}

func TestArticle_6_7_1_DefaultTime2023(t *testing.T) {
	checkScenario(t, "6.7.1-default-time-2023", DefaultLoss, ProposalConfirmed)
}

func TestArticle_6_9_DelayFlag2018(t *testing.T) {
	checkScenario(t, "6.9-delay-flag-2018", FlagNotFallen, FlagLoss)
}

func TestArticle_6_9_FlagBishopAgainstPawn2018(t *testing.T) {
	checkScenario(t, "6.9-flag-bishop-against-pawn-2018", FlagLoss)
}

func TestArticle_6_9_FlagOppositeBishops2018(t *testing.T) {
	checkScenario(t, "6.9-flag-opposite-bishops-2018", FlagLoss)
}

func TestArticle_6_9_FlagRookAgainstKnight2018(t *testing.T) {
	checkScenario(t, "6.9-flag-rook-against-knight-2018", FlagLoss)
}

func TestArticle_6_9_FlagTwoKnightsCanMate2014(t *testing.T) {
	checkScenario(t, "6.9-flag-two-knights-can-mate-2014", FlagLoss)
}

func TestArticle_6_9_FlagTwoKnightsRapid2023(t *testing.T) {
	checkScenario(t, "6.9-flag-two-knights-rapid-2023", FlagLoss)
}

func TestArticle_6_9_IncrementFlag2018(t *testing.T) {
	checkScenario(t, "6.9-increment-flag-2018", FlagNotFallen, FlagLoss)
}

func TestArticle_7_5_SecondIllegalKnightCanMate2014(t *testing.T) {
	checkScenario(t, "7.5-second-illegal-knight-can-mate-2014", IllegalFirst, IllegalSecond)
}

func TestArticle_7_5_2_PromotionCaptureWithoutPiece2018(t *testing.T) {
	checkScenario(t, "7.5.2-promotion-capture-without-piece-2018", PawnBecomesQueen, IllegalFirst)
}

func TestArticle_7_5_2_PromotionWithoutPieceRapid2023(t *testing.T) {
	checkScenario(t, "7.5.2-promotion-without-piece-rapid-2023", PawnBecomesQueen, IllegalFirst)
}

func TestArticle_7_5_3_PressWithoutMoveRapidInadequate2023(t *testing.T) {
	checkScenario(t, "7.5.3-press-without-move-rapid-inadequate-2023", IllegalFirst)
}

func TestArticle_7_5_4_CastlingTwoHandsBlitz2023(t *testing.T) {
	checkScenario(t, "7.5.4-castling-two-hands-blitz-2023", PositionReinstated, IllegalFirst)
}

func TestArticle_7_5_4_CastlingTwoHandsRapid2018(t *testing.T) {
	checkScenario(t, "7.5.4-castling-two-hands-rapid-2018", PositionReinstated, IllegalFirst)
}

func TestArticle_7_5_5_SecondIllegalBareKingDraw2023(t *testing.T) {
	checkScenario(t, "7.5.5-second-illegal-bare-king-draw-2023", IllegalFirst, IllegalSecond)
}

func TestArticle_7_5_5_SecondIllegalLoses2023Rapid(t *testing.T) {
	checkScenario(t, "7.5.5-second-illegal-loses-2023-rapid", IllegalFirst, IllegalSecond)
}

func TestArticle_7_8_Press2017CountedApart(t *testing.T) {
	checkScenario(t, "7.8-press-2017-counted-apart", IllegalFirst, IllegalFirst)
}

func TestArticle_9_1_ClaimIsOfferAccepted2014(t *testing.T) {
	checkScenario(t, "9.1-claim-is-offer-accepted-2014", ClaimIncorrect, DrawAgreed)
}

func TestArticle_9_1_2_1_OfferWithMoveAccepted2018(t *testing.T) {
	checkScenario(t, "9.1.2.1-offer-with-move-accepted-2018", DrawOffered, DrawAgreed)
}

func TestArticle_9_1_2_3_ClaimOfferAfterForcedMove2023(t *testing.T) {
	checkScenario(t, "9.1.2.3-claim-offer-after-forced-move-2023", ClaimIncorrect, DrawAgreed)
}

func TestArticle_9_1_2_3_CorrectClaim2023Blitz(t *testing.T) {
	checkScenario(t, "9.1.2.3-correct-claim-2023-blitz", ClaimCorrect)
}

func TestArticle_9_2_ClaimNotOnMove2023(t *testing.T) {
	checkScenario(t, "9.2-claim-not-on-move-2023", ClaimNotOnMove)
}

func TestArticle_9_2_2_1_EnPassantPinnedSame2018(t *testing.T) {
	checkScenario(t, "9.2.2.1-en-passant-pinned-same-2018", ClaimCorrect)
}

func TestArticle_9_2_3_2_CastlingRightsDiffer2023(t *testing.T) {
	checkScenario(t, "9.2.3.2-castling-rights-differ-2023", ClaimIncorrect)
}

func TestArticle_9_3_FiftyCompleted2017(t *testing.T) {
	checkScenario(t, "9.3-fifty-completed-2017", ClaimCorrect)
}

func TestArticle_9_3_FiftyIntendedMove2014(t *testing.T) {
	checkScenario(t, "9.3-fifty-intended-move-2014", ClaimCorrect)
}

func TestArticle_9_3_1_FiftyIntendedCapture2018(t *testing.T) {
	checkScenario(t, "9.3.1-fifty-intended-capture-2018", ClaimIncorrect)
}

func TestArticle_9_3_2_FiftyCompleted2023(t *testing.T) {
	checkScenario(t, "9.3.2-fifty-completed-2023", ClaimCorrect)
}

func TestArticle_9_5_3_IncorrectClaimBlitz2018(t *testing.T) {
	checkScenario(t, "9.5.3-incorrect-claim-blitz-2018", ClaimIncorrect)
}

func TestArticle_9_5_3_IncorrectClaimBlitzInadequate2023(t *testing.T) {
	checkScenario(t, "9.5.3-incorrect-claim-blitz-inadequate-2023", ClaimIncorrect)
}

func TestArticle_9_5_3_IncorrectClaimRapidInadequate2023(t *testing.T) {
	checkScenario(t, "9.5.3-incorrect-claim-rapid-inadequate-2023", ClaimIncorrect)
}

func TestArticle_9_6_1_Fivefold2023(t *testing.T) {
	checkScenario(t, "9.6.1-fivefold-2023", Fivefold)
}

func TestArticle_9_6_1_FivefoldCastlingRightsDiffer2023(t *testing.T) {
	checkScenario(t, "9.6.1-fivefold-castling-rights-differ-2023", Fivefold)
}

func TestArticle_9_6_2_SeventyFive2023(t *testing.T) {
	checkScenario(t, "9.6.2-seventy-five-2023", SeventyFive)
}

func TestArticle_A_3_2_ScoresheetNotOnMove2018(t *testing.T) {
	rs := checkScenario(t, "A.3.2-scoresheet-not-on-move-2018", ScoresheetNotOnMove, ScoresheetShown)
	// Only the request made with the move counts.
	wantArticles(t, rs[0], "A.3.2")
	if rs[1].Effects.Count != 1 {
		t.Errorf("count %d after one request on the move, want 1", rs[1].Effects.Count)
	}
}

func TestArticle_A_4_Rapid2014LateStands(t *testing.T) {
	checkScenario(t, "A.4-rapid-2014-late-stands", IllegalStands)
}

func TestArticle_A_4_2_Blitz2017BareKingDraw(t *testing.T) {
	checkScenario(t, "A.4.2-blitz-2017-bare-king-draw", IllegalLoses)
}

func TestArticle_A_4_2_SecondIllegalRapid2018(t *testing.T) {
	checkScenario(t, "A.4.2-second-illegal-rapid-2018", IllegalFirst, IllegalSecond)
}

func TestArticle_A_4_3_ClaimantBareKingDraw2018(t *testing.T) {
	checkScenario(t, "A.4.3-claimant-bare-king-draw-2018", FlagDraw)
}

func TestArticle_A_4_5_ArbiterCallsFlag2017(t *testing.T) {
	checkScenario(t, "A.4.5-arbiter-calls-flag-2017", FlagLoss)
}

func TestArticle_A_5_2_ArbiterIntervenesOneMinute2023(t *testing.T) {
	checkScenario(t, "A.5.2-arbiter-intervenes-one-minute-2023", IllegalFirst)
}

func TestArticle_A_5_2_LateBlitz2023(t *testing.T) {
	checkScenario(t, "A.5.2-late-blitz-2023", IllegalStands)
}

func TestArticle_A_5_3_ClaimantBareKingDraw2023(t *testing.T) {
	checkScenario(t, "A.5.3-claimant-bare-king-draw-2023", FlagDraw)
}

func TestArticle_A_5_4_PawnOnLastRank2023(t *testing.T) {
	checkScenario(t, "A.5.4-pawn-on-last-rank-2023", IllegalPositionWait, IllegalPositionDraw)
}

func TestArticle_B_2_Blitz2014AdequateOneMinute(t *testing.T) {
	checkScenario(t, "B.2-blitz-2014-adequate-one-minute", IllegalFirst)
}

func TestArticle_B_3_BlitzClaimOneMinute2023(t *testing.T) {
	checkScenario(t, "B.3-blitz-claim-one-minute-2023", IllegalFirst)
}

func TestArticle_B_4_Blitz2014FirstIllegalLoses(t *testing.T) {
	checkScenario(t, "B.4-blitz-2014-first-illegal-loses", IllegalLoses)
}

func TestArticle_G_4_IncrementRequest2014(t *testing.T) {
	checkScenario(t, "G.4-increment-request-2014", QuickplayProposal, QuickplayIncrement)
}

func TestArticle_G_5_ClaimRejected2014(t *testing.T) {
	rs := checkScenario(t, "G.5-claim-rejected-2014", QuickplayRejected, QuickplayDraw)
	wantArticles(t, rs[0], "G.5", "G.5 c")
	wantArticles(t, rs[1], "G.5", "G.5 a")
}

func TestArticle_II_3_Chess960CastlingThroughAttack2023(t *testing.T) {
	checkScenario(t, "II.3-chess960-castling-through-attack-2023", IllegalFirst)
}

func TestArticle_II_3_Chess960KingStays2023(t *testing.T) {
	checkScenarioFinal(t, "II.3-chess960-king-stays-2023")
}

func TestArticle_II_3_Chess960LongCastling2023(t *testing.T) {
	checkScenarioFinal(t, "II.3-chess960-long-castling-2023")
}

func TestArticle_III_2_1_NotAnnounced2023(t *testing.T) {
	checkScenario(t, "III.2.1-not-announced-2023", QuickplayNotInForce)
}

func TestArticle_III_5_ClaimRejected2023(t *testing.T) {
	rs := checkScenario(t, "III.5-claim-rejected-2023", QuickplayRejected)
	wantArticles(t, last(t, rs), "III.5", "III.5.3")
}

func TestArticle_III_5_1_ClaimDrawn2018(t *testing.T) {
	rs := checkScenario(t, "III.5.1-claim-drawn-2018", QuickplayDraw)
	wantArticles(t, last(t, rs), "III.5", "III.5.1")
}

func TestArticle_1_2_OutOfTurn2018(t *testing.T) {
	checkScenario(t, "1.2-out-of-turn-2018", IllegalFirst)
}

func TestArticle_6_9_BothFlags2014(t *testing.T) {
	checkScenario(t, "6.9-both-flags-2014", FlagLoss)
}

func TestArticle_7_3_ColoursReversedTenNine2018(t *testing.T) {
	checkScenario(t, "7.3-colours-reversed-ten-nine-2018", ColoursNewGame)
}

func TestArticle_7_5_1_FoundLaterRapid2023(t *testing.T) {
	checkScenario(t, "7.5.1-found-later-rapid-2023", PositionReinstated, IllegalFirst)
}

func TestArticle_9_3_1_FiftyIntendedPawnMove2023(t *testing.T) {
	checkScenario(t, "9.3.1-fifty-intended-pawn-move-2023", ClaimIncorrect)
}

func TestArticle_A_4_FoundAfterReplyPly2014(t *testing.T) {
	checkScenario(t, "A.4-found-after-reply-ply-2014", IllegalStands)
}

func TestArticle_A_5_2_FoundAfterNextMovePly2023(t *testing.T) {
	checkScenario(t, "A.5.2-found-after-next-move-ply-2023", IllegalStands)
}

func TestArticle_B_2_BlitzInadequateIncorrectClaim2014(t *testing.T) {
	checkScenario(t, "B.2-blitz-inadequate-incorrect-claim-2014", ClaimIncorrect)
}

func TestArticle_5_1_1_MateAfterFlag2018(t *testing.T) {
	checkScenario(t, "5.1.1-mate-after-flag-2018", Checkmate)
}

func TestArticle_6_9_MoveAfterFlag2018(t *testing.T) {
	checkScenario(t, "6.9-move-after-flag-2018", FlagLoss)
}

func TestArticle_9_1_2_1_OfferSurvivesOpponentsClaim2018(t *testing.T) {
	checkScenario(t, "9.1.2.1-offer-survives-opponents-claim-2018", DrawOffered, ClaimIncorrect, DrawAgreed)
}

func TestArticle_A_4_UnpromotedPawnLoses2014(t *testing.T) {
	checkScenario(t, "A.4-unpromoted-pawn-loses-2014", PawnBecomesQueen, IllegalLoses)
}

func TestArticle_A_5_2_UnpromotedPawnOneMinute2023(t *testing.T) {
	checkScenario(t, "A.5.2-unpromoted-pawn-one-minute-2023", PawnBecomesQueen, IllegalFirst)
}

func TestArticle_II_3_Chess960LongKingWalk2023(t *testing.T) {
	checkScenarioFinal(t, "II.3-chess960-long-king-walk-2023")
}

func TestArticle_II_3_Chess960RookAttackedCastlingLegal2018(t *testing.T) {
	checkScenarioFinal(t, "II.3-chess960-rook-attacked-castling-legal-2018")
}

func TestArticle_5_2_3_AgreementFromSetPosition2018(t *testing.T) {
	checkScenario(t, "5.2.3-agreement-from-set-position-2018", ClaimIncorrect, DrawAgreed)
}

func TestArticle_6_7_1_AbsentAfterMoving2023(t *testing.T) {
	checkScenario(t, "6.7.1-absent-after-moving-2023", DefaultArrived)
}

func TestArticle_6_7_1_BothAbsentOneHasMoved2018(t *testing.T) {
	rs := checkScenario(t, "6.7.1-both-absent-one-has-moved-2018", DefaultLoss, ProposalConfirmed)
	if r := rs[0]; r.Side != Black {
		t.Errorf("%s: side %v, want black, the player who never arrived", r.Decision, r.Side)
	}
}

func TestArticle_6_9_ClaimByPlayerWhoseFlagFellFirst2018(t *testing.T) {
	rs := checkScenario(t, "6.9-claim-by-player-whose-flag-fell-first-2018", FlagLoss)
	if r := rs[0]; r.Side != Black || r.Result.Outcome != WhiteWins {
		t.Errorf("%s: %v loses (%s), want black, whose flag fell first, to lose", r.Decision, r.Side, r.Result.Outcome)
	}
}
