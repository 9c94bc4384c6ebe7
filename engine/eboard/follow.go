package eboard

import (
	"errors"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
)

// Clock is an e-board clock reading (a DGT 3000 behind LiveChess): both
// times in whole seconds and which one runs.
type Clock struct {
	White, Black time.Duration
	// Running is the side whose clock runs; Stopped when neither does
	// (paused, not started, or the game over).
	Running Running
}

// Running says which of a clock's sides runs.
type Running uint8

// Which side of a clock runs.
const (
	Stopped Running = iota
	WhiteRuns
	BlackRuns
)

// Times are the clock's times, White first, as laws.Payload.Times.
func (c Clock) Times() [2]time.Duration { return [2]time.Duration{c.White, c.Black} }

func (c Clock) time(side chess.Color) time.Duration {
	if side == chess.Black {
		return c.Black
	}
	return c.White
}

// runs reports whether side's clock runs.
func (c Clock) runs(side chess.Color) bool {
	return c.Running == WhiteRuns && side == chess.White || c.Running == BlackRuns && side == chess.Black
}

// Reading is what a feed says about one board at an instant. A field left
// zero says nothing new: a tick with only At lets time pass.
type Reading struct {
	At time.Time
	// Board is the pieces on the board; nil when unchanged.
	Board *Board
	// SAN are the moves the feed reconstructed from the start, when it
	// gives them (LiveChess, a PGN); nil otherwise.
	SAN []string
	// Start is the position SAN starts from when the game was set up
	// (a PGN's SetUp and FEN tags, LiveChess's start); nil for the
	// initial position.
	Start *chess.Position
	// Clock is the clock reading; nil when unchanged.
	Clock *Clock
}

// Record is a board's game as the console holds it.
type Record struct {
	// Positions are the positions of the current line, from the start:
	// Positions[i] after i plies.
	Positions []chess.Position
	Started   bool // the clock was started (6.6)
	Over      bool // the game has a result
}

func (r Record) ply() int                 { return len(r.Positions) - 1 }
func (r Record) position() chess.Position { return r.Positions[len(r.Positions)-1] }
func (r Record) moveAt(i int) (chess.Move, bool) {
	return moveBetween(r.Positions[i], r.Positions[i+1])
}

// moveBetween finds the legal move of p that reaches q.
func moveBetween(p, q chess.Position) (chess.Move, bool) { return OneMove(p, BoardOf(q)) }

// ActionKind is what a feed asks the record to take.
type ActionKind string

// The actions a Follower returns.
const (
	ActStart   ActionKind = "start"   // White's clock was started
	ActMove    ActionKind = "move"    // Move was completed
	ActIllegal ActionKind = "illegal" // Side completed a move no legal move explains
	ActFlag    ActionKind = "flag"    // Side's clock shows zero
	ActSetUp   ActionKind = "setup"   // the game starts from the set-up position FEN
)

// ErrBehind is the record's answer to an action for a ply it has left:
// the action was taken already, or the record moved on. It is not a
// failure: the follower's next step starts from the record as it is.
var ErrBehind = errors.New("the record is no longer where the feed's action applies")

// Action is one event for the record. Ply is the ply the record must be
// at for it to apply: a record elsewhere has taken it already, or has
// moved on, and the action is dropped.
type Action struct {
	Kind ActionKind
	Ply  int
	Move chess.Move  // ActMove
	UCI  string      // ActIllegal: the move tried, from-to, when one piece moved
	Side chess.Color // ActIllegal, ActFlag
	FEN  string      // ActSetUp
	// Base is the ply of the record the feed's game starts at: 1 after a
	// set-up position installed, else 0. Ply-Base is the game's own ply.
	Base  int
	Times [2]time.Duration
	At    time.Time

	raised raisedKey // an illegal move's or a flag's key: raised once
}

// Status is the board's feed state for the wall: a key of locales/ui
// ("feed.ok", "feed.moving", ...) and its parameters.
type Status struct {
	Key    string
	Params map[string]any
}

