package laws

// provision names a rule the engine applies, independent of edition; the
// articles table gives its number in each edition's own scheme. 2014 ids
// are flat, with the lettered item after a space ("7.5 b"), and its
// appendices normalised ("A.4 b", "G.4").
type provision int

const (
	pIllegalMove provision = iota
	pIllegalPromotion
	pIllegalPress
	pIllegalHands
	pIllegalPenalty
	pIllegalHandsPenalty
	pIllegalPressPenalty
	pIllegalRapid
	pBlitzPenalty
	pBlitzRapidLaws
	pFlag
	pFlagClaim
	pFlagArbiter
	pDrawOfferForbidden
	pDrawOffer
	pDrawAgreement
	pClaimOffer
	pThreefold
	pFiftyMoves
	pClaimCorrect
	pClaimIncorrect
	pCheckmate
	pResign
	pStalemate
	pDeadPosition
	pFivefold
	pSeventyFive
	pDefaultTime
	pColoursReversed
	pInitialPosition
	pCastlingAfterSetup
	pDisplacedOwnTime
	pDisplacedPenalty
	pDisplacedReinstate
	pDevice
	pRefusal
	pBothRefuse
	pScoresheetRequest
	pScoresheetRequestBlitz
	pDisturbance
	pIllegalPosition
	pQuickplayIncrement
	pQuickplayClaim
	pClockSetting
	pInterrupt
	pScoreLimit
	pScoring
	pWarning
	pTimeUp
	pTimeDown
	pPointsUp
	pPointsDown
	pLoss
	pFine
	pExclusion
	pExpulsion
	provisions // count
)

