package ui

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// The options of the command table (view.Commands) that the dialogs offer.
var (
	IllegalArticles = view.Options(CmdIllegal) // 7.5.1 - 7.5.4
	Claims          = view.Options(CmdClaim)   // 9.2, 9.3
	Penalties       = view.Options(CmdPenalty) // 12.9 a) - i)
	Results         = view.Options(CmdResult)
)

// sideChoice is a pair of big radio buttons naming both players.
type sideChoice struct {
	radio *keyRadio
	sides []Side
}

func (w *BoardWindow) newSideChoice(initial Side) *sideChoice {
	d := w.detail
	c := &sideChoice{sides: []Side{White, Black}}
	c.radio = w.keys.radio([]string{
		sideName(White) + ": " + d.White.Name,
		sideName(Black) + ": " + d.Black.Name,
	})
	c.radio.Horizontal = true
	if initial == Black {
		c.radio.SetSelected(c.radio.Options[1])
	} else {
		c.radio.SetSelected(c.radio.Options[0])
	}
	return c
}

func (c *sideChoice) side() Side {
	if c.radio.Selected == c.radio.Options[1] {
		return Black
	}
	return White
}

// lastMover is the side that made the last move; White before any.
func (w *BoardWindow) lastMover() Side {
	if len(w.detail.Moves) == 0 {
		return White
	}
	return opposite(w.detail.Turn)
}

// record shows a form; on confirm, cmd builds the command to send.
func (w *BoardWindow) record(titleKey string, items []*widget.FormItem, cmd func() Command) {
	d := dialog.NewForm(lang.L(titleKey), lang.L("dialog.record"), lang.L("dialog.cancel"), items, func(ok bool) {
		if ok {
			w.do(cmd(), nil)
		}
	}, w.win)
	d.Resize(fyne.NewSize(620, d.MinSize().Height))
	w.keys.show(d, func() {
		// Enter records only a valid form, as the Record button does
		// once the fields have been checked.
		for _, it := range items {
			if v, ok := it.Widget.(fyne.Validatable); ok && v.Validate() != nil {
				return
			}
		}
		d.Submit()
	})
}

// showIllegal records an illegal move. The offender is the player to move:
// the illegal move was never recorded, so the turn has not passed.
func (w *BoardWindow) showIllegal() {
	side := w.newSideChoice(w.detail.Turn)
	kind := w.keys.radio(translated("illegal.", IllegalArticles))
	// 7.5.2 names the pawn's move, which the engine completes as a queen.
	pawn := w.keys.selectEntry()
	pawn.SetPlaceHolder(lang.L("illegal.pawn_move.placeholder"))
	pawn.OnChanged = func(s string) { pawn.SetOptions(completions(w.detail.Legal, w.detail.LegalSAN, s, w.board.pieces)) }
	kind.OnChanged = func(string) {
		if IllegalArticles[indexOfOption(kind.Options, kind.Selected)] == "7.5.2" {
			pawn.Enable()
		} else {
			pawn.Disable()
		}
	}
	kind.SetSelected(kind.Options[0])
	late := w.keys.check(lang.L("illegal.late"), nil) // A.4.2: too late to correct
	w.record("action.illegal", []*widget.FormItem{
		widget.NewFormItem(lang.L("form.side"), side.radio),
		widget.NewFormItem(lang.L("form.kind"), kind),
		widget.NewFormItem(lang.L("form.pawn_move"), pawn),
		widget.NewFormItem("", late),
	}, func() Command {
		c := Command{Kind: CmdIllegal, Side: side.side(), Article: IllegalArticles[indexOfOption(kind.Options, kind.Selected)], Late: late.Checked}
		if c.Article == "7.5.2" {
			c.Move = strings.TrimSpace(pawn.Text)
		}
		return c
	})
}

