package backend

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// Backend is the running event. Its methods are safe for concurrent use.
type Backend struct {
	eventID int64 // the event to open; 0 for the newest
	store   storage.Store
	now     func() time.Time
	// onTimeline turns a wall clock reading (the UI's) into the instant
	// on the backend's timeline.
	onTimeline func(time.Time) time.Time
	opts       laws.Options

	readOnly    string        // why the store is open read-only; empty when writable
	readOnlyMsg view.Message  // that reason to translate, when the store words one
	outside     int           // records changed outside Arbiter Console, seen at load
	away        view.Message  // why the server cannot be reached (a notice.server_away.* key); zero while it can
	identity    string        // which event the server holds, as first read; see identified
	replaced    bool          // the server answers for another event: nothing more is sent
	arbiter     func() string // who is at this console (WithArbiter)

	stopFollow func() // ends following a server's changes; nil for a file

	jumpsMu  sync.Mutex
	jumps    []Jump         // wall clock steps noticed, oldest first
	unstored []Jump         // of those, the ones not stored yet
	storing  sync.WaitGroup // the goroutine storing them (noteJump)

	mu        sync.Mutex
	event     *event // nil while the database holds no event
	notation  string // the arbiter's notation language
	listeners []func(view.Change)
	feeds     map[int]*feedState // boards that follow a feed, by number (feed.go)
	// feedPending are the boards whose feeds changed, gathered for one
	// change (feedChanged); nil when none is pending.
	feedPending map[int]bool
}

// event is the open event's current round.
type event struct {
	t        storage.Tournament
	rules    laws.RuleSet
	control  clock.Control
	round    storage.Round
	players  map[int64]storage.Player
	arbiters []string
	chief    string   // the chief arbiter's name; empty when none is named
	boards   []*board // by board number
}

// Option changes how a Backend works.
type Option func(*Backend)

// WithClock sets the source of the instants stamped on commands, used as
// it is. Without it the backend keeps its own timeline (see WithClocks).
func WithClock(now func() time.Time) Option {
	return func(b *Backend) { b.now, b.onTimeline = now, func(t time.Time) time.Time { return t } }
}

// WithClocks sets the computer's clocks: wall is the wall clock, since the
// monotonic time since the start. Commands are stamped with the wall
// clock at the start plus the monotonic time since; a step of the wall
// clock is noticed, stored and shown, and moves no board's clock. The
// default is the system's clocks.
func WithClocks(wall func() time.Time, since func() time.Duration) Option {
	return func(b *Backend) { b.follow(newTimeline(wall, since)) }
}

// ReadOnly says the store is open read-only and why (another program
// holds the file, the medium is read-only): the console shows it, and
// every command is refused by the store.
func ReadOnly(reason string) Option { return func(b *Backend) { b.readOnly = reason } }

// readOnlyBecause opens the backend read-only because of err, shown
// translated when the store words it (a file older than its anchor).
func readOnlyBecause(err error) Option {
	return func(b *Backend) {
		b.readOnly = err.Error()
		var m storage.Translated
		if errors.As(err, &m) {
			key, params := m.Message()
			b.readOnlyMsg = view.Message{Key: key, Params: params}
		}
	}
}

// WithLaws sets the engine parts that laws.Options lets other packages
// provide: the checkmate solver and the move reader.
func WithLaws(o laws.Options) Option { return func(b *Backend) { b.opts = o } }

// New opens the latest event in store and rebuilds every game of its
// current round from the stored events.
func New(ctx context.Context, store storage.Store, opts ...Option) (*Backend, error) {
	b := &Backend{store: store, notation: "en"}
	b.follow(systemTimeline())
	for _, o := range opts {
		o(b)
	}
	if err := b.load(ctx); err != nil {
		return nil, err
	}
	breaks, err := store.VerifyRecords(ctx)
	if err != nil {
		return nil, fmt.Errorf("backend: %w", err)
	}
	b.outside = len(breaks)
	if id, ok := store.(identified); ok {
		if b.identity, err = id.Identity(ctx); err != nil {
			return nil, fmt.Errorf("backend: %w", err)
		}
	}
	return b, nil
}

// load reads the newest event and its newest round. The caller holds
// b.mu, or no other goroutine has the backend yet.
func (b *Backend) load(ctx context.Context) error {
	ev, err := b.readEvent(ctx)
	if err != nil {
		return err
	}
	b.event = ev
	return nil
}

