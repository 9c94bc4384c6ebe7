package eboard

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/eboard"
	"github.com/arbiterconsole/arbiter/engine/pgn"
	"github.com/coder/websocket"
)

// Faults the simulator injects, at known moments (Schedule).
const (
	FaultIllegal    = "illegal"    // a move no legal move explains, completed with the clock, then taken back
	FaultFlag       = "flag"       // the mover's clock runs out and stops
	FaultFivefold   = "fivefold"   // the knights go out and back four times before the game
	FaultBurst      = "burst"      // pieces in the air before some moves: lifted, put down on the way
	FaultKings      = "kings"      // after the game the kings go to the centre to signal the result
	FaultDisconnect = "disconnect" // the board leaves LiveChess for a while, and comes back
)

// Faults are the faults the simulator knows, in order.
var Faults = []string{FaultIllegal, FaultFlag, FaultFivefold, FaultBurst, FaultKings, FaultDisconnect}

// SimOptions set up a simulator.
type SimOptions struct {
	Boards int     // how many e-boards; 0: one per game
	Speed  float64 // game seconds per second; 0 means 1
	// Inject are the faults: board i gets Inject[(i-1) % len(Inject)].
	Inject []string
	// LivePGN, if set, is rewritten with every board's game as it goes.
	LivePGN string
	// Hold is how long, in real time, an injected fault stays on the
	// board (an illegal position, a disconnection); 0 means 4 s.
	Hold time.Duration
	// Serial is the first board's serial number; 0 means 1001.
	Serial int
}

// Simulator stands in for DGT LiveChess: it replays real games on e-boards
// with their [%clk] times and serves them through LiveChess's API.
type Simulator struct {
	opts   SimOptions
	boards []*simBoard

	mu    sync.Mutex
	subs  map[*simConn]map[string]int // connection -> serial -> feed id
	dirty bool                        // the live PGN needs writing
}

// simBoard is one e-board and the game replayed on it.
type simBoard struct {
	number   int
	serial   string
	game     *pgn.Game
	fault    string
	faultPly int
	base     time.Duration // the clocks at the start

	// guarded by Simulator.mu
	active  bool
	board   eboard.Board
	san     []string
	clks    []time.Duration // the mover's clock after each ply
	clock   eboard.Clock
	clockAt time.Time // when clock was exact
	// floor is the least a running clock shows: the time the side
	// has at its next move in the record, so that replaying faster
	// than the record's clocks never makes a flag the game did not have.
	floor  [2]time.Duration
	result string
	done   bool
}

// Planned is one injected fault: which board, which e-board, what, and
// after how many plies of the replay.
type Planned struct {
	Board  int    `json:"board"`
	Serial string `json:"serial"`
	Fault  string `json:"inject"`
	Ply    int    `json:"ply"`
}

