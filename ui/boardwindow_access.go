package ui

import (
	"context"
	"slices"
	"strings"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/engine/announce"
	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/ui/speech"
)

// This file is the board window's side of Appendix D: announcements typed
// in the move field, the keys that read the board aloud on request, and
// the speech of errors, rulings, status changes and automatic read-outs.

// tunedSpeaker is a Speaker that can speak with a listener's own voice and
// rate; ui/speech.Espeak is one.
type tunedSpeaker interface {
	SayWith(ctx context.Context, text, lang string, o speech.Options) error
}

// accessState is what the window remembers for speech.
type accessState struct {
	batch      []spoken // utterances of the command being applied
	batching   bool
	status     string        // the spoken part of the status line, last said
	statusSeen bool          // whether status holds the window's first one
	clockStep  time.Duration // the automatic clock read-out step last seen
	clockKnown bool
}

// spoken is one utterance and the language it is in.
type spoken struct {
	text, lang string
	listener   bool // in the listener's voice
}

func alt(k fyne.KeyName) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierAlt}
}

// accessActions are the keys that read the board aloud (docs/accessibility.md).
func (w *BoardWindow) accessActions() []boardAction {
	actions := []boardAction{
		{shortcut: alt(fyne.KeyL), run: w.sayLastMove},
		{shortcut: alt(fyne.KeyK), run: w.readClocks},
		{shortcut: alt(fyne.KeyN), run: w.sayMoveNumber},
		{shortcut: alt(fyne.KeyP), run: w.sayPosition},
		{shortcut: alt(fyne.KeyW), run: w.sayWhereCursorPiece},
		{shortcut: alt(fyne.KeyM), run: w.sayCursorMoves},
		{shortcut: alt(fyne.KeyS), run: func() { w.sayToListener(w.status.Text, w.uiLang()) }},
		{shortcut: ctrlShift(fyne.KeyA), run: w.showSpeechSettings},
		{shortcut: ctrlShift(fyne.KeyS), run: w.showReconcile},
	}
	for r := 1; r <= 8; r++ {
		actions = append(actions, boardAction{shortcut: alt(fyne.KeyName(rune('0' + r))), run: func() { w.sayRank(r) }})
	}
	for f := range 8 {
		actions = append(actions, boardAction{shortcut: alt(fyne.KeyName(rune('A' + f))), run: func() { w.sayFile(f) }})
	}
	return actions
}

// position is the board's position, ok=false when its FEN cannot be read.
func (w *BoardWindow) position() (chess.Position, bool) {
	p, err := chess.ParseFENLax(w.detail.FEN)
	return p, err == nil
}

// readLang is the language an announcement typed in the move field is read
// in: the arbiter's notation language where announce knows it, else the
// listener's.
func (w *BoardWindow) readLang() string {
	if n := w.console.settings.Notation(); slices.Contains(announce.Languages(), n) {
		return n
	}
	return w.listenLang()
}

// listenLang is the language of read-outs: the listener's, else the
// notation language, else English.
func (w *BoardWindow) listenLang() string {
	if l, ok := w.console.listenerOf(w.detail.BoardView); ok {
		return l.lang
	}
	if n := w.console.settings.Notation(); slices.Contains(announce.Languages(), n) {
		return n
	}
	return "en"
}

// uiLang is the language of the console's own texts (errors, rulings).
func (w *BoardWindow) uiLang() string {
	if l := w.console.settings.Language(); l != "" {
		return l
	}
	return "en"
}

// readAnnouncement reads text as an announcement in any language.
func (w *BoardWindow) readAnnouncement(text string) (chess.Position, announce.Reading, bool) {
	p, ok := w.position()
	if !ok {
		return p, announce.Reading{}, false
	}
	r, err := announce.Read(p, text, w.readLang())
	return p, r, err == nil
}

