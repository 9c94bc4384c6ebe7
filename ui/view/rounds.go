package view

import (
	"errors"
	"io"
	"time"
)

// ErrUnfinished is returned by CloseRound while a game of the round has
// no result; CloseRoundOverride closes it anyway, with a reason.
var ErrUnfinished = errors.New("games are unfinished")

// Rounds runs the event round after round: the pairings come from the
// pairing program, the round starts on every board at once, results are
// checked and corrected, the round is closed and the standings printed.
// The UI offers the Round menu when the backend has it.
type Rounds interface {
	// RoundTable lists the current round's boards and byes, those without
	// a result first.
	RoundTable() RoundTableView
	// ImportPairings stores the next round from the TRF16 file the pairing
	// program wrote after pairing it; it returns the round's number.
	ImportPairings(name string, r io.Reader) (int, error)
	// StartRound starts White's clock on every board at one instant
	// (6.6) and returns the boards it left alone, with why.
	StartRound(at time.Time) (map[int]string, error)
	// CloseRoundOverride closes the round with games unfinished, for the
	// reason the arbiter gives.
	CloseRoundOverride(reason string) (string, error)
	// CorrectResult replaces a board's result, with the reason, in the
	// game's record.
	CorrectResult(board int, result, reason string) ([]RulingView, error)
	// Standings ranks the players by points and the tie-breaks given by
	// their FIDE acronyms (the default when none), under the edition of
	// FIDE C.07 given ("2024", "2026"; "" for the one in force on the
	// event's start date).
	Standings(tieBreaks []string, rules string) (StandingsView, error)
	// WriteStandings writes the standings as "html" (a page to print) or
	// "csv".
	WriteStandings(format string, tieBreaks []string, rules string, w io.Writer) error
}

// RoundTableView is a round's pairings and results.
type RoundTableView struct {
	Round  int
	Closed bool
	Rows   []RoundRow // boards without a result first, then by board
}

// RoundRow is one board, or a bye (Board 0, no Black).
type RoundRow struct {
	Board        int
	White, Black string
	Result       string // "" while the game goes on
	Missing      bool   // no result yet
	Arbiter      string // who runs the board; "" when nobody was assigned
}

// StandingsView is the standings after the rounds played so far.
type StandingsView struct {
	Round     int      // rounds counted
	Rules     string   // edition of FIDE C.07: "2024" or "2026"
	TieBreaks []string // acronyms, in order
	Rows      []StandingRow
}

// StandingRow is one player's line of the standings.
type StandingRow struct {
	Rank, StartRank  int
	Name, Title, Fed string
	Rating           int
	Points           string
	TieBreaks        []string // values, as TieBreaks orders them
}

// ExportWarner says what an export changes to fit its format (a name cut
// to TRF's 33 columns); the UI shows it after exporting.
type ExportWarner interface {
	ExportWarnings(format ExportFormat) []string
}
