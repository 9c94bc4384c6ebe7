package laws

import (
	"fmt"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// Outcome is how a game ended, in the notation of Article 10 and of
// tournament reports.
type Outcome string

// The outcomes of a game.
const (
	Ongoing       Outcome = "*"
	WhiteWins     Outcome = "1-0"
	BlackWins     Outcome = "0-1"
	Drawn         Outcome = "1/2-1/2"
	BothLose      Outcome = "0-0"      // 11.8
	WhiteForfeit  Outcome = "-/+"      // White forfeits, Black wins by forfeit
	BlackForfeit  Outcome = "+/-"      // Black forfeits
	DoubleForfeit Outcome = "-/-"      // neither player came
	Cancelled     Outcome = "replay"   // a new game is to be played (7.2.1, 7.3)
	Adjusted      Outcome = "adjusted" // scores set by the arbiter (12.9.4 - 12.9.6)
)

// Result is the outcome of a game and the points each player scores.
type Result struct {
	Outcome Outcome
	White   Points
	Black   Points
}

// Over reports whether the game has ended.
func (r Result) Over() bool { return r.Outcome != Ongoing && r.Outcome != "" }

// win returns the result of a game won by side w.
func win(s Scoring, w chess.Color) Result {
	if w == chess.White {
		return Result{Outcome: WhiteWins, White: s.Win, Black: s.Loss}
	}
	return Result{Outcome: BlackWins, White: s.Loss, Black: s.Win}
}

func draw(s Scoring) Result { return Result{Outcome: Drawn, White: s.Draw, Black: s.Draw} }

func forfeit(s Scoring, loser chess.Color) Result {
	r := win(s, loser.Other())
	r.Outcome = WhiteForfeit
	if loser == chess.Black {
		r.Outcome = BlackForfeit
	}
	return r
}

// maxTotal is the most points one game can give out (10.2): a decisive
// game or a draw, whichever gives more.
func (s Scoring) maxTotal() Points { return max(s.Win+s.Loss, 2*s.Draw) }

// normal reports whether p is a score normally given for a game (10.2).
func (s Scoring) normal(p Points) bool { return p == s.Win || p == s.Draw || p == s.Loss }

// adjust returns r with side's score set to p, checked against 10.2:
// each score must be one normally given, and the total may not exceed the
// game's maximum.
func (s Scoring) adjust(r Result, side chess.Color, p Points) (Result, error) {
	if !s.normal(p) {
		return r, fmt.Errorf("score %s is not one normally given for a game (10.2)", s.Format(p))
	}
	if side == chess.White {
		r.White = p
	} else {
		r.Black = p
	}
	if r.White+r.Black > s.maxTotal() {
		return r, fmt.Errorf("scores %s - %s exceed the game's maximum %s (10.2)", s.Format(r.White), s.Format(r.Black), s.Format(s.maxTotal()))
	}
	r.Outcome = Adjusted
	return r, nil
}
