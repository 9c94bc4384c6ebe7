package eboard

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
)

var t0 = time.Date(2026, 11, 27, 14, 0, 0, 0, time.UTC)

// script drives a follower over a record that takes every action it is
// given, as the console does.
type script struct {
	t   *testing.T
	f   *Follower
	rec Record
	at  time.Time
	got []Action
	st  Status
}

func newScript(t *testing.T) *script {
	return &script{t: t, f: Follow(Options{}), rec: Record{Positions: []chess.Position{chess.StartPosition()}}, at: t0}
}

func (s *script) read(after time.Duration, r Reading) *script {
	s.t.Helper()
	s.at = s.at.Add(after)
	r.At = s.at
	acts, st := s.f.Step(s.rec, r)
	s.st = st
	for _, a := range acts {
		if a.Ply != s.rec.ply() {
			s.t.Fatalf("action %+v at ply %d, record at %d", a, a.Ply, s.rec.ply())
		}
		switch a.Kind {
		case ActStart:
			s.rec.Started = true
		case ActMove:
			s.rec.Positions = append(s.rec.Positions, s.rec.position().Play(a.Move))
		case ActSetUp:
			p, err := chess.ParseFEN(a.FEN)
			if err != nil {
				s.t.Fatal(err)
			}
			s.rec.Positions = append(s.rec.Positions, p)
		}
		s.got = append(s.got, a)
	}
	return s
}

// after plays moves on a copy of the record's position and returns the board.
func (s *script) after(moves ...string) *Board {
	s.t.Helper()
	p := s.rec.position()
	for _, text := range moves {
		m, err := notation.Read(p, text, notation.Options{})
		if err != nil {
			s.t.Fatal(err)
		}
		p = p.Play(m)
	}
	b := BoardOf(p)
	return &b
}

func clk(w, b int, run Running) *Clock {
	return &Clock{White: time.Duration(w) * time.Second, Black: time.Duration(b) * time.Second, Running: run}
}

func (s *script) kinds() []ActionKind {
	var k []ActionKind
	for _, a := range s.got {
		k = append(k, a.Kind)
	}
	return k
}

func TestMoveTakenWhenTheClockIsPressed(t *testing.T) {
	s := newScript(t)
	s.read(0, Reading{Board: s.after(), Clock: clk(300, 300, WhiteRuns)})
	if len(s.got) != 1 || s.got[0].Kind != ActStart {
		t.Fatalf("a running clock starts the game: %v", s.kinds())
	}
	s.read(time.Second, Reading{Board: s.after("e4")})
	if len(s.got) != 1 || s.st.Key != StatusMoving {
		t.Fatalf("e4 before the press: actions %v, status %s", s.kinds(), s.st.Key)
	}
	s.read(100*time.Millisecond, Reading{Clock: clk(299, 300, BlackRuns)})
	if len(s.got) != 2 || s.got[1].Kind != ActMove || s.got[1].Times[0] != 299*time.Second {
		t.Fatalf("after the press: %+v", s.got)
	}
	if s.st.Key != StatusOK {
		t.Errorf("status %s, want ok", s.st.Key)
	}
}

// A piece put down on its way (Bf1-d3 before c4) and a piece lifted are
// not moves: only the position the clock press completes is.
func TestBurstIsNotAMove(t *testing.T) {
	s := newScript(t)
	s.read(0, Reading{Board: s.after(), Clock: clk(300, 300, WhiteRuns)})
	s.read(time.Second, Reading{Board: s.after("e4"), Clock: clk(299, 300, BlackRuns)})
	s.read(time.Second, Reading{Board: s.after("e5"), Clock: clk(299, 299, WhiteRuns)})
	lifted := *s.after()
	lifted[chess.NewSquare(5, 0)] = 0
	s.read(200*time.Millisecond, Reading{Board: &lifted})
	s.read(200*time.Millisecond, Reading{Board: s.after("Bd3")})
	s.read(200*time.Millisecond, Reading{Board: s.after("Bc4")})
	if n := len(s.got); n != 3 || s.st.Key != StatusMoving {
		t.Fatalf("during the burst: %v, status %s", s.kinds(), s.st.Key)
	}
	s.read(200*time.Millisecond, Reading{Clock: clk(298, 299, BlackRuns)})
	last := s.got[len(s.got)-1]
	if len(s.got) != 4 || last.Move.UCI(false) != "f1c4" {
		t.Fatalf("after the press: %+v", s.got)
	}
}