// NewSimulator sets up boards replaying games (game i on board i, again
// from the first when there are more boards than games).
func NewSimulator(games []*pgn.Game, o SimOptions) (*Simulator, error) {
	if len(games) == 0 {
		return nil, fmt.Errorf("simulator: no games to replay")
	}
	for _, f := range o.Inject {
		if !contains(Faults, f) {
			return nil, fmt.Errorf("simulator: fault %q: want one of %v", f, Faults)
		}
	}
	if o.Boards <= 0 {
		o.Boards = len(games)
	}
	if o.Speed <= 0 {
		o.Speed = 1
	}
	if o.Hold <= 0 {
		o.Hold = 4 * time.Second
	}
	if o.Serial <= 0 {
		o.Serial = 1001
	}
	s := &Simulator{opts: o, subs: map[*simConn]map[string]int{}}
	for i := range o.Boards {
		g := games[i%len(games)]
		b := &simBoard{number: i + 1, serial: strconv.Itoa(o.Serial + i), game: g, active: true, result: "*"}
		b.base = baseTime(g)
		b.board = eboard.BoardOf(g.Start)
		b.clock = eboard.Clock{White: b.base, Black: b.base}
		if len(o.Inject) > 0 {
			b.fault = o.Inject[i%len(o.Inject)]
			b.faultPly = faultPly(b.fault, len(g.Moves))
		}
		s.boards = append(s.boards, b)
	}
	return s, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// faultPly is after how many plies of its game a fault comes.
func faultPly(fault string, plies int) int {
	switch fault {
	case FaultIllegal:
		return min(10, max(plies-1, 0))
	case FaultFlag:
		// Before a move the game has, so that a short game's flag falls
		// too: after its last move the game is over.
		return min(20, max(plies-1, 0))
	case FaultFivefold:
		return 16 // the knights' four trips out and back come first
	case FaultBurst:
		return 2
	case FaultKings:
		return plies
	case FaultDisconnect:
		return min(12, plies)
	}
	return 0
}

// Schedule lists the faults the simulator injects.
func (s *Simulator) Schedule() []Planned {
	var out []Planned
	for _, b := range s.boards {
		if b.fault != "" {
			out = append(out, Planned{Board: b.number, Serial: b.serial, Fault: b.fault, Ply: b.faultPly})
		}
	}
	return out
}

// Games are the games on the boards, board 1 first.
func (s *Simulator) Games() []*pgn.Game {
	out := make([]*pgn.Game, len(s.boards))
	for i, b := range s.boards {
		out[i] = b.game
	}
	return out
}

// baseTime is the clocks' time at the start: the TimeControl tag's base,
// else the first clock read, else 90 minutes.
func baseTime(g *pgn.Game) time.Duration {
	if c, err := clock.ParsePGN(g.Tag("TimeControl")); err == nil && len(c.Stages) > 0 && c.Stages[0].Base > 0 {
		return c.Stages[0].Base
	}
	if len(g.Moves) > 0 && g.Moves[0].HasClock {
		return g.Moves[0].Clock
	}
	return 90 * time.Minute
}

// Run replays every board's game until they end or ctx ends, and keeps
// the live PGN written.
func (s *Simulator) Run(ctx context.Context) error {
	var wg sync.WaitGroup
	for _, b := range s.boards {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.play(ctx, b)
		}()
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			s.writePGN()
			return ctx.Err()
		case <-done:
			s.writePGN()
			return nil
		case <-tick.C:
			s.writePGN()
			s.broadcastClocks()
		}
	}
}

