package laws

import "strings"

// The provisions below came with the 2023 edition or with citations to
// the deepest numbered provision; they live apart from the table in
// articles.go so that both can grow without touching each other.
const (
	pRapidPenalty provision = 1000 + iota // 2023 A.3: one minute in rapid
	pElectronicScoresheet
	pThreefoldIntended  // about to appear, move written
	pThreefoldAppeared  // has just appeared
	pFiftyIntended      // will be completed by the written move
	pFiftyCompleted     // have been completed
	pSameEnPassant      // positions differ: en passant
	pSameCastling       // positions differ: castling rights
	pGuidelinesAnnounce // Guidelines III only if announced
	pGuidelinesScope    // Guidelines III: no increment, never blitz
	pQuickplayPostpone  // III.5.2: two minutes may be awarded
	pMovesAlternate     // the players move alternately
	pOwnPiece           // no move to a square of one's own piece
	pBishopMove
	pRookMove
	pQueenMove
	pNoJumping // bishop, rook, queen do not move over pieces
	pKnightMove
	pPawnForward
	pPawnDouble
	pPawnCapture
	pPawnEnPassant
	pKingStep
	pCastlingKingMoved
	pCastlingRookMoved
	pCastlingAttacked
	pCastlingBlocked
	pKingExposed
	pResignNoMate // 2023: resignation against a king that cannot be mated
	pScoresheet   // moves recorded on the scoresheet
	extraEnd      // one past the last extra provision
)

// extraArticles holds the extra provisions' ids for 2014, 2017, 2018 and
// 2023; an empty list means the edition has no such rule.
var extraArticles = map[provision][4][]string{
	pRapidPenalty:         {nil, nil, nil, {"A.3"}},
	pElectronicScoresheet: {nil, nil, nil, {"8.1.1.2"}},
	pThreefoldIntended:    {{"9.2 a"}, {"9.2.1.1"}, {"9.2.1.1"}, {"9.2.1.1"}},
	pThreefoldAppeared:    {{"9.2 b"}, {"9.2.1.2"}, {"9.2.1.2"}, {"9.2.1.2"}},
	pFiftyIntended:        {{"9.3 a"}, {"9.3.1"}, {"9.3.1"}, {"9.3.1"}},
	pFiftyCompleted:       {{"9.3 b"}, {"9.3.2"}, {"9.3.2"}, {"9.3.2"}},
	pSameEnPassant:        {{"9.2"}, {"9.2.2.1"}, {"9.2.2.1"}, {"9.2.2.1"}},
	pSameCastling:         {{"9.2"}, {"9.2.2.2"}, {"9.2.2.2"}, {"9.2.2.2"}},
	pGuidelinesAnnounce:   {{"G.2"}, {"III.2.1"}, {"III.2.1"}, {"III.2.1"}},
	pGuidelinesScope:      {{"G.3"}, {"III.2.2"}, {"III.2.2"}, {"III.2.2"}},
	pQuickplayPostpone:    {{"G.5"}, {"III.5.2"}, {"III.5.2"}, {"III.5.2"}},
	pMovesAlternate:       {{"1.1"}, {"1.2"}, {"1.2"}, {"1.2"}},
	pOwnPiece:             {{"3.1"}, {"3.1"}, {"3.1"}, {"3.1"}},
	pBishopMove:           {{"3.2"}, {"3.2"}, {"3.2"}, {"3.2"}},
	pRookMove:             {{"3.3"}, {"3.3"}, {"3.3"}, {"3.3"}},
	pQueenMove:            {{"3.4"}, {"3.4"}, {"3.4"}, {"3.4"}},
	pNoJumping:            {{"3.5"}, {"3.5"}, {"3.5"}, {"3.5"}},
	pKnightMove:           {{"3.6"}, {"3.6"}, {"3.6"}, {"3.6"}},
	pPawnForward:          {{"3.7 a"}, {"3.7.1"}, {"3.7.1"}, {"3.7.1"}},
	pPawnDouble:           {{"3.7 b"}, {"3.7.2"}, {"3.7.2"}, {"3.7.2"}},
	pPawnCapture:          {{"3.7 c"}, {"3.7.3"}, {"3.7.3"}, {"3.7.3"}},
	pPawnEnPassant:        {{"3.7 d"}, {"3.7.4.2"}, {"3.7.4.2"}, {"3.7.4.2"}},
	pKingStep:             {{"3.8 a"}, {"3.8.1"}, {"3.8.1"}, {"3.8.1"}},
	pCastlingKingMoved:    {{"3.8 b"}, {"3.8.2.1.1"}, {"3.8.2.1.1"}, {"3.8.2.1.1"}},
	pCastlingRookMoved:    {{"3.8 b"}, {"3.8.2.1.2"}, {"3.8.2.1.2"}, {"3.8.2.1.2"}},
	pCastlingAttacked:     {{"3.8 b"}, {"3.8.2.2.1"}, {"3.8.2.2.1"}, {"3.8.2.2.1"}},
	pCastlingBlocked:      {{"3.8 b"}, {"3.8.2.2.2"}, {"3.8.2.2.2"}, {"3.8.2.2.2"}},
	pKingExposed:          {{"3.9"}, {"3.9.2"}, {"3.9.2"}, {"3.9.2"}},
	pResignNoMate:         {nil, nil, nil, {"5.1.2"}},
	pScoresheet:           {{"8.1"}, {"8.1.1"}, {"8.1.1"}, {"8.1.1"}},
}

// overrides2023 are the 2023 ids that the renumbering rule of renumber2023
// does not give.
var overrides2023 = map[provision][]string{
	// B.2 (one minute) is gone: blitz reaches A.3 through B.3.
	pBlitzPenalty: {"B.3", "A.3"},
}

// column is the edition's index in the tables.
func column(e Edition) int {
	switch e {
	case Edition2014:
		return 0
	case Edition2017:
		return 1
	case Edition2023:
		return 3
	}
	return 2
}

// idsOf returns provision p's ids in edition e.
func idsOf(e Edition, p provision) []string {
	col := column(e)
	if ids, ok := extraArticles[p]; ok {
		return ids[col]
	}
	if p < 0 || p >= provisions {
		return nil
	}
	if col < 3 {
		return articles[p][col]
	}
	if ids, ok := overrides2023[p]; ok {
		return ids
	}
	var out []string
	for _, id := range articles[p][2] {
		out = append(out, renumber2023(id))
	}
	return out
}

// renumber2023 gives the 2023 number of a 2018 provision. Articles 1-12
// and the Guidelines keep their numbers; in Appendix A a new A.3 (one
// minute in rapid) moves A.3 to A.4, A.4 to A.5 and A.5 to A.6; in
// Appendix B, B.2 is gone, so B.3 becomes B.2, B.4 B.3 and B.5 B.4.
func renumber2023(id string) string {
	shift := map[string]string{"A.3": "A.4", "A.4": "A.5", "A.5": "A.6", "B.3": "B.2", "B.4": "B.3", "B.5": "B.4"}
	for from, to := range shift {
		if id == from || strings.HasPrefix(id, from+".") {
			return to + id[len(from):]
		}
	}
	return id
}

// allProvisions lists every provision the engine can cite.
func allProvisions() []provision {
	var ps []provision
	for p := provision(0); p < provisions; p++ {
		ps = append(ps, p)
	}
	for p := pRapidPenalty; p < extraEnd; p++ {
		ps = append(ps, p)
	}
	return ps
}