// A position no legal move reaches, completed with the clock and left
// standing, is an illegal move, proposed once, with the move tried.
func TestIllegalMoveRaisedOnce(t *testing.T) {
	s := newScript(t)
	s.read(0, Reading{Board: s.after(), Clock: clk(300, 300, WhiteRuns)})
	s.read(time.Second, Reading{Board: s.after("e4"), Clock: clk(299, 300, BlackRuns)})
	s.read(time.Second, Reading{Board: s.after("e5"), Clock: clk(299, 299, WhiteRuns)})
	bad := *s.after()
	bad[chess.NewSquare(4, 0)], bad[chess.NewSquare(4, 2)] = chess.NoPiece, chess.NewPiece(chess.White, chess.King) // Ke1-e3
	s.read(time.Second, Reading{Board: &bad, Clock: clk(298, 299, BlackRuns)})
	if s.st.Key != StatusMoving {
		t.Fatalf("at once: status %s", s.st.Key)
	}
	for range 5 {
		s.read(time.Second, Reading{})
	}
	var illegal []Action
	for _, a := range s.got {
		if a.Kind == ActIllegal {
			illegal = append(illegal, a)
		}
	}
	if len(illegal) != 1 || illegal[0].Side != chess.White || illegal[0].UCI != "e1e3" || s.st.Key != StatusIllegal {
		t.Fatalf("illegal actions %+v, status %s", illegal, s.st.Key)
	}
}

// Kings put in the centre, or a board that differs while nobody pressed,
// are a status, never a ruling.
func TestNoiseIsStatus(t *testing.T) {
	s := newScript(t)
	s.read(0, Reading{Board: s.after(), Clock: clk(300, 300, WhiteRuns)})
	kings := Board{}
	e4, _ := chess.ParseSquare("e4")
	d5, _ := chess.ParseSquare("d5")
	kings[e4], kings[d5] = chess.NewPiece(chess.White, chess.King), chess.NewPiece(chess.Black, chess.King)
	s.read(time.Second, Reading{Board: &kings, Clock: clk(290, 300, Stopped)})
	for range 5 {
		s.read(time.Second, Reading{})
	}
	if s.st.Key != StatusKings || s.st.Params["Result"] != "1-0" {
		t.Fatalf("status %+v, want kings 1-0", s.st)
	}
	for _, a := range s.got {
		if a.Kind != ActStart {
			t.Fatalf("noise made %+v", a)
		}
	}
}

// A zero on the running side is a flag fall, raised once; an unset clock
// (both zero) is not.
func TestFlagFromTheEBoardClock(t *testing.T) {
	s := newScript(t)
	s.read(0, Reading{Board: s.after(), Clock: clk(0, 0, Stopped)})
	s.read(time.Second, Reading{Clock: clk(5, 5, WhiteRuns)})
	s.read(5*time.Second, Reading{Clock: clk(0, 5, WhiteRuns)})
	if len(s.got) != 1 {
		t.Fatalf("zero shown for an instant (0.9 s may be left): %v", s.kinds())
	}
	s.read(time.Second, Reading{Clock: clk(0, 5, WhiteRuns)})
	s.read(time.Second, Reading{Clock: clk(0, 5, WhiteRuns)})
	var flags []Action
	for _, a := range s.got {
		if a.Kind == ActFlag {
			flags = append(flags, a)
		}
	}
	if len(flags) != 1 || flags[0].Side != chess.White {
		t.Fatalf("flags %+v", flags)
	}
}

