package ui

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/engine/announce"
)

// BoardWindow is one board in full: the board to play on, its clocks, the
// move list, the typed-move field, the arbiter's actions and the rulings.
type BoardWindow struct {
	console *Console
	number  int
	win     fyne.Window
	detail  BoardDetail
	// clockValues are the times the clocks show, as the last tick read
	// them: the wall's tile shows them too when the board changes.
	clockValues [2]time.Duration

	board      *Board
	heading    *widget.Label
	status     *widget.Label
	names      [2]*widget.Label
	clocks     [2]*clockFace
	running    [2]*canvas.Rectangle
	pause      *widget.Button
	entry      *moveEntry
	hint       *widget.Label
	moves      *widget.List
	rulings    *widget.List
	chart      *TimeChart
	shortcuts  map[string]func()
	untick     func()
	lastRuling *rulingPanel       // the panel shown last, for tests
	form       *dialog.FormDialog // the action form open, if any
	keys       *dialogKeys        // Enter and Esc for the dialogs open
	shownMoves int                // moves in the list when last drawn
	access     accessState        // speech (boardwindow_access.go)
	reconcile  *reconcileForm     // the D.2.9 dialog last opened, for tests
	// decideReason is the reason typed for a decision the backend
	// refused, offered again when the proposal is shown next.
	decideReason string
	// sending is whether a command is in flight (send.go): inFlight
	// says so and commandButtons are disabled meanwhile.
	sending        bool
	inFlight       *widget.Label
	commandButtons []*widget.Button
}

// OpenBoard shows board n's window, bringing it forward when it is open.
func (c *Console) OpenBoard(n int) {
	if w, ok := c.windows[n]; ok {
		w.win.RequestFocus()
		return
	}
	w, err := newBoardWindow(c, n)
	if err != nil {
		c.ShowError(err)
		return
	}
	c.windows[n] = w
	w.win.Show()
	w.win.Canvas().Focus(w.entry) // ready to type the next move
}

func newBoardWindow(c *Console, n int) (*BoardWindow, error) {
	d, err := c.backend.Board(n)
	if err != nil {
		return nil, fmt.Errorf("opening board %d: %w", n, err)
	}
	w := &BoardWindow{console: c, number: n, detail: d, shortcuts: map[string]func(){}}
	w.win = c.app.NewWindow(lang.L("board.window.title", map[string]any{"Board": n}))
	w.win.SetContent(w.build())
	w.win.Resize(w.savedSize())
	w.win.SetCloseIntercept(w.close)
	w.addShortcuts()
	w.untick = c.ticker.Add(w.tick)
	w.show()
	return w, nil
}

// Window returns the board window's window.
func (w *BoardWindow) Window() fyne.Window { return w.win }

func (w *BoardWindow) sizeKeys() (width, height string) {
	return fmt.Sprintf("ui.board.%d.width", w.number), fmt.Sprintf("ui.board.%d.height", w.number)
}

// savedSize is the size this board's window had when last closed, else
// the size of the last board window closed, else a default.
func (w *BoardWindow) savedSize() fyne.Size {
	p := w.console.app.Preferences()
	wk, hk := w.sizeKeys()
	width := p.FloatWithFallback(wk, p.FloatWithFallback("ui.board.width", 1180))
	height := p.FloatWithFallback(hk, p.FloatWithFallback("ui.board.height", 820))
	return fyne.NewSize(float32(width), float32(height))
}

// close saves the window's size (Fyne does not report positions) and
// forgets the window, so that the next open makes a new one.
func (w *BoardWindow) close() {
	p := w.console.app.Preferences()
	size := w.win.Canvas().Size()
	wk, hk := w.sizeKeys()
	for _, k := range []string{wk, "ui.board.width"} {
		p.SetFloat(k, float64(size.Width))
	}
	for _, k := range []string{hk, "ui.board.height"} {
		p.SetFloat(k, float64(size.Height))
	}
	w.untick()
	delete(w.console.windows, w.number)
	w.win.Close()
}

