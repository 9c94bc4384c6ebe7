package ui

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// pairingTyper returns the backend's typed pairings, if it has them.
func (c *Console) pairingTyper() (view.PairingTyper, bool) {
	if c.backend == nil {
		return nil, false
	}
	p, ok := c.backend.(view.PairingTyper)
	return p, ok
}

// pairingForm is the window in which the arbiter types the next round's
// pairings: White and Black per board, a forfeit known already, and the
// byes. The backend checks and stores them.
type pairingForm struct {
	c       *Console
	typer   view.PairingTyper
	win     fyne.Window
	options []string // "7 Gran, Per", as a player is offered
	boards  []boardFields
	byes    []byeFields
	rows    *fyne.Container
}

type boardFields struct {
	white, black *widget.SelectEntry
	forfeit      *widget.Select
}

type byeFields struct {
	player *widget.SelectEntry
	kind   *widget.Select
}

// byeKindLabels are the form's names of the bye kinds, in view.ByeKinds'
// order.
func byeKindLabels() []string {
	out := make([]string, len(view.ByeKinds))
	for i, k := range view.ByeKinds {
		out[i] = lang.L("pairing.bye." + string(k))
	}
	return out
}

// showTypePairings opens the pairing form for the next round.
func (c *Console) showTypePairings() {
	p, ok := c.pairingTyper()
	if !ok {
		return
	}
	// The next round is paired once the current one is closed: say so
	// before the arbiter types every board. Both reads go to the store,
	// off the UI goroutine.
	var err error
	var players []view.PairingPlayer
	c.offUI(func() {
		if _, err = p.CheckPairings(view.TypedRound{}); err == nil || !isOpenRound(err) {
			err = nil
			players = p.PairingPlayers()
		}
	}, func() {
		if err != nil {
			c.ShowError(err)
			return
		}
		c.openPairingForm(p, players)
	})
}

// isOpenRound reports whether err refuses a pairing because the current
// round is not closed.
func isOpenRound(err error) bool {
	var refusal *view.Refusal
	return errors.As(err, &refusal) && refusal.Key == "round.err.open"
}

// openPairingForm opens the pairing form on the event's players.
func (c *Console) openPairingForm(p view.PairingTyper, players []view.PairingPlayer) {
	ev, _ := c.event()
	f := &pairingForm{c: c, typer: p, win: c.app.NewWindow(lang.L("pairing.title", map[string]any{"Round": ev.Round + 1}))}
	list := widget.NewTextGrid()
	var lines []string
	for _, pl := range players {
		f.options = append(f.options, fmt.Sprintf("%d %s", pl.StartRank, pl.Name))
		lines = append(lines, fmt.Sprintf("%3d  %-28s %4d  %s", pl.StartRank, pl.Name, pl.Rating, pl.Points))
	}
	list.SetText(strings.Join(lines, "\n"))
	bold := fyne.TextStyle{Bold: true}
	f.rows = container.NewVBox(container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(96, 36), widget.NewLabel("")),
		container.NewGridWrap(fyne.NewSize(130, 36), widget.NewLabelWithStyle(lang.L("pairing.forfeit"), fyne.TextAlignLeading, bold)),
		container.NewGridWithColumns(2, widget.NewLabelWithStyle(lang.L("side.white"), fyne.TextAlignLeading, bold),
			widget.NewLabelWithStyle(lang.L("side.black"), fyne.TextAlignLeading, bold))))
	for range len(players) / 2 {
		f.addBoard()
	}
	if len(players)%2 == 1 {
		f.addBye(view.ByePairing)
	}
	help := widget.NewLabel(lang.L("pairing.help"))
	help.Wrapping = fyne.TextWrapWord
	store := widget.NewButton(lang.L("pairing.store"), f.store)
	store.Importance = widget.HighImportance
	buttons := container.NewHBox(
		widget.NewButton(lang.L("pairing.add_board"), func() { f.addBoard() }),
		widget.NewButton(lang.L("pairing.add_bye"), func() { f.addBye(view.ByeHalf) }),
		store,
		widget.NewButton(lang.L("dialog.cancel"), f.win.Close))
	side := container.NewBorder(widget.NewLabelWithStyle(lang.L("pairing.players"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		nil, nil, nil, container.NewScroll(list))
	main := container.NewBorder(help, buttons, nil, nil, container.NewVScroll(f.rows))
	split := container.NewHSplit(main, side)
	split.Offset = 0.68
	f.win.SetContent(split)
	f.win.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault},
		func(fyne.Shortcut) { f.store() })
	f.win.Resize(fyne.NewSize(1180, 720))
	f.win.Show()
	if len(f.boards) > 0 {
		f.win.Canvas().Focus(f.boards[0].white)
	}
}

