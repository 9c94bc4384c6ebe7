package announce_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/announce"
	"github.com/arbiterconsole/arbiter/engine/chess"
)

// TestBoardDescriptionsGolden says what a visually impaired player may ask
// of the board, in every language; testdata/board.golden holds the texts.
func TestBoardDescriptionsGolden(t *testing.T) {
	start := chess.StartPosition()
	nf3, err := chess.ParseUCI(start, "g1f3")
	if err != nil {
		t.Fatal(err)
	}
	after := start.Play(nf3)
	g1, _ := announce.ReadSquare("g1")
	e4, _ := announce.ReadSquare("e4")
	ending, err := chess.ParseFEN("8/8/4k3/8/8/8/4K3/7R b - - 0 61")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, lang := range announce.Languages() {
		fmt.Fprintf(&b, "# %s\n", lang)
		for _, s := range []string{
			announce.Position(ending, lang),
			announce.MoveNumber(after, lang),
			announce.LastMove(start, nf3, lang),
			announce.LastMove(start, chess.NoMove, lang),
			announce.Rank(start, 1, lang),
			announce.Rank(start, 5, lang),
			announce.File(after, 6, lang),
			announce.Where(after, chess.Knight, lang),
			announce.Where(ending, chess.Queen, lang),
			announce.MovesFrom(start, g1, lang),
			announce.MovesFrom(start, e4, lang),
			announce.MovesFrom(after, g1, lang),
		} {
			b.WriteString(s + "\n")
		}
	}
	golden(t, "board.golden", b.String())
}

func TestReadPieceAndSquare(t *testing.T) {
	pieces := []struct {
		text, lang string
		want       chess.PieceType
	}{
		{"Springer", "de", chess.Knight}, {"knight", "en", chess.Knight}, {"N", "en", chess.Knight}, {"S", "de", chess.Knight},
		{"конь", "ru", chess.Knight}, {"Dame", "fr", chess.Queen}, {"Bauer", "de", chess.Pawn}, {"peão", "pt", chess.Pawn},
		{"Alfiere", "it", chess.Bishop}, {"Кр", "ru", chess.King},
	}
	for _, tt := range pieces {
		if got, ok := announce.ReadPiece(tt.text, tt.lang); !ok || got != tt.want {
			t.Errorf("ReadPiece(%q, %s) = %v %v, want %v", tt.text, tt.lang, got, ok, tt.want)
		}
	}
	for _, bad := range []string{"", "Felix", "Springer Felix"} {
		if _, ok := announce.ReadPiece(bad, "de"); ok {
			t.Errorf("ReadPiece(%q) read a piece", bad)
		}
	}
	squares := map[string]string{"f3": "f3", "Felix drei": "f3", "F 3": "f3", "эф три": "f3", "Hector eight": "h8", "Anna 1": "a1"}
	for text, want := range squares {
		if got, ok := announce.ReadSquare(text); !ok || got.String() != want {
			t.Errorf("ReadSquare(%q) = %v %v, want %s", text, got, ok, want)
		}
	}
	for _, bad := range []string{"", "f9", "Felix", "Springer f3", "i1"} {
		if sq, ok := announce.ReadSquare(bad); ok {
			t.Errorf("ReadSquare(%q) = %v, want none", bad, sq)
		}
	}
}
