package laws

// Withdrawn is the Decision of a present event that takes back a mark
// made in error: the player is no longer marked present.
const Withdrawn = "withdrawn"

// presence is who is known to be at the chessboard (6.7.1): marked by the
// arbiter at the check-in, or seen acting in the game.
type presence struct {
	marked [2]bool // per Side-1: the arbiter's check-in mark
	acted  [2]bool // per Side-1: the player moved, pressed or spoke
}

// actsAtBoard are the events only a player sitting at the board gives:
// his own move and clock press, an irregularity of his hand, an offer,
// an answer or a claim.
var actsAtBoard = map[Kind]bool{
	KindIllegal: true, KindOffer: true, KindAccept: true, KindDecline: true, KindClaim: true,
}

// saw notes what a folded event says of presence; toMove is the side
// that was to move before it, the mover of a move event.
func (p *presence) saw(e Event, toMove Side) {
	switch {
	case e.Kind == KindMove:
		p.acted[toMove-1] = true
	case e.Kind == KindPresent && e.Side != NoSide:
		p.marked[e.Side-1] = e.Decision != Withdrawn
	case actsAtBoard[e.Kind] && e.Side != NoSide:
		p.acted[e.Side-1] = true
	}
}

// present checks a check-in mark: the game must not be over (apply has
// checked), and only "withdrawn" may go with it.
func (g *Game) present(e Event) error {
	if e.Decision != "" && e.Decision != Withdrawn {
		return refuse("laws.present_decision", kv{"Decision": e.Decision}, "present: decision %q: only %q takes a mark back", e.Decision, Withdrawn)
	}
	return nil
}

// Present reports whether side is known to be at the chessboard: the
// arbiter marked him present at the check-in, or he has made a move,
// pressed his clock or otherwise acted in the game (6.7.1). The default
// time screen proposes only the players not present.
func (g *Game) Present(side Side) bool {
	if side != White && side != Black {
		return false
	}
	return g.presence.marked[side-1] || g.presence.acted[side-1]
}
