package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// This file builds the board window's actions from the command table
// (view.Commands): each entry gets the window's own form where it has one,
// else a form made from the entry (its options, its decisions), so that an
// entry added to the table is a button of the window.

// Where an action's button goes.
const (
	inActions   = iota // the grid of the arbiter's actions
	inClocks           // the clock buttons
	inMoveField        // the move field: no button
)

// ownActions are the actions with a form of their own, each naming the
// kinds of the table it gives.
func (w *BoardWindow) ownActions() []boardAction {
	start := func() { w.do(Command{Kind: CmdStartClock}, nil) }
	return []boardAction{
		{key: "board.move.play", kinds: []CommandKind{CmdMove}, place: inMoveField, run: func() { w.win.Canvas().Focus(w.entry) }},
		{key: "board.clock.start", icon: theme.MediaPlayIcon(), keys: "Ctrl+S", shortcut: ctrl(fyne.KeyS), kinds: []CommandKind{CmdStartClock}, place: inClocks, run: start},
		{key: "board.clock.press", icon: theme.MediaSkipNextIcon(), keys: "Space", kinds: []CommandKind{CmdPressClock}, place: inClocks, run: w.pressClock},
		{key: "board.clock.pause", icon: theme.MediaPauseIcon(), keys: "Ctrl+U", shortcut: ctrl(fyne.KeyU), kinds: []CommandKind{CmdPause, CmdResume}, place: inClocks, run: w.pauseOrResume},
		{key: "board.clock.set", icon: theme.HistoryIcon(), keys: "Ctrl+T", shortcut: ctrl(fyne.KeyT), kinds: []CommandKind{CmdSetTimes}, place: inClocks, run: w.showSetTimes},
		{key: "board.clock.adjust", icon: theme.ContentAddIcon(), keys: "Ctrl+J", shortcut: ctrl(fyne.KeyJ), kinds: []CommandKind{CmdAdjustTime}, place: inClocks, run: w.showAdjustTime},
		{key: "action.illegal", keys: "Ctrl+I", shortcut: ctrl(fyne.KeyI), kinds: []CommandKind{CmdIllegal}, run: w.showIllegal},
		{key: "action.flag", keys: "Ctrl+F", shortcut: ctrl(fyne.KeyF), kinds: []CommandKind{CmdFlagFall}, run: w.showFlag},
		{key: "action.draw", keys: "Ctrl+D", shortcut: ctrl(fyne.KeyD), kinds: []CommandKind{CmdDrawOffer, CmdDrawAccept, CmdDrawDecline}, run: w.showDraw},
		{key: "action.claim", keys: "Ctrl+L", shortcut: ctrl(fyne.KeyL), kinds: []CommandKind{CmdClaim}, run: w.showClaim},
		{key: "action.resign", keys: "Ctrl+R", shortcut: ctrl(fyne.KeyR), kinds: []CommandKind{CmdResign}, run: w.showResign},
		{key: "action.reinstate", keys: "Ctrl+H", shortcut: ctrl(fyne.KeyH), kinds: []CommandKind{CmdReinstate}, run: w.showReinstate},
		{key: "action.penalty", keys: "Ctrl+P", shortcut: ctrl(fyne.KeyP), kinds: []CommandKind{CmdPenalty}, run: w.showPenalty},
		{key: "action.device", keys: "Ctrl+E", shortcut: ctrl(fyne.KeyE), kinds: []CommandKind{CmdDevice}, run: w.showDevice},
		{key: "action.default", keys: "Ctrl+Shift+D", shortcut: ctrlShift(fyne.KeyD), kinds: []CommandKind{CmdDefault}, run: w.showDefault},
		{key: "action.result", keys: "Ctrl+Shift+R", shortcut: ctrlShift(fyne.KeyR), kinds: []CommandKind{CmdResult}, run: w.showResult},
		{key: "action.decide", keys: "Ctrl+Y", shortcut: ctrl(fyne.KeyY), kinds: []CommandKind{CmdDecide}, run: w.showPending},
		{key: "action.colours", keys: "Ctrl+Shift+C", shortcut: ctrlShift(fyne.KeyC), kinds: []CommandKind{CmdColours}, run: w.showColours},
		{key: "action.wrong_setup", keys: "Ctrl+Shift+W", shortcut: ctrlShift(fyne.KeyW), kinds: []CommandKind{CmdWrongSetup}, run: w.showWrongSetup},
		{key: "action.position", keys: "Ctrl+Shift+P", shortcut: ctrlShift(fyne.KeyP), kinds: []CommandKind{CmdPosition}, run: w.showPosition},
	}
}

