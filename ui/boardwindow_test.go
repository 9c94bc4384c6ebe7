package ui

import (
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/arbiterconsole/arbiter/engine/announce"
)

func TestBoardWindowTypedMove(t *testing.T) {
	tests := []struct{ typed, square string }{
		{"e4", "e4"},
		{"Cf3", "f3"}, // French knight
		{"d2d4", "d4"},
	}
	for _, tt := range tests {
		t.Run(tt.typed, func(t *testing.T) {
			c, f := newTestConsole(t, 1)
			w := openBoard(t, c, 1)
			test.Type(w.entry, tt.typed)
			w.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			if cmd := lastCommand(t, f); cmd.Kind != CmdMove || cmd.Move != tt.typed {
				t.Errorf("sent %+v, want move %q", cmd, tt.typed)
			}
			if w.board.Piece(tt.square) == 0 {
				t.Errorf("no piece on %s after %s", tt.square, tt.typed)
			}
			if w.entry.Text != "" {
				t.Errorf("move field keeps %q after the move", w.entry.Text)
			}
			if !strings.HasPrefix(w.MoveListText(), "1. "+tt.typed) {
				t.Errorf("move list %q does not start with 1. %s", w.MoveListText(), tt.typed)
			}
		})
	}
}

func TestBoardWindowMoveCompletion(t *testing.T) {
	tests := []struct {
		notation, typed, want string
	}{
		{"en", "Nf3", "Nf3"},
		{"en", "n", "Na3  Nc3  Nf3  Nh3"},
		{"en", "e2", "e2e3  e2e4"}, // UCI is offered in UCI
		{"de", "Nf3", "Sf3"},       // a piece to f3, in the arbiter's language
		{"de", "s", "Sa3  Sc3  Sf3  Sh3"},
		{"fr", "Sf3", "Cf3"},
		{"fr", "f3", "f3"}, // lower case: a pawn
		{"en", "Kd5", ""},
	}
	for _, tt := range tests {
		t.Run(tt.notation+"/"+tt.typed, func(t *testing.T) {
			c, _ := newTestConsole(t, 1)
			c.app.Preferences().SetString(PrefNotation, tt.notation)
			c.Attach(c.backend)
			w := openBoard(t, c, 1)
			test.Type(w.entry, tt.typed)
			want := tt.want
			if want == "" {
				want = "No legal move fits; Enter sends it anyway for a ruling."
			}
			if w.hint.Text != want {
				t.Errorf("completion for %q = %q, want %q", tt.typed, w.hint.Text, want)
			}
		})
	}
}

func TestBoardWindowCompletionPlaysInTheArbitersNotation(t *testing.T) {
	c, f := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	test.Type(w.entry, "Nf")
	w.entry.SetText(strings.Fields(w.hint.Text)[0]) // the one offered
	w.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if cmd := lastCommand(t, f); cmd.Move != "Nf3" || w.board.Piece("f3") != 'N' {
		t.Errorf("sent %+v; f3 holds %q, want a knight", cmd, w.board.Piece("f3"))
	}
}

func TestBoardWindowRejectedMoveShowsError(t *testing.T) {
	c, _ := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	test.Type(w.entry, "Ke2")
	w.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !strings.Contains(textUnder(overlay(t, w.win)), `"Ke2" is not a legal move`) {
		t.Errorf("no error dialog for a refused move: %q", textUnder(overlay(t, w.win)))
	}
	if w.entry.Text != "Ke2" {
		t.Errorf("a refused move must stay in the field for correction, have %q", w.entry.Text)
	}
}

func TestBoardWindowTappedMove(t *testing.T) {
	c, f := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	tapSquares(w.board, "g1", "f3")
	if cmd := lastCommand(t, f); cmd.Kind != CmdMove || cmd.Move != "g1f3" {
		t.Errorf("sent %+v, want move g1f3", cmd)
	}
	if w.board.Piece("f3") != 'N' {
		t.Error("the knight is not on f3")
	}
	if c.view.tiles[1].diagram.Piece("f3") != 'N' {
		t.Error("the console tile did not redraw after the move")
	}
}

func TestBoardWindowSpacePressesClockOnlyWhenFieldIsEmpty(t *testing.T) {
	c, f := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	test.Type(w.entry, " ")
	if cmd := lastCommand(t, f); cmd.Kind != CmdPressClock {
		t.Errorf("Space in the empty field sent %+v, want a clock press", cmd)
	}
	n := len(f.commands)
	test.Type(w.entry, "e4 ")
	if len(f.commands) != n {
		t.Errorf("Space after text sent %+v", lastCommand(t, f))
	}
}

