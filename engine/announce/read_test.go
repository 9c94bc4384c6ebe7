package announce_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/announce"
	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/pgn"
)

const (
	// friedLiver is the position before 6.Nxf7 of the Fried Liver Attack.
	friedLiver = "r1bqkb1r/ppp2ppp/2n5/3np1N1/2B5/8/PPPP1PPP/RNBQK2R w KQkq - 0 6"
	// queenOut is the position after 1.e4 e5 2.Qf3 Nc6: Qf5 gives no check.
	queenOut = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5Q2/PPPP1PPP/RNB1KBNR w KQkq - 2 3"
	// twoRooks has rooks on a1 and h1 that both reach d1.
	twoRooks = "4k3/8/8/8/8/8/4K3/R6R w - - 0 1"
	// scholarsMate is the position before 4.Qxf7#.
	scholarsMate = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
)

// TestParseLenient reads the ordinary phrasing of players and speech
// recognisers: linking words, spoken letter names, numbers as words.
func TestParseLenient(t *testing.T) {
	tests := []struct {
		fen, text, lang, want string
	}{
		{friedLiver, "Knight takes on f7", "en", "g5f7"},
		{friedLiver, "knight takes on Felix seven", "en", "g5f7"},
		{kiwipete, "Alfiere in g5", "it", "d2g5"},
		{kiwipete, "Alfiere in Gustav cinque", "it", "d2g5"},
		{kiwipete, "Bispo para g5", "pt", "d2g5"},
		{kiwipete, "Bispo em g5", "pt", "d2g5"},
		{kiwipete, "Alfil a g5", "es", "d2g5"},           // "a" links
		{kiwipete, "Alfil a Gustav cinco", "es", "d2g5"}, // before a file name too
		{kiwipete, "Fou à g5", "fr", "d2g5"},             // "à" always links
		{kiwipete, "Fou sur g5", "fr", "d2g5"},           // so does "sur"
		{twoRooks, "Torre a d1", "es", "a1d1"},           // "a d1" is ambiguous: "a" is the file
		{twoRooks, "Rook a d1", "en", "a1d1"},            // English has no linking "a"
		{chess.StartFEN, "Cavalier de g1 en f3", "fr", "g1f3"},
		{chess.StartFEN, "Springer von g1 nach f3", "de", "g1f3"},
		{chess.StartFEN, "Конь эф три", "ru", "g1f3"}, // Russian letter names
		{chess.StartFEN, "пешка жэ четыре", "ru", "g2g4"},
		{chess.StartFEN, "пешка же 4", "ru", "g2g4"},
		{chess.StartFEN, "конь на эф три", "ru", "g1f3"},
		{chess.StartFEN, "пешка аш три", "ru", "h2h3"},
		{chess.StartFEN, "Springer ef drei", "de", "g1f3"}, // German letter names
		{chess.StartFEN, "Bauer ha vier", "de", "h2h4"},
		{chess.StartFEN, "knight eff three", "en", "g1f3"}, // English letter names
		{chess.StartFEN, "pawn aitch four", "en", "h2h4"},
	}
	for _, tt := range tests {
		p, err := chess.ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		r, err := announce.Read(p, tt.text, tt.lang)
		if err != nil {
			t.Errorf("Read(%q, %s): %v", tt.text, tt.lang, err)
			continue
		}
		if got := r.Move.UCI(false); got != tt.want || len(r.Slips) > 0 {
			t.Errorf("Read(%q, %s) = %s %v, want %s and no slips", tt.text, tt.lang, got, r.Slips, tt.want)
		}
	}
}