func (w *BoardWindow) showFlag() {
	initial := w.detail.Running
	if initial == NoSide {
		initial = w.detail.Turn
	}
	side := w.newSideChoice(initial)
	w.record("action.flag", []*widget.FormItem{
		widget.NewFormItem(lang.L("form.flag_side"), side.radio),
	}, func() Command { return Command{Kind: CmdFlagFall, Side: side.side()} })
}

// showDraw answers a pending offer, or records a new one.
func (w *BoardWindow) showDraw() {
	if offer := w.detail.DrawOffer; offer != NoSide {
		answerer := opposite(offer)
		msg := lang.L("draw.answer", map[string]any{"Side": sideName(answerer), "Offerer": sideName(offer)})
		d := dialog.NewCustomConfirm(lang.L("action.draw"), lang.L("draw.accept"), lang.L("draw.decline"),
			confirmBox(msg), func(accept bool) {
				kind := CmdDrawDecline
				if accept {
					kind = CmdDrawAccept
				}
				w.do(Command{Kind: kind, Side: answerer}, nil)
			}, w.win)
		w.keys.show(d, d.Confirm)
		return
	}
	side := w.newSideChoice(w.lastMover())
	w.record("action.draw", []*widget.FormItem{
		widget.NewFormItem(lang.L("form.offering_side"), side.radio),
	}, func() Command { return Command{Kind: CmdDrawOffer, Side: side.side()} })
}

// showClaim records a 9.2 or 9.3 claim, with the move the claimant wrote
// but did not play, if any.
func (w *BoardWindow) showClaim() {
	side := w.newSideChoice(w.detail.Turn)
	kind := w.keys.radio(translated("claim.", Claims))
	kind.SetSelected(kind.Options[0])
	move := w.keys.selectEntry()
	move.SetPlaceHolder(lang.L("claim.move.placeholder"))
	move.OnChanged = func(s string) { move.SetOptions(completions(w.detail.Legal, w.detail.LegalSAN, s, w.board.pieces)) }
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("form.claimant"), side.radio),
		widget.NewFormItem(lang.L("form.claim"), kind),
		widget.NewFormItem(lang.L("form.intended_move"), move),
	}
	if w.detail.Running != NoSide {
		// The clocks run on while the arbiter checks the claim unless he
		// stops them (6.11.1): the form asks rather than assumes.
		pause := w.keys.check(lang.L("claim.pause"), func(on bool) {
			if on {
				w.do(Command{Kind: CmdPause}, nil)
			} else {
				w.do(Command{Kind: CmdResume}, nil)
			}
		})
		items = append(items, widget.NewFormItem(lang.L("form.clocks"), pause))
	}
	w.record("action.claim", items, func() Command {
		return Command{Kind: CmdClaim, Side: side.side(), Claim: Claims[indexOfOption(kind.Options, kind.Selected)],
			Move: strings.TrimSpace(move.Text)}
	})
}

func (w *BoardWindow) showResign() {
	side := w.newSideChoice(w.detail.Turn)
	w.record("action.resign", []*widget.FormItem{
		widget.NewFormItem(lang.L("form.resigning_side"), side.radio),
	}, func() Command { return Command{Kind: CmdResign, Side: side.side()} })
}

func (w *BoardWindow) showDevice() {
	side := w.newSideChoice(w.detail.Turn)
	w.record("action.device", []*widget.FormItem{
		widget.NewFormItem(lang.L("form.offending_side"), side.radio),
	}, func() Command { return Command{Kind: CmdDevice, Side: side.side()} })
}

func (w *BoardWindow) showDefault() {
	side := w.newSideChoice(w.detail.Turn)
	w.record("action.default", []*widget.FormItem{
		widget.NewFormItem(lang.L("form.absent_side"), side.radio),
	}, func() Command { return Command{Kind: CmdDefault, Side: side.side()} })
}

