package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// Preference keys of the pairing program the Round menu runs.
const (
	PrefPairingProgram = "pairing.program" // bbpPairings' executable or JaVaFo's .jar
	PrefPairingSystem  = "pairing.system"  // "dutch" or "burstein"
)

// pairingSystems are the systems the settings offer, in order.
var pairingSystems = []string{"dutch", "burstein"}

// PairingProgram is the pairing program the settings name.
func (s Settings) PairingProgram() view.PairingProgram {
	return view.PairingProgram{Path: s.prefs.String(PrefPairingProgram), System: s.prefs.StringWithFallback(PrefPairingSystem, "dutch")}
}

// SetPairingProgram names the pairing program.
func (s Settings) SetPairingProgram(p view.PairingProgram) {
	s.prefs.SetString(PrefPairingProgram, p.Path)
	s.prefs.SetString(PrefPairingSystem, p.System)
}

// programPairer returns the backend's pairing with a program, if it has it.
func (c *Console) programPairer() (view.ProgramPairer, bool) {
	if c.backend == nil {
		return nil, false
	}
	p, ok := c.backend.(view.ProgramPairer)
	return p, ok
}

// roundPlanner returns the backend's between-rounds entries, if it has them.
func (c *Console) roundPlanner() (view.RoundPlanner, bool) {
	if c.backend == nil {
		return nil, false
	}
	p, ok := c.backend.(view.RoundPlanner)
	return p, ok
}

// pairingMenu is the Round menu's items for pairing with the program and
// for the entries between rounds.
func (c *Console) pairingMenu(hasEvent bool) []*fyne.MenuItem {
	_, canPair := c.programPairer()
	_, canPlan := c.roundPlanner()
	pair := fyne.NewMenuItem(lang.L("rounds.pair"), c.pairNextRound)
	pair.Disabled = !canPair || !hasEvent
	between := fyne.NewMenuItem(lang.L("rounds.between"), c.showBetweenRounds)
	between.Disabled = !canPlan || !hasEvent
	program := fyne.NewMenuItem(lang.L("rounds.program"), func() { c.showPairingProgram(nil) })
	program.Disabled = !canPair
	return []*fyne.MenuItem{fyne.NewMenuItemSeparator(), pair, between, program}
}

// showPairingProgram asks for the pairing program and its system; then,
// if not nil, runs once they are saved.
func (c *Console) showPairingProgram(then func()) {
	current := c.settings.PairingProgram()
	path := widget.NewEntry()
	path.SetText(current.Path)
	path.SetPlaceHolder("/opt/bbpPairings/bbpPairings.exe")
	browse := widget.NewButton(lang.L("pairprog.browse"), func() {
		d := dialog.NewFileOpen(func(f fyne.URIReadCloser, err error) {
			if err != nil || f == nil {
				return
			}
			f.Close()
			path.SetText(f.URI().Path())
		}, c.win)
		d.Show()
		d.Resize(fyne.NewSize(900, 640))
	})
	labels := make([]string, len(pairingSystems))
	for i, s := range pairingSystems {
		labels[i] = lang.L("pairprog.system." + s)
	}
	system := widget.NewRadioGroup(labels, nil)
	system.Horizontal = true
	system.SetSelected(labels[0])
	for i, s := range pairingSystems {
		if s == current.System {
			system.SetSelected(labels[i])
		}
	}
	hint := widget.NewLabel(lang.L("pairprog.path.hint"))
	hint.Wrapping = fyne.TextWrapWord
	form := widget.NewForm(
		widget.NewFormItem(lang.L("pairprog.path"), container.NewBorder(nil, nil, nil, browse, path)),
		widget.NewFormItem(lang.L("pairprog.system"), system),
	)
	save := func() {
		p := view.PairingProgram{Path: strings.TrimSpace(path.Text), System: "dutch"}
		for i, l := range labels {
			if l == system.Selected {
				p.System = pairingSystems[i]
			}
		}
		c.settings.SetPairingProgram(p)
		if then != nil && p.Path != "" {
			then()
		}
	}
	d := dialog.NewCustomConfirm(lang.L("pairprog.title"), lang.L("pairprog.save"), lang.L("dialog.cancel"),
		container.NewVBox(form, hint), func(ok bool) {
			if ok {
				save()
			}
		}, c.win)
	d.Resize(fyne.NewSize(760, 280))
	c.keys.show(d, func() { d.Hide(); save() })
	c.win.Canvas().Focus(path)
}

// pairNextRound runs the pairing program on the event and shows its
// pairing for the arbiter to confirm; without a program set, it asks for
// one first.
func (c *Console) pairNextRound() {
	p, ok := c.programPairer()
	if !ok {
		return
	}
	prog := c.settings.PairingProgram()
	if prog.Path == "" {
		c.showPairingProgram(c.pairNextRound)
		return
	}
	var proposal view.PairingProposal
	var err error
	c.command(func() { proposal, err = p.ProposePairing(prog) }, func() {
		if err != nil {
			c.ShowError(err)
			return
		}
		c.showProposal(p, proposal)
	})
}

