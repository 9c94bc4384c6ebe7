package ui

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// exportExtensions are the file name endings of the export formats.
var exportExtensions = map[ExportFormat]string{
	ExportPGNRound:   ".pgn",
	ExportPGN:        ".pgn",
	ExportTRF:        ".trf",
	ExportResultsCSV: ".csv",
	ExportPlayersCSV: ".csv",
}

// formatLabel is a format's name in the UI language.
func formatLabel(f ExportFormat) string { return lang.L("export.format." + string(f)) }

// showExport asks for a format, then for a file, and writes the event there.
func (c *Console) showExport() {
	labels := make([]string, len(ExportFormats))
	for i, f := range ExportFormats {
		labels[i] = formatLabel(f)
	}
	choice := c.keys.radio(labels)
	choice.SetSelected(labels[0])
	items := []*widget.FormItem{widget.NewFormItem(lang.L("export.format"), choice)}
	d := dialog.NewForm(lang.L("export.title"), lang.L("export.save"), lang.L("dialog.cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		for i, l := range labels {
			if l == choice.Selected {
				c.chooseExportFile(ExportFormats[i])
			}
		}
	}, c.win)
	d.Resize(fyne.NewSize(560, 340))
	c.keys.show(d, d.Submit)
}

// chooseExportFile opens the save dialog for format with a file name
// made from the event.
func (c *Console) chooseExportFile(format ExportFormat) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			c.ShowError(err)
			return
		}
		if w == nil {
			return // cancelled
		}
		c.writeExport(format, w)
	}, c.win)
	ev, _ := c.backend.Event()
	d.SetFileName(exportFileName(ev, format))
	d.SetFilter(storage.NewExtensionFileFilter([]string{exportExtensions[format]}))
	d.Show()
	d.Resize(fyne.NewSize(900, 640)) // a file dialog has no size before Show

}

// writeExport writes the event in format to w and closes it: the error,
// or a notice naming the file, is shown over the console.
func (c *Console) writeExport(format ExportFormat, w fyne.URIWriteCloser) {
	path := w.URI().Path()
	b := c.backend
	var err error
	c.command(func() {
		err = b.Export(format, w)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
	}, func() {
		if err != nil {
			c.ShowError(errorf("export.error", map[string]any{"Path": path, "Error": err}))
			return
		}
		text := lang.L("export.done", map[string]any{"Path": path})
		if ew, ok := b.(view.ExportWarner); ok {
			for _, w := range ew.ExportWarnings(format) {
				text += "\n" + w
			}
		}
		c.notify(lang.L("export.title"), text)
	})
}

// exportFileName is a default file name for format: the event's name,
// the round for the round's games (the other formats hold every round),
// and the format's extension.
func exportFileName(ev EventView, format ExportFormat) string {
	name := fileSafe(ev.Name)
	if name == "" {
		name = "event"
	}
	switch format {
	case ExportPGNRound:
		name += fmt.Sprintf("-round%d", ev.Round)
	case ExportResultsCSV:
		name += "-results"
	case ExportPlayersCSV:
		name += "-players"
	}
	return name + exportExtensions[format]
}

// fileSafe keeps letters and digits of s and turns every other run of
// characters into one hyphen, so the name is valid on every system.
func fileSafe(s string) string {
	var sb strings.Builder
	gap := false
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if gap && sb.Len() > 0 {
				sb.WriteByte('-')
			}
			sb.WriteRune(r)
			gap = false
			continue
		}
		gap = true
	}
	return sb.String()
}

// confirmCloseRound asks before closing the current round.
func (c *Console) confirmCloseRound() {
	ev, _ := c.backend.Event()
	text := lang.L("round.close.confirm", map[string]any{"Round": ev.Round, "Event": ev.Name})
	d := dialog.NewConfirm(lang.L("round.close.title"), text, func(ok bool) {
		if ok {
			c.closeRound()
		}
	}, c.win)
	c.keys.show(d, d.Confirm)
}

// closeRound ends the round and says where its backup is.
func (c *Console) closeRound() {
	ev, _ := c.backend.Event()
	b := c.backend
	var path string
	var err error
	c.command(func() { path, err = b.CloseRound() }, func() {
		if errors.Is(err, view.ErrUnfinished) {
			c.closeRoundOverride(err)
			return
		}
		if err != nil {
			c.ShowError(err)
			return
		}
		c.notify(lang.L("round.close.title"), lang.L("round.close.done", map[string]any{"Round": ev.Round, "Path": path}))
	})
}

// notify shows a short message over the console.
func (c *Console) notify(title, text string) {
	msg := widget.NewLabel(text)
	msg.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(title, lang.L("dialog.close"), msg, c.win)
	d.Resize(fyne.NewSize(620, 200))
	c.keys.show(d, d.Hide)
}