func (w *BoardWindow) build() fyne.CanvasObject {
	w.board = NewBoard(true)
	w.board.OnMove = func(uci string) { w.do(Command{Kind: CmdMove, Move: uci}, nil) }
	w.board.OnCursor = w.sayCursor
	w.board.OnPromotion = w.sayPromotion
	w.board.OnRune = func(r rune) { // typing after a tap goes to the move field
		w.win.Canvas().Focus(w.entry)
		w.entry.TypedRune(r)
	}
	flip := widget.NewButtonWithIcon(lang.L("board.flip")+"  Ctrl+B", theme.ViewRefreshIcon(), w.flip)
	left := container.NewBorder(nil, container.NewHBox(flip), nil, nil, w.board)

	w.heading = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	w.heading.SizeName = theme.SizeNameSubHeadingText
	w.status = widget.NewLabel("")
	w.status.Wrapping = fyne.TextWrapWord
	w.inFlight = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	w.inFlight.Hide()

	w.entry = newMoveEntry()
	w.entry.SetPlaceHolder(lang.L("board.move.placeholder"))
	w.entry.OnChanged = w.complete
	w.entry.OnSubmitted = w.submitMove
	w.entry.onEmptySpace = w.pressClock
	w.entry.onEscape = func() { w.keys.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) }
	w.entry.shortcut = w.runShortcut
	play := widget.NewButtonWithIcon(lang.L("board.move.play"), theme.ConfirmIcon(), func() { w.submitMove(w.entry.Text) })
	w.commandButtons = append(w.commandButtons, play)
	w.hint = widget.NewLabel("")
	w.hint.Truncation = fyne.TextTruncateEllipsis
	moveRow := container.NewVBox(container.NewBorder(nil, nil, nil, play, w.entry), w.hint)

	w.moves = widget.NewList(w.moveRows, newMoveRow, w.updateMoveRow)
	w.rulings = widget.NewList(func() int { return len(w.detail.Rulings) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(rulingLine(w.detail.Rulings[i]))
		})
	w.rulings.OnSelected = func(i widget.ListItemID) {
		w.rulings.UnselectAll()
		w.showRulings(w.detail.Rulings[i : i+1])
	}
	w.chart = NewTimeChart()
	tabs := container.NewAppTabs(
		container.NewTabItem(lang.L("board.tab.moves"), w.moves),
		container.NewTabItem(lang.L("board.tab.rulings"), w.rulings),
		container.NewTabItem(lang.L("board.tab.time"), w.chart),
	)
	top := container.NewVBox(w.heading, w.status, w.inFlight, w.clockPanel(), moveRow, w.actionPanel())
	right := container.NewBorder(top, nil, nil, nil, tabs)
	split := container.NewHSplit(container.NewPadded(left), container.NewPadded(right))
	split.Offset = 0.5
	return split
}

// clockPanel shows both clocks, large, with the running side marked, and
// the clock buttons.
func (w *BoardWindow) clockPanel() fyne.CanvasObject {
	var sides []fyne.CanvasObject
	for i := range 2 {
		w.names[i] = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		w.names[i].Truncation = fyne.TextTruncateEllipsis
		w.clocks[i] = newClockFace(56)
		w.running[i] = canvas.NewRectangle(runningColour)
		w.running[i].SetMinSize(fyne.NewSize(12, 56))
		sides = append(sides, container.NewBorder(w.names[i], nil, w.running[i], nil, w.clocks[i]))
	}
	var buttons []fyne.CanvasObject
	for _, a := range w.commandActions() {
		if a.place != inClocks {
			continue
		}
		b := w.actionButton(a)
		if slices.Contains(a.kinds, CmdPause) {
			w.pause = b // its label follows the clocks: pause or resume
		}
		buttons = append(buttons, b)
	}
	buttons = append(buttons, widget.NewButtonWithIcon(lang.L("board.clock.read")+"  Ctrl+K", theme.VolumeUpIcon(), w.readClocks))
	return container.NewVBox(container.NewGridWithColumns(2, sides...), container.NewGridWithColumns(3, buttons...))
}

// actionPanel holds the arbiter's actions, each with its shortcut, built
// from the command table (commandactions.go).
func (w *BoardWindow) actionPanel() fyne.CanvasObject {
	grid := container.NewGridWithColumns(3)
	for _, a := range w.commandActions() {
		if a.place == inActions {
			grid.Add(w.actionButton(a))
		}
	}
	return grid
}

// boardAction is one arbiter's action: its label key, shortcut and
// handler, and for a command of the table, the kinds it gives and where
// its button goes.
type boardAction struct {
	key      string
	keys     string // shortcut as shown on the button
	shortcut *desktop.CustomShortcut
	run      func()
	kinds    []CommandKind
	place    int // inActions, inClocks or inMoveField
	icon     fyne.Resource
}

func ctrl(k fyne.KeyName) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}
}

func ctrlShift(k fyne.KeyName) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
}