// sleep waits d of real time; false when ctx ended.
func sleep(ctx context.Context, d time.Duration) bool {
	if d <= 0 {
		return ctx.Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

// game turns game time into real time.
func (s *Simulator) real(d time.Duration) time.Duration {
	return time.Duration(float64(d) / s.opts.Speed)
}

// play replays one board.
func (s *Simulator) play(ctx context.Context, b *simBoard) {
	pos := b.game.Start
	if !sleep(ctx, 500*time.Millisecond) {
		return
	}
	s.update(b, func() { b.setRunning(pos.Turn(), time.Now(), s.opts.Speed) })
	if b.fault == FaultFivefold && pos == chess.StartPosition() {
		for range 4 {
			for _, uci := range []string{"g1f3", "g8f6", "f3g1", "f6g8"} {
				m, _ := findMove(pos, uci)
				if !sleep(ctx, s.real(time.Second)) {
					return
				}
				s.move(b, &pos, m, -1)
			}
		}
	}
	var last [2]time.Duration
	last[0], last[1] = b.base, b.base
	for i, mv := range b.game.Moves {
		mover := pos.Turn()
		spent := time.Second
		if mv.HasClock {
			spent = max(last[mover]-mv.Clock+increment(b.game), 0)
			last[mover] = mv.Clock
		}
		if b.fault == FaultFlag && i == b.faultPly {
			s.flag(ctx, b, mover)
			return
		}
		s.update(b, func() {
			b.settle(time.Now(), s.opts.Speed)
			// The record says the mover moved in time: the replay
			// never shows his clock at zero before he does.
			b.floor[mover] = time.Second
			if mv.HasClock {
				b.floor[mover] = max(mv.Clock-increment(b.game), time.Second)
			}
		})
		if b.fault == FaultDisconnect && i == b.faultPly {
			s.update(b, func() { b.active = false })
			go func() {
				if sleep(ctx, s.opts.Hold) {
					s.update(b, func() { b.active = true })
				}
			}()
		}
		if !sleep(ctx, max(s.real(spent), 20*time.Millisecond)) {
			return
		}
		if b.fault == FaultIllegal && i == b.faultPly {
			if !s.illegal(ctx, b, pos) {
				return
			}
		}
		if b.fault == FaultBurst && i%5 == b.faultPly {
			if !s.burst(ctx, b, pos, mv.Move) {
				return
			}
		}
		clk := time.Duration(-1)
		if mv.HasClock {
			clk = mv.Clock
		}
		s.move(b, &pos, mv.Move, clk)
	}
	if b.game.Tag("Termination") == "Time forfeit" && b.fault == "" {
		// The game was lost on time: the clock of the side to move runs
		// out, as it did.
		s.flag(ctx, b, pos.Turn())
		return
	}
	s.update(b, func() {
		b.settle(time.Now(), s.opts.Speed)
		b.floor = b.clock.Times()
	})
	if !sleep(ctx, time.Second) {
		return
	}
	s.update(b, func() {
		b.stop(time.Now(), s.opts.Speed)
		b.result = b.game.Result
	})
	if b.fault == FaultKings {
		if !sleep(ctx, time.Second) {
			return
		}
		s.update(b, func() { b.board = kingsFor(b.board, b.game.Result) })
	}
	s.update(b, func() { b.done = true })
}

func increment(g *pgn.Game) time.Duration {
	if c, err := clock.ParsePGN(g.Tag("TimeControl")); err == nil && len(c.Stages) > 0 {
		return c.Stages[0].Extra
	}
	return 0
}

// move plays m on board b and presses the mover's clock, with the
// mover's time from the record when it has one (clk >= 0).
func (s *Simulator) move(b *simBoard, pos *chess.Position, m chess.Move, clk time.Duration) {
	p := *pos
	san := pgnSAN(p, m)
	*pos = p.Play(m)
	s.update(b, func() {
		now := time.Now()
		b.settle(now, s.opts.Speed)
		if clk >= 0 {
			if p.Turn() == chess.White {
				b.clock.White = clk
			} else {
				b.clock.Black = clk
			}
		}
		b.board = eboard.BoardOf(*pos)
		b.san = append(b.san, san)
		b.clks = append(b.clks, b.clock.Times()[p.Turn()])
		b.setRunning(pos.Turn(), now, s.opts.Speed)
	})
}

// illegal puts an illegal move on the board, presses the clock, holds it,
// then sets the position back (the arbiter's correction) with the mover's
// clock running.
func (s *Simulator) illegal(ctx context.Context, b *simBoard, pos chess.Position) bool {
	bad, ok := illegalBoard(pos)
	if !ok {
		return true
	}
	s.update(b, func() {
		now := time.Now()
		b.board = bad
		b.setRunning(pos.Turn().Other(), now, s.opts.Speed)
	})
	if !sleep(ctx, s.opts.Hold) {
		return false
	}
	s.update(b, func() {
		now := time.Now()
		b.board = eboard.BoardOf(pos)
		b.setRunning(pos.Turn(), now, s.opts.Speed)
	})
	return sleep(ctx, 500*time.Millisecond)
}

// illegalBoard is pos after a move no legal move makes: a pawn of the
// side to move stepped back, or a knight moved one square.
func illegalBoard(pos chess.Position) (eboard.Board, bool) {
	b := eboard.BoardOf(pos)
	mover := pos.Turn()
	back := -8
	pawn, knight := chess.NewPiece(mover, chess.Pawn), chess.NewPiece(mover, chess.Knight)
	if mover == chess.Black {
		back = 8
	}
	for sq := range 64 {
		to := sq + back
		if b[sq] == pawn && to >= 8 && to < 56 && b[to] == 0 {
			b[to], b[sq] = pawn, 0
			return b, true
		}
	}
	for sq := range 64 {
		for _, d := range []int{1, -1, 8, -8} {
			to := sq + d
			if b[sq] == knight && to >= 0 && to < 64 && b[to] == 0 && (d == 8 || d == -8 || to/8 == sq/8) {
				b[to], b[sq] = knight, 0
				return b, true
			}
		}
	}
	return b, false
}

// burst shows the pieces in the air before m: the piece lifted, put down
// half way, then m's position (played by the caller with the press).
func (s *Simulator) burst(ctx context.Context, b *simBoard, pos chess.Position, m chess.Move) bool {
	lifted := eboard.BoardOf(pos)
	from, to := m.From(), m.To()
	piece := lifted[from]
	lifted[from] = 0
	frames := []eboard.Board{lifted}
	mid := chess.NewSquare((int(from)%8+int(to)%8)/2, (int(from)/8+int(to)/8)/2)
	if mid != from && mid != to && lifted[mid] == 0 {
		half := lifted
		half[mid] = piece
		frames = append(frames, half)
	}
	final := eboard.BoardOf(pos.Play(m))
	frames = append(frames, final)
	for _, f := range frames {
		s.update(b, func() { b.board = f })
		if !sleep(ctx, 150*time.Millisecond) {
			return false
		}
	}
	return true
}

// flag lets the mover's clock run out (from at most 3 s) and stop.
func (s *Simulator) flag(ctx context.Context, b *simBoard, mover chess.Color) {
	var left time.Duration
	s.update(b, func() {
		now := time.Now()
		b.settle(now, s.opts.Speed)
		b.floor[mover] = 0
		if mover == chess.White {
			b.clock.White = min(b.clock.White, 3*time.Second)
			left = b.clock.White
		} else {
			b.clock.Black = min(b.clock.Black, 3*time.Second)
			left = b.clock.Black
		}
	})
	if !sleep(ctx, s.real(left)+100*time.Millisecond) {
		return
	}
	s.update(b, func() {
		b.settle(time.Now(), s.opts.Speed)
		if mover == chess.White {
			b.clock.White = 0
		} else {
			b.clock.Black = 0
		}
		b.clock.Running = eboard.Stopped
		b.result = map[chess.Color]string{chess.White: "0-1", chess.Black: "1-0"}[mover]
		b.done = true
	})
}

// kingsFor puts both kings on the centre squares that signal result.
func kingsFor(b eboard.Board, result string) eboard.Board {
	for sq, pc := range b {
		if pc.Type() == chess.King {
			b[sq] = chess.NoPiece
		}
	}
	sq := func(s string) chess.Square { q, _ := chess.ParseSquare(s); return q }
	w, k := "e4", "d5" // light squares: White won
	switch result {
	case "0-1":
		w, k = "d4", "e5"
	case "1/2-1/2":
		w, k = "e4", "e5"
	}
	b[sq(w)], b[sq(k)] = chess.NewPiece(chess.White, chess.King), chess.NewPiece(chess.Black, chess.King)
	return b
}

// settle runs the clock on to now. The caller holds s.mu.
func (b *simBoard) settle(now time.Time, speed float64) {
	run := time.Duration(float64(now.Sub(b.clockAt)) * speed)
	switch b.clock.Running {
	case eboard.WhiteRuns:
		b.clock.White = max(b.clock.White-run, min(b.floor[chess.White], b.clock.White), 0)
	case eboard.BlackRuns:
		b.clock.Black = max(b.clock.Black-run, min(b.floor[chess.Black], b.clock.Black), 0)
	}
	b.clockAt = now
}

func (b *simBoard) setRunning(side chess.Color, now time.Time, speed float64) {
	b.settle(now, speed)
	b.clock.Running = eboard.WhiteRuns
	if side == chess.Black {
		b.clock.Running = eboard.BlackRuns
	}
}

func (b *simBoard) stop(now time.Time, speed float64) {
	b.settle(now, speed)
	b.clock.Running = eboard.Stopped
}

// shown is the clock as the DGT clock shows it now: whole seconds.
func (b *simBoard) shown(now time.Time, speed float64) eboard.Clock {
	c := b.clock
	run := time.Duration(float64(now.Sub(b.clockAt)) * speed)
	switch c.Running {
	case eboard.WhiteRuns:
		c.White = max(c.White-run, min(b.floor[chess.White], c.White), 0)
	case eboard.BlackRuns:
		c.Black = max(c.Black-run, min(b.floor[chess.Black], c.Black), 0)
	}
	c.White, c.Black = c.White.Truncate(time.Second), c.Black.Truncate(time.Second)
	return c
}

// update changes a board under the lock and tells its subscribers.
func (s *Simulator) update(b *simBoard, change func()) {
	s.mu.Lock()
	wasActive := b.active
	change()
	s.dirty = true
	if b.active || wasActive != b.active {
		s.notify(b, time.Now())
	}
	s.mu.Unlock()
}

// event is the board's feed event now. The caller holds s.mu.
func (s *Simulator) event(b *simBoard, now time.Time) EBoardEvent {
	c := b.shown(now, s.opts.Speed)
	return EBoardEvent{SerialNr: b.serial, Board: b.board.String(), Clock: clockJSON(c, now),
		Start: b.startFEN(), SAN: append([]string{}, b.san...), Match: b.board == b.replayed()}
}

var startBoard = eboard.BoardOf(chess.StartPosition())

// startFEN is where the board's moves are reconstructed from: the
// initial placement, or the FEN of a game set up from a position.
func (b *simBoard) startFEN() string {
	if b.game.Start == chess.StartPosition() {
		return startBoard.String()
	}
	return b.game.Start.FEN()
}

// replayed is the board the SAN moves give. The caller holds s.mu.
func (b *simBoard) replayed() eboard.Board {
	pos := b.game.Start
	n := len(b.san)
	plies := b.pliesPlayed(n)
	for _, m := range plies {
		pos = pos.Play(m)
	}
	return eboard.BoardOf(pos)
}

// pliesPlayed are the first n moves played on the board.
func (b *simBoard) pliesPlayed(n int) []chess.Move {
	pos := b.game.Start
	var out []chess.Move
	for _, s := range b.san[:n] {
		m, err := readSAN(pos, s)
		if err != nil {
			break
		}
		out = append(out, m)
		pos = pos.Play(m)
	}
	return out
}

// notify sends b's event to its subscribers. The caller holds s.mu.
func (s *Simulator) notify(b *simBoard, now time.Time) {
	if !b.active {
		return
	}
	ev := s.event(b, now)
	for c, feeds := range s.subs {
		if id, ok := feeds[b.serial]; ok {
			c.send(Response{Response: "feed", ID: id, Param: mustJSON(ev), Time: now.UnixMilli()})
		}
	}
}

// broadcastClocks tells every running clock's subscribers its time.
func (s *Simulator) broadcastClocks() {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Now()
	for _, b := range s.boards {
		if b.clock.Running != eboard.Stopped && b.active {
			c := b.shown(now, s.opts.Speed)
			ev := EBoardEvent{SerialNr: b.serial, Clock: clockJSON(c, now), Match: true}
			for conn, feeds := range s.subs {
				if id, ok := feeds[b.serial]; ok {
					conn.send(Response{Response: "feed", ID: id, Param: mustJSON(ev), Time: now.UnixMilli()})
				}
			}
		}
	}
}

func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// list is LiveChess's list of e-boards.
func (s *Simulator) list() []EBoard {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Now()
	out := make([]EBoard, len(s.boards))
	for i, b := range s.boards {
		state := ActiveState
		if !b.active {
			state = "INACTIVE"
		}
		out[i] = EBoard{SerialNr: b.serial, Source: "sim", State: state, Board: b.board.String(), Clock: clockJSON(b.shown(now, s.opts.Speed), now)}
	}
	return out
}

// Handler serves LiveChess's API: GET /api/v1.0/eboards, and WebSocket
// calls on /api/v1.0.
func (s *Simulator) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+APIPath+"/eboards", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(s.list())
	})
	mux.HandleFunc(APIPath, s.serveWS)
	return mux
}

