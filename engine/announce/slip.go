package announce

// Slip is a detail an announcement said that its move does not have: a
// slip of the tongue, which D.2.8 says must be corrected before the
// opponent's clock is started.
type Slip string

// The slips Read reports, in the order it reports them.
const (
	SaidCapture   Slip = "capture"    // a capture, for a move that takes nothing
	SaidCheck     Slip = "check"      // check, for a move that gives none
	SaidCheckmate Slip = "checkmate"  // checkmate, for a move that does not mate
	SaidEnPassant Slip = "en_passant" // en passant, for another move
	SaidPromotion Slip = "promotion"  // a promotion piece, for a move that does not promote to it
)

// String says the slip in English, for the command line and logs; the
// console translates the key "announce.slip." + the slip.
func (s Slip) String() string {
	switch s {
	case SaidCapture:
		return "a capture was announced, but the move takes nothing"
	case SaidCheck:
		return "check was announced, but the move does not give check"
	case SaidCheckmate:
		return "checkmate was announced, but the move does not checkmate"
	case SaidEnPassant:
		return "en passant was announced, but the move is not an en passant capture"
	case SaidPromotion:
		return "a promotion piece was announced that the move does not promote to"
	}
	return string(s)
}
