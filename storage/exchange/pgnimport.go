package exchange

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/notation"
	"github.com/arbiterconsole/arbiter/engine/pgn"
	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
)

// defaultControl is the time control of an event made from games that
// name none: 90 minutes for 40 moves, then 30 minutes, 30 s increment.
const defaultControl = "40/5400+30:1800+30"

// PGNOptions say where ImportPGN puts the games of a file.
type PGNOptions struct {
	// Event is the event the games join. 0 makes events from the games'
	// tags: one per distinct Event and Site (a Site that is a web address,
	// one per online game, does not make events of its own).
	Event int64
	// Round is the round the games join when Event is set (default 1).
	// Without Event, each game's Round tag ("3" or "3.2", round 3 board
	// 2) decides, round 1 when it has none.
	Round int
	// Name names an event made from games whose Event tag is empty or "?".
	Name string
	// Rules are the Laws edition and supervision of the events made here
	// (default 2018, A.4); the game type follows the time control.
	Rules storage.RuleSet
	// Start is when every game's clock is started; each move follows at
	// the instant its [%clk] reading implies (none: no time passes).
	Start time.Time
	Laws  laws.Options
	// Progress, when set, is called after each game read.
	Progress func(PGNProgress)
}

// PGNProgress is how far an import has come.
type PGNProgress struct {
	Games, Stored, Faults int
	Line                  int // the line the last game read starts on
}

// PGNReport is what ImportPGN did.
type PGNReport struct {
	Games     int     // read from the file
	Stored    int     // stored, perhaps with notes
	Events    []int64 // the events the games went to, in order of first use
	NewEvents int     // how many of them the import made
	Encoding  string  // the text encoding the file was read in
	Notes     []PGNNote
	Faults    []PGNNote // games that could not be read or stored
}

// PGNNote is a warning about a stored game, or why a game was not stored.
type PGNNote struct {
	Game         int // from 1, in file order
	Line         int // where the game, or the move, stands in the file
	Ply          int // the half-move the note is about; 0 for the game
	White, Black string
	Text         string
}

func (n PGNNote) String() string {
	s := fmt.Sprintf("game %d (%s - %s), line %d", n.Game, clip(n.White), clip(n.Black), n.Line)
	if n.Ply > 0 {
		s += fmt.Sprintf(", move %s", moveNumber(n.Ply))
	}
	return s + ": " + n.Text
}

// moveNumber writes the ply as "41." (White's move) or "41..." (Black's).
func moveNumber(ply int) string {
	if ply%2 == 1 {
		return fmt.Sprintf("%d.", (ply+1)/2)
	}
	return fmt.Sprintf("%d...", ply/2)
}

// ImportPGN stores every game of a PGN file it can read. Each game is
// reconstructed as the console would have recorded it, under the game's
// own TimeControl tag (read as PGN: seconds) or else the event's, and
// keeps its record (tags, comments, glyphs, variations, clock readings)
// for ExportPGN. Players are matched by FIDE id, then by name, and added
// when missing.
//
// A game whose record goes on after the Laws ended it (a checkmate, a
// dead position, ...) is stored as recorded: the log stops where the game
// ended, and the record gets a comment there and the report a note. A
// decisive or drawn result the moves do not reach is recorded as the
// arbiter's. A game that cannot be read or stored is listed in Faults
// with its line and reason, and the import goes on. The error is for what
// stops the whole file: reading it fails, the event given is not there, or
// the context is done.
func ImportPGN(ctx context.Context, s Store, r io.Reader, o PGNOptions) (*PGNReport, error) {
	imp := &pgnImport{s: s, o: o, events: map[string]*target{}, report: &PGNReport{}}
	if imp.o.Rules.Edition == "" {
		imp.o.Rules.Edition = laws.Edition2018.String()
	}
	if imp.o.Rules.Supervision == "" {
		imp.o.Rules.Supervision = laws.Inadequate.String()
	}
	if o.Event != 0 {
		t, err := imp.existing(ctx, o.Event, max(o.Round, 1))
		if err != nil {
			return imp.report, fmt.Errorf("exchange: PGN import: %w", err)
		}
		imp.fixed = t
	}
	rd := pgn.NewReader(r, pgn.Options{Notation: notation.Options{AnyLanguage: true}})
	for {
		g, err := rd.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		var fault *pgn.Error
		if err != nil && !errors.As(err, &fault) {
			return imp.report, fmt.Errorf("exchange: PGN import: %w", err)
		}
		imp.report.Games++
		n := imp.report.Games
		switch {
		case fault != nil:
			imp.fault(n, g, fault.Line, fault.Err.Error())
		default:
			if err := imp.add(ctx, n, g); err != nil {
				if ctx.Err() != nil {
					return imp.report, ctx.Err()
				}
				imp.fault(n, g, g.Line, err.Error())
			} else {
				imp.report.Stored++
			}
		}
		if o.Progress != nil {
			o.Progress(PGNProgress{Games: n, Stored: imp.report.Stored, Faults: len(imp.report.Faults), Line: g.Line})
		}
	}
	enc, converted := rd.Encoding()
	imp.report.Encoding = enc.String()
	if converted > 0 {
		imp.report.Encoding += fmt.Sprintf(" (%d line(s) converted from Windows-1252)", converted)
	}
	return imp.report, nil
}

