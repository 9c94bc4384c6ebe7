package laws

import "github.com/arbiterconsole/arbiter/engine/chess"

// acceptDraw ends the game by agreement (5.2.3): from 2017, only once
// both players have made at least one move. An acceptance with no offer
// standing is ruled on, not refused: the offer lapsed when the player
// moved instead of answering it (9.1.2.1), or there was none.
func (g *Game) acceptDraw(e Event) ([]Ruling, error) {
	if g.offer == NoSide || g.offer == e.Side {
		return []Ruling{g.noOffer(e)}, nil
	}
	if g.edition() != Edition2014 {
		if n := g.movesMade(); n[chess.White] < 1 || n[chess.Black] < 1 {
			g.offer = NoSide
			return []Ruling{{Side: e.Side, Decision: DrawAgreementTooEarly, Articles: g.cite(pDrawAgreement)}}, nil
		}
	}
	return g.endRuling(e.At, Ruling{Side: e.Side, Decision: DrawAgreed, Articles: g.cite(pDrawAgreement)}, draw(g.scoring()))
}

func (g *Game) declineDraw(e Event) ([]Ruling, error) {
	if g.offer == NoSide || g.offer == e.Side {
		return []Ruling{g.noOffer(e)}, nil
	}
	g.offer = NoSide
	return []Ruling{{Side: e.Side, Decision: DrawOfferDeclined, Articles: g.cite(pDrawOffer)}}, nil
}

// noOffer is the ruling on an answer to an offer that does not stand.
func (g *Game) noOffer(e Event) Ruling {
	if g.lapsed != NoSide && g.lapsed != e.Side {
		return Ruling{Side: e.Side, Decision: DrawOfferNoLongerStands, Articles: g.cite(pDrawOffer)}
	}
	return Ruling{Side: e.Side, Decision: DrawOfferNone, Articles: g.cite(pDrawOffer)}
}
