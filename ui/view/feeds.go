package view

// Feeds is a Backend that can follow the venue's boards: DGT LiveChess's
// e-boards or a live PGN. It is optional: the console offers the E-boards
// dialog only when its backend has it.
type Feeds interface {
	// FollowLiveChess follows LiveChess at addr (host:port or URL);
	// mapping is serial -> board, kept with the event; nil for the map
	// the event keeps, else e-board i feeding board i.
	// What was followed before stops.
	FollowLiveChess(addr string, mapping map[string]int) error
	// FollowPGN follows a live PGN, a file or an http(s) URL.
	FollowPGN(source string) error
	// StopFeeds stops following: every board is typed again.
	StopFeeds()
	// Following says what is followed ("livechess ws://...", "pgn FILE"),
	// empty when nothing.
	Following() string
	// EBoard makes a board follow the e-board serial; Typed makes it
	// typed again.
	EBoard(board int, serial string) error
	Typed(board int) error
}
