// Package tournament models an event as the arbiter runs it: the event
// itself, its players, its rounds with their pairings and results, and the
// standings with tie-breaks. It reads and writes the FIDE Tournament Report
// File (TRF16) that pairing programs exchange, and players and results as
// CSV.
//
// Points are exact: a Points value counts half points, so ½ never rounds.
// Results follow Article 10 of the Laws of Chess: a game is worth at most
// the points of a win (10.2), and each player scores the points of a win,
// a draw or a loss, nothing in between.
//
// The package does no I/O of its own: the file formats go through
// io.Reader and io.Writer, and dates come in as values.
//
// docs/formats.md describes the TRF16 and CSV formats as this package reads
// and writes them; docs/tie-breaks.md the exact definitions of the
// tie-breaks and where they were read.
package tournament
