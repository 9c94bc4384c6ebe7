package ui

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
)

const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// startLegal are White's twenty first moves.
var startLegal = strings.Fields("a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g2g3 g2g4 h2h3 h2h4 b1a3 b1c3 g1f3 g1h3")

// fakeSAN maps the SAN of a few first moves to UCI, standing in for the
// notation reader of the real backend.
var fakeSAN = map[string]string{"e4": "e2e4", "d4": "d2d4", "Nf3": "g1f3", "c4": "c2c4", "Cf3": "g1f3"}

// fakeBackend is a Backend for tests: it plays moves by moving letters in
// the placement, knows the legal moves it was given, and records commands.
type fakeBackend struct {
	ev           EventView
	hasEvent     bool
	boards       []*fakeBoard
	listeners    []func(Change)
	commands     []Command
	articles     map[string]ArticleView // edition/lang/id
	created      []EventSetup
	now          time.Time
	notation     string
	closedRounds int
	exportErr    error // what Export fails with, if set
}

type fakeBoard struct {
	detail     BoardDetail
	white      time.Duration
	black      time.Duration
	since      time.Time // when the running clock last started
	legalByFEN map[string][]string
	sanByFEN   map[string]map[string]string
}

func newFake(boards int) *fakeBackend {
	f := &fakeBackend{
		ev: EventView{Name: "Test Open", Edition: "2018", GameType: "rapid",
			TimeControl: "900+10", Round: 3, Arbiters: []string{"Anna", "Boris"}},
		hasEvent: boards > 0,
		now:      time.Date(2026, 5, 1, 15, 0, 0, 0, time.UTC),
		articles: map[string]ArticleView{},
	}
	for n := 1; n <= boards; n++ {
		f.addBoard(n)
	}
	for _, a := range []ArticleView{
		{ID: "7.5.1", Heading: "Illegal moves", Text: "An illegal move is completed once the player has pressed his clock.", Edition: "2018", Lang: "en"},
		{ID: "A.4.2", Heading: "Rapidplay", Text: "Once each player has completed three moves, no claim can be made regarding incorrect piece placement.", Edition: "2018", Lang: "en"},
		{ID: "7.5.1", Heading: "Coups illégaux", Text: "Un coup illégal est achevé dès que le joueur a appuyé sur sa pendule.", Edition: "2018", Lang: "fr"},
		{ID: "6.9", Heading: "Flag fall", Text: "If a player does not complete the prescribed number of moves in the allotted time, the game is lost by that player.", Edition: "2018", Lang: "en"},
		{ID: "9.2.1", Heading: "Threefold repetition", Text: "The game is drawn upon a correct claim by a player having the move.", Edition: "2018", Lang: "en"},
	} {
		f.articles[a.Edition+"/"+a.Lang+"/"+a.ID] = a
	}
	return f
}

func (f *fakeBackend) addBoard(n int) {
	d := BoardDetail{
		BoardView: BoardView{
			Number:  n,
			Arbiter: []string{"Anna", "Boris"}[(n-1)/4%2],
			White:   PlayerView{Name: fmt.Sprintf("White Player %d", n), Rating: 2400 - 10*n, Lang: "fr", Federation: "FRA"},
			Black:   PlayerView{Name: fmt.Sprintf("Black Player %d", n), Rating: 2390 - 10*n, Lang: "de", Federation: "GER", VisuallyImpaired: n == 2},
			FEN:     startFEN, Turn: White, Running: White, Started: true,
			Illegal: map[Side]int{}, Penalties: map[Side]int{},
		},
		Legal:     startLegal,
		Positions: []string{startFEN},
	}
	f.boards = append(f.boards, &fakeBoard{detail: d, white: 15 * time.Minute, black: 15 * time.Minute, since: f.now,
		legalByFEN: map[string][]string{}, sanByFEN: map[string]map[string]string{}})
}

func (f *fakeBackend) board(n int) (*fakeBoard, error) {
	if n < 1 || n > len(f.boards) {
		return nil, fmt.Errorf("fake: no board %d", n)
	}
	return f.boards[n-1], nil
}

func (f *fakeBackend) Event() (EventView, bool) { return f.ev, f.hasEvent }

func (f *fakeBackend) Boards() []BoardView {
	out := make([]BoardView, len(f.boards))
	for i, b := range f.boards {
		out[i] = withPosition(b.detail.BoardView)
	}
	return out
}

func (f *fakeBackend) Board(n int) (BoardDetail, error) {
	b, err := f.board(n)
	if err != nil {
		return BoardDetail{}, err
	}
	d := b.detail
	d.BoardView = withPosition(d.BoardView)
	d.LegalSAN = make([]string, len(d.Legal))
	for i, m := range d.Legal {
		d.LegalSAN[i] = fakeWrite(d.Pieces, m, f.notation)
	}
	return d, nil
}

