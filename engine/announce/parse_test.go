package announce_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/announce"
	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
)

const (
	kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
	// twoKnights has knights on b1 and f3 that both reach d2.
	twoKnights = "rnbqkbnr/ppp1pppp/8/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1"
	promotion  = "r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1"
	enPassant  = "k7/8/8/3pP3/8/8/8/7K w - d6 0 2"
)

func TestParse(t *testing.T) {
	tests := []struct {
		fen, text, lang, want string
	}{
		{chess.StartFEN, "Springer Felix drei", "de", "g1f3"},
		{chess.StartFEN, "Springer f3", "de", "g1f3"},
		{chess.StartFEN, "Springer Felix 3", "de", "g1f3"},
		{chess.StartFEN, "S f drei", "de", "g1f3"},
		{chess.StartFEN, "s f drei", "de", "g1f3"},
		{chess.StartFEN, "SPRINGER FELIX DREI", "de", "g1f3"},
		{chess.StartFEN, "Sf3", "de", "g1f3"},
		{chess.StartFEN, "Springer F3", "de", "g1f3"},
		{chess.StartFEN, "Springer F 3", "de", "g1f3"},
		{chess.StartFEN, "SPRINGER F DREI", "de", "g1f3"},
		{kiwipete, "B H6", "en", "d2h6"},
		{chess.StartFEN, "Springer nach Felix drei.", "de", "g1f3"},
		{chess.StartFEN, "Knight Felix three", "en", "g1f3"},
		{chess.StartFEN, "knight to f3", "en", "g1f3"},
		{chess.StartFEN, "Springer Felix drei", "en", "g1f3"}, // D.2.1's wording in any language
		{chess.StartFEN, "N f three", "en", "g1f3"},
		{chess.StartFEN, "Cavalier Felix trois", "fr", "g1f3"},
		{chess.StartFEN, "C f3", "fr", "g1f3"},
		{chess.StartFEN, "Caballo Felix tres", "es", "g1f3"},
		{chess.StartFEN, "Cavallo f tre", "it", "g1f3"},
		{chess.StartFEN, "Cavalo Felix três", "pt", "g1f3"},
		{chess.StartFEN, "cavalo felix tres", "pt", "g1f3"},
		{chess.StartFEN, "Конь Феликс три", "ru", "g1f3"},
		{chess.StartFEN, "конь f3", "ru", "g1f3"},
		{chess.StartFEN, "К f3", "ru", "g1f3"},
		{chess.StartFEN, "шпрингер феликс драй", "ru", "g1f3"}, // the Russian text's spelling of D.2.1
		{chess.StartFEN, "Eva vier", "de", "e2e4"},
		{chess.StartFEN, "Bauer Eva vier", "de", "e2e4"},
		{chess.StartFEN, "pawn e four", "en", "e2e4"},
		{chess.StartFEN, "e2 e4", "de", "e2e4"},
		{chess.StartFEN, "e2-e4", "en", "e2e4"},
		{chess.StartFEN, "Eva zwei Eva vier", "de", "e2e4"},
		{kiwipete, "Kurze Rochade", "de", "e1g1"},
		{kiwipete, "kurze rochade", "en", "e1g1"},
		{kiwipete, "Lange Rochade", "fr", "e1c1"},
		{kiwipete, "grand roque", "fr", "e1c1"},
		{kiwipete, "O-O-O", "it", "e1c1"},
		{kiwipete, "длинная рокировка", "ru", "e1c1"},
		{kiwipete, "Ланг Рохад", "ru", "e1c1"},
		{kiwipete, "Laeufer Gustav fuenf", "de", "d2g5"},
		{kiwipete, "Laufer g5", "de", "d2g5"},
		{kiwipete, "Läufer Gustav fünf", "de", "d2g5"},
		{kiwipete, "David schlägt Eva sechs", "de", "d5e6"},
		{kiwipete, "David schlaegt Eva sechs", "de", "d5e6"},
		{kiwipete, "d takes e6", "en", "d5e6"},
		{kiwipete, "David prend Eva six", "fr", "d5e6"},
		{kiwipete, "Dame schlägt Felix sechs", "de", "f3f6"},
		{kiwipete, "D x f6", "de", "f3f6"},
		{twoKnights, "Springer Bella David zwei", "de", "b1d2"},
		{twoKnights, "Springer Felix David zwei", "de", "f3d2"},
		{promotion, "Bella acht wird Dame", "de", "b7b8q"},
		{promotion, "Bella acht Dame", "de", "b7b8q"},
		{promotion, "b8 wird Springer", "de", "b7b8n"},
		{promotion, "Bella takes Anna eight promotes to Queen check", "en", "b7a8q"},
		{promotion, "Белла берёт Анна восемь превращается в ферзя шах", "ru", "b7a8q"},
		{promotion, "Bella acht превращается в коня", "ru", "b7b8n"},
		{enPassant, "Eva schlägt David sechs en passant", "de", "e5d6"},
		{enPassant, "e x d6 e.p.", "en", "e5d6"},
		{enPassant, "Eva captura David seis al paso", "es", "e5d6"},
	}
	for _, tt := range tests {
		p, err := chess.ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := announce.Parse(p, tt.text, tt.lang)
		if err != nil {
			t.Errorf("Parse(%q, %s): %v", tt.text, tt.lang, err)
			continue
		}
		if got := m.UCI(p.IsChess960()); got != tt.want {
			t.Errorf("Parse(%q, %s) = %s, want %s", tt.text, tt.lang, got, tt.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		fen, text, lang string
		kind            error
		says            string // part of the message
	}{
		{chess.StartFEN, "", "de", notation.ErrUnreadable, "no move in it"},
		{chess.StartFEN, "  , ; ", "de", notation.ErrUnreadable, "no move in it"},
		{chess.StartFEN, "Springer Fenix drei", "de", notation.ErrUnreadable, `unknown word "Fenix"`},
		{chess.StartFEN, "Springer Felix neun", "de", notation.ErrUnreadable, `unknown word "neun"`},
		{chess.StartFEN, "Schach", "de", notation.ErrUnreadable, "read as +"},
		{chess.StartFEN, "Springer David zwei", "de", notation.ErrIllegal, "read as Sd2"},
		{chess.StartFEN, "Kurze Rochade", "de", notation.ErrIllegal, "cannot castle"},
		{chess.StartFEN, "Eva fünf", "de", notation.ErrIllegal, "read as e5"},
		{twoKnights, "Springer David zwei", "de", notation.ErrAmbiguous, "could be Springer Bella David zwei or Springer Felix David zwei"},
		{twoKnights, "Knight David two", "en", notation.ErrAmbiguous, "could be Knight Bella David two or Knight Felix David two"},
	}
	for _, tt := range tests {
		p, err := chess.ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		_, err = announce.Parse(p, tt.text, tt.lang)
		switch {
		case !errors.Is(err, tt.kind):
			t.Errorf("Parse(%q) error = %v, want %v", tt.text, err, tt.kind)
		case !strings.Contains(err.Error(), tt.says) || !strings.HasPrefix(err.Error(), "announce: "):
			t.Errorf("Parse(%q) error = %q, want it to start with \"announce: \" and say %q", tt.text, err, tt.says)
		}
	}
}

func TestParseUnknownLanguage(t *testing.T) {
	_, err := announce.Parse(chess.StartPosition(), "Springer Felix drei", "xx")
	if err == nil || !strings.Contains(err.Error(), `unknown language "xx"`) {
		t.Errorf("Parse in language xx: error = %v, want unknown language", err)
	}
}

// TestRoundTrip announces every legal move of the fixture positions in
// every language and reads it back.
func TestRoundTrip(t *testing.T) {
	positions := fixturePositions(t)
	if len(positions) < 30 {
		t.Fatalf("only %d fixture positions", len(positions))
	}
	moves := 0
	for _, p := range positions {
		var buf [256]chess.Move
		for _, m := range p.LegalMoves(buf[:0]) {
			moves++
			for _, lang := range announce.Languages() {
				text := announce.Say(p, m, lang)
				got, err := announce.Parse(p, text, lang)
				if err != nil {
					t.Errorf("%s: %s announced %q: %v", p.FEN(), m, text, err)
				} else if got != m {
					t.Errorf("%s: %s announced %q, read back as %s", p.FEN(), m, text, got)
				}
			}
		}
	}
	t.Logf("%d positions, %d moves, %d languages", len(positions), moves, len(announce.Languages()))
}

// fixturePositions reads the positions of the perft files and of the
// notation fixtures (copied from /work/shared/testdata, see its README).
func fixturePositions(t *testing.T) []chess.Position {
	t.Helper()
	var fens []string
	for _, name := range []string{"tricky.perft", "standard.perft", "chess960.perft"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			if fen, ok := strings.CutPrefix(line, "epd "); ok {
				fens = append(fens, strings.TrimSpace(fen))
			}
		}
	}
	for _, name := range []string{"notation_a.json", "notation_b.json"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		var fixtures []struct {
			Pos1 string `json:"pos1"`
		}
		if err := json.Unmarshal(data, &fixtures); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, f := range fixtures {
			fens = append(fens, f.Pos1)
		}
	}
	var positions []chess.Position
	for _, fen := range fens {
		p, err := chess.ParseFENLax(fen)
		if err != nil {
			t.Fatalf("fixture %q: %v", fen, err)
		}
		positions = append(positions, p)
	}
	return positions
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"Springer Felix drei", "S f drei", "Kurze Rochade", "e2-e4", "Bella acht wird Dame Schach", "Конь Феликс три", "", "x=+#", "en passant e.p."} {
		f.Add(kiwipete, s, "de")
		f.Add(chess.StartFEN, s, "ru")
	}
	f.Fuzz(func(t *testing.T, fen, text, lang string) {
		p, err := chess.ParseFENLax(fen)
		if err != nil {
			return
		}
		m, err := announce.Parse(p, text, lang)
		if err == nil && !p.IsLegal(m) {
			t.Errorf("Parse(%q) = %s, not legal in %s", text, m, fen)
		}
	})
}
