package notation_test

import (
	"testing"

	"github.com/arbiterconsole/arbiter/engine/notation"
)

// FuzzRead feeds arbitrary text to the reader in every language: it must
// never panic, and a move it returns must be legal and read back from its
// own SAN.
func FuzzRead(f *testing.F) {
	for _, s := range []string{"e4", "Nf3", "O-O-O", "exd6 e.p.", "b8=Q+", "Крe2", "♞f6", "e7e8q", "Ng1-f3!?", "b8(D)", "0-0(=)", "bxc3"} {
		f.Add(s)
	}
	positions := []string{start, promotion, castles, castles960, enPassant, pawnBishop, twoKnights, blackToMove}
	f.Fuzz(func(t *testing.T, text string) {
		for _, fen := range positions {
			p := mustFEN(t, fen)
			for _, lang := range notation.Languages() {
				o := notation.Options{Lang: lang, AnyLanguage: len(text)%2 == 0}
				m, err := notation.Read(p, text, o)
				if err != nil {
					continue
				}
				if !p.IsLegal(m) {
					t.Fatalf("Read(%q, %q) = illegal move %v", fen, text, m)
				}
				if back, err := notation.Read(p, notation.Write(p, m, o), o); err != nil || back != m {
					t.Fatalf("%v from %q: SAN reads back as %v, %v", m, text, back, err)
				}
			}
		}
	})
}