// fakePieceLetters are the knight, bishop, rook, queen and king letters
// of a few notation languages.
var fakePieceLetters = map[string]string{"en": "NBRQK", "de": "SLTDK", "fr": "CFTDR"}

// fakeWrite writes a move as SAN in a notation language, captures and
// checks aside: enough for completion tests.
func fakeWrite(pieces [64]byte, uci, notation string) string {
	from, to, _ := uciSquares(uci)
	p := pieces[from]
	if p == 'P' || p == 'p' {
		return uci[2:4]
	}
	letters, ok := fakePieceLetters[notation]
	if !ok {
		letters = fakePieceLetters["en"]
	}
	i := strings.IndexByte("NBRQK", p&^0x20)
	if i < 0 {
		return uci
	}
	return letters[i:i+1] + squareName(to)
}

func (f *fakeBackend) Clock(n int, at time.Time) (white, black time.Duration) {
	b, err := f.board(n)
	if err != nil {
		return 0, 0
	}
	white, black = b.white, b.black
	switch b.detail.Running {
	case White:
		white -= at.Sub(b.since)
	case Black:
		black -= at.Sub(b.since)
	}
	return max(white, 0), max(black, 0)
}

func (f *fakeBackend) OnChange(fn func(Change)) { f.listeners = append(f.listeners, fn) }

// changed tells the listeners that anything may have changed.
func (f *fakeBackend) changed() { f.changedBoards(nil) }

// changedBoards tells the listeners that boards ns changed, as the real
// backend does after a stored command.
func (f *fakeBackend) changedBoards(ns []int) {
	for _, fn := range f.listeners {
		fn(Change{Boards: ns})
	}
}

func (f *fakeBackend) Tile(n int) (BoardView, error) {
	d, err := f.Board(n)
	return d.BoardView, err
}

func (f *fakeBackend) Do(n int, cmd Command) ([]RulingView, error) {
	b, err := f.board(n)
	if err != nil {
		return nil, err
	}
	f.commands = append(f.commands, cmd)
	defer f.changedBoards([]int{n})
	d := &b.detail
	switch cmd.Kind {
	case CmdMove:
		return nil, b.move(cmd.Move)
	case CmdIllegal:
		d.Illegal[cmd.Side]++
		r := RulingView{Key: "ruling.illegal", Text: "Illegal move: the position before it is reinstated; 2 minutes added to the opponent.",
			Effects: []Message{{Key: "effect.reinstate", Params: map[string]any{"Ply": 4}}, {Key: "effect.time.black", Params: map[string]any{"Time": "+2:00"}}},
			Edition: "2018", Articles: []string{"7.5.1", "A.4.2"}}
		d.Rulings = append(d.Rulings, r)
		return []RulingView{r}, nil
	case CmdFlagFall:
		d.FlagFallen = cmd.Side
		d.Result = map[Side]string{White: "0-1", Black: "1-0"}[cmd.Side]
		d.Running = NoSide
		r := RulingView{Key: "ruling.flag", Text: "Flag fallen: the game is lost.", Edition: "2018", Articles: []string{"6.9"}, Result: d.Result}
		d.Rulings = append(d.Rulings, r)
		return []RulingView{r}, nil
	case CmdClaim:
		if cmd.Claim != "threefold" && cmd.Claim != "fifty" {
			return nil, fmt.Errorf("fake: unknown claim %q", cmd.Claim)
		}
		r := RulingView{Key: "fake.claim.incorrect", Text: fmt.Sprintf("Claim with intended move %s is incorrect: 2 minutes added to the opponent.", cmd.Move),
			Edition: "2018", Articles: []string{"9.2.1"}}
		d.Rulings = append(d.Rulings, r)
		return []RulingView{r}, nil
	case CmdDrawOffer:
		d.DrawOffer = cmd.Side
	case CmdPressClock:
		d.Running = opposite(d.Running)
	}
	return nil, nil
}

func (b *fakeBoard) move(text string) error {
	d := &b.detail
	uci := text
	pieces := withPosition(d.BoardView).Pieces
	if i := slices.IndexFunc(d.Legal, func(m string) bool { return fakeWrite(pieces, m, "en") == text }); i >= 0 {
		uci = d.Legal[i]
	} else if m, ok := b.sanByFEN[d.FEN][text]; ok {
		uci = m
	} else if m, ok := fakeSAN[text]; ok {
		uci = m
	}
	if !slices.Contains(d.Legal, uci) {
		return fmt.Errorf("fake: %q is not a legal move", text)
	}
	from, to, _ := uciSquares(uci)
	pieces[to], pieces[from] = pieces[from], 0
	if len(uci) == 5 {
		p := uci[4]
		if d.Turn == White {
			p -= 'a' - 'A'
		}
		pieces[to] = p
	}
	d.Turn = opposite(d.Turn)
	d.Running = d.Turn
	d.FEN = placementFEN(pieces) + " " + map[Side]string{White: "w", Black: "b"}[d.Turn] + " - - 0 1"
	d.LastMove = uci
	d.Moves = append(d.Moves, MoveView{Ply: len(d.Moves) + 1, SAN: text, UCI: uci, Clock: 14 * time.Minute, TimeSpent: time.Duration(len(d.Moves)+1) * 5 * time.Second})
	d.Positions = append(d.Positions, d.FEN)
	d.Legal = b.legalByFEN[placementOnly(d.FEN)]
	if d.Turn == White {
		d.MovesCompleted++
	}
	return nil
}

