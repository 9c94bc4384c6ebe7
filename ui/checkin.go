package ui

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// checkInScreen is the round's check-in (6.7.1): before and at the start
// of the round the arbiter marks who is at the chessboard. The list is by
// board; the keys are the board's number, then the letter of the side
// (W or B in English, B or N in French ...), or Enter for both players.
// A tick is a present event in the game's record; unticking takes a mark
// made in error back. A player's own move marks him too.
type checkInScreen struct {
	c      *Console
	ci     view.CheckIn
	dialog dialog.Dialog
	rows   []view.PresenceRow
	list   *widget.List
	keys   *dialogEntry
	status *widget.Label
	queue  commandQueue
}

// checkIn returns the backend's check-in, if it has one.
func (c *Console) checkIn() (view.CheckIn, bool) {
	if c.backend == nil {
		return nil, false
	}
	ci, ok := c.backend.(view.CheckIn)
	return ci, ok
}

// showCheckIn is the Round menu's "Check-in…".
func (c *Console) showCheckIn() {
	ci, ok := c.checkIn()
	if !ok {
		return
	}
	s := &checkInScreen{c: c, ci: ci, queue: commandQueue{c: c}}
	s.open()
}

func (s *checkInScreen) open() {
	head := widget.NewLabel(lang.L("checkin.text", map[string]any{"White": sideKey(White), "Black": sideKey(Black)}))
	head.Wrapping = fyne.TextWrapWord
	s.keys = s.c.keys.entry(false)
	s.keys.SetPlaceHolder(lang.L("checkin.keys_hint", map[string]any{"White": sideKey(White)}))
	s.keys.OnChanged = s.typed
	s.status = widget.NewLabel("")
	s.status.Wrapping = fyne.TextWrapWord
	s.list = widget.NewList(func() int { return len(s.rows) }, s.newRow, s.updateRow)
	top := container.NewVBox(head, container.NewBorder(nil, nil, widget.NewLabel(lang.L("checkin.board_key")), nil, s.keys), s.status)
	closeButton := widget.NewButton(lang.L("dialog.close"), func() { s.dialog.Hide() })
	content := container.NewBorder(top, container.NewBorder(nil, nil, nil, closeButton, widget.NewLabel(lang.L("checkin.keys"))), nil, nil, s.list)
	d := dialog.NewCustomWithoutButtons(lang.L("checkin.title"), content, s.c.win)
	d.Resize(fyne.NewSize(980, 720))
	s.dialog = d
	s.reload()
	s.c.keys.show(d, s.both)
	s.c.win.Canvas().Focus(s.keys)
}

// reload reads the check-in from the backend.
func (s *checkInScreen) reload() {
	s.rows = s.ci.Presence()
	s.list.Refresh()
}

// sideKey is the letter that ticks a side in the arbiter's language: the
// side's mark on the wall.
func sideKey(side Side) string {
	return strings.ToUpper(sideKeyMark(side))
}

// typed reads the keys: a board number, then a side's letter.
func (s *checkInScreen) typed(text string) {
	if text == "" {
		return
	}
	last := []rune(text)[len([]rune(text))-1]
	if unicode.IsDigit(last) {
		return
	}
	number := strings.TrimSpace(strings.TrimSuffix(text, string(last)))
	var side Side
	switch strings.ToUpper(string(last)) {
	case sideKey(White):
		side = White
	case sideKey(Black):
		side = Black
	default:
		s.say(lang.L("checkin.bad_key", map[string]any{"Key": strings.ToUpper(string(last)), "White": sideKey(White), "Black": sideKey(Black)}))
		s.keys.SetText(number)
		return
	}
	s.keys.SetText("")
	s.markBoard(number, side)
}

// both is Enter: both players of the board typed are present.
func (s *checkInScreen) both() {
	number := strings.TrimSpace(s.keys.Text)
	if number == "" {
		return
	}
	s.keys.SetText("")
	s.markBoard(number, White)
	s.markBoard(number, Black)
}

