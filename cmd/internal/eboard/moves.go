package eboard

import (
	"fmt"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
)

// pgnSAN writes m in English SAN, as LiveChess and PGN do.
func pgnSAN(p chess.Position, m chess.Move) string {
	return notation.Write(p, m, notation.Options{})
}

// readSAN reads a move in English SAN.
func readSAN(p chess.Position, s string) (chess.Move, error) {
	return notation.Read(p, s, notation.Options{})
}

// findMove finds the legal move written uci.
func findMove(p chess.Position, uci string) (chess.Move, error) {
	var buf [256]chess.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if m.UCI(p.IsChess960()) == uci {
			return m, nil
		}
	}
	return chess.NoMove, fmt.Errorf("%s is not a legal move in %s", uci, p.FEN())
}
