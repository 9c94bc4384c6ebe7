package ui

import (
	"io"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/engine/scoresheet"
)

// reconcileForm is the D.2.9 dialog: both players' scoresheets, typed or
// imported, the first ply where they differ, and the clocks to set when
// the position there is reinstated.
type reconcileForm struct {
	w        *BoardWindow
	sheets   [2]*widget.Entry
	result   *widget.Label
	times    [2]*widget.Entry
	note     *widget.Entry
	ply      int    // the first differing ply, 0 when the sheets agree or are unread
	said     string // the result last spoken, so that typing does not repeat it
	dialog   *dialog.FormDialog
	imported [2]string // names of the imported files, for the ruling's note
}

// showReconcile opens the D.2.9 dialog (Ctrl+Shift+S). Both sheets start
// as the console's own move list, for the arbiter to correct.
func (w *BoardWindow) showReconcile() {
	f := &reconcileForm{w: w, result: widget.NewLabel(lang.L("access.reconcile.hint")), note: widget.NewEntry()}
	f.result.Wrapping = fyne.TextWrapWord
	white, black := w.console.backend.Clock(w.number, w.console.Now())
	var items []*widget.FormItem
	for i, side := range []Side{White, Black} {
		e := widget.NewMultiLineEntry()
		e.SetPlaceHolder("1. e4 e5 2. Nf3 …")
		e.SetMinRowsVisible(4)
		e.OnChanged = func(string) { f.compare() }
		f.sheets[i] = e
		idx := i
		open := widget.NewButton(lang.L("access.reconcile.import"), func() { f.importPGN(idx) })
		items = append(items, widget.NewFormItem(lang.L("access.reconcile.sheet", map[string]any{"Side": sideName(side)}),
			container.NewBorder(nil, open, nil, nil, e)))
	}
	items = append(items, widget.NewFormItem(lang.L("access.reconcile.result"), f.result))
	for i, d := range []time.Duration{white, black} {
		f.times[i] = widget.NewEntry()
		f.times[i].SetText(formatLong(d))
		f.times[i].Validator = func(s string) error { _, err := parseDuration(s); return err }
		items = append(items, widget.NewFormItem(sideName([]Side{White, Black}[i]), f.times[i]))
	}
	items = append(items, widget.NewFormItem(lang.L("form.reason"), f.note))
	f.dialog = dialog.NewForm(lang.L("access.reconcile.title"), lang.L("access.reconcile.reinstate"), lang.L("dialog.cancel"), items,
		func(ok bool) {
			w.form = nil
			if ok {
				f.reinstate()
			}
		}, w.win)
	f.dialog.Resize(fyne.NewSize(720, f.dialog.MinSize().Height))
	w.form = f.dialog
	w.reconcile = f
	f.dialog.Show()
}

// importPGN reads a PGN file into sheet i.
func (f *reconcileForm) importPGN(i int) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		defer r.Close()
		data, err := io.ReadAll(r)
		if err != nil {
			dialog.ShowError(err, f.w.win)
			return
		}
		f.imported[i] = r.URI().Name()
		f.sheets[i].SetText(string(data))
	}, f.w.win)
	d.Show()
}

// compare reads both sheets and shows where they part.
func (f *reconcileForm) compare() {
	f.ply = 0
	var sheets [2]scoresheet.Sheet
	for i, e := range f.sheets {
		if strings.TrimSpace(e.Text) == "" {
			f.result.SetText(lang.L("access.reconcile.hint"))
			return
		}
		s, err := scoresheet.ReadString(e.Text)
		if err != nil {
			f.result.SetText(err.Error())
			return
		}
		sheets[i] = s
	}
	d, err := scoresheet.Compare(sheets[0], sheets[1])
	switch {
	case err != nil:
		f.result.SetText(err.Error())
	case d.Ply == 0:
		f.result.SetText(lang.L("access.reconcile.agree", map[string]any{"Plies": len(sheets[0].Moves)}))
	default:
		f.ply = d.Ply
		f.result.SetText(lang.L("access.reconcile.differ", map[string]any{"Ply": d.Ply,
			"Move": f.w.plyNumber(d.Ply), "White": written(d.A, d.ALegal), "Black": written(d.B, d.BLegal)}))
	}
	if f.result.Text != f.said {
		f.said = f.result.Text
		f.w.say(f.result.Text, f.w.uiLang())
	}
}

// plyNumber writes ply (from 1) as "12." or "12...".
func (w *BoardWindow) plyNumber(ply int) string {
	n := strconv.Itoa((ply + 1) / 2)
	if ply%2 == 0 {
		return n + "..."
	}
	return n + "."
}

// written is a scoresheet's entry as the result line shows it.
func written(move string, legal bool) string {
	switch {
	case move == "":
		return "—"
	case !legal:
		return move + " (" + lang.L("access.reconcile.illegal") + ")"
	}
	return move
}

// reinstate takes the game back to the position both sheets agree on and
// sets the clocks as the arbiter readjusted them; each is a ruling.
func (f *reconcileForm) reinstate() {
	if f.ply == 0 {
		f.w.status.SetText(lang.L("access.reconcile.nothing"))
		f.w.say(f.w.status.Text, f.w.uiLang())
		return
	}
	note := strings.TrimSpace("D.2.9 " + f.note.Text)
	f.w.do(Command{Kind: CmdReinstate, Ply: f.ply - 1, Text: note}, func() {
		wt, err1 := parseDuration(f.times[0].Text)
		bt, err2 := parseDuration(f.times[1].Text)
		if err1 != nil || err2 != nil {
			return
		}
		f.w.do(Command{Kind: CmdSetTimes, WhiteTime: wt, BlackTime: bt, Moves: (f.ply - 1) / 2, Text: note}, nil)
	})
}