func TestArticle_7_5_1_IllegalMoveOpensRulingWithArticleText(t *testing.T) {
	c, f := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	w.entry.TypedShortcut(ctrl(fyne.KeyI)) // forwarded from the focused field
	form := overlay(t, w.win)
	test.Tap(button(t, form, "Record"))
	cmd := lastCommand(t, f)
	if cmd.Kind != CmdIllegal || cmd.Article != "7.5.1" || cmd.Side != White {
		t.Errorf("sent %+v, want illegal 7.5.1 by White", cmd)
	}
	if w.lastRuling == nil {
		t.Fatal("no ruling panel")
	}
	panel := textUnder(overlay(t, w.win))
	for _, want := range []string{"Illegal move: the position before it is reinstated", "Black's clock: +2:00",
		"An illegal move is completed once the player has pressed his clock.", "Laws of Chess 2018, articles 7.5.1, A.4.2"} {
		if !strings.Contains(panel, want) {
			t.Errorf("ruling panel lacks %q:\n%s", want, panel)
		}
	}
	// 11.9: White reads French; the A.4.2 text falls back to English.
	test.Tap(button(t, overlay(t, w.win), "Show White Player 1 (fr)"))
	player := w.lastRuling.player
	if player == nil || !player.FullScreen() {
		t.Fatal("no full-screen window for the player")
	}
	shown := textUnder(player.Content())
	for _, want := range []string{"Un coup illégal est achevé", "No fr text of the 2018 edition: English shown."} {
		if !strings.Contains(shown, want) {
			t.Errorf("player's view lacks %q:\n%s", want, shown)
		}
	}
	if got := w.rulings.Length(); got != 1 {
		t.Errorf("audit list has %d rulings, want 1", got)
	}
}

func TestArticle_6_9_FlagFallRecorded(t *testing.T) {
	c, f := newTestConsole(t, 2)
	w := openBoard(t, c, 2)
	w.runShortcut(ctrl(fyne.KeyF))
	test.Tap(button(t, overlay(t, w.win), "Record"))
	if cmd := lastCommand(t, f); cmd.Kind != CmdFlagFall || cmd.Side != White {
		t.Errorf("sent %+v, want flag fall of White, whose clock runs", cmd)
	}
	if !strings.Contains(w.status.Text, "Result 0-1") {
		t.Errorf("status %q lacks the result", w.status.Text)
	}
	if !strings.Contains(textUnder(overlay(t, w.win)), "If a player does not complete the prescribed number of moves") {
		t.Error("ruling panel lacks the text of 6.9")
	}
	if got := c.view.tiles[2].BadgeTexts(); len(got) < 2 || got[0] != "0-1" || got[1] != "FLAG White" {
		t.Errorf("tile badges %q, want result and flag first", got)
	}
}

func TestArticle_9_2_ClaimWithIntendedMove(t *testing.T) {
	c, f := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	w.showClaim()
	form := overlay(t, w.win)
	test.Type(first[*dialogSelectEntry](t, form), "Nf3")
	test.Tap(button(t, form, "Record"))
	cmd := lastCommand(t, f)
	if cmd.Kind != CmdClaim || cmd.Claim != "threefold" || cmd.Move != "Nf3" || cmd.Side != White {
		t.Errorf("sent %+v, want White's threefold claim with Nf3", cmd)
	}
	if w.board.Piece("f3") != 0 {
		t.Error("the intended move was played")
	}
	if !strings.Contains(textUnder(overlay(t, w.win)), "intended move Nf3 is incorrect") {
		t.Error("ruling panel lacks the decision")
	}
}

func TestBoardWindowShortcutsAreAllRegistered(t *testing.T) {
	c, _ := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	for _, name := range []fyne.KeyName{fyne.KeyM, fyne.KeyI, fyne.KeyF, fyne.KeyD, fyne.KeyL, fyne.KeyR, fyne.KeyP, fyne.KeyE, fyne.KeyH, fyne.KeyB, fyne.KeyS, fyne.KeyU, fyne.KeyT, fyne.KeyJ, fyne.KeyK} {
		if _, ok := w.shortcuts[ctrl(name).ShortcutName()]; !ok {
			t.Errorf("no Ctrl+%s", name)
		}
	}
	for _, name := range []fyne.KeyName{fyne.KeyD, fyne.KeyR} {
		if _, ok := w.shortcuts[ctrlShift(name).ShortcutName()]; !ok {
			t.Errorf("no Ctrl+Shift+%s", name)
		}
	}
	w.runShortcut(ctrl(fyne.KeyM))
	if w.win.Canvas().Focused() != w.entry {
		t.Error("Ctrl+M does not focus the move field")
	}
}

