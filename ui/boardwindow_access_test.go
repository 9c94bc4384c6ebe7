package ui

import (
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/arbiterconsole/arbiter/ui/speech"
)

// tunedFake records what it is asked to say, with the voice options.
type tunedFake struct {
	fakeSpeaker
	options []speech.Options
}

func (s *tunedFake) SayWith(ctx context.Context, text, lang string, o speech.Options) error {
	s.options = append(s.options, o)
	return s.Say(ctx, text, lang)
}

// speakingBoard opens board n with speech on and a recording speaker.
func speakingBoard(t *testing.T, n int) (*Console, *fakeBackend, *BoardWindow, *tunedFake) {
	t.Helper()
	c, f := newTestConsole(t, n)
	sp := &tunedFake{}
	c.Speaker = sp
	c.app.Preferences().SetBool(PrefSpeech, true)
	return c, f, openBoard(t, c, n), sp
}

func typeMove(w *BoardWindow, text string) {
	w.entry.SetText(text)
	w.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}

// TestAppendixD_AnnouncementInputInSevenLanguages types D.2.1's
// announcement of Nf3 in each language into the move field.
func TestAppendixD_AnnouncementInputInSevenLanguages(t *testing.T) {
	announcements := map[string]string{
		"de": "Springer Felix drei", "en": "Knight Felix three", "fr": "Cavalier Felix trois",
		"es": "Caballo Felix tres", "it": "Cavallo Felix tre", "pt": "Cavalo Felix três", "ru": "Конь Феликс три",
	}
	for notation, text := range announcements {
		t.Run(notation, func(t *testing.T) {
			c, f := newTestConsole(t, 1)
			c.app.Preferences().SetString(PrefNotation, notation)
			w := openBoard(t, c, 1)
			test.Type(w.entry, text)
			if !strings.HasPrefix(w.hint.Text, "Reads as: ") {
				t.Errorf("hint %q does not say the move read", w.hint.Text)
			}
			w.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			if cmd := lastCommand(t, f); cmd.Kind != CmdMove || cmd.Move != "g1f3" {
				t.Errorf("sent %+v, want move g1f3", cmd)
			}
			if w.board.Piece("f3") != 'N' || w.entry.Text != "" {
				t.Errorf("f3 holds %q, field %q: want the knight and an empty field", w.board.Piece("f3"), w.entry.Text)
			}
		})
	}
}

// TestArticle_D_2_8_SlipShownAndSpokenBeforeTheMoveIsRecorded: a capture
// announced for Nf3 is shown while typing, then asked about; the move is
// recorded only when the arbiter confirms.
func TestArticle_D_2_8_SlipShownAndSpokenBeforeTheMoveIsRecorded(t *testing.T) {
	_, f, w, sp := speakingBoard(t, 1)
	test.Type(w.entry, "Springer schlägt Felix drei")
	if !strings.Contains(w.hint.Text, "a capture was announced") {
		t.Errorf("hint %q shows no slip", w.hint.Text)
	}
	w.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(f.commands) != 0 || w.form == nil {
		t.Fatalf("commands %+v, form %v: want nothing recorded and the question asked", f.commands, w.form)
	}
	if !strings.Contains(textUnder(overlay(t, w.win)), "a capture was announced, but the move takes nothing") {
		t.Errorf("dialog says %q", textUnder(overlay(t, w.win)))
	}
	if len(sp.said) == 0 || !strings.Contains(sp.said[len(sp.said)-1], "a capture was announced") {
		t.Errorf("said %q, want the slip", sp.said)
	}
	w.form.Submit()
	if cmd := lastCommand(t, f); cmd.Move != "g1f3" {
		t.Errorf("sent %+v after confirming, want g1f3", cmd)
	}
}

