package chess

import (
	"iter"
	"math/bits"
	"strings"
)

// Bitboard is a set of squares, bit i standing for Square(i).
type Bitboard uint64

// Board regions used by the generator and validation.
const (
	FileA Bitboard = 0x0101010101010101
	FileH Bitboard = FileA << 7
	Rank1 Bitboard = 0xff
	Rank8 Bitboard = Rank1 << 56
)

// RankMask returns the squares of rank r (0 = first).
func RankMask(r int) Bitboard { return Rank1 << (8 * uint(r)) }

// FileMask returns the squares of file f (0 = a).
func FileMask(f int) Bitboard { return FileA << uint(f) }

// Count returns the number of squares in b.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// Has reports whether s is in b.
func (b Bitboard) Has(s Square) bool { return b&(1<<uint(s)) != 0 }

// First returns the lowest square of b, or NoSquare if b is empty.
func (b Bitboard) First() Square {
	if b == 0 {
		return NoSquare
	}
	return Square(bits.TrailingZeros64(uint64(b)))
}

// Last returns the highest square of b, or NoSquare if b is empty.
func (b Bitboard) Last() Square {
	if b == 0 {
		return NoSquare
	}
	return Square(63 - bits.LeadingZeros64(uint64(b)))
}

// Pop removes the lowest square from b and returns it; b must not be empty.
func (b *Bitboard) Pop() Square {
	s := Square(bits.TrailingZeros64(uint64(*b)))
	*b &= *b - 1
	return s
}

// Squares iterates over the squares of b from a1 to h8.
func (b Bitboard) Squares() iter.Seq[Square] {
	return func(yield func(Square) bool) {
		for b != 0 {
			if !yield(b.Pop()) {
				return
			}
		}
	}
}

// moreThanOne reports whether b has at least two squares.
func (b Bitboard) moreThanOne() bool { return b&(b-1) != 0 }

// String draws b as eight lines of '1' and '.', eighth rank first.
func (b Bitboard) String() string {
	var sb strings.Builder
	for r := 7; r >= 0; r-- {
		for f := range 8 {
			if b.Has(NewSquare(f, r)) {
				sb.WriteByte('1')
			} else {
				sb.WriteByte('.')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