// addShortcuts puts every action's shortcut, and the window's own, on the
// canvas; the move field forwards them too, since a focused entry would
// otherwise swallow them.
func (w *BoardWindow) addShortcuts() {
	all := w.commandActions()
	all = append(all,
		boardAction{shortcut: ctrl(fyne.KeyM), run: func() { w.win.Canvas().Focus(w.entry) }},
		boardAction{shortcut: ctrl(fyne.KeyB), run: w.flip},
		boardAction{shortcut: ctrl(fyne.KeyK), run: w.readClocks},
		boardAction{shortcut: ctrl(fyne.KeyW), run: w.close},
	)
	all = append(all, w.accessActions()...)
	for _, a := range all {
		if a.shortcut == nil {
			continue
		}
		run := a.run
		w.shortcuts[a.shortcut.ShortcutName()] = run
		w.win.Canvas().AddShortcut(a.shortcut, func(fyne.Shortcut) { run() })
	}
	w.keys = &dialogKeys{other: w.otherKey, canvas: w.win.Canvas()}
	w.win.Canvas().SetOnTypedKey(w.typedKey)
}

// typedKey takes the keys no widget took: Enter confirms the dialog open
// and Esc closes it, so an action is its shortcut and Enter; with no
// dialog open, Space presses the clock.
func (w *BoardWindow) typedKey(ev *fyne.KeyEvent) { w.keys.typedKey(ev) }

// otherKey presses the clock on Space; Esc closes the window, as Ctrl+W
// does, when no dialog is open.
func (w *BoardWindow) otherKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeySpace:
		w.pressClock()
	case fyne.KeyEscape:
		w.close()
	}
}

// runShortcut runs the window's shortcut s, reporting whether it had one.
func (w *BoardWindow) runShortcut(s fyne.Shortcut) bool {
	run, ok := w.shortcuts[s.ShortcutName()]
	if ok {
		run()
	}
	return ok
}

// reload reads the board again and redraws it.
func (w *BoardWindow) reload() {
	d, err := w.console.backend.Board(w.number)
	if err != nil {
		w.status.SetText(err.Error())
		return
	}
	w.detail = d
	w.show()
}

func (w *BoardWindow) show() {
	d := w.detail
	w.heading.SetText(lang.L("board.heading", map[string]any{"Board": d.Number, "Round": w.console.round,
		"White": playerLine(d.White), "Black": playerLine(d.Black)}))
	w.status.SetText(w.statusText())
	w.board.SetPosition(d.Pieces, d.Turn, d.LastMove, d.InCheck)
	w.board.SetLegal(d.Legal)
	for i, p := range []PlayerView{d.White, d.Black} {
		name := sideName([]Side{White, Black}[i]) + ": " + playerLine(p)
		if p.VisuallyImpaired {
			name += "  [" + lang.L("board.visually_impaired") + "]"
		}
		w.names[i].SetText(name)
	}
	if d.Running == NoSide && d.Started && d.Result == "" {
		w.pause.SetText(lang.L("board.clock.resume") + "  Ctrl+U")
	} else {
		w.pause.SetText(lang.L("board.clock.pause") + "  Ctrl+U")
	}
	w.tick(w.console.Now())
	w.moves.Refresh()
	if n := len(d.Moves); n != w.shownMoves {
		w.shownMoves = n
		w.moves.ScrollToBottom() // follow the game, but leave a scrolled list alone otherwise
	}
	w.rulings.Refresh()
	w.chart.SetMoves(d.Moves)
	w.complete(w.entry.Text)
	w.speakStatus()
}

// statusText says what the game is waiting for, in one line.
func (w *BoardWindow) statusText() string {
	d := w.detail
	var parts []string
	switch {
	case d.Result != "":
		parts = append(parts, lang.L("board.status.result", map[string]any{"Result": d.Result}))
	case !d.Started:
		parts = append(parts, lang.L("board.status.not_started"))
	default:
		parts = append(parts, lang.L("board.status.to_move", map[string]any{"Side": sideName(d.Turn), "Move": d.MovesCompleted + 1}))
	}
	if d.MovesToControl > 0 {
		parts = append(parts, lang.L("board.status.to_control", map[string]any{"Moves": d.MovesToControl}))
	}
	if d.DrawOffer != NoSide {
		parts = append(parts, lang.L("board.status.draw_offer", map[string]any{"Side": sideName(d.DrawOffer)}))
	}
	if d.FlagFallen != NoSide {
		parts = append(parts, lang.L("tile.badge.flag", map[string]any{"Side": sideName(d.FlagFallen)}))
	}
	if w, b := d.Illegal[White], d.Illegal[Black]; w+b > 0 {
		parts = append(parts, lang.L("tile.badge.illegal", map[string]any{"White": w, "Black": b}))
	}
	if s := w.pendingStatus(); s != "" {
		parts = append(parts, s)
	}
	if d.Feed.Source != "" {
		parts = append(parts, d.Feed.Source+": "+feedStatus(d.Feed))
	}
	return strings.Join(parts, " · ")
}

