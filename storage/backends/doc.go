// Package backends holds the tests that reach behind both stores' backs
// (storage/sqlite's file and storage/postgres's server) with SQL of their
// own: a log edited, cut or reordered by another tool, a record changed
// outside the application, several writers on one server; and imports
// and exports through storage/exchange on both. The contract's behaviour
// through its own methods is storage/storagetest's. It has no code of its
// own beyond the tests.
package backends
