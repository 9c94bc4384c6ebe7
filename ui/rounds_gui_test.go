package ui_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/ui"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// This external test drives the console on the real backend (and so
// links SQL into the test binary only); the package itself knows only
// ui/view.

// swissRound is one round of the 7-player Swiss of
// backend/testdata/seven-swiss-standings.txt as the arbiter types it:
// boards "white-black result" by start rank, then the bye.
type swissRound struct {
	boards  []string
	bye     string
	byeKind string // as the form offers it
}

var sevenSwiss = []swissRound{
	{[]string{"1-5 1-0", "6-2 0-1", "3-7 1/2-1/2"}, "4", "pairing-allocated bye (1)"},
	{[]string{"2-1 1/2-1/2", "4-3 1-0", "7-5 +/-"}, "6", "pairing-allocated bye (1)"},
	{[]string{"1-4 1-0", "3-2 0-1", "5-6 1/2-1/2"}, "7", "half-point bye (½)"},
	{[]string{"2-4 1/2-1/2", "7-1 0-1", "6-3 0-1"}, "5", "pairing-allocated bye (1)"},
	{[]string{"1-3 1/2-1/2", "4-7 1-0", "5-2 0-1"}, "6", "zero-point bye (0)"},
}

// waitFor polls until ok holds: the console sends commands off the UI
// goroutine.
func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !ok(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("waited 10 s for %s", what)
		}
	}
}

func menuItem(t *testing.T, c *ui.Console, menu, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range c.Window().MainMenu().Items {
		if m.Label != menu {
			continue
		}
		for _, it := range m.Items {
			if strings.HasPrefix(it.Label, label) {
				if it.Disabled {
					t.Fatalf("%s > %s is disabled", menu, label)
				}
				return it
			}
		}
	}
	t.Fatalf("no menu item %s > %s", menu, label)
	return nil
}

func window(t *testing.T, a fyne.App, title string) fyne.Window {
	t.Helper()
	for _, w := range a.Driver().AllWindows() {
		if w.Title() == title {
			return w
		}
	}
	t.Fatalf("no window %q", title)
	return nil
}

func all[T any](o fyne.CanvasObject) []T {
	var out []T
	for _, x := range test.LaidOutObjects(o) {
		if v, ok := x.(T); ok {
			out = append(out, v)
		}
	}
	return out
}

