package eboard

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/eboard"
)

// DGT LiveChess 2's local API, as its users' code and DGT's documentation
// show it. Over WebSocket at ws://HOST:1982/api/v1.0 a client sends calls
//
//	{"id": 1, "call": "eboards"}
//	{"id": 2, "call": "subscribe", "param": {"feed": "eboardevent", "id": 7, "param": {"serialnr": "12345"}}}
//
// and receives answers {"response": "call", "id": 1, "param": ..., "time": ms}
// and, for a subscription, events {"response": "feed", "id": 7, "param":
// EBoardEvent, "time": ms}; errors come as {"response": "error", "id": ...,
// "param": {"message": ...}}. GET http://HOST:1982/api/v1.0/eboards answers
// the list too.

// APIPath is where LiveChess serves its API.
const APIPath = "/api/v1.0"

// DefaultAddr is LiveChess's address on the arbiter's computer.
const DefaultAddr = "127.0.0.1:1982"

// Call is a request to LiveChess.
type Call struct {
	ID    int             `json:"id"`
	Call  string          `json:"call"`
	Param json.RawMessage `json:"param,omitempty"`
}

// Response is LiveChess's answer to a call, or an event of a feed.
type Response struct {
	Response string          `json:"response"` // "call", "feed" or "error"
	ID       int             `json:"id"`
	Param    json.RawMessage `json:"param"`
	Time     int64           `json:"time"` // milliseconds since 1970
}

// FeedParam subscribes to a feed.
type FeedParam struct {
	Feed  string          `json:"feed"` // "eboardevent"
	ID    int             `json:"id"`   // the id its events will carry
	Param json.RawMessage `json:"param"`
}

// SerialParam names an e-board.
type SerialParam struct {
	SerialNr string `json:"serialnr"`
}

// ErrorParam is the message of an error response.
type ErrorParam struct {
	Message string `json:"message"`
}

// EBoard is one e-board LiveChess knows.
type EBoard struct {
	SerialNr string `json:"serialnr"`
	Source   string `json:"source,omitempty"` // the port or the connection
	// State is "ACTIVE" while the board is connected; "INACTIVE",
	// "DELAYED", "SYNCHRONISING" otherwise.
	State   string     `json:"state"`
	Battery *string    `json:"battery"`
	Comment *string    `json:"comment"`
	Board   string     `json:"board,omitempty"` // FEN piece placement
	Flipped bool       `json:"flipped"`
	Clock   *ClockJSON `json:"clock"`
}

// ClockJSON is a clock as LiveChess writes it: seconds left, and Run true
// while White's runs, false while Black's runs, null when stopped.
type ClockJSON struct {
	White int64 `json:"white"`
	Black int64 `json:"black"`
	Run   *bool `json:"run"`
	Time  int64 `json:"time"` // when read, ms since 1970
}

// EBoardEvent is an event of the "eboardevent" feed: any field may be
// left out when it did not change.
type EBoardEvent struct {
	SerialNr string     `json:"serialnr"`
	Flipped  bool       `json:"flipped"`
	Board    string     `json:"board,omitempty"`
	Clock    *ClockJSON `json:"clock,omitempty"`
	Start    string     `json:"start,omitempty"` // where the moves are reconstructed from
	SAN      []string   `json:"san,omitempty"`
	Match    bool       `json:"match"`
}

// ActiveState is the state of a connected e-board.
const ActiveState = "ACTIVE"

// Clock converts a LiveChess clock.
func (c ClockJSON) Clock() eboard.Clock {
	out := eboard.Clock{White: time.Duration(max(c.White, 0)) * time.Second, Black: time.Duration(max(c.Black, 0)) * time.Second}
	switch {
	case c.Run == nil:
	case *c.Run:
		out.Running = eboard.WhiteRuns
	default:
		out.Running = eboard.BlackRuns
	}
	return out
}

// clockJSON converts a clock for LiveChess.
func clockJSON(c eboard.Clock, at time.Time) *ClockJSON {
	out := &ClockJSON{White: int64(c.White / time.Second), Black: int64(c.Black / time.Second), Time: at.UnixMilli()}
	switch c.Running {
	case eboard.WhiteRuns:
		t := true
		out.Run = &t
	case eboard.BlackRuns:
		f := false
		out.Run = &f
	}
	return out
}

// Reading converts an event of the feed for a follower: the board (its
// FEN is the position whichever way the board is turned: LiveChess
// reports Flipped and turns the board itself), the moves LiveChess
// reconstructed from the initial position (when the board does not
// match them it has moved on: they were completed), and the clock.
func (e EBoardEvent) Reading(at time.Time) (eboard.Reading, error) {
	r := eboard.Reading{At: at}
	if e.Board != "" {
		b, err := eboard.ParseBoard(e.Board)
		if err != nil {
			return r, fmt.Errorf("e-board %s: %w", e.SerialNr, err)
		}
		r.Board = &b
	}
	if e.SAN != nil || e.Start != "" && !isStart(e.Start) {
		// A start other than the initial position comes with the moves
		// from it, none yet when the list is left out.
		r.SAN = e.SAN
		if r.SAN == nil {
			r.SAN = []string{}
		}
		if e.Start != "" && !isStart(e.Start) {
			p, err := startPosition(e.Start)
			if err != nil {
				return r, fmt.Errorf("e-board %s: start %q: %w", e.SerialNr, e.Start, err)
			}
			r.Start = &p
		}
	}
	if e.Clock != nil {
		c := e.Clock.Clock()
		r.Clock = &c
	}
	return r, nil
}

// startPosition reads where LiveChess reconstructs the moves from: a
// whole FEN, or only the pieces' placement, White to move, castling
// allowed where king and rooks stand on their squares.
func startPosition(fen string) (chess.Position, error) {
	if strings.Contains(strings.TrimSpace(fen), " ") {
		return chess.ParseFEN(fen)
	}
	return chess.ParseFENLax(fen + " w KQkq - 0 1")
}

// isStart reports whether fen is the initial position.
func isStart(fen string) bool {
	b, err := eboard.ParseBoard(fen)
	return err == nil && b == startBoard
}
