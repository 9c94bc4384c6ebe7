package outcome

import (
	"fmt"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// Edition selects the wording of Article 9.6.1 (fivefold repetition).
type Edition uint8

const (
	// Edition2018: the same position has appeared at least five times, not
	// necessarily by a sequence of consecutive moves (Laws of 2017/2018 on).
	Edition2018 Edition = iota
	// Edition2014: the same position has appeared for at least five
	// consecutive alternate moves by each player (Laws of 2014).
	Edition2014
)

// Options tune how a game's status is judged.
type Options struct {
	Edition Edition
	// Budget bounds the dead-position test (Article 5.2.2) after each move.
	Budget Budget
}

// Ending is the way a game ended by itself, without a claim.
type Ending uint8

// The automatic endings, with the articles that define them.
const (
	NotEnded           Ending = iota
	Checkmate                 // 5.1.1
	Stalemate                 // 5.2.1
	DeadPosition              // 5.2.2
	FivefoldRepetition        // 9.6.1
	SeventyFiveMoves          // 9.6.2
)

var endingNames = [...]string{"not ended", "checkmate", "stalemate", "dead position", "fivefold repetition", "75-move rule"}
var endingArticles = [...]string{"", "5.1.1", "5.2.1", "5.2.2", "9.6.1", "9.6.2"}

func (e Ending) String() string { return endingNames[e] }

// Article returns the article of the Laws that ends the game this way.
func (e Ending) Article() string { return endingArticles[e] }

// Status is the state of a game after a move.
type Status struct {
	Ending Ending
	Winner chess.Color // the side that mated, for Checkmate
	// Threefold and FiftyMoves report that a draw claim on the position on
	// the board would be correct (Articles 9.2.1.2 and 9.3.2).
	Threefold  bool
	FiftyMoves bool
}

// Result returns the PGN result: "1-0", "0-1", "1/2-1/2", or "*".
func (s Status) Result() string {
	switch {
	case s.Ending == NotEnded:
		return "*"
	case s.Ending != Checkmate:
		return "1/2-1/2"
	case s.Winner == chess.White:
		return "1-0"
	}
	return "0-1"
}

// History is a game: a start position and the moves played from it.
type History struct {
	Start chess.Position
	Moves []chess.Move
}

// Positions returns the start position and the position after each move,
// or an error naming the first illegal move.
func (h History) Positions() ([]chess.Position, error) {
	out := make([]chess.Position, 1, len(h.Moves)+1)
	out[0] = h.Start
	p := h.Start
	for i, m := range h.Moves {
		if !p.IsLegal(m) {
			return nil, fmt.Errorf("outcome: move %d: illegal move %q", i+1, m.UCI(p.IsChess960()))
		}
		p = p.Play(m)
		out = append(out, p)
	}
	return out, nil
}

// Statuses returns the status of the game at its start and after each
// move: element i is the status after move i. The dead-position test runs
// within o.Budget after each move; a position it cannot decide is taken as
// not dead.
func Statuses(h History, o Options) ([]Status, error) {
	positions, err := h.Positions()
	if err != nil {
		return nil, err
	}
	seen := make(map[uint64]int, len(positions))
	keys := make([]uint64, len(positions))
	out := make([]Status, len(positions))
	for i, p := range positions {
		keys[i] = p.RepetitionKey()
		seen[keys[i]]++
		out[i] = judge(p, seen[keys[i]], fivefold2014(keys[:i+1]), o)
	}
	return out, nil
}

// Evaluate returns the status of the game after its last move.
func Evaluate(h History, o Options) (Status, error) {
	all, err := Statuses(h, o)
	if err != nil {
		return Status{}, err
	}
	return all[len(all)-1], nil
}

// judge rules on one position, seen `count` times so far. Checkmate comes
// first: a mate on the 75th move or on a fifth repetition stands (9.6.2).
func judge(p chess.Position, count int, consecutive5 bool, o Options) Status {
	s := Status{Threefold: count >= 3, FiftyMoves: p.HalfmoveClock() >= 100}
	var buf [256]chess.Move
	switch {
	case len(p.LegalMoves(buf[:0])) == 0 && p.InCheck():
		s.Ending, s.Winner = Checkmate, p.Turn().Other()
	case len(p.LegalMoves(buf[:0])) == 0:
		s.Ending = Stalemate
	case IsDeadPosition(p, o.Budget) == Yes:
		s.Ending = DeadPosition
	case o.Edition == Edition2018 && count >= 5, o.Edition == Edition2014 && consecutive5:
		s.Ending = FivefoldRepetition
	case p.HalfmoveClock() >= 150:
		s.Ending = SeventyFiveMoves
	}
	return s
}

// fivefold2014 reports whether the last position of keys stood on the
// board after each of the last five alternate moves of each player: the
// same position at plies n, n-4, n-8, n-12 and n-16.
func fivefold2014(keys []uint64) bool {
	n := len(keys) - 1
	if n < 16 {
		return false
	}
	for back := 4; back <= 16; back += 4 {
		if keys[n-back] != keys[n] {
			return false
		}
	}
	return true
}
