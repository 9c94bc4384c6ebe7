package ui

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/engine/clock"
)

// dateLayout is how the form reads dates.
const dateLayout = "2006-01-02"

// SetupForm is the New event form: the event, the regulations the Laws
// leave to it, the players, round 1's pairings and the arbiters.
type SetupForm struct {
	win   fyne.Window
	keys  *dialogKeys  // Enter creates, Esc closes, from any field
	form  *widget.Form // the event and its regulations
	lists *widget.Form // the players, round 1's pairings, the arbiters
	// createButton creates the event, below both columns; create stores
	// what the fields say, once they are valid.
	createButton *widget.Button
	create       func()
	name         *dialogEntry
	venue        *dialogEntry
	chief        *dialogEntry
	start        *dialogEntry
	end          *dialogEntry
	edition      *dialogSelect
	control      *dialogEntry
	gameType     *widget.Label
	supervise    *dialogCheck
	deflt        *dialogEntry
	drawFrom     *dialogEntry
	guideIII     *dialogCheck
	rounds       *dialogEntry  // the number of rounds (TRF XXR)
	colour       *dialogSelect // the first board's colour in round 1 (XXC)
	players      *dialogEntry
	pairings     *dialogEntry
	arbiters     *dialogEntry
	// readPlayers reads a players file (Backend.ReadPlayers).
	readPlayers func(name string, r io.Reader) ([]PlayerView, error)
	// send runs create's work, then apply on the UI goroutine: at once
	// unless the console sends it off the UI goroutine (Console.offUI).
	send    func(work, apply func())
	sending *widget.Label // says the event is being stored
	// created, if not nil, runs on the UI goroutine once create succeeded.
	created func()
}

// showSetup opens the New event form.
func (c *Console) showSetup() {
	f := NewSetupForm(c.app, c.Now(), c.backend.ReadPlayers, c.backend.CreateEvent)
	f.send = c.offUI // storing the event may wait for a server
	f.created = func() {
		c.dropView()
		c.refresh()
	}
	f.win.Show()
}

