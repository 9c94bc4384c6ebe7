package view

import "time"

// CmdPresent marks Side present at the chessboard (6.7.1), before or at
// the start of the round; with Decision DecisionWithdrawn it takes back a
// mark made in error. A player's own move says he is present as well.
const CmdPresent CommandKind = "present"

// DecisionWithdrawn is the Decision of a CmdPresent that takes a mark back.
const DecisionWithdrawn = "withdrawn"

// CheckIn is the round's check-in: who is at the chessboard, board by
// board. The console marks players with CmdPresent; the default-time
// screen (DefaultTimer) proposes only the players not present.
type CheckIn interface {
	Presence() []PresenceRow
}

// PresenceRow is one board of the check-in.
type PresenceRow struct {
	Board        int
	White, Black string
	// Present says who is at the board: marked by the arbiter, or seen
	// moving or pressing the clock.
	Present map[Side]bool
	Started bool
	Result  string // a finished game takes no marks
}

// RoundClock is the round's timing for the players' hall screen: when the
// round started (the first clock started), and when its games will have
// ended by the usual reckoning (each player's time for 60 moves, as A.1
// counts it). ok is false before the round starts.
type RoundClock interface {
	RoundTiming() (start, end time.Time, ok bool)
}
