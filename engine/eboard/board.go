package eboard

import (
	"fmt"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// Board is the pieces on an e-board's squares, indexed by chess.Square
// (a1 = 0): a FEN piece letter, or 0 for an empty square.
type Board [64]byte

// ParseBoard reads the piece placement of a FEN (its first field; the
// rest of a whole FEN is ignored), as DGT LiveChess sends it.
func ParseBoard(s string) (Board, error) {
	var b Board
	placement, _, _ := strings.Cut(strings.TrimSpace(s), " ")
	ranks := strings.Split(placement, "/")
	if len(ranks) != 8 {
		return b, fmt.Errorf("e-board position %q: %d ranks, want 8", s, len(ranks))
	}
	for i, r := range ranks {
		rank, file := 7-i, 0
		for _, c := range r {
			switch {
			case c >= '1' && c <= '8':
				file += int(c - '0')
			case strings.ContainsRune("PNBRQKpnbrqk", c):
				if file < 8 {
					b[chess.NewSquare(file, rank)] = byte(c)
				}
				file++
			default:
				return b, fmt.Errorf("e-board position %q: rank %d: %q is not a piece or a count", s, rank+1, c)
			}
		}
		if file != 8 {
			return b, fmt.Errorf("e-board position %q: rank %d has %d squares, want 8", s, rank+1, file)
		}
	}
	return b, nil
}

// BoardOf is the placement of p.
func BoardOf(p chess.Position) Board {
	var b Board
	for sq := range chess.Square(64) {
		if pc := p.PieceAt(sq); pc != chess.NoPiece {
			b[sq] = pc.String()[0]
		}
	}
	return b
}

// Rotated is b turned half round: a board set up with Black at the
// near side, as LiveChess reports it when the board is flipped.
func (b Board) Rotated() Board {
	var r Board
	for sq := range b {
		r[63-sq] = b[sq]
	}
	return r
}

// String writes b as a FEN piece placement.
func (b Board) String() string {
	var sb strings.Builder
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for file := range 8 {
			c := b[chess.NewSquare(file, rank)]
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteByte(c)
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			sb.WriteByte('/')
		}
	}
	return sb.String()
}

// OneMove returns the legal move of p that leaves b on the board.
func OneMove(p chess.Position, b Board) (chess.Move, bool) {
	var buf [256]chess.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if BoardOf(p.Play(m)) == b {
			return m, true
		}
	}
	return chess.NoMove, false
}

// Attempt is the move the mover seems to have tried when b is reached by
// no legal move: one of his pieces gone from one square and one of his
// pieces arrived on another (a capture leaves the square taken from the
// opponent), written from-to as UCI. ok is false when the difference is
// not one piece moved (two pieces displaced, pieces missing).
func Attempt(p chess.Position, b Board) (string, bool) {
	before := BoardOf(p)
	mover := p.Turn()
	var from, to []chess.Square
	for sq := range chess.Square(64) {
		was, now := before[sq], b[sq]
		if was == now {
			continue
		}
		switch {
		case was != 0 && colourOf(was) == mover && now == 0:
			from = append(from, sq)
		case now != 0 && colourOf(now) == mover:
			to = append(to, sq)
		default:
			return "", false
		}
	}
	if len(from) != 1 || len(to) != 1 {
		return "", false
	}
	move := from[0].String() + to[0].String()
	if before[from[0]] != b[to[0]] {
		// A pawn that arrives as another piece: a promotion, or a
		// piece that changed on the way.
		if pt := strings.ToLower(string(b[to[0]])); strings.ToLower(string(before[from[0]])) == "p" && strings.Contains("nbrq", pt) {
			return move + pt, true
		}
		return "", false
	}
	return move, true
}

func colourOf(c byte) chess.Color {
	if c >= 'a' && c <= 'z' {
		return chess.Black
	}
	return chess.White
}

// KingsInCentre reports whether both kings stand on the four centre
// squares, the DGT way of signalling a result with the pieces, and which:
// both on light squares (d5, e4) White won, both on dark squares (d4, e5)
// Black won, one of each a draw.
func KingsInCentre(b Board) (result string, ok bool) {
	light := map[string]bool{"d5": true, "e4": true}
	var kings [2]string
	for _, s := range []string{"d4", "d5", "e4", "e5"} {
		sq, _ := chess.ParseSquare(s)
		switch b[sq] {
		case 'K':
			kings[0] = s
		case 'k':
			kings[1] = s
		}
	}
	if kings[0] == "" || kings[1] == "" {
		return "", false
	}
	switch {
	case light[kings[0]] && light[kings[1]]:
		return "1-0", true
	case !light[kings[0]] && !light[kings[1]]:
		return "0-1", true
	}
	return "1/2-1/2", true
}