// After a restart the feed's moves catch the record up: the moves already
// recorded are never taken again, the others in order.
func TestCatchUpFromTheFeedsMoves(t *testing.T) {
	s := newScript(t)
	s.rec.Started = true
	s.rec.Positions = append(s.rec.Positions, s.rec.position().Play(mustMove(t, s.rec.position(), "e4")))
	s.read(0, Reading{Board: s.after("e5", "Nf3", "Nc6"), SAN: []string{"e4", "e5", "Nf3", "Nc6"}, Clock: clk(250, 250, WhiteRuns)})
	if len(s.got) != 3 || s.got[0].Ply != 1 || s.rec.ply() != 4 {
		t.Fatalf("catch-up: %+v", s.got)
	}
	s.read(time.Second, Reading{SAN: []string{"d4", "e5", "Nf3", "Nc6"}})
	if s.st.Key != StatusDisagree || s.st.Params["Ply"] != 1 {
		t.Fatalf("a feed that disagrees with the record: %+v", s.st)
	}
}

func mustMove(t *testing.T, p chess.Position, s string) chess.Move {
	t.Helper()
	m, err := notation.Read(p, s, notation.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestParseBoardRoundTrip(t *testing.T) {
	for _, s := range []string{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR", "8/8/8/8/8/8/8/8"} {
		b, err := ParseBoard(s)
		if err != nil || b.String() != s {
			t.Errorf("%s: %v %s", s, err, b)
		}
	}
	for _, bad := range []string{"", "8/8", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR", "xnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"} {
		if _, err := ParseBoard(bad); err == nil {
			t.Errorf("%q read without error", bad)
		}
	}
}

// A follower that starts while an illegal move stands on the board takes
// the feed's moves up to it first, then judges the board from there.
func TestLateStartDuringAnIllegalMove(t *testing.T) {
	s := newScript(t)
	san := []string{"e4", "e5", "Nf3", "Nc6"}
	bad := *s.after(san...)
	bad[chess.NewSquare(4, 3)], bad[chess.NewSquare(4, 2)] = chess.NoPiece, chess.NewPiece(chess.White, chess.Pawn) // e4-e3
	s.read(0, Reading{Board: &bad, SAN: san, Clock: clk(250, 250, BlackRuns)})
	if s.rec.ply() != 4 {
		t.Fatalf("record at ply %d, want the feed's 4 moves", s.rec.ply())
	}
	for range 4 {
		s.read(time.Second, Reading{})
	}
	last := s.got[len(s.got)-1]
	if last.Kind != ActIllegal || last.Ply != 4 || last.UCI != "e4e3" {
		t.Fatalf("actions %+v", s.got)
	}
}

// A side shown at zero after pressing, the opponent's clock running, had
// less than a second left: not a flag.
func TestZeroAfterThePressIsNoFlag(t *testing.T) {
	s := newScript(t)
	s.read(0, Reading{Board: s.after(), Clock: clk(3, 3, WhiteRuns)})
	s.read(time.Second, Reading{Board: s.after("e4"), Clock: clk(0, 3, BlackRuns)})
	for range 3 {
		s.read(time.Second, Reading{})
	}
	for _, a := range s.got {
		if a.Kind == ActFlag {
			t.Fatalf("flag %+v", a)
		}
	}
}

// An illegal move the record could not take is raised again.
func TestIllegalMoveRaisedAgainAfterAFailure(t *testing.T) {
	f := Follow(Options{})
	rec := Record{Positions: []chess.Position{chess.StartPosition()}, Started: true}
	bad := BoardOf(chess.StartPosition())
	bad[chess.NewSquare(4, 1)], bad[chess.NewSquare(4, 0)] = chess.NoPiece, chess.NewPiece(chess.White, chess.Pawn) // e2-e1
	f.Step(rec, Reading{At: t0, Board: &bad, Clock: clk(100, 100, BlackRuns)})
	acts, _ := f.Step(rec, Reading{At: t0.Add(3 * time.Second)})
	if len(acts) != 1 || acts[0].Kind != ActIllegal {
		t.Fatalf("%+v", acts)
	}
	f.Failed(acts[0])
	again, _ := f.Step(rec, Reading{At: t0.Add(4 * time.Second)})
	if len(again) != 1 || again[0].Kind != ActIllegal {
		t.Fatalf("after the failure: %+v", again)
	}
	if more, _ := f.Step(rec, Reading{At: t0.Add(5 * time.Second)}); len(more) != 0 {
		t.Fatalf("raised twice: %+v", more)
	}
}

// A game set up from a position (a PGN's SetUp and FEN, LiveChess's
// start) is installed on a record that has not begun, and its moves are
// caught up from there: no illegal move for the board that never stood
// in the initial position, and the same moves once only when the feed
// says them again.
func TestSetUpPositionCaughtUpFromTheFeedsMoves(t *testing.T) {
	start, err := chess.ParseFEN("rnbqkb1r/pp2pppp/2p2n2/3p4/2PP4/2N2N2/PP2PPPP/R1BQKB1R b KQkq - 3 4")
	if err != nil {
		t.Fatal(err)
	}
	s := newScript(t)
	board := func(moves ...string) *Board {
		p := start
		for _, text := range moves {
			m, err := notation.Read(p, text, notation.Options{})
			if err != nil {
				t.Fatal(err)
			}
			p = p.Play(m)
		}
		b := BoardOf(p)
		return &b
	}
	feed := Reading{Board: board("a6", "cxd5", "cxd5"), SAN: []string{"a6", "cxd5", "cxd5"}, Start: &start, Clock: clk(290, 280, WhiteRuns)}
	s.read(0, feed)
	want := []ActionKind{ActSetUp, ActStart, ActMove, ActMove, ActMove}
	if !slices.Equal(s.kinds(), want) || s.rec.ply() != 4 {
		t.Fatalf("actions %v (want %v), record at ply %d", s.kinds(), want, s.rec.ply())
	}
	s.read(time.Second, feed)
	if len(s.got) != len(want) || s.st.Key != StatusOK {
		t.Fatalf("the same reading again: %v, status %s", s.kinds(), s.st.Key)
	}
	// A console restarted: a new follower over the record as stored.
	s.f = Follow(Options{})
	s.read(time.Second, Reading{Board: board("a6", "cxd5", "cxd5", "e3"), SAN: []string{"a6", "cxd5", "cxd5", "e3"}, Start: &start, Clock: clk(290, 280, BlackRuns)})
	if got := s.kinds(); len(got) != len(want)+1 || got[len(got)-1] != ActMove || s.rec.ply() != 5 {
		t.Fatalf("after a restart: %v, record at ply %d", got, s.rec.ply())
	}
}

// A record that has begun elsewhere never reaches the feed's set-up
// position: the feed and the record disagree, and nothing is taken.
func TestSetUpPositionTheRecordNeverReachedDisagrees(t *testing.T) {
	start, _ := chess.ParseFEN("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1")
	s := newScript(t)
	s.read(0, Reading{Board: s.after(), Clock: clk(300, 300, WhiteRuns)})
	s.read(time.Second, Reading{Board: s.after("e4"), Clock: clk(299, 300, BlackRuns)})
	n := len(s.got)
	b := BoardOf(start)
	s.read(time.Second, Reading{Board: &b, SAN: []string{}, Start: &start, Clock: clk(299, 300, WhiteRuns)})
	if len(s.got) != n || s.st.Key != StatusDisagree {
		t.Fatalf("actions %v, status %s", s.kinds(), s.st.Key)
	}
}

// Caught up after a restart from LiveChess's own moves: the knights went
// out and back four times, then d4. One legal move (d4) would reach the
// board from the record's position too, but the feed's moves are what
// was played: all seventeen are taken, and the fivefold is in the record.
func TestCatchUpThroughARepetitionTakesTheFeedsMoves(t *testing.T) {
	s := newScript(t)
	var san []string
	for range 4 {
		san = append(san, "Nf3", "Nf6", "Ng1", "Ng8")
	}
	san = append(san, "d4")
	s.read(0, Reading{Board: s.after(san...), SAN: san, Clock: clk(290, 290, BlackRuns)})
	if s.rec.ply() != 17 {
		t.Fatalf("record at ply %d after %v, want 17", s.rec.ply(), s.kinds())
	}
	for i := 4; i <= 16; i += 4 {
		if s.rec.Positions[i].Key() != s.rec.Positions[0].Key() {
			t.Fatalf("ply %d is not the initial position again", i)
		}
	}
}

// A feed that restarts and replays the game from its start (the
// simulator started again, a live PGN rewritten from the first move)
// shows positions the record has left, with the clock pressed: the feed
// is behind, never an illegal move; once it passes the record, its moves
// are taken again.
func TestFeedReplayingFromTheStartIsBehindNotIllegal(t *testing.T) {
	s := newScript(t)
	san := []string{"e4", "e5", "Nf3", "Nc6", "Bb5"}
	s.read(0, Reading{Board: s.after(san...), SAN: san, Clock: clk(290, 290, BlackRuns)})
	if s.rec.ply() != 5 {
		t.Fatalf("record at ply %d", s.rec.ply())
	}
	n := len(s.got)
	for i := 1; i <= 4; i++ {
		p := chess.StartPosition()
		for _, text := range san[:i] {
			m, _ := notation.Read(p, text, notation.Options{})
			p = p.Play(m)
		}
		b := BoardOf(p)
		run := WhiteRuns
		if i%2 == 1 {
			run = BlackRuns
		}
		s.read(3*time.Second, Reading{Board: &b, SAN: san[:i], Clock: clk(300, 300, run)})
		s.read(3*time.Second, Reading{})
		if len(s.got) != n || s.st.Key != StatusBehind {
			t.Fatalf("replayed to ply %d: actions %v, status %s", i, s.kinds()[n:], s.st.Key)
		}
	}
	more := append(append([]string{}, san...), "a6")
	s.read(time.Second, Reading{Board: s.after("a6"), SAN: more, Clock: clk(290, 280, WhiteRuns)})
	if s.rec.ply() != 6 || len(s.got) != n+1 {
		t.Fatalf("past the record: ply %d, actions %v", s.rec.ply(), s.kinds()[n:])
	}
}

// The record has a repetition (Na4 Qa5 Nc3): a feed replaying the game
// from its start shows, two plies back, a position one legal move from
// the record's (Qa5-b6). Its own moves stop short of the record: it is
// behind, and nothing is taken until it passes the record.
func TestFeedReplayingThroughARepetitionTakesNoMove(t *testing.T) {
	s := newScript(t)
	san := []string{"Nc3", "Nf6", "Nb1", "Ng8", "Nc3"}
	s.read(0, Reading{Board: s.after(san...), SAN: san, Clock: clk(290, 290, BlackRuns)})
	n := len(s.got)
	p := chess.StartPosition()
	for i, text := range san[:3] {
		m, _ := notation.Read(p, text, notation.Options{})
		p = p.Play(m)
		b := BoardOf(p)
		run := BlackRuns
		if i%2 == 1 {
			run = WhiteRuns
		}
		s.read(3*time.Second, Reading{Board: &b, SAN: san[:i+1], Clock: clk(300, 300, run)})
		s.read(3*time.Second, Reading{})
		if len(s.got) != n || s.st.Key != StatusBehind {
			t.Fatalf("replayed to ply %d: actions %v, status %s", i+1, s.kinds()[n:], s.st.Key)
		}
	}
}

// An e-board's placement is read by the chess package's FEN reader: its
// faults are chess.FENError, and the same position is the same Key.
func TestBoardReadByChessPackage(t *testing.T) {
	_, err := ParseBoard("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR")
	if !errors.Is(err, chess.ErrSyntax) {
		t.Errorf("bad placement: %v, want chess.ErrSyntax", err)
	}
	start := chess.StartPosition()
	later, err := chess.ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 12 40")
	if err != nil {
		t.Fatal(err)
	}
	black, err := chess.ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if !samePosition(start, later) || samePosition(start, black) {
		t.Errorf("same position: counters apart %v, side apart %v", samePosition(start, later), samePosition(start, black))
	}
}
