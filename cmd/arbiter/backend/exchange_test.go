package backend

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/ui/view"
)

func TestExportWritesEveryFormat(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	if err := b.Export(view.ExportPGN, &bytes.Buffer{}); err == nil {
		t.Error("exported an event from an empty database")
	}
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	mustDo(t, b, view.Command{Kind: view.CmdStartClock})
	mustDo(t, b, view.Command{Kind: view.CmdMove, Move: "e4"})
	mustDo(t, b, view.Command{Kind: view.CmdResign, Side: view.Black})
	want := map[view.ExportFormat]string{
		view.ExportPGNRound:   `[Result "1-0"]`,
		view.ExportPGN:        "1. e4 {[%clk 0:15:09]}",
		view.ExportTRF:        "001    1",
		view.ExportResultsCSV: "1-0",
		view.ExportPlayersCSV: "Alpha, A",
	}
	for _, f := range view.ExportFormats {
		var out bytes.Buffer
		if err := b.Export(f, &out); err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if !strings.Contains(out.String(), want[f]) {
			t.Errorf("%s lacks %q:\n%s", f, want[f], out.String())
		}
	}
	if err := b.Export("docx", &bytes.Buffer{}); err == nil {
		t.Error("exported an unknown format")
	}
}

func TestReadPlayersFromCSVAndTRF(t *testing.T) {
	b := &Backend{}
	csv := "name,rating,federation,lang,visually_impaired\nKeller, Anna,2100,SUI,de,true\n"
	if _, err := b.ReadPlayers("p.csv", strings.NewReader(csv)); err == nil {
		t.Error("a CSV line with an unquoted comma in the name was accepted")
	}
	csv = "name,rating,federation,lang,visually_impaired\n\"Keller, Anna\",2100,SUI,de,true\n"
	ps, err := b.ReadPlayers("p.csv", strings.NewReader(csv))
	if err != nil || len(ps) != 1 || ps[0].Name != "Keller, Anna" || !ps[0].VisuallyImpaired || ps[0].Lang != "de" {
		t.Fatalf("players %+v, %v", ps, err)
	}
	trf, err := os.ReadFile("../../../engine/tournament/testdata/open.trf")
	if err != nil {
		t.Fatal(err)
	}
	if ps, err := b.ReadPlayers("open.trf", bytes.NewReader(trf)); err != nil || len(ps) != 5 {
		t.Errorf("TRF players %d, %v", len(ps), err)
	}
	if _, err := b.ReadPlayers("players.xlsx", strings.NewReader("")); err == nil {
		t.Error("read players from an .xlsx file")
	}
}

func TestCloseRoundBacksUp(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	if _, err := b.CloseRound(); err == nil {
		t.Error("closed a round with no event")
	}
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	path, err := b.CloseRound()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Errorf("no backup at %s: %v", path, err)
	}
}
