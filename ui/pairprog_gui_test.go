package ui_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend/pairingtest"
	"github.com/arbiterconsole/arbiter/ui"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// A 30-player, 5-round Swiss paired round after round through the
// console's windows on the real backend: the pairing program named in
// Round > Pairing program…, each round paired with Round > Pair next
// round… and confirmed, every result entered in the round table, the
// round closed; between rounds a late entry, a withdrawal and a
// half-point bye entered in Round > Between rounds…. The program is the
// stand-in, or bbpPairings when ARBITER_BBPPAIRINGS names it. The boards
// stored are the program's, the withdrawn player is never paired again
// and the bye is kept.
func TestPairFiveRoundsThroughTheGUI(t *testing.T) {
	program := os.Getenv("ARBITER_BBPPAIRINGS")
	if program == "" {
		program = pairingtest.Program(t)
	}
	path := filepath.Join(t.TempDir(), "swiss.db")
	b, store, _, err := backend.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	defer store.Close()
	setup := view.EventSetup{Name: "Thirty Swiss", Edition: "2018", TimeControl: "90 min/40 moves + 30 min + 30 sec/move",
		ChiefArbiter: "Chief", Start: time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC), Rounds: 5, FirstColour: "white1"}
	for i := range 30 {
		setup.Players = append(setup.Players, view.PlayerView{Name: fmt.Sprintf("Player%02d, Test", i+1), Rating: 2400 - 13*i})
	}
	if err := b.CreateEvent(setup); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	c := ui.NewConsole(a, path, ui.Actions{})
	ui.RunCommandsAtOnce(c)
	c.Attach(b)
	w := c.Window()
	round := func() int { ev, _ := b.Event(); return ev.Round }

	menuItem(t, c, "Round", "Pairing program").Action()
	dlg := w.Canvas().Overlays().Top()
	all[*widget.Entry](dlg)[0].SetText(program)
	tapButton(t, dlg, "Save")
	closeDialogs(w)

	for n := 1; n <= 5; n++ {
		switch n {
		case 2:
			between(t, c, a, func(win fyne.Window) {
				entries := all[*widget.Entry](win.Content())
				entries[1].SetText("Late, Lena") // [0] is the round
				entries[2].SetText("1650")
				tapButton(t, win.Content(), "Add the player")
				closeDialogs(w)
			})
		case 3:
			between(t, c, a, func(win fyne.Window) {
				enter(t, win, 17, 3, "Withdrawn from this round on")
				enter(t, win, 5, 4, "Half-point bye")
				text := strings.Join(labels(win.Content()), " | ")
				if !strings.Contains(text, "Round 3: 17 Player17, Test — Withdrawn") || !strings.Contains(text, "Round 4: 5 Player05, Test — half-point bye") {
					t.Fatalf("between rounds shows %q", text)
				}
			})
		}
		menuItem(t, c, "Round", "Pair next round").Action()
		waitFor(t, fmt.Sprintf("round %d's proposal", n), func() bool {
			top := w.Canvas().Overlays().Top()
			return top != nil && len(all[*widget.TextGrid](top)) > 0
		})
		top := w.Canvas().Overlays().Top()
		list := all[*widget.TextGrid](top)[0].Text()
		tapButton(t, top, "Store this pairing")
		waitFor(t, fmt.Sprintf("round %d stored", n), func() bool { return round() == n })
		closeDialogs(w)
		boards := b.Boards()
		for i, bd := range boards {
			if !strings.Contains(list, fmt.Sprintf("%5d  ", i+1)) || (n >= 3 && (bd.White.Name == "Player17, Test" || bd.Black.Name == "Player17, Test")) {
				t.Fatalf("round %d board %d %s - %s: not the proposal's, or the withdrawn player\n%s", n, i+1, bd.White.Name, bd.Black.Name, list)
			}
			if n == 4 && (bd.White.Name == "Player05, Test" || bd.Black.Name == "Player05, Test") {
				t.Fatalf("round 4 pairs player 5, on his half-point bye")
			}
		}
		menuItem(t, c, "Round", "Round table").Action()
		table := window(t, a, "Round table")
		for i := range boards {
			tv := b.RoundTable()
			row := -1
			for k, rr := range tv.Rows {
				if rr.Board == i+1 {
					row = k
				}
			}
			all[*widget.Table](table.Content())[0].Select(widget.TableCellID{Row: row, Col: 1})
			dlg := table.Canvas().Overlays().Top()
			fields := all[*widget.SelectEntry](dlg)
			fields[0].SetText([]string{"1-0", "0-1", "1/2-1/2"}[(i+n)%3])
			for _, e := range all[*widget.Entry](dlg) {
				if e != &fields[0].Entry {
					e.SetText("from the signed scoresheets")
				}
			}
			tapButton(t, dlg, "Record")
			waitFor(t, fmt.Sprintf("round %d board %d's result", n, i+1), func() bool { return resultOf(b, i+1) != "" })
		}
		table.Close()
		menuItem(t, c, "File", "Close round").Action()
		tapButton(t, w.Canvas().Overlays().Top(), "Yes")
		waitFor(t, fmt.Sprintf("round %d closed", n), func() bool { return b.RoundTable().Closed })
		closeDialogs(w)
	}
	var trf strings.Builder
	if err := b.Export(view.ExportTRF, &trf); err != nil {
		t.Fatal(err)
	}
	if real := os.Getenv("ARBITER_BBPPAIRINGS"); real != "" {
		file := filepath.Join(t.TempDir(), "final.trf")
		if err := os.WriteFile(file, []byte(trf.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(real, "--dutch", file, "-c").CombinedOutput()
		for _, line := range strings.Split(string(out), "\n") {
			if l := strings.TrimSpace(line); err != nil || (l != "" && !strings.Contains(l, ": Round #")) {
				t.Fatalf("bbpPairings -c on the final export: %v\n%s", err, out)
			}
		}
	}
	for _, line := range strings.Split(trf.String(), "\n") {
		if strings.Contains(line, "Player05, Test") && !strings.Contains(line, "0000 - H") {
			t.Errorf("player 5 lacks his half-point bye: %s", line)
		}
		if strings.Contains(line, "Player17, Test") && !strings.HasSuffix(strings.TrimSpace(line), "0000 - Z  0000 - Z  0000 - Z") {
			t.Errorf("player 17 is not out from round 3: %s", line)
		}
	}
}

// between opens Round > Between rounds… and does what fill says in it.
func between(t *testing.T, c *ui.Console, a fyne.App, fill func(fyne.Window)) {
	t.Helper()
	menuItem(t, c, "Round", "Between rounds").Action()
	win := window(t, a, "Between rounds")
	fill(win)
	win.Close()
}

// enter enters a bye or a withdrawal for a player from a round.
func enter(t *testing.T, win fyne.Window, rank, round int, kind string) {
	t.Helper()
	sel := all[*widget.Select](win.Content())[0]
	for i, o := range sel.Options {
		if strings.HasPrefix(o, fmt.Sprintf("%d ", rank)) {
			sel.SetSelectedIndex(i)
		}
	}
	all[*widget.Entry](win.Content())[0].SetText(fmt.Sprint(round))
	all[*widget.RadioGroup](win.Content())[0].SetSelected(kind)
	tapButton(t, win.Content(), "Enter")
}
