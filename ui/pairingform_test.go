package ui

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// optionalRoundItem is a Round menu item a backend offers beside the
// round lifecycle (view.PairingTyper, view.BoardAssigner,
// view.DefaultTimer).
func optionalRoundItem(label string) bool {
	return label == "Type pairings…" || label == "Assign boards to arbiters…" || label == "Default time…" || label == "Check-in…"
}

// fakeFullRounds is the fake round lifecycle with typed pairings, board
// assignment and default-time proposals.
type fakeFullRounds struct {
	*fakeRounds
	checked, typed []view.TypedRound
	warnings       []view.Message
	assigned       []view.ArbiterBoards
	proposals      []view.DefaultProposal
	defaulted      map[int]bool // boards sent a default
}

func (f *fakeFullRounds) Do(n int, cmd Command) ([]RulingView, error) {
	if cmd.Kind == view.CmdDefault {
		f.defaulted[n] = true
	}
	return f.fakeBackend.Do(n, cmd)
}

func (f *fakeFullRounds) PairingPlayers() []view.PairingPlayer {
	return []view.PairingPlayer{{StartRank: 1, Name: "Alpha, A"}, {StartRank: 2, Name: "Beta, B"}, {StartRank: 3, Name: "Gamma, C"}}
}
func (f *fakeFullRounds) CheckPairings(r view.TypedRound) ([]view.Message, error) {
	f.checked = append(f.checked, r)
	if len(r.Boards) > 0 && r.Boards[0].Black == "Zeta" {
		return nil, &view.Refusal{Message: view.Message{Key: "pairing.err.unknown.black", Params: map[string]any{"Board": 1, "Name": "Zeta"}},
			Err: errors.New("board 1 black: Zeta")}
	}
	return f.warnings, nil
}
func (f *fakeFullRounds) TypePairings(r view.TypedRound) (int, error) {
	f.typed = append(f.typed, r)
	return 2, nil
}
func (f *fakeFullRounds) Assignments() []view.ArbiterBoards {
	return []view.ArbiterBoards{{Arbiter: "Chief", Role: "chief"}, {Arbiter: "Deputy", Role: "deputy", Boards: []int{1, 2, 3, 5}}}
}
func (f *fakeFullRounds) AssignBoards(a []view.ArbiterBoards) error { f.assigned = a; return nil }
func (f *fakeFullRounds) DefaultTimeProposals(at time.Time) []view.DefaultProposal {
	var out []view.DefaultProposal
	for _, p := range f.proposals {
		if !f.defaulted[p.Board] {
			out = append(out, p)
		}
	}
	f.proposals = out
	return out
}
func (f *fakeFullRounds) DefaultTime() time.Duration   { return 15 * time.Minute }
func (f *fakeFullRounds) Presence() []view.PresenceRow { return nil }

func newFullRoundsConsole(t *testing.T) (*Console, *fakeFullRounds) {
	t.Helper()
	c, f := newRoundsConsole(t)
	full := &fakeFullRounds{fakeRounds: f, defaulted: map[int]bool{}}
	c.Attach(full)
	return c, full
}

// windowTitled returns the app's window with that title.
func windowTitled(t *testing.T, c *Console, title string) fyne.Window {
	t.Helper()
	for _, w := range c.app.Driver().AllWindows() {
		if w.Title() == title {
			return w
		}
	}
	t.Fatalf("no window %q", title)
	return nil
}

// The pairing form offers a board per two players and a bye for the odd
// one, sends what is typed, shows a refusal in the arbiter's words, and
// asks before storing a round with warnings.
func TestTypePairingsForm(t *testing.T) {
	c, f := newFullRoundsConsole(t)
	for _, m := range c.win.MainMenu().Items {
		for _, it := range m.Items {
			if optionalRoundItem(it.Label) && it.Disabled {
				t.Errorf("Round > %s is disabled with a backend that has it", it.Label)
			}
		}
	}
	f.ev.Round = 1
	c.showTypePairings()
	w := windowTitled(t, c, "Pairings of round 2, typed")
	var fields []*widget.SelectEntry
	for _, o := range everything(w.Content()) {
		if e, ok := o.(*widget.SelectEntry); ok {
			fields = append(fields, e)
		}
	}
	if len(fields) != 3 { // White and Black of board 1, the bye's player
		t.Fatalf("%d player fields, want 3", len(fields))
	}
	if w.Canvas().Focused() != fields[0] {
		t.Error("board 1's White does not have the focus")
	}
	test.Type(fields[0], "1")
	test.Type(fields[1], "Zeta")
	test.Type(fields[2], "gamma")
	test.Tap(button(t, w.Content(), "Store pairings"))
	if got := textUnder(overlay(t, w)); !strings.Contains(got, "Board 1, Black: no player “Zeta”") {
		t.Errorf("refusal shows %q, want it in the arbiter's words", got)
	}
	w.Canvas().Overlays().Top().Hide()
	fields[1].SetText("2")
	f.warnings = []view.Message{{Key: "pairing.warn.rematch", Params: map[string]any{"Board": 1, "White": "Alpha, A", "Black": "Beta, B", "Round": 1}}}
	test.Tap(button(t, w.Content(), "Store pairings"))
	if got := textUnder(overlay(t, w)); !strings.Contains(got, "Alpha, A and Beta, B already played each other in round 1") {
		t.Errorf("warnings show %q", got)
	}
	if len(f.typed) != 0 {
		t.Fatal("stored before the arbiter saw the warnings")
	}
	test.Tap(button(t, overlay(t, w), "Store anyway"))
	want := view.TypedRound{Boards: []view.TypedBoard{{White: "1", Black: "2"}}, Byes: []view.TypedBye{{Player: "gamma", Kind: view.ByePairing}}}
	if len(f.typed) != 1 || len(f.typed[0].Boards) != 1 || f.typed[0].Boards[0] != want.Boards[0] || f.typed[0].Byes[0] != want.Byes[0] {
		t.Errorf("stored %+v, want %+v", f.typed, want)
	}
}

