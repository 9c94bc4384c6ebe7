package ui

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// rounds returns the backend's round lifecycle, if it has one.
func (c *Console) rounds() (view.Rounds, bool) {
	if c.backend == nil {
		return nil, false
	}
	r, ok := c.backend.(view.Rounds)
	return r, ok
}

// roundMenu is the Round menu: import the pairing program's file, start
// the round, the round table, the standings, close the round.
func (c *Console) roundMenu() *fyne.Menu {
	_, hasRounds := c.rounds()
	_, hasEvent := c.event()
	items := []*fyne.MenuItem{
		fyne.NewMenuItem(lang.L("rounds.import"), c.importPairings),
		fyne.NewMenuItem(lang.L("rounds.start"), c.startRound),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("rounds.table"), c.showRoundTable),
		fyne.NewMenuItem(lang.L("standings.window"), c.showStandings),
	}
	for _, it := range items {
		it.Disabled = !hasRounds || !hasEvent
	}
	items = append(items, c.roundMenuMore(hasEvent)...)
	items = append(items, c.pairingMenu(hasEvent)...)
	return fyne.NewMenu(lang.L("menu.round"), items...)
}

// importPairings reads the TRF the pairing program wrote for the next round.
func (c *Console) importPairings() {
	r, ok := c.rounds()
	if !ok {
		return
	}
	d := dialog.NewFileOpen(func(f fyne.URIReadCloser, err error) {
		if err != nil {
			c.ShowError(err)
			return
		}
		if f == nil {
			return
		}
		name := f.URI().Name()
		var n int
		c.command(func() {
			defer f.Close()
			n, err = r.ImportPairings(name, f)
		}, func() {
			if err != nil {
				c.ShowError(err)
				return
			}
			c.dropView()
			c.refresh()
			c.notify(lang.L("rounds.import"), lang.L("rounds.import.done", map[string]any{"Round": n, "File": name}))
		})
	}, c.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".trf", ".txt", ".TRF"}))
	d.Show()
	d.Resize(fyne.NewSize(900, 640))
}

// startRound starts White's clock on every board at once (6.6).
func (c *Console) startRound() {
	r, ok := c.rounds()
	if !ok {
		return
	}
	at := c.Now()
	var skipped map[int]string
	var err error
	c.command(func() { skipped, err = r.StartRound(at) }, func() {
		if err != nil {
			c.ShowError(err)
			return
		}
		c.notify(lang.L("rounds.start"), roundStarted(skipped))
	})
}

// roundStarted says that the round started, and on which boards it did not.
func roundStarted(skipped map[int]string) string {
	text := lang.L("rounds.start.done")
	if len(skipped) > 0 {
		boards := make([]int, 0, len(skipped))
		for b := range skipped {
			boards = append(boards, b)
		}
		slices.Sort(boards)
		var lines []string
		for _, b := range boards {
			lines = append(lines, fmt.Sprintf("%d: %s", b, skipped[b]))
		}
		text += "\n" + lang.L("rounds.start.skipped", map[string]any{"Boards": strings.Join(lines, "; ")})
	}
	return text
}

// closeRoundOverride asks for the reason to close a round with games
// unfinished, and closes it.
func (c *Console) closeRoundOverride(cause error) {
	r, ok := c.rounds()
	if !ok {
		c.ShowError(cause)
		return
	}
	reason := widget.NewEntry()
	text := widget.NewLabel(lang.L("rounds.override.text", map[string]any{"Error": errorText(cause).Error()}))
	text.Wrapping = fyne.TextWrapWord
	items := []*widget.FormItem{widget.NewFormItem("", text), widget.NewFormItem(lang.L("rounds.override.reason"), reason)}
	d := dialog.NewForm(lang.L("rounds.override.title"), lang.L("rounds.override.button"), lang.L("dialog.cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		ev, _ := c.backend.Event()
		why := reason.Text
		var path string
		var err error
		c.command(func() { path, err = r.CloseRoundOverride(why) }, func() {
			if err != nil {
				c.ShowError(err)
				return
			}
			c.notify(lang.L("round.close.title"), lang.L("round.close.done", map[string]any{"Round": ev.Round, "Path": path}))
		})
	}, c.win)
	d.Resize(fyne.NewSize(620, 300))
	d.Show()
}

