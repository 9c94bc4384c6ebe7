package notation_test

import (
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
)

func TestAppendix_C_2_PieceLetters(t *testing.T) {
	want := map[notation.Lang]string{ // K Q R B N
		notation.English:    "K Q R B N",
		notation.German:     "K D T L S",
		notation.French:     "R D T F C",
		notation.Spanish:    "R D T A C",
		notation.Italian:    "R D T A C",
		notation.Portuguese: "R D T B C",
		notation.Russian:    "Кр Ф Л С К",
		notation.Figurine:   "♔ ♕ ♖ ♗ ♘",
	}
	for _, lang := range notation.Languages() {
		got := ""
		for i, t := range []chess.PieceType{chess.King, chess.Queen, chess.Rook, chess.Bishop, chess.Knight} {
			if i > 0 {
				got += " "
			}
			got += notation.PieceLetter(lang, t)
		}
		if got != want[lang] {
			t.Errorf("%s letters %q, want %q", lang, got, want[lang])
		}
	}
	if got := notation.PieceLetter(notation.English, chess.Pawn); got != "" {
		t.Errorf("pawn letter %q; Appendix C.4 gives pawns none", got)
	}
}

func TestPieceName(t *testing.T) {
	tests := []struct {
		lang  notation.Lang
		piece chess.PieceType
		want  string
	}{
		{notation.English, chess.Knight, "Knight"},
		{notation.German, chess.Knight, "Springer"},
		{notation.French, chess.Knight, "Cavalier"},
		{notation.Spanish, chess.Knight, "Caballo"},
		{notation.Italian, chess.Knight, "Cavallo"},
		{notation.Portuguese, chess.Knight, "Cavalo"},
		{notation.Russian, chess.Knight, "Конь"},
		{notation.German, chess.Bishop, "Läufer"},
		{notation.Italian, chess.Queen, "Donna"},
		{notation.Russian, chess.King, "Король"},
		{notation.Portuguese, chess.Pawn, "Peão"},
		{notation.Figurine, chess.Knight, ""},
		{"xx", chess.Knight, ""},
		{notation.English, chess.NoPieceType, ""},
		{notation.English, chess.PieceType(99), ""},
	}
	for _, tt := range tests {
		if got := notation.PieceName(tt.lang, tt.piece); got != tt.want {
			t.Errorf("PieceName(%q, %v) = %q, want %q", tt.lang, tt.piece, got, tt.want)
		}
	}
}

func TestParseLang(t *testing.T) {
	for _, l := range notation.Languages() {
		if got, err := notation.ParseLang(string(l)); err != nil || got != l {
			t.Errorf("ParseLang(%q) = %q, %v", l, got, err)
		}
	}
	if _, err := notation.ParseLang("nl"); err == nil {
		t.Error("ParseLang(nl) succeeded; Dutch is not offered")
	}
}
