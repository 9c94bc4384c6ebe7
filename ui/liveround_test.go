package ui

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// fakeLive is a round of boards with a check-in and a results table: Do
// records presence and results as the real backend does, and refuses a
// result on board 7 as the Laws would.
type fakeLive struct {
	*fakeRounds
	presence []view.PresenceRow
	sent     []string  // "board:kind:side:result"
	start    time.Time // of the round, zero before
}

func newLiveConsole(t testing.TB, boards int) (*Console, *fakeLive) {
	t.Helper()
	c, f := newRoundsConsole(t)
	live := &fakeLive{fakeRounds: f}
	f.table.Rows = nil
	for n := 1; n <= boards; n++ {
		w, b := "White "+itoa(n), "Black "+itoa(n)
		live.presence = append(live.presence, view.PresenceRow{Board: n, White: w, Black: b, Present: map[Side]bool{}})
		f.table.Rows = append(f.table.Rows, view.RoundRow{Board: n, White: w, Black: b, Missing: true})
	}
	f.table.Rows[1].Result, f.table.Rows[1].Missing = "1-0", false // board 2 is over
	c.Attach(live)
	return c, live
}

func itoa(n int) string { return strconv.Itoa(n) }

func (f *fakeLive) Presence() []view.PresenceRow { return f.presence }

func (f *fakeLive) RoundTiming() (start, end time.Time, ok bool) {
	return f.start, f.start.Add(50 * time.Minute), !f.start.IsZero()
}

func (f *fakeLive) Do(n int, cmd Command) ([]RulingView, error) {
	f.sent = append(f.sent, itoa(n)+":"+string(cmd.Kind)+":"+sideWord(cmd.Side)+":"+cmd.Result)
	switch cmd.Kind {
	case view.CmdPresent:
		f.presence[n-1].Present[cmd.Side] = cmd.Decision == ""
	case view.CmdResult:
		if n == 7 {
			return nil, &view.Refusal{Message: view.Message{Key: "refusal.laws.result", Params: map[string]any{"Board": n, "Result": cmd.Result}}}
		}
		i := slices.IndexFunc(f.table.Rows, func(r view.RoundRow) bool { return r.Board == n })
		f.table.Rows[i].Result, f.table.Rows[i].Missing = cmd.Result, false
	}
	return nil, nil
}

// The check-in takes a board's number and a side's letter, in the
// arbiter's language (B for Blancs in French), Enter for both players;
// a tick clicked again takes the mark back; a bad key says which keys
// there are, without marking anyone.
func TestArticle_6_7_1_CheckInByKeys(t *testing.T) {
	c, f := newLiveConsole(t, 12)
	c.showCheckIn()
	keys := c.win.Canvas().Focused()
	if keys == nil {
		t.Fatal("nothing has the focus: the keys field should")
	}
	test.Type(keys, "12w")
	test.Type(keys, "3b")
	test.Type(keys, "5")
	keys.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	test.Type(keys, "4x")
	want := []string{"12:present:white:", "3:present:black:", "5:present:white:", "5:present:black:"}
	if !slices.Equal(f.sent, want) {
		t.Errorf("sent %v, want %v", f.sent, want)
	}
	if got := textUnder(overlay(t, c.win)); !strings.Contains(got, "“X” is not a side: W for White, B for Black") {
		t.Errorf("after 4x the screen says %q, want the keys explained", got)
	}
	if err := SetLanguage("fr"); err != nil {
		t.Fatal(err)
	}
	defer SetLanguage("en")
	keys.(*dialogEntry).SetText("")
	test.Type(keys, "6b") // Blancs
	if got := f.sent[len(f.sent)-1]; got != "6:present:white:" {
		t.Errorf("6b in French sent %q, want White of board 6 (Blancs)", got)
	}
}

