package locales

import (
	"slices"
	"strings"
)

// The 2023 Laws (in force since 1 January 2023) are not among the seed
// texts, and no text may be copied from elsewhere. Article("2023", ...)
// shows the 2018 text of the matching provision with a note, in the
// reader's language and in this project's own words, saying so and what
// 2023 changed. docs/laws-texts.md lists the changes and their sources.

// Edition2023 is the edition shown through the 2018 text.
const Edition2023 = "2023"

// from2023 gives the 2018 number of a 2023 provision. Articles 1-12 and
// the Guidelines keep their numbers; Appendix A gained A.3, so 2023 A.4,
// A.5, A.6 are 2018 A.3, A.4, A.5; Appendix B lost B.2, so 2023 B.2, B.3,
// B.4 are 2018 B.3, B.4, B.5. The new A.3 is shown through 2018 B.2, the
// same rule for blitz; the new 8.1.1.2 through 8.1.1, the scoresheet.
func from2023(id string) string {
	switch id {
	case "A.3":
		return "B.2"
	case "8.1.1.2":
		return "8.1.1"
	}
	shift := map[string]string{"A.4": "A.3", "A.5": "A.4", "A.6": "A.5", "B.2": "B.3", "B.3": "B.4", "B.4": "B.5"}
	for from, to := range shift {
		if id == from || strings.HasPrefix(id, from+".") {
			return to + id[len(from):]
		}
	}
	return id
}

// to2023 is the inverse of from2023 for the 2018 numbers that 2023 kept;
// "" for 2018 B.2, which 2023 dropped.
func to2023(id string) string {
	if id == "B.2" {
		return ""
	}
	shift := map[string]string{"A.3": "A.4", "A.4": "A.5", "A.5": "A.6", "B.3": "B.2", "B.4": "B.3", "B.5": "B.4"}
	for from, to := range shift {
		if id == from || strings.HasPrefix(id, from+".") {
			return to + id[len(from):]
		}
	}
	return id
}

// note2023 is how one language says that the 2018 text stands in, and
// what 2023 changed. {id} is the 2018 article shown, {note} the change.
type note2023 struct {
	standIn, changed string
	changes          map[string]string // by 2023 id
}

