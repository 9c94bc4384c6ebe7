package chess

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func mustFEN(t testing.TB, fen string) Position {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// play plays UCI moves from p.
func play(t testing.TB, p Position, moves string) Position {
	t.Helper()
	for _, s := range strings.Fields(moves) {
		m, err := ParseUCI(p, s)
		if err != nil {
			t.Fatal(err)
		}
		p = p.Play(m)
	}
	return p
}

func TestArticle_9_2_2_EnPassantCountsOnlyWhenLegal(t *testing.T) {
	tests := []struct {
		name       string
		fen        string
		sameAsNoEP bool
	}{
		{"capture possible", "3k4/8/8/8/3pP3/8/8/4K3 b - e3 0 1", false},
		{"no pawn to capture", "3k4/8/8/8/4P3/8/8/4K3 b - e3 0 1", true},
		{"capturing pawn pinned on the file", "3k4/8/8/8/3pP3/8/8/3RK3 b - e3 0 1", true},
		{"both pawns leave the king's rank", "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1", true},
		{"capture would not answer a check", "8/8/8/7k/4Pp2/8/8/3BK3 b - e3 0 1", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			with := mustFEN(t, tt.fen)
			without := mustFEN(t, strings.Replace(tt.fen, " e3 ", " - ", 1))
			if with.Key() == without.Key() {
				t.Errorf("Key() ignores the en passant square")
			}
			if got := with.RepetitionKey() == without.RepetitionKey(); got != tt.sameAsNoEP {
				t.Errorf("same repetition key as without e3 = %v, want %v", got, tt.sameAsNoEP)
			}
		})
	}
}

func TestArticle_9_2_2_SamePositionAfterDoubleStep(t *testing.T) {
	start := StartPosition()
	afterE4 := play(t, start, "e2e4")
	again := play(t, afterE4, "g8f6 g1f3 f6g8 f3g1")
	if afterE4.FEN() == again.FEN() || afterE4.Key() == again.Key() {
		t.Fatalf("after 1.e4 the en passant square should be recorded: %s", afterE4.FEN())
	}
	if afterE4.RepetitionKey() != again.RepetitionKey() {
		t.Errorf("1.e4 and the position after knights went back are the same position, keys differ")
	}
}

func TestArticle_9_2_2_LostCastlingRightMakesNewPosition(t *testing.T) {
	p := mustFEN(t, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	back := play(t, p, "e1f1 e8f8 f1e1 f8e8")
	if back.Occupied() != p.Occupied() || back.Turn() != p.Turn() {
		t.Fatal("king walk did not return to the same board")
	}
	if back.RepetitionKey() == p.RepetitionKey() {
		t.Error("same repetition key although castling rights were lost")
	}
	rookWalk := play(t, p, "h1h2 a8a7 h2h1 a7a8")
	if got := rookWalk.CastlingRights().String(); got != "Ah" {
		t.Errorf("castling rights after rook moves = %q, want %q", got, "Ah")
	}
	if again := play(t, rookWalk, "b1b2 b8b7 b2b1 b7b8"[0:0]); again.RepetitionKey() != rookWalk.RepetitionKey() {
		t.Error("identical positions have different keys")
	}
}

func TestArticle_3_8_2_CastlingPrevented(t *testing.T) {
	tests := []struct {
		name, fen string
		castles   []string // UCI, king-takes-rook
	}{
		{"both ways free", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", []string{"e1h1", "e1a1"}},
		{"king in check", "r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1", nil},
		{"king crosses attacked f1", "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", []string{"e1a1"}},
		{"king lands on attacked c1", "r3k2r/8/8/8/8/8/2r5/R3K2R w KQkq - 0 1", []string{"e1h1"}},
		{"rook crosses attacked b1: allowed", "r3k2r/8/8/8/8/8/1r6/R3K2R w KQkq - 0 1", []string{"e1h1", "e1a1"}},
		{"piece between", "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", []string{"e1h1"}},
		{"960: king already on g1, rook on h1", "k7/8/8/8/8/8/8/4R1KR w H - 0 1", []string{"g1h1"}},
		{"960: rook shields the landing square", "4k3/8/8/8/8/8/8/qRK5 w B - 0 1", nil},
		{"960: king and rook swap", "4k3/8/8/8/8/8/8/5KR1 w G - 0 1", []string{"f1g1"}},
		{"960: other rook on the far side", "k7/8/8/8/8/8/8/1RK1R3 w E - 0 1", []string{"c1e1"}},
		{"960: other rook in the way", "k7/8/8/8/8/8/8/2KR1R2 w F - 0 1", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustFEN(t, tt.fen)
			var got []string
			for _, m := range p.LegalMoves(nil) {
				if m.IsCastle() {
					got = append(got, m.UCI(true))
				}
			}
			slices.Sort(got)
			want := slices.Clone(tt.castles)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("castling moves %v, want %v", got, want)
			}
		})
	}
}