// tick redraws the two clocks.
func (w *BoardWindow) tick(now time.Time) bool {
	white, black := w.console.backend.Clock(w.number, now)
	w.clockValues = [2]time.Duration{white, black}
	w.autoClocks(white, black)
	for i, d := range []time.Duration{white, black} {
		running := w.detail.Running == []Side{White, Black}[i]
		// The time first, then the cut: a clock that stops is joined
		// once, at its new time.
		w.clocks[i].SetText(formatClock(d))
		w.clocks[i].SetTicking(running)
		if running == w.running[i].Hidden {
			w.running[i].Hidden = !running
			w.running[i].Refresh()
		}
		if running && d <= 0 && w.detail.FlagFallen == NoSide && w.detail.Result == "" {
			// The flag fell on this tick: show and say it (Appendix D)
			// before the backend does.
			w.detail.FlagFallen = w.detail.Running
			w.status.SetText(w.statusText())
			w.speakStatus()
		}
	}
	return isUrgent(w.detail.Running, white, black)
}

func (w *BoardWindow) moveRows() int { return (len(w.detail.Moves) + 1) / 2 }

func newMoveRow() fyne.CanvasObject {
	cells := make([]fyne.CanvasObject, 5)
	for i := range cells {
		cells[i] = widget.NewLabel("")
	}
	cells[1].(*widget.Label).TextStyle.Bold = true
	cells[3].(*widget.Label).TextStyle.Bold = true
	return container.NewGridWithColumns(5, cells...)
}

func (w *BoardWindow) updateMoveRow(i widget.ListItemID, o fyne.CanvasObject) {
	cells := o.(*fyne.Container).Objects
	set := func(c int, s string) { cells[c].(*widget.Label).SetText(s) }
	set(0, strconv.Itoa(i+1)+".")
	for side := range 2 {
		ply := 2*i + side
		if ply < len(w.detail.Moves) {
			m := w.detail.Moves[ply]
			set(1+2*side, m.SAN)
			set(2+2*side, formatClock(m.Clock))
		} else {
			set(1+2*side, "")
			set(2+2*side, "")
		}
	}
}

// MoveListText returns the move list as shown, one full move a line.
func (w *BoardWindow) MoveListText() string {
	var sb strings.Builder
	for i, m := range w.detail.Moves {
		if i%2 == 0 {
			fmt.Fprintf(&sb, "%d. ", i/2+1)
		}
		fmt.Fprintf(&sb, "%s (%s) ", m.SAN, formatClock(m.Clock))
		if i%2 == 1 {
			sb.WriteString("\n")
		}
	}
	return strings.TrimSpace(sb.String())
}

// complete offers the legal moves that fit what is typed, in the
// arbiter's notation language (see completions).
func (w *BoardWindow) complete(typed string) {
	if hint, ok := w.announcementHint(typed); ok {
		w.entry.SetOptions(nil)
		w.hint.SetText(hint)
		return
	}
	matches := completions(w.detail.Legal, w.detail.LegalSAN, typed, w.board.pieces)
	w.entry.SetOptions(matches)
	switch {
	case typed == "":
		w.hint.SetText(lang.L("board.move.hint"))
	case len(matches) == 0:
		w.hint.SetText(lang.L("board.move.no_match"))
	default:
		w.hint.SetText(strings.Join(matches, "  "))
	}
}

// completions are the legal moves that fit typed. A move fits when its
// SAN (san[i] is legal[i], in the arbiter's language) starts with typed,
// ignoring case and capture signs; when its UCI starts with typed, and
// then it is offered in UCI, as the arbiter is typing that; or when,
// read as algebraic notation in any language, typed ends with the move's
// destination: a capital letter first means a piece, else a pawn (Nf3
// offers Sf3 to a German arbiter). Without SAN, UCI stands in.
func completions(legal, san []string, typed string, pieces [64]byte) []string {
	typed = strings.TrimRight(strings.TrimSpace(typed), "+#!?")
	if typed == "" {
		return nil
	}
	key := sanKey(typed)
	lower := strings.ToLower(typed)
	dest := ""
	if n := len(lower); n >= 2 {
		if _, ok := parseSquare(lower[n-2:]); ok {
			dest = lower[n-2:]
		}
	}
	piece := typed[0] >= 'A' && typed[0] <= 'Z'
	var out []string
	for i, m := range legal {
		written := m
		if i < len(san) && san[i] != "" {
			written = san[i]
		}
		switch {
		case strings.HasPrefix(sanKey(written), key):
			out = append(out, written)
		case strings.HasPrefix(m, lower):
			out = append(out, m)
		case dest != "" && m[2:4] == dest && isPawn(pieces[squareOf(m[:2])]) != piece:
			out = append(out, written)
		}
	}
	return out
}