// showReinstate picks the ply whose position is put back (7.5.1).
func (w *BoardWindow) showReinstate() {
	options := make([]string, len(w.detail.Positions))
	for ply := range w.detail.Positions {
		options[ply] = w.plyLabel(ply)
	}
	pick := w.keys.selectBox(options)
	if n := len(options); n > 1 {
		pick.SetSelectedIndex(n - 2) // the position before the last move
	} else if n == 1 {
		pick.SetSelectedIndex(0)
	}
	note := w.keys.entry(false)
	w.record("action.reinstate", []*widget.FormItem{
		widget.NewFormItem(lang.L("form.position"), pick),
		widget.NewFormItem(lang.L("form.reason"), note),
	}, func() Command { return Command{Kind: CmdReinstate, Ply: pick.SelectedIndex(), Text: note.Text} })
}

// plyLabel names the position after ply: "after 12... Nc6".
func (w *BoardWindow) plyLabel(ply int) string {
	if ply == 0 || ply > len(w.detail.Moves) {
		return lang.L("position.start")
	}
	m := w.detail.Moves[ply-1]
	number := strconv.Itoa((ply+1)/2) + "."
	if ply%2 == 0 {
		number += ".."
	}
	return lang.L("position.after", map[string]any{"Move": number + " " + m.SAN})
}

// showPenalty records one of the 12.9 penalties with its reason.
func (w *BoardWindow) showPenalty() {
	side := w.newSideChoice(w.detail.Turn)
	kind := w.keys.selectBox(translated("penalty.", Penalties))
	kind.SetSelectedIndex(0)
	amount := w.keys.entry(false)
	amount.SetPlaceHolder("2:00")
	amount.Validator = func(s string) error {
		if s == "" {
			return nil
		}
		_, err := parseDuration(s)
		return err
	}
	points := w.keys.entry(false) // 12.9 e): the offender's score
	points.SetPlaceHolder("0, ½, 1")
	reason := w.keys.entry(true)
	reason.Validator = func(s string) error {
		if strings.TrimSpace(s) == "" {
			return errorf("form.error.reason", nil)
		}
		return nil
	}
	w.record("action.penalty", []*widget.FormItem{
		widget.NewFormItem(lang.L("form.offending_side"), side.radio),
		widget.NewFormItem(lang.L("form.penalty"), kind),
		widget.NewFormItem(lang.L("form.amount"), amount),
		widget.NewFormItem(lang.L("form.points"), points),
		widget.NewFormItem(lang.L("form.reason"), reason),
	}, func() Command {
		d, _ := parseDuration(amount.Text)
		return Command{Kind: CmdPenalty, Side: side.side(), Penalty: Penalties[kind.SelectedIndex()], Amount: d,
			Points: strings.TrimSpace(points.Text), Text: reason.Text}
	})
}

func (w *BoardWindow) showResult() {
	pick := w.keys.radio(Results)
	pick.Horizontal = true
	pick.SetSelected(Results[0])
	note := w.keys.entry(false)
	w.record("action.result", []*widget.FormItem{
		widget.NewFormItem(lang.L("form.result"), pick),
		widget.NewFormItem(lang.L("form.note"), note),
	}, func() Command { return Command{Kind: CmdResult, Result: pick.Selected, Text: note.Text} })
}

// showSetTimes sets both clocks and the move counter (6.10.2, 7.1).
func (w *BoardWindow) showSetTimes() {
	white, black := w.console.backend.Clock(w.number, w.console.Now())
	entries := [2]*dialogEntry{w.keys.entry(false), w.keys.entry(false)}
	for i, d := range []time.Duration{white, black} {
		entries[i].SetText(formatLong(d))
		entries[i].Validator = func(s string) error { _, err := parseDuration(s); return err }
	}
	moves := w.keys.entry(false)
	moves.SetText(strconv.Itoa(w.detail.MovesCompleted))
	moves.Validator = func(s string) error {
		if n, err := strconv.Atoi(s); err != nil || n < 0 {
			return errorf("form.error.moves", map[string]any{"Text": s})
		}
		return nil
	}
	w.record("board.clock.set", []*widget.FormItem{
		widget.NewFormItem(sideName(White), entries[0]),
		widget.NewFormItem(sideName(Black), entries[1]),
		widget.NewFormItem(lang.L("form.moves_completed"), moves),
	}, func() Command {
		wt, _ := parseDuration(entries[0].Text)
		bt, _ := parseDuration(entries[1].Text)
		n, _ := strconv.Atoi(moves.Text)
		return Command{Kind: CmdSetTimes, WhiteTime: wt, BlackTime: bt, Moves: n}
	})
}

