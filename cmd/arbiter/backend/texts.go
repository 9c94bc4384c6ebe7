package backend

import (
	"github.com/arbiterconsole/arbiter/locales"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// Article returns one article of the Laws, with the fallback note when
// another edition or language stands in.
func (b *Backend) Article(edition, lang, id string) (view.ArticleView, error) {
	a, err := locales.Article(edition, lang, id)
	if err != nil {
		return view.ArticleView{}, err
	}
	return view.ArticleView{ID: a.ID, Heading: a.Heading, Text: a.Text, Edition: a.Edition, Lang: a.Lang, Fallback: a.Fallback, Rule: a.Rule, Older: a.Older}, nil
}

// Contents lists an edition's articles in a language.
func (b *Backend) Contents(edition, lang string) []view.ArticleView {
	var out []view.ArticleView
	for _, e := range locales.Contents(edition, lang) {
		out = append(out, view.ArticleView{ID: e.ID, Heading: e.Heading, Edition: edition, Lang: lang})
	}
	return out
}

// SearchLaws finds the articles that hold query.
func (b *Backend) SearchLaws(edition, lang, query string) []view.ArticleView {
	var out []view.ArticleView
	for _, h := range locales.Search(query, edition, lang) {
		out = append(out, view.ArticleView{ID: h.ID, Heading: h.Heading, Text: h.Snippet, Edition: h.Edition, Lang: h.Lang})
	}
	return out
}
