// Package eboard turns what an electronic board reports (the pieces on
// its squares, the moves DGT LiveChess reconstructed, its clock) into the
// events of a game, and tells the noise of a real board from what the
// Laws are about.
//
// A move is taken when the board shows a position one legal move from
// the record and the mover has pressed the clock (6.2.1), or, on a board
// without a running clock, once the position has stood still for
// Options.Stable (2.5 s, as lichess waits): pieces in the air, a capture
// half made, a castling king before its rook are positions the record
// never sees. A position no legal move reaches, standing still after the
// clock was pressed, is an illegal move for the arbiter (7.5); kings put
// in the centre to signal a result, a stopped or unset clock, a board
// that differs while nobody has pressed are the board's status, never a
// move or a ruling. The e-board clock, in whole seconds, goes with every
// move; a side shown at zero is a flag fall (6.9).
//
// The package reads no clock and does no I/O: every reading carries its
// instant, and the caller passes the record as the console holds it, so
// that a move already recorded is never proposed again (a feed or a
// console that restarts resumes where the record is).
package eboard