// readEvent reads the newest event and its newest round from the store;
// nil when the database holds no event. It needs no lock.
func (b *Backend) readEvent(ctx context.Context) (*event, error) {
	ts, err := b.store.Tournaments(ctx)
	if err != nil {
		return nil, fmt.Errorf("backend: reading events: %w", err)
	}
	if len(ts) == 0 {
		return nil, nil
	}
	if b.eventID != 0 {
		for _, t := range ts {
			if t.ID == b.eventID {
				return b.loadEvent(ctx, t)
			}
		}
		return nil, fmt.Errorf("backend: the database has no event %d", b.eventID)
	}
	return b.loadEvent(ctx, ts[len(ts)-1])
}

// WithEvent opens the event with the given id instead of the newest.
func WithEvent(id int64) Option {
	return func(b *Backend) { b.eventID = id }
}

func (b *Backend) loadEvent(ctx context.Context, t storage.Tournament) (*event, error) {
	rules, control, err := gamelog.Rules(t)
	if err != nil {
		return nil, fmt.Errorf("backend: %w", err)
	}
	ev := &event{t: t, rules: rules, control: control, players: map[int64]storage.Player{}}
	players, err := b.store.Players(ctx, t.ID)
	if err != nil {
		return nil, err
	}
	for _, p := range players {
		ev.players[p.ID] = p
	}
	arbiters, err := b.store.Arbiters(ctx, t.ID)
	if err != nil {
		return nil, err
	}
	for _, a := range arbiters {
		ev.arbiters = append(ev.arbiters, a.Name)
		if a.Role == storage.RoleChief && ev.chief == "" {
			ev.chief = a.Name
		}
	}
	rounds, err := b.store.Rounds(ctx, t.ID)
	if err != nil || len(rounds) == 0 {
		return ev, err
	}
	ev.round = rounds[len(rounds)-1]
	if control.Kind == clock.Unknown {
		// imported without a time control: nothing can be played until
		// the arbiter gives it (SetTimeControl), so no board is loaded
		return ev, nil
	}
	games, err := b.store.Games(ctx, ev.round.ID)
	if err != nil {
		return nil, err
	}
	for _, g := range games {
		bd, err := b.loadBoard(ctx, ev, g)
		if err != nil {
			return nil, err
		}
		ev.boards = append(ev.boards, bd)
	}
	return ev, nil
}

// Close stops following a server's changes and waits for the clock
// jumps noticed to be stored; the store belongs to the caller.
func (b *Backend) Close() error {
	if b.stopFollow != nil {
		b.stopFollow()
	}
	b.storing.Wait() // the clock jumps noticed, before the store closes
	return nil
}

// OnChange registers f to be called once after each change of state: a
// stored command, or a change heard from another console, names its
// board; anything else is a view.Change of everything.
func (b *Backend) OnChange(f func(view.Change)) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.listeners = append(b.listeners, f)
}

// changed tells the listeners about c.
func (b *Backend) changed(c view.Change) {
	b.mu.Lock()
	ls := append([]func(view.Change){}, b.listeners...)
	b.mu.Unlock()
	for _, f := range ls {
		f(c)
	}
}

// changedAll tells the listeners that anything may have changed.
func (b *Backend) changedAll() { b.changed(view.Change{}) }

// SetNotation sets the language the move lists are written in.
func (b *Backend) SetNotation(lang string) {
	b.mu.Lock()
	b.notation = lang
	b.mu.Unlock()
	b.changedAll()
}

// EventID is the id of the event the console runs, for the live PGN
// server, which serves that event only.
func (b *Backend) EventID() (int64, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.event == nil {
		return 0, false
	}
	return b.event.t.ID, true
}

// openEvent returns the open event's id and its store.
func (b *Backend) openEvent(what string) (int64, storage.Store, error) {
	b.mu.Lock()
	ev, st := b.event, b.store
	b.mu.Unlock()
	if ev == nil {
		return 0, nil, fmt.Errorf("%s: %w", what, errNoEvent)
	}
	return ev.t.ID, st, nil
}

// Event describes the open event.
func (b *Backend) Event() (view.EventView, bool) {
	replaced := b.fileReplaced() // a look at the disk: not under b.mu
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.event == nil {
		return view.EventView{}, false
	}
	ev := b.event
	return view.EventView{
		Name:             ev.t.Name,
		Edition:          ev.rules.Edition.String(),
		GameType:         ev.rules.Type.String(),
		TimeControl:      ev.control.String(),
		NeedsTimeControl: ev.control.Kind == clock.Unknown,
		Round:            ev.round.Number,
		Arbiters:         ev.arbiters,
		Notices:          b.notices(replaced),
	}, true
}

// Boards returns every board of the current round.
func (b *Backend) Boards() []view.BoardView {
	at := b.now()
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.event == nil {
		return nil
	}
	views := make([]view.BoardView, len(b.event.boards))
	for i, bd := range b.event.boards {
		views[i] = bd.view(b.event, at)
		b.withFeed(&views[i], at)
	}
	return views
}

