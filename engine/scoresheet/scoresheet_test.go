package scoresheet_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
	"github.com/arbiterconsole/arbiter/engine/scoresheet"
)

// randomMoves plays up to n random legal moves from p.
func randomMoves(r *rand.Rand, p chess.Position, n int) []chess.Move {
	var out []chess.Move
	var buf [256]chess.Move
	for range n {
		legal := p.LegalMoves(buf[:0])
		if len(legal) == 0 {
			break
		}
		m := legal[r.IntN(len(legal))]
		out = append(out, m)
		p = p.Play(m)
	}
	return out
}

// movetext writes moves from p as a scoresheet does, in language lang.
func movetext(p chess.Position, moves []chess.Move, lang notation.Lang) string {
	var b strings.Builder
	for i, m := range moves {
		if i%2 == 0 {
			fmt.Fprintf(&b, "%d. ", i/2+1)
		}
		b.WriteString(notation.Write(p, m, notation.Options{Lang: lang}) + " ")
		p = p.Play(m)
	}
	return b.String()
}

// TestArticle_D_2_9_FirstDifferenceOfGeneratedPairs makes 100 pairs of
// scoresheets that agree up to a chosen ply and then part: another legal
// move, an illegal entry, or one sheet ending there. The second sheet is
// written in German notation, as the other player may keep it.
func TestArticle_D_2_9_FirstDifferenceOfGeneratedPairs(t *testing.T) {
	r := rand.New(rand.NewPCG(18, 29))
	start := chess.StartPosition()
	for pair := range 100 {
		game := randomMoves(r, start, 20+r.IntN(60))
		k := 1 + r.IntN(len(game)) // the ply where the sheets part
		before := start
		for _, m := range game[:k-1] {
			before = before.Play(m)
		}
		b := slicesClone(game[:k-1])
		kind := pair % 3
		var buf [256]chess.Move
		legal := before.LegalMoves(buf[:0])
		if kind == 0 && len(legal) < 2 {
			kind = 2
		}
		text := ""
		switch kind {
		case 0: // another legal move, then the game goes on
			other := legal[r.IntN(len(legal))]
			for other == game[k-1] {
				other = legal[r.IntN(len(legal))]
			}
			b = append(b, other)
			b = append(b, randomMoves(r, before.Play(other), r.IntN(10))...)
			text = movetext(start, b, notation.German)
		case 1: // an illegal entry: the king to a square it cannot reach
			text = movetext(start, b, notation.German) + " " + illegalKingMove(before)
		case 2: // the sheet ends
			text = movetext(start, b, notation.German)
		}
		sa, err := scoresheet.ReadString(movetext(start, game, notation.English))
		if err != nil {
			t.Fatalf("pair %d: sheet A: %v", pair, err)
		}
		sb, err := scoresheet.ReadString(text + " *")
		if err != nil {
			t.Fatalf("pair %d: sheet B %q: %v", pair, text, err)
		}
		d, err := scoresheet.Compare(sa, sb)
		if err != nil {
			t.Fatalf("pair %d: %v", pair, err)
		}
		if d.Ply != k || d.Agreed.FEN() != before.FEN() {
			t.Errorf("pair %d (kind %d): first difference at ply %d after %s, want ply %d after %s\nA: %s\nB: %s",
				pair, kind, d.Ply, d.Agreed.FEN(), k, before.FEN(), movetext(start, game, notation.English), text)
		}
		if !d.ALegal || d.BLegal != (kind == 0) {
			t.Errorf("pair %d (kind %d): legal A %v B %v", pair, kind, d.ALegal, d.BLegal)
		}
	}
}

// illegalKingMove returns a king move of the side to move, in German, two
// ranks away: never legal, as castling keeps to the rank.
func illegalKingMove(p chess.Position) string {
	for sq := range chess.Square(64) {
		if pc := p.PieceAt(sq); pc.Type() == chess.King && pc.Color() == p.Turn() {
			to := sq.Rank() + 2
			if to > 7 {
				to = sq.Rank() - 2
			}
			return "K" + chess.NewSquare(sq.File(), to).String()
		}
	}
	panic("no king to move in " + p.FEN())
}

func slicesClone(m []chess.Move) []chess.Move { return append([]chess.Move(nil), m...) }

func TestCompareAgreeing(t *testing.T) {
	a, err := scoresheet.ReadString("1. e4 e5 2. Nf3 Nc6 1-0")
	if err != nil {
		t.Fatal(err)
	}
	b, err := scoresheet.ReadString("[Event \"x\"]\n\n1. e4 e5 2. Sf3 Sc6 *")
	if err != nil {
		t.Fatal(err)
	}
	d, err := scoresheet.Compare(a, b)
	if err != nil || d.Ply != 0 {
		t.Errorf("Compare of the same moves = ply %d, %v; want 0", d.Ply, err)
	}
}

func TestReadKeepsTheUnreadableMove(t *testing.T) {
	s, err := scoresheet.ReadString("1. e4 e5 2. Nf6 Nc6")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(s.Moves, " "); got != "e4 e5 Nf6" {
		t.Errorf("moves = %q, want the moves up to the illegal Nf6", got)
	}
}

func TestReadAndCompareErrors(t *testing.T) {
	if _, err := scoresheet.ReadString(""); err == nil || !strings.Contains(err.Error(), "no game") {
		t.Errorf("empty sheet: error %v", err)
	}
	if _, err := scoresheet.ReadString("[FEN \"nonsense\"]\n\n1. e4"); err == nil {
		t.Error("a bad FEN tag is no error")
	}
	a, _ := scoresheet.ReadString("1. e4")
	b, _ := scoresheet.ReadString("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. Kd2")
	if _, err := scoresheet.Compare(a, b); err == nil || !strings.Contains(err.Error(), "different positions") {
		t.Errorf("different starts: error %v", err)
	}
}
