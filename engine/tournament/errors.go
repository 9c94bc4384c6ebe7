package tournament

import "fmt"

// ParseError is bad input in a file, with the line it was found on.
type ParseError struct {
	Format string // "trf" or "csv"
	Line   int    // 1 for the first line
	Err    error
}

func (e *ParseError) Error() string { return fmt.Sprintf("%s: line %d: %v", e.Format, e.Line, e.Err) }

func (e *ParseError) Unwrap() error { return e.Err }

// Kinds of PairError.
const (
	UnknownRank = "unknown_rank" // a start rank no player has
	PairedTwice = "paired_twice" // a player in two places of one round
	Excused     = "excused"      // a player paired who has a bye for the round
)

// PairError is a round's pairing that does not fit the event: as a
// pairing program's list or an imported round can have it.
type PairError struct {
	Kind   string
	Round  int
	Board  int // 0 for a bye, which has no board
	Rank   int
	Result Result // the bye the player has, for Excused
}

func (e *PairError) Error() string {
	var what string
	switch e.Kind {
	case UnknownRank:
		what = fmt.Sprintf("no player has start rank %d", e.Rank)
	case PairedTwice:
		what = fmt.Sprintf("player %d is paired twice", e.Rank)
	case Excused:
		what = fmt.Sprintf("player %d is paired, but has %s for this round", e.Rank, e.Result)
	}
	if e.Board == 0 {
		return fmt.Sprintf("round %d: bye: %s", e.Round, what)
	}
	return fmt.Sprintf("round %d: board %d: %s", e.Round, e.Board, what)
}

// Message is the error's translation key ("pairing.err." and its kind,
// then ".bye" for a bye) and parameters (Round, Board, Rank).
func (e *PairError) Message() (string, map[string]any) {
	key := "pairing.err." + e.Kind
	if e.Board == 0 {
		key += ".bye"
	}
	return key, map[string]any{"Round": e.Round, "Board": e.Board, "Rank": e.Rank}
}
