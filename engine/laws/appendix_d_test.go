package laws

// Appendix D is served outside this package (engine/announce for the
// announcements and clock read-outs, engine/scoresheet for D.2.9); these
// tests prove, for the coverage table, what the console does for each
// provision it classes assisted. The full tests are in those packages.

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/announce"
	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/scoresheet"
)

func TestArticle_D_2_1_MovesAnnouncedAndReadBack(t *testing.T) {
	p := chess.StartPosition()
	m, err := chess.ParseUCI(p, "g1f3")
	if err != nil {
		t.Fatal(err)
	}
	if got := announce.Say(p, m, announce.Laws); got != "Springer Felix drei" {
		t.Errorf("Nf3 announced %q, want D.2.1's Springer Felix drei", got)
	}
	for _, lang := range announce.Languages() {
		r, err := announce.Read(p, announce.Say(p, m, lang), lang)
		if err != nil || r.Move != m || len(r.Slips) > 0 {
			t.Errorf("%s: read back as %v %v, %v", lang, r.Move, r.Slips, err)
		}
	}
}

func TestArticle_D_2_6_1_ClockAnnouncesTimeAndMoves(t *testing.T) {
	got := announce.ReadOut(announce.Clocks{White: time.Hour + 5*time.Second, Black: 30 * time.Minute, Moves: 40}, "en")
	for _, want := range []string{"forty", "one hour five seconds", "thirty minutes"} {
		if !strings.Contains(got, want) {
			t.Errorf("read-out %q does not say %q", got, want)
		}
	}
}

func TestArticle_D_2_8_SlipOfTheTongueIsWarned(t *testing.T) {
	r, err := announce.Read(chess.StartPosition(), "Springer schlägt Felix drei Schach", "de")
	if err != nil {
		t.Fatal(err)
	}
	if want := []announce.Slip{announce.SaidCapture, announce.SaidCheck}; !slices.Equal(r.Slips, want) {
		t.Errorf("slips %v, want %v", r.Slips, want)
	}
}

func TestArticle_D_2_9_ScoresRetracedToWhereTheyAgree(t *testing.T) {
	a, err := scoresheet.ReadString("1. e4 e5 2. Nf3 Nc6 3. Bb5")
	if err != nil {
		t.Fatal(err)
	}
	b, err := scoresheet.ReadString("1. e4 e5 2. Nf3 Nf6 3. Nxe5")
	if err != nil {
		t.Fatal(err)
	}
	d, err := scoresheet.Compare(a, b)
	if err != nil {
		t.Fatal(err)
	}
	if d.Ply != 4 || d.A != "Nc6" || d.B != "Nf6" {
		t.Errorf("first difference at ply %d (%s / %s), want 4 (Nc6 / Nf6)", d.Ply, d.A, d.B)
	}
}

func TestArticle_D_2_10_4_MovesAndTimeUsedOnRequest(t *testing.T) {
	got := announce.ReadOut(announce.Clocks{White: 20 * time.Minute, Black: 25 * time.Minute, Moves: 12, Used: true}, "de")
	want := "Gespielte Züge: zwölf. Verbrauchte Zeit. Weiß: zwanzig Minuten; Schwarz: fünfundzwanzig Minuten"
	if got != want {
		t.Errorf("read-out %q, want %q", got, want)
	}
}