// Tile returns one board as the wall shows it.
func (b *Backend) Tile(number int) (view.BoardView, error) {
	at := b.now()
	b.mu.Lock()
	defer b.mu.Unlock()
	bd, err := b.board(number)
	if err != nil {
		return view.BoardView{}, err
	}
	return bd.view(b.event, at), nil
}

// Board returns one board in full.
func (b *Backend) Board(number int) (view.BoardDetail, error) {
	at := b.now()
	b.mu.Lock()
	defer b.mu.Unlock()
	bd, err := b.board(number)
	if err != nil {
		return view.BoardDetail{}, err
	}
	d := bd.detail(b.event, at, b.notation)
	b.withFeed(&d.BoardView, at)
	return d, nil
}

// Clock returns a board's remaining times at an instant.
func (b *Backend) Clock(number int, at time.Time) (white, black time.Duration) {
	at = b.onTimeline(at)
	b.mu.Lock()
	defer b.mu.Unlock()
	bd, err := b.board(number)
	if err != nil {
		return 0, 0
	}
	if w, bl, ok := b.feedClock(number, at); ok {
		return w, bl
	}
	c := bd.game.Clock()
	return c.Remaining(clock.White, at), c.Remaining(clock.Black, at)
}

// ErrNoBoard is returned for a board number the round does not have.
var ErrNoBoard = errors.New("no such board")

func (b *Backend) board(number int) (*board, error) {
	if b.event == nil {
		return nil, fmt.Errorf("backend: board %d: %w (no event is open)", number, ErrNoBoard)
	}
	for _, bd := range b.event.boards {
		if bd.number == number {
			return bd, nil
		}
	}
	return nil, fmt.Errorf("backend: board %d: %w in round %d", number, ErrNoBoard, b.event.round.Number)
}

// Do applies one arbiter's command to a board. The resulting event is
// stored before Do returns; if storing fails, the board is as before. Its
// errors are *view.Refusal, wrapping the cause.
func (b *Backend) Do(number int, cmd view.Command) ([]view.RulingView, error) {
	views, err := b.do(number, cmd)
	var conflict *ConflictError
	if err == nil || errors.As(err, &conflict) {
		b.changed(view.Change{Boards: []int{number}})
	}
	return views, err
}

// do records a command without holding b.mu across the store's round
// trip (readers such as the clocks' ticker must not wait for a slow
// server): the board is copied under the lock, the command folded and
// appended on the copy after the head it shows, and the copy published
// under the lock. Two commands on one board at once are told apart by
// the store's head check, as two consoles are.
func (b *Backend) do(number int, cmd view.Command) ([]view.RulingView, error) {
	now := b.now()
	at := now
	if !cmd.At.IsZero() {
		at = b.onTimeline(cmd.At)
	}
	b.mu.Lock()
	bd, err := b.commandBoard(number)
	if err != nil {
		b.mu.Unlock()
		return nil, b.refusal(number, err)
	}
	if !b.event.round.Closed.IsZero() && cmd.Kind != view.CmdResult {
		err = fmt.Errorf("board %d: %s: %w (round %d): only a result can be corrected", number, cmd.Kind, ErrRoundClosed, b.event.round.Number)
	}
	if err == nil && cmd.By == "" {
		cmd.By = b.consoleArbiter()
	}
	rules := b.event.rules
	b.mu.Unlock()
	if err != nil {
		return nil, b.refusal(number, err)
	}
	at, err = stamp(bd, cmd, at, now)
	if err != nil {
		return nil, b.refusal(number, err)
	}
	e, err := eventFor(cmd, at.UTC().Truncate(time.Millisecond), bd)
	if err != nil {
		return nil, b.refusal(number, err)
	}
	ctx, cancel := commandContext()
	defer cancel()
	rulings, err := b.recordCommand(ctx, bd, cmd, e)
	if errors.Is(err, storage.ErrConflict) {
		return nil, b.refold(bd, err)
	}
	if err != nil {
		return nil, b.refusal(number, err)
	}
	b.publish(bd, false)
	views := make([]view.RulingView, len(rulings))
	for i, r := range rulings {
		views[i] = rulingView(rules, r)
	}
	return views, nil
}

// record stores an engine event on a board, as Do does for a command.
func (b *Backend) record(number int, e laws.Event) error {
	b.mu.Lock()
	bd, err := b.commandBoard(number)
	b.mu.Unlock()
	if err != nil {
		return err
	}
	ctx, cancel := commandContext()
	defer cancel()
	_, err = bd.game.Record(ctx, b.store, e)
	if errors.Is(err, storage.ErrConflict) {
		return b.refold(bd, err)
	}
	if err == nil {
		b.publish(bd, false)
	}
	return err
}

// The console drives the event through this package.
var _ view.Backend = (*Backend)(nil)