// simConn is one WebSocket client.
type simConn struct {
	out    chan []byte
	closed chan struct{}
	once   sync.Once
}

// send queues r; a client that cannot keep up is dropped (it connects
// again and hears everything anew).
func (c *simConn) send(r Response) {
	b, _ := json.Marshal(r)
	select {
	case c.out <- b:
	default:
		c.once.Do(func() { close(c.closed) })
	}
}

func (s *Simulator) serveWS(w http.ResponseWriter, r *http.Request) {
	conn, err := websocket.Accept(w, r, &websocket.AcceptOptions{InsecureSkipVerify: true})
	if err != nil {
		return
	}
	defer conn.CloseNow()
	c := &simConn{out: make(chan []byte, 1<<14), closed: make(chan struct{})}
	s.mu.Lock()
	s.subs[c] = map[string]int{}
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.subs, c)
		s.mu.Unlock()
	}()
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case <-c.closed:
				cancel()
				return
			case b := <-c.out:
				if err := conn.Write(ctx, websocket.MessageText, b); err != nil {
					cancel()
					return
				}
			}
		}
	}()
	for {
		_, b, err := conn.Read(ctx)
		if err != nil {
			return
		}
		var call Call
		if err := json.Unmarshal(b, &call); err != nil {
			c.send(Response{Response: "error", Param: mustJSON(ErrorParam{Message: "not a call: " + err.Error()})})
			continue
		}
		s.answer(c, call)
	}
}

