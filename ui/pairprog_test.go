package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// fakePairer is the fake round lifecycle with a pairing program and the
// entries between rounds.
type fakePairer struct {
	*fakeRounds
	proposed  []view.PairingProgram
	confirmed []view.PairingProposal
	granted   []string
	cancelled []int
	late      []view.NewPlayer
	next      *view.PairingProposal // proposed instead of proposal when set
}

var proposal = view.PairingProposal{Round: 2, Program: "bbpPairings.exe", System: "dutch",
	Boards: []view.ProposedBoard{
		{Board: 1, White: view.PairingPlayer{StartRank: 3, Name: "Gamma, C", Points: "1.0"}, Black: view.PairingPlayer{StartRank: 1, Name: "Alpha, A", Points: "1.0"}},
		{Board: 2, White: view.PairingPlayer{StartRank: 2, Name: "Beta, B", Points: "0.0"}},
	},
	Byes: []view.ProposedBye{{Player: view.PairingPlayer{StartRank: 4, Name: "Delta, D", Points: "0.0"}, Kind: view.ByeHalf}},
}

func (f *fakePairer) ProposePairing(p view.PairingProgram) (view.PairingProposal, error) {
	f.proposed = append(f.proposed, p)
	if f.next != nil {
		return *f.next, nil
	}
	return proposal, nil
}
func (f *fakePairer) ConfirmPairing(p view.PairingProposal) (int, error) {
	f.confirmed = append(f.confirmed, p)
	return p.Round, nil
}
func (f *fakePairer) NextRound() int                    { return 2 }
func (f *fakePairer) ComingEntries() []view.ComingEntry { return nil }
func (f *fakePairer) GrantBye(rank, round int, k view.ByeKind) error {
	f.granted = append(f.granted, string(k))
	return nil
}
func (f *fakePairer) CancelBye(rank, round int) error {
	f.cancelled = append(f.cancelled, rank)
	return nil
}
func (f *fakePairer) Withdraw(rank, from int) error {
	f.granted = append(f.granted, "withdraw")
	return nil
}
func (f *fakePairer) AddLateEntry(p view.NewPlayer) (int, error) {
	f.late = append(f.late, p)
	return 9, nil
}

func newPairerConsole(t *testing.T) (*Console, *fakePairer) {
	t.Helper()
	c, f := newRoundsConsole(t)
	p := &fakePairer{fakeRounds: f}
	c.Attach(p)
	return c, p
}

// The pairing list as posted: boards in the program's order, the bye,
// and the players left out with why.
func TestProposalText(t *testing.T) {
	text := proposalText(proposal)
	for _, want := range []string{"    1    3 Gamma, C", "  1 Alpha, A", "    2    2 Beta, B", "bye (pairing-allocated)", "Not paired in this round", "4 Delta, D", "half-point bye"} {
		if !strings.Contains(text, want) {
			t.Errorf("proposal lacks %q:\n%s", want, text)
		}
	}
}

// Round > Pair next round… runs the program the settings name and stores
// the proposal only once the arbiter confirms it.
func TestPairNextRoundConfirms(t *testing.T) {
	c, f := newPairerConsole(t)
	c.settings.SetPairingProgram(view.PairingProgram{Path: "/opt/bbp/bbpPairings.exe", System: "burstein"})
	c.pairNextRound()
	if len(f.proposed) != 1 || f.proposed[0].Path != "/opt/bbp/bbpPairings.exe" || f.proposed[0].System != "burstein" {
		t.Fatalf("proposed with %+v", f.proposed)
	}
	if len(f.confirmed) != 0 {
		t.Fatal("stored before the arbiter confirmed")
	}
	c.keys.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // the proposal's Store this pairing
	if len(f.confirmed) != 1 || f.confirmed[0].Round != 2 {
		t.Fatalf("confirmed %+v", f.confirmed)
	}
}