// commandActions are the window's actions in the order of the command
// table, one per entry or group of entries, then the appeal record (not a
// command).
func (w *BoardWindow) commandActions() []boardAction {
	own := w.ownActions()
	var out []boardAction
	added := map[string]bool{}
	for _, spec := range view.Commands {
		i := slices.IndexFunc(own, func(a boardAction) bool { return slices.Contains(a.kinds, spec.Kind) })
		a := w.tableAction(spec)
		if i >= 0 {
			a = own[i]
		}
		if !added[a.key] {
			added[a.key] = true
			out = append(out, a)
		}
	}
	return append(out, boardAction{key: "action.appeal", keys: "Ctrl+Shift+F", shortcut: ctrlShift(fyne.KeyF), run: w.showAppeal})
}

// tableAction is the action of an entry without a form of its own: its
// label is "command.KIND".
func (w *BoardWindow) tableAction(spec view.CommandSpec) boardAction {
	return boardAction{key: "command." + string(spec.Kind), kinds: []CommandKind{spec.Kind}, run: func() { w.showTableForm(spec) }}
}

// showTableForm records a command of the table from its entry: the
// player, the option (when the entry has options), the decision (when it
// has decisions) and a note.
func (w *BoardWindow) showTableForm(spec view.CommandSpec) {
	side := w.newSideChoice(w.detail.Turn)
	items := []*widget.FormItem{widget.NewFormItem(lang.L("form.side"), side.radio)}
	prefix := "command." + string(spec.Kind) + "."
	option := w.keys.radio(translated(prefix, spec.Options))
	if len(spec.Options) > 0 {
		option.SetSelected(option.Options[0])
		items = append(items, widget.NewFormItem(lang.L("form.kind"), option))
	}
	decision := w.keys.radio(translated("command.decision.", decisionNames(spec.Decisions)))
	if len(spec.Decisions) > 0 {
		decision.SetSelected(decision.Options[0])
		items = append(items, widget.NewFormItem(lang.L("form.decision"), decision))
	}
	note := w.keys.entry(false)
	items = append(items, widget.NewFormItem(lang.L("form.note"), note))
	w.record(prefix[:len(prefix)-1], items, func() Command {
		c := Command{Kind: spec.Kind, Side: side.side(), Text: note.Text}
		if len(spec.Options) > 0 {
			c = c.WithOption(spec.Options[indexOfOption(option.Options, option.Selected)])
		}
		if len(spec.Decisions) > 0 {
			c.Decision = spec.Decisions[indexOfOption(decision.Options, decision.Selected)]
		}
		return c
	})
}

// actionButton is the button of action a, with its shortcut on it.
func (w *BoardWindow) actionButton(a boardAction) *widget.Button {
	label := lang.L(a.key)
	if a.keys != "" {
		label += "  " + keyNames(a.keys)
	}
	b := widget.NewButtonWithIcon(label, a.icon, a.run)
	w.commandButtons = append(w.commandButtons, b)
	return b
}

// decisionNames name the decisions of an entry for their labels: "none"
// for giving the command without one.
func decisionNames(decisions []string) []string {
	out := slices.Clone(decisions)
	for i, d := range out {
		if d == "" {
			out[i] = "none"
		}
	}
	return out
}

// keyNames writes a shortcut's keys in the arbiter's language: the
// letters stay, a named key (Space) is translated.
func keyNames(keys string) string {
	if keys == "Space" {
		return lang.L("key.space")
	}
	return keys
}
