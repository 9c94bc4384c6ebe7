// Package clock models chess clocks under the FIDE Laws of Chess: time
// controls made of stages (Article 6.3), their PGN and human notations,
// the game type they imply (Appendices A.1 and B.1), and a chess clock
// whose state is a fold over clock events.
//
// The package never reads the wall clock: every event carries its own
// instant, and every query takes the instant it asks about. Remaining
// times are computed from the recorded instants of the last event, never
// by accumulating ticks, so replaying the same events always gives the
// same times to the millisecond.
//
// # Flags
//
// A flag falls at the first instant a player's remaining time reaches
// zero: a remaining time of exactly 0 ms counts as fallen. Under a simple
// delay, the main time only starts counting once the delay of the move is
// used up, so the flag falls when the main time reaches zero after that.
// An increment is added after the move: a player who presses at or after
// the instant of the flag fall gets no increment and stays at zero.
//
// # Stages
//
// A control has one or more stages. Each stage gives a base time, a
// number of moves to complete (0: all remaining moves) and a per-move
// bonus (Fischer increment, simple delay or Bronstein delay). The next
// stage's base time arrives either when the player completes the stage's
// moves (FIDE style, 6.3.2: unused time carries over) or when the
// stage's time runs out (the "Time" mode of DGT clocks); in the second
// case the flag only counts as fallen if the player had not yet completed
// the stage's moves at that instant.
package clock