// pgnImport is one import of a PGN file.
type pgnImport struct {
	s      Store
	o      PGNOptions
	fixed  *target            // the event given, or nil
	events map[string]*target // events made, by Event and Site
	report *PGNReport
}

// target is an event games are added to, with what the import needs to
// know about it.
type target struct {
	id      int64
	unmade  *storage.Tournament // the event to make with its first game, until then
	rules   laws.RuleSet
	control clock.Control
	byFIDE  map[int64]int64  // player ids
	byName  map[string]int64 // player ids by tournament.NameKey
	names   map[int64]string // player names by id
	rounds  map[int]*roundBoards
	round   int // the round of every game when an event was given
}

// name is a player's name for a message.
func (t *target) name(id int64) string {
	if n, ok := t.names[id]; ok {
		return fmt.Sprintf("%q", n)
	}
	return fmt.Sprintf("player %d", id)
}

// roundBoards is a round and the board numbers in use.
type roundBoards struct {
	id   int64
	used map[int]bool
	last int
	// paired are the round's boards as the pairing made them, by their
	// players: a game of a paired round joins its board, never a new one.
	paired []pairedBoard
}

// pairedBoard is a board of a paired round with its game.
type pairedBoard struct {
	number         int
	white, black   int64
	gameID         int64 // its last game; 0 when it has none
	events         int64 // of that game
	hasRecord      bool  // a PGN was imported into it already
	attachedInFile bool
}

// isPaired reports whether a pairing made the round's boards: one of them
// has a game no PGN was imported into.
func (rb *roundBoards) isPaired() bool {
	for _, b := range rb.paired {
		if !b.hasRecord && !b.attachedInFile {
			return true
		}
	}
	return false
}

// boardOf finds the board of a paired round where white and black play:
// nil and why not when the pairing does not have them together.
func (rb *roundBoards) boardOf(white, black int64, name func(int64) string) (*pairedBoard, error) {
	for i := range rb.paired {
		b := &rb.paired[i]
		switch {
		case b.white == white && b.black == black:
			return b, nil
		case b.white == black && b.black == white:
			return nil, fmt.Errorf("board %d has %s with White: the game has the colours reversed", b.number, name(black))
		}
	}
	for _, b := range rb.paired {
		for _, p := range []int64{white, black} {
			if p == b.white || p == b.black {
				return nil, fmt.Errorf("%s is paired on board %d with %s", name(p), b.number, name(b.white+b.black-p))
			}
		}
	}
	return nil, fmt.Errorf("%s and %s are not paired in this round", name(white), name(black))
}

func (imp *pgnImport) fault(n int, g *pgn.Game, line int, text string) {
	imp.report.Faults = append(imp.report.Faults, PGNNote{Game: n, Line: line, White: side(g, "White"), Black: side(g, "Black"), Text: text})
}

func (imp *pgnImport) note(n int, g *pgn.Game, line, ply int, text string) {
	imp.report.Notes = append(imp.report.Notes, PGNNote{Game: n, Line: line, Ply: ply, White: side(g, "White"), Black: side(g, "Black"), Text: text})
}

func side(g *pgn.Game, name string) string {
	if g == nil || g.Tag(name) == "" {
		return "?"
	}
	return g.Tag(name)
}

