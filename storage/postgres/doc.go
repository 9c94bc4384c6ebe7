// Package postgres keeps an Arbiter Console event on a PostgreSQL server,
// so that the chief arbiter and the deputies' consoles run one event over
// the venue's network. It stores the same rows as package storage (the
// SQLite file a single console uses) with the same rules: the same types,
// the same hash chain over each game's append-only log (an event's hash
// covers its game id, so ids are kept when an event moves between the
// two), the same errors (storage.ErrNotFound, storage.ErrConflict, ...)
// and the same refusals.
//
// # Several writers
//
// Many consoles append at once. Append locks the game's row (SELECT ...
// FOR UPDATE) before it compares the caller's expected head with the
// stored one, so two arbiters recording on one board are serialised: one
// wins, the other gets a *storage.ConflictError and reads the game again.
// A transaction is acknowledged only once committed.
//
// # Change feed
//
// Triggers NOTIFY the channel arbiter_changes on every commit that adds
// game events ("game ID") or changes any other record ("records"); Watch
// LISTENs and tells the console what to read again.
//
// # Record log
//
// What decides a result outside the game logs (events, players, rounds,
// pairings, byes, results) is sealed in a hash-chained record log as in
// the file (storage's schema version 5): every write seals the rows it
// changed before it commits, and VerifyRecords names a row changed by
// another tool. A keyed (HMAC) chain is for files only: its key would
// have to be on every console.
package postgres