// answer answers one call.
func (s *Simulator) answer(c *simConn, call Call) {
	now := time.Now()
	switch call.Call {
	case "eboards":
		c.send(Response{Response: "call", ID: call.ID, Param: mustJSON(s.list()), Time: now.UnixMilli()})
	case "subscribe":
		var fp FeedParam
		var sp SerialParam
		if err := json.Unmarshal(call.Param, &fp); err != nil || fp.Feed != "eboardevent" || json.Unmarshal(fp.Param, &sp) != nil {
			c.send(Response{Response: "error", ID: call.ID, Param: mustJSON(ErrorParam{Message: "subscribe: want {feed: eboardevent, id, param: {serialnr}}"}), Time: now.UnixMilli()})
			return
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		var b *simBoard
		for _, x := range s.boards {
			if x.serial == sp.SerialNr {
				b = x
			}
		}
		if b == nil {
			c.send(Response{Response: "error", ID: call.ID, Param: mustJSON(ErrorParam{Message: "no e-board " + sp.SerialNr}), Time: now.UnixMilli()})
			return
		}
		s.subs[c][b.serial] = fp.ID
		c.send(Response{Response: "call", ID: call.ID, Param: json.RawMessage("null"), Time: now.UnixMilli()})
		if b.active {
			c.send(Response{Response: "feed", ID: fp.ID, Param: mustJSON(s.event(b, now)), Time: now.UnixMilli()})
		}
	default:
		c.send(Response{Response: "error", ID: call.ID, Param: mustJSON(ErrorParam{Message: fmt.Sprintf("unknown call %q", call.Call)}), Time: now.UnixMilli()})
	}
}

// writePGN rewrites the live PGN, all at once (a reader never sees half
// a file).
func (s *Simulator) writePGN() {
	if s.opts.LivePGN == "" {
		return
	}
	s.mu.Lock()
	if !s.dirty {
		s.mu.Unlock()
		return
	}
	s.dirty = false
	now := time.Now()
	var buf bytes.Buffer
	for _, b := range s.boards {
		g := &pgn.Game{Start: b.game.Start, Result: b.result}
		for _, t := range []string{"Event", "Site", "Date"} {
			g.SetTag(t, b.game.Tag(t))
		}
		g.SetTag("Round", "1."+strconv.Itoa(b.number))
		g.SetTag("White", b.game.Tag("White"))
		g.SetTag("Black", b.game.Tag("Black"))
		g.SetTag("Result", b.result)
		g.SetTag("Board", strconv.Itoa(b.number))
		if b.game.Start != chess.StartPosition() {
			// A game set up from a position says where it starts.
			if v := b.game.Tag("Variant"); v != "" {
				g.SetTag("Variant", v)
			}
			g.SetTag("SetUp", "1")
			g.SetTag("FEN", b.game.Start.FEN())
		}
		if tc := b.game.Tag("TimeControl"); tc != "" {
			g.SetTag("TimeControl", tc)
		}
		// The clock as it stands, as LiveChess's PGN output gives it.
		c := b.shown(now, s.opts.Speed)
		g.SetTag("WhiteClock", pgn.FormatClock(c.White.Truncate(time.Second)))
		g.SetTag("BlackClock", pgn.FormatClock(c.Black.Truncate(time.Second)))
		switch c.Running {
		case eboard.WhiteRuns:
			g.SetTag("ReferenceTime", "W/"+now.Format("2006-01-02T15:04:05.000Z07:00"))
		case eboard.BlackRuns:
			g.SetTag("ReferenceTime", "B/"+now.Format("2006-01-02T15:04:05.000Z07:00"))
		}
		for i, m := range b.pliesPlayed(len(b.san)) {
			g.Moves = append(g.Moves, pgn.Move{Move: m, Clock: b.clks[i], HasClock: true})
		}
		pgn.Write(&buf, g)
		buf.WriteString("\n")
	}
	s.mu.Unlock()
	tmp := s.opts.LivePGN + ".tmp"
	if err := os.WriteFile(tmp, buf.Bytes(), 0o644); err == nil {
		os.Rename(tmp, s.opts.LivePGN)
	}
}

// LivePGNPath is the live PGN written beside games: GAMES.live.pgn.
func LivePGNPath(games string) string {
	ext := filepath.Ext(games)
	return games[:len(games)-len(ext)] + ".live.pgn"
}