// TestAppendixD_EventFormGermanOrThePlayersLanguage: board 2's Black player
// is visually impaired; White's move is announced to him in D.2.1's
// German, or in his own language when the event chooses so.
func TestAppendixD_EventFormGermanOrThePlayersLanguage(t *testing.T) {
	for _, tt := range []struct{ form, want string }{
		{FormLaws, "de:Springer Felix drei"},
		{FormPlayer, "fr:Cavalier Felix trois"},
	} {
		c, f, w, sp := speakingBoard(t, 2)
		f.boards[1].detail.Black.Lang = "fr"
		c.settings.SetAnnouncementForm(f.ev.Name, tt.form)
		c.settings.SetPlayerSpeech("Black Player 2", PlayerSpeech{Voice: "fr+f3", Rate: 140, AutoMoves: true})
		w.reload()
		typeMove(w, "Nf3")
		if n := len(sp.said); n == 0 || sp.said[n-1] != tt.want {
			t.Errorf("form %s: said %q, want %s", tt.form, sp.said, tt.want)
		}
		if n := len(sp.options); n == 0 || sp.options[n-1] != (speech.Options{Voice: "fr+f3", Rate: 140}) {
			t.Errorf("form %s: voice options %+v, want the player's", tt.form, sp.options)
		}
	}
}

func TestAppendixD_AutomaticMovesSwitchedOff(t *testing.T) {
	c, _, w, sp := speakingBoard(t, 2)
	c.settings.SetPlayerSpeech("Black Player 2", PlayerSpeech{AutoMoves: false})
	typeMove(w, "Nf3")
	if len(sp.said) != 0 {
		t.Errorf("said %q with automatic moves off", sp.said)
	}
}

// TestAppendixD_AutomaticClockReadOuts: Black (visually impaired) asked for
// the clocks every 5 minutes and every minute under 5.
func TestAppendixD_AutomaticClockReadOuts(t *testing.T) {
	c, f, w, sp := speakingBoard(t, 2)
	c.settings.SetPlayerSpeech("Black Player 2", PlayerSpeech{AutoMoves: true, Clock5Min: true, Clock1Min: true})
	b := f.boards[1]
	b.detail.Running, b.since = Black, f.now
	w.reload()
	w.tick(f.now)
	for _, step := range []struct {
		after time.Duration
		says  bool
	}{
		{30 * time.Second, false},              // 14:30: still in the step of 15:00
		{4*time.Minute + 30*time.Second, true}, // 10:00
		{4 * time.Minute, false},               // 6:00
		{time.Minute, true},                    // 5:00
		{30 * time.Second, false},              // 4:30: under 5 minutes, every minute
		{30 * time.Second, true},               // 4:00
	} {
		before := len(sp.said)
		f.now = f.now.Add(step.after)
		w.tick(f.now)
		if said := len(sp.said) > before; said != step.says {
			t.Errorf("after %v more: said %v (%q), want %v", step.after, said, sp.said[before:], step.says)
		}
	}
	if n := len(sp.said); n == 0 || !strings.HasPrefix(sp.said[n-1], "de:Gespielte Züge: null. Weiß: fünfzehn Minuten; Schwarz: vier Minuten") {
		t.Errorf("last read-out %q", sp.said)
	}
}

func TestClockStep(t *testing.T) {
	all := PlayerSpeech{Clock5Min: true, Clock1Min: true, Clock10s: true}
	for _, tt := range []struct {
		d, want time.Duration
	}{
		{15 * time.Minute, 15 * time.Minute}, {14*time.Minute + 59*time.Second, 15 * time.Minute},
		{10 * time.Minute, 10 * time.Minute}, {5*time.Minute + time.Millisecond, 10 * time.Minute},
		{4*time.Minute + 59*time.Second, 5 * time.Minute}, {4 * time.Minute, 4 * time.Minute},
		{59 * time.Second, time.Minute}, {41 * time.Second, 50 * time.Second}, {-time.Second, 0},
	} {
		if got, ok := clockStep(tt.d, all); !ok || got != tt.want {
			t.Errorf("clockStep(%v) = %v %v, want %v", tt.d, got, ok, tt.want)
		}
	}
	if got, _ := clockStep(30*time.Second, PlayerSpeech{Clock5Min: true}); got != 5*time.Minute {
		t.Errorf("with only 5-minute read-outs, 0:30 is in step %v, want 5:00", got)
	}
	if _, ok := clockStep(30*time.Second, PlayerSpeech{}); ok {
		t.Error("read-outs on though none chosen")
	}
}

