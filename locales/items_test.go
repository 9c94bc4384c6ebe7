package locales

import (
	"strings"
	"testing"
)

// A Russian player told "12.9 f" finds item е of the 2014 Russian text,
// the sixth, not a letter ф his text does not have.
func TestArticle_12_9_RussianItemLetters2014(t *testing.T) {
	for _, tt := range []struct{ cite, shown, item string }{
		{"7.5 b", "7.5 б", "б. "},
		{"12.9 f", "12.9 е", "е. присуждение поражения"},
		{"9.2 a", "9.2 а", "а. может возникнуть"},
	} {
		a, err := Article("2014", "ru", tt.cite)
		if err != nil {
			t.Fatal(err)
		}
		if a.ID != tt.shown {
			t.Errorf("%s shown as %q, want %q", tt.cite, a.ID, tt.shown)
		}
		if !strings.Contains(a.Text, "\n"+tt.item) && !strings.HasPrefix(a.Text, tt.item) {
			t.Errorf("%s: the text has no item %q:\n%s", tt.cite, tt.item, a.Text)
		}
		if !strings.Contains(a.Fallback, "латинской буквой") {
			t.Errorf("%s: note %q does not explain the letter", tt.cite, a.Fallback)
		}
		checkWrittenIn(t, "ru", a.Fallback)
	}
	if a, _ := Article("2014", "en", "7.5 b"); a.ID != "7.5" || a.Fallback != "" {
		t.Errorf("English 7.5 b: %q with note %q; want 7.5 and no note", a.ID, a.Fallback)
	}
}
