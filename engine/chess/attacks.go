package chess

// Precomputed attack tables. Sliding pieces use fancy magic bitboards: the
// relevant blockers of a square are multiplied by a magic number whose top
// bits index a shared table (see magics.go for the numbers).

var (
	knightAttacks [64]Bitboard
	kingAttacks   [64]Bitboard
	pawnAttacks   [2][64]Bitboard
	// between[a][b] holds the squares strictly between a and b on a line, else 0.
	between [64][64]Bitboard
	// line[a][b] holds the whole line through a and b (both included), else 0.
	line [64][64]Bitboard

	rookMagics   [64]magic
	bishopMagics [64]magic
	sliderTable  []Bitboard
)

// magic locates one square's slice of sliderTable.
type magic struct {
	mask   Bitboard
	number uint64
	offset uint32
	shift  uint8
}

func (m *magic) index(occ Bitboard) uint32 {
	return m.offset + uint32((uint64(occ&m.mask)*m.number)>>m.shift)
}

var (
	rookDirections   = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishopDirections = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
)

func init() {
	initStepAttacks()
	initSliders()
	initLines()
}

func onBoard(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }

func initStepAttacks() {
	knight := [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	king := [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}
	for sq := A1; sq <= H8; sq++ {
		f, r := sq.File(), sq.Rank()
		for i := range 8 {
			if onBoard(f+knight[i][0], r+knight[i][1]) {
				knightAttacks[sq] |= NewSquare(f+knight[i][0], r+knight[i][1]).Bitboard()
			}
			if onBoard(f+king[i][0], r+king[i][1]) {
				kingAttacks[sq] |= NewSquare(f+king[i][0], r+king[i][1]).Bitboard()
			}
		}
		for _, df := range []int{-1, 1} {
			if onBoard(f+df, r+1) {
				pawnAttacks[White][sq] |= NewSquare(f+df, r+1).Bitboard()
			}
			if onBoard(f+df, r-1) {
				pawnAttacks[Black][sq] |= NewSquare(f+df, r-1).Bitboard()
			}
		}
	}
}

// slowAttacks walks the rays from sq until each meets a blocker (included).
func slowAttacks(sq Square, occ Bitboard, dirs [4][2]int) Bitboard {
	var att Bitboard
	for _, d := range dirs {
		f, r := sq.File()+d[0], sq.Rank()+d[1]
		for onBoard(f, r) {
			s := NewSquare(f, r)
			att |= s.Bitboard()
			if occ.Has(s) {
				break
			}
			f, r = f+d[0], r+d[1]
		}
	}
	return att
}

// relevantMask is the set of squares whose occupancy can change sq's
// attacks: the rays without their last square.
func relevantMask(sq Square, dirs [4][2]int) Bitboard {
	var mask Bitboard
	for _, d := range dirs {
		f, r := sq.File()+d[0], sq.Rank()+d[1]
		for onBoard(f+d[0], r+d[1]) {
			mask |= NewSquare(f, r).Bitboard()
			f, r = f+d[0], r+d[1]
		}
	}
	return mask
}

func initSliders() {
	sliderTable = make([]Bitboard, 0, 107648)
	fill := func(ms *[64]magic, numbers *[64]uint64, dirs [4][2]int) {
		for sq := A1; sq <= H8; sq++ {
			m := &ms[sq]
			m.mask = relevantMask(sq, dirs)
			m.number = numbers[sq]
			m.shift = uint8(64 - m.mask.Count())
			m.offset = uint32(len(sliderTable))
			sliderTable = append(sliderTable, make([]Bitboard, 1<<m.mask.Count())...)
			// Enumerate every subset of the mask (Carry-Rippler).
			var occ Bitboard
			for {
				sliderTable[m.index(occ)] = slowAttacks(sq, occ, dirs)
				occ = (occ - m.mask) & m.mask
				if occ == 0 {
					break
				}
			}
		}
	}
	fill(&rookMagics, &rookMagicNumbers, rookDirections)
	fill(&bishopMagics, &bishopMagicNumbers, bishopDirections)
}

func initLines() {
	for a := A1; a <= H8; a++ {
		for _, dirs := range [][4][2]int{rookDirections, bishopDirections} {
			attA := slowAttacks(a, 0, dirs)
			for b := A1; b <= H8; b++ {
				if a == b || !attA.Has(b) {
					continue
				}
				// Two aligned squares' empty-board attacks meet only on their common line.
				line[a][b] = attA&slowAttacks(b, 0, dirs) | a.Bitboard() | b.Bitboard()
				between[a][b] = slowAttacks(a, b.Bitboard(), dirs) & slowAttacks(b, a.Bitboard(), dirs)
			}
		}
	}
}

// RookAttacks returns the squares a rook on sq attacks with occupancy occ.
func RookAttacks(sq Square, occ Bitboard) Bitboard {
	return sliderTable[rookMagics[sq].index(occ)]
}

// BishopAttacks returns the squares a bishop on sq attacks with occupancy occ.
func BishopAttacks(sq Square, occ Bitboard) Bitboard {
	return sliderTable[bishopMagics[sq].index(occ)]
}

// QueenAttacks returns the squares a queen on sq attacks with occupancy occ.
func QueenAttacks(sq Square, occ Bitboard) Bitboard {
	return RookAttacks(sq, occ) | BishopAttacks(sq, occ)
}

// KnightAttacks returns the squares a knight on sq attacks.
func KnightAttacks(sq Square) Bitboard { return knightAttacks[sq] }

// KingAttacks returns the squares a king on sq attacks.
func KingAttacks(sq Square) Bitboard { return kingAttacks[sq] }

// PawnAttacks returns the squares a pawn of colour c on sq attacks.
func PawnAttacks(c Color, sq Square) Bitboard { return pawnAttacks[c][sq] }

// Between returns the squares strictly between a and b when they share a
// rank, file or diagonal, else the empty set.
func Between(a, b Square) Bitboard { return between[a][b] }

// Line returns the whole rank, file or diagonal through a and b, or the
// empty set when they share none.
func Line(a, b Square) Bitboard { return line[a][b] }
