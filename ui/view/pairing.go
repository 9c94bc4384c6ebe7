package view

import "time"

// ByeKind is why a player of a typed round has no opponent.
type ByeKind string

// Bye kinds, as TRF16 marks them. The half-, full- and zero-point byes are
// the pre-assigned ones: asked for (or an absence known) before pairing.
const (
	ByePairing ByeKind = "pairing" // allocated by the pairing: scores a win (U)
	ByeFull    ByeKind = "full"    // pre-assigned, scores a win (F)
	ByeHalf    ByeKind = "half"    // pre-assigned, scores a draw (H)
	ByeZero    ByeKind = "zero"    // pre-assigned or a known absence, scores nothing (Z)
)

// ByeKinds lists the bye kinds in the order the pairing form offers them.
var ByeKinds = []ByeKind{ByePairing, ByeHalf, ByeFull, ByeZero}

// Forfeits a typed board may carry: the game is not played (Article 10).
var Forfeits = []string{"+/-", "-/+", "-/-"}

// TypedBoard is one board of a typed round. A player is given by start
// rank ("7"), by start rank and name as the form offers it ("7 Gran,
// Per"), or by name.
type TypedBoard struct {
	White, Black string
	Forfeit      string // "" for a game to play, else one of Forfeits
}

// TypedBye is a player of a typed round without an opponent.
type TypedBye struct {
	Player string
	Kind   ByeKind
}

// TypedRound is the next round as the arbiter types it, without a pairing
// program: boards in order (board 1 first) and byes.
type TypedRound struct {
	Boards []TypedBoard
	Byes   []TypedBye
}

// PairingPlayer is a player the pairing form offers.
type PairingPlayer struct {
	StartRank int
	Name      string
	Rating    int
	Points    string // after the rounds played
}

// PairingTyper stores a round the arbiter types instead of importing it.
// The Round menu offers "Type pairings" when the backend has it.
type PairingTyper interface {
	// PairingPlayers lists the event's players by start rank.
	PairingPlayers() []PairingPlayer
	// CheckPairings validates a typed round: an unknown or missing player,
	// or a player paired twice, is an error (a *Refusal saying where);
	// what the arbiter may still want (a player paired again with the
	// same opponent, a player left out) comes back as warnings.
	CheckPairings(r TypedRound) ([]Message, error)
	// TypePairings checks the round and stores it as the next round, as
	// an imported one is stored; it returns the round's number.
	TypePairings(r TypedRound) (int, error)
}

// ArbiterBoards is the boards one arbiter of the event runs in the round.
type ArbiterBoards struct {
	Arbiter string
	Role    string // "chief" or "deputy"
	Boards  []int
}

// BoardAssigner gives the current round's boards to the event's arbiters.
type BoardAssigner interface {
	// Assignments lists every arbiter of the event with the boards of
	// the current round each one runs.
	Assignments() []ArbiterBoards
	// AssignBoards replaces the current round's assignments: each named
	// arbiter runs the boards given, a board at most one arbiter.
	AssignBoards(a []ArbiterBoards) error
}

// DefaultProposal is a player the console proposes to default at the
// default time (6.7.1): he is not marked present at the check-in and has
// not made a move since the start. Side is empty when both players of
// the board are absent: both lose.
type DefaultProposal struct {
	Board  int
	Side   Side
	Player string
	Since  time.Time     // when the round's clock was started on the board
	Clock  time.Duration // the player's remaining time at the instant asked
}

// DefaultTimer lists the players absent at the default time; the arbiter
// confirms each loss with CmdDefault and DecisionConfirm, or decides
// otherwise (CmdDefault, then CmdDecide with DecisionOverride and the
// reason), and the player is proposed no more.
type DefaultTimer interface {
	DefaultTimeProposals(at time.Time) []DefaultProposal
	// DefaultTime is the event's default time (6.7.1).
	DefaultTime() time.Duration
}