func TestCastlingPlacesKingAndRook(t *testing.T) {
	tests := []struct{ fen, move, want string }{
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8", "2kr3r/8/8/8/8/8/8/R3K2R w KQ - 1 2"},
		{"4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "f1g1", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"},
		{"4k3/8/8/8/8/8/8/1RK5 w B - 0 1", "c1b1", "4k3/8/8/8/8/8/8/2KR4 b - - 1 1"},
	}
	for _, tt := range tests {
		p := play(t, mustFEN(t, tt.fen), tt.move)
		if got := p.FEN(); got != tt.want {
			t.Errorf("%s after %s = %s, want %s", tt.fen, tt.move, got, tt.want)
		}
	}
}

func TestUCI(t *testing.T) {
	std := mustFEN(t, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	for _, s := range []string{"e1g1", "e1h1"} {
		m, err := ParseUCI(std, s)
		if err != nil {
			t.Fatal(err)
		}
		if !m.IsCastle() || m.UCI(false) != "e1g1" || m.UCI(true) != "e1h1" {
			t.Errorf("ParseUCI(%q) = %v: castle %v, UCI %s/%s", s, m, m.IsCastle(), m.UCI(false), m.UCI(true))
		}
	}
	// In Chess960 castling is only ever written king-takes-rook.
	c960 := mustFEN(t, "4k3/8/8/8/8/8/8/4K2R w H - 0 1")
	if m, err := ParseUCI(c960, "e1g1"); err == nil {
		t.Errorf("Chess960: e1g1 accepted as %v", m)
	}
	if m, err := ParseUCI(c960, "e1h1"); err != nil || !m.IsCastle() {
		t.Errorf("Chess960: e1h1 = %v, %v; want castling", m, err)
	}
	near := mustFEN(t, "4k3/8/8/8/8/8/8/4K1R1 w G - 0 1")
	if m, err := ParseUCI(near, "e1f1"); err != nil || m.IsCastle() {
		t.Errorf("e1f1 next to a castling rook = %v, %v; want an ordinary king move", m, err)
	}
	promo := mustFEN(t, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")
	m, err := ParseUCI(promo, "b7b8n")
	if err != nil || m.Promotion() != Knight || m.UCI(false) != "b7b8n" {
		t.Errorf("ParseUCI(b7b8n) = %v, %v", m, err)
	}
	for _, bad := range []string{"", "e2", "b7b8", "b7b8k", "i1a1", "e1e3", "b7b8qq"} {
		if _, err := ParseUCI(promo, bad); err == nil {
			t.Errorf("ParseUCI(%q) accepted", bad)
		}
	}
}

func TestMoveKinds(t *testing.T) {
	p := mustFEN(t, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")
	ep, err := ParseUCI(p, "e5d6")
	if err != nil {
		t.Fatal(err)
	}
	if !ep.IsEnPassant() || !p.IsCapture(ep) || ep.From() != E5 || ep.To() != D6 {
		t.Errorf("e5d6: en passant %v capture %v from %v to %v", ep.IsEnPassant(), p.IsCapture(ep), ep.From(), ep.To())
	}
	after := p.Play(ep)
	if after.PieceAt(D5) != NoPiece || after.PieceAt(D6) != NewPiece(White, Pawn) || after.HalfmoveClock() != 0 {
		t.Errorf("after e5d6: %s", after.FEN())
	}
	quiet := newMove(E1, E2)
	if p.IsCapture(quiet) || !p.IsLegal(quiet) || p.IsLegal(newMove(E1, E3)) {
		t.Error("e1e2 should be a legal non-capture, e1e3 illegal")
	}
}

func TestChecks(t *testing.T) {
	p := mustFEN(t, "4k3/8/8/8/8/3n4/8/R3K2r w - - 0 1")
	if !p.InCheck() || p.Checkers() != D3.Bitboard()|H1.Bitboard() {
		t.Errorf("Checkers() = %v", p.Checkers().String())
	}
	if got := p.Attackers(F1, Black); got != H1.Bitboard() {
		t.Errorf("Attackers(f1, black) = %v", got.String())
	}
	for _, m := range p.LegalMoves(nil) {
		if m.From() != E1 {
			t.Errorf("double check: only king moves are legal, got %v", m)
		}
	}
}

func TestChess960Start(t *testing.T) {
	tests := []struct {
		n    int
		want string
	}{
		{0, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"},
		{518, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"},
		{959, "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1"},
	}
	for _, tt := range tests {
		p, err := Chess960Start(tt.n)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.ShredderFEN(); got != tt.want {
			t.Errorf("Chess960Start(%d) = %s, want %s", tt.n, got, tt.want)
		}
	}
	seen := map[uint64]int{}
	for n := range 960 {
		p, _ := Chess960Start(n)
		if prev, dup := seen[p.Key()]; dup {
			t.Fatalf("start positions %d and %d are equal", prev, n)
		}
		seen[p.Key()] = n
		if q, err := ParseFEN(p.ShredderFEN()); err != nil || q != p {
			t.Fatalf("start position %d: %s does not read back (%v)", n, p.ShredderFEN(), err)
		}
	}
	for _, n := range []int{-1, 960} {
		if _, err := Chess960Start(n); err == nil {
			t.Errorf("Chess960Start(%d) accepted", n)
		}
	}
}

func TestLegalMovesDoesNotAllocate(t *testing.T) {
	p := mustFEN(t, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	buf := make([]Move, 0, 256)
	if n := testing.AllocsPerRun(100, func() { buf = p.LegalMoves(buf[:0]) }); n != 0 {
		t.Errorf("LegalMoves allocates %v times per call", n)
	}
}

func TestSquareAndPiece(t *testing.T) {
	sq, err := ParseSquare("e4")
	if err != nil || sq != E4 || sq.File() != 4 || sq.Rank() != 3 || sq.String() != "e4" {
		t.Errorf("ParseSquare(e4) = %v (%d,%d), %v", sq, sq.File(), sq.Rank(), err)
	}
	for _, bad := range []string{"", "e", "e9", "i1", "E4", "e44"} {
		if _, err := ParseSquare(bad); err == nil {
			t.Errorf("ParseSquare(%q) accepted", bad)
		}
	}
	if pc := NewPiece(Black, Knight); pc.Color() != Black || pc.Type() != Knight || pc.String() != "n" {
		t.Errorf("black knight = %v %v %q", pc.Color(), pc.Type(), pc.String())
	}
	if got := fmt.Sprint(StartPosition()); got != StartFEN {
		t.Errorf("Sprint(StartPosition()) = %q, want the FEN", got)
	}
	if White.Other() != Black || Black.Other() != White {
		t.Error("Other() does not swap colours")
	}
	var got []Square
	for sq := range (A1.Bitboard() | H8.Bitboard() | E4.Bitboard()).Squares() {
		got = append(got, sq)
	}
	if !slices.Equal(got, []Square{A1, E4, H8}) {
		t.Errorf("Squares() = %v", got)
	}
}