// Board assignment shows each arbiter's boards as ranges and sends what
// the arbiter typed.
func TestAssignBoardsDialog(t *testing.T) {
	c, f := newFullRoundsConsole(t)
	c.showAssignBoards()
	top := overlay(t, c.win)
	var entries []*dialogEntry
	for _, o := range everything(top) {
		if e, ok := o.(*dialogEntry); ok {
			entries = append(entries, e)
		}
	}
	if len(entries) != 2 || entries[1].Text != "1-3, 5" {
		t.Fatalf("entries %d, deputy's %q; want 2, 1-3, 5", len(entries), entries[1].Text)
	}
	entries[0].SetText("4, 6-7")
	entries[0].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got := fmt.Sprint(f.assigned); got != "[{Chief  [4 6 7]} {Deputy  [1 2 3 5]}]" {
		t.Errorf("assigned %s, want Chief 4, 6, 7 and Deputy 1-3, 5", got)
	}
}

// At the default time the screen opens by itself over the console with
// each absent player's clock; no key defaults a player (Enter does
// nothing, the confirming button takes no focus); a click confirms the
// loss board by board; Esc closes it, and it does not open again for the
// same players.
func TestArticle_6_7_1_DefaultTimeScreen(t *testing.T) {
	c, f := newFullRoundsConsole(t)
	since := f.now.Add(-20 * time.Minute)
	f.proposals = []view.DefaultProposal{
		{Board: 1, Side: view.White, Player: "Gamma, C", Since: since, Clock: 10 * time.Minute},
		{Board: 2, Side: view.Black, Player: "Zeta, Z", Since: since, Clock: 15 * time.Minute},
	}
	c.defaultTimeTick(time.Time{})
	got := textUnder(overlay(t, c.win))
	if !strings.Contains(got, "The default time (15:00) has passed") {
		t.Errorf("screen says %q, want the default time as 15:00", got)
	}
	if !strings.Contains(got, "Board 1 · White · Gamma, C · clock 10:00") || !strings.Contains(got, "Board 2 · Black · Zeta, Z · clock 15:00") {
		t.Fatalf("screen shows %q, want both absent players with their clocks", got)
	}
	c.keys.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(f.commands) != 0 {
		t.Fatalf("Enter sent %+v, want nothing", f.commands)
	}
	for range 12 { // Tab round the screen: never on the loss
		c.win.Canvas().FocusNext()
		if b, ok := c.win.Canvas().Focused().(*widget.Button); ok && strings.Contains(b.Text, "Confirm loss") {
			t.Fatal("Tab put the focus on Confirm loss")
		}
	}
	var confirm *dangerButton
	for _, o := range everything(overlay(t, c.win)) {
		if b, ok := o.(*dangerButton); ok && confirm == nil {
			confirm = b
		}
	}
	if confirm == nil {
		t.Fatal("no Confirm loss button")
	}
	test.Tap(confirm)
	cmd := lastCommand(t, f.fakeBackend)
	if cmd.Kind != view.CmdDefault || cmd.Side != view.White || cmd.Decision != view.DecisionConfirm {
		t.Errorf("the click sent %+v, want board 1's White defaulted, confirmed", cmd)
	}
	if got := textUnder(overlay(t, c.win)); strings.Contains(got, "Gamma") || !strings.Contains(got, "Zeta") {
		t.Errorf("after confirming board 1 the screen shows %q, want board 2 only", got)
	}
	test.Tap(button(t, overlay(t, c.win), "Present after all"))
	if cmd := lastCommand(t, f.fakeBackend); cmd.Kind != view.CmdPresent || cmd.Side != view.Black {
		t.Errorf("Present after all sent %+v, want board 2's Black marked present", cmd)
	}
	c.keys.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if top := c.win.Canvas().Overlays().Top(); top != nil {
		t.Fatal("Esc left the screen open")
	}
	f.now = f.now.Add(time.Minute)
	c.defaultTimeTick(time.Time{})
	if top := c.win.Canvas().Overlays().Top(); top != nil {
		t.Error("the screen opened again for a player already shown")
	}
}

// The default-time screen does not open over another dialog (whose Esc
// would close it unseen); it opens once that dialog is closed.
func TestArticle_6_7_1_DefaultTimeScreenWaitsForOpenDialog(t *testing.T) {
	c, f := newFullRoundsConsole(t)
	f.proposals = []view.DefaultProposal{{Board: 1, Side: view.White, Player: "Gamma, C", Since: f.now.Add(-time.Hour)}}
	c.notify("Start round", "White's clock started on every board.")
	c.defaultTimeTick(time.Time{})
	if got := textUnder(overlay(t, c.win)); !strings.Contains(got, "White's clock started") {
		t.Fatalf("top dialog shows %q, want the note still on top", got)
	}
	c.keys.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	f.now = f.now.Add(defaultCheckEvery)
	c.defaultTimeTick(time.Time{})
	if got := textUnder(overlay(t, c.win)); !strings.Contains(got, "Board 1 · White · Gamma, C") {
		t.Errorf("after the note closed the screen shows %q, want the absent player", got)
	}
}