// articles holds each provision's ids for 2014, 2017 and 2018; the 2023
// ids come from the 2018 ids through the concordance (idsOf). An empty
// list means the edition has no such rule.
var articles = [provisions][3][]string{
	pIllegalMove:            {{"7.5 a"}, {"7.5.1"}, {"7.5.1"}},
	pIllegalPromotion:       {{"7.5 a"}, {"7.5.2"}, {"7.5.2"}},
	pIllegalPress:           {{"6.2 c", "12.9"}, {"7.8.1"}, {"7.5.3"}},
	pIllegalHands:           {{"4.1", "12.9"}, {"7.7.1"}, {"7.5.4"}},
	pIllegalPenalty:         {{"7.5 b"}, {"7.5.3"}, {"7.5.5"}},
	pIllegalHandsPenalty:    {{"7.5 b"}, {"7.7.2"}, {"7.5.5"}},
	pIllegalPressPenalty:    {{"7.5 b"}, {"7.8.2"}, {"7.5.5"}},
	pIllegalRapid:           {{"A.4 b"}, {"A.4.2"}, {"A.4.2"}},
	pBlitzPenalty:           {{"B.2"}, {"B.2"}, {"B.2"}},
	pBlitzRapidLaws:         {{"B.4"}, {"B.4"}, {"B.4"}},
	pFlag:                   {{"6.9"}, {"6.9"}, {"6.9"}},
	pFlagClaim:              {{"A.4 c"}, {"A.4.3"}, {"A.4.3"}},
	pFlagArbiter:            {nil, {"A.4.5"}, {"A.4.5"}},
	pDrawOfferForbidden:     {{"9.1 a"}, {"9.1.1"}, {"9.1.1"}},
	pDrawOffer:              {{"9.1 b"}, {"9.1.2.1"}, {"9.1.2.1"}},
	pDrawAgreement:          {{"5.2 c"}, {"5.2.3"}, {"5.2.3"}},
	pClaimOffer:             {{"9.1 b"}, {"9.1.2.3"}, {"9.1.2.3"}},
	pThreefold:              {{"9.2"}, {"9.2.1"}, {"9.2.1"}},
	pFiftyMoves:             {{"9.3"}, {"9.3"}, {"9.3"}},
	pClaimCorrect:           {{"9.5 a"}, {"9.5.2"}, {"9.5.2"}},
	pClaimIncorrect:         {{"9.5 b"}, {"9.5.3"}, {"9.5.3"}},
	pCheckmate:              {{"5.1 a"}, {"5.1.1"}, {"5.1.1"}},
	pResign:                 {{"5.1 b"}, {"5.1.2"}, {"5.1.2"}},
	pStalemate:              {{"5.2 a"}, {"5.2.1"}, {"5.2.1"}},
	pDeadPosition:           {{"5.2 b"}, {"5.2.2"}, {"5.2.2"}},
	pFivefold:               {{"9.6 a"}, {"9.6.1"}, {"9.6.1"}},
	pSeventyFive:            {{"9.6 b"}, {"9.6.2"}, {"9.6.2"}},
	pDefaultTime:            {{"6.7 a"}, {"6.7.1"}, {"6.7.1"}},
	pColoursReversed:        {{"7.3"}, {"7.3"}, {"7.3"}},
	pInitialPosition:        {{"7.2 a"}, {"7.2.1"}, {"7.2.1"}},
	pCastlingAfterSetup:     {{"A.4 a"}, {"A.4.1.2"}, {"A.4.1.2"}},
	pDisplacedOwnTime:       {{"7.4"}, {"7.4.1"}, {"7.4.1"}},
	pDisplacedPenalty:       {{"12.9"}, {"7.4.3"}, {"7.4.3"}},
	pDisplacedReinstate:     {{"7.6"}, {"7.6"}, {"7.6"}},
	pDevice:                 {{"11.3 b"}, {"11.3.2.2"}, {"11.3.2.2"}},
	pRefusal:                {{"11.7"}, {"11.7"}, {"11.7"}},
	pBothRefuse:             {{"11.8"}, {"11.8"}, {"11.8"}},
	pScoresheetRequest:      {nil, {"A.3.2"}, {"A.3.2"}},
	pScoresheetRequestBlitz: {nil, {"B.3.2"}, {"B.3.2"}},
	pDisturbance:            {{"12.5"}, {"12.5"}, {"12.5"}},
	pIllegalPosition:        {{"A.4 d"}, {"A.4.4"}, {"A.4.4"}},
	pQuickplayIncrement:     {{"G.4"}, {"III.4"}, {"III.4"}},
	pQuickplayClaim:         {{"G.5"}, {"III.5"}, {"III.5"}},
	pClockSetting:           {{"6.10 b"}, {"6.10.2"}, {"6.10.2"}},
	pInterrupt:              {{"6.11"}, {"6.11.1"}, {"6.11.1"}},
	pScoreLimit:             {{"10.1"}, {"10.2"}, {"10.2"}},
	pScoring:                {{"10.1"}, {"10.1"}, {"10.1"}},
	pWarning:                {{"12.9 a"}, {"12.9.1"}, {"12.9.1"}},
	pTimeUp:                 {{"12.9 b"}, {"12.9.2"}, {"12.9.2"}},
	pTimeDown:               {{"12.9 c"}, {"12.9.3"}, {"12.9.3"}},
	pPointsUp:               {{"12.9 d"}, {"12.9.4"}, {"12.9.4"}},
	pPointsDown:             {{"12.9 e"}, {"12.9.5"}, {"12.9.5"}},
	pLoss:                   {{"12.9 f"}, {"12.9.6"}, {"12.9.6"}},
	pFine:                   {{"12.9 g"}, {"12.9.7"}, {"12.9.7"}},
	pExclusion:              {nil, {"12.9.8"}, {"12.9.8"}},
	pExpulsion:              {{"12.9 h"}, {"12.9.9"}, {"12.9.9"}},
}

// cite returns the ids of the provisions in edition e, in order, without
// duplicates.
func cite(e Edition, ps ...provision) []string {
	var ids []string
	for _, p := range ps {
		for _, id := range idsOf(e, p) {
			if !contains(ids, id) {
				ids = append(ids, id)
			}
		}
	}
	return ids
}

// has reports whether edition e has provision p at all.
func has(e Edition, p provision) bool { return len(cite(e, p)) > 0 }

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
