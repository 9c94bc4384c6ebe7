package eboard

import "testing"

// A fault the simulator announces must happen: a flag or an illegal move
// comes before a move the game has (after its last move the game is
// over, and nothing more is played), the kings after the last one.
func TestFaultPly_EveryFaultComesWhileTheGameIsPlayed(t *testing.T) {
	for plies := 1; plies <= 120; plies++ {
		for _, fault := range []string{FaultIllegal, FaultFlag} {
			if p := faultPly(fault, plies); p < 0 || p >= plies {
				t.Errorf("%s in a game of %d plies: at ply %d, want before its last move", fault, plies, p)
			}
		}
		if p := faultPly(FaultKings, plies); p != plies {
			t.Errorf("kings in a game of %d plies: at ply %d, want after the last", plies, p)
		}
	}
}