// NewSetupForm builds the form; create receives what it collects and its
// error, if any, is shown without closing the form. readPlayers reads a
// players file for "Import players…"; nil leaves the button out.
func NewSetupForm(a fyne.App, today time.Time, readPlayers func(name string, r io.Reader) ([]PlayerView, error),
	create func(EventSetup) error) *SetupForm {
	f := &SetupForm{win: a.NewWindow(lang.L("setup.title")), readPlayers: readPlayers,
		send: func(work, apply func()) { work(); apply() }}
	// The window is the form's dialog: Enter creates the event and Esc
	// closes it, whichever field has the focus (keys.go).
	f.keys = &dialogKeys{canvas: f.win.Canvas()}
	f.keys.open = []*keyedDialog{{confirm: f.submit, dismiss: f.win.Close}}
	f.win.Canvas().SetOnTypedKey(f.keys.typedKey)
	f.name = f.keys.entry(false)
	f.name.Validator = required
	f.venue = f.keys.entry(false)
	f.chief = f.keys.entry(false)
	f.start = f.dateEntry(today)
	f.end = f.dateEntry(today)
	f.edition = f.keys.selectBox(Editions)
	f.edition.SetSelected(Editions[len(Editions)-1]) // the edition in force
	f.gameType = widget.NewLabel("")
	f.control = f.keys.entry(false)
	f.control.SetPlaceHolder("15+10")
	f.control.OnChanged = f.showGameType
	f.control.Validator = func(s string) error {
		_, err := clock.Parse(s)
		return translatedError(err)
	}
	f.supervise = f.keys.check(lang.L("setup.supervised"), nil)
	f.deflt = f.keys.entry(false)
	f.deflt.SetText("0")
	f.deflt.Validator = func(s string) error { _, err := parseDuration(s); return err }
	f.drawFrom = f.keys.entry(false)
	f.drawFrom.SetText("0")
	f.drawFrom.Validator = func(s string) error {
		if n, err := strconv.Atoi(s); err != nil || n < 0 {
			return errorf("form.error.moves", map[string]any{"Text": s})
		}
		return nil
	}
	f.guideIII = f.keys.check(lang.L("setup.guidelines_iii"), nil)
	f.rounds = f.keys.entry(false)
	f.rounds.SetPlaceHolder("9")
	f.rounds.Validator = func(s string) error {
		if n, err := strconv.Atoi(strings.TrimSpace(s)); strings.TrimSpace(s) != "" && (err != nil || n < 1 || n > 99) {
			return errorf("setup.error.rounds", map[string]any{"Text": s})
		}
		return nil
	}
	f.colour = f.keys.selectBox([]string{lang.L("setup.colour.white"), lang.L("setup.colour.black")})
	f.colour.SetSelected(lang.L("setup.colour.white"))
	f.players = f.keys.entry(true)
	f.players.SetPlaceHolder(lang.L("setup.players.placeholder"))
	f.players.SetMinRowsVisible(6)
	f.pairings = f.keys.entry(true)
	f.pairings.SetPlaceHolder(lang.L("setup.pairings.placeholder"))
	f.pairings.SetMinRowsVisible(4)
	players := fyne.CanvasObject(f.players)
	if readPlayers != nil {
		importButton := widget.NewButton(lang.L("setup.players.import"), f.choosePlayersFile)
		players = container.NewBorder(nil, container.NewHBox(importButton), nil, nil, f.players)
	}
	inOrder := widget.NewButton(lang.L("setup.pairings.in_order"), f.pairInOrder)
	f.arbiters = f.keys.entry(true)
	f.arbiters.SetPlaceHolder(lang.L("setup.arbiters.placeholder"))
	f.arbiters.SetMinRowsVisible(3)

	// Two columns, the event's regulations beside its lists, fit a
	// 1366x768 screen; the buttons stay in view below them.
	f.form = widget.NewForm(
		widget.NewFormItem(lang.L("setup.name"), f.name),
		widget.NewFormItem(lang.L("setup.venue"), f.venue),
		widget.NewFormItem(lang.L("setup.chief"), f.chief),
		widget.NewFormItem(lang.L("setup.dates"), container.NewGridWithColumns(2, f.start, f.end)),
		widget.NewFormItem(lang.L("setup.edition"), hinted(f.edition, "setup.edition.hint")),
		widget.NewFormItem(lang.L("setup.time_control"), container.NewBorder(nil, nil, nil, f.gameType, f.control)),
		widget.NewFormItem(lang.L("setup.supervision"), f.supervise),
		widget.NewFormItem(lang.L("setup.default_time"), f.deflt),
		widget.NewFormItem(lang.L("setup.draw_from"), f.drawFrom),
		widget.NewFormItem("", f.guideIII),
	)
	f.lists = widget.NewForm(
		widget.NewFormItem(lang.L("setup.rounds"), hinted(f.rounds, "setup.rounds.hint")),
		widget.NewFormItem(lang.L("setup.colour"), hinted(f.colour, "setup.colour.hint")),
		widget.NewFormItem(lang.L("setup.players"), players),
		widget.NewFormItem(lang.L("setup.pairings"), container.NewBorder(nil, inOrder, nil, nil, f.pairings)),
		widget.NewFormItem(lang.L("setup.arbiters"), f.arbiters),
	)
	f.createButton = widget.NewButtonWithIcon(lang.L("setup.create"), theme.ConfirmIcon(), f.submit)
	f.createButton.Importance = widget.HighImportance
	cancel := widget.NewButtonWithIcon(lang.L("dialog.cancel"), theme.CancelIcon(), f.win.Close)
	f.sending = widget.NewLabelWithStyle(lang.L("command.sending"), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	f.sending.Hide()
	f.create = func() {
		s, err := f.Setup()
		if err != nil {
			f.showError(translatedError(err))
			return
		}
		f.enable(false) // one event at a time
		f.sending.Show()
		f.send(func() { err = create(s) }, func() {
			f.enable(true)
			f.sending.Hide()
			if err != nil {
				f.showError(err)
				return
			}
			if f.created != nil {
				f.created()
			}
			f.win.Close()
		})
	}
	buttons := container.NewBorder(nil, nil, nil, container.NewHBox(cancel, f.createButton), f.sending)
	columns := container.NewBorder(nil, nil, f.form, nil, f.lists) // the lists take the width left
	f.win.SetContent(container.NewBorder(nil, container.NewPadded(buttons), nil, nil,
		container.NewScroll(container.NewPadded(columns)))) // both ways: a smaller window keeps its buttons
	f.win.Resize(setupSize)
	f.win.Canvas().Focus(f.name) // the first field
	return f
}

// hinted is a field with the hint of the translation key below it, in
// small type, wrapped to the field's width rather than widening the form
// as a form item's one-line hint does.
func hinted(field fyne.CanvasObject, key string) fyne.CanvasObject {
	hint := widget.NewLabel(lang.L(key))
	hint.Wrapping = fyne.TextWrapWord
	hint.SizeName = theme.SizeNameCaptionText
	return container.NewBorder(nil, hint, nil, nil, field)
}

// setupSize is the New event window's: within a 1366x768 screen with
// its panel and the window's title bar.
var setupSize = fyne.NewSize(1320, 680)

// submit is the Create button and Enter: it creates the event when every
// field is valid, and otherwise says which is not.
func (f *SetupForm) submit() {
	if f.form.Disabled() { // the event is being stored
		return
	}
	for _, form := range []*widget.Form{f.form, f.lists} {
		if err := form.Validate(); err != nil {
			f.showError(err)
			return
		}
	}
	f.create()
}

// enable enables or disables the fields and the Create button.
func (f *SetupForm) enable(on bool) {
	for _, form := range []*widget.Form{f.form, f.lists} {
		if on {
			form.Enable()
		} else {
			form.Disable()
		}
	}
	if on {
		f.createButton.Enable()
	} else {
		f.createButton.Disable()
	}
}

// showError shows err over the form; Enter or Esc closes it alone.
func (f *SetupForm) showError(err error) {
	d := dialog.NewError(err, f.win)
	f.keys.show(d, d.Hide)
}

// Window returns the form's window.
func (f *SetupForm) Window() fyne.Window { return f.win }

func required(s string) error {
	if strings.TrimSpace(s) == "" {
		return errorf("form.error.required", nil)
	}
	return nil
}

func (f *SetupForm) dateEntry(day time.Time) *dialogEntry {
	e := f.keys.entry(false)
	e.SetText(day.Format(dateLayout))
	e.Validator = func(s string) error {
		if _, err := time.Parse(dateLayout, s); err != nil {
			return errorf("form.error.date", map[string]any{"Text": s})
		}
		return nil
	}
	return e
}

// showGameType names the game type the engine reads in the control and
// switches the supervision labels between Appendix A and B.
func (f *SetupForm) showGameType(s string) {
	c, err := clock.Parse(s)
	if err != nil || s == "" {
		f.gameType.SetText("")
		return
	}
	t, _ := c.GameType()
	f.gameType.SetText(lang.L("gametype." + t.String()))
	key := "setup.supervised"
	if t == clock.Blitz {
		key = "setup.supervised_blitz"
	}
	f.supervise.Text = lang.L(key)
	f.supervise.Refresh()
}

// choosePlayersFile asks for a players CSV or TRF16 file and imports it.
func (f *SetupForm) choosePlayersFile() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			f.showError(err)
			return
		}
		if r == nil {
			return // cancelled
		}
		defer r.Close()
		f.importPlayers(r.URI().Name(), r)
	}, f.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".csv", ".trf", ".txt"}))
	d.Show()
	d.Resize(fyne.NewSize(860, 600))
}

