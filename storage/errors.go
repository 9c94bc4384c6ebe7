package storage

import (
	"errors"
	"fmt"
	"strings"
)

// Errors reported by the store, tested with errors.Is.
var (
	// ErrNotFound: no row with the given id.
	ErrNotFound = errors.New("not found")
	// ErrConflict: the change would break a uniqueness rule or leave a
	// reference dangling (a duplicate board number, a player still paired).
	ErrConflict = errors.New("conflict")
	// ErrInvalid: a value the schema does not accept (an empty name, a
	// payload that is not JSON).
	ErrInvalid = errors.New("invalid value")
	// ErrReadOnly: a write to a store opened with OpenReadOnly.
	ErrReadOnly = errors.New("store is read-only")
	// ErrExist: Create was given a path that already exists.
	ErrExist = errors.New("file already exists")

	// ErrNotDatabase: the file is not a SQLite database at all.
	ErrNotDatabase = errors.New("file is not a database")
	// ErrForeignApp: a SQLite database, but not one of Arbiter Console.
	ErrForeignApp = errors.New("SQLite database of another application")
	// ErrCorrupt: an Arbiter Console database that fails its integrity check.
	ErrCorrupt = errors.New("database is corrupt")
	// ErrTooNew: written by a newer version of Arbiter Console.
	ErrTooNew = errors.New("database is from a newer version of Arbiter Console")
	// ErrTampered: a game's hash chain does not verify; see TamperError.
	ErrTampered = errors.New("game records were changed outside Arbiter Console")
	// ErrReplaced: the event's file was deleted, moved or replaced while
	// open, or the server now answers for another event: nothing more is
	// written there.
	ErrReplaced = errors.New("the event's file was deleted, moved or replaced, or its server answers for another event, while the console had it open: nothing more is recorded; keep the scoresheet and open the event again")
)

// ChainBreak is one place where a game's hash chain does not verify, or,
// with GameID 0, the file as a whole: its schema, or its seal over all
// its games (FileSeal).
type ChainBreak struct {
	GameID int64
	Seq    int64  // first event that does not verify; 0 for the game row itself
	Reason string // what did not match, for the arbiter to read
	// FileSeal marks the break of a protected file's seal over all its
	// games and its record log (a game put back to an earlier state), or
	// of the file as a whole against its anchor (an earlier copy put back).
	FileSeal bool
}

func (b ChainBreak) String() string {
	if b.GameID == 0 {
		return b.Reason // the file as a whole: its schema or its seal
	}
	if b.Seq == 0 {
		return fmt.Sprintf("game %d: %s", b.GameID, b.Reason)
	}
	return fmt.Sprintf("game %d seq %d: %s", b.GameID, b.Seq, b.Reason)
}

// TamperError reports every broken hash chain found in a database.
// errors.Is(err, ErrTampered) holds for it.
type TamperError struct {
	Path   string
	Breaks []ChainBreak
}

func (e *TamperError) Error() string {
	const shown = 5
	var b strings.Builder
	fmt.Fprintf(&b, "storage: %s: %v: ", e.Path, ErrTampered)
	for i, br := range e.Breaks {
		if i == shown {
			fmt.Fprintf(&b, "; and %d more", len(e.Breaks)-shown)
			break
		}
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(br.String())
	}
	return b.String()
}

// Is makes errors.Is(err, ErrTampered) true.
func (e *TamperError) Is(target error) bool { return target == ErrTampered }

// ErrLocked: another program has the database open for writing.
var ErrLocked = errors.New("database is in use by another program")

// LockedError is an Open refused because another process writes the
// file. Holder says which program, host and process, as that process
// wrote it into the lock file. errors.Is(err, ErrLocked) holds for it.
type LockedError struct {
	Path   string
	Holder string // "arbiter on host x, pid 42, since 2026-11-23 10:00 UTC"; empty when unknown
}

func (e *LockedError) Error() string {
	holder := e.Holder
	if holder == "" {
		holder = "another program"
	}
	return fmt.Sprintf("storage: %s: %v: %s; it can be opened read-only meanwhile", e.Path, ErrLocked, holder)
}

