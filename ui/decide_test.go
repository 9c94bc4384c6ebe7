package ui

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// pendingDefault puts a proposed 6.7.1 default loss on fake board n, as
// the backend reports one awaiting the arbiter's decision.
func pendingDefault(f *fakeBackend, n int) RulingView {
	r := RulingView{At: f.now, Key: "ruling.default.loss", Text: "default.loss", Edition: "2018",
		Articles: []string{"6.7.1"}, Result: "*", Proposed: true,
		Effects: []Message{{Key: "effect.result", Params: map[string]any{"Result": "-/+"}}}}
	d := &f.boards[n-1].detail
	d.Rulings = append(d.Rulings, r)
	d.Pending, d.Proposal = &r, r.Key
	return r
}

// 6.7.1 "unless the arbiter decides otherwise": the board window says a
// decision is pending; Ctrl+Y shows the proposal with Confirm and
// Override; Enter confirms, sending the decide command.
func TestArticle_6_7_1_PendingProposalConfirmedWithEnter(t *testing.T) {
	c, f := newTestConsole(t, 2)
	pendingDefault(f, 1)
	w := openBoard(t, c, 1)
	if s := w.status.Text; !strings.Contains(s, "awaiting your decision: The player arrived at the chessboard after the default time") {
		t.Errorf("status %q does not say a decision is pending", s)
	}
	w.entry.TypedShortcut(ctrl(fyne.KeyY)) // from the focused move field
	panel := overlay(t, w.win)
	text := textUnder(panel)
	for _, want := range []string{"Proposed by the console", "Result: -/+", "Esc leaves it pending"} {
		if !strings.Contains(text, want) {
			t.Errorf("ruling panel lacks %q:\n%s", want, text)
		}
	}
	button(t, panel, "Confirm")
	button(t, panel, "Override")
	n := len(f.commands)
	w.typedKey(enter)
	if len(f.commands) != n+1 {
		t.Fatalf("Enter sent %d commands, want 1", len(f.commands)-n)
	}
	if cmd := lastCommand(t, f); cmd.Kind != CmdDecide || cmd.Decision != DecisionConfirm {
		t.Errorf("Enter sent %+v, want decide confirm", cmd)
	}
}

// Esc leaves the proposal pending: nothing is sent. Override sends the
// arbiter's written reason with the decision.
func TestPendingProposalEscLeavesItAndOverrideSendsTheReason(t *testing.T) {
	c, f := newTestConsole(t, 1)
	pendingDefault(f, 1)
	w := openBoard(t, c, 1)
	w.showPending()
	w.typedKey(escape)
	if w.keys.top() != nil || len(f.commands) != 0 {
		t.Fatalf("Esc: panel open %v, commands %+v; want it closed and nothing sent", w.keys.top() != nil, f.commands)
	}
	w.showPending()
	reason := w.lastRuling.reason
	if reason == nil {
		t.Fatal("no reason field on the panel")
	}
	if !button(t, overlay(t, w.win), "Override").Disabled() {
		t.Error("Override is enabled without a reason")
	}
	w.win.Canvas().Focus(reason)
	test.Type(reason, "train delayed; the organiser agreed to wait")
	test.Tap(button(t, overlay(t, w.win), "Override"))
	cmd := lastCommand(t, f)
	if cmd.Kind != CmdDecide || cmd.Decision != DecisionOverride || cmd.Text != "train delayed; the organiser agreed to wait" {
		t.Errorf("Override sent %+v, want decide override with the reason", cmd)
	}
	if w.keys.top() != nil {
		t.Error("the proposal's panel stayed open after the decision")
	}
}