// isPlainNotation reports whether text is one word of SAN, long algebraic
// or UCI, which the backend reads itself; anything else that announce
// reads is sent as UCI.
func isPlainNotation(text string) bool {
	return !strings.ContainsFunc(text, func(r rune) bool { return unicode.IsSpace(r) || r > unicode.MaxASCII })
}

// submitAnnouncement records a move typed as an announcement; it reports
// false when text is no announcement, for the caller to send it as typed.
// A slip (D.2.8) is shown and spoken before anything is recorded.
func (w *BoardWindow) submitAnnouncement(text string) bool {
	p, r, ok := w.readAnnouncement(text)
	if !ok {
		return false
	}
	move := text
	if !isPlainNotation(text) || len(r.Slips) > 0 {
		move = r.Move.UCI(p.IsChess960())
	}
	if len(r.Slips) == 0 {
		w.do(Command{Kind: CmdMove, Move: move}, func() { w.entry.SetText("") })
		return true
	}
	warnings := slipTexts(p, r)
	w.say(strings.Join(warnings, ". "), w.uiLang())
	label := widget.NewLabel(strings.Join(warnings, "\n"))
	label.Wrapping = fyne.TextWrapWord
	d := dialog.NewForm(lang.L("access.slip.title"), lang.L("access.slip.record"), lang.L("dialog.cancel"),
		[]*widget.FormItem{widget.NewFormItem("", label)}, func(ok bool) {
			w.form = nil
			if ok {
				w.do(Command{Kind: CmdMove, Move: move}, func() { w.entry.SetText("") })
			}
		}, w.win)
	d.Resize(fyne.NewSize(620, d.MinSize().Height))
	w.form = d
	d.Show()
	return true
}

// slipTexts are the warnings of r, translated, the move named first.
func slipTexts(p chess.Position, r announce.Reading) []string {
	san := announce.Say(p, r.Move, "en")
	var out []string
	for _, s := range r.Slips {
		out = append(out, lang.L("access.slip."+string(s), map[string]any{"Move": san}))
	}
	return out
}

// announcementHint is the move field's hint for a typed announcement: the
// move it reads as and its slips; ok=false when typed is no announcement.
func (w *BoardWindow) announcementHint(typed string) (string, bool) {
	if isPlainNotation(strings.TrimSpace(typed)) {
		return "", false
	}
	p, r, ok := w.readAnnouncement(typed)
	if !ok {
		return "", false
	}
	hint := lang.L("access.reads_as", map[string]any{"Move": announce.Say(p, r.Move, w.readLang())})
	if len(r.Slips) > 0 {
		hint += "  ⚠ " + strings.Join(slipTexts(p, r), "; ")
	}
	return hint, true
}

// moveQuery answers a question typed in the move field: "?Springer" says
// where the knights stand, "?g1" the legal moves of the piece on g1.
func (w *BoardWindow) moveQuery(text string) bool {
	q, ok := strings.CutPrefix(strings.TrimSpace(text), "?")
	if !ok {
		return false
	}
	p, okPos := w.position()
	if !okPos {
		return false
	}
	q = strings.TrimSpace(q)
	l := w.listenLang()
	switch {
	case q == "":
		w.sayToListener(announce.Position(p, l), l)
	default:
		if t, ok := announce.ReadPiece(q, w.readLang()); ok {
			w.sayToListener(announce.Where(p, t, l), l)
		} else if sq, ok := announce.ReadSquare(q); ok {
			w.sayToListener(announce.MovesFrom(p, sq, l), l)
		} else {
			w.status.SetText(lang.L("access.query.unknown", map[string]any{"Text": q}))
			w.sayToListener(w.status.Text, w.uiLang())
			return true
		}
	}
	w.entry.SetText("")
	return true
}