func (f *pairingForm) playerField() *widget.SelectEntry {
	e := widget.NewSelectEntry(f.options)
	e.SetPlaceHolder(lang.L("pairing.player_hint"))
	return e
}

// addBoard adds an empty board at the end.
func (f *pairingForm) addBoard() {
	b := boardFields{white: f.playerField(), black: f.playerField(),
		forfeit: widget.NewSelect(append([]string{lang.L("pairing.played")}, view.Forfeits...), nil)}
	b.forfeit.SetSelectedIndex(0)
	f.boards = append(f.boards, b)
	label := widget.NewLabelWithStyle(lang.L("pairing.board", map[string]any{"Board": len(f.boards)}), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	f.rows.Add(container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(96, 36), label), container.NewGridWrap(fyne.NewSize(130, 36), b.forfeit),
		container.NewGridWithColumns(2, b.white, b.black)))
}

// addBye adds an empty bye line at the end.
func (f *pairingForm) addBye(kind view.ByeKind) {
	labels := byeKindLabels()
	y := byeFields{player: f.playerField(), kind: widget.NewSelect(labels, nil)}
	for i, k := range view.ByeKinds {
		if k == kind {
			y.kind.SetSelectedIndex(i)
		}
	}
	f.byes = append(f.byes, y)
	label := widget.NewLabelWithStyle(lang.L("pairing.bye_line", map[string]any{"Line": len(f.byes)}), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	f.rows.Add(container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(96, 36), label), nil,
		container.NewGridWithColumns(2, y.player, y.kind)))
}

// round is what the form holds; an empty board or bye line is left out
// only at the end, so that the boards keep the numbers shown.
func (f *pairingForm) round() view.TypedRound {
	var r view.TypedRound
	last := len(f.boards)
	for last > 0 && strings.TrimSpace(f.boards[last-1].white.Text+f.boards[last-1].black.Text) == "" {
		last--
	}
	for _, b := range f.boards[:last] {
		tb := view.TypedBoard{White: b.white.Text, Black: b.black.Text}
		if i := b.forfeit.SelectedIndex(); i > 0 {
			tb.Forfeit = view.Forfeits[i-1]
		}
		r.Boards = append(r.Boards, tb)
	}
	for _, y := range f.byes {
		if strings.TrimSpace(y.player.Text) == "" {
			continue
		}
		kind := view.ByeHalf
		if i := y.kind.SelectedIndex(); i >= 0 {
			kind = view.ByeKinds[i]
		}
		r.Byes = append(r.Byes, view.TypedBye{Player: y.player.Text, Kind: kind})
	}
	return r
}

// store checks the round; warnings are shown for the arbiter to store
// anyway or go back; then the round is stored.
func (f *pairingForm) store() {
	r := f.round()
	var warnings []view.Message
	var err error
	f.c.command(func() { warnings, err = f.typer.CheckPairings(r) }, func() {
		if err != nil {
			dialog.ShowError(errorText(err), f.win)
			return
		}
		if len(warnings) == 0 {
			f.save(r)
			return
		}
		var lines []string
		for _, w := range warnings {
			lines = append(lines, "• "+lang.L(w.Key, w.Params))
		}
		text := widget.NewLabel(strings.Join(lines, "\n"))
		text.Wrapping = fyne.TextWrapWord
		d := dialog.NewCustomConfirm(lang.L("pairing.warnings"), lang.L("pairing.store_anyway"), lang.L("pairing.back"),
			container.NewVScroll(text), func(ok bool) {
				if ok {
					f.save(r)
				}
			}, f.win)
		d.Resize(fyne.NewSize(720, 360))
		d.Show()
	})
}

func (f *pairingForm) save(r view.TypedRound) {
	var n int
	var err error
	f.c.command(func() { n, err = f.typer.TypePairings(r) }, func() {
		if err != nil {
			dialog.ShowError(errorText(err), f.win)
			return
		}
		f.win.Close()
		f.c.dropView()
		f.c.refresh()
		f.c.notify(lang.L("pairing.done.title"), lang.L("pairing.done", map[string]any{"Round": n, "Boards": len(r.Boards), "Byes": len(r.Byes)}))
	})
}