// The statuses a Follower reports.
const (
	StatusOK           = "feed.ok"            // following, the board matches the record
	StatusWaiting      = "feed.waiting"       // no reading yet
	StatusMoving       = "feed.moving"        // pieces in the air: a position not yet a move
	StatusKings        = "feed.kings"         // kings in the centre: a result signalled (Result)
	StatusDiffers      = "feed.differs"       // the board differs from the record, nobody pressed
	StatusIllegal      = "feed.illegal"       // an illegal move is before the arbiter
	StatusDisagree     = "feed.disagree"      // the feed's moves and the record differ (Ply, Record, Feed)
	StatusBehind       = "feed.behind"        // the feed shows the game as it stood at an earlier ply (Ply): restarted, replaying
	StatusClockStopped = "feed.clock_stopped" // the clock is paused or not started
	StatusNoClock      = "feed.no_clock"      // no clock reading
	StatusOver         = "feed.over"          // the game has a result
	StatusDisconnected = "feed.disconnected"  // the board or the feed is gone
	StatusError        = "feed.error"         // the console could not record what the feed said (Error: why, a message of its own to translate)
)

// Options tune a Follower.
type Options struct {
	// Stable is how long a position must stand still to count without a
	// clock press, and before an unexplained position is an illegal
	// move. Zero means 2.5 s.
	Stable time.Duration
}

// Follower follows one board. Its zero value is not ready: use Follow.
type Follower struct {
	stable time.Duration

	board      *Board
	boardSince time.Time
	san        []string
	clock      *Clock
	// pressedAt is when the clock last changed sides.
	pressedAt time.Time
	// zeroSince is when the running side's clock first showed zero: in
	// whole seconds zero may still be 0.9 s, so a running clock is a
	// flag only once it has shown zero for a second; a stopped clock at
	// zero for the side to move at once (the clock stopped at the fall).
	// A side shown at zero while the opponent's clock runs pressed in
	// time.
	zeroSince time.Time

	raised map[raisedKey]bool // illegal moves and flags proposed, once each

	// checked feed moves agree with the record up to this ply, whose
	// position has checkedKey: they are not read again.
	checked    int
	checkedKey uint64
	// sanDone says the line explain returned are all completed moves.
	sanDone bool
	// start is where the feed's moves start from; nil for the initial
	// position.
	start *chess.Position
}

type raisedKey struct {
	kind  ActionKind
	ply   int
	board Board
}

// Follow returns a follower of one board.
func Follow(o Options) *Follower {
	if o.Stable == 0 {
		o.Stable = 2500 * time.Millisecond
	}
	return &Follower{stable: o.Stable, raised: map[raisedKey]bool{}}
}

// Clock is the last clock reading, if any.
func (f *Follower) Clock() (Clock, bool) {
	if f.clock == nil {
		return Clock{}, false
	}
	return *f.clock, true
}

// Failed says the record could not take a: an illegal move or a flag,
// raised once, is raised again at the next step.
func (f *Follower) Failed(a Action) {
	if a.raised != (raisedKey{}) {
		delete(f.raised, a.raised)
	}
}

// Step takes a reading against the record and returns the actions for
// the record, in order, and the board's status.
func (f *Follower) Step(rec Record, r Reading) ([]Action, Status) {
	f.take(r)
	if rec.Over {
		return nil, Status{Key: StatusOver}
	}
	// A game set up from a position is followed from the ply the record
	// reaches it: installed first when the record has not begun.
	base, setUp, st := f.base(rec)
	if st.Key != "" {
		return nil, st
	}
	if setUp != nil {
		rec = Record{Positions: []chess.Position{*f.start}, Started: rec.Started}
	} else {
		rec.Positions = rec.Positions[base:]
	}
	acts, st := f.step(rec, r)
	for i := range acts {
		acts[i].Ply += base
		acts[i].Base = base
	}
	if setUp != nil {
		acts = append([]Action{*setUp}, acts...)
	}
	return acts, st
}