func TestBoardWindowOpensOnce(t *testing.T) {
	c, _ := newTestConsole(t, 3)
	before := len(c.app.Driver().AllWindows())
	c.OpenBoard(2)
	c.OpenBoard(2)
	if got := len(c.app.Driver().AllWindows()) - before; got != 1 {
		t.Errorf("opening board 2 twice made %d windows", got)
	}
	w := c.windows[2]
	w.win.Resize(fyne.NewSize(900, 700))
	w.close()
	if _, open := c.windows[2]; open {
		t.Fatal("closed window still registered")
	}
	c.OpenBoard(2)
	if got := c.windows[2].win.Canvas().Size(); got != fyne.NewSize(900, 700) {
		t.Errorf("reopened at %v, want the saved 900×700", got)
	}
}

func TestBoardWindowReinstatePicksPly(t *testing.T) {
	c, f := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	test.Type(w.entry, "e4")
	w.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	w.showReinstate()
	form := overlay(t, w.win)
	if sel := first[*dialogSelect](t, form); sel.Selected != "Starting position" {
		t.Errorf("reinstate offers %q first, want the position before the last move", sel.Selected)
	}
	test.Tap(button(t, form, "Record"))
	if cmd := lastCommand(t, f); cmd.Kind != CmdReinstate || cmd.Ply != 0 {
		t.Errorf("sent %+v, want reinstate ply 0", cmd)
	}
}

func TestBoardWindowClockTicks(t *testing.T) {
	c, f := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	c.ticker.Tick(f.now.Add(90 * time.Second))
	if w.clocks[0].Text() != "13:30" || w.clocks[1].Text() != "15:00" {
		t.Errorf("clocks %s %s, want 13:30 15:00", w.clocks[0].Text(), w.clocks[1].Text())
	}
	if w.running[0].Hidden || !w.running[1].Hidden {
		t.Error("the running marker is not on White")
	}
}

func TestAttachReplacesBackend(t *testing.T) {
	c, old := newTestConsole(t, 3)
	openBoard(t, c, 1)
	fresh := newFake(2)
	c.Attach(fresh)
	if len(c.windows) != 0 {
		t.Errorf("%d board windows of the old backend still open", len(c.windows))
	}
	if got := len(c.ticker.redraws); got != 2 {
		t.Errorf("%d redraws on the ticker after Attach, want the new console's and the default-time watch only", got)
	}
	old.changed() // a late change of the old backend must not redraw
	if len(c.view.tiles) != 2 {
		t.Errorf("console shows %d tiles, want the new backend's 2", len(c.view.tiles))
	}
}

func TestBoardWindowShortcutThenEnterRecords(t *testing.T) {
	c, f := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	w.runShortcut(ctrl(fyne.KeyR))
	w.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if cmd := lastCommand(t, f); cmd.Kind != CmdResign || cmd.Side != White {
		t.Errorf("Ctrl+R, Enter sent %+v, want White's resignation", cmd)
	}
	n := len(f.commands)
	w.runShortcut(ctrl(fyne.KeyP))
	w.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // no reason typed: refused
	w.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if len(f.commands) != n || w.keys.top() != nil {
		t.Errorf("a penalty without a reason was sent, or its form stayed open")
	}
}

func TestBoardWindowKeepsSelectionWhenAnotherBoardChanges(t *testing.T) {
	c, f := newTestConsole(t, 2)
	w := openBoard(t, c, 1)
	tapSquares(w.board, "e2")
	if _, err := f.Do(2, Command{Kind: CmdMove, Move: "d4"}); err != nil {
		t.Fatal(err)
	}
	if w.board.selected != squareOf("e2") {
		t.Error("a move on board 2 cleared the piece selected on board 1")
	}
	tapSquares(w.board, "e4")
	if cmd := lastCommand(t, f); cmd.Move != "e2e4" {
		t.Errorf("sent %+v, want e2e4", cmd)
	}
}

func TestBoardWindowTypingOnTheBoardGoesToTheMoveField(t *testing.T) {
	c, _ := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	w.win.Canvas().Focus(w.board)
	test.Type(w.board, "Nf3")
	if w.entry.Text != "Nf3" || w.win.Canvas().Focused() != w.entry {
		t.Errorf("move field has %q, focused %v", w.entry.Text, w.win.Canvas().Focused())
	}
}

