package eboard

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/pgn"
	"github.com/coder/websocket"
)

func twoGames(t *testing.T) []*pgn.Game {
	t.Helper()
	text := "[White \"A\"]\n[Black \"B\"]\n[TimeControl \"180+0\"]\n\n1. e4 { [%clk 0:02:59] } e5 { [%clk 0:02:58] } 1-0\n\n" +
		"[White \"C\"]\n[Black \"D\"]\n\n1. d4 d5 *\n"
	r := pgn.NewReader(strings.NewReader(text), pgn.Options{})
	var games []*pgn.Game
	for {
		g, err := r.Next()
		if err != nil {
			break
		}
		games = append(games, g)
	}
	if len(games) != 2 {
		t.Fatalf("%d games", len(games))
	}
	return games
}

// The stand-in answers LiveChess's calls as LiveChess does: the list over
// HTTP and WebSocket, a subscription with the board's whole state, and an
// error (not a dropped connection) for a call it cannot answer.
func TestSimulatorSpeaksLiveChess(t *testing.T) {
	sim, err := NewSimulator(twoGames(t), SimOptions{})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(sim.Handler())
	defer srv.Close()
	c, err := NewClient(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	boards, err := c.EBoards(ctx)
	if err != nil || len(boards) != 2 || boards[0].SerialNr != "1001" || boards[1].State != ActiveState || boards[0].Clock == nil || boards[0].Clock.White != 180 {
		t.Fatalf("eboards: %+v, %v", boards, err)
	}
	conn, _, err := websocket.Dial(ctx, c.URL(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.CloseNow()
	call := func(s string) Response {
		t.Helper()
		if err := conn.Write(ctx, websocket.MessageText, []byte(s)); err != nil {
			t.Fatal(err)
		}
		_, b, err := conn.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var r Response
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		return r
	}
	for _, bad := range []string{`not json`, `{"id":3,"call":"unknown"}`, `{"id":4,"call":"subscribe","param":{"feed":"eboardevent","id":9,"param":{"serialnr":"999"}}}`, `{"id":5,"call":"subscribe","param":{"feed":"other"}}`} {
		if r := call(bad); r.Response != "error" {
			t.Errorf("%s: %+v, want an error response", bad, r)
		}
	}
	if r := call(`{"id":6,"call":"subscribe","param":{"feed":"eboardevent","id":7,"param":{"serialnr":"1002"}}}`); r.Response != "call" || r.ID != 6 {
		t.Fatalf("subscribe: %+v", r)
	}
	_, b, err := conn.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var r Response
	var ev EBoardEvent
	if json.Unmarshal(b, &r) != nil || r.Response != "feed" || r.ID != 7 || json.Unmarshal(r.Param, &ev) != nil {
		t.Fatalf("feed event: %s", b)
	}
	start := chess.StartPosition().FEN()
	if ev.SerialNr != "1002" || !strings.HasPrefix(start, ev.Board+" ") || !ev.Match || ev.Clock == nil || ev.Clock.Run != nil {
		t.Fatalf("first event %+v", ev)
	}
}

func TestNewClientAddresses(t *testing.T) {
	for in, want := range map[string]string{
		"127.0.0.1:1982":                  "ws://127.0.0.1:1982/api/v1.0",
		"localhost":                       "ws://localhost:1982/api/v1.0",
		"http://10.0.0.5:1982":            "ws://10.0.0.5:1982/api/v1.0",
		"ws://10.0.0.5:1982/api/v1.0":     "ws://10.0.0.5:1982/api/v1.0",
		"https://venue.example:443/x?y=1": "wss://venue.example:443/api/v1.0",
	} {
		c, err := NewClient(in)
		if err != nil || c.URL() != want {
			t.Errorf("%s: %v %v, want %s", in, c, err, want)
		}
	}
	for _, bad := range []string{"ftp://x", "http://", "::"} {
		if _, err := NewClient(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// A LiveChess event with a board that is not a FEN placement is an error
// naming the e-board, never a reading.
func TestEventWithABadBoard(t *testing.T) {
	_, err := EBoardEvent{SerialNr: "1001", Board: "rnbqkbnr/pppppppp/8/8"}.Reading(time.Now())
	if err == nil || !strings.Contains(err.Error(), "1001") {
		t.Fatalf("error %v", err)
	}
	r, err := EBoardEvent{SerialNr: "1", Clock: &ClockJSON{White: 61, Black: 5, Run: new(bool)}}.Reading(time.Now())
	if err != nil || r.Clock == nil || r.Clock.Black != 5*time.Second || r.Clock.Running != 2 {
		t.Fatalf("clock reading %+v %v", r.Clock, err)
	}
}

// A live PGN reads as one reading a game: the board after its moves, the
// moves, the last clocks, and the board number from its tags.
func TestReadPGNFeed(t *testing.T) {
	text := "[Round \"1.4\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 { [%clk 0:02:59] } e5 { [%clk 0:02:58] } 2. Nf3 { [%clk 0:02:50] } *\n"
	games, err := ReadPGNFeed([]byte(text), time.Now())
	if err != nil || len(games) != 1 {
		t.Fatal(games, err)
	}
	g := games[0]
	if g.Board != 4 || len(g.Reading.SAN) != 3 || g.Reading.Clock.White != 170*time.Second || g.Reading.Clock.Black != 178*time.Second || g.Reading.Clock.Running != 2 {
		t.Fatalf("%+v %+v", g, g.Reading.Clock)
	}
	if games, err := ReadPGNFeed([]byte("1. e4 e5 2. Ke3 *"), time.Now()); err != nil || len(games) != 1 || games[0].Err == nil {
		t.Errorf("an illegal move in a live PGN: %+v, %v; want the game with its fault", games, err)
	}
}