// base is the ply of the record where the feed's moves start: 0, or the
// ply that reached the feed's set-up position. When the record has not
// a move and starts elsewhere, the set-up position is installed (setUp,
// and the feed's moves start at ply 1); when the record has begun and
// never reached it, the feed and the record disagree.
func (f *Follower) base(rec Record) (int, *Action, Status) {
	if f.start == nil {
		return 0, nil, Status{}
	}
	for i, p := range rec.Positions {
		if samePosition(p, *f.start) {
			return i, nil, Status{}
		}
	}
	if rec.ply() == 0 {
		// No move yet (the clock may have started before the feed said
		// where the game starts).
		return 1, &Action{Kind: ActSetUp, Ply: 0, FEN: f.start.FEN()}, Status{}
	}
	return 0, nil, Status{Key: StatusDisagree, Params: map[string]any{
		"Ply": 0, "Record": rec.Positions[0].FEN(), "Feed": f.start.FEN()}}
}

// samePosition reports whether p and q are the same position (3.10.1's
// pieces, side to move, castling and en passant), whatever their move
// counters: chess.Position.Key.
func samePosition(p, q chess.Position) bool { return p.Key() == q.Key() }

// step follows the board from the record's first position.
func (f *Follower) step(rec Record, r Reading) ([]Action, Status) {
	if f.board == nil {
		return nil, f.clockStatus(rec, Status{Key: StatusWaiting})
	}
	f.sanDone = false
	line, st := f.explain(rec)
	if st.Key != "" {
		return f.startIfRunning(rec, r.At, nil), st
	}
	var acts []Action
	ply := rec.ply()
	pos := rec.position()
	switch {
	case len(line) > 0:
		// Every move but the last is followed by another: completed. The
		// last is completed once pressed, or once it stood still.
		n := len(line) - 1
		if f.sanDone || f.completed(pos, line, r.At) {
			n = len(line)
		}
		if n == 0 {
			return f.startIfRunning(rec, r.At, nil), Status{Key: StatusMoving}
		}
		if !rec.Started {
			acts = append(acts, Action{Kind: ActStart, Ply: ply, At: r.At})
		}
		for i, m := range line[:n] {
			a := Action{Kind: ActMove, Ply: ply + i, Move: m, At: r.At}
			if i == n-1 && f.clock != nil {
				a.Times = f.clock.Times()
			}
			acts = append(acts, a)
			pos = pos.Play(m)
		}
		ply += n
		if n < len(line) || f.sanDone {
			return acts, Status{Key: StatusMoving}
		}
	case *f.board != BoardOf(pos):
		acts = f.startIfRunning(rec, r.At, acts)
		return f.unexplained(rec, r.At, acts)
	default:
		acts = f.startIfRunning(rec, r.At, acts)
	}
	if a, ok := f.flag(pos, ply, r.At); ok {
		acts = append(acts, a)
	}
	return acts, f.clockStatus(rec, Status{Key: StatusOK})
}

// take merges a reading into what the follower knows.
func (f *Follower) take(r Reading) {
	if r.Board != nil && (f.board == nil || *r.Board != *f.board) {
		b := *r.Board
		f.board, f.boardSince = &b, r.At
	}
	if r.SAN != nil {
		if r.Start != nil && (f.start == nil || !samePosition(*r.Start, *f.start)) {
			st := *r.Start
			f.start, f.san, f.checked, f.checkedKey = &st, nil, 0, 0
		} else if r.Start == nil && f.start != nil {
			f.start, f.san, f.checked, f.checkedKey = nil, nil, 0, 0
		}
		same := 0
		for same < len(f.san) && same < len(r.SAN) && f.san[same] == r.SAN[same] {
			same++
		}
		f.checked = min(f.checked, same)
		f.san = r.SAN
	}
	if r.Clock != nil {
		c := *r.Clock
		if f.clock != nil && f.clock.Running != c.Running && c.Running != Stopped {
			f.pressedAt = r.At
		}
		switch zero := c.Running == WhiteRuns && c.White == 0 || c.Running == BlackRuns && c.Black == 0; {
		case !zero:
			f.zeroSince = time.Time{}
		case f.zeroSince.IsZero():
			f.zeroSince = r.At
		}
		f.clock = &c
	}
}