// roundTable builds the round table: every board and bye, the missing
// results first; choosing a board offers to correct its result.
func (c *Console) roundTable(r view.Rounds, win fyne.Window) (fyne.CanvasObject, func()) {
	var tv view.RoundTableView
	title := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	cols := []string{lang.L("rounds.col.board"), lang.L("rounds.col.white"), lang.L("rounds.col.black"), lang.L("rounds.col.result"), lang.L("rounds.col.arbiter")}
	widths := []float32{80, 300, 300, 140, 180}
	table := widget.NewTableWithHeaders(
		func() (int, int) { return len(tv.Rows), len(cols) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(id widget.TableCellID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			row := tv.Rows[id.Row]
			l.TextStyle = fyne.TextStyle{Bold: row.Missing}
			l.SetText(roundCell(row, id.Col))
		})
	table.ShowHeaderColumn = false
	table.CreateHeader = func() fyne.CanvasObject { return widget.NewLabel("") }
	table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		if id.Col >= 0 {
			o.(*widget.Label).SetText(cols[id.Col])
		}
	}
	for i, w := range widths {
		table.SetColumnWidth(i, w)
	}
	reader := &storeReader{c: c}
	reload := func() {
		var got view.RoundTableView
		reader.read(func() { got = r.RoundTable() }, func() {
			tv = got
			t := lang.L("rounds.table.title", map[string]any{"Round": tv.Round})
			if tv.Closed {
				t += " (" + lang.L("rounds.table.closed") + ")"
			}
			title.SetText(t)
			table.Refresh()
		})
	}
	table.OnSelected = func(id widget.TableCellID) {
		table.UnselectAll()
		if id.Row < len(tv.Rows) && tv.Rows[id.Row].Board > 0 {
			c.correctResult(r, tv.Rows[id.Row], win, reload)
		}
	}
	reload()
	return container.NewBorder(title, nil, nil, nil, table), reload
}

// roundCell is one cell of the round table.
func roundCell(row view.RoundRow, col int) string {
	switch col {
	case 0:
		if row.Board == 0 {
			return lang.L("rounds.bye")
		}
		return fmt.Sprint(row.Board)
	case 1:
		return row.White
	case 2:
		return row.Black
	case 4:
		return row.Arbiter
	}
	if row.Missing {
		return "— " + lang.L("rounds.missing")
	}
	return row.Result
}

// showRoundTable opens the round table in its own window.
func (c *Console) showRoundTable() {
	r, ok := c.rounds()
	if !ok {
		return
	}
	c.showFollowing(lang.L("rounds.table"), fyne.NewSize(1060, 560), false, func(w fyne.Window) (fyne.CanvasObject, func()) {
		return c.roundTable(r, w)
	})
}

// correctResult asks for a board's new result and the reason.
func (c *Console) correctResult(r view.Rounds, row view.RoundRow, win fyne.Window, done func()) {
	result := widget.NewSelectEntry([]string{"1-0", "0-1", "1/2-1/2", "+/-", "-/+", "-/-", "0-0"})
	result.SetText(row.Result)
	reason := widget.NewEntry()
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("rounds.col.board"), widget.NewLabel(fmt.Sprintf("%d  %s – %s", row.Board, row.White, row.Black))),
		widget.NewFormItem(lang.L("rounds.correct.result"), result),
		widget.NewFormItem(lang.L("rounds.correct.reason"), reason),
	}
	d := dialog.NewForm(lang.L("rounds.correct"), lang.L("dialog.record"), lang.L("dialog.cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		res, why := result.Text, reason.Text
		var err error
		c.command(func() { _, err = r.CorrectResult(row.Board, res, why) }, func() {
			if err != nil {
				dialog.ShowError(errorText(err), win)
				return
			}
			done()
		})
	}, win)
	d.Resize(fyne.NewSize(620, 300))
	d.Show()
}

