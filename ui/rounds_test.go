package ui

import (
	"io"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// fakeRounds is the fake backend with a round lifecycle.
type fakeRounds struct {
	*fakeBackend
	table      view.RoundTableView
	tieBreaks  []string // asked for by the last Standings
	rules      string
	corrected  string
	started    time.Time
	overridden string
	kept       []string // tie-breaks kept with the event
	keptRules  string
}

func (f *fakeRounds) RoundTable() view.RoundTableView { return f.table }
func (f *fakeRounds) ImportPairings(name string, r io.Reader) (int, error) {
	return 2, nil
}
func (f *fakeRounds) StartRound(at time.Time) (map[int]string, error) {
	f.started = at
	return map[int]string{2: "the game is over"}, nil
}
func (f *fakeRounds) CloseRoundOverride(reason string) (string, error) {
	f.overridden = reason
	return "/tmp/backup.db", nil
}
func (f *fakeRounds) CorrectResult(board int, result, reason string) ([]RulingView, error) {
	f.corrected = result + " " + reason
	return nil, nil
}
func (f *fakeRounds) Standings(tbs []string, rules string) (view.StandingsView, error) {
	f.tieBreaks, f.rules = tbs, rules
	if len(tbs) == 0 {
		tbs = []string{"BH", "SB"}
	}
	sv := view.StandingsView{Round: 1, Rules: "2026", TieBreaks: tbs}
	for i, name := range []string{"Alpha, A", "Beta, B"} {
		row := view.StandingRow{Rank: 1, StartRank: i + 1, Name: name, Points: "1.0"}
		for range tbs {
			row.TieBreaks = append(row.TieBreaks, "2.5")
		}
		sv.Rows = append(sv.Rows, row)
	}
	return sv, nil
}
func (f *fakeRounds) WriteStandings(format string, tbs []string, rules string, w io.Writer) error {
	_, err := io.WriteString(w, format)
	return err
}

func newRoundsConsole(t testing.TB) (*Console, *fakeRounds) {
	t.Helper()
	a := test.NewTempApp(t)
	f := &fakeRounds{fakeBackend: newFake(2), table: view.RoundTableView{Round: 1, Rows: []view.RoundRow{
		{Board: 2, White: "Gamma, C", Black: "Delta, D", Missing: true},
		{Board: 1, White: "Alpha, A", Black: "Beta, B", Result: "1-0"},
		{White: "Epsilon, E", Result: "PAB"},
	}}}
	c := NewConsole(a, "/tmp/test.db", Actions{})
	c.Now = func() time.Time { return f.now }
	c.async = func(f func()) { f() } // commands complete before the test looks
	c.Attach(f)
	return c, f
}

func TestRoundMenuFollowsTheBackend(t *testing.T) {
	c, _ := newRoundsConsole(t)
	var round *fyne.Menu
	for _, m := range c.win.MainMenu().Items {
		if m.Label == "Round" {
			round = m
		}
	}
	if round == nil {
		t.Fatal("no Round menu")
	}
	for _, it := range round.Items {
		if !it.IsSeparator && it.Disabled && !optionalRoundItem(it.Label) && !programRoundItem(it.Label) && it.Label != "E-boards and live PGN…" {
			t.Errorf("Round > %s is disabled", it.Label)
		}
	}
	plain, _ := newTestConsole(t, 1) // a backend without rounds
	for _, m := range plain.win.MainMenu().Items {
		if m.Label == "Round" {
			for _, it := range m.Items {
				if !it.IsSeparator && !it.Disabled {
					t.Errorf("Round > %s is enabled without a round lifecycle", it.Label)
				}
			}
		}
	}
}

func TestRoundTableShowsMissingResultsFirst(t *testing.T) {
	c, f := newRoundsConsole(t)
	w := test.NewWindow(nil)
	content, _ := c.roundTable(f, w)
	w.SetContent(content)
	defer w.Close()
	w.Resize(fyne.NewSize(900, 500))
	rows := f.table.Rows
	if got := roundCell(rows[0], 3); got != "— missing" {
		t.Errorf("first row's result %q, want the missing mark", got)
	}
	if got := roundCell(rows[2], 0); got != "bye" {
		t.Errorf("bye row's board %q, want bye", got)
	}
	if !contains(labels(content), "Round 1") {
		t.Errorf("round table lacks its title; has %q", labels(content))
	}
	c.startRound()
	if !f.started.Equal(f.now) {
		t.Errorf("Start round at %v, want the console's now %v", f.started, f.now)
	}
}

func TestStandingsViewKeepsTheEventsTieBreaks(t *testing.T) {
	c, f := newRoundsConsole(t)
	w := test.NewWindow(nil)
	content, _ := c.standingsView(f, w)
	w.SetContent(content)
	defer w.Close()
	w.Resize(fyne.NewSize(1200, 600))
	var entry *widget.Entry
	var apply *widget.Button
	var edition *widget.Select
	for _, o := range everything(content) {
		switch x := o.(type) {
		case *widget.Select:
			edition = x
		case *widget.Entry:
			entry = x
		case *widget.Button:
			if x.Text == "Apply" {
				apply = x
			}
		}
	}
	if entry == nil || apply == nil || edition == nil {
		t.Fatal("no tie-break entry, edition or Apply button")
	}
	if f.rules != "" || edition.Selected != "By start date" {
		t.Errorf("edition %q asked as %q, want by start date", edition.Selected, f.rules)
	}
	entry.SetText("sb, bh-c1 ,WIN")
	edition.SetSelected("2024")
	test.Tap(apply)
	if f.rules != "2024" || f.keptRules != "2024" {
		t.Errorf("edition asked %q, kept %q; want 2024", f.rules, f.keptRules)
	}
	if got := strings.Join(f.tieBreaks, ","); got != "SB,BH-C1,WIN" {
		t.Errorf("standings asked with %q, want SB,BH-C1,WIN", got)
	}
	if got := strings.Join(f.kept, ","); got != "SB,BH-C1,WIN" {
		t.Errorf("event's tie-breaks kept as %q", got)
	}
	sv, _ := f.Standings(f.tieBreaks, "")
	if standingCell(sv, 1, 0) != "" || standingCell(sv, 0, 0) != "1" || standingCell(sv, 0, 4) != "2.5" {
		t.Errorf("cells: rank %q, shared rank %q, SB %q", standingCell(sv, 0, 0), standingCell(sv, 1, 0), standingCell(sv, 0, 4))
	}
	if !contains(labels(content), "Tie-breaks by FIDE C.07, 2026 edition") {
		t.Errorf("standings lack the rules' edition; have %q", labels(content))
	}
}

// Choosing a board of the round table asks for the new result and the
// reason, over the round table's own window.
func TestRoundTableCorrectsAResultWithAReason(t *testing.T) {
	c, f := newRoundsConsole(t)
	w := test.NewWindow(nil)
	defer w.Close()
	content, _ := c.roundTable(f, w)
	w.SetContent(content)
	w.Resize(fyne.NewSize(900, 500))
	var table *widget.Table
	for _, o := range everything(content) {
		if tb, ok := o.(*widget.Table); ok {
			table = tb
		}
	}
	if table == nil {
		t.Fatal("no table")
	}
	table.Select(widget.TableCellID{Row: 1, Col: 1}) // board 1
	overlay := w.Canvas().Overlays().Top()
	if overlay == nil {
		t.Fatal("no dialog over the round table")
	}
	var entries []*widget.Entry
	var result *widget.SelectEntry
	var record *widget.Button
	for _, o := range everything(overlay) {
		switch x := o.(type) {
		case *widget.SelectEntry:
			result = x
		case *widget.Entry:
			entries = append(entries, x)
		case *widget.Button:
			if x.Text == "Record" {
				record = x
			}
		}
	}
	if result == nil || len(entries) != 1 || record == nil {
		t.Fatalf("dialog has result %v, %d reason entries and Record %v", result != nil, len(entries), record != nil)
	}
	if result.Text != "1-0" {
		t.Errorf("result offered %q, want the board's 1-0", result.Text)
	}
	result.SetText("1/2-1/2")
	entries[0].SetText("scoresheets say draw")
	test.Tap(record)
	if f.corrected != "1/2-1/2 scoresheets say draw" {
		t.Errorf("corrected %q", f.corrected)
	}
}

// A window that follows every change (the e-boards') reloads after a
// change of one board that leaves its result; one that follows results
// (the round table's, the standings') does not.
func TestShowFollowingReloadsAsAsked(t *testing.T) {
	for _, everyChange := range []bool{true, false} {
		c, f := newTestConsole(t, 4)
		reloads := 0
		c.showFollowing("following", fyne.NewSize(400, 300), everyChange, func(fyne.Window) (fyne.CanvasObject, func()) {
			return widget.NewLabel(""), func() { reloads++ }
		})
		f.changedBoards([]int{2}) // a move, or a board set to an e-board: no result
		if want := map[bool]int{true: 1, false: 0}[everyChange]; reloads != want {
			t.Errorf("every change %v: %d reloads after a change of board 2, want %d", everyChange, reloads, want)
		}
	}
}
