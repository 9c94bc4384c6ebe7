package laws

import (
	"strings"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// claim checks a draw claim under 9.2 or 9.3, with an intended move
// written down (9.2.1.1, 9.3.1) or on the position on the board (9.2.1.2,
// 9.3.2), and applies 9.5.2 or 9.5.3. Rulings cite the item that decides,
// and an incorrect threefold claim also the reason the positions differ
// (9.2.2.1 en passant, 9.2.2.2 castling rights).
func (g *Game) claim(e Event) ([]Ruling, error) {
	var ground provision
	switch {
	case e.Claim == Threefold && e.Move != "":
		ground = pThreefoldIntended
	case e.Claim == Threefold:
		ground = pThreefoldAppeared
	case e.Claim == FiftyMoves && e.Move != "":
		ground = pFiftyIntended
	case e.Claim == FiftyMoves:
		ground = pFiftyCompleted
	default:
		return nil, refuse("laws.claim_kind", kv{"Claim": e.Claim}, "claim %q: want threefold or fifty", e.Claim)
	}
	pos := g.Position()
	if pos.Turn() != e.Side.Color() {
		// "Upon a correct claim by a player having the move": 9.2.1 and 9.3
		// themselves, for both kinds of claim.
		parent := map[ClaimKind]provision{Threefold: pThreefold, FiftyMoves: pFiftyMoves}[e.Claim]
		return []Ruling{{Side: e.Side, Decision: ClaimNotOnMove, Articles: g.cite(parent)}}, nil
	}
	var context []provision
	if e.Electronic && e.Move != "" {
		if !has(g.edition(), pElectronicScoresheet) {
			// These Laws know only the scoresheet on paper (8.1.1): whether
			// a move entered on a device counts as written is the arbiter's.
			return []Ruling{{Side: e.Side, Decision: ClaimElectronicNoRule, Articles: g.cite(pScoresheet, ground), Proposed: true}}, nil
		}
		context = append(context, pElectronicScoresheet)
	}
	target, history := pos, g.positions
	var intended chess.Move
	var reason []provision
	illegalIntended := false
	if e.Move != "" {
		m, err := g.setup.Options.readMove(pos, e.Move)
		if err != nil {
			// An illegal move written down cannot bring the position
			// about: the claim is incorrect, for the rule it breaks.
			broken, why := whyIllegal(pos, e.Side.Color(), e.Move)
			if why != nil {
				return nil, refuse("laws.intended_move", kv{"Move": e.Move}, "intended move: %w", err)
			}
			reason, illegalIntended = []provision{broken}, true
		} else {
			intended, target = m, pos.Play(m)
			history = append(history[:len(history):len(history)], target)
		}
	}
	var correct bool
	switch {
	case illegalIntended:
	case e.Claim == Threefold:
		correct = countAppearances(history, target.RepetitionKey()) >= 3
		if !correct {
			reason = whyNotSame(history, target)
		}
	case e.Claim == FiftyMoves:
		correct = target.HalfmoveClock() >= 100
	}
	if correct {
		ps := append([]provision{ground, pClaimCorrect}, context...)
		return g.endRuling(e.At, Ruling{Side: e.Side, Decision: ClaimCorrect, Articles: g.cite(ps...)}, draw(g.scoring()))
	}
	ps := append([]provision{ground}, reason...)
	ps = append(ps, pClaimIncorrect)
	ps = append(ps, context...)
	ps = append(ps, g.setup.Rules.penaltyContext()...)
	t := g.setup.Rules.penaltyTime()
	opp := e.Side.Color().Other()
	if err := g.addTime(e.At, opp, t); err != nil {
		return nil, err
	}
	r := Ruling{Side: e.Side, Decision: ClaimIncorrect, Articles: g.cite(ps...)}
	r.Effects.Time[opp] = t
	if illegalIntended {
		r.Params = map[string]string{"intended_move_illegal": e.Move, "breaks": g.cite(reason...)[0]}
	}
	if intended != chess.NoMove {
		g.mustPlay = intended
		r.Effects.MustPlay = intended.UCI(pos.IsChess960())
	}
	return []Ruling{r}, nil
}

// countAppearances counts the positions of history identical to key (9.2.2).
func countAppearances(history []chess.Position, key uint64) int {
	n := 0
	for _, p := range history {
		if p.RepetitionKey() == key {
			n++
		}
	}
	return n
}

// whyNotSame explains an incorrect threefold claim whose position did
// appear three times on the board, only not as the same position of
// 9.2.2: castling rights differ (9.2.2.2) or an en passant capture was
// possible in one of them (9.2.2.1). Nil when it did not appear three
// times even on the board.
func whyNotSame(history []chess.Position, target chess.Position) []provision {
	look := boardAndTurn(target)
	var alike []chess.Position
	for _, p := range history {
		if boardAndTurn(p) == look {
			alike = append(alike, p)
		}
	}
	if len(alike) < 3 {
		return nil
	}
	var why []provision
	castling, passant := false, false
	for _, p := range alike {
		if p.RepetitionKey() == target.RepetitionKey() {
			continue
		}
		if p.CastlingRights() != target.CastlingRights() {
			castling = true
		} else {
			passant = true
		}
	}
	if passant {
		why = append(why, pSameEnPassant)
	}
	if castling {
		why = append(why, pSameCastling)
	}
	return why
}

// boardAndTurn is the first two fields of the FEN: the pieces on their
// squares and the side to move.
func boardAndTurn(p chess.Position) string {
	f := strings.Fields(p.FEN())
	return f[0] + " " + f[1]
}