// TestArticle_D_2_8_SlipsAreWarned gives a warning for each detail said
// that the move does not have, and none for an exact announcement.
func TestArticle_D_2_8_SlipsAreWarned(t *testing.T) {
	tests := []struct {
		fen, text, lang, want string
		slips                 []announce.Slip
	}{
		{chess.StartFEN, "Springer schlägt Felix drei", "de", "g1f3", []announce.Slip{announce.SaidCapture}},
		{chess.StartFEN, "Sxf3", "de", "g1f3", []announce.Slip{announce.SaidCapture}},
		{chess.StartFEN, "SXf3", "de", "g1f3", []announce.Slip{announce.SaidCapture}},
		{queenOut, "Dame Felix fünf Schach", "de", "f3f5", []announce.Slip{announce.SaidCheck}},
		{queenOut, "Dame Felix fünf Schachmatt", "de", "f3f5", []announce.Slip{announce.SaidCheckmate}},
		{queenOut, "Dame Felix fünf Schach matt", "de", "f3f5", []announce.Slip{announce.SaidCheck, announce.SaidCheckmate}},
		{queenOut, "Qf5#", "en", "f3f5", []announce.Slip{announce.SaidCheckmate}},
		{queenOut, "Dame schlägt Felix fünf Schach", "de", "f3f5", []announce.Slip{announce.SaidCapture, announce.SaidCheck}},
		{chess.StartFEN, "Eva vier en passant", "de", "e2e4", []announce.Slip{announce.SaidEnPassant}},
		{kiwipete, "David schlägt Eva sechs e.p.", "de", "d5e6", []announce.Slip{announce.SaidEnPassant}},
		{chess.StartFEN, "Eva vier wird Dame", "de", "e2e4", []announce.Slip{announce.SaidPromotion}},
		{chess.StartFEN, "e4=Q", "en", "e2e4", []announce.Slip{announce.SaidPromotion}},
		{scholarsMate, "Queen takes Felix seven checkmate", "en", "h5f7", nil},
		{scholarsMate, "Queen takes Felix seven check", "en", "h5f7", nil}, // a mate is a check
		{enPassant, "Eva schlägt David sechs en passant", "de", "e5d6", nil},
		{enPassant, "Eva schlägt David sechs", "de", "e5d6", nil}, // e.p. need not be said
		{promotion, "Bella schlägt Anna acht wird Dame Schach", "de", "b7a8q", nil},
		{promotion, "Bella acht wird Springer", "de", "b7b8n", nil},
	}
	for _, tt := range tests {
		p, err := chess.ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		r, err := announce.Read(p, tt.text, tt.lang)
		if err != nil {
			t.Errorf("Read(%q): %v", tt.text, err)
			continue
		}
		if got := r.Move.UCI(false); got != tt.want || !slices.Equal(r.Slips, tt.slips) {
			t.Errorf("Read(%q) = %s %v, want %s %v", tt.text, got, r.Slips, tt.want, tt.slips)
		}
	}
}

func TestSlipString(t *testing.T) {
	for _, s := range []announce.Slip{announce.SaidCapture, announce.SaidCheck, announce.SaidCheckmate, announce.SaidEnPassant, announce.SaidPromotion} {
		if s.String() == string(s) {
			t.Errorf("slip %q has no text", s)
		}
	}
}

// TestArticle_D_2_8_ExactAnnouncementsOfRealGames announces every move of
// 145 real games (10,094 plies) in all seven languages and reads each back:
// the same move, and not one slip.
func TestArticle_D_2_8_ExactAnnouncementsOfRealGames(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "games.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := pgn.NewReader(f, pgn.Options{})
	announced := 0
	for {
		g, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		p := g.Start
		for _, m := range g.Moves {
			for _, lang := range announce.Languages() {
				text := announce.Say(p, m.Move, lang)
				got, err := announce.Read(p, text, lang)
				switch {
				case err != nil:
					t.Errorf("%s: %s announced %q: %v", p.FEN(), m.Text, text, err)
				case got.Move != m.Move || len(got.Slips) > 0:
					t.Errorf("%s: %s announced %q, read back as %s with slips %v", p.FEN(), m.Text, text, got.Move, got.Slips)
				}
				announced++
			}
			p = p.Play(m.Move)
		}
	}
	if announced < 10000*len(announce.Languages()) { // at least 10,000 moves
		t.Errorf("only %d announcements, want 10,000 moves in every language", announced)
	}
	t.Logf("%d announcements read back exactly", announced)
}
