package pgn_test

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
	"github.com/arbiterconsole/arbiter/engine/pgn"
)

const nextGame = "\n[Event \"next\"]\n1. d4 *\n"

func TestReadErrors(t *testing.T) {
	tests := []struct {
		name, text string
		line, col  int
		kind       error
		message    string
		movesRead  int // of the faulty game, before the fault
	}{
		{"illegal move", "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6\n3. Bb5 Nf6 4. Nf7 *", 4, 15, notation.ErrIllegal,
			`pgn: line 4: illegal move "Nf7": no white knight can move to f7`, 6},
		{"unreadable move", "1. e4 Zz9 *", 1, 7, notation.ErrUnreadable, `pgn: line 1: unreadable move "Zz9"`, 1},
		{"ambiguous move", "[FEN \"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1\"]\n1. Nd2 *", 2, 4, notation.ErrAmbiguous,
			`ambiguous move "Nd2": could be Nbd2 or Nfd2`, 0},
		{"illegal move glued to its number", "1. e4 e5\n2.Ke3 *", 2, 3, notation.ErrIllegal, `line 2: illegal move "Ke3"`, 2},
		{"illegal move in a variation", "1. e4 (1. d4 d5 2. Kd2 Kd7 3. Ke5) e5 *", 1, 31, notation.ErrIllegal, `illegal move "Ke5"`, 1},
		{"tag without value", "[Event]\n1. e4 *", 1, 7, pgn.ErrSyntax, "pgn: line 1: syntax error: tag Event: quoted value expected", 0},
		{"tag not closed", "[Event \"x\"\n1. e4 *", 2, 1, pgn.ErrSyntax, "tag Event: ] expected", 0},
		{"string not closed", "[Event \"x]\n1. e4 *", 1, 8, pgn.ErrSyntax, "string never closed", 0},
		{"bad FEN", "[Event \"x\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4 *", 2, 0, chess.ErrInvalid, "pgn: line 2: FEN tag: chess: FEN", 0},
		{"other variant", "[Variant \"Atomic\"]\n1. e4 *", 1, 0, nil, `variant "Atomic" is not chess`, 0},
		{"unopened variation", "1. e4 ) e5 *", 1, 7, pgn.ErrSyntax, `")" without a variation`, 1},
		{"variation before a move", "( 1. e4 ) *", 1, 1, pgn.ErrSyntax, "variation before any move", 0},
		{"variation not closed", "1. e4 (1. d4 d5\n[Event \"next\"]", 2, 1, pgn.ErrSyntax, "variation never closed", 1},
		{"result in a variation", "1. e4 (1. d4 1-0) e5 *", 1, 14, pgn.ErrSyntax, "result inside a variation", 1},
		{"bad glyph", "1. e4 $x *", 1, 7, pgn.ErrSyntax, "bad annotation glyph", 1},
		{"string in movetext", "1. e4 \"e5\" *", 1, 7, pgn.ErrSyntax, `unexpected "e5"`, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := pgn.NewReader(strings.NewReader(tt.text+nextGame), pgn.Options{})
			g, err := r.Next()
			var pe *pgn.Error
			if !errors.As(err, &pe) || !strings.Contains(err.Error(), tt.message) || (tt.kind != nil && !errors.Is(err, tt.kind)) {
				t.Fatalf("err %v; want %v containing %q", err, tt.kind, tt.message)
			}
			if pe.Line != tt.line || (tt.col != 0 && pe.Column != tt.col) {
				t.Errorf("at line %d column %d, want line %d column %d", pe.Line, pe.Column, tt.line, tt.col)
			}
			if g == nil || len(g.Moves) != tt.movesRead {
				t.Errorf("game read up to the fault: %v", g)
			}
			next, err := r.Next()
			if err != nil || next.Tag("Event") != "next" || len(next.Moves) != 1 {
				t.Fatalf("the game after the fault: %v, %v", next, err)
			}
			if _, err := r.Next(); !errors.Is(err, io.EOF) {
				t.Errorf("after the last game: %v, want io.EOF", err)
			}
		})
	}
}

func TestReadUnclosedCommentRunsToTheEnd(t *testing.T) {
	r := pgn.NewReader(strings.NewReader("1. e4 e5\n2. Nf3 {never closed\n\n[Event \"lost\"]\n1. d4 *\n"), pgn.Options{})
	g, err := r.Next()
	var pe *pgn.Error
	if !errors.As(err, &pe) || !errors.Is(err, pgn.ErrSyntax) || pe.Line != 2 || pe.Column != 8 || len(g.Moves) != 3 {
		t.Fatalf("Next = %v, %v; want the 3 moves and a syntax error at line 2 column 8", g, err)
	}
	if g, err := r.Next(); !errors.Is(err, io.EOF) {
		t.Errorf("after the comment ran to the end: %v, %v; want io.EOF", g, err)
	}
}

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

func TestReadErrorOfTheUnderlyingReader(t *testing.T) {
	r := pgn.NewReader(failingReader{}, pgn.Options{})
	for range 2 {
		if _, err := r.Next(); err == nil || !strings.Contains(err.Error(), "disk on fire") {
			t.Fatalf("Next = %v, want the read error every time", err)
		}
	}
}
