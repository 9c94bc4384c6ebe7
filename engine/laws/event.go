package laws

import (
	"fmt"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/clock"
)

// Kind names what an event records. Kinds are stored with the events:
// never rename one.
type Kind string

// The events of a game under arbitration.
const (
	KindStart       Kind = "start"            // White's clock is started (6.6)
	KindMove        Kind = "move"             // the side to move completes Move (6.2.1)
	KindIllegal     Kind = "illegal"          // Side completed an irregular move (7.5, A.4.2)
	KindIllegalPos  Kind = "illegal_position" // both kings in check or a pawn on the last rank seen (A.4.4)
	KindDisplaced   Kind = "displaced"        // pieces displaced (7.4, 7.6)
	KindPosition    Kind = "position"         // the arbiter installs FEN as the position on the board
	KindOffer       Kind = "offer"            // Side offers a draw (9.1.2)
	KindAccept      Kind = "accept"           // Side accepts the pending offer (5.2.3)
	KindDecline     Kind = "decline"          // Side rejects the pending offer (9.1.2.1)
	KindClaim       Kind = "claim"            // Side claims a draw (9.2, 9.3), optionally with Move
	KindFlag        Kind = "flag"             // a flag fall is called (6.8, A.4.3, A.4.5)
	KindResign      Kind = "resign"           // Side resigns (5.1.2)
	KindAbsent      Kind = "absent"           // Side is absent at this instant (6.7.1)
	KindColours     Kind = "colours_reversed" // the game started with colours reversed (7.3)
	KindSetup       Kind = "wrong_setup"      // the initial position was incorrect (7.2.1, A.4.1.2)
	KindDevice      Kind = "device"           // Side has an electronic device (11.3.2.2)
	KindRefusal     Kind = "refusal"          // Side persistently refuses to comply (11.7, 11.8)
	KindScoresheet  Kind = "scoresheet"       // Side asks to see the scoresheet (A.3.2, B.3.2)
	KindDisturbance Kind = "disturbance"      // time given for an external disturbance (12.5)
	KindPenalty     Kind = "penalty"          // one of the 12.9 penalties, decided by the arbiter
	KindQuickplay   Kind = "quickplay"        // III.4 request or III.5 claim
	KindPause       Kind = "pause"            // the arbiter stops the clock (6.11.1)
	KindResume      Kind = "resume"           // the game restarts (6.11.3)
	KindSetTimes    Kind = "set_times"        // the arbiter installs the clock times (6.10.2)
	KindResult      Kind = "result"           // the arbiter records a result
	KindDecide      Kind = "decide"           // the arbiter confirms or overrides the pending proposal
	KindRecord      Kind = "record"           // the arbiter records a decision under Under (assisted provisions)
)

// Irregularity is the kind of completed illegal move (7.5.1 - 7.5.4).
type Irregularity string

// The irregularities counted under 7.5.5 (2018).
const (
	IllegalMove      Irregularity = "move"      // 7.5.1
	UnpromotedPawn   Irregularity = "promotion" // 7.5.2: the pawn becomes a queen
	PressWithoutMove Irregularity = "press"     // 7.5.3
	TwoHands         Irregularity = "hands"     // 7.5.4
)

// ClaimKind is the ground of a claim.
type ClaimKind string

// The claims the engine checks.
const (
	Threefold  ClaimKind = "threefold" // 9.2
	FiftyMoves ClaimKind = "fifty"     // 9.3
)

// Penalty is one of the arbiter's options of Article 12.9.
type Penalty string

// The penalties of 12.9.
const (
	Warning    Penalty = "warning"     // 12.9.1
	TimeUp     Penalty = "time_up"     // 12.9.2: the opponent gets Time
	TimeDown   Penalty = "time_down"   // 12.9.3: the offender loses Time
	PointsUp   Penalty = "points_up"   // 12.9.4: the opponent's score to the maximum
	PointsDown Penalty = "points_down" // 12.9.5: the offender's score down to Points
	GameLost   Penalty = "loss"        // 12.9.6
	Fine       Penalty = "fine"        // 12.9.7
	Exclusion  Penalty = "exclusion"   // 12.9.8
	Expulsion  Penalty = "expulsion"   // 12.9.9
)

// Penalties are the options of 12.9 in the article's order (12.9.1 to
// 12.9.9): the one list the backend checks commands against and the
// console offers.
var Penalties = []Penalty{Warning, TimeUp, TimeDown, PointsUp, PointsDown, GameLost, Fine, Exclusion, Expulsion}

