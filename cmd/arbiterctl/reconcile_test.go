package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
)

// scoresheetPGN plays moves from the start and writes them as a PGN
// scoresheet in language lang.
func scoresheetPGN(moves []chess.Move, lang notation.Lang) string {
	p := chess.StartPosition()
	var b strings.Builder
	b.WriteString("[Event \"D.2.9\"]\n\n")
	for i, m := range moves {
		if i%2 == 0 {
			fmt.Fprintf(&b, "%d. ", i/2+1)
		}
		b.WriteString(notation.Write(p, m, notation.Options{Lang: lang}) + " ")
		p = p.Play(m)
	}
	return b.String() + "*\n"
}

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestReconcileGeneratedPairs writes 100 pairs of scoresheets that agree
// up to a random ply and then differ (or one ends there), the second in
// German, and checks first_difference_ply; every tenth pair agrees.
func TestReconcileGeneratedPairs(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 2))
	for pair := range 100 {
		var game []chess.Move
		p := chess.StartPosition()
		var buf [256]chess.Move
		for range 10 + r.IntN(70) {
			legal := p.LegalMoves(buf[:0])
			if len(legal) == 0 {
				break
			}
			m := legal[r.IntN(len(legal))]
			game = append(game, m)
			p = p.Play(m)
		}
		want := 1 + r.IntN(len(game))
		other := append([]chess.Move(nil), game[:want-1]...)
		q := chess.StartPosition()
		for _, m := range other {
			q = q.Play(m)
		}
		switch legal := q.LegalMoves(buf[:0]); {
		case pair%10 == 0:
			other, want = game, 0
		case pair%2 == 0 && len(legal) > 1:
			alt := legal[r.IntN(len(legal))]
			for alt == game[want-1] {
				alt = legal[r.IntN(len(legal))]
			}
			other = append(other, alt)
		}
		a := writeFile(t, "a.pgn", scoresheetPGN(game, notation.English))
		b := writeFile(t, "b.pgn", scoresheetPGN(other, notation.German))
		var out, errb strings.Builder
		if code := run([]string{"reconcile", a, b, "--json"}, &out, &errb); code != 0 {
			t.Fatalf("pair %d: exit %d, stderr %q", pair, code, errb.String())
		}
		var got struct {
			FirstDifferencePly int    `json:"first_difference_ply"`
			AgreedFEN          string `json:"agreed_fen"`
		}
		if err := json.Unmarshal([]byte(out.String()), &got); err != nil {
			t.Fatalf("pair %d: %v in %s", pair, err, out.String())
		}
		if got.FirstDifferencePly != want {
			t.Errorf("pair %d: first_difference_ply %d, want %d\nA: %s\nB: %s", pair, got.FirstDifferencePly, want, scoresheetPGN(game, notation.English), scoresheetPGN(other, notation.German))
		}
		if want > 0 && got.AgreedFEN != q.FEN() {
			t.Errorf("pair %d: agreed_fen %s, want %s", pair, got.AgreedFEN, q.FEN())
		}
	}
}

func TestReconcileText(t *testing.T) {
	a := writeFile(t, "a.pgn", "1. e4 e5 2. Nf3 Nc6 3. Bb5 *")
	b := writeFile(t, "b.pgn", "1. e4 e5 2. Nf3 Nc6 3. Bb6 *")
	var out, errb strings.Builder
	if code := run([]string{"reconcile", a, b}, &out, &errb); code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	want := "first difference at ply 5 (3.): A has Bb5, B has Bb6 (illegal)\nreinstate the position after 4 plies: r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\n"
	if out.String() != want {
		t.Errorf("stdout %q, want %q", out.String(), want)
	}
	out.Reset()
	if code := run([]string{"reconcile", a, a}, &out, &errb); code != 0 || out.String() != "the scoresheets agree (5 plies)\n" {
		t.Errorf("same sheet twice: exit %d, stdout %q", code, out.String())
	}
}

func TestReconcileErrors(t *testing.T) {
	a := writeFile(t, "a.pgn", "1. e4 *")
	empty := writeFile(t, "empty.pgn", "")
	other := writeFile(t, "other.pgn", "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. Kd2 *")
	tests := []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{a}, 2, "want two PGN files"},
		{[]string{a, a, a}, 2, "want two PGN files"},
		{[]string{a, filepath.Join(t.TempDir(), "missing.pgn")}, 1, "missing.pgn"},
		{[]string{a, empty}, 1, "empty.pgn: scoresheet: no game in it"},
		{[]string{a, other}, 1, "different positions"},
	}
	for _, tt := range tests {
		var out, errb strings.Builder
		if code := run(append([]string{"reconcile"}, tt.args...), &out, &errb); code != tt.code || !strings.Contains(errb.String(), tt.stderr) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tt.args, code, errb.String(), tt.code, tt.stderr)
		}
	}
}
