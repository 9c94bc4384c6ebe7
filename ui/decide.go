package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// Where the Laws leave a decision to the arbiter the backend proposes and
// waits: the ruling panel shows the board's pending proposal with Confirm
// (Enter) and Override, and the arbiter's reason; Esc leaves it pending.

// The arbiter's decision on a proposal.
const (
	CmdDecide        = view.CmdDecide
	DecisionConfirm  = view.DecisionConfirm
	DecisionOverride = view.DecisionOverride
)

// isPending reports whether r is the board's proposal still awaiting the
// arbiter's decision (an earlier proposal in the list is decided).
func (w *BoardWindow) isPending(r RulingView) bool {
	p := w.detail.Pending
	return p != nil && r.Proposed && p.Key == r.Key && p.At.Equal(r.At)
}

// decisionBox is the pending proposal's Confirm and Override buttons with
// the field for the arbiter's reason; it makes Enter on panel p confirm.
// Override waits for a reason: the backend refuses one without.
func (w *BoardWindow) decisionBox(p *rulingPanel) fyne.CanvasObject {
	reason := w.keys.entry(false)
	reason.SetPlaceHolder(lang.L("decide.reason"))
	reason.SetText(w.decideReason)
	p.reason = reason
	p.decide = func(decision string) {
		// Hide first: hiding a dialog also removes the overlays above
		// it, and the decision's own panel opens on top. A refused
		// decision keeps the reason for the next Ctrl+Y.
		p.dialog.Hide()
		w.decideReason = reason.Text
		w.do(Command{Kind: CmdDecide, Decision: decision, Text: reason.Text}, func() { w.decideReason = "" })
	}
	confirm := widget.NewButtonWithIcon(lang.L("decide.confirm")+"  Enter", theme.ConfirmIcon(), func() { p.decide(DecisionConfirm) })
	confirm.Importance = widget.HighImportance
	override := widget.NewButtonWithIcon(lang.L("decide.override"), theme.CancelIcon(), func() { p.decide(DecisionOverride) })
	enable := func(text string) {
		if strings.TrimSpace(text) == "" {
			override.Disable()
		} else {
			override.Enable()
		}
	}
	reason.OnChanged = enable
	enable(reason.Text)
	hint := widget.NewLabel(lang.L("decide.hint"))
	hint.Wrapping = fyne.TextWrapWord
	return container.NewVBox(hint, reason, container.NewHBox(confirm, override))
}

// showPending opens the ruling panel on the board's pending proposal, or
// says that nothing awaits a decision.
func (w *BoardWindow) showPending() {
	if w.detail.Pending == nil {
		d := dialog.NewInformation(lang.L("decide.title"), lang.L("decide.none"), w.win)
		w.keys.show(d, d.Hide)
		return
	}
	w.showRulings([]RulingView{*w.detail.Pending})
}

// pendingStatus is the status line's part about a pending proposal.
func (w *BoardWindow) pendingStatus() string {
	if w.detail.Pending == nil {
		return ""
	}
	return lang.L("decide.status", map[string]any{"Proposal": rulingText(*w.detail.Pending)})
}
