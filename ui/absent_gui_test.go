package ui_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend/pairingtest"
	"github.com/arbiterconsole/arbiter/ui"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// On the real backend, a player who never came in round 1 (a forfeit
// against him, not checked in) is listed in Round > Between rounds… and
// left out of the pairing the program proposes, "absent in round 1:
// zero-point bye"; Pair after all in the confirmation takes his bye back,
// the program pairs again with him, and that pairing is stored.
func TestAbsentPlayerPairedAfterAllThroughTheGUI(t *testing.T) {
	program := pairingtest.Program(t)
	path := filepath.Join(t.TempDir(), "absent.db")
	b, store, _, err := backend.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	defer store.Close()
	setup := view.EventSetup{Name: "Six Swiss", Edition: "2023", TimeControl: "90+30", ChiefArbiter: "Chief",
		Start: time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC), Rounds: 5, FirstColour: "white1",
		Pairings: [][2]int{{0, 1}, {2, 3}, {4, 5}}}
	for i := range 6 {
		setup.Players = append(setup.Players, view.PlayerView{Name: fmt.Sprintf("Player%02d, Test", i+1), Rating: 2400 - 50*i})
	}
	if err := b.CreateEvent(setup); err != nil {
		t.Fatal(err)
	}
	for board, r := range map[int]string{1: "1-0", 2: "+/-", 3: "0-1"} {
		if _, err := b.Do(board, view.Command{Kind: view.CmdResult, Result: r}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := b.CloseRound(); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	c := ui.NewConsole(a, path, ui.Actions{})
	ui.RunCommandsAtOnce(c)
	c.Attach(b)
	w := c.Window()
	menuItem(t, c, "Round", "Pairing program").Action()
	dlg := w.Canvas().Overlays().Top()
	all[*widget.Entry](dlg)[0].SetText(program)
	tapButton(t, dlg, "Save")
	closeDialogs(w)

	menuItem(t, c, "Round", "Between rounds").Action()
	win := window(t, a, "Between rounds")
	if text := strings.Join(labels(win.Content()), " | "); !strings.Contains(text, "Round 2: 4 Player04, Test — absent in round 1: zero-point bye") {
		t.Fatalf("between rounds shows %q", text)
	}
	win.Close()

	proposal := func() string {
		t.Helper()
		waitFor(t, "the proposal", func() bool {
			top := w.Canvas().Overlays().Top()
			return top != nil && len(all[*widget.TextGrid](top)) > 0
		})
		return all[*widget.TextGrid](w.Canvas().Overlays().Top())[0].Text()
	}
	menuItem(t, c, "Round", "Pair next round").Action()
	if list := proposal(); !strings.Contains(list, "absent in round 1: zero-point bye") || strings.Count(list, "Player04") != 1 {
		t.Fatalf("the proposal does not leave 4 out as absent:\n%s", list)
	}
	tapButton(t, w.Canvas().Overlays().Top(), "Pair after all")
	list := proposal()
	if strings.Contains(list, "absent") {
		t.Fatalf("taken back, the proposal still leaves 4 out:\n%s", list)
	}
	tapButton(t, w.Canvas().Overlays().Top(), "Store this pairing")
	waitFor(t, "round 2 stored", func() bool { ev, _ := b.Event(); return ev.Round == 2 })
	paired := false
	for _, bd := range b.Boards() {
		paired = paired || bd.White.Name == "Player04, Test" || bd.Black.Name == "Player04, Test"
	}
	if !paired {
		t.Errorf("round 2 %+v does not pair player 4", b.Boards())
	}
}
