package chess

// Zobrist keys: one random number per (piece, square), castling rook square,
// en passant file and side to move. A position's key is the XOR of its parts,
// so each move updates it with a few XORs.
var (
	zobristPiece     [2][7][64]uint64
	zobristCastling  [64]uint64
	zobristEnPassant [8]uint64
	zobristBlack     uint64
)

func init() {
	// splitmix64 with a fixed seed: the same keys in every build.
	state := uint64(0x41524249544552) // "ARBITER"
	next := func() uint64 {
		state += 0x9e3779b97f4a7c15
		z := state
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for c := range 2 {
		for t := Pawn; t <= King; t++ {
			for sq := range 64 {
				zobristPiece[c][t][sq] = next()
			}
		}
	}
	for sq := range 64 {
		zobristCastling[sq] = next()
	}
	for f := range 8 {
		zobristEnPassant[f] = next()
	}
	zobristBlack = next()
}

// computeKey hashes p from scratch; play keeps p.key equal to it.
func (p *Position) computeKey() uint64 {
	var k uint64
	for c := White; c <= Black; c++ {
		for t := Pawn; t <= King; t++ {
			for b := p.types[t] & p.colors[c]; b != 0; {
				k ^= zobristPiece[c][t][b.Pop()]
			}
		}
	}
	for b := p.castling.Rooks(); b != 0; {
		k ^= zobristCastling[b.Pop()]
	}
	if p.ep != NoSquare {
		k ^= zobristEnPassant[p.ep.File()]
	}
	if p.turn == Black {
		k ^= zobristBlack
	}
	return k
}