// showAdjustTime adds time to one clock, or removes it with a minus sign.
func (w *BoardWindow) showAdjustTime() {
	side := w.newSideChoice(w.detail.Turn)
	amount := w.keys.entry(false)
	amount.SetText("+2:00")
	amount.Validator = func(s string) error { _, err := parseDuration(s); return err }
	w.record("board.clock.adjust", []*widget.FormItem{
		widget.NewFormItem(lang.L("form.side"), side.radio),
		widget.NewFormItem(lang.L("form.amount"), amount),
	}, func() Command {
		d, _ := parseDuration(amount.Text)
		return Command{Kind: CmdAdjustTime, Side: side.side(), Amount: d}
	})
}

func indexOfOption(options []string, selected string) int {
	for i, o := range options {
		if o == selected {
			return i
		}
	}
	return 0
}

// parseDuration reads "90" (seconds), "2:00", "1:30:00", each with an
// optional sign.
func parseDuration(s string) (time.Duration, error) {
	text := strings.TrimSpace(s)
	sign := time.Duration(1)
	switch {
	case strings.HasPrefix(text, "-"):
		sign, text = -1, text[1:]
	case strings.HasPrefix(text, "+"):
		text = text[1:]
	}
	parts := strings.Split(text, ":")
	if text == "" || len(parts) > 3 {
		return 0, errorf("form.error.duration", map[string]any{"Text": s})
	}
	var total time.Duration
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || (i > 0 && n > 59) {
			return 0, errorf("form.error.duration", map[string]any{"Text": s})
		}
		total = total*60 + time.Duration(n)
	}
	return sign * total * time.Second, nil
}

// formatLong is h:mm:ss, the form parseDuration reads back exactly.
func formatLong(d time.Duration) string {
	secs := int(d / time.Second)
	return fmt.Sprintf("%d:%02d:%02d", secs/3600, secs/60%60, secs%60)
}

// confirmBox is a label that wraps, for dialogs with a sentence.
func confirmBox(text string) fyne.CanvasObject {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return container.NewPadded(l)
}

// showColours records that the game started with colours reversed (7.3).
func (w *BoardWindow) showColours() { w.showIncident("action.colours", CmdColours) }

// showWrongSetup records an incorrect initial position (7.2).
func (w *BoardWindow) showWrongSetup() { w.showIncident("action.wrong_setup", CmdWrongSetup) }

// showIncident records an incident of the whole game, with a note.
func (w *BoardWindow) showIncident(titleKey string, kind CommandKind) {
	note := w.keys.entry(false)
	w.record(titleKey, []*widget.FormItem{
		widget.NewFormItem(lang.L("form.note"), note),
	}, func() Command { return Command{Kind: kind, Text: note.Text} })
}

// showPosition sets up a position the arbiter chooses (7.4 after
// displaced pieces, or to restart from a known position), as a FEN.
func (w *BoardWindow) showPosition() {
	fen := w.keys.entry(false)
	fen.SetText(w.detail.FEN)
	note := w.keys.entry(false)
	w.record("action.position", []*widget.FormItem{
		widget.NewFormItem("FEN", fen),
		widget.NewFormItem(lang.L("form.reason"), note),
	}, func() Command { return Command{Kind: CmdPosition, FEN: strings.TrimSpace(fen.Text), Text: note.Text} })
}