// importPlayers replaces the players list with the players of the file
// name read from r; the backend's error names the file and its line.
func (f *SetupForm) importPlayers(name string, r io.Reader) {
	players, err := f.readPlayers(name, r)
	if err != nil {
		f.showError(err)
		return
	}
	f.players.SetText(formatPlayers(players))
	d := dialog.NewInformation(lang.L("setup.players.import"),
		lang.L("setup.players.imported", map[string]any{"Count": len(players), "File": name}), f.win)
	f.keys.show(d, d.Hide)
}

// formatPlayers writes players as parsePlayers reads them, with
// semicolons, since imported names are often "Surname, First name".
func formatPlayers(players []PlayerView) string {
	var sb strings.Builder
	for _, p := range players {
		rating := ""
		if p.Rating > 0 {
			rating = strconv.Itoa(p.Rating)
		}
		vi := ""
		if p.VisuallyImpaired {
			vi = "VI"
		}
		line := strings.Join([]string{p.Name, rating, p.Federation, p.Title, p.Lang, vi}, "; ")
		sb.WriteString(strings.TrimRight(line, "; "))
		sb.WriteByte('\n')
	}
	return sb.String()
}

// pairInOrder pairs the typed players 1-2, 3-4 ... as a starting point.
func (f *SetupForm) pairInOrder() {
	players, err := parsePlayers(f.players.Text)
	if err != nil {
		f.showError(err)
		return
	}
	var sb strings.Builder
	for i := 0; i+1 < len(players); i += 2 {
		fmt.Fprintf(&sb, "%d-%d\n", i+1, i+2)
	}
	f.pairings.SetText(sb.String())
}

