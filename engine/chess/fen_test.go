package chess

import (
	"errors"
	"strings"
	"testing"
)

func TestParseFENErrors(t *testing.T) {
	tests := []struct {
		name, fen string
		field     string
		kind      error
		reason    string // a part of the reason
	}{
		{"too few fields", "8/8/8/8/8/8/8/K6k w -", "fields", ErrSyntax, "3 fields"},
		{"too many fields", "8/8/8/8/8/8/8/K6k w - - 0 1 x", "fields", ErrSyntax, "7 fields"},
		{"seven ranks", "8/8/8/8/8/8/K6k w - - 0 1", "board", ErrSyntax, "7 ranks"},
		{"rank too long", "8/8/8/8/8/8/8/K7k w - - 0 1", "board", ErrSyntax, "rank 1 has more than 8"},
		{"rank too short", "8/8/8/8/8/7/8/K6k w - - 0 1", "board", ErrSyntax, "rank 3 has 7 squares"},
		{"bad piece letter", "8/8/8/8/4x3/8/8/K6k w - - 0 1", "board", ErrSyntax, `rank 4: bad character 'x'`},
		{"zero digit", "8/8/8/8/08/8/8/K6k w - - 0 1", "board", ErrSyntax, `bad character '0'`},
		{"no white king", "8/8/8/8/8/8/8/7k w - - 0 1", "board", ErrInvalid, "white has 0 kings"},
		{"two black kings", "k7/8/8/8/8/8/8/K6k w - - 0 1", "board", ErrInvalid, "black has 2 kings"},
		{"pawn on rank 8", "P7/8/8/8/8/8/8/K6k w - - 0 1", "board", ErrInvalid, "white pawn on a8"},
		{"pawn on rank 1", "8/8/8/8/8/8/8/K5pk w - - 0 1", "board", ErrInvalid, "black pawn on g1"},
		{"bad side", "8/8/8/8/8/8/8/K6k x - - 0 1", "side to move", ErrSyntax, `"x"`},
		{"side not to move in check", "8/8/8/8/8/8/8/K5Rk w - - 0 1", "position", ErrInvalid, "black is in check but it is white to move"},
		{"kings side by side", "8/8/8/8/8/8/8/Kk6 w - - 0 1", "position", ErrInvalid, "the kings stand next to each other on a1 and b1"},
		{"bad castling letter", "r3k2r/8/8/8/8/8/8/R3K2R w KQkx - 0 1", "castling", ErrSyntax, `bad character 'x'`},
		{"castling twice", "r3k2r/8/8/8/8/8/8/R3K2R w KKkq - 0 1", "castling", ErrSyntax, "king side right given twice"},
		{"castling without rook", "r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1", "castling", ErrInvalid, `white has no rook on the king side for 'K'`},
		{"castling without king", "r3k2r/8/8/8/8/8/4K3/R6R w KQkq - 0 1", "castling", ErrInvalid, "king on e2 is not on its first rank"},
		{"shredder file without rook", "r3k2r/8/8/8/8/8/8/R3K2R w Gkq - 0 1", "castling", ErrInvalid, `no rook on g1 for 'G'`},
		{"castling king on the h-file", "r3k3/8/8/8/8/8/8/R6K w Q - 0 1", "castling", ErrUnreachable, "king on h1"},
		{"castling kings apart", "r2k3r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "castling", ErrUnreachable, "different files"},
		{"castling rooks apart", "1r2k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "castling", ErrUnreachable, "queen side castling rooks on a1 and b8"},
		{"en passant not a square", "4k3/8/8/8/8/8/8/4K3 w - e9 0 1", "en passant", ErrSyntax, `"e9" is not a square`},
		{"en passant wrong rank", "4k3/8/8/3pP3/8/8/8/4K3 w - d5 0 1", "en passant", ErrInvalid, "d5 is not on rank 6"},
		{"en passant occupied", "4k3/8/3n4/3pP3/8/8/8/4K3 w - d6 0 1", "en passant", ErrInvalid, "d6 is occupied"},
		{"en passant start occupied", "4k3/3n4/8/3pP3/8/8/8/4K3 w - d6 0 1", "en passant", ErrInvalid, "d7 is occupied"},
		{"en passant no pawn", "4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1", "en passant", ErrInvalid, "no black pawn on d5"},
		{"en passant with halfmove clock", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 3 2", "halfmove clock", ErrInvalid, "last move was a pawn's"},
		{"halfmove negative", "4k3/8/8/8/8/8/8/4K3 w - - -1 1", "halfmove clock", ErrSyntax, `"-1"`},
		{"halfmove not a number", "4k3/8/8/8/8/8/8/4K3 w - - x 1", "halfmove clock", ErrSyntax, `"x"`},
		{"fullmove zero", "4k3/8/8/8/8/8/8/4K3 w - - 0 0", "fullmove number", ErrSyntax, `"0" is not a number from 1`},
		{"three checkers", "4k3/8/3N1N2/8/8/8/8/K3R3 b - - 0 1", "position", ErrUnreachable, "3 pieces give check"},
		{"two pawn checkers", "8/8/8/8/8/3k4/2P1P3/4K3 b - - 0 1", "position", ErrUnreachable, "two non-sliding"},
		{"pawn and knight checkers", "8/8/8/8/8/3k4/2P2N2/4K3 b - - 0 1", "position", ErrUnreachable, "two non-sliding"},
		{"checkers on one line", "8/8/8/R2k3R/8/8/8/4K3 b - - 0 1", "position", ErrUnreachable, "both sides of one line"},
		{"check the double step cannot give", "8/8/8/8/3pP2k/8/8/4K2R b - e3 0 1", "position", ErrUnreachable, "double step to e4"},
		{"nine pawns", "4k3/8/8/8/P7/8/PPPPPPPP/4K3 w - - 0 1", "board", ErrUnreachable, "white has 9 pawns"},
		{"two bishops on one colour and no missing pawn", "4k3/8/8/8/8/8/PPPPPPPP/2B1K1B1 w - - 0 1", "board", ErrUnreachable, "1 promoted pieces but only 0 missing pawns"},
		{"too many promoted pieces", "QQQ5/8/7k/8/8/8/PPPPPPP1/4K3 w - - 0 1", "board", ErrUnreachable, "2 promoted pieces but only 1 missing pawns"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseFEN(tt.fen)
			var fe *FENError
			if !errors.As(err, &fe) {
				t.Fatalf("ParseFEN(%q) error = %v, want a *FENError", tt.fen, err)
			}
			if fe.Field != tt.field || !errors.Is(err, tt.kind) || !strings.Contains(fe.Reason, tt.reason) {
				t.Errorf("ParseFEN(%q) = field %q kind %v reason %q; want field %q kind %v reason containing %q",
					tt.fen, fe.Field, fe.Kind, fe.Reason, tt.field, tt.kind, tt.reason)
			}
		})
	}
}

func TestParseFENAccepts(t *testing.T) {
	tests := []struct {
		name, fen, want string
		chess960        bool
	}{
		{"standard", StartFEN, StartFEN, false},
		{"no counters", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", StartFEN, false},
		{"halfmove only", "4k3/8/8/8/8/8/8/4K3 w - - 7", "4k3/8/8/8/8/8/8/4K3 w - - 7 1", false},
		{"extra spaces", "  4k3/8/8/8/8/8/8/4K3   b  -  -  0  9 ", "4k3/8/8/8/8/8/8/4K3 b - - 0 9", false},
		{"shredder orthodox", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", StartFEN, true},
		{"shredder 960", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9", true},
		{"x-fen inner rook", "rr2k3/8/8/8/8/8/8/RR2K3 w Bb - 0 1", "rr2k3/8/8/8/8/8/8/RR2K3 w Bb - 0 1", true},
		{"x-fen outer rook", "rr2k3/8/8/8/8/8/8/RR2K3 w Qq - 0 1", "rr2k3/8/8/8/8/8/8/RR2K3 w Qq - 0 1", false},
		{"shredder outer rook", "rr2k3/8/8/8/8/8/8/RR2K3 w Aa - 0 1", "rr2k3/8/8/8/8/8/8/RR2K3 w Qq - 0 1", true},
		{"en passant kept without a capturer", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", false},
		{"discovered check by double step", "8/8/8/7k/4Pp2/8/8/3BK3 b - e3 0 1", "8/8/8/7k/4Pp2/8/8/3BK3 b - e3 0 1", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ParseFEN(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			if got := p.FEN(); got != tt.want {
				t.Errorf("FEN() = %q, want %q", got, tt.want)
			}
			if p.IsChess960() != tt.chess960 {
				t.Errorf("IsChess960() = %v, want %v", p.IsChess960(), tt.chess960)
			}
		})
	}
}

func TestParseFENLaxDropsMisfits(t *testing.T) {
	p, err := ParseFENLax("4k3/8/8/8/8/8/8/4K3 w KQkq e6 5 0")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.FEN(), "4k3/8/8/8/8/8/8/4K3 w - - 5 1"; got != want {
		t.Errorf("FEN() = %q, want %q", got, want)
	}
	if _, err := ParseFENLax("8/8/8/8/8/8/8/K5Rk w - - 0 1"); !errors.Is(err, ErrInvalid) {
		t.Errorf("lax parse of a position with the side not to move in check: error %v, want ErrInvalid", err)
	}
}

// TestFENRoundTrip writes test positions, and those two plies on (en
// passant squares, lost castling rights), and reads them back.
func TestFENRoundTrip(t *testing.T) {
	cases := readPerftFile(t, "testdata/standard.perft")
	for i, c := range readPerftFile(t, "testdata/chess960.perft") {
		if i%16 == 0 {
			cases = append(cases, c)
		}
	}
	for _, c := range cases {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.id, err)
		}
		walk(p, 2, func(q Position) { checkRoundTrip(t, q) })
	}
}

// walk calls visit on p and every position up to plies moves from it.
func walk(p Position, plies int, visit func(Position)) {
	visit(p)
	if plies == 0 {
		return
	}
	var buf [256]Move
	for _, m := range p.LegalMoves(buf[:0]) {
		walk(p.Play(m), plies-1, visit)
	}
}

func checkRoundTrip(t *testing.T, p Position) {
	t.Helper()
	for _, fen := range []string{p.FEN(), p.ShredderFEN()} {
		q, err := ParseFEN(fen)
		if err != nil {
			t.Fatalf("ParseFEN(%q) of a written position: %v", fen, err)
		}
		if !sameExceptVariant(p, q) {
			t.Fatalf("ParseFEN(%q) = %+v, want %+v", fen, q, p)
		}
	}
	if q, _ := ParseFEN(p.ShredderFEN()); p.castling.Any() && q != p && p.chess960 {
		t.Fatalf("ParseFEN(%q) lost the Chess960 flag", p.ShredderFEN())
	}
}

// sameExceptVariant compares two positions but their Chess960 flags: a
// Chess960 position whose castling looks orthodox reads back as orthodox.
func sameExceptVariant(p, q Position) bool {
	p.chess960, q.chess960 = false, false
	return p == q
}

func FuzzParseFEN(f *testing.F) {
	for _, fen := range []string{
		StartFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
		"rr2k3/8/8/8/8/8/8/RR2K3 w Qq - 0 1",
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
		"8/8/8/7k/4Pp2/8/8/3BK3 b - e3",
	} {
		f.Add(fen)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		for _, parse := range []func(string) (Position, error){ParseFEN, ParseFENLax} {
			p, err := parse(fen)
			if err != nil {
				continue
			}
			q, err := parse(p.FEN())
			if err != nil {
				t.Fatalf("accepted %q, but not its written form %q: %v", fen, p.FEN(), err)
			}
			if !sameExceptVariant(p, q) {
				t.Fatalf("%q: wrote %q, read back %q", fen, p.FEN(), q.FEN())
			}
			if p.key != p.computeKey() {
				t.Fatalf("%q: key differs from a fresh hash", fen)
			}
			var buf [256]Move
			for _, m := range p.LegalMoves(buf[:0]) {
				if next := p.Play(m); next.key != next.computeKey() {
					t.Fatalf("%q: after %v the incremental key is wrong", fen, m)
				}
			}
		}
	})
}

// A FEN's board field is read by one reader, for a position and for a
// placement alone (an e-board's report, kings missing or not).
func TestParsePlacement(t *testing.T) {
	for _, s := range []string{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR", "8/8/8/8/8/8/8/8", "8/8/8/3K4/8/8/8/PPPPPPPP"} {
		pl, err := ParsePlacement(s)
		if err != nil || pl.String() != s {
			t.Errorf("%s: %v %s", s, err, pl)
		}
	}
	p := StartPosition()
	if pl, err := ParsePlacement(StartFEN); err != nil || pl != p.Placement() {
		t.Errorf("start FEN's placement %v, %v; want the start position's", pl, err)
	}
	for _, bad := range []string{"", "8/8", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR", "xnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"} {
		_, err := ParsePlacement(bad)
		var fe *FENError
		if !errors.As(err, &fe) || fe.Field != "board" || !errors.Is(err, ErrSyntax) {
			t.Errorf("%q: %v, want a board *FENError of kind ErrSyntax", bad, err)
			continue
		}
		if _, posErr := ParseFEN(bad + " w - - 0 1"); posErr == nil || !strings.Contains(posErr.Error(), fe.Reason) {
			t.Errorf("%q: a position reads %v, the placement %q", bad, posErr, fe.Reason)
		}
	}
}
