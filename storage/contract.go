package storage

import (
	"context"
	"time"
)

// Reader is what a store answers without changing anything: the event's
// rows, each game's log and the checks of its chains.
type Reader interface {
	Tournament(ctx context.Context, id int64) (Tournament, error)
	Tournaments(ctx context.Context) ([]Tournament, error)
	TieBreakChoice(ctx context.Context, tournamentID int64) (TieBreakChoice, error)
	TRFExtra(ctx context.Context, tournamentID int64) (string, error)
	// EBoardMap is which e-board feeds which board: "SERIAL=BOARD,...",
	// "" when e-board i feeds board i.
	EBoardMap(ctx context.Context, tournamentID int64) (string, error)

	Player(ctx context.Context, id int64) (Player, error)
	Players(ctx context.Context, tournamentID int64) ([]Player, error)

	Round(ctx context.Context, id int64) (Round, error)
	Rounds(ctx context.Context, tournamentID int64) ([]Round, error)
	Board(ctx context.Context, id int64) (Board, error)
	Boards(ctx context.Context, roundID int64) ([]Board, error)
	Byes(ctx context.Context, roundID int64) ([]Bye, error)

	Arbiter(ctx context.Context, id int64) (Arbiter, error)
	Arbiters(ctx context.Context, tournamentID int64) ([]Arbiter, error)
	ArbiterBoards(ctx context.Context, arbiterID int64) ([]Board, error)
	BoardArbiters(ctx context.Context, boardID int64) ([]Arbiter, error)

	Game(ctx context.Context, id int64) (Game, error)
	Games(ctx context.Context, roundID int64) ([]Game, error)
	GameRecord(ctx context.Context, gameID int64) (GameRecord, error)
	ClockJumps(ctx context.Context) ([]ClockJump, error)

	// Events returns a game's whole log; ErrNotFound for no such game.
	Events(ctx context.Context, gameID int64) ([]EventRecord, error)
	// Replay calls fn with each of a game's events in order, from one
	// consistent read, and stops at fn's first error.
	Replay(ctx context.Context, gameID int64, fn func(EventRecord) error) error

	Summary(ctx context.Context) (Summary, error)
	Snapshot(ctx context.Context) (Snapshot, error)
	// VerifyChain checks every game's hash chain and lists each break.
	VerifyChain(ctx context.Context) ([]ChainBreak, error)
	// VerifyRecords checks the sealed record log and lists each row
	// changed behind the application's back.
	VerifyRecords(ctx context.Context) ([]RecordBreak, error)
	// RecordProtection says, for the arbiter, how the record log is
	// protected (see Protection).
	RecordProtection(ctx context.Context) (string, error)
}

// Store is an open event database: a SQLite file on this computer
// (package storage/sqlite) or a PostgreSQL server several consoles share
// (package storage/postgres). Its methods are safe for concurrent use.
// Package storage/stores opens either from a path or a URL.
type Store interface {
	Reader

	// Append adds events to a game's log after the event numbered after
	// (the head the caller last read) and returns them as stored, with
	// their sequence numbers and hashes. A log that has grown meanwhile is
	// a *ConflictError. A non-empty end records the game's result in the
	// same transaction.
	Append(ctx context.Context, gameID, after int64, events []EventRecord, end Ending) ([]EventRecord, error)

	// Update runs fn in one transaction and commits it if fn returns nil.
	// The commit is durable when Update returns.
	Update(ctx context.Context, fn func(Tx) error) error

	// AddClockJump records that the computer's clock jumped by by at at.
	AddClockJump(ctx context.Context, at time.Time, by time.Duration) error
	// CloseRound marks the end of a round's play; a store that keeps a
	// copy of the event then returns where it is, others "".
	CloseRound(ctx context.Context, roundID int64) (string, error)
	// Restore fills an empty store with a snapshot of another, ids and
	// hash chains as they are.
	Restore(ctx context.Context, snap Snapshot) error

	// Path names the database for the arbiter: a file's absolute path,
	// or a server's URL without its password.
	Path() string
	// ReadOnly reports whether the store was opened for reading only;
	// its writes then fail with ErrReadOnly.
	ReadOnly() bool
	Close() error
}

