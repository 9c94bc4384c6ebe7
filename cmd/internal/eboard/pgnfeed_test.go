package eboard

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/eboard"
)

var read0 = time.Date(2026, 11, 27, 14, 0, 0, 0, time.UTC)

// LiveChess's own PGN output (a Fischerandom game, Shredder castling
// rights, WhiteClock/BlackClock/ReferenceTime, %emt, 960 castling) is a
// board's reading: the set-up position, every move, and the clock as the
// tags give it, Black's running.
func TestPGNFeedReadsLiveChessOutput(t *testing.T) {
	b, err := os.ReadFile("../../arbiterctl/testdata/eboards/livechess-fischerandom-2018.pgn")
	if err != nil {
		t.Fatal(err)
	}
	for _, crlf := range []bool{false, true} {
		text := b
		if crlf {
			text = []byte(strings.ReplaceAll(string(b), "\n", "\r\n"))
		}
		games, err := ReadPGNFeed(text, read0)
		if err != nil || len(games) != 1 || games[0].Err != nil {
			t.Fatalf("crlf %v: %d games, %v, %+v", crlf, len(games), err, games)
		}
		r := games[0].Reading
		if r.Start == nil || !r.Start.IsChess960() || len(r.SAN) != 51 || r.SAN[18] != "O-O+" {
			t.Fatalf("crlf %v: start %v, %d moves %v", crlf, r.Start, len(r.SAN), r.SAN)
		}
		want := eboard.Clock{White: 4*time.Minute + 8*time.Second, Black: 7*time.Minute + 3*time.Second, Running: eboard.BlackRuns}
		if *r.Clock != want {
			t.Errorf("crlf %v: clock %+v, want %+v", crlf, *r.Clock, want)
		}
	}
}

// A game the PGN cannot read to the end keeps its place (the games after
// it still feed their boards), with the moves before the fault and the
// fault said; a finished game's clock no longer runs; a clock tag at zero
// with the clock stopped shows the fall.
func TestPGNFeedGameWithAFaultKeepsItsPlace(t *testing.T) {
	text := "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n\n" +
		"[White \"C\"]\n[Black \"D\"]\n[Result \"1-0\"]\n\n1. d4 { [%clk 0:02:59] } d5 { [%clk 0:00:00] } 1-0\n\n" +
		"[White \"E\"]\n[Black \"F\"]\n[WhiteClock \"0:00:00\"]\n[BlackClock \"0:01:10\"]\n\n1. c4 c5 *\n"
	games, err := ReadPGNFeed([]byte(text), read0)
	if err != nil || len(games) != 3 {
		t.Fatalf("%d games, %v", len(games), err)
	}
	if games[0].Err == nil || len(games[0].Reading.SAN) != 2 {
		t.Errorf("game 1: err %v, moves %v", games[0].Err, games[0].Reading.SAN)
	}
	if c := games[1].Reading.Clock; games[1].Err != nil || c.Running != eboard.Stopped {
		t.Errorf("game 2 (1-0): err %v, clock %+v, want stopped", games[1].Err, c)
	}
	if c := games[2].Reading.Clock; games[2].White != "E" || c.White != 0 || c.Running != eboard.Stopped {
		t.Errorf("game 3: %s, clock %+v", games[2].White, c)
	}
	if p := games[2].Reading.Start; p != nil && *p != chess.StartPosition() {
		t.Errorf("game 3 starts from %v", p.FEN())
	}
}