// Is makes errors.Is(err, ErrLocked) true.
func (e *LockedError) Is(target error) bool { return target == ErrLocked }

var (
	// ErrNotWritable: the file, its folder or the medium it is on cannot
	// be written; it can still be opened read-only.
	ErrNotWritable = errors.New("cannot be written")
	// ErrDiskFull: the disk holding the database has no space left.
	ErrDiskFull = errors.New("the disk is full")
)

// RollbackError is a protected file older than the state this computer
// last saw it in: its whole-file seal counts fewer writes than the anchor
// kept beside its key (or as many, with other contents). A copy of the
// file put back over it looks like this, every seal of the copy holding.
// errors.Is(err, ErrTampered) holds for it.
type RollbackError struct {
	Path     string
	Anchor   string // the anchor file
	Seal     int64  // the writes the file's seal counts; 0 when it has none that counts
	Anchored int64  // the writes the anchor counts
}

// Reason says what differs, for db check's list.
func (e *RollbackError) Reason() string {
	if e.Seal == e.Anchored {
		return fmt.Sprintf("anchor: the file is not the one this computer last saw at write %d (anchor %s): another copy of it, written apart, was put in its place; if you put it back on purpose, remove the anchor", e.Anchored, e.Anchor)
	}
	return fmt.Sprintf("anchor: the file is older than this computer last saw it: its seal counts %d write(s), the anchor %s counts %d: an earlier copy of the whole file was put back in its place; if you restored it on purpose, remove the anchor", e.Seal, e.Anchor, e.Anchored)
}

func (e *RollbackError) Error() string {
	return fmt.Sprintf("storage: %s: %v: %s", e.Path, ErrTampered, e.Reason())
}

// Is makes errors.Is(err, ErrTampered) true.
func (e *RollbackError) Is(target error) bool { return target == ErrTampered }

// Message is the refusal as a translation key of locales/ui/storage.*.json
// with its parameters.
func (e *RollbackError) Message() (key string, params map[string]any) {
	key = "storage.rolled_back"
	if e.Seal == e.Anchored {
		key = "storage.forked"
	}
	return key, map[string]any{"Path": e.Path, "Anchor": e.Anchor, "Seal": e.Seal, "Anchored": e.Anchored}
}

// SwapConflictError is the refusal of a compare-and-set
// (Tx.SwapTRFExtra) whose expected state is no longer the stored one:
// another console changed the event meanwhile. errors.Is(err,
// ErrConflict) holds for it.
type SwapConflictError struct {
	What         string // what was being stored
	Rounds, Have int    // the rounds the caller read, and the event's now
}

// SwapConflict is a *SwapConflictError.
func SwapConflict(what string, rounds, have int) error {
	return &SwapConflictError{What: what, Rounds: rounds, Have: have}
}

func (e *SwapConflictError) Error() string {
	if e.Rounds != e.Have {
		return fmt.Sprintf("storage: %s: %v: the event has %d round(s) now, not %d: another console changed it meanwhile", e.What, ErrConflict, e.Have, e.Rounds)
	}
	return fmt.Sprintf("storage: %s: %v: another console changed the event's coming rounds meanwhile", e.What, ErrConflict)
}

// Is makes errors.Is(err, ErrConflict) true.
func (e *SwapConflictError) Is(target error) bool { return target == ErrConflict }

// Message is the refusal as a translation key of locales/ui/storage.*.json
// with its parameters.
func (e *SwapConflictError) Message() (key string, params map[string]any) {
	if e.Rounds != e.Have {
		return "storage.changed_meanwhile.rounds", map[string]any{"Rounds": e.Rounds, "Have": e.Have}
	}
	return "storage.changed_meanwhile", nil
}

// Translated is an error that carries its own translation, a key and its
// parameters: FieldError, RollbackError and SwapConflictError, so that a
// console shows the arbiter each in his language.
type Translated interface {
	error
	Message() (key string, params map[string]any)
}
