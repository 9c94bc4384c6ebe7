package ui

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func TestExportFileName(t *testing.T) {
	ev := EventView{Name: "Open de Paris 2026 / A", Round: 3}
	tests := map[ExportFormat]string{
		ExportPGNRound:   "Open-de-Paris-2026-A-round3.pgn",
		ExportPGN:        "Open-de-Paris-2026-A.pgn",
		ExportTRF:        "Open-de-Paris-2026-A.trf",
		ExportResultsCSV: "Open-de-Paris-2026-A-results.csv",
		ExportPlayersCSV: "Open-de-Paris-2026-A-players.csv",
	}
	for format, want := range tests {
		if got := exportFileName(ev, format); got != want {
			t.Errorf("exportFileName(%s) = %q, want %q", format, got, want)
		}
	}
	if got := exportFileName(EventView{Name: "***"}, ExportTRF); got != "event.trf" {
		t.Errorf("a name without letters gives %q, want event.trf", got)
	}
}

func TestExportChoosesFormatThenFile(t *testing.T) {
	c, _ := newTestConsole(t, 2)
	c.showExport()
	form := overlay(t, c.win)
	radio := first[*keyRadio](t, form)
	if len(radio.Options) != len(ExportFormats) || radio.Options[4] != "Players (CSV)" {
		t.Fatalf("formats offered: %q", radio.Options)
	}
	radio.SetSelected("Players (CSV)")
	test.Tap(button(t, form, "Save as…"))
	var names []string
	for _, o := range everything(overlay(t, c.win)) {
		if e, ok := o.(*widget.Entry); ok {
			names = append(names, e.Text)
		}
	}
	if !contains(names, "Test-Open-players.csv") {
		t.Errorf("save dialog entries %q lack the default name Test-Open-players.csv", names)
	}
}

func TestExportWritesTheFileAndSaysWhere(t *testing.T) {
	c, _ := newTestConsole(t, 2)
	path := filepath.Join(t.TempDir(), "round.pgn")
	w, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	c.writeExport(ExportPGNRound, w)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != "pgn-round of Test Open\n" {
		t.Errorf("file holds %q", data)
	}
	if msg := textUnder(overlay(t, c.win)); !strings.Contains(msg, "Exported to "+path) {
		t.Errorf("notice %q does not name %s", msg, path)
	}
}

func TestExportErrorIsShown(t *testing.T) {
	c, f := newTestConsole(t, 2)
	f.exportErr = errors.New("export: no event is open")
	w, err := storage.Writer(storage.NewFileURI(filepath.Join(t.TempDir(), "x.trf")))
	if err != nil {
		t.Fatal(err)
	}
	c.writeExport(ExportTRF, w)
	if msg := textUnder(overlay(t, c.win)); !strings.Contains(msg, "no event is open") {
		t.Errorf("error dialog says %q", msg)
	}
}

func TestCloseRoundAsksThenShowsTheBackup(t *testing.T) {
	c, f := newTestConsole(t, 2)
	c.confirmCloseRound()
	confirm := overlay(t, c.win)
	if msg := textUnder(confirm); !strings.Contains(msg, "Close round 3 of Test Open?") {
		t.Errorf("confirmation says %q", msg)
	}
	if f.closedRounds != 0 {
		t.Fatal("round closed before the arbiter confirmed")
	}
	test.Tap(button(t, confirm, "Yes"))
	if f.closedRounds != 1 {
		t.Fatalf("rounds closed: %d, want 1", f.closedRounds)
	}
	if msg := textUnder(overlay(t, c.win)); !strings.Contains(msg, "Round 3 closed. Backup: /tmp/fake.round3.db") {
		t.Errorf("notice says %q", msg)
	}
}

func TestMenuOffersExportAndCloseRoundOnceThereIsAnEvent(t *testing.T) {
	c, f := newTestConsole(t, 0)
	states := func() map[string]bool {
		m := map[string]bool{}
		for _, it := range c.win.MainMenu().Items[0].Items {
			m[it.Label] = it.Disabled
		}
		return m
	}
	if s := states(); !s["Export…"] || !s["Close round…"] {
		t.Errorf("without an event, Export and Close round must be disabled: %v", s)
	}
	if err := f.DemoEvent(); err != nil {
		t.Fatal(err)
	}
	c.refresh()
	if s := states(); s["Export…"] || s["Close round…"] {
		t.Errorf("with an event, Export and Close round must be enabled: %v", s)
	}
}

func TestNotationIsSetOnAttachAndOnSave(t *testing.T) {
	c, f := newTestConsole(t, 1)
	if f.notation != "en" {
		t.Errorf("notation on attach = %q, want en", f.notation)
	}
	c.app.Preferences().SetString(PrefNotation, "de")
	c.settingsSaved(false)
	if f.notation != "de" {
		t.Errorf("notation after saving the settings = %q, want de", f.notation)
	}
	other := newFake(1)
	c.Attach(other)
	if other.notation != "de" {
		t.Errorf("notation of a backend attached later = %q, want de", other.notation)
	}
}