// A player defaulted in the round before is shown "absent in round 1:
// zero-point bye" in the proposal; "Pair after all" takes his bye back and
// the program pairs again; "Withdraw" withdraws him from the round.
func TestPairNextRoundAbsentPlayer(t *testing.T) {
	c, f := newPairerConsole(t)
	absent := proposal
	absent.Byes = []view.ProposedBye{{Player: view.PairingPlayer{StartRank: 4, Name: "Delta, D", Points: "0.0"}, Kind: view.ByeZero, Absent: 1}}
	f.next = &absent
	if text := proposalText(absent); !strings.Contains(text, "absent in round 1: zero-point bye") {
		t.Errorf("proposal text:\n%s", text)
	}
	c.settings.SetPairingProgram(view.PairingProgram{Path: "/opt/bbp/bbpPairings.exe"})
	c.pairNextRound()
	test.Tap(button(t, c.win.Canvas().Overlays().Top(), "Pair after all"))
	if len(f.cancelled) != 1 || f.cancelled[0] != 4 || len(f.proposed) != 2 {
		t.Fatalf("taken back %v, proposed %d times; want 4's bye taken back and the program run again", f.cancelled, len(f.proposed))
	}
	test.Tap(button(t, c.win.Canvas().Overlays().Top(), "Withdraw"))
	if len(f.granted) != 1 || f.granted[0] != "withdraw" || len(f.proposed) != 3 {
		t.Fatalf("entries %v, proposed %d times; want 4 withdrawn and the program run again", f.granted, len(f.proposed))
	}
	if len(f.confirmed) != 0 {
		t.Error("stored without the arbiter's confirmation")
	}
}

// Without a program set, Pair next round asks for one first.
func TestPairNextRoundAsksForTheProgram(t *testing.T) {
	c, f := newPairerConsole(t)
	c.pairNextRound()
	if len(f.proposed) != 0 {
		t.Fatal("ran a program the settings do not name")
	}
	if got := c.settings.PairingProgram(); got.Path != "" || got.System != "dutch" {
		t.Errorf("settings %+v", got)
	}
}

func TestSettingsPairingProgram(t *testing.T) {
	s := NewSettings(test.NewTempApp(t).Preferences())
	s.SetPairingProgram(view.PairingProgram{Path: "/x/javafo.jar", System: "dutch"})
	if got := s.PairingProgram(); got.Path != "/x/javafo.jar" || got.System != "dutch" {
		t.Errorf("%+v", got)
	}
}

// programRoundItem reports whether a Round menu item needs a backend that
// pairs with a program (fakePairer, the real backend).
func programRoundItem(label string) bool {
	return label == "Pair next round…" || label == "Between rounds…" || label == "Pairing program…"
}

func TestRoundMenuOffersThePairingProgram(t *testing.T) {
	c, _ := newPairerConsole(t)
	for _, m := range c.win.MainMenu().Items {
		for _, it := range m.Items {
			if programRoundItem(it.Label) && it.Disabled {
				t.Errorf("Round > %s is disabled with a backend that pairs", it.Label)
			}
		}
	}
}

// tcSetter is the fake with the time control an imported file lacked.
type tcSetter struct {
	*fakePairer
	set []string
}

func (f *tcSetter) SetTimeControl(text string) error {
	f.set = append(f.set, text)
	f.ev.NeedsTimeControl = false
	return nil
}

// An event imported without a readable time control asks for it once.
func TestAskTimeControlOnce(t *testing.T) {
	c, p := newPairerConsole(t)
	f := &tcSetter{fakePairer: p}
	f.ev.NeedsTimeControl = true
	c.Attach(f)
	top := c.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no question asked")
	}
	var entry *widget.Entry
	for _, o := range test.LaidOutObjects(top) {
		if e, ok := o.(*widget.Entry); ok {
			entry = e
		}
	}
	entry.SetText("90 min/40 moves + 30 min + 30 sec/move")
	c.keys.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(f.set) != 1 || f.set[0] != "90 min/40 moves + 30 min + 30 sec/move" {
		t.Fatalf("set %q", f.set)
	}
	c.refresh()
	if len(f.set) != 1 {
		t.Error("asked twice")
	}
}

// The time control asked for shows, in every language, an example in
// that language's words that the time-control reader reads as the
// classical 90 min/40 moves + 30 min + 30 s a move.
func TestAskTimeControlExampleTranslated(t *testing.T) {
	defer SetLanguage("en")
	want, err := clock.Parse("90 min/40 moves + 30 min + 30 sec/move")
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range Languages {
		if err := SetLanguage(code); err != nil {
			t.Fatal(err)
		}
		c, p := newPairerConsole(t)
		f := &tcSetter{fakePairer: p}
		f.ev.NeedsTimeControl = true
		c.Attach(f)
		top := c.win.Canvas().Overlays().Top()
		if top == nil {
			t.Fatalf("%s: no question asked", code)
		}
		example := first[*widget.Entry](t, top).PlaceHolder
		if example != lang.L("tc.ask.placeholder") || example == "tc.ask.placeholder" {
			t.Errorf("%s: the example is %q, not the language's", code, example)
		}
		got, err := clock.Parse(example)
		if err != nil || got.String() != want.String() {
			t.Errorf("%s: the example %q reads as %v (%v), want %v", code, example, got, err, want)
		}
	}
}