func placementOnly(fen string) string {
	p, _, _ := strings.Cut(fen, " ")
	return p
}

func placementFEN(pieces [64]byte) string {
	var sb strings.Builder
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for file := range 8 {
			p := pieces[rank*8+file]
			if p == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteByte(p)
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			sb.WriteByte('/')
		}
	}
	return sb.String()
}

func (f *fakeBackend) CreateEvent(s EventSetup) error {
	if s.Name == "" {
		return errors.New("fake: event has no name")
	}
	f.created = append(f.created, s)
	f.ev.Name = s.Name
	f.hasEvent = true
	for i := range s.Pairings {
		f.addBoard(i + 1)
	}
	f.changed()
	return nil
}

func (f *fakeBackend) DemoEvent() error {
	f.hasEvent = true
	for n := len(f.boards) + 1; n <= 8; n++ {
		f.addBoard(n)
	}
	f.changed()
	return nil
}

func (f *fakeBackend) Article(edition, lang, id string) (ArticleView, error) {
	if a, ok := f.articles[edition+"/"+lang+"/"+id]; ok {
		return a, nil
	}
	if a, ok := f.articles[edition+"/en/"+id]; ok {
		a.Fallback = fmt.Sprintf("No %s text of the %s edition: English shown.", lang, edition)
		return a, nil
	}
	return ArticleView{}, fmt.Errorf("fake: no article %s in %s", id, edition)
}

func (f *fakeBackend) Contents(edition, lang string) []ArticleView {
	var out []ArticleView
	for _, a := range f.articles {
		if a.Edition == edition && a.Lang == lang {
			out = append(out, ArticleView{ID: a.ID, Heading: a.Heading, Edition: edition, Lang: lang})
		}
	}
	slices.SortFunc(out, func(a, b ArticleView) int { return strings.Compare(a.ID, b.ID) })
	return out
}

func (f *fakeBackend) SearchLaws(edition, lang, query string) []ArticleView {
	var out []ArticleView
	for _, a := range f.Contents(edition, lang) {
		full := f.articles[edition+"/"+lang+"/"+a.ID]
		if strings.Contains(strings.ToLower(full.Text), strings.ToLower(query)) {
			out = append(out, full)
		}
	}
	return out
}

func (f *fakeBackend) SetNotation(lang string) { f.notation = lang }

func (f *fakeBackend) Export(format ExportFormat, w io.Writer) error {
	if !slices.Contains(ExportFormats, format) {
		return fmt.Errorf("fake: unknown format %q", format)
	}
	if f.exportErr != nil {
		return f.exportErr
	}
	_, err := fmt.Fprintf(w, "%s of %s\n", format, f.ev.Name)
	return err
}

// ReadPlayers reads a header line, then "name;rating;federation;
// title;language;VI" a line, standing in for the CSV reader.
func (f *fakeBackend) ReadPlayers(name string, r io.Reader) ([]PlayerView, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	var out []PlayerView
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if i == 0 || line == "" {
			continue // header
		}
		fields := append(strings.Split(line, ";"), make([]string, 6)...)
		p := PlayerView{Name: fields[0], Federation: fields[2], Title: fields[3], Lang: fields[4], VisuallyImpaired: fields[5] == "VI"}
		if fields[1] != "" {
			if p.Rating, err = strconv.Atoi(fields[1]); err != nil {
				return nil, fmt.Errorf("%s: line %d: rating %q is not a number", name, i+1, fields[1])
			}
		}
		out = append(out, p)
	}
	return out, nil
}

func (f *fakeBackend) CloseRound() (string, error) {
	f.closedRounds++
	return fmt.Sprintf("/tmp/fake.round%d.db", f.ev.Round), nil
}

func (f *fakeBackend) Appeal(n int) ([]AppealEntry, error) {
	b, err := f.board(n)
	if err != nil {
		return nil, err
	}
	var out []AppealEntry
	for _, r := range b.detail.Rulings {
		out = append(out, AppealEntry{At: r.At, Board: n, Arbiter: "Anna", Command: CmdIllegal, Side: Black, Ruling: r, Reason: "seen by the arbiter"})
	}
	return out, nil
}

func (f *fakeBackend) WriteAppeal(w io.Writer, lang string, boards ...int) error {
	_, err := fmt.Fprintf(w, "<html>appeal %s %v</html>", lang, boards)
	return err
}
