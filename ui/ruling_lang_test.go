package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// 11.9: the ruling panel shows the articles in any language a player asks
// for, the ruling's own sentence translated too.
func TestRulingPanelShowsAnyLanguage(t *testing.T) {
	c, _ := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	r := RulingView{Key: "ruling.illegal_move.first", Params: map[string]any{"minutes": "2"}, Edition: "2018", Articles: []string{"7.5.1"}}
	p := w.showRulings([]RulingView{r})
	panel := overlay(t, w.win)
	pick := first[*dialogSelect](t, panel)
	pick.SetSelected("fr")
	test.Tap(button(t, panel, "Show in this language"))
	if p.player == nil {
		t.Fatal("no window for the language")
	}
	shown := textUnder(p.player.Content())
	for _, want := range []string{"Un coup illégal est achevé", "2 min"} {
		if !strings.Contains(shown, want) {
			t.Errorf("French view lacks %q:\n%s", want, shown)
		}
	}
	if strings.Contains(shown, "First completed illegal move") {
		t.Errorf("the ruling's sentence is in English:\n%s", shown)
	}
}