// TestAppendixD_KeysReadTheBoardOnRequest presses each reading key of the
// board window of board 2, whose Black player hears German.
func TestAppendixD_KeysReadTheBoardOnRequest(t *testing.T) {
	_, _, w, sp := speakingBoard(t, 2)
	typeMove(w, "e4")
	sp.said = nil
	tests := []struct {
		run  func()
		want string
	}{
		{func() { w.runShortcut(alt(fyne.KeyL)) }, "de:Letzter Zug: Eva vier"},
		{func() { w.runShortcut(alt(fyne.KeyN)) }, "de:Zug eins, Schwarz am Zug"},
		{func() { w.runShortcut(alt(fyne.KeyK)) }, "de:Gespielte Züge: null. Weiß: fünfzehn Minuten; Schwarz: fünfzehn Minuten"},
		{func() { w.runShortcut(alt(fyne.KeyP)) }, "de:Weiß: König Eva eins, Dame David eins"},
		{func() { w.runShortcut(alt(fyne.Key4)) }, "de:Reihe vier: Eva vier Bauer Weiß"},
		{func() { w.runShortcut(alt(fyne.KeyG)) }, "de:Linie Gustav: Gustav eins Springer Weiß, Gustav zwei Bauer Weiß"},
		{func() { w.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft}) }, "de:David zwei Bauer Weiß"}, // the cursor, from e2
		{func() { w.runShortcut(alt(fyne.KeyW)) }, "de:Bauer. Weiß: Anna zwei"},
		{func() { w.runShortcut(alt(fyne.KeyM)) }, "de:David zwei Bauer Weiß: "},
		{func() { typeMove(w, "?Springer") }, "de:Springer. Weiß: Bella eins, Gustav eins; Schwarz: Bella acht, Gustav acht"},
		{func() { typeMove(w, "?g8") }, "de:Gustav acht Springer Schwarz: Springer Felix sechs; Springer Hector sechs"},
		{func() { typeMove(w, "?") }, "de:Weiß: König Eva eins"},
	}
	for i, tt := range tests {
		before := len(sp.said)
		tt.run()
		if len(sp.said) != before+1 || !strings.HasPrefix(sp.said[before], tt.want) {
			t.Errorf("key %d: said %q, want one text starting %q", i, sp.said[before:], tt.want)
		}
	}
	typeMove(w, "?Fenix")
	if !strings.Contains(w.status.Text, "Fenix") {
		t.Errorf("status %q does not say the question was not understood", w.status.Text)
	}
}

func TestAppendixD_KeysSayWhenSpeechIsOff(t *testing.T) {
	c, _ := newTestConsole(t, 2)
	sp := &fakeSpeaker{}
	c.Speaker = sp
	w := openBoard(t, c, 2)
	w.runShortcut(alt(fyne.KeyP))
	if len(sp.said) != 0 || w.status.Text != "Speech is off: turn it on in Settings." {
		t.Errorf("said %q, status %q", sp.said, w.status.Text)
	}
}

// TestAppendixD_ErrorsRulingsAndStatusAreSpoken: a refused move, a ruling
// and a status change reach the speaker.
func TestAppendixD_ErrorsRulingsAndStatusAreSpoken(t *testing.T) {
	_, _, w, sp := speakingBoard(t, 1)
	typeMove(w, "Ke2")
	if n := len(sp.said); n == 0 || !strings.Contains(sp.said[n-1], `"Ke2" is not a legal move`) {
		t.Errorf("error not spoken: %q", sp.said)
	}
	w.do(Command{Kind: CmdIllegal, Side: White, Article: "7.5.1"}, nil)
	if n := len(sp.said); n == 0 || !strings.Contains(sp.said[n-1], "Illegal move") && !strings.Contains(sp.said[n-1], "illegal") {
		t.Errorf("ruling not spoken: %q", sp.said)
	}
	w.do(Command{Kind: CmdDrawOffer, Side: White}, nil)
	if n := len(sp.said); n == 0 || !strings.Contains(sp.said[n-1], "draw offered") {
		t.Errorf("status change not spoken: %q", sp.said)
	}
}