// proposalText lays the proposed round out as the pairing list posted on
// the wall: board, White, Black with start ranks and points, then the
// players the round leaves out.
func proposalText(p view.PairingProposal) string {
	var b strings.Builder
	player := func(pl view.PairingPlayer) string {
		return fmt.Sprintf("%3d %-26s %5s", pl.StartRank, clip(pl.Name, 26), pl.Points)
	}
	fmt.Fprintf(&b, "%5s  %-36s  %-36s\n", lang.L("pairprog.board"), lang.L("pairprog.white"), lang.L("pairprog.black"))
	for _, bd := range p.Boards {
		black := lang.L("pairprog.bye")
		if bd.Black.StartRank != 0 {
			black = player(bd.Black)
		}
		fmt.Fprintf(&b, "%5d  %-36s  %s\n", bd.Board, player(bd.White), black)
	}
	if len(p.Byes) > 0 {
		fmt.Fprintf(&b, "\n%s\n", lang.L("pairprog.excused"))
		for _, bye := range p.Byes {
			fmt.Fprintf(&b, "       %-36s  %s\n", player(bye.Player), byeText(bye.Kind, bye.Withdrawn, bye.Absent))
		}
	}
	return b.String()
}

// byeText says why a player is not paired in a round: his bye, his
// withdrawal, or his default in round absent (6.7.1).
func byeText(kind view.ByeKind, withdrawn bool, absent int) string {
	switch {
	case withdrawn:
		return lang.L("between.kind.withdraw")
	case absent > 0:
		return lang.L("pairprog.absent", map[string]any{"Round": absent})
	}
	return lang.L("pairing.bye." + string(kind))
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// showProposal shows the program's pairing; the arbiter stores it or not.
func (c *Console) showProposal(p view.ProgramPairer, proposal view.PairingProposal) {
	grid := widget.NewTextGrid()
	grid.SetText(proposalText(proposal))
	title := lang.L("pairprog.proposal.title", map[string]any{"Round": proposal.Round, "Program": proposal.Program,
		"System": lang.L("pairprog.system." + proposal.System)})
	var d *dialog.ConfirmDialog
	absent := container.NewVBox()
	if planner, ok := c.roundPlanner(); ok {
		// A player defaulted in the round before is left out; the arbiter
		// may pair him after all or withdraw him, and the program pairs
		// again.
		again := func(err error) {
			if err != nil {
				c.ShowError(err)
				return
			}
			d.Hide()
			c.pairNextRound()
		}
		// The planner's call goes to the store off the UI goroutine.
		send := func(act func() error) {
			var err error
			c.command(func() { err = act() }, func() { again(err) })
		}
		for _, bye := range proposal.Byes {
			if bye.Absent == 0 || bye.Withdrawn {
				continue
			}
			rank, round := bye.Player.StartRank, proposal.Round
			text := fmt.Sprintf("%d %s — %s", rank, bye.Player.Name, lang.L("pairprog.absent", map[string]any{"Round": bye.Absent}))
			absent.Add(container.NewBorder(nil, nil, nil, container.NewHBox(
				widget.NewButton(lang.L("between.absent.pair"), func() { send(func() error { return planner.CancelBye(rank, round) }) }),
				widget.NewButton(lang.L("between.absent.withdraw"), func() { send(func() error { return planner.Withdraw(rank, round) }) }),
			), widget.NewLabel(text)))
		}
	}
	body := container.NewBorder(widget.NewLabel(lang.L("pairprog.proposal.hint")), absent, nil, nil, container.NewScroll(grid))
	d = dialog.NewCustomConfirm(title, lang.L("pairprog.confirm"), lang.L("dialog.cancel"), body, func(ok bool) {
		if ok {
			c.confirmProposal(p, proposal)
		}
	}, c.win)
	d.Resize(fyne.NewSize(1000, 720))
	c.keys.show(d, func() { d.Hide(); c.confirmProposal(p, proposal) })
}

func (c *Console) confirmProposal(p view.ProgramPairer, proposal view.PairingProposal) {
	var n int
	var err error
	c.command(func() { n, err = p.ConfirmPairing(proposal) }, func() {
		if err != nil {
			c.ShowError(err)
			return
		}
		c.dropView()
		c.refresh()
		games := 0
		for _, b := range proposal.Boards {
			if b.Black.StartRank != 0 {
				games++
			}
		}
		c.notify(lang.L("rounds.pair"), lang.L("pairprog.stored", map[string]any{"Round": n, "Boards": games}))
	})
}

// betweenKinds are what the arbiter enters for a player and a coming round.
var betweenKinds = []string{"half", "zero", "withdraw"}

// showBetweenRounds is the window of the entries between rounds: a bye
// granted for a coming round (half- or zero-point), a withdrawal from a
// round on, a late entry; with what is entered so far. The planner reads
// and writes the store, which may be a server's: its calls run off the
// UI goroutine, one after the other, each followed by a read of the
// entries, which the window then shows.
func (c *Console) showBetweenRounds() {
	planner, ok := c.roundPlanner()
	if !ok {
		return
	}
	typer, _ := c.pairingTyper()
	win := c.app.NewWindow(lang.L("between.title"))
	queue := &commandQueue{c: c}
	var options []string
	var ranks []int
	player := widget.NewSelect(nil, nil)
	player.PlaceHolder = lang.L("between.player.placeholder")
	round := widget.NewEntry()
	kindLabels := make([]string, len(betweenKinds))
	for i, k := range betweenKinds {
		kindLabels[i] = lang.L("between.kind." + k)
	}
	kind := widget.NewRadioGroup(kindLabels, nil)
	kind.SetSelected(kindLabels[0])
	list := container.NewVBox()
	var body *container.Scroll // the window's, once built
	var show func([]view.ComingEntry)
	// send runs act, one of the planner's commands, then reads the
	// entries; back on the UI goroutine it shows act's error or runs
	// then, and shows the entries.
	send := func(act func() error, then func()) {
		var coming []view.ComingEntry
		queue.add(func() error {
			err := act()
			coming = planner.ComingEntries()
			return err
		}, func(err error) {
			if err != nil {
				dialog.ShowError(errorText(err), win)
			} else if then != nil {
				then()
			}
			show(coming)
		})
	}
	show = func(coming []view.ComingEntry) {
		list.Objects = nil
		if len(coming) == 0 {
			list.Add(widget.NewLabel(lang.L("between.none")))
		}
		for _, e := range coming {
			what := byeText(e.Kind, e.Withdrawn, e.Absent)
			text := lang.L("between.entry", map[string]any{"Round": e.Round, "Rank": e.Player.StartRank, "Name": e.Player.Name, "What": what})
			row := container.NewBorder(nil, nil, nil, nil, widget.NewLabel(text))
			rank, from := e.Player.StartRank, e.Round
			switch {
			case e.Absent > 0:
				row = container.NewBorder(nil, nil, nil, container.NewHBox(
					widget.NewButton(lang.L("between.absent.pair"), func() { send(func() error { return planner.CancelBye(rank, from) }, nil) }),
					widget.NewButton(lang.L("between.absent.withdraw"), func() { send(func() error { return planner.Withdraw(rank, from) }, nil) }),
				), widget.NewLabel(text))
			case !e.Withdrawn:
				row = container.NewBorder(nil, nil, nil, widget.NewButton(lang.L("between.cancel"), func() {
					send(func() error { return planner.CancelBye(rank, from) }, nil)
				}), widget.NewLabel(text))
			}
			list.Add(row)
		}
		if body != nil { // the fields below the list move with its length
			body.Content.Refresh()
			body.Refresh()
		}
	}
	enter := widget.NewButton(lang.L("between.enter"), func() {
		i := player.SelectedIndex()
		n, err := strconv.Atoi(strings.TrimSpace(round.Text))
		switch {
		case i < 0:
			dialog.ShowError(errorText(errorf("between.error.player", nil)), win)
			return
		case err != nil || n < 1:
			dialog.ShowError(errorText(errorf("between.error.round", map[string]any{"Text": round.Text})), win)
			return
		}
		rank := ranks[i]
		switch betweenKinds[kindIndex(kind, kindLabels)] {
		case "half":
			send(func() error { return planner.GrantBye(rank, n, view.ByeHalf) }, nil)
		case "zero":
			send(func() error { return planner.GrantBye(rank, n, view.ByeZero) }, nil)
		case "withdraw":
			send(func() error { return planner.Withdraw(rank, n) }, nil)
		}
	})
	form := widget.NewForm(
		widget.NewFormItem(lang.L("between.player"), player),
		widget.NewFormItem(lang.L("between.round"), round),
		widget.NewFormItem(lang.L("between.kind"), kind),
	)
	late := lateEntryForm(win, planner, send, func(name string, rank int) {
		options = append(options, fmt.Sprintf("%d %s", rank, name))
		ranks = append(ranks, rank)
		player.SetOptions(options)
		dialog.ShowInformation(lang.L("between.late"), lang.L("between.late.added", map[string]any{"Name": name, "Rank": rank}), win)
	})
	content := container.NewVBox(
		widget.NewLabelWithStyle(lang.L("between.entries"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), list,
		widget.NewSeparator(), form, container.NewHBox(enter),
		widget.NewSeparator(), widget.NewLabelWithStyle(lang.L("between.late"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), late,
	)
	body = container.NewScroll(content)
	win.SetContent(container.NewBorder(nil, container.NewHBox(widget.NewButton(lang.L("dialog.close"), win.Close)), nil, nil, body))
	win.Resize(fyne.NewSize(900, 760))
	win.Show()
	// The players and the next round's number, then the entries.
	var next int
	var players []view.PairingPlayer
	send(func() error {
		next = planner.NextRound()
		if typer != nil {
			players = typer.PairingPlayers()
		}
		return nil
	}, func() {
		for _, p := range players {
			options = append(options, fmt.Sprintf("%d %s", p.StartRank, p.Name))
			ranks = append(ranks, p.StartRank)
		}
		player.SetOptions(options)
		if round.Text == "" {
			round.SetText(strconv.Itoa(next))
		}
	})
}

func kindIndex(r *widget.RadioGroup, labels []string) int {
	for i, l := range labels {
		if l == r.Selected {
			return i
		}
	}
	return 0
}

// lateEntryForm takes a player who joins between rounds; send runs the
// planner's call off the UI goroutine (showBetweenRounds), and added
// follows once he is in.
func lateEntryForm(win fyne.Window, planner view.RoundPlanner, send func(act func() error, then func()), added func(name string, rank int)) fyne.CanvasObject {
	name, rating, fide, fed, title := widget.NewEntry(), widget.NewEntry(), widget.NewEntry(), widget.NewEntry(), widget.NewEntry()
	name.SetPlaceHolder(lang.L("between.late.name.placeholder"))
	form := widget.NewForm(
		widget.NewFormItem(lang.L("between.late.name"), name),
		widget.NewFormItem(lang.L("between.late.rating"), rating),
		widget.NewFormItem(lang.L("between.late.fide"), fide),
		widget.NewFormItem(lang.L("between.late.federation"), fed),
		widget.NewFormItem(lang.L("between.late.title"), title),
	)
	add := widget.NewButton(lang.L("between.late.add"), func() {
		p := view.NewPlayer{Name: strings.TrimSpace(name.Text), Federation: strings.TrimSpace(fed.Text), Title: strings.ToUpper(strings.TrimSpace(title.Text))}
		var err error
		if t := strings.TrimSpace(rating.Text); t != "" {
			if p.Rating, err = strconv.Atoi(t); err != nil || p.Rating < 0 {
				dialog.ShowError(errorText(errorf("between.error.rating", map[string]any{"Text": t})), win)
				return
			}
		}
		if t := strings.TrimSpace(fide.Text); t != "" {
			if p.FIDEID, err = strconv.ParseInt(t, 10, 64); err != nil || p.FIDEID < 0 {
				dialog.ShowError(errorText(errorf("between.error.fide", map[string]any{"Text": t})), win)
				return
			}
		}
		var rank int
		send(func() error {
			var err error
			rank, err = planner.AddLateEntry(p)
			return err
		}, func() {
			for _, e := range []*widget.Entry{name, rating, fide, fed, title} {
				e.SetText("")
			}
			added(p.Name, rank)
		})
	})
	return container.NewVBox(form, container.NewHBox(add))
}

// askTimeControl asks once per event for the time control its imported
// file did not say readably; the event's boards open once it is given.
func (c *Console) askTimeControl() {
	ev, ok := c.event()
	if !ok || !ev.NeedsTimeControl || c.askedTimeControl[ev.Name] {
		return
	}
	setter, ok := c.backend.(view.TimeControlSetter)
	if !ok {
		return
	}
	if c.askedTimeControl == nil {
		c.askedTimeControl = map[string]bool{}
	}
	c.askedTimeControl[ev.Name] = true
	entry := widget.NewEntry()
	entry.SetPlaceHolder(lang.L("tc.ask.placeholder")) // a form engine/clock reads, in the language
	text := widget.NewLabel(lang.L("tc.ask.text", map[string]any{"Event": ev.Name}))
	text.Wrapping = fyne.TextWrapWord
	set := func() {
		var err error
		c.command(func() { err = setter.SetTimeControl(entry.Text) }, func() {
			if err != nil {
				c.ShowError(err)
				delete(c.askedTimeControl, ev.Name) // ask again
				return
			}
			c.dropView()
			c.refresh()
		})
	}
	d := dialog.NewCustomConfirm(lang.L("tc.ask.title"), lang.L("tc.ask.set"), lang.L("dialog.cancel"),
		container.NewVBox(text, entry), func(ok bool) {
			if ok {
				set()
			}
		}, c.win)
	d.Resize(fyne.NewSize(720, 240))
	c.keys.show(d, func() { d.Hide(); set() })
}