// standingsView builds the standings: the tie-break acronyms the arbiter
// picks for the event, the table, and the printable files.
func (c *Console) standingsView(r view.Rounds, win fyne.Window) (fyne.CanvasObject, func()) {
	var sv view.StandingsView
	var showStandings func(view.StandingsView, error)
	var err error // of reading the tie-breaks kept
	title := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	rules := widget.NewLabel("")
	entry := widget.NewEntry()
	entry.SetPlaceHolder("BH,BH-C1,SB,WIN,DE")
	ev, _ := c.event()
	byDate := lang.L("standings.rules.by_date")
	edition := widget.NewSelect([]string{byDate, "2024", "2026"}, nil)
	edition.SetSelected(byDate)
	rulesChosen := func() string {
		if edition.Selected == byDate {
			return ""
		}
		return edition.Selected
	}
	header := func() []string {
		h := []string{lang.L("standings.col.rank"), lang.L("standings.col.no"), lang.L("standings.col.name"), lang.L("standings.col.pts")}
		return append(h, sv.TieBreaks...)
	}
	table := widget.NewTableWithHeaders(
		func() (int, int) { return len(sv.Rows), 4 + len(sv.TieBreaks) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(id widget.TableCellID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(standingCell(sv, id.Row, id.Col))
		})
	table.ShowHeaderColumn = false
	table.CreateHeader = func() fyne.CanvasObject { return widget.NewLabel("") }
	table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		if h := header(); id.Col >= 0 && id.Col < len(h) {
			o.(*widget.Label).SetText(h[id.Col])
		}
	}
	acronyms := func() []string {
		var tbs []string
		for _, f := range strings.Split(entry.Text, ",") {
			if f = strings.ToUpper(strings.TrimSpace(f)); f != "" {
				tbs = append(tbs, f)
			}
		}
		return tbs
	}
	reader := &storeReader{c: c}
	reload := func() {
		var v view.StandingsView
		var err error
		tbs, rules := acronyms(), rulesChosen()
		reader.read(func() { v, err = r.Standings(tbs, rules) }, func() { showStandings(v, err) })
	}
	showStandings = func(v view.StandingsView, err error) {
		if err != nil {
			dialog.ShowError(errorText(err), win)
			return
		}
		sv = v
		title.SetText(lang.L("standings.title", map[string]any{"Round": sv.Round}))
		rules.SetText(lang.L("standings.rules", map[string]any{"Rules": sv.Rules}))
		table.SetColumnWidth(0, 64)
		table.SetColumnWidth(1, 56)
		table.SetColumnWidth(2, 260)
		for i := 3; i < 4+len(sv.TieBreaks); i++ {
			table.SetColumnWidth(i, 76)
		}
		table.Refresh()
	}
	apply := widget.NewButton(lang.L("standings.apply"), func() {
		var err error
		tbs, rules := acronyms(), rulesChosen()
		c.offUI(func() { err = keepTieBreakChoice(r, tbs, rules) }, func() {
			if err != nil {
				dialog.ShowError(errorText(err), win)
				return
			}
			reload()
		})
	})
	save := func(format, ext string) func() {
		return func() {
			d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
				if err != nil {
					dialog.ShowError(errorText(err), win)
					return
				}
				if w == nil {
					return
				}
				tbs, rules := acronyms(), rulesChosen()
				c.offUI(func() {
					err = writeAndClose(w, func(out io.Writer) error { return r.WriteStandings(format, tbs, rules, out) })
				}, func() {
					if err != nil {
						dialog.ShowError(errorText(err), win)
					}
				})
			}, win)
			d.SetFileName(fmt.Sprintf("%s-standings-round%d%s", fileStem(ev.Name), sv.Round, ext))
			d.Show()
			d.Resize(fyne.NewSize(900, 640))
		}
	}
	buttons := container.NewHBox(edition, apply, widget.NewButton(lang.L("standings.print"), save("html", ".html")),
		widget.NewButton(lang.L("standings.csv"), save("csv", ".csv")))
	top := container.NewVBox(title,
		container.NewBorder(nil, nil, widget.NewLabel(lang.L("standings.tiebreaks")), buttons, entry), rules)
	// The tie-breaks kept with the event, then the standings by them.
	var kept []string
	var keptRules string
	reader.read(func() { kept, keptRules, err = eventTieBreakChoice(r) }, func() {
		if err != nil {
			dialog.ShowError(errorText(err), win)
		}
		entry.SetText(strings.Join(kept, ","))
		if keptRules != "" {
			edition.SetSelected(keptRules)
		}
		reload()
	})
	return container.NewBorder(top, nil, nil, nil, table), reload
}

// standingCell is one cell of the standings table.
func standingCell(sv view.StandingsView, row, col int) string {
	if row >= len(sv.Rows) {
		return ""
	}
	s := sv.Rows[row]
	switch col {
	case 0:
		if row > 0 && sv.Rows[row-1].Rank == s.Rank {
			return "" // a shared rank is written once
		}
		return fmt.Sprint(s.Rank)
	case 1:
		return fmt.Sprint(s.StartRank)
	case 2:
		return s.Name
	case 3:
		return s.Points
	}
	if k := col - 4; k < len(s.TieBreaks) {
		return s.TieBreaks[k]
	}
	return ""
}

// showStandings opens the standings in their own window.
func (c *Console) showStandings() {
	r, ok := c.rounds()
	if !ok {
		return
	}
	c.showFollowing(lang.L("standings.window"), fyne.NewSize(1200, 600), false, func(w fyne.Window) (fyne.CanvasObject, func()) {
		return c.standingsView(r, w)
	})
}

// showFollowing opens a window on the content build makes for it, which
// reloads while the window is open after each change of the backend that
// may alter a result, or after every change when everyChange.
func (c *Console) showFollowing(title string, size fyne.Size, everyChange bool, build func(fyne.Window) (fyne.CanvasObject, func())) {
	w := c.app.NewWindow(title)
	content, reload := build(w)
	w.SetContent(content)
	w.Resize(size)
	open, b := true, c.backend
	w.SetOnClosed(func() { open = false })
	// A move changes no round table nor standings: a change re-reads them
	// when it may touch anything or ends a game, which the board's tile,
	// kept in memory by the backend, tells.
	var ends gameEnds
	if !everyChange {
		ends.remember(b.Boards())
	}
	b.OnChange(func(ch Change) {
		fyne.Do(func() {
			if !open || c.backend != b {
				return
			}
			if everyChange {
				reload()
			} else if ends.changed(b, ch) {
				ends.remember(b.Boards())
				reload()
			}
		})
	})
	w.Show()
}

// writeAndClose writes through write and closes w, reporting the first
// error.
func writeAndClose(w io.WriteCloser, write func(io.Writer) error) error {
	err := write(w)
	return errors.Join(err, w.Close())
}

// fileStem makes a file name from an event's name.
func fileStem(name string) string {
	s := strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>| `, r) {
			return '-'
		}
		return r
	}, strings.TrimSpace(name))
	if s == "" {
		return "event"
	}
	return s
}