// existing loads event id as a target whose games join round.
func (imp *pgnImport) existing(ctx context.Context, id int64, round int) (*target, error) {
	t, err := imp.s.Tournament(ctx, id)
	if err != nil {
		return nil, err
	}
	tg := &target{id: id, byFIDE: map[int64]int64{}, byName: map[string]int64{}, names: map[int64]string{}, rounds: map[int]*roundBoards{}, round: round}
	if tg.rules, tg.control, err = gamelog.Rules(t); err != nil {
		return nil, err
	}
	players, err := imp.s.Players(ctx, id)
	if err != nil {
		return nil, err
	}
	for _, p := range players {
		if p.FIDEID > 0 {
			tg.byFIDE[p.FIDEID] = p.ID
		}
		tg.byName[tournament.NameKey(p.Name)] = p.ID
		tg.names[p.ID] = p.Name
	}
	rounds, err := imp.s.Rounds(ctx, id)
	if err != nil {
		return nil, err
	}
	for _, r := range rounds {
		boards, err := imp.s.Boards(ctx, r.ID)
		if err != nil {
			return nil, err
		}
		rb := &roundBoards{id: r.ID, used: map[int]bool{}}
		games, err := imp.s.Games(ctx, r.ID)
		if err != nil {
			return nil, err
		}
		for _, b := range boards {
			rb.used[b.Number] = true
			rb.last = max(rb.last, b.Number)
			pb := pairedBoard{number: b.Number, white: b.WhiteID, black: b.BlackID}
			for _, g := range games {
				if g.BoardID == b.ID && g.ID > pb.gameID {
					pb.gameID, pb.events = g.ID, g.Events
				}
			}
			if pb.gameID != 0 {
				if rec, err := imp.s.GameRecord(ctx, pb.gameID); err == nil && rec.PGN != "" {
					pb.hasRecord = true
				}
			}
			rb.paired = append(rb.paired, pb)
		}
		tg.rounds[r.Number] = rb
	}
	imp.useEvent(id, false)
	return tg, nil
}

func (imp *pgnImport) useEvent(id int64, made bool) {
	if !slices.Contains(imp.report.Events, id) {
		imp.report.Events = append(imp.report.Events, id)
		if made {
			imp.report.NewEvents++
		}
	}
}

// eventFor finds the event a game goes to, making it from the game's tags
// when there is none yet.
func (imp *pgnImport) eventFor(ctx context.Context, n int, g *pgn.Game) (*target, error) {
	if imp.fixed != nil {
		return imp.fixed, nil
	}
	name, site := known(g.Tag("Event")), known(g.Tag("Site"))
	if isAddress(site) {
		site = ""
	}
	key := name + "\x00" + site
	if t, ok := imp.events[key]; ok {
		return t, nil
	}
	if name == "" {
		name = or(imp.o.Name, "PGN import")
	}
	control, err := clock.ParsePGN(g.Tag("TimeControl"))
	if err != nil || control.Kind == clock.Unknown || control.Kind == clock.Untimed {
		// The console's clock needs time to count: the usual FIDE control
		// until the arbiter sets the event's own.
		control, _ = clock.ParsePGN(defaultControl)
		imp.note(n, g, g.Line, 0, fmt.Sprintf("no PGN TimeControl for the new event %q; it gets %s until the arbiter sets its own", name, defaultControl))
	}
	edition, err := laws.ParseEdition(imp.o.Rules.Edition)
	if err != nil {
		return nil, err
	}
	supervision, err := laws.ParseSupervision(imp.o.Rules.Supervision)
	if err != nil {
		return nil, err
	}
	rules := laws.NewRuleSet(edition, control, supervision)
	stored, err := gamelog.StoredRules(rules)
	if err != nil {
		return nil, err
	}
	start := pgnDateISO(g.Tag("EventDate"))
	if start == "" {
		start = pgnDateISO(g.Tag("Date"))
	}
	// The event is made with its first game stored, in that game's
	// transaction: a file whose games are all refused leaves no event.
	t := &target{rules: rules, control: control, byFIDE: map[int64]int64{}, byName: map[string]int64{}, names: map[int64]string{}, rounds: map[int]*roundBoards{},
		unmade: &storage.Tournament{Name: name, Venue: site, StartDate: start, Rules: stored, TimeControl: control.String()}}
	imp.events[key] = t
	return t, nil
}

// make stores the event of t in tx when it is not stored yet.
func (t *target) make(ctx context.Context, tx storage.Tx) error {
	if t.unmade == nil {
		return nil
	}
	id, err := tx.AddTournament(ctx, *t.unmade)
	if err != nil {
		return fmt.Errorf("event %q: %w", t.unmade.Name, err)
	}
	t.id = id
	return nil
}

