package backend

import (
	"github.com/arbiterconsole/arbiter/locales"
	"github.com/arbiterconsole/arbiter/ui"
)

// Article returns one article of the Laws, with the fallback note when
// another edition or language stands in.
func (b *Backend) Article(edition, lang, id string) (ui.ArticleView, error) {
	a, err := locales.Article(edition, lang, id)
	if err != nil {
		return ui.ArticleView{}, err
	}
	return ui.ArticleView{ID: a.ID, Heading: a.Heading, Text: a.Text, Edition: a.Edition, Lang: a.Lang, Fallback: a.Fallback}, nil
}

// Contents lists an edition's articles in a language.
func (b *Backend) Contents(edition, lang string) []ui.ArticleView {
	var out []ui.ArticleView
	for _, e := range locales.Contents(edition, lang) {
		out = append(out, ui.ArticleView{ID: e.ID, Heading: e.Heading, Edition: edition, Lang: lang})
	}
	return out
}

// SearchLaws finds the articles that hold query.
func (b *Backend) SearchLaws(edition, lang, query string) []ui.ArticleView {
	var out []ui.ArticleView
	for _, h := range locales.Search(query, edition, lang) {
		out = append(out, ui.ArticleView{ID: h.ID, Heading: h.Heading, Text: h.Snippet, Edition: h.Edition, Lang: h.Lang})
	}
	return out
}
