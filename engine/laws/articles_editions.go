package laws

import "github.com/arbiterconsole/arbiter/engine/laws/concordance"

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
	pQuickplayDrawn     // III.5.1: the arbiter agrees: drawn
	pQuickplayRejected  // III.5.3: claim rejected: two minutes
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
// 2023; an empty list means the edition has no such rule. A nil 2023
// column means the 2018 ids through the concordance; it is given only for
// a provision the 2023 edition added or changed.
var extraArticles = map[provision][4][]string{
	pRapidPenalty:         {nil, nil, nil, {"A.3"}},
	pElectronicScoresheet: {nil, nil, nil, {"8.1.1.2"}},
	pThreefoldIntended:    {{"9.2 a"}, {"9.2.1.1"}, {"9.2.1.1"}, nil},
	pThreefoldAppeared:    {{"9.2 b"}, {"9.2.1.2"}, {"9.2.1.2"}, nil},
	pFiftyIntended:        {{"9.3 a"}, {"9.3.1"}, {"9.3.1"}, nil},
	pFiftyCompleted:       {{"9.3 b"}, {"9.3.2"}, {"9.3.2"}, nil},
	pSameEnPassant:        {{"9.2"}, {"9.2.2.1"}, {"9.2.2.1"}, nil},
	pSameCastling:         {{"9.2"}, {"9.2.2.2"}, {"9.2.2.2"}, nil},
	pGuidelinesAnnounce:   {{"G.2"}, {"III.2.1"}, {"III.2.1"}, nil},
	pGuidelinesScope:      {{"G.3"}, {"III.2.2"}, {"III.2.2"}, nil},
	pQuickplayPostpone:    {{"G.5 b"}, {"III.5.2"}, {"III.5.2"}, nil},
	pQuickplayDrawn:       {{"G.5 a"}, {"III.5.1"}, {"III.5.1"}, nil},
	pQuickplayRejected:    {{"G.5 c"}, {"III.5.3"}, {"III.5.3"}, nil},
	pMovesAlternate:       {{"1.1"}, {"1.2"}, {"1.2"}, nil},
	pOwnPiece:             {{"3.1"}, {"3.1"}, {"3.1"}, nil},
	pBishopMove:           {{"3.2"}, {"3.2"}, {"3.2"}, nil},
	pRookMove:             {{"3.3"}, {"3.3"}, {"3.3"}, nil},
	pQueenMove:            {{"3.4"}, {"3.4"}, {"3.4"}, nil},
	pNoJumping:            {{"3.5"}, {"3.5"}, {"3.5"}, nil},
	pKnightMove:           {{"3.6"}, {"3.6"}, {"3.6"}, nil},
	pPawnForward:          {{"3.7 a"}, {"3.7.1"}, {"3.7.1"}, nil},
	pPawnDouble:           {{"3.7 b"}, {"3.7.2"}, {"3.7.2"}, nil},
	pPawnCapture:          {{"3.7 c"}, {"3.7.3"}, {"3.7.3"}, nil},
	pPawnEnPassant:        {{"3.7 d"}, {"3.7.4.2"}, {"3.7.4.2"}, nil},
	pKingStep:             {{"3.8 a"}, {"3.8.1"}, {"3.8.1"}, nil},
	pCastlingKingMoved:    {{"3.8 b"}, {"3.8.2.1.1"}, {"3.8.2.1.1"}, nil},
	pCastlingRookMoved:    {{"3.8 b"}, {"3.8.2.1.2"}, {"3.8.2.1.2"}, nil},
	pCastlingAttacked:     {{"3.8 b"}, {"3.8.2.2.1"}, {"3.8.2.2.1"}, nil},
	pCastlingBlocked:      {{"3.8 b"}, {"3.8.2.2.2"}, {"3.8.2.2.2"}, nil},
	pKingExposed:          {{"3.9"}, {"3.9.2"}, {"3.9.2"}, nil},
	pResignNoMate:         {nil, nil, nil, {"5.1.2"}},
	pScoresheet:           {{"8.1"}, {"8.1.1"}, {"8.1.1"}, nil},
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

// idsOf returns provision p's ids in edition e. A 2023 id comes from the
// 2018 id through the concordance, unless the table gives the 2023 ids
// itself (a provision 2023 added or changed).
func idsOf(e Edition, p provision) []string {
	col := column(e)
	var ids [4][]string
	if x, ok := extraArticles[p]; ok {
		ids = x
	} else if p >= 0 && p < provisions {
		copy(ids[:3], articles[p][:])
	}
	if col < 3 || ids[3] != nil {
		return ids[col]
	}
	var out []string
	for _, id := range ids[2] {
		if id2023, ok := concordance.To2023(id); ok {
			out = append(out, id2023)
		}
	}
	return out
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
