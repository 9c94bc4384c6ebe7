package outcome

import (
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// testBudget keeps every test deterministic: nodes, never the clock.
var testBudget = Budget{Nodes: 50_000}

// game builds a History from a FEN (or "" for the initial position) and
// moves in UCI.
func game(t *testing.T, fen string, moves string) History {
	t.Helper()
	p := chess.StartPosition()
	if fen != "" {
		var err error
		if p, err = chess.ParseFEN(fen); err != nil {
			t.Fatal(err)
		}
	}
	h := History{Start: p}
	for _, text := range strings.Fields(moves) {
		m, err := chess.ParseUCI(p, text)
		if err != nil {
			t.Fatalf("move %q: %v", text, err)
		}
		h.Moves = append(h.Moves, m)
		p = p.Play(m)
	}
	return h
}

func evaluate(t *testing.T, h History, o Options) Status {
	t.Helper()
	o.Budget = testBudget
	st, err := Evaluate(h, o)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func claim(t *testing.T, h History, kind ClaimKind, intended string) ClaimRuling {
	t.Helper()
	r, err := Claim(h, kind, intended, Options{Budget: testBudget})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestArticle_5_1_1_CheckmateEndsTheGame(t *testing.T) {
	st := evaluate(t, game(t, "", "f2f3 e7e5 g2g4 d8h4"), Options{})
	if st.Ending != Checkmate || st.Winner != chess.Black || st.Result() != "0-1" || st.Ending.Article() != "5.1.1" {
		t.Errorf("fool's mate: got %+v", st)
	}
}

func TestArticle_5_2_1_StalemateEndsTheGame(t *testing.T) {
	st := evaluate(t, game(t, "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1", "g1g6"), Options{})
	if st.Ending != Stalemate || st.Result() != "1/2-1/2" {
		t.Errorf("got %+v, want stalemate", st)
	}
}

func TestArticle_5_2_2_DeadPositionEndsTheGame(t *testing.T) {
	tests := []struct {
		name, fen, moves string
		dead             bool
	}{
		{"capture leaves king against king", "8/8/8/4k3/8/8/3p4/4K3 w - - 0 1", "e1d2", true},
		{"king and bishop against king", "8/8/8/4k3/8/8/3p4/4KB2 w - - 0 1", "e1d2", true},
		{"locked pawn chain, bishops of one colour", "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1", "e1e2", true},
		{"knight against pawn can still mate", "8/8/8/4k3/8/3p4/8/4K1N1 w - - 0 1", "g1f3", false},
		{"bishops of opposite colours can still mate", "8/8/8/2b1k3/8/8/8/4KB2 w - - 0 1", "f1e2", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := evaluate(t, game(t, tt.fen, tt.moves), Options{})
			if (st.Ending == DeadPosition) != tt.dead {
				t.Errorf("got %v, want dead = %v", st.Ending, tt.dead)
			}
		})
	}
}

func TestArticle_6_9_FlagFallAgainstALoneKingDraws(t *testing.T) {
	tests := []struct {
		name, fen string
		flagged   chess.Color
		want      string
	}{
		{"opponent has a lone king", "8/8/8/4k3/8/8/8/3QK3 w - - 0 1", chess.White, "1/2-1/2"},
		{"opponent has a queen", "8/8/8/4k3/8/8/8/3QK3 w - - 0 1", chess.Black, "1-0"},
		{"knight against pawn: a helpmate exists", "8/8/8/4k3/8/3p4/8/4K1N1 b - - 0 1", chess.Black, "1-0"},
		{"locked position", "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1", chess.White, "1/2-1/2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := chess.ParseFEN(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			r := FlagFall(p, tt.flagged, testBudget)
			if r.Result != tt.want || r.Article != "6.9" {
				t.Errorf("got %s (article %s, opponent %s), want %s", r.Result, r.Article, r.Opponent.Verdict, tt.want)
			}
		})
	}
}

func TestArticle_7_5_5_SecondIllegalMoveAgainstALoneKingDraws(t *testing.T) {
	p, err := chess.ParseFEN("8/8/8/4k3/8/8/8/3RK3 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if r := SecondIllegalMove(p, chess.White, testBudget); r.Result != "1/2-1/2" || r.Article != "7.5.5" {
		t.Errorf("white's second illegal move: got %+v", r)
	}
	if r := SecondIllegalMove(p, chess.Black, testBudget); r.Result != "1-0" {
		t.Errorf("black's second illegal move: got %s, want 1-0", r.Result)
	}
}

// Knights out and back by two different routes reach the same position.
const (
	knightsOut      = "g1f3 g8f6 b1c3 b8c6"
	knightsHome     = " f3g1 f6g8 c3b1 c6b8"
	knightsOutOther = " b1c3 b8c6 g1f3 g8f6"
)

func TestArticle_9_2_1_2_ThreefoldByTransposition(t *testing.T) {
	h := game(t, "", knightsOut+knightsHome+knightsOutOther+knightsHome+" g1f3 b8c6 b1c3 g8f6")
	st := evaluate(t, h, Options{})
	if !st.Threefold || st.Ending != NotEnded {
		t.Fatalf("got %+v, want a claimable threefold repetition", st)
	}
	if r := claim(t, h, ClaimThreefold, ""); !r.Valid || r.Article != "9.2.1.2" {
		t.Errorf("claim: got %+v", r)
	}
}

func TestArticle_9_2_1_1_ClaimBeforeTheMoveIsPlayed(t *testing.T) {
	h := game(t, "", knightsOut+knightsHome+knightsOutOther+knightsHome+" g1f3 b8c6 b1c3")
	if r := claim(t, h, ClaimThreefold, ""); r.Valid {
		t.Errorf("claim on the board: got %+v, want invalid (twice only)", r)
	}
	if r := claim(t, h, ClaimThreefold, "g8f6"); !r.Valid || r.Article != "9.2.1.1" {
		t.Errorf("claim with g8f6 written: got %+v", r)
	}
	if r := claim(t, h, ClaimThreefold, "a7a6"); r.Valid {
		t.Errorf("claim with a7a6 written: got %+v, want invalid: the position would be new", r)
	}
	r := claim(t, h, ClaimThreefold, "g8g5")
	if r.Valid || r.Article != "9.2.1.1" || !strings.Contains(r.Reason, "illegal") {
		t.Errorf("claim with an illegal move written: got %+v", r)
	}
}

func TestArticle_9_3_1_FiftyMovesAboutToAppear(t *testing.T) {
	h := game(t, "7k/8/6K1/8/8/8/P7/R7 w - - 98 80", "a1b1")
	tests := []struct {
		intended string
		valid    bool
	}{
		{"", false},     // 49.5 moves on the board
		{"h8g8", true},  // written, not played: the fiftieth
		{"h8h7", false}, // illegal: the white king guards h7
		{"nonsense", false},
	}
	for _, tt := range tests {
		r := claim(t, h, ClaimFiftyMoves, tt.intended)
		if r.Valid != tt.valid {
			t.Errorf("intended %q: got %+v, want valid = %v", tt.intended, r, tt.valid)
		}
	}
}

func TestArticle_9_3_2_FiftyMovesEndingInMateIsMate(t *testing.T) {
	h := game(t, "7k/8/6K1/8/8/8/8/R7 w - - 99 80", "a1a8")
	st := evaluate(t, h, Options{})
	if st.Ending != Checkmate || st.Winner != chess.White {
		t.Fatalf("got %+v, want checkmate", st)
	}
	if r := claim(t, h, ClaimFiftyMoves, ""); r.Valid || r.Article != "5.1.1" {
		t.Errorf("claim after mate: got %+v, want invalid under 5.1.1", r)
	}
}

func TestArticle_9_6_1_FivefoldNeedNotBeConsecutive(t *testing.T) {
	shuffle := " g1f3 g8f6 f3g1 f6g8"
	long := knightsOut + knightsHome // 8 plies back to the start
	h := game(t, "", long+shuffle+shuffle+shuffle)
	if st := evaluate(t, h, Options{Edition: Edition2018}); st.Ending != FivefoldRepetition || st.Ending.Article() != "9.6.1" {
		t.Errorf("2018 wording: got %v, want fivefold repetition", st.Ending)
	}
	if st := evaluate(t, h, Options{Edition: Edition2014}); st.Ending != NotEnded {
		t.Errorf("2014 wording, not consecutive: got %v, want not ended", st.Ending)
	}
	consecutive := game(t, "", strings.Repeat(shuffle, 4)[1:])
	if st := evaluate(t, consecutive, Options{Edition: Edition2014}); st.Ending != FivefoldRepetition {
		t.Errorf("2014 wording, consecutive: got %v, want fivefold repetition", st.Ending)
	}
}

func TestArticle_9_6_2_SeventyFiveMoves(t *testing.T) {
	tests := []struct {
		name, move string
		want       Ending
	}{
		{"a quiet 75th move ends the game", "a1a2", SeventyFiveMoves},
		{"checkmate on the 75th move stands", "a1a8", Checkmate},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := game(t, "7k/8/6K1/8/8/8/8/R7 w - - 149 80", tt.move)
			st := evaluate(t, h, Options{})
			if st.Ending != tt.want {
				t.Errorf("got %v, want %v", st.Ending, tt.want)
			}
			if r := claim(t, h, ClaimFiftyMoves, ""); r.Valid || r.Article != tt.want.Article() {
				t.Errorf("a claim after the end: got %+v, want invalid under %s", r, tt.want.Article())
			}
		})
	}
}

func TestStatusesRejectsAnIllegalMove(t *testing.T) {
	p := chess.StartPosition()
	m, _ := chess.ParseUCI(p, "e2e4")
	_, err := Statuses(History{Start: p, Moves: []chess.Move{m, m}}, Options{})
	if err == nil || !strings.Contains(err.Error(), "move 2") {
		t.Errorf("got %v, want an error naming move 2", err)
	}
}
