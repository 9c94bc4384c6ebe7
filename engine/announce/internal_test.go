package announce

import "testing"

// A word with two meanings would make Parse read some announcements wrong.
func TestVocabularyHasNoConflicts(t *testing.T) {
	for _, c := range vocabularyConflicts {
		t.Error(c)
	}
}

// Every word Say writes must be one Parse knows; the round trip test proves
// it for moves, this proves it word by word.
func TestSaidWordsAreKnown(t *testing.T) {
	for l, w := range announcements {
		for _, word := range append(w.files[:], w.takes, w.check, w.checkmate, w.short, w.long, w.promotes, w.enPassant) {
			if _, ok := vocabulary[fold(word)]; !ok {
				t.Errorf("%s: %q is said but not read", l, word)
			}
		}
	}
}

func TestFold(t *testing.T) {
	tests := map[string]string{
		"Läufer": "laufer", "SCHLÄGT": "schlagt", "xeque-mate": "xeque mate", "Peão": "peao",
		"берёт": "берет", "  Kurze   Rochade ": "kurze rochade", "Échec": "echec", "Weiß": "weiss",
	}
	for in, want := range tests {
		if got := fold(in); got != want {
			t.Errorf("fold(%q) = %q, want %q", in, got, want)
		}
	}
}
