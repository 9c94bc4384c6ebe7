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

// PairingProgram is the pairing program the console's settings name:
// bbpPairings' executable or JaVaFo's .jar, and the system it pairs.
type PairingProgram struct {
	Path    string
	System  string        // "dutch" or "burstein"
	Timeout time.Duration // 0: the default
}

// ProposedBoard is a board of the round a pairing program proposes, in
// the program's order; Black is zero for the pairing-allocated bye.
type ProposedBoard struct {
	Board        int
	White, Black PairingPlayer
}

// ProposedBye is a player the round leaves out: a bye granted ahead, a
// withdrawal (ByeZero), or a player defaulted in round Absent (ByeZero,
// 6.7.1), whom the arbiter may still pair or withdraw.
type ProposedBye struct {
	Player    PairingPlayer
	Kind      ByeKind
	Withdrawn bool
	Absent    int
}

// PairingProposal is the next round as the program paired it, shown to
// the arbiter before it is stored.
type PairingProposal struct {
	Round   int
	Program string // the program's file name
	System  string
	Boards  []ProposedBoard
	Byes    []ProposedBye
}

// ProgramPairer pairs the next round with the pairing program. The Round
// menu's "Pair next round" uses it when the backend has it.
type ProgramPairer interface {
	// ProposePairing runs the program on the event's TRF and returns its
	// pairing, not stored; a refusal says why, in the program's words too.
	ProposePairing(p PairingProgram) (PairingProposal, error)
	// ConfirmPairing stores the proposal the arbiter confirmed as the next
	// round and returns its number.
	ConfirmPairing(p PairingProposal) (int, error)
}

// ComingEntry is what the arbiter entered for a round not paired yet: a
// bye granted (Kind half, zero or full) or a withdrawal from Round on;
// or the zero-point bye of a player defaulted in round Absent (6.7.1),
// which CancelBye takes back and Withdraw turns into a withdrawal.
type ComingEntry struct {
	Player    PairingPlayer
	Round     int
	Kind      ByeKind
	Withdrawn bool
	Absent    int
}

// NewPlayer is a late entry as the arbiter types it.
type NewPlayer struct {
	Name       string // "Surname, Given"
	Rating     int
	FIDEID     int64
	Federation string
	Title      string
}

// RoundPlanner takes the arbiter's entries between rounds.
type RoundPlanner interface {
	// NextRound is the number of the round to be paired next.
	NextRound() int
	// ComingEntries lists the byes granted and the withdrawals.
	ComingEntries() []ComingEntry
	// GrantBye grants a player a half-, zero- or full-point bye for a
	// round to come; CancelBye takes it back, or the zero-point bye of a
	// player defaulted in the round before.
	GrantBye(startRank, round int, kind ByeKind) error
	CancelBye(startRank, round int) error
	// Withdraw takes a player out of every round from round from on.
	Withdraw(startRank, from int) error
	// AddLateEntry adds a player who joins before the next round; the
	// rounds played count as not paired for him.
	AddLateEntry(p NewPlayer) (int, error)
}

// TimeControlSetter gives an event imported without a readable time
// control its time control, as the arbiter types it.
type TimeControlSetter interface {
	SetTimeControl(text string) error
}
