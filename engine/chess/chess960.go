package chess

import "fmt"

// Chess960Start returns Chess960 start position number n (0 to 959) in
// Scharnagl's numbering, where 518 is the orthodox start position.
func Chess960Start(n int) (Position, error) {
	if n < 0 || n > 959 {
		return Position{}, fmt.Errorf("chess: Chess960 start position %d: want 0 to 959", n)
	}
	var rank [8]PieceType
	place := func(t PieceType, nthEmpty int) {
		for f := range 8 {
			if rank[f] != NoPieceType {
				continue
			}
			if nthEmpty == 0 {
				rank[f] = t
				return
			}
			nthEmpty--
		}
	}
	rank[2*(n%4)+1] = Bishop // light-squared bishop: b, d, f or h
	n /= 4
	rank[2*(n%4)] = Bishop // dark-squared bishop: a, c, e or g
	n /= 4
	place(Queen, n%6)
	n /= 6
	// The ten ways to put two knights on the five squares left.
	knights := [10][2]int{{0, 0}, {0, 1}, {0, 2}, {0, 3}, {1, 1}, {1, 2}, {1, 3}, {2, 2}, {2, 3}, {3, 3}}[n]
	place(Knight, knights[0])
	place(Knight, knights[1])
	place(Rook, 0)
	place(King, 0)
	place(Rook, 0)

	var p Position
	for f, t := range rank {
		p.toggle(White, t, NewSquare(f, 0))
		p.toggle(White, Pawn, NewSquare(f, 1))
		p.toggle(Black, Pawn, NewSquare(f, 6))
		p.toggle(Black, t, NewSquare(f, 7))
	}
	for c := White; c <= Black; c++ {
		back := RankMask(7 * int(c))
		rooks := p.Pieces(c, Rook) & back
		p.castling.set(c, QueenSide, rooks.First())
		p.castling.set(c, KingSide, rooks.Last())
	}
	p.ep = NoSquare
	p.fullmove = 1
	p.chess960 = true
	p.key = p.computeKey()
	return p, nil
}
