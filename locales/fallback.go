package locales

import "strings"

// fallbackWording is how one language words the note that says why another
// edition or English stands in. Each language uses the names its own Laws
// texts use (Schachregeln, Artikel; Règles du Jeu d’Échecs, article ...).
//
// Templates name their slots: {id} an article number, {edition} a year,
// {lang} the language asked for, {note} a concordance note. A note is why
// followed by what was shown, then, when the rule changed, differ.
type fallbackWording struct {
	// name is the language's own name as it reads in the {lang} slot
	// (Russian: the prepositional case, after "на").
	name string

	// Why: the article, or the whole edition, is missing in {lang}.
	articleMissing, editionMissing string

	// What was shown instead: the {edition} text in {lang}; the English
	// text of the edition asked for; the English text of another edition.
	otherEdition, english, englishOtherEdition string

	// differ introduces the concordance's note on how the rule changed.
	differ string
}

// fallbackWordings holds the wording of every language of the Laws texts.
// A language not listed gets English.
var fallbackWordings = map[string]fallbackWording{
	"en": {
		name:                "English",
		articleMissing:      "article {id} of the {edition} Laws is not available in {lang}",
		editionMissing:      "the {edition} Laws are not available in {lang}",
		otherEdition:        "; showing the {edition} edition, article {id}",
		english:             "; showing the English text",
		englishOtherEdition: "; showing the English text of the {edition} edition, article {id}",
		differ:              " (the editions differ: {note})",
	},
	"fr": {
		name:                "français",
		articleMissing:      "l’article {id} des Règles du Jeu d’Échecs {edition} n’est pas disponible en {lang}",
		editionMissing:      "les Règles du Jeu d’Échecs {edition} ne sont pas disponibles en {lang}",
		otherEdition:        " ; affichage de l’édition {edition}, article {id}",
		english:             " ; affichage du texte anglais",
		englishOtherEdition: " ; affichage du texte anglais de l’édition {edition}, article {id}",
		differ:              " (les éditions diffèrent : {note})",
	},
	"es": {
		name:                "español",
		articleMissing:      "el artículo {id} de las Leyes del Ajedrez de {edition} no está disponible en {lang}",
		editionMissing:      "las Leyes del Ajedrez de {edition} no están disponibles en {lang}",
		otherEdition:        "; se muestra la edición de {edition}, artículo {id}",
		english:             "; se muestra el texto en inglés",
		englishOtherEdition: "; se muestra el texto en inglés de la edición de {edition}, artículo {id}",
		differ:              " (las ediciones difieren: {note})",
	},
	"ru": {
		name:                "русском",
		articleMissing:      "статья {id} Правил игры в шахматы редакции {edition} года недоступна на {lang} языке",
		editionMissing:      "Правила игры в шахматы редакции {edition} года недоступны на {lang} языке",
		otherEdition:        "; показана редакция {edition} года, статья {id}",
		english:             "; показан текст на английском языке",
		englishOtherEdition: "; показан текст на английском языке редакции {edition} года, статья {id}",
		differ:              " (редакции различаются: {note})",
	},
	"de": {
		name:                "Deutsch",
		articleMissing:      "Artikel {id} der Schachregeln {edition} liegt nicht auf {lang} vor",
		editionMissing:      "die Schachregeln {edition} liegen nicht auf {lang} vor",
		otherEdition:        "; angezeigt wird die Fassung {edition}, Artikel {id}",
		english:             "; angezeigt wird der englische Text",
		englishOtherEdition: "; angezeigt wird der englische Text der Fassung {edition}, Artikel {id}",
		differ:              " (die Fassungen unterscheiden sich: {note})",
	},
	"it": {
		name:                "italiano",
		articleMissing:      "l’Articolo {id} delle Regole degli Scacchi {edition} non è disponibile in {lang}",
		editionMissing:      "le Regole degli Scacchi {edition} non sono disponibili in {lang}",
		otherEdition:        "; viene mostrata l’edizione {edition}, Articolo {id}",
		english:             "; viene mostrato il testo inglese",
		englishOtherEdition: "; viene mostrato il testo inglese dell’edizione {edition}, Articolo {id}",
		differ:              " (le edizioni sono diverse: {note})",
	},
	"pt": {
		name:                "português",
		articleMissing:      "o Artigo {id} das Leis do Xadrez de {edition} não está disponível em {lang}",
		editionMissing:      "as Leis do Xadrez de {edition} não estão disponíveis em {lang}",
		otherEdition:        "; é mostrada a edição de {edition}, Artigo {id}",
		english:             "; é mostrado o texto em inglês",
		englishOtherEdition: "; é mostrado o texto em inglês da edição de {edition}, Artigo {id}",
		differ:              " (as edições são diferentes: {note})",
	},
}

// fallbackNote writes one fallback note in one language.
type fallbackNote struct {
	fallbackWording
	lang string // the language asked for, filling {lang}
}

// noteWriter returns the writer of notes for a reader of lang: in lang's
// wording, or in English naming lang by its code when lang has none.
func noteWriter(lang string) fallbackNote {
	w, ok := fallbackWordings[lang]
	if !ok {
		w = fallbackWordings["en"]
		w.name = lang
	}
	return fallbackNote{fallbackWording: w, lang: lang}
}

// fill puts id, edition and note into template's slots.
func (n fallbackNote) fill(template, id, edition, note string) string {
	return strings.NewReplacer("{id}", id, "{edition}", edition, "{lang}", n.name, "{note}", note).Replace(template)
}
