package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// showAppeal shows the board's record for an appeal (11.10): every ruling
// with its time, the arbiter, the command, the articles, the reason
// written and the clocks, and saves it as a printable page.
func (w *BoardWindow) showAppeal() {
	b, n := w.console.backend, w.number
	var entries []AppealEntry
	var err error
	w.send(func() { entries, err = b.Appeal(n) }, func() { w.appealDialog(entries, err) })
}

func (w *BoardWindow) appealDialog(entries []AppealEntry, err error) {
	if err != nil {
		w.console.ShowError(err)
		return
	}
	list := container.NewVBox()
	if len(entries) == 0 {
		list.Add(widget.NewLabel(lang.L("appeal.none")))
	}
	for _, e := range entries {
		list.Add(appealCard(e))
	}
	save := widget.NewButtonWithIcon(lang.L("appeal.save"), theme.DocumentSaveIcon(), w.saveAppeal)
	body := container.NewBorder(nil, container.NewHBox(save), nil, nil, container.NewVScroll(list))
	d := dialog.NewCustom(lang.L("appeal.title"), lang.L("dialog.close"), body, w.win)
	d.Resize(w.win.Canvas().Size().SubtractWidthHeight(80, 80))
	w.keys.show(d, d.Hide)
}

// appealCard is one entry: who did what when, then the decision in words.
func appealCard(e AppealEntry) fyne.CanvasObject {
	arbiter := e.Arbiter
	if arbiter == "" {
		arbiter = lang.L("appeal.engine")
	}
	command := lang.L(commandKey(e.Command))
	if e.Side != NoSide {
		command += " (" + sideName(e.Side) + ")"
	}
	head := widget.NewLabelWithStyle(fmt.Sprintf("%s · %s · %s", e.At.Local().Format("15:04:05"), arbiter, command),
		fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	decision := widget.NewLabel(rulingText(e.Ruling))
	decision.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(head, decision)
	for _, m := range e.Ruling.Effects {
		box.Add(widget.NewLabel("• " + lang.L(m.Key, m.Params)))
	}
	details := []string{lang.L("ruling.cites", map[string]any{"Edition": e.Ruling.Edition, "Articles": strings.Join(e.Ruling.Articles, ", ")}),
		lang.L("appeal.col.clocks") + ": " + formatLong(e.White) + " – " + formatLong(e.Black)}
	if e.Reason != "" {
		details = append(details, lang.L("appeal.col.reason")+": "+e.Reason)
	}
	for _, d := range details {
		l := widget.NewLabel(d)
		l.Wrapping = fyne.TextWrapWord
		box.Add(l)
	}
	box.Add(widget.NewSeparator())
	return box
}

// commandKey names a kind of command: the board window's action where it
// has one (as the backend's printed page does).
func commandKey(k CommandKind) string {
	switch k {
	case CmdIllegal, CmdFlagFall, CmdClaim, CmdResign, CmdPenalty, CmdDevice, CmdResult:
		return "action." + string(k)
	case "offer", "accept", "decline":
		return "action.draw"
	case "displaced":
		return "action.reinstate"
	case "absent":
		return "action.default"
	}
	return "appeal.kind." + string(k)
}

// saveAppeal writes the board's appeal record as an HTML page.
func (w *BoardWindow) saveAppeal() {
	d := dialog.NewFileSave(func(f fyne.URIWriteCloser, err error) {
		if err != nil || f == nil {
			if err != nil {
				w.console.ShowError(err)
			}
			return
		}
		b, n, language := w.console.backend, w.number, w.console.arbiterLanguage()
		w.send(func() {
			err = b.WriteAppeal(f, language, n)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}, func() {
			if err != nil {
				w.console.ShowError(err)
			}
		})
	}, w.win)
	d.SetFileName(fmt.Sprintf("appeal-board-%d.html", w.number))
	d.SetFilter(storage.NewExtensionFileFilter([]string{".html"}))
	d.Show()
	d.Resize(fyne.NewSize(900, 640))
}
