package ui

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// resultKeys are the keys of the results screen, one a result.
var resultKeys = map[rune]string{
	'1': "1-0", '0': "0-1", '=': "½-½", '½': "½-½", '5': "½-½",
	'+': "+/-", '-': "-/+",
}

// resultsScreen is where the arbiter types the round's results at its end:
// the board number (the next unfinished board is proposed), then one key
// for the result - 1, 0, = (or 5), + for a win by forfeit of White, - for
// Black's - and Enter records it and proposes the next unfinished board.
// Two keys a board when the boards come in order. Commands are queued, so
// the arbiter types on while they are stored; a refusal says which board,
// in the arbiter's language, and the board stays unfinished.
type resultsScreen struct {
	c       *Console
	r       view.Rounds
	dialog  dialog.Dialog
	table   view.RoundTableView
	sent    map[int]string // results typed and queued or stored this session
	board   *dialogEntry
	result  *resultEntry
	players *widget.Label
	status  *widget.Label
	list    *widget.List
	queue   commandQueue
}

// showResults is the Round menu's "Enter results…".
func (c *Console) showResults() {
	r, ok := c.rounds()
	if !ok {
		return
	}
	s := &resultsScreen{c: c, r: r, sent: map[int]string{}, queue: commandQueue{c: c}}
	s.open()
}

func (s *resultsScreen) open() {
	head := widget.NewLabel(lang.L("results.text"))
	head.Wrapping = fyne.TextWrapWord
	s.board = s.c.keys.entry(false)
	s.board.SetPlaceHolder(lang.L("results.board_hint"))
	s.board.OnChanged = func(string) { s.showPlayers() }
	s.result = newResultEntry(s)
	s.players = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.status = widget.NewLabel("")
	s.status.Wrapping = fyne.TextWrapWord
	s.list = widget.NewList(func() int { return len(s.table.Rows) }, func() fyne.CanvasObject {
		l := widget.NewLabel("")
		l.Truncation = fyne.TextTruncateEllipsis
		return l
	}, s.updateRow)
	fields := container.New(&fieldRow{}, widget.NewLabel(lang.L("rounds.col.board")), s.board,
		widget.NewLabel(lang.L("results.result")), s.result, s.players)
	top := container.NewVBox(head, fields, s.status)
	closeButton := widget.NewButton(lang.L("dialog.close"), func() { s.dialog.Hide() })
	bottom := container.NewBorder(nil, nil, nil, closeButton, widget.NewLabel(lang.L("results.keys")))
	d := dialog.NewCustomWithoutButtons(lang.L("results.title"), container.NewBorder(top, bottom, nil, nil, s.list), s.c.win)
	d.Resize(fyne.NewSize(980, 720))
	s.dialog = d
	s.c.keys.show(d, s.submit)
	s.c.win.Canvas().Focus(s.result)
	s.reload(func() {
		if s.board.Text == "" { // the arbiter has not typed one meanwhile
			s.board.SetText(strconv.Itoa(s.nextBoard(0)))
		}
	})
}

// fieldRow lays out the fields on one line: each at its own width, the
// board field wide enough for four digits, the last one taking the rest.
type fieldRow struct{}

func (fieldRow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	x := float32(0)
	for i, o := range objects {
		w := o.MinSize().Width
		switch {
		case i == len(objects)-1:
			w = size.Width - x
		case i == 1, i == 3: // the board and result fields
			w = 110
		}
		o.Move(fyne.NewPos(x, (size.Height-o.MinSize().Height)/2))
		o.Resize(fyne.NewSize(w, o.MinSize().Height))
		x += w + 8
	}
}

