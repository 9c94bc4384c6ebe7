package notation_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
)

// Positions the tables below use.
const (
	start       = chess.StartFEN
	promotion   = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
	castles     = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
	castles960  = "4k3/8/8/8/8/8/8/1RK3R1 w GB - 0 1" // king c1, rooks b1 and g1
	enPassant   = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
	pawnBishop  = "4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1" // b2xc3 and Bd2xc3
	bishopOnly  = "4k3/8/8/8/8/2n5/3B4/4K3 w - - 0 1"
	oneKnight   = "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"
	twoKnights  = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
	threeQueens = "8/8/8/7k/8/Q7/8/Q1Q4K w - - 0 1"
	blackToMove = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
)

func mustFEN(t testing.TB, fen string) chess.Position {
	t.Helper()
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestReadLenientForms(t *testing.T) {
	tests := []struct {
		fen, text string
		opts      notation.Options
		want      string // UCI, king takes rook for castling
	}{
		// Appendix C forms and PGN SAN.
		{start, "e4", notation.Options{}, "e2e4"},
		{start, "Nf3", notation.Options{}, "g1f3"},
		{enPassant, "exd6", notation.Options{}, "e5d6"},
		{promotion, "b8=Q", notation.Options{}, "b7b8q"},
		// Check signs, missing, wrong or doubled; annotations; draw offer.
		{start, "Nf3+", notation.Options{}, "g1f3"},
		{start, "e4#", notation.Options{}, "e2e4"},
		{promotion, "b8=Q", notation.Options{}, "b7b8q"},
		{promotion, "b8=Q++", notation.Options{}, "b7b8q"},
		{start, "e4!?", notation.Options{}, "e2e4"},
		{start, "e4?", notation.Options{}, "e2e4"},
		{start, "Nf3 !!", notation.Options{}, "g1f3"},
		{start, "Nf3(=)", notation.Options{}, "g1f3"},
		// Castling.
		{castles, "O-O", notation.Options{}, "e1h1"},
		{castles, "0-0", notation.Options{}, "e1h1"},
		{castles, "o-o", notation.Options{}, "e1h1"},
		{castles, "OO", notation.Options{}, "e1h1"},
		{castles, "0-0-0", notation.Options{}, "e1a1"},
		{castles, "O-O-O+", notation.Options{}, "e1a1"},
		{castles, "e1g1", notation.Options{}, "e1h1"},
		{castles, "e1h1", notation.Options{}, "e1h1"},
		{castles, "Kg1", notation.Options{}, "e1h1"},
		{castles, "e1c1", notation.Options{}, "e1a1"},
		{castles960, "O-O", notation.Options{}, "c1g1"},
		{castles960, "O-O-O", notation.Options{}, "c1b1"},
		{castles960, "c1g1", notation.Options{}, "c1g1"},
		// En passant marks.
		{enPassant, "exd6 e.p.", notation.Options{}, "e5d6"},
		{enPassant, "exd6e.p.", notation.Options{}, "e5d6"},
		{enPassant, "exd6 ep", notation.Options{}, "e5d6"},
		{enPassant, "exd6 a.p.", notation.Options{Lang: notation.Spanish}, "e5d6"},
		{enPassant, "ed6", notation.Options{}, "e5d6"},
		{enPassant, "e5:d6", notation.Options{}, "e5d6"},
		{enPassant, "e5xd6", notation.Options{}, "e5d6"},
		// Separators and long algebraic notation.
		{start, "e2-e4", notation.Options{}, "e2e4"},
		{start, "Ng1f3", notation.Options{}, "g1f3"},
		{start, "Ng1-f3", notation.Options{}, "g1f3"},
		{start, "Ng1xf3", notation.Options{}, "g1f3"},
		{pawnBishop, "b2xc3", notation.Options{}, "b2c3"},
		{pawnBishop, "bc3", notation.Options{}, "b2c3"},
		// UCI.
		{start, "e2e4", notation.Options{}, "e2e4"},
		{start, "g1f3", notation.Options{}, "g1f3"},
		{promotion, "b7b8n", notation.Options{}, "b7b8n"},
		{promotion, "b7b8n", notation.Options{Lang: notation.German}, "b7b8n"},
		// Promotion forms.
		{promotion, "b8Q", notation.Options{}, "b7b8q"},
		{promotion, "b8/N", notation.Options{}, "b7b8n"},
		{promotion, "b8(R)", notation.Options{}, "b7b8r"},
		{promotion, "b8=(B)", notation.Options{}, "b7b8b"},
		{promotion, "b7-b8=Q", notation.Options{}, "b7b8q"},
		{promotion, "b8S", notation.Options{Lang: notation.German}, "b7b8n"},
		{promotion, "b8=Ф", notation.Options{Lang: notation.Russian}, "b7b8q"},
		{promotion, "b8♕", notation.Options{Lang: notation.Figurine}, "b7b8q"},
		// Superfluous disambiguation.
		{oneKnight, "Nbd2", notation.Options{}, "b1d2"},
		{oneKnight, "N1d2", notation.Options{}, "b1d2"},
		{oneKnight, "Nb1d2", notation.Options{}, "b1d2"},
		{twoKnights, "Nbd2", notation.Options{}, "b1d2"},
		{twoKnights, "N3d2", notation.Options{}, "f3d2"},
		// Lower-case pieces; a letter that is also a file is a pawn first.
		{start, "nf3", notation.Options{}, "g1f3"},
		{pawnBishop, "bxc3", notation.Options{}, "b2c3"},
		{pawnBishop, "Bxc3", notation.Options{}, "d2c3"},
		{bishopOnly, "bxc3", notation.Options{}, "d2c3"},
		{start, "cf3", notation.Options{Lang: notation.French}, "g1f3"},
		// Languages.
		{start, "Sf3", notation.Options{Lang: notation.German}, "g1f3"},
		{start, "Cf3", notation.Options{Lang: notation.French}, "g1f3"},
		{start, "Cf3", notation.Options{Lang: notation.Spanish}, "g1f3"},
		{start, "Cf3", notation.Options{Lang: notation.Italian}, "g1f3"},
		{start, "Cf3", notation.Options{Lang: notation.Portuguese}, "g1f3"},
		{start, "Кf3", notation.Options{Lang: notation.Russian}, "g1f3"},
		{start, "кf3", notation.Options{Lang: notation.Russian}, "g1f3"},
		{castles, "Крf1", notation.Options{Lang: notation.Russian}, "e1f1"},
		{castles, "крf1", notation.Options{Lang: notation.Russian}, "e1f1"},
		{castles, "Лd1", notation.Options{Lang: notation.Russian}, "a1d1"},
		{start, "♘f3", notation.Options{Lang: notation.Figurine}, "g1f3"},
		{blackToMove, "♞f6", notation.Options{Lang: notation.Figurine}, "g8f6"},
		{blackToMove, "♘f6", notation.Options{Lang: notation.Figurine}, "g8f6"},
		// Any language: the preferred one first, then en de fr es it pt ru fig.
		{start, "Sf3", notation.Options{AnyLanguage: true}, "g1f3"},
		{start, "Кf3", notation.Options{AnyLanguage: true}, "g1f3"},
		{start, "♘f3", notation.Options{AnyLanguage: true}, "g1f3"},
		{castles, "Rd1", notation.Options{AnyLanguage: true}, "a1d1"},
		{castles, "Rd1", notation.Options{Lang: notation.French, AnyLanguage: true}, "e1d1"},
		{castles, "Re2", notation.Options{AnyLanguage: true}, "e1e2"}, // no rook can: the French king
		{castles, "Td1", notation.Options{AnyLanguage: true}, "a1d1"},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		m, err := notation.Read(p, tt.text, tt.opts)
		if err != nil || m.String() != tt.want {
			t.Errorf("Read(%q, %q, %+v) = %v, %v; want %s", tt.fen, tt.text, tt.opts, m, err, tt.want)
		}
	}
}

func TestReadErrors(t *testing.T) {
	tests := []struct {
		fen, text string
		opts      notation.Options
		kind      error
		message   string
	}{
		{start, "", notation.Options{}, notation.ErrUnreadable, `unreadable move ""`},
		{start, "hello", notation.Options{}, notation.ErrUnreadable, "not a move"},
		{start, "Nf9", notation.Options{}, notation.ErrUnreadable, "not a move"},
		{start, "xe4", notation.Options{}, notation.ErrUnreadable, "not a move"},
		{start, "e4-", notation.Options{}, notation.ErrUnreadable, "not a move"},
		{start, "Ng1f3f3", notation.Options{}, notation.ErrUnreadable, "not a move"},
		{start, "e5=Q", notation.Options{}, notation.ErrUnreadable, "not a move"},
		{promotion, "b8=K", notation.Options{}, notation.ErrUnreadable, "unknown piece letter"},
		{start, "Sf3", notation.Options{}, notation.ErrUnreadable, `unknown piece letter in language "en"`},
		{start, "Xf3", notation.Options{AnyLanguage: true}, notation.ErrUnreadable, "unknown piece letter in any language"},
		{start, "Nf4", notation.Options{}, notation.ErrIllegal, `illegal move "Nf4": no white knight can move to f4`},
		{start, "e5", notation.Options{}, notation.ErrIllegal, "no white pawn can move to e5"},
		{start, "O-O", notation.Options{}, notation.ErrIllegal, "white cannot castle on the king side"},
		{start, "e2e5", notation.Options{}, notation.ErrIllegal, "no white piece from e2 can move to e5"},
		{twoKnights, "Nbf3", notation.Options{}, notation.ErrIllegal, "no white knight from the b-file can move to f3"},
		{"4k3/8/8/8/8/8/3r4/R3K3 w Q - 0 1", "O-O-O", notation.Options{}, notation.ErrIllegal, "cannot castle on the queen side"},
		{"4k3/8/8/8/8/8/8/r3K2R w K - 0 1", "Rh2", notation.Options{}, notation.ErrIllegal, "(white is in check)"},
		{twoKnights, "Nd2", notation.Options{}, notation.ErrAmbiguous, `ambiguous move "Nd2": could be Nbd2 or Nfd2`},
		{twoKnights, "Sd2", notation.Options{Lang: notation.German}, notation.ErrAmbiguous, "could be Sbd2 or Sfd2"},
		{threeQueens, "Qb2", notation.Options{}, notation.ErrAmbiguous, "could be Qa1b2 or Qcb2 or Q3b2"},
		{promotion, "b8", notation.Options{}, notation.ErrAmbiguous, "could be b8=Q+ or b8=N or b8=R+ or b8=B"},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		m, err := notation.Read(p, tt.text, tt.opts)
		var me *notation.MoveError
		if !errors.Is(err, tt.kind) || !errors.As(err, &me) || !strings.Contains(err.Error(), tt.message) {
			t.Errorf("Read(%q, %q) = %v, %v; want %v containing %q", tt.fen, tt.text, m, err, tt.kind, tt.message)
			continue
		}
		if me.Text != tt.text {
			t.Errorf("Read(%q): error text %q", tt.text, me.Text)
		}
	}
}

func TestReadAmbiguousListsCandidates(t *testing.T) {
	_, err := notation.Read(mustFEN(t, twoKnights), "Nd2", notation.Options{})
	var me *notation.MoveError
	if !errors.As(err, &me) || !slices.Equal(me.Candidates, []string{"Nbd2", "Nfd2"}) {
		t.Fatalf("Read(Nd2) = %v; want candidates Nbd2, Nfd2", err)
	}
}
