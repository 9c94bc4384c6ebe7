// Package view is the contract between Arbiter Console's windows and the
// program behind them: the views the UI draws (event, boards, rulings,
// articles), the commands it sends, and the interfaces by role - the wall,
// a board, the Laws texts, the event - that the backend implements.
//
// It imports no Fyne, so the backend and the headless tools that share it
// run without a display; the UI aliases these names (see ui/view.go).
package view

import (
	"fmt"
	"time"

	"github.com/arbiterconsole/arbiter/engine/laws"
)

// ExportFormat names a file format the event can be exported in.
type ExportFormat string

// The export formats.
const (
	ExportPGNRound   ExportFormat = "pgn-round"   // the current round's games
	ExportPGN        ExportFormat = "pgn"         // every game of the event
	ExportTRF        ExportFormat = "trf"         // TRF16 for pairing programs
	ExportResultsCSV ExportFormat = "results-csv" // one line per game
	ExportPlayersCSV ExportFormat = "players-csv" // the players list
)

// ExportFormats lists the formats in the order a menu shows them.
var ExportFormats = []ExportFormat{ExportPGNRound, ExportPGN, ExportTRF, ExportResultsCSV, ExportPlayersCSV}

// Side is a player by colour, the engine's own (laws.Side): its zero
// value is no one, and it reads and writes "white", "black" or "".
type Side = laws.Side

// The sides.
const (
	NoSide = laws.NoSide
	White  = laws.White
	Black  = laws.Black
)

// EventView is what the console shows of the event.
type EventView struct {
	Name        string
	Edition     string // Laws edition: 2014, 2017, 2018
	GameType    string // standard, rapid, blitz
	TimeControl string // PGN TimeControl form
	// NeedsTimeControl is true for an event imported from a file whose
	// time control could not be read: the console asks for it once
	// (Backend.SetTimeControl); until then no board is shown.
	NeedsTimeControl bool
	Round            int
	Arbiters         []string
	// Notices are what the arbiter must know about the record itself: a
	// step of the computer's clock, a file open read-only.
	Notices []Message
}

// PlayerView is one player as the console shows them.
type PlayerView struct {
	Name             string
	Rating           int
	Title            string
	Federation       string
	Lang             string // language the player reads (11.9)
	VisuallyImpaired bool
	FIDEID           int64 // 0 when the player has none
}

// BoardView is one tile of the console.
type BoardView struct {
	Number         int
	Arbiter        string
	White, Black   PlayerView
	FEN            string    // the position, for tools and for setting it up again
	Pieces         Placement // the position as the board draws it
	InCheck        bool      // the side to move is in check
	LastMove       string    // UCI, empty before the first move
	Turn           Side
	Running        Side // whose clock runs; empty when stopped
	Started        bool
	MovesCompleted int // full moves completed by White
	MovesToControl int // moves to the next time control, 0 when none
	FlagFallen     Side
	DrawOffer      Side // who offered a pending draw
	// Proposal is the translation key of the engine's proposal awaiting
	// the arbiter's decision (CmdDecide); empty when none is pending.
	Proposal  string
	Illegal   map[Side]int // illegal moves so far
	Penalties map[Side]int
	Result    string // "1-0", "0-1", "½-½", "0-0", "+/-" ...; empty while playing
	// Quarantine says why the board's stored game does not fold; such a
	// board shows its last good position and takes no commands. Empty
	// for a live board.
	Quarantine string
	// Feed is what the board's feed (an e-board, a live PGN) says; its
	// Source is empty while the board is typed.
	Feed FeedView
}

// FeedView is a board's feed as the wall shows it: where the moves come
// from, its status, and the e-board clock, which is the clock shown.
type FeedView struct {
	Source string  // "eboard:12345", "pgn:URL#3"; empty when typed
	Status Message // feed.ok, feed.moving, feed.disconnected, ... (locales/ui)
	// HasClock is true once the feed has read a clock: White and Black
	// then are its times in whole seconds at At, Running whose runs.
	HasClock     bool
	White, Black time.Duration
	Running      Side
	At           time.Time
}

