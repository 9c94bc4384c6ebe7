// Package scoresheet compares the two players' scoresheets of a game, as
// Article D.2.9 asks when the positions on the two boards of a visually
// disabled player's game differ: the moves are retraced to the point where
// the two scores agree.
package scoresheet

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
	"github.com/arbiterconsole/arbiter/engine/pgn"
)

// Sheet is one player's scoresheet: where the game started and the moves
// as written, which need not all be legal or readable.
type Sheet struct {
	Start chess.Position
	Moves []string
}

// Read reads the first game of a PGN file, or a typed move list ("1. e4 e5
// 2. Nf3"), in any language's notation. A move that cannot be read ends
// the sheet with its text kept, since a wrong entry is what D.2.9 looks
// for; other faults (broken PGN, a bad FEN tag, no game) are errors.
func Read(r io.Reader) (Sheet, error) {
	g, err := pgn.NewReader(r, pgn.Options{Notation: notation.Options{AnyLanguage: true}, SkipVariations: true}).Next()
	var me *notation.MoveError
	switch {
	case errors.Is(err, io.EOF):
		return Sheet{}, errors.New("scoresheet: no game in it")
	case err != nil && !errors.As(err, &me):
		return Sheet{}, fmt.Errorf("scoresheet: %w", err)
	}
	s := Sheet{Start: g.Start}
	for _, m := range g.Moves {
		s.Moves = append(s.Moves, m.Text)
	}
	if me != nil {
		s.Moves = append(s.Moves, me.Text)
	}
	return s, nil
}

// ReadString reads a sheet from text, as Read does.
func ReadString(text string) (Sheet, error) { return Read(strings.NewReader(text)) }

// Difference is where two scoresheets part.
type Difference struct {
	// Ply is the first ply (from 1) where the sheets differ: a move that is
	// not the same on both, or missing on one; 0 when they agree.
	Ply int
	// Agreed is the position after the plies both sheets agree on: the one
	// D.2.9 has the arbiter reinstate. Its ply is Ply-1 (or the last one).
	Agreed chess.Position
	// A and B are what each sheet has at Ply, as written ("" where the
	// sheet ends); ALegal and BLegal tell whether that is a legal move.
	A, B           string
	ALegal, BLegal bool
}

// Compare retraces the two sheets from a's start to the first ply where
// they differ. Both must start from the same position.
func Compare(a, b Sheet) (Difference, error) {
	if a.Start.FEN() != b.Start.FEN() {
		return Difference{}, fmt.Errorf("scoresheet: the sheets start from different positions: %s and %s", a.Start.FEN(), b.Start.FEN())
	}
	p := a.Start
	o := notation.Options{AnyLanguage: true}
	for i := 0; ; i++ {
		d := Difference{Ply: i + 1, Agreed: p}
		if i >= len(a.Moves) && i >= len(b.Moves) {
			d.Ply = 0
			return d, nil
		}
		var ma, mb chess.Move
		var ea, eb error = errMissing, errMissing
		if i < len(a.Moves) {
			d.A = a.Moves[i]
			ma, ea = notation.Read(p, d.A, o)
		}
		if i < len(b.Moves) {
			d.B = b.Moves[i]
			mb, eb = notation.Read(p, d.B, o)
		}
		d.ALegal, d.BLegal = ea == nil, eb == nil
		if ea != nil || eb != nil || ma != mb {
			return d, nil
		}
		p = p.Play(ma)
	}
}

var errMissing = errors.New("no move")