// changes2023 are the 2023 provisions whose rule changed, with the change
// in each language, in this project's words.
var notes2023 = map[string]note2023{
	"en": {
		standIn: "the text of the 2023 Laws is not held; showing the 2018 text, article {id}",
		changed: " (changed in 2023: {note})",
		changes: map[string]string{
			"A.3":     "new article: in rapid chess the extra time of Articles 7 and 9 is one minute instead of two; shown is the 2018 blitz rule that said the same for blitz",
			"5.1.2":   "a resignation is a draw when the opponent could not checkmate by any series of legal moves",
			"8.1.1.2": "new article: a FIDE-certified electronic scoresheet may be used, and the move of a claim under 9.2 or 9.3 may be entered on it; shown is the rule on the scoresheet",
			"7.5.5":   "in rapid chess the extra time is one minute instead of two (A.3)",
			"9.5.3":   "in rapid chess the extra time is one minute instead of two (A.3)",
			"B.3":     "2018’s B.2 (one minute) is gone: blitz reaches the one minute through this article and A.3",
		},
	},
	"fr": {
		standIn: "le texte des Règles du Jeu d’Échecs 2023 n’est pas disponible ; affichage du texte 2018, article {id}",
		changed: " (modifié en 2023 : {note})",
		changes: map[string]string{
			"A.3":     "nouvel article : en parties rapides, le temps supplémentaire des articles 7 et 9 est d’une minute au lieu de deux ; ci-dessus la règle 2018 du blitz, qui disait la même chose pour le blitz",
			"5.1.2":   "l’abandon donne partie nulle si l’adversaire ne peut mater par aucune suite de coups légaux",
			"8.1.1.2": "nouvel article : une feuille de notation électronique certifiée par la FIDE peut être utilisée, et le coup d’une réclamation selon 9.2 ou 9.3 peut y être saisi ; ci-dessus la règle sur la feuille de notation",
			"7.5.5":   "en parties rapides, le temps supplémentaire est d’une minute au lieu de deux (A.3)",
			"9.5.3":   "en parties rapides, le temps supplémentaire est d’une minute au lieu de deux (A.3)",
			"B.3":     "l’article B.2 de 2018 (une minute) n’existe plus : le blitz obtient la minute par cet article et A.3",
		},
	},
	"es": {
		standIn: "el texto de las Leyes del Ajedrez de 2023 no está disponible; se muestra el texto de 2018, artículo {id}",
		changed: " (cambio de 2023: {note})",
		changes: map[string]string{
			"A.3":     "artículo nuevo: en partidas rápidas, el tiempo adicional de los artículos 7 y 9 es de un minuto en lugar de dos; arriba, la regla de 2018 para las partidas relámpago, que decía lo mismo",
			"5.1.2":   "el abandono es tablas si el adversario no puede dar jaque mate con ninguna serie de movimientos legales",
			"8.1.1.2": "artículo nuevo: se puede usar una planilla electrónica certificada por la FIDE, y en ella se puede anotar la jugada de una reclamación según 9.2 o 9.3; arriba, la regla sobre la planilla",
			"7.5.5":   "en partidas rápidas, el tiempo adicional es de un minuto en lugar de dos (A.3)",
			"9.5.3":   "en partidas rápidas, el tiempo adicional es de un minuto en lugar de dos (A.3)",
			"B.3":     "el artículo B.2 de 2018 (un minuto) ya no existe: en las partidas relámpago el minuto viene de este artículo y de A.3",
		},
	},
	"ru": {
		standIn: "текст Правил игры в шахматы редакции 2023 года недоступен; показан текст редакции 2018 года, статья {id}",
		changed: " (изменение 2023 года: {note})",
		changes: map[string]string{
			"A.3":     "новая статья: в быстрых шахматах дополнительное время по статьям 7 и 9 — одна минута вместо двух; выше приведено правило 2018 года для блица, где говорилось то же самое",
			"5.1.2":   "сдача означает ничью, если соперник не может поставить мат никакой последовательностью возможных ходов",
			"8.1.1.2": "новая статья: можно пользоваться электронным бланком, сертифицированным ФИДЕ, и вносить в него ход для требования по статье 9.2 или 9.3; выше приведено правило о бланке",
			"7.5.5":   "в быстрых шахматах дополнительное время — одна минута вместо двух (A.3)",
			"9.5.3":   "в быстрых шахматах дополнительное время — одна минута вместо двух (A.3)",
			"B.3":     "статья B.2 редакции 2018 года (одна минута) исключена: в блице одна минута следует из этой статьи и статьи A.3",
		},
	},
	"de": {
		standIn: "der Text der Schachregeln 2023 liegt nicht vor; angezeigt wird der Text der Fassung 2018, Artikel {id}",
		changed: " (Änderung 2023: {note})",
		changes: map[string]string{
			"A.3":     "neuer Artikel: im Schnellschach beträgt die Zeitgutschrift nach Artikel 7 und 9 eine Minute statt zwei; oben steht die Blitzregel von 2018, die dasselbe für Blitz sagte",
			"5.1.2":   "die Aufgabe ergibt remis, wenn der Gegner mit keiner Folge regelgemäßer Züge mattsetzen kann",
			"8.1.1.2": "neuer Artikel: ein von der FIDE zertifiziertes elektronisches Partieformular darf benutzt werden, und der Zug eines Antrags nach 9.2 oder 9.3 darf darauf eingegeben werden; oben steht die Regel zum Partieformular",
			"7.5.5":   "im Schnellschach beträgt die Zeitgutschrift eine Minute statt zwei (A.3)",
			"9.5.3":   "im Schnellschach beträgt die Zeitgutschrift eine Minute statt zwei (A.3)",
			"B.3":     "Artikel B.2 von 2018 (eine Minute) entfällt: im Blitz folgt die eine Minute aus diesem Artikel und A.3",
		},
	},
	"it": {
		standIn: "il testo delle Regole degli Scacchi 2023 non è disponibile; viene mostrato il testo 2018, Articolo {id}",
		changed: " (modifica del 2023: {note})",
		changes: map[string]string{
			"A.3":     "nuovo articolo: nel gioco rapido il tempo aggiuntivo degli Articoli 7 e 9 è di un minuto invece di due; sopra, la regola 2018 del lampo, che diceva lo stesso",
			"5.1.2":   "l’abbandono è patta se l’avversario non può dare scacco matto con nessuna serie di mosse legali",
			"8.1.1.2": "nuovo articolo: si può usare un formulario elettronico certificato dalla FIDE, e la mossa di una richiesta secondo 9.2 o 9.3 può esservi inserita; sopra, la regola sul formulario",
			"7.5.5":   "nel gioco rapido il tempo aggiuntivo è di un minuto invece di due (A.3)",
			"9.5.3":   "nel gioco rapido il tempo aggiuntivo è di un minuto invece di due (A.3)",
			"B.3":     "l’Articolo B.2 del 2018 (un minuto) non esiste più: nel lampo il minuto deriva da questo articolo e da A.3",
		},
	},
	"pt": {
		standIn: "o texto das Leis do Xadrez de 2023 não está disponível; é mostrado o texto de 2018, Artigo {id}",
		changed: " (alteração de 2023: {note})",
		changes: map[string]string{
			"A.3":     "novo artigo: em partidas rápidas, o tempo extra dos Artigos 7 e 9 é de um minuto em vez de dois; acima, a regra de 2018 para partidas relâmpago, que dizia o mesmo",
			"5.1.2":   "o abandono é empate se o adversário não puder dar xeque-mate por nenhuma série de lances legais",
			"8.1.1.2": "novo artigo: pode ser usada uma planilha eletrónica certificada pela FIDE, e o lance de uma reclamação segundo 9.2 ou 9.3 pode ser nela registado; acima, a regra sobre a planilha",
			"7.5.5":   "em partidas rápidas, o tempo extra é de um minuto em vez de dois (A.3)",
			"9.5.3":   "em partidas rápidas, o tempo extra é de um minuto em vez de dois (A.3)",
			"B.3":     "o Artigo B.2 de 2018 (um minuto) deixou de existir: nas partidas relâmpago o minuto vem deste artigo e de A.3",
		},
	},
}