// The results screen proposes the first unfinished board; one key and
// Enter record a result and move to the next unfinished board (board 2
// is over and skipped); a refusal names the board in the arbiter's
// language and the board stays unfinished.
func TestResultsScreenOneKeyABoard(t *testing.T) {
	c, f := newLiveConsole(t, 8)
	if err := SetLanguage("fr"); err != nil {
		t.Fatal(err)
	}
	defer SetLanguage("en")
	c.showResults()
	focused := c.win.Canvas().Focused()
	enter := func() { c.win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) }
	for _, k := range "10=+-" { // boards 1, 3, 4, 5, 6
		c.win.Canvas().Focused().TypedRune(k)
		enter()
	}
	want := []string{"1:result::1-0", "3:result::0-1", "4:result::½-½", "5:result::+/-", "6:result::-/+"}
	if !slices.Equal(f.sent, want) {
		t.Fatalf("sent %v, want %v", f.sent, want)
	}
	if c.win.Canvas().Focused() != focused {
		t.Error("the focus left the result field")
	}
	c.win.Canvas().Focused().TypedRune('1')
	enter() // board 7: refused
	got := textUnder(overlay(t, c.win))
	if !strings.Contains(got, "Échiquier 7 : « 1-0 » n'est pas un résultat") {
		t.Errorf("screen says %q, want board 7's refusal in French", got)
	}
	if strings.Contains(got, "laws:") {
		t.Errorf("screen %q shows the engine's English", got)
	}
	// Enter without a key: refused, naming the board, nothing sent.
	n := len(f.sent)
	enter()
	if len(f.sent) != n {
		t.Errorf("Enter without a result sent %v", f.sent[n:])
	}
	if got := textUnder(overlay(t, c.win)); !strings.Contains(got, "Échiquier 8 : tapez d'abord un résultat") {
		t.Errorf("screen says %q, want board 8 waiting for a result", got)
	}
}

// The hall screen shows the players the pairings by board with the
// results in, and the standings once the round is closed.
func TestHallScreenPairingsThenStandings(t *testing.T) {
	c, f := newLiveConsole(t, 6)
	c.showHall()
	if c.hall == nil || !c.hall.open {
		t.Fatal("the hall screen did not open")
	}
	got := hallTexts(c)
	for _, want := range []string{"Test Open · round 1", "2", "White 2", "1-0", "Black 2", "White 6", "waiting for the start"} {
		if !slices.Contains(got, want) {
			t.Errorf("hall screen %q lacks %q", got, want)
		}
	}
	if _, err := f.Do(3, Command{Kind: view.CmdResult, Result: "½-½"}); err != nil {
		t.Fatal(err)
	}
	f.changed()
	if got := hallTexts(c); !slices.Contains(got, "½-½") {
		t.Errorf("after board 3's draw the hall shows %q", got)
	}
	f.start = f.now.Add(-20 * time.Minute)
	c.hall.tick()
	if got := hallTexts(c); !slices.Contains(got, "ends by "+f.start.Add(50*time.Minute).Local().Format("15:04")+" · 0:30:00") {
		t.Errorf("round started 20 min ago: the hall shows %q, want 30 min left", got)
	}
	f.table.Closed = true
	f.changed()
	if got := hallTexts(c); !slices.Contains(got, "Test Open · standings after round 1") || !slices.Contains(got, "Alpha, A") {
		t.Errorf("closed round: the hall shows %q, want the standings", got)
	}
}

func hallTexts(c *Console) []string {
	var out []string
	for _, o := range everything(c.hall.win.Content()) {
		if t, ok := o.(*canvas.Text); ok {
			out = append(out, strings.TrimSuffix(t.Text, "…"))
		}
	}
	return out
}

// A board window closes from the keyboard: Esc in the empty move field
// (a typed move is cleared first), and Ctrl+W.
func TestBoardWindowClosesWithEscAndCtrlW(t *testing.T) {
	c, _ := newTestConsole(t, 3)
	w := openBoard(t, c, 1)
	test.Type(w.entry, "e4")
	w.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if _, open := c.windows[1]; !open || w.entry.Text != "" {
		t.Fatalf("Esc with a move typed: window open %v, field %q; want it open and the field empty", open, w.entry.Text)
	}
	w.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if _, open := c.windows[1]; open {
		t.Error("Esc in the empty move field left board 1's window open")
	}
	w = openBoard(t, c, 2)
	if !w.runShortcut(ctrl(fyne.KeyW)) {
		t.Fatal("no Ctrl+W in the board window")
	}
	if _, open := c.windows[2]; open {
		t.Error("Ctrl+W left board 2's window open")
	}
}

