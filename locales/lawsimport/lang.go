package lawsimport

import (
	"strings"
	"unicode"
)

// stopWords are frequent short words of each language, enough to tell the
// seven languages of the sources apart in a sentence or two.
var stopWords = map[string][]string{
	"en": {"the", "of", "and", "to", "a", "is", "in", "be", "shall", "his", "by", "if", "on", "or", "has", "with", "that", "it", "this", "for", "may", "not", "an", "which", "are", "when"},
	"fr": {"le", "la", "les", "de", "des", "du", "et", "est", "un", "une", "à", "en", "il", "que", "qui", "sur", "par", "pour", "doit", "au", "aux", "si", "ne", "pas", "son", "sa", "se", "dans", "ou", "lorsque", "joueur"},
	"es": {"el", "la", "los", "las", "de", "del", "y", "es", "un", "una", "en", "que", "por", "para", "su", "se", "con", "al", "o", "si", "no", "debe", "jugador", "cuando", "partida"},
	"pt": {"o", "a", "os", "as", "de", "do", "da", "dos", "das", "e", "é", "um", "uma", "em", "no", "na", "que", "por", "para", "seu", "sua", "se", "com", "ao", "ou", "não", "deve", "jogador", "partida", "quando"},
	"de": {"der", "die", "das", "und", "ist", "ein", "eine", "des", "den", "dem", "zu", "mit", "von", "auf", "wenn", "nicht", "im", "sich", "muss", "oder", "er", "es", "spieler", "wird", "darf"},
	"it": {"il", "lo", "la", "i", "gli", "le", "di", "del", "della", "delle", "dei", "e", "è", "un", "che", "per", "con", "non", "deve", "giocatore", "partita", "alla", "nel", "nella", "sono", "essere", "può", "cui", "qualunque", "sulla", "sulle", "quale", "quali", "più", "dell", "l"},
	"ru": {"и", "в", "не", "на", "с", "что", "по", "если", "он", "его", "игрок", "должен", "или", "к", "за", "как", "партии", "это", "быть", "от", "до", "ход", "то", "при", "соперника"},
}

// LanguageScores counts, for each candidate language, how many words of
// text are its stop words.
func LanguageScores(text string, candidates ...string) map[string]int {
	// Letters and digits make words, so the squares of a game score ("e4")
	// do not count as the stop words "e" or "a".
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	scores := map[string]int{}
	for _, lang := range candidates {
		set := map[string]bool{}
		for _, w := range stopWords[lang] {
			set[w] = true
		}
		for _, w := range words {
			if set[w] {
				scores[lang]++
			}
		}
	}
	return scores
}

// DetectLanguage returns the candidate language whose stop words text uses
// most, or "" when none scores (a title, a number).
func DetectLanguage(text string, candidates ...string) string {
	scores := LanguageScores(text, candidates...)
	best, bestScore := "", 0
	for _, lang := range candidates {
		if scores[lang] > bestScore {
			best, bestScore = lang, scores[lang]
		}
	}
	return best
}