// Placement is what stands on each square, a1 first and h8 last: a
// piece as its FEN letter ('K' a white king, 'q' a black queen), 0 on an
// empty square. The engine fills it, so that the UI draws a position
// without reading FEN.
type Placement [64]byte

// MoveView is one move of the move list.
type MoveView struct {
	Ply       int
	SAN       string        // in the arbiter's notation language
	UCI       string        // for the board, and for announcing it (Appendix D)
	Clock     time.Duration // mover's remaining time after the move
	TimeSpent time.Duration
}

// BoardDetail is one board in full, for its board window.
type BoardDetail struct {
	BoardView
	Moves []MoveView
	Legal []string // legal moves in UCI (e7e8q for promotions)
	// LegalSAN holds the same moves in the arbiter's notation language,
	// for completion: LegalSAN[i] is Legal[i].
	LegalSAN []string
	Rulings  []RulingView
	// BeforeLast is the position (FEN) before the last move, for saying
	// that move aloud (Appendix D); empty before the first. A position
	// to reinstate is named by its ply, 0 to len(Moves).
	BeforeLast string
	// Pending is the proposal awaiting the arbiter's decision, nil when
	// none is: the arbiter confirms or overrides it with CmdDecide.
	Pending *RulingView
}

// RulingView is one ruling as the arbiter and the players read it.
type RulingView struct {
	At       time.Time
	Key      string         // translation key of the decision
	Params   map[string]any // its parameters
	Text     string         // the decision in English, for tools; the UI translates Key
	Effects  []Message      // what changed, to translate
	Edition  string
	Articles []string // ids in that edition
	Result   string
	Proposed bool // the engine proposes; the arbiter confirms
	// DecidedBy is "laws" when the engine decided, else who did: the
	// arbiter who confirmed or overrode a proposal.
	DecidedBy string
}

// Message is a text for the UI to translate: a key of locales/ui and the
// parameters of its template.
type Message struct {
	Key    string         `json:"key"`
	Params map[string]any `json:"params,omitempty"`
}

// Equal reports whether m and o read the same: the same key with
// parameters that print alike.
func (m Message) Equal(o Message) bool {
	return m.Key == o.Key && fmt.Sprint(m.Params) == fmt.Sprint(o.Params)
}

// ArticleView is one article of the Laws.
type ArticleView struct {
	ID, Heading, Text string
	Edition, Lang     string
	Fallback          string // why another edition or language stands in
	// Rule is our own statement of a rule the 2023 edition changed, in the
	// reader's language, shown first; Older then labels Text as the
	// older wording.
	Rule, Older string
}

// CommandKind names an arbiter's command.
type CommandKind string

// The commands an arbiter can give on a board.
const (
	CmdMove        CommandKind = "move"             // Move: any notation
	CmdStartClock  CommandKind = "start"            // 6.6
	CmdPressClock  CommandKind = "press"            // without a move: see CmdIllegal 7.5.3
	CmdPause       CommandKind = "pause"            // 6.11
	CmdResume      CommandKind = "resume"           // 6.11
	CmdSetTimes    CommandKind = "set_times"        // WhiteTime, BlackTime, Moves (6.10.2, 7.1)
	CmdAdjustTime  CommandKind = "adjust_time"      // Side, Amount (+/-)
	CmdIllegal     CommandKind = "illegal"          // Side, Article 7.5.1..7.5.4
	CmdFlagFall    CommandKind = "flag"             // Side
	CmdDrawOffer   CommandKind = "draw_offer"       // Side
	CmdDrawAccept  CommandKind = "draw_accept"      // Side
	CmdDrawDecline CommandKind = "draw_decline"     // Side
	CmdClaim       CommandKind = "claim"            // Side, Claim, Move (intended, not played)
	CmdResign      CommandKind = "resign"           // Side
	CmdReinstate   CommandKind = "reinstate"        // Ply
	CmdPenalty     CommandKind = "penalty"          // Side, Penalty, Amount, Text
	CmdDevice      CommandKind = "device"           // Side: 11.3.2.2
	CmdDefault     CommandKind = "default"          // Side absent at default time: 6.7
	CmdResult      CommandKind = "result"           // Result, Text
	CmdPosition    CommandKind = "position"         // FEN: the arbiter sets up a position, Text
	CmdDecide      CommandKind = "decide"           // Decision on the pending proposal, Text: the reason
	CmdColours     CommandKind = "colours_reversed" // 7.3: the game started with colours reversed
	CmdWrongSetup  CommandKind = "wrong_setup"      // 7.2: the initial position was incorrect
	// CmdQuickplay is, in a game without increment under the Guidelines
	// III, the request of the player to move for an increment (Claim
	// "increment", III.4) or the claim that the opponent cannot or does not
	// try to win by normal means (Claim "normal", III.5), with the
	// arbiter's Decision: none (the engine checks and proposes), accept,
	// reject, draw or postpone.
	CmdQuickplay CommandKind = "quickplay"
)

