package ui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// defaultCheckEvery is how often the console asks the backend whether a
// player is absent at the default time.
const defaultCheckEvery = 5 * time.Second

// defaultScreen is the default-time screen (6.7.1): at the default time
// it opens over the console and proposes a loss for each absent player;
// the arbiter confirms board by board (Enter confirms the first), or
// decides otherwise with a reason. Esc closes it; it opens again only
// for players not shown yet. It waits while another dialog is open over
// the console.
type defaultScreen struct {
	c         *Console
	dialog    dialog.Dialog // nil while closed
	box       *fyne.Container
	proposals []view.DefaultProposal
	shown     map[defaultKey]bool
	checked   time.Time
}

type defaultKey struct {
	board int
	side  view.Side
}

// defaultTimer returns the backend's default-time proposals, if it has them.
func (c *Console) defaultTimer() (view.DefaultTimer, bool) {
	if c.backend == nil {
		return nil, false
	}
	d, ok := c.backend.(view.DefaultTimer)
	return d, ok
}

// defaultTimeTick is the console's ticker redraw that watches the
// default time.
func (c *Console) defaultTimeTick(time.Time) bool {
	now := c.Now()
	s := c.defaultScreen()
	if now.Sub(s.checked) < defaultCheckEvery {
		return false
	}
	s.checked = now
	s.check(false)
	return false
}

func (c *Console) defaultScreen() *defaultScreen {
	if c.defaults == nil {
		c.defaults = &defaultScreen{c: c, shown: map[defaultKey]bool{}}
	}
	return c.defaults
}

// showDefaultTime is the Round menu's "Default time…": the screen with
// the players absent now, or a note that there are none.
func (c *Console) showDefaultTime() {
	c.defaultScreen().check(true)
}

// check asks the backend for the absent players. The screen opens when
// one is new, or always when the arbiter asked (asked); an open screen
// follows the list.
func (s *defaultScreen) check(asked bool) {
	dt, ok := s.c.defaultTimer()
	if !ok {
		return
	}
	s.proposals = dt.DefaultTimeProposals(s.c.Now())
	fresh := false
	for _, p := range s.proposals {
		fresh = fresh || !s.shown[defaultKey{p.Board, p.Side}]
	}
	if s.dialog == nil && !asked && s.c.keys.top() != nil {
		return // not over another dialog, whose Esc would close it unseen
	}
	for _, p := range s.proposals {
		s.shown[defaultKey{p.Board, p.Side}] = true
	}
	switch {
	case s.dialog != nil && len(s.proposals) == 0:
		s.dialog.Hide()
	case s.dialog != nil:
		s.fill()
	case len(s.proposals) > 0 && (fresh || asked):
		s.open(dt.DefaultTime())
	case asked:
		s.c.notify(lang.L("default.title"), lang.L("default.none", map[string]any{"Time": minutesSeconds(dt.DefaultTime())}))
	}
}

// open shows the screen over the console.
func (s *defaultScreen) open(limit time.Duration) {
	head := widget.NewLabel(lang.L("default.text", map[string]any{"Time": minutesSeconds(limit)}))
	head.Wrapping = fyne.TextWrapWord
	s.box = container.NewVBox()
	keys := widget.NewLabel(lang.L("default.keys"))
	content := container.NewBorder(head, container.NewHBox(keys, widget.NewButton(lang.L("dialog.close"), func() { s.dialog.Hide() })),
		nil, nil, container.NewVScroll(s.box))
	d := dialog.NewCustomWithoutButtons(lang.L("default.title"), content, s.c.win)
	d.Resize(fyne.NewSize(900, 520))
	s.dialog = d
	s.fill()
	s.c.keys.showThen(d, s.confirmFirst, func() { s.dialog = nil })
}

// fill lists the proposals, the first one marked as Enter's.
func (s *defaultScreen) fill() {
	s.box.RemoveAll()
	for i, p := range s.proposals {
		text := lang.L("default.row", map[string]any{"Board": p.Board, "Side": lang.L("side." + p.Side.String()),
			"Player": p.Player, "Since": p.Since.Local().Format("15:04:05")})
		l := widget.NewLabel(text)
		if i == 0 {
			l.TextStyle = fyne.TextStyle{Bold: true}
			l.SetText("⏎ " + text)
		}
		confirm := widget.NewButton(lang.L("default.confirm"), func() { s.confirm(p) })
		confirm.Importance = widget.HighImportance
		other := widget.NewButton(lang.L("default.otherwise"), func() { s.otherwise(p) })
		s.box.Add(container.NewBorder(nil, nil, nil, container.NewHBox(confirm, other), l))
	}
	s.box.Refresh()
}

// confirmFirst is Enter: the first proposal's loss is confirmed.
func (s *defaultScreen) confirmFirst() {
	if len(s.proposals) > 0 {
		s.confirm(s.proposals[0])
	}
}

// confirm records the default with the arbiter's confirmation.
func (s *defaultScreen) confirm(p view.DefaultProposal) {
	cmd := Command{Kind: view.CmdDefault, Side: p.Side, Decision: view.DecisionConfirm, At: s.c.Now()}
	s.send(p.Board, cmd)
}

// otherwise asks why the player does not lose, and records the default
// proposed and overridden with that reason.
func (s *defaultScreen) otherwise(p view.DefaultProposal) {
	reason := s.c.keys.entry(false)
	reason.SetPlaceHolder(lang.L("default.reason_hint"))
	var d *dialog.FormDialog
	decide := func() {
		why := reason.Text
		if why == "" {
			s.c.ShowError(errorf("default.reason_needed", nil))
			return
		}
		d.Hide()
		at := s.c.Now()
		var err error
		s.c.command(func() {
			if _, err = s.c.backend.Do(p.Board, Command{Kind: view.CmdDefault, Side: p.Side, At: at}); err != nil {
				return
			}
			_, err = s.c.backend.Do(p.Board, Command{Kind: view.CmdDecide, Decision: view.DecisionOverride, Text: why, At: at})
		}, func() { s.done(err) })
	}
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("rounds.col.board"), widget.NewLabel(fmt.Sprintf("%d  %s", p.Board, p.Player))),
		widget.NewFormItem(lang.L("default.reason"), reason),
	}
	d = dialog.NewForm(lang.L("default.otherwise"), lang.L("dialog.record"), lang.L("dialog.cancel"), items, func(ok bool) {
		if ok {
			decide()
		}
	}, s.c.win)
	d.Resize(fyne.NewSize(620, 240))
	s.c.keys.show(d, decide)
	s.c.win.Canvas().Focus(reason)
}

func (s *defaultScreen) send(board int, cmd Command) {
	var err error
	s.c.command(func() { _, err = s.c.backend.Do(board, cmd) }, func() { s.done(err) })
}

// done shows a refusal, and the list as it is now.
func (s *defaultScreen) done(err error) {
	if err != nil {
		s.c.ShowError(errorText(err))
	}
	s.check(false)
}

// minutesSeconds writes a default time as the regulations do: 15:00, 0:00.
func minutesSeconds(d time.Duration) string {
	d = d.Round(time.Second)
	return fmt.Sprintf("%d:%02d", int(d/time.Minute), int(d%time.Minute/time.Second))
}