// known is a tag's value, empty for the unknown "?" and "-".
func known(v string) string {
	v = strings.TrimSpace(v)
	if v == "?" || v == "-" || strings.Trim(v, "?.") == "" {
		return ""
	}
	return v
}

func isAddress(site string) bool {
	return strings.Contains(site, "://") || strings.HasPrefix(strings.ToLower(site), "www.")
}

// pgnDateISO reads a complete PGN date, 2024.12.07, as 2024-12-07; a date
// with unknown parts gives "".
func pgnDateISO(s string) string {
	d, err := tournament.ParseDate(strings.ReplaceAll(s, ".", "-"))
	if err != nil || d.Month == 0 || d.Day == 0 {
		return ""
	}
	return d.String()
}

// roundAndBoard reads the Round tag: "3", "03", "3.2" (round 3, board 2).
func roundAndBoard(tag string) (round, board int) {
	r, b, _ := strings.Cut(strings.TrimSpace(tag), ".")
	round, err := strconv.Atoi(r)
	if err != nil || round < 1 {
		return 1, 0
	}
	board, err = strconv.Atoi(b)
	if err != nil || board < 1 {
		board = 0
	}
	return round, board
}

// add folds one game, then stores its players, board, game, record and
// events.
func (imp *pgnImport) add(ctx context.Context, n int, g *pgn.Game) error {
	t, err := imp.eventFor(ctx, n, g)
	if err != nil {
		return err
	}
	control := t.control
	if tag := g.Tag("TimeControl"); tag != "" {
		c, err := clock.ParsePGN(tag)
		switch {
		case err != nil:
			imp.note(n, g, g.Line, 0, fmt.Sprintf("TimeControl %q is not a PGN time control (%v); the event's %s is used", tag, err, t.control))
		case c.Kind != clock.Unknown:
			control = c
		}
	}
	fold, err := imp.fold(n, g, t.rules, control)
	if err != nil {
		return err
	}
	var record bytes.Buffer
	if err := pgn.Write(&record, g); err != nil {
		return err
	}
	round, board := t.round, 0
	if round == 0 {
		round, board = roundAndBoard(g.Tag("Round"))
	}
	var gameID, whiteID, blackID int64
	added := map[string]int64{}
	var rb *roundBoards
	_, roundKnown := t.rounds[round]
	err = imp.s.Update(ctx, func(tx storage.Tx) error {
		if err := t.make(ctx, tx); err != nil {
			return err
		}
		white, err := t.player(ctx, tx, n, g, "White", added)
		if err != nil {
			return err
		}
		black, err := t.player(ctx, tx, n, g, "Black", added)
		if err != nil {
			return err
		}
		whiteID, blackID = white, black
		if white == black {
			return fmt.Errorf("White and Black are the same player %s", storage.Quote(side(g, "White")))
		}
		if rb, err = t.roundFor(ctx, tx, round); err != nil {
			return err
		}
		// A game whose players the round pairs joins their board; in a
		// round a pairing made (a board without a game record yet), a game
		// the pairing does not have is refused, never a new board.
		pb, err := rb.boardOf(white, black, t.name)
		free := pb != nil && pb.events == 0 && !pb.hasRecord && !pb.attachedInFile
		switch {
		case !free && rb.isPaired() && err != nil:
			return fmt.Errorf("round %d: %w", round, err)
		case !free && rb.isPaired():
			return fmt.Errorf("round %d: board %d has its game already", round, pb.number)
		}
		if free {
			if pb.gameID == 0 {
				bds, err := imp.s.Boards(ctx, rb.id)
				if err != nil {
					return err
				}
				i := slices.IndexFunc(bds, func(b storage.Board) bool { return b.Number == pb.number })
				if i < 0 {
					return fmt.Errorf("round %d: board %d is gone", round, pb.number)
				}
				if pb.gameID, err = tx.AddGame(ctx, bds[i].ID, g.Start.FEN()); err != nil {
					return err
				}
			}
			gameID, board = pb.gameID, pb.number
			pb.attachedInFile = true
			return tx.SetGameRecord(ctx, storage.GameRecord{GameID: gameID, PGN: record.String(), Events: int64(len(fold.Events))})
		}
		if board == 0 || rb.used[board] {
			board = rb.last + 1
		}
		boardID, err := tx.AddBoard(ctx, storage.Board{RoundID: rb.id, Number: board, WhiteID: white, BlackID: black})
		if err != nil {
			return err
		}
		if gameID, err = tx.AddGame(ctx, boardID, g.Start.FEN()); err != nil {
			return err
		}
		return tx.SetGameRecord(ctx, storage.GameRecord{GameID: gameID, PGN: record.String(), Events: int64(len(fold.Events))})
	})
	if err != nil {
		if !roundKnown {
			delete(t.rounds, round) // added in the transaction that failed
		}
		if t.unmade != nil {
			t.id = 0 // made in the transaction that failed
		}
		return err
	}
	if t.unmade != nil {
		t.unmade = nil
		imp.useEvent(t.id, true)
	}
	t.commit(added)
	if !rb.used[board] {
		rb.paired = append(rb.paired, pairedBoard{number: board, white: whiteID, black: blackID, gameID: gameID, hasRecord: true})
	}
	rb.used[board] = true
	rb.last = max(rb.last, board)
	return storeEvents(ctx, imp.s, gameID, fold)
}