// The arbiter's answers to a proposal (CmdDecide).
const (
	DecisionConfirm  = "confirm"  // do what the engine proposes
	DecisionOverride = "override" // decide otherwise: nothing is applied
)

// Command is one arbiter's command; which fields count depends on Kind.
type Command struct {
	Kind      CommandKind
	Side      Side
	Move      string        // a move in any language's notation, or UCI
	Article   string        // for CmdIllegal: 7.5.1, 7.5.2, 7.5.3 or 7.5.4
	Late      bool          // for CmdIllegal: the opponent had already moved (A.4.2)
	Claim     string        // for CmdClaim: threefold or fifty; for CmdQuickplay: increment or normal
	Penalty   string        // for CmdPenalty: one of the 12.9 list
	Amount    time.Duration // time to add (negative: remove)
	Points    string        // for points_down: the offender's score, as 0, ½ or 1
	WhiteTime time.Duration
	BlackTime time.Duration
	Moves     int
	Ply       int
	FEN       string // for CmdPosition: the position set up on the board
	Result    string
	// Decision is, for CmdDecide, DecisionConfirm or DecisionOverride;
	// for CmdDefault, DecisionConfirm records the default and the
	// arbiter's confirmation of the loss together (6.7.1).
	Decision string
	Text     string // the arbiter's reason or note
	By       string // the arbiter at the console, for the record (11.10)
	At       time.Time
}

// EventSetup is what the New event form collects.
type EventSetup struct {
	Name, Venue, ChiefArbiter string
	Start, End                time.Time
	Edition                   string // 2014, 2017, 2018
	TimeControl               string // any form engine/clock reads
	Supervised                bool   // A.3 / B.3 instead of A.4 / B.4
	DefaultTime               time.Duration
	DrawOffersFromMove        int // 0: allowed from the start
	GuidelinesIII             bool
	// Rounds is the number of rounds (0: not said); FirstColour the
	// colour of the first board's higher-ranked player in round 1,
	// "white1" or "black1", as pairing programs read them (XXR, XXC).
	Rounds      int
	FirstColour string
	Players     []PlayerView
	// Pairings of round 1: board i is Pairings[i] = {white, black}
	// as indexes into Players.
	Pairings [][2]int
	Arbiters map[string][]int // arbiter name -> board numbers
}

// AppealEntry is one ruling of a game as an appeals committee reads it
// (11.10): when, on which board, who gave the command and what it was,
// what the Laws or the arbiter decided and under which articles, the
// reason written, and the clocks after.
type AppealEntry struct {
	At           time.Time
	Board        int
	Arbiter      string      // who gave the command; empty when the engine decided alone
	Command      CommandKind // what the arbiter reported or did
	Side         Side        // the player concerned, if any
	Ruling       RulingView
	Reason       string        // the arbiter's written reason or note
	White, Black time.Duration // the clocks after the ruling
}
