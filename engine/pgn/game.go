package pgn

import (
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// Game is one game of a PGN file.
type Game struct {
	Tags  []Tag          // in the order read
	Start chess.Position // from the FEN tag, else the initial position
	Moves []Move         // the main line
	// Result is the game termination marker: "1-0", "0-1", "1/2-1/2" or
	// "*". When the movetext has none, the Result tag's value, else "*".
	Result string
	// Comments are those of a game without moves (a move's comments are in
	// the Move).
	Comments []string
	Line     int // the line the game starts on
}

// Tag is a tag pair: [Name "Value"].
type Tag struct {
	Name, Value string
}

// Move is one move of a game or of a variation.
type Move struct {
	Move chess.Move
	Text string // as written in the file (empty for moves made in code)
	Line int    // where Text stands, 0 for moves made in code
	NAGs []int  // numeric annotation glyphs: $1, or "!" read as 1
	// Before holds comments written before the move; only the first move
	// of a game or a variation has them.
	Before []string
	// Comments follow the move, with [%clk] and [%emt] taken out.
	Comments []string
	// Clock is the time left after the move ([%clk]), Elapsed the time the
	// move took ([%emt]); valid when HasClock, HasElapsed.
	Clock, Elapsed       time.Duration
	HasClock, HasElapsed bool
	// Variations are alternatives to this move, each played from the
	// position before it.
	Variations [][]Move
}

// Tag returns the value of the tag named name, or "" if there is none.
func (g *Game) Tag(name string) string {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
}

// SetTag sets the tag named name, adding it after the others if missing.
func (g *Game) SetTag(name, value string) {
	for i, t := range g.Tags {
		if t.Name == name {
			g.Tags[i].Value = value
			return
		}
	}
	g.Tags = append(g.Tags, Tag{name, value})
}

// Positions returns the positions of the main line: the start position and
// the one after each move.
func (g *Game) Positions() []chess.Position {
	ps := make([]chess.Position, 1, len(g.Moves)+1)
	ps[0] = g.Start
	for _, m := range g.Moves {
		ps = append(ps, ps[len(ps)-1].Play(m.Move))
	}
	return ps
}
