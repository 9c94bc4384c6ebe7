// Package backends holds the storage test suite that every kind of store
// must pass: the SQLite file of package storage and the PostgreSQL server
// of package storage/postgres, table-driven over both. It has no code of
// its own beyond the tests.
package backends