// markBoard marks one player of the board typed present.
func (s *checkInScreen) markBoard(number string, side Side) {
	n, err := strconv.Atoi(number)
	i := slices.IndexFunc(s.rows, func(r view.PresenceRow) bool { return r.Board == n })
	if err != nil || i < 0 {
		s.say(lang.L("checkin.no_board", map[string]any{"Board": number}))
		return
	}
	s.list.ScrollTo(i)
	s.mark(s.rows[i], side, true)
}

// mark records side of the row present, or takes the mark back.
func (s *checkInScreen) mark(row view.PresenceRow, side Side, present bool) {
	if row.Result != "" {
		s.say(lang.L("checkin.finished", map[string]any{"Board": row.Board, "Result": row.Result}))
		return
	}
	if row.Present[side] == present {
		s.say(lang.L("checkin.already", map[string]any{"Board": row.Board, "Side": sideName(side)}))
		return
	}
	cmd := Command{Kind: view.CmdPresent, Side: side, At: s.c.Now(), By: s.c.settings.Arbiter()}
	key := "checkin.marked"
	if !present {
		cmd.Decision, key = view.DecisionWithdrawn, "checkin.withdrawn"
	}
	b := s.c.backend
	s.queue.add(func() error { _, err := b.Do(row.Board, cmd); return err }, func(err error) {
		switch {
		case err != nil:
			s.say(refusalText(err))
		case !s.queue.pending(): // the last of a burst of keys says it
			s.say(lang.L(key, map[string]any{"Board": row.Board, "Side": sideName(side)}))
		}
		if !s.queue.pending() { // once the keys typed are all stored
			s.reload()
		}
	})
}

func (s *checkInScreen) say(text string) { s.status.SetText(text) }

// newRow is a board's line: number, then each player with his tick.
func (s *checkInScreen) newRow() fyne.CanvasObject {
	number := widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true, Monospace: true})
	player := func() fyne.CanvasObject {
		check := widget.NewCheck("", nil)
		name := widget.NewLabel("")
		name.Truncation = fyne.TextTruncateEllipsis
		return container.NewBorder(nil, nil, check, nil, name)
	}
	state := widget.NewLabel("")
	return container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(60, 36), number), container.NewGridWrap(fyne.NewSize(160, 36), state),
		container.NewGridWithColumns(2, player(), player()))
}

func (s *checkInScreen) updateRow(i widget.ListItemID, o fyne.CanvasObject) {
	if i >= len(s.rows) {
		return
	}
	row := s.rows[i]
	b := o.(*fyne.Container)
	players := b.Objects[0].(*fyne.Container).Objects
	b.Objects[1].(*fyne.Container).Objects[0].(*widget.Label).SetText(strconv.Itoa(row.Board))
	for j, side := range []Side{White, Black} {
		p := players[j].(*fyne.Container)
		name := row.White
		if side == Black {
			name = row.Black
		}
		p.Objects[0].(*widget.Label).SetText(sideKeyMark(side) + "  " + name)
		check := p.Objects[1].(*widget.Check)
		check.OnChanged = nil
		check.SetChecked(row.Present[side])
		if row.Result != "" {
			check.Disable()
		} else {
			check.Enable()
		}
		check.OnChanged = func(on bool) { s.mark(row, side, on) }
	}
	state := ""
	switch {
	case row.Result != "":
		state = row.Result
	case row.Present[White] && row.Present[Black]:
		state = lang.L("checkin.state.both")
	case row.Started:
		state = lang.L("checkin.state.started")
	}
	b.Objects[2].(*fyne.Container).Objects[0].(*widget.Label).SetText(state)
}

// sideKeyMark is the W or B that marks a side on the wall and the lists.
func sideKeyMark(side Side) string {
	return lang.L("side.mark." + sideWord(side))
}

// sideWord is the side in the words of the translation keys: "white",
// "black", "" for no one.
func sideWord(side Side) string {
	switch side {
	case White:
		return "white"
	case Black:
		return "black"
	}
	return ""
}