func (w *BoardWindow) sayLastMove() {
	p, ok := w.position()
	n := len(w.detail.Moves)
	if !ok || n == 0 || len(w.detail.Positions) < n {
		w.sayToListener(announce.LastMove(p, chess.NoMove, w.listenLang()), w.listenLang())
		return
	}
	before, err := chess.ParseFENLax(w.detail.Positions[n-1])
	if err != nil {
		return
	}
	m, err := chess.ParseUCI(before, w.detail.Moves[n-1].UCI)
	if err != nil {
		m = chess.NoMove
	}
	l := w.listener()
	w.sayToListener(announce.LastMove(before, m, l.moves), l.moves)
}

func (w *BoardWindow) sayMoveNumber() {
	if p, ok := w.position(); ok {
		w.sayToListener(announce.MoveNumber(p, w.listenLang()), w.listenLang())
	}
}

func (w *BoardWindow) sayPosition() {
	if p, ok := w.position(); ok {
		w.sayToListener(announce.Position(p, w.listenLang()), w.listenLang())
	}
}

func (w *BoardWindow) sayRank(r int) {
	if p, ok := w.position(); ok {
		w.sayToListener(announce.Rank(p, r, w.listenLang()), w.listenLang())
	}
}

func (w *BoardWindow) sayFile(f int) {
	if p, ok := w.position(); ok {
		w.sayToListener(announce.File(p, f, w.listenLang()), w.listenLang())
	}
}

// sayWhereCursorPiece says where the pieces of the kind under the board
// cursor stand, on both sides.
func (w *BoardWindow) sayWhereCursorPiece() {
	p, ok := w.position()
	if !ok {
		return
	}
	pc := p.PieceAt(chess.Square(w.board.cursor))
	if pc.Type() == chess.NoPieceType {
		w.sayToListener(announce.OnSquare(p, chess.Square(w.board.cursor), w.listenLang()), w.listenLang())
		return
	}
	w.sayToListener(announce.Where(p, pc.Type(), w.listenLang()), w.listenLang())
}

// sayCursorMoves says the legal moves of the piece under the cursor.
func (w *BoardWindow) sayCursorMoves() {
	if p, ok := w.position(); ok {
		w.sayToListener(announce.MovesFrom(p, chess.Square(w.board.cursor), w.listenLang()), w.listenLang())
	}
}

// sayCursor says the square the board cursor moved to and what is on it.
func (w *BoardWindow) sayCursor(sq int) {
	if p, ok := w.position(); ok {
		w.sayToListener(announce.OnSquare(p, chess.Square(sq), w.listenLang()), w.listenLang())
	}
}

// sayPromotion speaks the promotion choice the board offers.
func (w *BoardWindow) sayPromotion(pieces []string) {
	w.sayToListener(lang.L("board.promotion.title")+": "+strings.Join(pieces, ", "), w.uiLang())
}

// listener is the board's listener, or the arbiter hearing the notation
// language when no player is visually impaired.
func (w *BoardWindow) listener() listener {
	if l, ok := w.console.listenerOf(w.detail.BoardView); ok {
		return l
	}
	n := w.listenLang()
	return listener{lang: n, moves: n, speech: PlayerSpeech{AutoMoves: true}}
}

// sayToListener speaks text in lang, with the listener's voice and rate
// when lang is the listener's; while a command is applied, utterances wait
// for its end (see flushSpeech). With speech off, the status line says so.
func (w *BoardWindow) sayToListener(text, language string) {
	c := w.console
	if text == "" {
		return
	}
	if c.Speaker == nil || !c.settings.Speech() {
		w.status.SetText(lang.L("board.clock.read.off"))
		return
	}
	u := spoken{text: text, lang: language, listener: language == w.listener().lang || language == w.listener().moves}
	if w.access.batching {
		w.access.batch = append(w.access.batch, u)
		return
	}
	w.speak([]spoken{u})
}

// say speaks automatically (moves, rulings, status): silently nothing when
// speech is off.
func (w *BoardWindow) say(text, language string) {
	if w.console.Speaker == nil || !w.console.settings.Speech() {
		return
	}
	w.sayToListener(text, language)
}

