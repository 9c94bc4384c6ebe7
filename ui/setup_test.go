package ui

import (
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func TestParsePlayers(t *testing.T) {
	tests := []struct {
		text    string
		want    []PlayerView
		wantErr string
	}{
		{"Anna Kowalska, 2312, POL, WIM, pt\nBen Okafor,2250,NGR,,en,VI", []PlayerView{
			{Name: "Anna Kowalska", Rating: 2312, Federation: "POL", Title: "WIM", Lang: "pt"},
			{Name: "Ben Okafor", Rating: 2250, Federation: "NGR", Lang: "en", VisuallyImpaired: true}}, ""},
		{"A\n\nB", []PlayerView{{Name: "A"}, {Name: "B"}}, ""},
		{"Keller, Anna; 2105; GER; ; de; VI\nBen, 2000", []PlayerView{
			{Name: "Keller, Anna", Rating: 2105, Federation: "GER", Lang: "de", VisuallyImpaired: true},
			{Name: "Ben", Rating: 2000}}, ""},
		{"A, strong\nB", nil, `line 1: rating "strong"`},
		{"A\n, 2000", nil, "line 2: no name"},
		{"A,,,,xx\nB", nil, `line 1: language "xx"`},
		{"A", nil, "1 typed, need at least 2"},
	}
	for _, tt := range tests {
		got, err := parsePlayers(tt.text)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("parsePlayers(%q) error %v, want %q", tt.text, err, tt.wantErr)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("parsePlayers(%q) = %+v, %v; want %+v", tt.text, got, err, tt.want)
		}
	}
}

func TestParsePairings(t *testing.T) {
	tests := []struct {
		text    string
		want    [][2]int
		wantErr string
	}{
		{"1-2\n 4 - 3 \n", [][2]int{{0, 1}, {3, 2}}, ""},
		{"1-5", nil, "no player 5"},
		{"1-2\n2-3", nil, "player 2 already plays on line 1"},
		{"1 2", nil, `line 1: "1 2" is not "white-black"`},
		{"\n \n", nil, ""}, // round 1 is paired later, from the Round menu
	}
	for _, tt := range tests {
		got, err := parsePairings(tt.text, 4)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("parsePairings(%q) error %v, want %q", tt.text, err, tt.wantErr)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("parsePairings(%q) = %v, %v; want %v", tt.text, got, err, tt.want)
		}
	}
}

func TestParseArbiters(t *testing.T) {
	got, err := parseArbiters("Anna: 1-3, 5\nBoris: 4\nCleo:", 5)
	want := map[string][]int{"Anna": {1, 2, 3, 5}, "Boris": {4}, "Cleo": nil} // Cleo's boards come round by round
	if _, ok := got["Cleo"]; err != nil || !ok || !maps.EqualFunc(got, want, slices.Equal) {
		t.Errorf("parseArbiters = %v, %v; want %v", got, err, want)
	}
	for _, bad := range []string{"Anna 1-3", "Anna: 4-9", "Anna: 3-1", ": 1", "Anna: x", "Anna: 1-1000000000"} {
		if _, err := parseArbiters(bad, 5); err == nil {
			t.Errorf("parseArbiters(%q) accepted", bad)
		}
	}
}

func TestSetupFormCreatesEvent(t *testing.T) {
	c, f := newTestConsole(t, 0)
	form := NewSetupForm(c.app, time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC), f.ReadPlayers,
		func(s EventSetup) error { return f.CreateEvent(s) })
	test.Type(form.name, "Spring Rapid")
	test.Type(form.control, "15+10")
	if form.gameType.Text != "Rapid" {
		t.Errorf("15+10 shows game type %q, want Rapid", form.gameType.Text)
	}
	form.players.SetText("Anna, 2300\nBen, 2200\nCleo, 2100\nDan, 2000")
	test.Tap(button(t, form.win.Content(), "Pair in list order"))
	if form.pairings.Text != "1-2\n3-4\n" {
		t.Errorf("pairings %q, want 1-2 and 3-4", form.pairings.Text)
	}
	form.arbiters.SetText("Anna: 1-2")
	form.create()
	if len(f.created) != 1 {
		t.Fatalf("CreateEvent called %d times", len(f.created))
	}
	s := f.created[0]
	if s.Name != "Spring Rapid" || s.TimeControl != "15+10" || s.Edition != "2023" || len(s.Players) != 4 ||
		len(s.Pairings) != 2 || !slices.Equal(s.Arbiters["Anna"], []int{1, 2}) {
		t.Errorf("setup %+v", s)
	}
	if c.view == nil || len(c.view.tiles) != 2 {
		t.Error("the console does not show the new event's boards")
	}
}

