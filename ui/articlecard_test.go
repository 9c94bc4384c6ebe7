package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// lawsOf is a view.Laws holding one article.
type lawsOf struct{ a ArticleView }

func (l lawsOf) Article(_, _, _ string) (ArticleView, error) { return l.a, nil }
func (l lawsOf) Contents(_, _ string) []ArticleView          { return nil }
func (l lawsOf) SearchLaws(_, _, _ string) []ArticleView     { return nil }

// A provision the 2023 edition changed: the player reads the 2023 rule
// first, then the 2018 text under the label that marks it as the older
// wording; a provision 2023 kept shows the 2018 text with its note.
func TestArticle_7_5_5_Rule2023BeforeTheOlderWording(t *testing.T) {
	test.NewTempApp(t)
	changed := ArticleView{ID: "7.5.5", Edition: "2018", Lang: "fr",
		Rule:  "l’arbitre donne deux minutes supplémentaires à l’adversaire, une minute en rapide et en blitz (A.3)",
		Older: "Ancienne rédaction : Règles 2018, article 7.5.5",
		Text:  "l'arbitre accordera deux minutes supplémentaires à son adversaire"}
	shown := textUnder(articleCard(lawsOf{changed}, "2023", "fr", "7.5.5", theme.SizeNameHeadingText))
	rule, older, text := strings.Index(shown, "une minute en rapide"), strings.Index(shown, "Ancienne rédaction"), strings.Index(shown, "accordera deux minutes")
	if rule < 0 || older < rule || text < older {
		t.Errorf("want the 2023 rule, then the older-wording label, then the 2018 text; shown:\n%s", shown)
	}
	kept := ArticleView{ID: "A.5.2", Edition: "2018", Lang: "fr", Text: "Si l'arbitre observe un acte relevant de l'article 7.5.1",
		Fallback: "le texte des Règles du Jeu d’Échecs 2023 n’est pas disponible ; affichage du texte 2018, article A.4.2"}
	shown = textUnder(articleCard(lawsOf{kept}, "2023", "fr", "A.5.2", theme.SizeNameHeadingText))
	if !strings.Contains(shown, "A.5.2") || !strings.Contains(shown, "Le texte des Règles") || strings.Contains(shown, "Ancienne rédaction") {
		t.Errorf("a kept provision: want its 2023 number, the 2018 text and the note; shown:\n%s", shown)
	}
}