// A round too long for one screen at a size read from the back of the
// hall is shown a page at a time, turning every hallPageTime.
func TestHallScreenPagesALongRound(t *testing.T) {
	c, f := newLiveConsole(t, 200)
	c.showHall()
	c.hall.win.Resize(fyne.NewSize(1920, 1080))
	c.hall.reload()
	got := hallTexts(c)
	if !strings.Contains(c.hall.clock.Text, "page 1 of 4") || !slices.Contains(got, "White 1") || slices.Contains(got, "White 200") {
		t.Fatalf("200 boards at 1920x1080 show %d texts, want page 1 of 4 from board 1", len(got))
	}
	for _, o := range everything(c.hall.win.Content()) {
		if tx, ok := o.(*canvas.Text); ok && tx.TextSize < hallSmallest*0.8-0.01 {
			t.Errorf("%q drawn at %v px, under the hall's smallest", tx.Text, tx.TextSize)
		}
	}
	f.now = f.now.Add(hallPageTime)
	c.hall.turnPage()
	if got := hallTexts(c); !strings.Contains(c.hall.clock.Text, "page 2 of 4") || slices.Contains(got, "White 1") {
		t.Errorf("after %v the hall shows page 2: %v", hallPageTime, got[:4])
	}
}

// The appeal page's file name holds the event, the round and the board.
func TestAppealFileNameHasTheRound(t *testing.T) {
	_, f := newTestConsole(t, 2)
	if got, want := appealFileName(f, 2), "Test-Open-round3-board2-appeal.html"; got != want {
		t.Errorf("appeal page %q, want %q", got, want)
	}
}

// The language is chosen by its own name and applies at once: menus,
// wall and open board windows redraw in it, no restart.
func TestLanguageChosenByNameAppliesAtOnce(t *testing.T) {
	c, _ := newTestConsole(t, 2)
	defer SetLanguage("en")
	openBoard(t, c, 1)
	showSettings(c.app, c.win, c.keys, c.settings, c.settingsSaved)
	var language *dialogSelect
	for _, o := range everything(overlay(t, c.win)) {
		if s, ok := o.(*dialogSelect); ok && language == nil {
			language = s
		}
	}
	if language == nil || !slices.Contains(language.Options, "Français") || !slices.Contains(language.Options, "Русский") {
		t.Fatalf("language choices %v, want the languages by their own names", language.Options)
	}
	language.SetSelected("Français")
	c.keys.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if c.settings.Language() != "fr" {
		t.Fatalf("language saved %q, want fr", c.settings.Language())
	}
	if got := c.win.MainMenu().Items[0].Label; got != "Fichier" {
		t.Errorf("first menu %q after choosing Français, want Fichier", got)
	}
	w, ok := c.windows[1]
	if !ok {
		t.Fatal("board 1's window was not opened again")
	}
	if got := w.win.Title(); got != "Échiquier 1" {
		t.Errorf("board window titled %q, want Échiquier 1", got)
	}
}

// Another board is reached by its number: Tab to the board field, the
// number, Enter, then the result's key and Enter.
func TestResultsScreenBoardByNumber(t *testing.T) {
	c, f := newLiveConsole(t, 8)
	c.showResults()
	s := first[*resultEntry](t, overlay(t, c.win))
	c.win.Canvas().FocusPrevious() // Shift+Tab: the board field
	board, ok := c.win.Canvas().Focused().(*dialogEntry)
	if !ok {
		t.Fatalf("Shift+Tab focused %T, want the board field", c.win.Canvas().Focused())
	}
	board.SetText("")
	test.Type(board, "6")
	board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if c.win.Canvas().Focused() != s {
		t.Fatalf("Enter in the board field focused %T, want the result field", c.win.Canvas().Focused())
	}
	s.TypedRune('=')
	s.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got := f.sent[len(f.sent)-1]; got != "6:result::½-½" {
		t.Errorf("sent %q, want board 6 drawn", got)
	}
	if board.Text != "7" {
		t.Errorf("after board 6 the screen proposes board %q, want 7, the next unfinished", board.Text)
	}
}