// fakeSpeaker records what it is asked to say.
type fakeSpeaker struct{ said []string }

func (s *fakeSpeaker) Say(_ context.Context, text, lang string) error {
	s.said = append(s.said, lang+":"+text)
	return nil
}

func TestAppendixD_MovesAreAnnouncedWhenSpeechIsOn(t *testing.T) {
	c, f := newTestConsole(t, 1)
	sp := &fakeSpeaker{}
	c.Speaker = sp
	w := openBoard(t, c, 1)
	f.boards[0].legalByFEN["rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"] = []string{"e7e5"}
	tapSquares(w.board, "e2", "e4")
	if len(sp.said) != 0 {
		t.Fatalf("announced %q with speech off", sp.said)
	}
	c.app.Preferences().SetBool(PrefSpeech, true)
	c.app.Preferences().SetString(PrefNotation, "de")
	tapSquares(w.board, "e7", "e5")
	// As Appendix D.2.1 words it, in the arbiter's notation language.
	if want := "de:Eva fünf"; len(sp.said) != 1 || sp.said[0] != want {
		t.Errorf("said %q, want [%s]", sp.said, want)
	}
}

func TestAppendixD_ReadClocksInTheVisuallyImpairedPlayersLanguage(t *testing.T) {
	c, f := newTestConsole(t, 2)
	sp := &fakeSpeaker{}
	c.Speaker = sp
	w := openBoard(t, c, 2) // Black is visually impaired and reads German
	w.runShortcut(ctrl(fyne.KeyK))
	if len(sp.said) != 0 || w.status.Text != "Speech is off: turn it on in Settings." {
		t.Fatalf("with speech off: said %q, status %q", sp.said, w.status.Text)
	}
	c.app.Preferences().SetBool(PrefSpeech, true)
	f.now = f.now.Add(90 * time.Second)
	w.runShortcut(ctrl(fyne.KeyK))
	want := "de:" + announce.ReadOut(announce.Clocks{White: 13*time.Minute + 30*time.Second, Black: 15 * time.Minute}, "de")
	if len(sp.said) != 1 || sp.said[0] != want {
		t.Errorf("said %q, want [%s]", sp.said, want)
	}
}

func TestClockLanguage(t *testing.T) {
	fr := PlayerView{Lang: "fr"}
	viDE := PlayerView{Lang: "de", VisuallyImpaired: true}
	viRU := PlayerView{Lang: "ru", VisuallyImpaired: true}
	tests := []struct {
		b    BoardView
		want string
	}{
		{BoardView{White: fr, Black: viDE, Turn: White}, "de"},
		{BoardView{White: viRU, Black: viDE, Turn: Black}, "de"},
		{BoardView{White: viRU, Black: viDE, Turn: White}, "ru"},
		{BoardView{White: fr, Black: PlayerView{}, Turn: White}, "fr"},
		{BoardView{Turn: Black}, "en"},
	}
	for _, tt := range tests {
		if got := clockLanguage(tt.b); got != tt.want {
			t.Errorf("clockLanguage(%+v) = %q, want %q", tt.b, got, tt.want)
		}
	}
}

func TestRulingTextTranslatesItsKey(t *testing.T) {
	tests := []struct {
		r    RulingView
		want string
	}{
		{RulingView{Key: "ruling.illegal_move.first", Params: map[string]any{"minutes": 2}, Text: "illegal_move.first"},
			"First completed illegal move by this player: the opponent receives 2 min extra time."},
		{RulingView{Key: "ruling.not_a_key", Text: "as the backend wrote it"}, "as the backend wrote it"},
		{RulingView{Text: "no key"}, "no key"},
	}
	for _, tt := range tests {
		if got := rulingText(tt.r); got != tt.want {
			t.Errorf("rulingText(%+v) = %q, want %q", tt.r, got, tt.want)
		}
	}
}

// The illegal move was never recorded, so its author is the player to
// move: Ctrl+I and Record penalise Black after White's 1.Nf3.
func TestArticle_7_5_1_IllegalMoveOffenderIsThePlayerToMove(t *testing.T) {
	c, f := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	tapSquares(w.board, "g1", "f3")
	w.entry.TypedShortcut(ctrl(fyne.KeyI))
	test.Tap(button(t, overlay(t, w.win), "Record"))
	if cmd := lastCommand(t, f); cmd.Kind != CmdIllegal || cmd.Side != Black {
		t.Errorf("sent %+v, want illegal by Black, the player to move", cmd)
	}
}
