package outcome

import (
	"fmt"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// ClaimKind is the rule a draw claim rests on.
type ClaimKind uint8

const (
	ClaimThreefold  ClaimKind = iota // Article 9.2
	ClaimFiftyMoves                  // Article 9.3
)

// ClaimRuling is the arbiter's answer to a draw claim.
type ClaimRuling struct {
	Valid   bool
	Article string // the article applied: "9.2.1.1", "9.2.1.2", "9.3.1", "9.3.2", or the ending's
	Reason  string
}

// Claim rules on a draw claim by the player to move after the last move of
// h. With intended == "" the claim is on the position on the board
// (9.2.1.2, 9.3.2); otherwise the player has written down a move (in UCI)
// not yet played (9.2.1.1, 9.3.1): it must be legal, and the claim is
// judged on the position it would make.
func Claim(h History, kind ClaimKind, intended string, o Options) (ClaimRuling, error) {
	positions, err := h.Positions()
	if err != nil {
		return ClaimRuling{}, err
	}
	if st, err := Evaluate(h, o); err != nil {
		return ClaimRuling{}, err
	} else if st.Ending != NotEnded {
		return ClaimRuling{Article: st.Ending.Article(), Reason: "the game has already ended by " + st.Ending.String()}, nil
	}
	now := positions[len(positions)-1]
	article := [2][2]string{{"9.2.1.2", "9.2.1.1"}, {"9.3.2", "9.3.1"}}[kind]
	r := ClaimRuling{Article: article[0]}
	after := now
	if intended != "" {
		r.Article = article[1]
		m, err := chess.ParseUCI(now, intended)
		if err != nil {
			r.Reason = fmt.Sprintf("the intended move %s is illegal", intended)
			return r, nil
		}
		after = now.Play(m)
		positions = append(positions, after)
	}
	switch kind {
	case ClaimThreefold:
		key, count := after.RepetitionKey(), 0
		for _, p := range positions {
			if p.RepetitionKey() == key {
				count++
			}
		}
		r.Valid = count >= 3
		r.Reason = fmt.Sprintf("the position has appeared %d times", count)
	case ClaimFiftyMoves:
		r.Valid = after.HalfmoveClock() >= 100
		r.Reason = fmt.Sprintf("%d moves by each player without a pawn move or capture", after.HalfmoveClock()/2)
	}
	return r, nil
}