// sanKey is SAN as compared while typing: lower case, without the
// capture and check signs that arbiters often leave out.
func sanKey(s string) string {
	return strings.ToLower(strings.NewReplacer("x", "", ":", "", "+", "", "#", "").Replace(s))
}

func isPawn(p byte) bool { return p == 'P' || p == 'p' }

func (w *BoardWindow) submitMove(text string) {
	text = strings.TrimSpace(text)
	if text == "" || w.moveQuery(text) || w.submitAnnouncement(text) {
		return
	}
	w.do(Command{Kind: CmdMove, Move: text}, func() { w.entry.SetText("") })
}

func (w *BoardWindow) pressClock() { w.do(Command{Kind: CmdPressClock, Side: w.detail.Turn}, nil) }

func (w *BoardWindow) pauseOrResume() {
	if w.detail.Running == NoSide {
		w.do(Command{Kind: CmdResume}, nil)
		return
	}
	w.do(Command{Kind: CmdPause}, nil)
}

func (w *BoardWindow) flip() { w.board.SetFlipped(!w.board.Flipped()) }

// announce speaks the last move to the arbiter when speech is on, in the
// language the board window decides (moveSpeech).
func (w *BoardWindow) announce() {
	c := w.console
	if c.Speaker == nil || !c.settings.Speech() || len(w.detail.Moves) == 0 {
		return
	}
	text, language := w.moveSpeech(w.listener().moves)
	if err := c.Speaker.Say(context.Background(), text, language); err != nil {
		w.status.SetText(err.Error())
	}
}

// readClocks reads both clocks and the moves completed aloud, as a
// visually impaired player may ask (D.2.6.1, D.2.10.4), in that player's
// language and voice.
func (w *BoardWindow) readClocks() {
	c := w.console
	white, black := c.backend.Clock(w.number, c.Now())
	language := clockLanguage(w.detail.BoardView)
	if l, ok := c.listenerOf(w.detail.BoardView); ok {
		language = l.lang
	}
	w.sayToListener(announce.ReadOut(announce.Clocks{White: white, Black: black, Moves: w.detail.MovesCompleted}, language), language)
}

// clockLanguage is the language clocks are read in: a visually impaired
// player's (the one to move first), else the player to move's, else
// English.
func clockLanguage(b BoardView) string {
	mover, other := b.White, b.Black
	if b.Turn == Black {
		mover, other = other, mover
	}
	for _, p := range []PlayerView{mover, other} {
		if p.VisuallyImpaired && p.Lang != "" {
			return p.Lang
		}
	}
	if mover.Lang != "" {
		return mover.Lang
	}
	return "en"
}

func rulingLine(r RulingView) string {
	at := ""
	if !r.At.IsZero() {
		at = r.At.Format("15:04:05") + "  "
	}
	return at + rulingText(r) + "  (" + strings.Join(r.Articles, ", ") + ")"
}

// moveEntry is the typed-move field: a SelectEntry offering the legal
// moves that fit, where Space in an empty field presses the clock and the
// window's shortcuts still work while it has the focus.
type moveEntry struct {
	widget.SelectEntry
	onEmptySpace func()
	onEscape     func() // Esc in the empty field: the window's Esc
	shortcut     func(fyne.Shortcut) bool
}

func newMoveEntry() *moveEntry {
	e := &moveEntry{}
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	e.ExtendBaseWidget(e)
	return e
}

// TypedRune presses the clock on Space in an empty field.
func (e *moveEntry) TypedRune(r rune) {
	if r == ' ' && e.Text == "" && e.onEmptySpace != nil {
		e.onEmptySpace()
		return
	}
	e.SelectEntry.TypedRune(r)
}

// TypedKey clears the field on Esc, or, empty, gives Esc to the window.
func (e *moveEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && e.onEscape != nil {
		if e.Text != "" {
			e.SetText("")
			return
		}
		e.onEscape()
		return
	}
	e.SelectEntry.TypedKey(ev)
}

// TypedShortcut gives the window's shortcuts precedence over the entry's.
func (e *moveEntry) TypedShortcut(s fyne.Shortcut) {
	if _, custom := s.(*desktop.CustomShortcut); custom && e.shortcut != nil && e.shortcut(s) {
		return
	}
	e.SelectEntry.TypedShortcut(s)
}