// fold reconstructs a game's events and checks them with the engine. It
// stops where the Laws end the game, noting it in the record and the
// report when the record goes on.
func (imp *pgnImport) fold(n int, g *pgn.Game, rules laws.RuleSet, control clock.Control) (*gamelog.Game, error) {
	setup := laws.Setup{Rules: rules, Control: control, Start: g.Start, Options: imp.o.Laws}
	fold, err := gamelog.New(0, setup)
	if err != nil {
		return nil, err
	}
	at := imp.o.Start
	if _, err := fold.Apply(laws.Event{At: at, Kind: laws.KindStart}); err != nil {
		return nil, err
	}
	positions := g.Positions()
	for i, m := range g.Moves {
		if fold.Result().Over() {
			imp.endedEarly(n, g, fold, i)
			break
		}
		e := laws.Event{At: at, Kind: laws.KindMove, Payload: laws.Payload{Move: m.Move.UCI(positions[i].IsChess960())}}
		e.At = at.Add(timeSpent(fold, control, e, m))
		if _, err := fold.Apply(e); err != nil {
			imp.note(n, g, m.Line, i+1, fmt.Sprintf("the console cannot follow the record here (%v); the game is stored as recorded and its log stops before this move", err))
			addComment(g, i, "Arbiter Console: the record goes on, but the console's log stops before the next move: "+err.Error())
			break
		}
		at = e.At
	}
	recorded := laws.Outcome(g.Result)
	switch r := fold.Result(); {
	case !r.Over() && (recorded == laws.WhiteWins || recorded == laws.BlackWins || recorded == laws.Drawn):
		e := laws.Event{At: at.Add(time.Second), Kind: laws.KindResult, Payload: laws.Payload{Result: recorded, By: "PGN import"}}
		if _, err := fold.Apply(e); err != nil {
			return nil, fmt.Errorf("result %s: %w", g.Result, err)
		}
	case r.Over() && g.Result != "*" && gamelog.PGNResult(r.Outcome) != g.Result:
		imp.note(n, g, g.Line, fold.Ply(), fmt.Sprintf("the record gives %s, but under the Laws the game ended %s", g.Result, gamelog.PGNResult(r.Outcome)))
	}
	return fold, nil
}

// endedEarly notes a record that goes on after the Laws ended the game
// at ply: the comment goes after the move that ended it.
func (imp *pgnImport) endedEarly(n int, g *pgn.Game, fold *gamelog.Game, ply int) {
	words := "the game is over"
	if len(fold.Rulings) > 0 {
		words = gamelog.RulingWords(fold.Rulings[len(fold.Rulings)-1].Ruling)
	}
	line := g.Line
	if ply > 0 {
		line = g.Moves[ply-1].Line
	}
	imp.note(n, g, line, ply, fmt.Sprintf("the game ended here under the Laws (%s), but the record goes on for %d more half-move(s); stored as recorded", words, len(g.Moves)-ply))
	addComment(g, ply-1, fmt.Sprintf("Arbiter Console: the game ended here under the Laws (%s); the record goes on", words))
}

// addComment adds a comment after move i, or before the moves when i < 0.
func addComment(g *pgn.Game, i int, text string) {
	if i < 0 {
		g.Comments = append(g.Comments, text)
		return
	}
	g.Moves[i].Comments = append(g.Moves[i].Comments, text)
}