func TestSetupFormImportsPlayers(t *testing.T) {
	c, f := newTestConsole(t, 0)
	form := NewSetupForm(c.app, time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC), f.ReadPlayers, f.CreateEvent)
	button(t, form.win.Content(), "Import players…") // offered
	file := "name;rating;federation;title;language;vi\nKeller, Anna;2105;GER;WFM;de;VI\nOkafor, Ben;1980;NGR;;en;\n"
	form.importPlayers("players.csv", strings.NewReader(file))
	want := "Keller, Anna; 2105; GER; WFM; de; VI\nOkafor, Ben; 1980; NGR; ; en\n"
	if form.players.Text != want {
		t.Errorf("players list %q, want %q", form.players.Text, want)
	}
	if msg := textUnder(overlay(t, form.win)); !strings.Contains(msg, "2 players read from players.csv") {
		t.Errorf("notice says %q", msg)
	}
	got, err := parsePlayers(form.players.Text)
	if err != nil || len(got) != 2 || got[0].Name != "Keller, Anna" || !got[0].VisuallyImpaired || got[1].Lang != "en" {
		t.Errorf("the imported list reads back as %+v, %v", got, err)
	}
}

func TestSetupFormImportErrorNamesTheLine(t *testing.T) {
	c, f := newTestConsole(t, 0)
	form := NewSetupForm(c.app, time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC), f.ReadPlayers, f.CreateEvent)
	form.players.SetText("Typed, 2000\nOther, 1900")
	form.importPlayers("players.csv", strings.NewReader("name;rating\nA;2000\nB;strong\n"))
	if msg := textUnder(overlay(t, form.win)); !strings.Contains(strings.ToLower(msg), `players.csv: line 3: rating "strong"`) {
		t.Errorf("error says %q", msg)
	}
	if form.players.Text != "Typed, 2000\nOther, 1900" {
		t.Errorf("a failed import changed the list to %q", form.players.Text)
	}
}

func TestSetupFormWithoutReaderHasNoImport(t *testing.T) {
	c, f := newTestConsole(t, 0)
	form := NewSetupForm(c.app, time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC), nil, f.CreateEvent)
	for _, o := range everything(form.win.Content()) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Import players…" {
			t.Fatal("Import players is offered without a reader")
		}
	}
}

func TestLawsBrowserSearchAndTwoLanguages(t *testing.T) {
	c, f := newTestConsole(t, 1)
	lb := NewLawsBrowser(c.app, f, "2018", "fr")
	if lb.langs[1].Selected != "en" {
		t.Errorf("second language %q, want en", lb.langs[1].Selected)
	}
	lb.langs[0].SetSelected("en")
	lb.langs[1].SetSelected("fr")
	if got := len(lb.entries); got != 4 {
		t.Errorf("contents of 2018/en: %d articles, want 4", got)
	}
	test.Type(lb.search, "pressed his clock")
	if len(lb.entries) != 1 || lb.entries[0].ID != "7.5.1" {
		t.Fatalf("search found %+v, want 7.5.1", lb.entries)
	}
	lb.Select("7.5.1")
	left, right := textUnder(lb.panes[0]), textUnder(lb.panes[1])
	if !strings.Contains(left, "An illegal move is completed") || !strings.Contains(right, "Un coup illégal") {
		t.Errorf("panes show %q and %q", left, right)
	}
}

// The New event window fits a 1366x768 screen (and so 1920x1080) with
// its title bar, in every language: at its size every field shows
// without scrolling, and the Create button lies within the window. On
// a window made smaller the fields scroll and the buttons stay in view.
func TestSetupFormFitsTheScreen(t *testing.T) {
	defer SetLanguage("en")
	const titleBar, panel = 40, 32
	for _, screen := range []fyne.Size{{Width: 1366, Height: 768}, {Width: 1920, Height: 1080}} {
		if setupSize.Width > screen.Width || setupSize.Height+titleBar+panel > screen.Height {
			t.Errorf("the window, %v with its title bar, is larger than a %v screen with a panel", setupSize, screen)
		}
	}
	for _, code := range Languages {
		if err := SetLanguage(code); err != nil {
			t.Fatal(err)
		}
		c, f := newTestConsole(t, 2)
		form := NewSetupForm(c.app, f.now, f.ReadPlayers, f.CreateEvent)
		for _, size := range []fyne.Size{setupSize, {Width: 1000, Height: 420}} {
			form.win.Resize(size)
			inside := form.win.Canvas().Size()
			create := button(t, form.win.Content(), lang.L("setup.create"))
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(create)
			if !create.Visible() || at.X < 0 || at.Y < 0 || at.X+create.Size().Width > inside.Width || at.Y+create.Size().Height > inside.Height {
				t.Errorf("%s, %v: the Create button at %v, %v is not within the window's %v", code, size, at, create.Size(), inside)
			}
			scroll := first[*container.Scroll](t, form.win.Content())
			if need := scroll.Content.MinSize(); size == setupSize && (need.Height > scroll.Size().Height || need.Width > scroll.Size().Width) {
				t.Errorf("%s: the fields need %v, the window gives them %v: they scroll", code, need, scroll.Size())
			}
		}
		form.win.Close()
	}
}
