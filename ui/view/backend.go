package view

import (
	"io"
	"time"
)

// Backend is everything the UI needs from the rest of the program. The UI
// draws what it returns and sends it commands; it never decides a rule.
// cmd/arbiter wires in the real one (engine + storage); tests use a fake.
//
// Methods may be called from any goroutine. The UI calls those that read
// or write the store, which may be a server's (a command, a round's
// table, the standings, the entries between rounds), off its goroutine
// and applies their answer with fyne.Do; on its goroutine it calls only
// what the backend keeps in memory (Event, Boards, Tile, Clock). OnChange
// callbacks may arrive from any goroutine, and the UI moves them onto its
// own with fyne.Do.
type Backend interface {
	Wall
	Board
	Laws
	Event
	Appeals
}

// Appeals gives the record of rulings an appeal is decided on (11.10).
type Appeals interface {
	// Appeal lists a board's rulings, oldest first.
	Appeal(board int) ([]AppealEntry, error)
	// WriteAppeal writes the record of the boards (every board of the
	// round when none is named) as a printable HTML page in a language.
	WriteAppeal(w io.Writer, lang string, boards ...int) error
}

// Wall is what the console's wall of boards reads.
type Wall interface {
	// Boards returns every board of the current round, in board order.
	Boards() []BoardView
	// Clock returns both remaining times of a board at an instant.
	Clock(board int, at time.Time) (white, black time.Duration)
	// Tile returns one board of the current round as the wall shows it,
	// for redrawing the board a Change names without reading the others.
	Tile(board int) (BoardView, error)
	// OnChange registers f to be called once after each change of state:
	// one stored command is one Change naming its board.
	OnChange(f func(Change))
}

// Change says what a change of the backend's state touched, so that the
// console redraws that and reads nothing else.
type Change struct {
	// Boards are the numbers of the boards of the round whose state
	// changed. Nil when anything may have: another event, round or
	// database, the notation language, the server lost or back.
	Boards []int
}

// All reports whether the change may touch anything.
func (c Change) All() bool { return c.Boards == nil }

// Board is what a board window reads and sends.
type Board interface {
	// Board returns one board in full: moves, rulings, legal moves.
	Board(number int) (BoardDetail, error)
	// Do applies one arbiter command to a board. It returns only after
	// the resulting events are stored; the rulings are what the Laws
	// decided about the command.
	Do(board int, cmd Command) ([]RulingView, error)
	// Clock returns both remaining times of a board at an instant.
	Clock(board int, at time.Time) (white, black time.Duration)
	// SetNotation sets the language of the move lists and of
	// BoardDetail.LegalSAN: en, de, fr, es, it, pt, ru or fig.
	SetNotation(lang string)
}

// Laws gives the texts of the Laws of Chess.
type Laws interface {
	// Article returns an article's text in a language and edition, with a
	// note when another edition or language had to stand in.
	Article(edition, lang, id string) (ArticleView, error)
	// Contents lists an edition's articles (id and heading) in a language.
	Contents(edition, lang string) []ArticleView
	// SearchLaws finds articles whose text holds query.
	SearchLaws(edition, lang, query string) []ArticleView
}

// Event runs the event as a whole: creating it, its files, its rounds.
type Event interface {
	// Event returns the open event, or ok=false when the database has none.
	Event() (ev EventView, ok bool)
	// CreateEvent starts a new event with its first round; DemoEvent
	// fills an empty database with a round in progress from real games.
	CreateEvent(setup EventSetup) error
	DemoEvent() error
	// Export writes the open event in a format.
	Export(format ExportFormat, w io.Writer) error
	// ReadPlayers reads players from a players CSV or a TRF16 file (by
	// the name's extension), for the set-up form.
	ReadPlayers(name string, r io.Reader) ([]PlayerView, error)
	// CloseRound ends the current round and backs the database up next
	// to itself; it returns the backup's path.
	CloseRound() (string, error)
}