func (fieldRow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objects {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(600, h)
}

// reload reads the round's table off the UI goroutine, after the
// results queued before it are stored, then shows it and, if not nil,
// runs then.
func (s *resultsScreen) reload(then func()) {
	var table view.RoundTableView
	r := s.r
	s.queue.add(func() error { table = r.RoundTable(); return nil }, func(error) {
		s.show(table)
		if then != nil {
			then()
		}
	})
}

// show lists the round's table: unfinished boards first.
func (s *resultsScreen) show(table view.RoundTableView) {
	s.table = table
	s.table.Rows = slices.DeleteFunc(s.table.Rows, func(r view.RoundRow) bool { return r.Board == 0 })
	slices.SortStableFunc(s.table.Rows, func(a, b view.RoundRow) int {
		if s.unfinished(a) != s.unfinished(b) {
			if s.unfinished(a) {
				return -1
			}
			return 1
		}
		return a.Board - b.Board
	})
	s.list.Refresh()
	s.showPlayers()
}

// unfinished reports whether a board still waits for its result.
func (s *resultsScreen) unfinished(r view.RoundRow) bool {
	return r.Result == "" && s.sent[r.Board] == ""
}

func (s *resultsScreen) row(board int) (view.RoundRow, bool) {
	i := slices.IndexFunc(s.table.Rows, func(r view.RoundRow) bool { return r.Board == board })
	if i < 0 {
		return view.RoundRow{}, false
	}
	return s.table.Rows[i], true
}

// nextBoard is the first unfinished board after board, in board order,
// going round; 0 when every board has its result.
func (s *resultsScreen) nextBoard(after int) int {
	var boards []int
	for _, r := range s.table.Rows {
		if s.unfinished(r) {
			boards = append(boards, r.Board)
		}
	}
	slices.Sort(boards)
	for _, b := range boards {
		if b > after {
			return b
		}
	}
	if len(boards) > 0 {
		return boards[0]
	}
	return 0
}

// showPlayers names the board typed, with its result if it has one.
func (s *resultsScreen) showPlayers() {
	n, err := strconv.Atoi(strings.TrimSpace(s.board.Text))
	row, ok := s.row(n)
	switch {
	case s.board.Text == "" || s.board.Text == "0":
		s.players.SetText(lang.L("results.all_in"))
	case err != nil || !ok:
		s.players.SetText(lang.L("results.no_board", map[string]any{"Board": s.board.Text}))
	default:
		text := row.White + " – " + row.Black
		if res := cmp.Or(s.sent[n], row.Result); res != "" {
			text += "   " + res
		}
		s.players.SetText(text)
	}
}

func (s *resultsScreen) updateRow(i widget.ListItemID, o fyne.CanvasObject) {
	if i >= len(s.table.Rows) {
		return
	}
	r := s.table.Rows[i]
	res := cmp.Or(s.sent[r.Board], r.Result)
	if res == "" {
		res = "…"
	}
	o.(*widget.Label).SetText(strconv.Itoa(r.Board) + "   " + r.White + " – " + r.Black + "   " + res)
}

// submit is Enter: the result typed is recorded on the board typed.
func (s *resultsScreen) submit() {
	if s.c.win.Canvas().Focused() == s.board {
		s.c.win.Canvas().Focus(s.result) // board typed: now its result
		return
	}
	text := strings.TrimSpace(s.board.Text)
	n, err := strconv.Atoi(text)
	row, ok := s.row(n)
	if err != nil || !ok {
		s.say(lang.L("results.no_board", map[string]any{"Board": text}))
		s.c.win.Canvas().Focus(s.board)
		return
	}
	result := s.result.value
	if result == "" {
		s.say(lang.L("results.no_result", map[string]any{"Board": n}))
		return
	}
	if have := cmp.Or(s.sent[n], row.Result); have != "" {
		if have != result {
			s.say(lang.L("results.has_result", map[string]any{"Board": n, "Result": have}))
		}
		s.advance(n)
		return
	}
	s.sent[n] = result
	cmd := Command{Kind: view.CmdResult, Result: result, At: s.c.Now(), By: s.c.settings.Arbiter()}
	b := s.c.backend
	s.say(lang.L("results.recorded", map[string]any{"Board": n, "Result": result}))
	s.advance(n)
	s.queue.add(func() error { _, err := b.Do(n, cmd); return err }, func(err error) {
		if err != nil {
			delete(s.sent, n) // the board waits for its result again
			s.say(refusalText(err))
		}
		if err != nil || !s.queue.pending() { // once the keys typed are all stored
			s.reload(nil)
		}
	})
}

// advance proposes the next unfinished board and waits for its result.
func (s *resultsScreen) advance(after int) {
	next := s.nextBoard(after)
	s.board.SetText(strconv.Itoa(next))
	s.result.set("")
	s.list.Refresh()
	s.c.win.Canvas().Focus(s.result)
}

func (s *resultsScreen) say(text string) { s.status.SetText(text) }

// resultEntry takes one key and shows the result it stands for; Enter
// and Esc go to the screen, Tab and Shift+Tab move between the fields.
type resultEntry struct {
	dialogEntry
	screen *resultsScreen
	value  string
}

func newResultEntry(s *resultsScreen) *resultEntry {
	e := &resultEntry{screen: s}
	e.keys = s.c.keys
	e.SetPlaceHolder("1 0 = + -")
	e.ExtendBaseWidget(e)
	return e
}

// TypedRune reads a result key; any other key says which ones there are.
func (e *resultEntry) TypedRune(r rune) {
	res, ok := resultKeys[r]
	if !ok {
		e.screen.say(lang.L("results.bad_key", map[string]any{"Key": string(r)}))
		return
	}
	e.set(res)
}

func (e *resultEntry) set(res string) {
	e.value = res
	e.SetText(res)
}

// TypedKey clears the result with Backspace; Enter and Esc go to the
// screen.
func (e *resultEntry) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyBackspace, fyne.KeyDelete:
		e.set("")
		return
	}
	e.dialogEntry.TypedKey(ev)
}

// TypedShortcut keeps pasted text out: the field holds one result.
func (e *resultEntry) TypedShortcut(fyne.Shortcut) {}