// TestAppendixD_PromotionChoiceSpokenAndLabelled promotes a pawn on e8.
func TestAppendixD_PromotionChoiceSpokenAndLabelled(t *testing.T) {
	_, f, w, sp := speakingBoard(t, 1)
	d := &f.boards[0].detail
	d.FEN = "8/4P3/8/8/8/8/8/k6K w - - 0 1"
	d.Legal = []string{"e7e8q", "e7e8r", "e7e8b", "e7e8n"}
	w.reload()
	tapSquares(w.board, "e7", "e8")
	if n := len(sp.said); n == 0 || sp.said[n-1] != "en:Promote to: Queen, Rook, Bishop, Knight" {
		t.Errorf("said %q, want the promotion choice", sp.said)
	}
	button(t, overlay(t, w.win), "Knight").OnTapped()
	if cmd := lastCommand(t, f); cmd.Move != "e7e8n" {
		t.Errorf("sent %+v, want e7e8n", cmd)
	}
}

// TestArticle_D_2_9_ReconcileAndReinstate compares two typed scoresheets,
// then reinstates the position where they agree and sets the clocks.
func TestArticle_D_2_9_ReconcileAndReinstate(t *testing.T) {
	_, f, w, sp := speakingBoard(t, 1)
	w.runShortcut(ctrlShift(fyne.KeyS))
	r := w.reconcile
	if r == nil || w.form == nil {
		t.Fatal("the D.2.9 dialog did not open")
	}
	r.sheets[0].SetText("1. e4 e5 2. Nf3 Nc6 3. Bb5")
	r.sheets[1].SetText("1. e4 e5 2. Sf3 Sf6 3. Sxe5")
	want := "They differ at ply 4 (2...): White's sheet has Nc6, Black's sheet has Sf6."
	if r.result.Text != want {
		t.Errorf("result %q, want %q", r.result.Text, want)
	}
	if n := len(sp.said); n == 0 || sp.said[n-1] != "en:"+want {
		t.Errorf("said %q", sp.said)
	}
	r.times[0].SetText("10:00")
	r.times[1].SetText("11:30")
	w.form.Submit()
	n := len(f.commands)
	if n < 2 {
		t.Fatalf("commands %+v", f.commands)
	}
	if c := f.commands[n-2]; c.Kind != CmdReinstate || c.Ply != 3 || !strings.HasPrefix(c.Text, "D.2.9") {
		t.Errorf("reinstated with %+v, want ply 3 citing D.2.9", c)
	}
	if c := f.commands[n-1]; c.Kind != CmdSetTimes || c.WhiteTime != 10*time.Minute || c.BlackTime != 11*time.Minute+30*time.Second || c.Moves != 1 {
		t.Errorf("clocks set with %+v", c)
	}
	r.sheets[1].SetText("1. e4 e5 2. Nf3 Nc6 3. Bb5")
	if !strings.HasPrefix(r.result.Text, "The scoresheets agree (5 plies)") {
		t.Errorf("result %q for equal sheets", r.result.Text)
	}
	n = len(f.commands)
	r.reinstate()
	if len(f.commands) != n || !strings.Contains(w.status.Text, "nothing to reinstate") {
		t.Errorf("agreeing sheets: %d new commands, status %q", len(f.commands)-n, w.status.Text)
	}
}

func TestAppendixD_SpeechSettingsRoundTrip(t *testing.T) {
	c, f := newTestConsole(t, 2)
	if got := c.settings.AnnouncementForm(f.ev.Name); got != FormLaws {
		t.Errorf("default form %q, want D.2.1's", got)
	}
	want := PlayerSpeech{Lang: "ru", Voice: "ru+m2", Rate: 200, AutoMoves: false, Clock10s: true}
	c.settings.SetPlayerSpeech("X", want)
	if got := c.settings.PlayerSpeech("X"); got != want {
		t.Errorf("PlayerSpeech = %+v, want %+v", got, want)
	}
	w := openBoard(t, c, 2)
	w.runShortcut(ctrlShift(fyne.KeyA))
	if w.form == nil || !strings.Contains(textUnder(overlay(t, w.win)), "Black Player 2") {
		t.Fatalf("speech settings dialog: %q", textUnder(overlay(t, w.win)))
	}
	first[*keyRadio](t, overlay(t, w.win)).SetSelected("Each player's language: Knight Felix three")
	w.form.Submit()
	if got := c.settings.AnnouncementForm(f.ev.Name); got != FormPlayer {
		t.Errorf("form after saving %q, want %q", got, FormPlayer)
	}
}