// explain finds the moves after the record that leave the board as it
// is: one legal move, or the feed's own moves when they extend the
// record. A status is returned when the feed's moves contradict the
// record.
func (f *Follower) explain(rec Record) ([]chess.Move, Status) {
	pos := rec.position()
	from := 0
	if f.checked <= rec.ply() && rec.Positions[f.checked].Key() == f.checkedKey {
		from = f.checked
	}
	for i := from; i < len(f.san) && i < rec.ply(); i++ {
		m, err := notation.Read(rec.Positions[i], f.san[i], notation.Options{})
		rm, _ := rec.moveAt(i)
		if err != nil || m != rm {
			return nil, Status{Key: StatusDisagree, Params: map[string]any{
				"Ply": i + 1, "Record": notation.Write(rec.Positions[i], rm, notation.Options{}), "Feed": f.san[i]}}
		}
	}
	f.checked = min(len(f.san), rec.ply())
	f.checkedKey = rec.Positions[f.checked].Key()
	if f.san != nil && len(f.san) < rec.ply() {
		// The feed's own moves stop short of the record: it restarted
		// and replays the game. A position it shows may be one legal
		// move from the record's (a repetition), but it is no move.
		return nil, Status{Key: StatusBehind, Params: map[string]any{"Ply": len(f.san)}}
	}
	line, end := f.sanLine(rec)
	if len(line) > 0 && BoardOf(end) == *f.board {
		// The feed's own moves reach the board: they are the moves
		// played, also when one legal move would reach it as well (a
		// repetition caught up after a restart: the knights went out
		// and back, then e4).
		return line, Status{}
	}
	if *f.board == BoardOf(pos) {
		return nil, Status{}
	}
	if m, ok := OneMove(pos, *f.board); ok {
		return []chess.Move{m}, Status{}
	}
	if len(line) == 0 {
		return nil, Status{}
	}
	// The board has moved on from the feed's last move (pieces in the
	// air, an illegal move): every move the feed reconstructed was
	// completed. The board is judged from there at the next step.
	f.sanDone = true
	return line, Status{}
}

// sanLine reads the feed's moves after the record, and the position they
// reach; none when there are none or one cannot be read.
func (f *Follower) sanLine(rec Record) ([]chess.Move, chess.Position) {
	pos := rec.position()
	if len(f.san) <= rec.ply() {
		return nil, pos
	}
	var line []chess.Move
	for _, s := range f.san[rec.ply():] {
		m, err := notation.Read(pos, s, notation.Options{})
		if err != nil {
			return nil, rec.position()
		}
		line = append(line, m)
		pos = pos.Play(m)
	}
	return line, pos
}

// completed reports whether the last move of line, played from pos, is
// completed: the mover's clock stopped and the opponent's runs since the
// board showed it, or, with no clock running, the board stood still.
func (f *Follower) completed(pos chess.Position, line []chess.Move, at time.Time) bool {
	for _, m := range line[:len(line)-1] {
		pos = pos.Play(m)
	}
	mover := pos.Turn()
	if f.clock != nil && f.clock.Running != Stopped {
		return f.clock.runs(mover.Other())
	}
	return at.Sub(f.boardSince) >= f.stable
}

