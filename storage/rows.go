package storage

import (
	"encoding/json"
	"time"
)

// Tournament is an event: what it is called, where and when it is played,
// and the rules it is played under.
type Tournament struct {
	ID          int64
	Name        string
	Venue       string
	StartDate   string // YYYY-MM-DD, or empty
	EndDate     string // YYYY-MM-DD, or empty
	Rules       RuleSet
	TimeControl string // as the engine writes it, e.g. "15+10"

	// What pairing programs exchange (TRF16).
	Federation    string // three letters, e.g. "NOR"
	PairingSystem string // e.g. "Swiss Dutch", as the pairing program words it
	RoundCount    int    // rounds planned; 0 when not known
}

// RuleSet is what the Laws of Chess need to know about an event. Storage
// keeps the values as the engine gives them.
type RuleSet struct {
	Edition     string          // edition of the Laws, e.g. "2023"
	GameType    string          // "standard", "rapid", "blitz"
	Supervision string          // e.g. "A.4": adequate supervision or not
	Regulations json.RawMessage // what the Laws leave to the event, JSON
}

// Player is a player of an event with what the arbiter must know.
type Player struct {
	ID               int64
	TournamentID     int64
	Name             string // "Surname, Forename"
	FIDEID           int64  // 0 when the player has none
	Rating           int    // 0 when unrated
	Federation       string // three letters, e.g. "NOR"
	Title            string // "GM", "IM", "WFM", ... or empty
	Language         string // language the player reads articles in, e.g. "de"
	VisuallyImpaired bool   // Appendix D applies
	NeedsAssistant   bool
	StartRank        int    // pairing number, unique in the event; 0 when not given
	Sex              string // "m", "w" or empty, as rating lists record it
	Birth            string // YYYY-MM-DD, YYYY or empty
}

// Round is one round of an event.
type Round struct {
	ID           int64
	TournamentID int64
	Number       int       // 1, 2, 3, ...
	Date         string    // YYYY-MM-DD, or empty
	Closed       time.Time // when CloseRound ended it; zero while open
}

// Board is a board of a round with its pairing.
type Board struct {
	ID      int64
	RoundID int64
	Number  int // board number, 1 for the top board
	WhiteID int64
	BlackID int64
}

// Bye is a player of a round who has no opponent: a bye allocated by the
// pairing, a requested bye, or a known absence.
type Bye struct {
	RoundID  int64
	PlayerID int64
	Result   string // as the engine writes it, e.g. "PAB", "bye ½", "bye 0"
}

// Arbiter roles.
const (
	RoleChief  = "chief"
	RoleDeputy = "deputy"
)

// Arbiter is an arbiter of an event.
type Arbiter struct {
	ID           int64
	TournamentID int64
	Name         string
	FIDEID       int64  // 0 when unknown
	Role         string // RoleChief or RoleDeputy
}

// Game is a game played on a board. Its moves, clocks and rulings are its
// events; Result and Termination summarise them for lists and exports.
type Game struct {
	ID          int64
	RoundID     int64
	BoardID     int64
	Board       int // board number
	WhiteID     int64
	BlackID     int64
	InitialFEN  string
	Result      string // "1-0", "0-1", "1/2-1/2", or "*" while unfinished
	Termination string // how it ended, as the engine names it
	Events      int64  // number of events in its log
}

// GameRecord is the PGN a game was imported from, as the PGN writer wrote
// it after reading, and how many of the game's events the import stored.
type GameRecord struct {
	GameID int64
	PGN    string
	Events int64
}

// ClockJump is a step of the computer's wall clock the console noticed.
type ClockJump struct {
	At time.Time     // the console's instant, UTC
	By time.Duration // how far the wall clock stepped; negative is back
}

// Summary counts what a database holds.
type Summary struct {
	SchemaVersion int
	Tournaments   int
	Players       int
	Rounds        int
	Games         int
	Events        int
}

// Snapshot is a whole database as rows, with the ids it has: what moves an
// event from one kind of store to another (a laptop's file to the venue's
// server and back). Game ids are kept because each event's hash covers its
// game's id.
type Snapshot struct {
	Tournaments []Tournament
	Players     []Player
	Rounds      []Round
	Boards      []Board
	Byes        []Bye
	Arbiters    []Arbiter
	Assignments []Assignment
	Games       []Game
	Events      []EventRecord    // by game, then sequence
	GameRecords []GameRecord     // the records of games imported from PGN, by game
	TieBreaks   []EventTieBreaks // the events that have a tie-break choice
	TRFExtras   []EventTRFExtra  // the events that keep TRF lines for the pairing program
	EBoardMaps  []EventEBoardMap // the events whose e-boards are mapped to boards
}

// Assignment is an arbiter running a board.
type Assignment struct {
	ArbiterID, BoardID int64
}

// EventTRFExtra is the TRF extra of one event, as a Snapshot carries it
// from one kind of store to another.
type EventTRFExtra struct {
	TournamentID int64
	Extra        string
}

// EventTRFExtraQuery reads the events that have a TRF extra, on either
// kind of store.
const EventTRFExtraQuery = `SELECT id, trf_extra FROM tournaments WHERE trf_extra <> '' ORDER BY id`

// EventEBoardMap is the e-board map of one event ("SERIAL=BOARD,..."), as
// a Snapshot carries it from one kind of store to another.
type EventEBoardMap struct {
	TournamentID int64
	Map          string
}

// EventEBoardMapQuery reads the events that have an e-board map, on
// either kind of store.
const EventEBoardMapQuery = `SELECT id, eboard_map FROM tournaments WHERE eboard_map <> '' ORDER BY id`