// Event is one thing that happened in a game, at an instant. Which
// payload fields matter depends on the kind; the others stay zero. In
// JSON an event is {"at": ..., "kind": ..., "payload": {...}}.
type Event struct {
	At      time.Time `json:"at"`
	Kind    Kind      `json:"kind"`
	Payload `json:"payload"`
}

// Payload holds the details of an event.
type Payload struct {
	// Side is the player the event is about: who offers, claims,
	// resigns, committed the irregularity, or whose flag fell.
	Side Side `json:"side,omitempty"`
	// Move is a move as the arbiter wrote it: the move played (move),
	// the intended move of a claim, the unpromoted pawn's move.
	Move string `json:"move,omitempty"`
	// Irregularity is the kind of an illegal event.
	Irregularity Irregularity `json:"irregularity,omitempty"`
	// Claim is the ground of a claim event.
	Claim ClaimKind `json:"claim,omitempty"`
	// Ply is the position to reinstate, counted in half-moves from the
	// start (illegal, displaced); nil means the current one.
	Ply *int `json:"ply,omitempty"`
	// Late is true when the opponent had already made his next move
	// before the irregularity was noticed (A.4.2).
	Late bool `json:"late,omitempty"`
	// Claimed is true when the opponent claimed rather than the arbiter
	// observing (A.4.2, A.4.3).
	Claimed bool `json:"claimed,omitempty"`
	// ClaimedBy is the player who claimed a flag fall (6.8, A.4.3); it
	// implies Claimed.
	ClaimedBy Side `json:"claimed_by,omitempty"`
	// Electronic is true when a claim's intended move was entered on an
	// electronic scoresheet (2023 8.1.1.2).
	Electronic bool `json:"electronic,omitempty"`
	// Both is true when both flags are called, or both players refuse.
	Both bool `json:"both,omitempty"`
	// FEN is the position installed by a position event.
	FEN string `json:"fen,omitempty"`
	// Penalty is the option of 12.9 chosen by the arbiter.
	Penalty Penalty `json:"penalty,omitempty"`
	// Time is the time of a penalty or disturbance (added to Side).
	Time time.Duration `json:"time_ns,omitempty"`
	// Times are both clocks' times (set_times), or the extra time for
	// each side (disturbance), indexed White, Black.
	Times [2]time.Duration `json:"times_ns,omitzero"`
	// Points is the score set by points_down.
	Points Points `json:"points,omitempty"`
	// Result is the outcome a result event records.
	Result Outcome `json:"result,omitempty"`
	// Decision is the arbiter's answer where the Laws leave it to him:
	// "accept" or "reject" (III.4, III.5), "continue" or "replay" (7.3 in
	// 2014), "draw" (III.5); "confirm" or "override" for a decide event.
	Decision string `json:"decision,omitempty"`
	// By names who entered or decided the event (an arbiter's name).
	By string `json:"by,omitempty"`
	// Under is the provision of the Laws, in the edition's numbering, that
	// a record event or a penalty applies ("4.3.1", "11.3.1").
	Under string `json:"under,omitempty"`
	// Reason is the arbiter's written reason (penalties).
	Reason string `json:"reason,omitempty"`
}

// Side is a player, by colour; the zero Side is no one.
type Side uint8

// The sides.
const (
	NoSide Side = iota
	White
	Black
)

// The engine, the backend and the console know a player by this one
// Side; the board's colours (chess.Color) and the clock's two faces
// (clock.Side) convert here, and nowhere else.

// Color is the colour s plays; s must be White or Black.
func (s Side) Color() chess.Color {
	if s == Black {
		return chess.Black
	}
	return chess.White
}

// Clock is the face of the clock that runs for s; s must be White or
// Black.
func (s Side) Clock() clock.Side {
	if s == Black {
		return clock.Black
	}
	return clock.White
}

// SideOf is the side that plays colour c.
func SideOf(c chess.Color) Side {
	if c == chess.Black {
		return Black
	}
	return White
}

// SideOfClock is the side a face of the clock runs for.
func SideOfClock(c clock.Side) Side {
	if c == clock.Black {
		return Black
	}
	return White
}

func (s Side) String() string {
	switch s {
	case White:
		return "white"
	case Black:
		return "black"
	}
	return ""
}

// ParseSide reads "white", "black", "w" or "b".
func ParseSide(s string) (Side, error) {
	switch s {
	case "white", "w", "White":
		return White, nil
	case "black", "b", "Black":
		return Black, nil
	}
	return NoSide, fmt.Errorf("side %q: want white or black", s)
}

// MarshalText writes "white", "black" or "".
func (s Side) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads what MarshalText writes.
func (s *Side) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*s = NoSide
		return nil
	}
	v, err := ParseSide(string(b))
	*s = v
	return err
}
