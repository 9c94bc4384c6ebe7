package pgn_test

import (
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/arbiterconsole/arbiter/engine/pgn"
)

func utf16Bytes(s string, bigEndian bool) string {
	var b strings.Builder
	for _, u := range utf16.Encode([]rune(s)) {
		hi, lo := byte(u>>8), byte(u)
		if bigEndian {
			b.Write([]byte{hi, lo})
		} else {
			b.Write([]byte{lo, hi})
		}
	}
	return b.String()
}

func TestReadEncodings(t *testing.T) {
	const game = "[White \"Réti, Richard\"]\n[Black \"Tartakower, Savielly\"]\n\n1. e4 {schön} c6 *\n"
	tests := []struct {
		name, text string
		enc        pgn.Encoding
		converted  int
	}{
		{"UTF-8", game, pgn.UTF8, 0},
		{"UTF-8 with BOM", "\xEF\xBB\xBF" + game, pgn.UTF8BOM, 0},
		{"Windows-1252", "[White \"R\xe9ti, Richard\"]\n[Black \"Tartakower, Savielly\"]\n\n1. e4 {sch\xf6n} c6 *\n", pgn.Windows1252, 2},
		{"UTF-8 file with a Latin-1 line", "[White \"R\xe9ti, Richard\"]\n[Black \"Tartakower, Savielly\"]\n\n1. e4 {schön} c6 *\n", pgn.Windows1252, 1},
		{"UTF-16LE", "\xFF\xFE" + utf16Bytes(game, false), pgn.UTF16LE, 0},
		{"UTF-16BE", "\xFE\xFF" + utf16Bytes(game, true), pgn.UTF16BE, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := pgn.NewReader(strings.NewReader(tt.text), pgn.Options{})
			g, err := r.Next()
			if err != nil {
				t.Fatal(err)
			}
			if g.Tag("White") != "Réti, Richard" || len(g.Moves) != 2 || g.Moves[0].Comments[0] != "schön" {
				t.Errorf("read %q, moves %d, comments %q", g.Tag("White"), len(g.Moves), g.Moves[0].Comments)
			}
			if enc, n := r.Encoding(); enc != tt.enc || n != tt.converted {
				t.Errorf("Encoding() = %v, %d; want %v, %d", enc, n, tt.enc, tt.converted)
			}
		})
	}
}