// Tx is one transaction of Store.Update: every change to the event's
// rows, committed together or not at all.
type Tx interface {
	AddTournament(ctx context.Context, t Tournament) (int64, error)
	UpdateTournament(ctx context.Context, t Tournament) error
	DeleteTournament(ctx context.Context, id int64) error
	SetTieBreakChoice(ctx context.Context, tournamentID int64, c TieBreakChoice) error
	SetTRFExtra(ctx context.Context, tournamentID int64, extra string) error
	// SwapTRFExtra stores extra as the event's TRF extra only if the
	// event still has the extra old and rounds rounds, as whoever made
	// extra read them; otherwise it stores nothing and the error is
	// ErrConflict (another console changed the event meanwhile: read it
	// again and make extra anew). Two consoles on one server then never
	// lose each other's change between rounds.
	SwapTRFExtra(ctx context.Context, tournamentID int64, rounds int, old, extra string) error
	SetEBoardMap(ctx context.Context, tournamentID int64, m string) error

	AddPlayer(ctx context.Context, p Player) (int64, error)
	UpdatePlayer(ctx context.Context, p Player) error
	DeletePlayer(ctx context.Context, id int64) error

	AddRound(ctx context.Context, tournamentID int64, number int) (int64, error)
	DeleteRound(ctx context.Context, id int64) error
	SetRoundDate(ctx context.Context, roundID int64, date string) error
	AddBoard(ctx context.Context, b Board) (int64, error)
	UpdateBoard(ctx context.Context, b Board) error
	DeleteBoard(ctx context.Context, id int64) error
	AddBye(ctx context.Context, b Bye) error
	DeleteBye(ctx context.Context, roundID, playerID int64) error

	AddArbiter(ctx context.Context, a Arbiter) (int64, error)
	UpdateArbiter(ctx context.Context, a Arbiter) error
	DeleteArbiter(ctx context.Context, id int64) error
	AssignBoards(ctx context.Context, arbiterID int64, boardIDs ...int64) error
	UnassignBoard(ctx context.Context, arbiterID, boardID int64) error

	AddGame(ctx context.Context, boardID int64, initialFEN string) (int64, error)
	SetResult(ctx context.Context, gameID int64, result, termination string) error
	SetGameRecord(ctx context.Context, r GameRecord) error
}

// Watcher is a store that other consoles change too. A caller finds it
// with a type assertion:
//
//	if w, ok := s.(storage.Watcher); ok { go w.Watch(ctx, time.Second, fn) }
type Watcher interface {
	// Watch calls fn for every change committed to the store, by any
	// console, until ctx ends. It reports Resync once it listens, since
	// what was committed before is not heard; when the store cannot be
	// reached it reports Lost once, tries again every retry, and reports
	// Resync when it is back. It returns ctx's error.
	Watch(ctx context.Context, retry time.Duration, fn func(Change)) error
}

// Change is what a Watcher says changed.
type Change struct {
	GameID  int64 // a game with new events; 0 when the change is not one
	Head    int64 // with GameID, its number of events after the change; 0 when not told
	Records bool  // events, players, rounds, boards, byes or arbiters changed
	Lost    bool  // the store cannot be reached: refuse new commands
	Resync  bool  // listening (again): anything may have changed before
}

// FileStore is a store kept in one file on this computer, which can be
// copied and protected with a key kept beside it. A caller finds it with a
// type assertion.
type FileStore interface {
	// Backup writes a consistent copy of the database to the new file to.
	Backup(ctx context.Context, to string) error
	// ProtectRecords makes the record log a keyed chain and returns the
	// key for the arbiter to keep.
	ProtectRecords(ctx context.Context) (string, error)
}

// SchemaVersion is the schema every store of this build writes: both
// number each change the same (storage/sqlite and storage/postgres
// migrations/NNNN_name.sql), so that a version means the same on both.
const SchemaVersion = 10
