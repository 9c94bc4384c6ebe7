// Package eboard connects the console to the boards of a venue: a client
// of DGT LiveChess's local API (HTTP and WebSocket under /api/v1.0, port
// 1982), a poller of live PGN (a file another program rewrites, or a
// URL), a stand-in for LiveChess that replays real games for tests and
// demonstrations, and the watcher that feeds what they read into the
// event through the console's backend.
//
// The rules of reading a board (which position is a move, which is
// noise) are engine/eboard's; this package does the I/O around them.
package eboard
