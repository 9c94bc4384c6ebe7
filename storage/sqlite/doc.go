// Package sqlite keeps an Arbiter Console event in one SQLite file: the
// tournament, its players, rounds, boards, arbiters and games, and for each
// game an append-only log of events that never loses a move.
//
// # Durability
//
// The writer connection runs in WAL mode with synchronous=FULL, so a call to
// [Store.Append] returns only after its transaction is on disk: an
// acknowledged event survives a crash or a power cut. Reads go through a
// separate read-only pool and never block the writer.
//
// # Hash chain
//
// Every game event carries the SHA-256 of its predecessor's hash and its own
// content (see [storage.ChainHash]), and each game row records the head of its chain.
// [Open] verifies every chain; a record changed, removed or reordered behind
// the application's back makes Open fail with a [*storage.TamperError] listing the
// game and sequence number of each break. Storage never repairs a chain:
// [OpenReadOnly] lets the arbiter inspect and export what is there.
//
// # Refusals
//
// Open checks a candidate file read-only before it opens it for writing and
// refuses, without touching the file, anything that is not a database
// ([storage.ErrNotDatabase]), a SQLite database of another application
// ([storage.ErrForeignApp]), a damaged one ([storage.ErrCorrupt]) or one written by a newer
// version of the application ([storage.ErrTooNew]).
//
// # Events are opaque
//
// Storage knows SQL and the encoding of the log, not the Laws of Chess: an
// event is a kind and a JSON payload defined by the engine. Rebuilding a game
// is the engine's fold over [Store.Replay].
//
// Store implements [storage.Store] and [storage.FileStore]. Callers never
// see database/sql: failures are reported with package storage's errors
// (storage.ErrNotFound, storage.ErrConflict, storage.ErrInvalid,
// storage.ErrReadOnly, ...), tested with errors.Is.
package sqlite