// timeSpent is how long the mover took over move e, from its [%clk]
// reading: what the fold's clock would show with no time used, less the
// reading, plus the delay that the clock does not charge. Without a
// reading no time passes.
func timeSpent(fold *gamelog.Game, control clock.Control, e laws.Event, m pgn.Move) time.Duration {
	if !m.HasClock {
		return 0
	}
	trial := *fold.Game
	if _, err := trial.Apply(e); err != nil {
		return 0
	}
	plies := trial.Plies()
	spent := plies[len(plies)-1].Clock - m.Clock
	if spent <= 0 {
		return 0
	}
	mover := clock.White
	if fold.Position().Turn() == chess.Black {
		mover = clock.Black
	}
	if i := fold.Clock().Stage(mover); i < len(control.Stages) {
		if st := control.Stages[i]; st.Mode == clock.SimpleDelay || st.Mode == clock.Bronstein {
			spent += st.Extra
		}
	}
	// Readings are cut to the second: a player whose reading went from 3 s
	// to 2 s with a 2 s increment had a little more than 3 s, and his
	// flag did not fall.
	if left := fold.Clock().Remaining(mover, e.At); spent >= left && left > 0 {
		spent = left - time.Millisecond
	}
	return max(spent, 0).Truncate(time.Millisecond)
}

// storeEvents appends a checked game's events and its result in one
// transaction.
func storeEvents(ctx context.Context, s Store, gameID int64, fold *gamelog.Game) error {
	recs := make([]storage.EventRecord, len(fold.Events))
	for i, e := range fold.Events {
		r, err := gamelog.Encode(e)
		if err != nil {
			return err
		}
		recs[i] = r
	}
	var end storage.Ending
	if r := fold.Result(); r.Over() && len(fold.Rulings) > 0 {
		end = storage.Ending{Result: string(r.Outcome), Termination: string(fold.Rulings[len(fold.Rulings)-1].Decision)}
	}
	_, err := s.Append(ctx, gameID, 0, recs, end)
	return err
}

// player finds a game's player by FIDE id, then by name, adding one with
// the game's FIDE id, rating and title. A player without a name is one of
// his own: "? (game 12, White)".
func (t *target) player(ctx context.Context, tx storage.Tx, n int, g *pgn.Game, side string, added map[string]int64) (int64, error) {
	name := or(known(g.Tag(side)), fmt.Sprintf("? (game %d, %s)", n, side))
	fide, _ := strconv.ParseInt(g.Tag(side+"FideId"), 10, 64)
	fideKey := "fide:" + strconv.FormatInt(fide, 10)
	if fide > 0 {
		if id, ok := t.byFIDE[fide]; ok {
			return id, nil
		}
		if id, ok := added[fideKey]; ok {
			return id, nil
		}
	}
	if id, ok := t.byName[tournament.NameKey(name)]; ok {
		return id, nil
	}
	if id, ok := added["name:"+name]; ok {
		return id, nil
	}
	p := storage.Player{TournamentID: t.id, Name: name}
	p.Rating, _ = strconv.Atoi(g.Tag(side + "Elo"))
	p.Rating = max(p.Rating, 0)
	if fide > 0 {
		p.FIDEID = fide
	}
	if title := strings.ToUpper(g.Tag(side + "Title")); slices.Contains(tournament.Titles, title) {
		p.Title = title
	}
	id, err := tx.AddPlayer(ctx, p)
	if err != nil {
		return 0, fmt.Errorf("player %s: %w", storage.Quote(name), err)
	}
	added["name:"+name] = id
	if fide > 0 {
		added[fideKey] = id
	}
	return id, nil
}

// commit keeps the players a stored game added.
func (t *target) commit(added map[string]int64) {
	for k, id := range added {
		if name, ok := strings.CutPrefix(k, "name:"); ok {
			t.byName[tournament.NameKey(name)] = id
			t.names[id] = name
		} else if f, err := strconv.ParseInt(strings.TrimPrefix(k, "fide:"), 10, 64); err == nil {
			t.byFIDE[f] = id
		}
	}
}

// roundFor finds round number n of the event, adding it when it is new.
func (t *target) roundFor(ctx context.Context, tx storage.Tx, n int) (*roundBoards, error) {
	if rb, ok := t.rounds[n]; ok {
		return rb, nil
	}
	id, err := tx.AddRound(ctx, t.id, n)
	if err != nil {
		return nil, err
	}
	rb := &roundBoards{id: id, used: map[int]bool{}}
	t.rounds[n] = rb
	return rb, nil
}

// clip is a name for a note: a long one cut as storage.Quote cuts it.
func clip(s string) string {
	if q := storage.Quote(s); len(q) < len(s) {
		return q
	}
	return s
}