// Changed2023 lists the 2023 provisions whose rule differs from 2018,
// beyond their number, in article order.
func Changed2023() []string {
	var ids []string
	for id := range notes2023["en"].changes {
		ids = append(ids, id)
	}
	sortIDs(ids)
	return ids
}

// article2023 shows 2023 provision id through the 2018 text.
func article2023(lang, id string) (ArticleText, error) {
	a, err := Article("2018", lang, from2023(id))
	if err != nil {
		return ArticleText{}, err
	}
	n, ok := notes2023[lang]
	if !ok {
		n = notes2023["en"]
	}
	note := strings.ReplaceAll(n.standIn, "{id}", a.ID)
	if change, ok := n.changes[id]; ok {
		note += strings.ReplaceAll(n.changed, "{note}", change)
	}
	if a.Fallback != "" {
		note += "; " + a.Fallback
	}
	a.Fallback = note
	return a, nil
}

// contents2023 is the 2018 table of contents under the 2023 numbers.
func contents2023(lang string) []Entry {
	var out []Entry
	for _, e := range Contents("2018", lang) {
		id := to2023(e.ID)
		if e.ID == "B.2" {
			id = "A.3" // 2018 B.2 is the text shown for the new A.3
		}
		if id == "" {
			continue
		}
		out = append(out, Entry{ID: id, Heading: e.Heading})
		if e.ID == "8.1.1" {
			out = append(out, Entry{ID: "8.1.1.2", Heading: e.Heading})
		}
	}
	sortEntries(out)
	return out
}

func sortIDs(ids []string) { slices.SortStableFunc(ids, compareIDs) }

func sortEntries(es []Entry) {
	slices.SortStableFunc(es, func(a, b Entry) int { return compareIDs(a.ID, b.ID) })
}