// unexplained rules on a board no legal move explains.
func (f *Follower) unexplained(rec Record, at time.Time, acts []Action) ([]Action, Status) {
	if res, ok := KingsInCentre(*f.board); ok {
		return acts, Status{Key: StatusKings, Params: map[string]any{"Result": res}}
	}
	if ply, ok := f.behind(rec); ok {
		return acts, Status{Key: StatusBehind, Params: map[string]any{"Ply": ply}}
	}
	pos := rec.position()
	mover := pos.Turn()
	pressed := f.clock != nil && f.clock.runs(mover.Other())
	if !pressed || !rec.Started {
		if at.Sub(f.boardSince) < f.stable {
			return acts, Status{Key: StatusMoving}
		}
		return acts, f.clockStatus(rec, Status{Key: StatusDiffers, Params: map[string]any{"Board": f.board.String()}})
	}
	if at.Sub(f.boardSince) < f.stable || at.Sub(f.pressedAt) < f.stable && f.pressedAt.After(f.boardSince) {
		return acts, Status{Key: StatusMoving}
	}
	key := raisedKey{ActIllegal, rec.ply(), *f.board}
	st := Status{Key: StatusIllegal, Params: map[string]any{"Board": f.board.String()}}
	if f.raised[key] {
		return acts, st
	}
	f.raised[key] = true
	a := Action{Kind: ActIllegal, Ply: rec.ply(), Side: mover, At: at, raised: key}
	if f.clock != nil {
		a.Times = f.clock.Times()
	}
	if uci, ok := Attempt(pos, *f.board); ok {
		a.UCI = uci
	}
	return append(acts, a), st
}

// behind reports whether the feed shows the game as it stood at an
// earlier ply of the record: its own moves stop short of the record (a
// LiveChess or a live PGN that restarted and replays the game), or the
// board is a position the record has left. That is the feed catching up,
// never a move: the record is ahead of it.
func (f *Follower) behind(rec Record) (int, bool) {
	if f.san != nil && len(f.san) < rec.ply() {
		return len(f.san), true
	}
	for k := rec.ply() - 1; k >= 0; k-- {
		if BoardOf(rec.Positions[k]) == *f.board {
			return k, true
		}
	}
	return 0, false
}

// flag finds a flag fall on the e-board clock: the side whose clock
// shows zero, once per position.
func (f *Follower) flag(pos chess.Position, ply int, at time.Time) (Action, bool) {
	var buf [256]chess.Move
	if len(pos.LegalMoves(buf[:0])) == 0 {
		// Checkmate or stalemate ended the game before any flag.
		return Action{}, false
	}
	if f.clock == nil || f.clock.White == 0 && f.clock.Black == 0 {
		// Both at zero is a clock not set, not two flags.
		return Action{}, false
	}
	for _, side := range []chess.Color{pos.Turn(), pos.Turn().Other()} {
		if f.clock.time(side) > 0 {
			continue
		}
		switch {
		case f.clock.runs(side) && at.Sub(f.zeroSince) < time.Second:
			return Action{}, false
		case !f.clock.runs(side) && (f.clock.Running != Stopped || side != pos.Turn()):
			// Shown at zero after pressing: the move was completed
			// with less than a second left, not after the flag fell.
			continue
		}
		key := raisedKey{kind: ActFlag, ply: ply, board: Board{chess.Piece(side)}}
		if f.raised[key] {
			return Action{}, false
		}
		f.raised[key] = true
		return Action{Kind: ActFlag, Ply: ply, Side: side, Times: f.clock.Times(), At: at, raised: key}, true
	}
	return Action{}, false
}

// startIfRunning adds the start of the game when the clock runs and the
// record has not started.
func (f *Follower) startIfRunning(rec Record, at time.Time, acts []Action) []Action {
	if rec.Started || f.clock == nil || f.clock.Running == Stopped {
		return acts
	}
	for _, a := range acts {
		if a.Kind == ActStart {
			return acts
		}
	}
	return append(acts, Action{Kind: ActStart, Ply: rec.ply(), At: at})
}

// clockStatus is st, or what the clock says when st is all is well.
func (f *Follower) clockStatus(rec Record, st Status) Status {
	if st.Key != StatusOK {
		return st
	}
	switch {
	case f.clock == nil:
		return Status{Key: StatusNoClock}
	case f.clock.Running == Stopped:
		return Status{Key: StatusClockStopped}
	}
	return st
}