// A decided proposal in the rulings list shows who decided and offers no
// buttons; with nothing pending Ctrl+Y says so.
func TestDecidedProposalHasNoButtons(t *testing.T) {
	c, f := newTestConsole(t, 1)
	r := pendingDefault(f, 1)
	d := &f.boards[0].detail
	d.Pending, d.Proposal = nil, ""
	d.Rulings = append(d.Rulings, RulingView{At: r.At.Add(time.Second), Key: "ruling.proposal.confirmed", Edition: "2018",
		Articles: []string{"6.7.1"}, Result: "-/+", DecidedBy: "Anna"})
	w := openBoard(t, c, 1)
	w.showRulings(d.Rulings)
	text := textUnder(overlay(t, w.win))
	if !strings.Contains(text, "Decided by Anna") {
		t.Errorf("panel does not say who decided:\n%s", text)
	}
	for _, x := range everything(overlay(t, w.win)) {
		if b, ok := x.(*widget.Button); ok && (strings.HasPrefix(b.Text, "Confirm") || strings.HasPrefix(b.Text, "Override")) {
			t.Errorf("a decided proposal offers %q", b.Text)
		}
	}
	if w.lastRuling.decide != nil {
		t.Error("Enter would decide a proposal already decided")
	}
	w.typedKey(escape)
	w.showPending()
	if text := textUnder(overlay(t, w.win)); !strings.Contains(text, "No proposal on this board awaits your decision.") {
		t.Errorf("Ctrl+Y with nothing pending showed:\n%s", text)
	}
}

// The wall tile says a decision is pending, among the alerts.
func TestTileShowsPendingDecision(t *testing.T) {
	test.NewTempApp(t)
	v := BoardView{Number: 4, FEN: startFEN, Started: true, Running: White,
		Illegal: map[Side]int{}, Penalties: map[Side]int{}, Proposal: "ruling.default.loss"}
	tile := NewTile(time.Minute)
	tile.SetBoard(v)
	tile.SetClocks(10*time.Minute, 10*time.Minute)
	if got := tile.BadgeTexts(); !slices.Equal(got, []string{"DECIDE"}) || !tile.Alerts() || tile.urgency() != 5 {
		t.Errorf("badges %q, alerts %v, urgency %d; want DECIDE, an alert, urgency of a claim", got, tile.Alerts(), tile.urgency())
	}
	v.Result = "-/+"
	tile.SetBoard(v)
	if got := tile.BadgeTexts(); slices.Contains(got, "DECIDE") {
		t.Errorf("a finished game still shows %q", got)
	}
}

// decidingFake answers a decision as the backend does: the proposal is
// no longer pending and the decision's ruling comes back.
type decidingFake struct{ *fakeBackend }

func (f decidingFake) Do(n int, cmd Command) ([]RulingView, error) {
	if cmd.Kind != CmdDecide {
		return f.fakeBackend.Do(n, cmd)
	}
	f.commands = append(f.commands, cmd)
	defer f.changedBoards([]int{n}) // as the backend does for a stored command
	d := &f.boards[n-1].detail
	r := RulingView{At: f.now, Key: "ruling.proposal.confirmed", Edition: "2018", Articles: []string{"6.7.1"}, Result: "-/+", DecidedBy: "Anna"}
	d.Pending, d.Proposal, d.Result = nil, "", "-/+"
	d.Rulings = append(d.Rulings, r)
	return []RulingView{r}, nil
}

// After Enter confirms, the decision's own panel is open (the proposal's
// is gone) and says who decided; the status line no longer waits.
func TestConfirmedProposalShowsTheDecision(t *testing.T) {
	c, f := newTestConsole(t, 1)
	c.Attach(decidingFake{f})
	pendingDefault(f, 1)
	w := openBoard(t, c, 1)
	w.showPending()
	w.typedKey(enter)
	if len(w.keys.open) != 1 {
		t.Fatalf("%d dialogs open after the decision, want the decision's panel alone", len(w.keys.open))
	}
	text := textUnder(overlay(t, w.win))
	if !strings.Contains(text, "Decided by Anna") || strings.Contains(text, "Esc leaves it pending") {
		t.Errorf("panel after the decision:\n%s", text)
	}
	if strings.Contains(w.status.Text, "awaiting your decision") {
		t.Errorf("status %q still waits for a decision", w.status.Text)
	}
}