// speak joins utterances of one language into one; a speaker says only
// the newest, so when the languages differ the last group is what is
// heard, and callers queue the most important last.
func (w *BoardWindow) speak(us []spoken) {
	var groups []spoken
	for _, u := range us {
		if n := len(groups); n > 0 && groups[n-1].lang == u.lang {
			groups[n-1].text += ". " + u.text
			continue
		}
		groups = append(groups, u)
	}
	for _, g := range groups {
		var err error
		if t, ok := w.console.Speaker.(tunedSpeaker); ok && g.listener {
			err = t.SayWith(context.Background(), g.text, g.lang, w.listener().speech.options())
		} else {
			err = w.console.Speaker.Say(context.Background(), g.text, g.lang)
		}
		if err != nil {
			w.status.SetText(err.Error())
		}
	}
}

// beginSpeech and flushSpeech bracket one command: its move, status
// change, rulings and error are spoken together at its end.
func (w *BoardWindow) beginSpeech() { w.access.batching = true }

func (w *BoardWindow) flushSpeech() {
	us := w.access.batch
	w.access.batch, w.access.batching = nil, false
	if len(us) > 0 {
		w.speak(us)
	}
}

// speakStatus says the status line when a part other than whose move it
// is changes: a result, a draw offer, a flag, illegal moves.
func (w *BoardWindow) speakStatus() {
	parts := strings.Split(w.status.Text, " · ")
	toMove := lang.L("board.status.to_move", map[string]any{"Side": sideName(w.detail.Turn), "Move": w.detail.MovesCompleted + 1})
	parts = slices.DeleteFunc(parts, func(s string) bool { return s == toMove })
	s := strings.Join(parts, ". ")
	if s != w.access.status && w.access.statusSeen {
		w.say(s, w.uiLang())
	}
	w.access.status, w.access.statusSeen = s, true
}

// announceMove says the last move: to the board's visually impaired
// listener, in the form the event chose, when the listener wants moves
// announced; else to the arbiter. The language is decided here and in
// listenerOf only: the backend sends the move, not its announcement.
func (w *BoardWindow) announceMove() {
	l, ok := w.console.listenerOf(w.detail.BoardView)
	if !ok {
		w.announce() // no visually impaired player: the arbiter hears the move
		return
	}
	if !l.speech.AutoMoves || len(w.detail.Moves) == 0 {
		return
	}
	w.say(w.moveSpeech(l.moves))
}

// moveSpeech is the last move as Appendix D.2.1 announces it in language
// ("Springer Felix drei"); its SAN in the notation language when the
// position before it cannot be read.
func (w *BoardWindow) moveSpeech(language string) (text, lang string) {
	n := len(w.detail.Moves)
	last := w.detail.Moves[n-1]
	if len(w.detail.Positions) >= n {
		if before, err := chess.ParseFENLax(w.detail.Positions[n-1]); err == nil {
			if m, err := chess.ParseUCI(before, last.UCI); err == nil {
				return announce.Say(before, m, language), language
			}
		}
	}
	return last.SAN, w.console.settings.Notation()
}

// autoClocks reads the clocks out when the listener's own time crosses a
// step it asked for (every 5 minutes, every minute under 5, every 10
// seconds under one).
func (w *BoardWindow) autoClocks(white, black time.Duration) {
	if w.console.Speaker == nil || !w.console.settings.Speech() {
		w.access.clockKnown = false
		return
	}
	l, ok := w.console.listenerOf(w.detail.BoardView)
	if !ok || w.detail.Running == NoSide {
		w.access.clockKnown = false
		return
	}
	own := white
	if l.player == w.detail.Black && l.player != w.detail.White {
		own = black
	}
	step, on := clockStep(own, l.speech)
	if w.access.clockKnown && step != w.access.clockStep && on {
		w.say(announce.ReadOut(announce.Clocks{White: white, Black: black, Moves: w.detail.MovesCompleted}, l.lang), l.lang)
	}
	w.access.clockStep, w.access.clockKnown = step, true
}