// Setup reads the form into an EventSetup, naming the first field that is
// wrong.
func (f *SetupForm) Setup() (EventSetup, error) {
	var s EventSetup
	if err := f.form.Validate(); err != nil {
		return s, err
	}
	s.Name = strings.TrimSpace(f.name.Text)
	s.Venue = strings.TrimSpace(f.venue.Text)
	s.ChiefArbiter = strings.TrimSpace(f.chief.Text)
	s.Start, _ = time.Parse(dateLayout, f.start.Text)
	s.End, _ = time.Parse(dateLayout, f.end.Text)
	if s.End.Before(s.Start) {
		return s, errorf("setup.error.dates", nil)
	}
	s.Edition = f.edition.Selected
	s.TimeControl = strings.TrimSpace(f.control.Text)
	s.Supervised = f.supervise.Checked
	s.DefaultTime, _ = parseDuration(f.deflt.Text)
	s.DrawOffersFromMove, _ = strconv.Atoi(f.drawFrom.Text)
	s.GuidelinesIII = f.guideIII.Checked
	s.Rounds, _ = strconv.Atoi(strings.TrimSpace(f.rounds.Text))
	s.FirstColour = "white1"
	if f.colour.SelectedIndex() == 1 {
		s.FirstColour = "black1"
	}
	var err error
	if s.Players, err = parsePlayers(f.players.Text); err != nil {
		return s, err
	}
	if s.Pairings, err = parsePairings(f.pairings.Text, len(s.Players)); err != nil {
		return s, err
	}
	if s.Arbiters, err = parseArbiters(f.arbiters.Text, len(s.Pairings)); err != nil {
		return s, err
	}
	return s, nil
}

// parsePlayers reads one player a line: name, rating, federation, title,
// language, and "VI" for a visually impaired player; all but the name
// may be left out. A line with a semicolon is split at semicolons, so
// that a name may hold a comma ("Keller, Anna; 2105; GER").
func parsePlayers(text string) ([]PlayerView, error) {
	var out []PlayerView
	for i, line := range strings.Split(text, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		sep := ","
		if strings.Contains(line, ";") {
			sep = ";"
		}
		fields := strings.Split(line, sep)
		for j := range fields {
			fields[j] = strings.TrimSpace(fields[j])
		}
		p := PlayerView{Name: fields[0]}
		if p.Name == "" {
			return nil, fmt.Errorf("players: line %d: no name", i+1)
		}
		if len(fields) > 1 && fields[1] != "" {
			r, err := strconv.Atoi(fields[1])
			if err != nil || r < 0 || r > 3500 {
				return nil, fmt.Errorf("players: line %d: rating %q is not a number from 0 to 3500", i+1, fields[1])
			}
			p.Rating = r
		}
		at := func(k int) string {
			if k < len(fields) {
				return fields[k]
			}
			return ""
		}
		p.Federation, p.Title, p.Lang = at(2), at(3), at(4)
		p.VisuallyImpaired = strings.EqualFold(at(5), "VI")
		if p.Lang != "" && !isLanguage(p.Lang) {
			return nil, fmt.Errorf("players: line %d: language %q is not one of %s", i+1, p.Lang, strings.Join(Languages, ", "))
		}
		out = append(out, p)
	}
	if len(out) < 2 {
		return nil, fmt.Errorf("players: %d typed, need at least 2", len(out))
	}
	return out, nil
}

// parsePairings reads one board a line, "white-black" by player number
// (1 = first line of the players list).
func parsePairings(text string, players int) ([][2]int, error) {
	var out [][2]int
	used := map[int]int{}
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		w, b, ok := strings.Cut(line, "-")
		wn, err1 := strconv.Atoi(strings.TrimSpace(w))
		bn, err2 := strconv.Atoi(strings.TrimSpace(b))
		if !ok || err1 != nil || err2 != nil {
			return nil, fmt.Errorf("pairings: line %d: %q is not \"white-black\"", i+1, line)
		}
		for _, n := range []int{wn, bn} {
			if n < 1 || n > players {
				return nil, fmt.Errorf("pairings: line %d: no player %d (players are 1 to %d)", i+1, n, players)
			}
			if prev, dup := used[n]; dup {
				return nil, fmt.Errorf("pairings: line %d: player %d already plays on line %d", i+1, n, prev)
			}
			used[n] = i + 1
		}
		out = append(out, [2]int{wn - 1, bn - 1})
	}
	// none typed: round 1 comes from the pairing program or the Round
	// menu's pairing form, like every later round
	return out, nil
}

// parseArbiters reads "name: boards" a line, boards as "1-10, 12".
func parseArbiters(text string, boards int) (map[string][]int, error) {
	out := map[string][]int{}
	for i, line := range strings.Split(text, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		name, list, ok := strings.Cut(line, ":")
		name = strings.TrimSpace(name)
		if !ok || name == "" {
			return nil, fmt.Errorf("arbiters: line %d: %q is not \"name: boards\"", i+1, line)
		}
		if _, ok := out[name]; !ok {
			out[name] = nil // a deputy whose boards are given round by round
		}
		ns, err := parseBoards(list)
		if err != nil {
			return nil, fmt.Errorf("arbiters: line %d: %v is not boards within 1-%d", i+1, err, boards)
		}
		for _, n := range ns {
			if n > boards {
				return nil, fmt.Errorf("arbiters: line %d: board %d is not within 1-%d", i+1, n, boards)
			}
		}
		out[name] = append(out[name], ns...)
	}
	return out, nil
}
