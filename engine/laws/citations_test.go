package laws

import (
	"testing"

	"github.com/arbiterconsole/arbiter/locales"
)

// Every article the engine cites exists, in that edition, in at least one
// language of the Laws texts the console shows (11.9): the ruling panel
// never cites an article the player cannot be shown.
func TestEveryCitedArticleExistsInItsEdition(t *testing.T) {
	for _, e := range Editions {
		for _, p := range allProvisions() {
			for _, id := range cite(e, p) {
				if !citedArticleExists(e, id) {
					t.Errorf("provision %d: %s edition has no article %q in any language", p, e, id)
				}
			}
		}
	}
}

func citedArticleExists(e Edition, id string) bool {
	if e == Edition2023 {
		// Shown through the 2018 text, always with a note.
		_, err := locales.Article(locales.Edition2023, "en", id)
		return err == nil
	}
	for _, lang := range locales.Languages() {
		if a, err := locales.Article(e.String(), lang, id); err == nil && a.Fallback == "" {
			return true
		}
	}
	return false
}