func tapButton(t *testing.T, o fyne.CanvasObject, label string) {
	t.Helper()
	for _, b := range all[*widget.Button](o) {
		if strings.HasPrefix(b.Text, label) {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no button %q", label)
}

// closeDialogs closes the notes the console shows after a command.
func closeDialogs(w fyne.Window) {
	for top := w.Canvas().Overlays().Top(); top != nil; top = w.Canvas().Overlays().Top() {
		w.Canvas().Overlays().Remove(top)
	}
}

// A 7-player Swiss with byes and a forfeit, run for five rounds through
// the console's windows on the real backend: each round typed in the
// pairing form (with its bye and forfeit), its boards given to the
// deputy, started with Round > Start round, each result entered in the
// round table, the round closed with File > Close round. The standings
// window then shows the hand-checked table.
func TestFiveRoundsThroughTheGUI(t *testing.T) {
	if err := ui.SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "swiss.db")
	b, store, _, err := backend.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	defer store.Close()
	setup := view.EventSetup{Name: "Seven Swiss", Edition: "2018", TimeControl: "90+30", ChiefArbiter: "Chief",
		Start: time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC), Arbiters: map[string][]int{"Deputy": nil}}
	for i, name := range []string{"Alder, Tom", "Birch, Eva", "Cedar, Jon", "Dahl, Mia", "Elm, Ola", "Fjord, Åse", "Gran, Per"} {
		setup.Players = append(setup.Players, view.PlayerView{Name: name, Rating: 2400 - 100*i})
	}
	if err := b.CreateEvent(setup); err != nil { // the set-up form's own test fills the form
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	c := ui.NewConsole(a, path, ui.Actions{})
	ui.RunCommandsAtOnce(c)
	c.Attach(b)
	w := c.Window()
	round := func() int { ev, _ := b.Event(); return ev.Round }

	for n, r := range sevenSwiss {
		n++
		menuItem(t, c, "Round", "Type pairings").Action()
		form := window(t, a, fmt.Sprintf("Pairings of round %d, typed", n))
		players := all[*widget.SelectEntry](form.Content())
		selects := all[*widget.Select](form.Content())
		if len(players) != 7 || len(selects) != 4 {
			t.Fatalf("round %d: form has %d player fields and %d choices, want 7 and 4 (3 boards, a bye)", n, len(players), len(selects))
		}
		for i, bd := range r.boards {
			pair, result, _ := strings.Cut(bd, " ")
			white, black, _ := strings.Cut(pair, "-")
			players[2*i].SetText(white)
			players[2*i+1].SetText(black)
			if strings.Contains(result, "/-") || strings.Contains(result, "-/") {
				selects[i].SetSelected(result)
			}
		}
		players[6].SetText(r.bye)
		selects[3].SetSelected(r.byeKind)
		tapButton(t, form.Content(), "Store pairings")
		waitFor(t, fmt.Sprintf("round %d stored", n), func() bool { return round() == n })
		waitFor(t, "the pairing form to close", func() bool { return !formOpen(a, form) })
		closeDialogs(w)

		menuItem(t, c, "Round", "Assign boards").Action()
		entries := all[textField](w.Canvas().Overlays().Top())
		if len(entries) != 2 {
			t.Fatalf("round %d: assignment dialog has %d fields, want the chief's and the deputy's", n, len(entries))
		}
		entries[1].SetText("1-3")
		tapButton(t, w.Canvas().Overlays().Top(), "Record")
		waitFor(t, "the deputy's boards", func() bool { bs := b.Boards(); return len(bs) == 3 && bs[2].Arbiter == "Deputy" })
		closeDialogs(w)

		menuItem(t, c, "Round", "Start round").Action()
		waitFor(t, fmt.Sprintf("round %d started", n), func() bool { bs := b.Boards(); return bs[0].Started || bs[1].Started })
		closeDialogs(w)

		menuItem(t, c, "Round", "Round table").Action()
		table := window(t, a, "Round table")
		for i, bd := range r.boards {
			_, result, _ := strings.Cut(bd, " ")
			if strings.Contains(result, "/-") || strings.Contains(result, "-/") {
				continue // typed with the pairings
			}
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
			fields[0].SetText(result)
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

	menuItem(t, c, "Round", "Standings").Action()
	sw := window(t, a, "Standings")
	tbs := all[*widget.Entry](sw.Content())[0]
	tbs.SetText("DE,BH,BH-C1,SB,WIN,WON,BPG,GE,PS,ARO")
	tapButton(t, sw.Content(), "Apply")
	sv, err := b.Standings(strings.Split(tbs.Text, ","), "")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, row := range sv.Rows {
		got = append(got, strings.Join(append([]string{fmt.Sprint(row.Rank), fmt.Sprint(row.StartRank), strings.TrimSuffix(row.Points, ".0")}, row.TieBreaks...), " "))
	}
	want := handChecked(t)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("standings after five rounds through the GUI:\n%s\nwant (hand-checked):\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	text := strings.Join(labels(sw.Content()), " | ")
	if !strings.Contains(text, "Standings after round 5") {
		t.Errorf("standings window shows %q, want the title after round 5", text)
	}
}

// textField is an entry, whatever widget embeds it.
type textField interface {
	SetText(string)
	SetPlaceHolder(string)
}

func formOpen(a fyne.App, w fyne.Window) bool {
	for _, o := range a.Driver().AllWindows() {
		if o == w {
			return true
		}
	}
	return false
}

func resultOf(b *backend.Backend, board int) string {
	d, err := b.Board(board)
	if err != nil {
		return ""
	}
	return d.Result
}

func labels(o fyne.CanvasObject) []string {
	var out []string
	for _, l := range all[*widget.Label](o) {
		out = append(out, l.Text)
	}
	return out
}

// handChecked reads the hand-checked table, with points written as the
// standings view writes them.
func handChecked(t *testing.T) []string {
	t.Helper()
	f, err := os.Open("../cmd/arbiter/backend/testdata/seven-swiss-standings.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	return lines
}
