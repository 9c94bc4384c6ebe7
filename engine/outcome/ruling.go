package outcome

import "github.com/arbiterconsole/arbiter/engine/chess"

// LossRuling is the result when a player should lose the game (flag fall,
// second illegal move, a Rapid claim) unless the opponent cannot mate.
type LossRuling struct {
	Result  string // "1-0", "0-1", "1/2-1/2", or "*" when undecided
	Article string
	// Opponent is the answer to "can the opponent still checkmate?".
	// Unknown leaves the result undecided for the arbiter.
	Opponent Answer
}

// FlagFall rules on the flag of `flagged` falling in p (Article 6.9): the
// player loses, but the game is drawn if the opponent cannot checkmate by
// any possible series of legal moves.
func FlagFall(p chess.Position, flagged chess.Color, b Budget) LossRuling {
	return lossUnlessUnwinnable(p, flagged, "6.9", b)
}

// SecondIllegalMove rules on the second completed illegal move of
// `offender` (Article 7.5.5), p being the position restored on the board:
// the game is lost, or drawn if the opponent cannot checkmate.
func SecondIllegalMove(p chess.Position, offender chess.Color, b Budget) LossRuling {
	return lossUnlessUnwinnable(p, offender, "7.5.5", b)
}

func lossUnlessUnwinnable(p chess.Position, loser chess.Color, article string, b Budget) LossRuling {
	a := CanCheckmate(p, loser.Other(), b)
	r := LossRuling{Article: article, Opponent: a, Result: "*"}
	switch {
	case a.Verdict == No:
		r.Result = "1/2-1/2"
	case a.Verdict == Yes && loser == chess.White:
		r.Result = "0-1"
	case a.Verdict == Yes:
		r.Result = "1-0"
	}
	return r
}
