package locales

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/laws/concordance"
)

// The 2023 Laws (in force since 1 January 2023) are not among the seed
// texts, and no text may be copied from elsewhere. Article("2023", ...)
// returns, for a provision 2023 changed, this project's own short
// statement of the 2023 rule in the reader's language (Rule), and below
// it the 2018 text of the matching provision marked as the older wording
// (Older, Text). For a provision 2023 kept, the 2018 text stands in with a
// note saying so. The numbers come from engine/laws/concordance, the one
// table of the 2023 renumbering.

// Edition2023 is the edition shown through the 2018 text.
const Edition2023 = "2023"

// from2023 gives the 2018 article shown for 2023 provision id. A new
// provision is shown through the 2018 text it came from: A.3 through 2018
// B.2 (the same minute, then for blitz), 8.1.1.1 and 8.1.1.2 through the
// 2018 scoresheet rule 8.1.1.
func from2023(id string) string {
	switch id {
	case "A.3":
		return "B.2"
	case "8.1.1.1", "8.1.1.2":
		return "8.1.1"
	}
	was, _ := concordance.From2023(id)
	return was
}

// words2023 is how one language presents a 2023 provision.
type words2023 struct {
	standIn string // {id}: the 2018 article shown for a rule 2023 kept
	renum   string // {was}: appended when 2018 numbered it otherwise
	older   string // {edition}, {id}: the label of the older text under a 2023 rule
	rules   map[string]string
}

// rules2023 are the 2023 provisions whose rule or wording changed, stated
// in this project's words, by language.
var rules2023 = map[string]words2023{
	"en": {
		standIn: "the text of the 2023 Laws is not held; showing the 2018 text, article {id}, whose rule 2023 kept",
		renum:   " (the 2018 number; 2023 renumbered it)",
		older:   "Older wording: the {edition} Laws, article {id}",
		rules: map[string]string{
			"A.3":     "In rapid chess the penalties of Articles 7 and 9 are one minute instead of two: after a first illegal move or an incorrect draw claim, the opponent receives one extra minute. Blitz without adequate supervision follows this rule through B.3.",
			"5.1.2":   "A player who declares that he or she resigns loses the game, which ends at once, unless the opponent could not checkmate the player's king by any series of legal moves: then the game is drawn.",
			"7.5.5":   "After the first completed illegal move of a player (7.5.1 to 7.5.4) the arbiter gives the opponent two extra minutes, one minute in rapid and blitz (A.3). The second completed illegal move of the same player loses the game, unless the opponent cannot checkmate by any series of legal moves: then the game is drawn.",
			"8.1.1":   "Each player records his or her own moves and the opponent's, move after move, as clearly as possible: in algebraic notation on the paper scoresheet (8.1.1.1) or on the FIDE-certified electronic scoresheet the event prescribes (8.1.1.2).",
			"8.1.1.1": "A player may record the moves by writing them in algebraic notation on the paper scoresheet the event prescribes.",
			"8.1.1.2": "A player may record the moves by entering them on the FIDE-certified electronic scoresheet the event prescribes; the move of a claim under 9.2 or 9.3 may be entered on it.",
			"9.2.1":   "The position is about to appear for the third time: the player first writes the move on the paper scoresheet or enters it on the electronic scoresheet, can no longer change it, and tells the arbiter that he or she intends to make it.",
			"9.3.1":   "The player writes the move on the paper scoresheet or enters it on the electronic scoresheet, can no longer change it, and tells the arbiter that making it will complete 50 moves by each player without any pawn move and without any capture.",
			"9.5.3":   "If the claim is incorrect, the arbiter adds two minutes to the opponent's time, one minute in rapid and blitz (A.3), and the game continues; a move the claim was based on must be made, following Articles 3 and 4.",
			"B.3":     "Blitz without adequate supervision follows the rapid chess rules of A.2, A.3 and A.5: among them, one minute instead of two for the penalties of Articles 7 and 9.",
		},
	},
	"fr": {
		standIn: "le texte des Règles du Jeu d’Échecs 2023 n’est pas disponible ; affichage du texte 2018, article {id}, dont la règle est restée la même en 2023",
		renum:   " (numéro de 2018 ; renuméroté en 2023)",
		older:   "Ancienne rédaction : Règles {edition}, article {id}",
		rules: map[string]string{
			"A.3":     "En parties rapides, les pénalités des articles 7 et 9 sont d’une minute au lieu de deux : après un premier coup illégal ou une réclamation de nulle incorrecte, l’adversaire reçoit une minute supplémentaire. Le blitz sans supervision adéquate suit cette règle par B.3.",
			"5.1.2":   "Le joueur qui déclare abandonner perd la partie, qui se termine aussitôt, sauf si son adversaire ne pouvait mater son roi par aucune suite de coups légaux : la partie est alors nulle.",
			"7.5.5":   "Après le premier coup illégal complété d’un joueur (7.5.1 à 7.5.4), l’arbitre donne deux minutes supplémentaires à l’adversaire, une minute en rapide et en blitz (A.3). Le deuxième coup illégal complété du même joueur lui fait perdre la partie, sauf si l’adversaire ne peut mater par aucune suite de coups légaux : la partie est alors nulle.",
			"8.1.1":   "Chaque joueur note ses coups et ceux de son adversaire, coup après coup, aussi lisiblement que possible : en notation algébrique sur la feuille de notation papier (8.1.1.1) ou sur la feuille de notation électronique certifiée par la FIDE que prescrit la compétition (8.1.1.2).",
			"8.1.1.1": "Un joueur peut noter les coups en les écrivant en notation algébrique sur la feuille de notation papier prescrite pour la compétition.",
			"8.1.1.2": "Un joueur peut noter les coups en les saisissant sur la feuille de notation électronique certifiée par la FIDE prescrite pour la compétition ; le coup d’une réclamation selon 9.2 ou 9.3 peut y être saisi.",
			"9.2.1":   "La position va apparaître pour la troisième fois : le joueur écrit d’abord son coup sur la feuille de notation papier ou le saisit sur la feuille électronique, ne peut plus le changer, et déclare à l’arbitre son intention de le jouer.",
			"9.3.1":   "Le joueur écrit son coup sur la feuille de notation papier ou le saisit sur la feuille électronique, ne peut plus le changer, et déclare à l’arbitre que ce coup complétera 50 coups de chaque joueur sans mouvement de pion ni prise.",
			"9.5.3":   "Si la réclamation est incorrecte, l’arbitre ajoute deux minutes au temps de l’adversaire, une minute en rapide et en blitz (A.3), et la partie continue ; le coup sur lequel portait la réclamation doit être joué, selon les articles 3 et 4.",
			"B.3":     "Le blitz sans supervision adéquate suit les règles du rapide A.2, A.3 et A.5 : entre autres, une minute au lieu de deux pour les pénalités des articles 7 et 9.",
		},
	},
	"es": {
		standIn: "el texto de las Leyes del Ajedrez de 2023 no está disponible; se muestra el texto de 2018, artículo {id}, cuya regla se mantuvo en 2023",
		renum:   " (número de 2018; renumerado en 2023)",
		older:   "Redacción anterior: Leyes de {edition}, artículo {id}",
		rules: map[string]string{
			"A.3":     "En partidas rápidas las penalizaciones de los artículos 7 y 9 son de un minuto en lugar de dos: tras una primera jugada ilegal o una reclamación de tablas incorrecta, el adversario recibe un minuto adicional. Las partidas relámpago sin supervisión adecuada siguen esta regla por B.3.",
			"5.1.2":   "El jugador que declara que abandona pierde la partida, que termina en el acto, salvo que el adversario no pudiera dar jaque mate a su rey con ninguna serie de jugadas legales: entonces la partida es tablas.",
			"7.5.5":   "Tras la primera jugada ilegal completada de un jugador (7.5.1 a 7.5.4) el árbitro concede dos minutos adicionales al adversario, un minuto en rápidas y relámpago (A.3). La segunda jugada ilegal completada del mismo jugador le hace perder la partida, salvo que el adversario no pueda dar mate con ninguna serie de jugadas legales: entonces la partida es tablas.",
			"8.1.1":   "Cada jugador anota sus jugadas y las de su adversario, una tras otra, con la mayor claridad posible: en notación algebraica en la planilla de papel (8.1.1.1) o en la planilla electrónica certificada por la FIDE que prescriba la competición (8.1.1.2).",
			"8.1.1.1": "Un jugador puede anotar las jugadas escribiéndolas en notación algebraica en la planilla de papel prescrita para la competición.",
			"8.1.1.2": "Un jugador puede anotar las jugadas introduciéndolas en la planilla electrónica certificada por la FIDE prescrita para la competición; la jugada de una reclamación según 9.2 o 9.3 puede anotarse en ella.",
			"9.2.1":   "La posición va a aparecer por tercera vez: el jugador primero escribe su jugada en la planilla de papel o la introduce en la planilla electrónica, ya no puede cambiarla, y declara al árbitro su intención de realizarla.",
			"9.3.1":   "El jugador escribe su jugada en la planilla de papel o la introduce en la planilla electrónica, ya no puede cambiarla, y declara al árbitro que al realizarla se completarán 50 jugadas de cada jugador sin mover ningún peón y sin ninguna captura.",
			"9.5.3":   "Si la reclamación es incorrecta, el árbitro añade dos minutos al tiempo del adversario, un minuto en rápidas y relámpago (A.3), y la partida continúa; la jugada en que se basaba la reclamación debe realizarse según los artículos 3 y 4.",
			"B.3":     "Las partidas relámpago sin supervisión adecuada siguen las reglas de las rápidas A.2, A.3 y A.5: entre ellas, un minuto en lugar de dos para las penalizaciones de los artículos 7 y 9.",
		},
	},
	"ru": {
		standIn: "текст Правил игры в шахматы редакции 2023 года недоступен; показан текст редакции 2018 года, статья {id}, правило которой в 2023 году не изменилось",
		renum:   " (номер 2018 года; в 2023 году перенумеровано)",
		older:   "Прежняя редакция: Правила {edition} года, статья {id}",
		rules: map[string]string{
			"A.3":     "В быстрых шахматах наказания по статьям 7 и 9 составляют одну минуту вместо двух: после первого невозможного хода или неверного требования ничьей сопернику добавляется одна минута. Блиц без надлежащего контроля следует этому правилу через статью B.3.",
			"5.1.2":   "Игрок, заявивший, что сдаётся, проигрывает партию, которая сразу заканчивается, если только соперник не мог бы поставить мат его королю никакой последовательностью возможных ходов: тогда партия заканчивается вничью.",
			"7.5.5":   "После первого завершённого невозможного хода игрока (статьи 7.5.1–7.5.4) арбитр добавляет сопернику две минуты, в быстрых шахматах и блице — одну минуту (A.3). Второй завершённый невозможный ход того же игрока означает проигрыш, если только соперник может поставить мат какой-либо последовательностью возможных ходов; иначе партия заканчивается вничью.",
			"8.1.1":   "Каждый игрок записывает свои ходы и ходы соперника, ход за ходом, как можно разборчивее: алгебраической нотацией на бумажном бланке (8.1.1.1) или на электронном бланке, сертифицированном ФИДЕ, который предписан соревнованием (8.1.1.2).",
			"8.1.1.1": "Игрок может записывать ходы алгебраической нотацией на бумажном бланке, предписанном соревнованием.",
			"8.1.1.2": "Игрок может вносить ходы в электронный бланк, сертифицированный ФИДЕ и предписанный соревнованием; ход для требования по статье 9.2 или 9.3 можно внести в него.",
			"9.2.1":   "Позиция вот-вот возникнет в третий раз: игрок сначала записывает свой ход на бумажном бланке или вносит его в электронный бланк, больше не может его изменить и заявляет арбитру о намерении сделать этот ход.",
			"9.3.1":   "Игрок записывает свой ход на бумажном бланке или вносит его в электронный бланк, больше не может его изменить и заявляет арбитру, что этим ходом будут сделаны 50 ходов каждым игроком без движения пешек и без взятий.",
			"9.5.3":   "Если требование неверно, арбитр добавляет сопернику две минуты, в быстрых шахматах и блице — одну минуту (A.3), и партия продолжается; ход, на котором основывалось требование, должен быть сделан по статьям 3 и 4.",
			"B.3":     "Блиц без надлежащего контроля следует правилам быстрых шахмат A.2, A.3 и A.5: в том числе одна минута вместо двух за наказания по статьям 7 и 9.",
		},
	},
	"de": {
		standIn: "der Text der Schachregeln 2023 liegt nicht vor; angezeigt wird der Text der Fassung 2018, Artikel {id}, dessen Regel 2023 gleich blieb",
		renum:   " (Nummer von 2018; 2023 neu nummeriert)",
		older:   "Frühere Fassung: Schachregeln {edition}, Artikel {id}",
		rules: map[string]string{
			"A.3":     "Im Schnellschach betragen die Strafen nach Artikel 7 und 9 eine Minute statt zwei: nach einem ersten regelwidrigen Zug oder einem unberechtigten Remisantrag erhält der Gegner eine Minute zusätzlich. Blitz ohne ausreichende Aufsicht folgt dieser Regel über B.3.",
			"5.1.2":   "Wer erklärt, die Partie aufzugeben, verliert sie, und die Partie ist sofort beendet, außer der Gegner könnte seinen König mit keiner Folge regelgemäßer Züge mattsetzen: dann endet die Partie remis.",
			"7.5.5":   "Nach dem ersten ausgeführten regelwidrigen Zug eines Spielers (7.5.1 bis 7.5.4) gibt der Schiedsrichter dem Gegner zwei Minuten zusätzlich, im Schnell- und Blitzschach eine Minute (A.3). Der zweite ausgeführte regelwidrige Zug desselben Spielers verliert die Partie, außer der Gegner kann mit keiner Folge regelgemäßer Züge mattsetzen: dann endet sie remis.",
			"8.1.1":   "Jeder Spieler notiert seine Züge und die des Gegners, Zug um Zug, so deutlich wie möglich: in algebraischer Notation auf dem Partieformular aus Papier (8.1.1.1) oder auf dem von der FIDE zertifizierten elektronischen Partieformular, das der Wettbewerb vorschreibt (8.1.1.2).",
			"8.1.1.1": "Ein Spieler darf die Züge in algebraischer Notation auf das vorgeschriebene Partieformular aus Papier schreiben.",
			"8.1.1.2": "Ein Spieler darf die Züge auf dem vorgeschriebenen, von der FIDE zertifizierten elektronischen Partieformular eingeben; der Zug eines Antrags nach 9.2 oder 9.3 darf darauf eingegeben werden.",
			"9.2.1":   "Die Stellung entsteht gleich zum dritten Mal: Der Spieler schreibt seinen Zug zuerst auf das Partieformular aus Papier oder gibt ihn auf dem elektronischen Partieformular ein, kann ihn nicht mehr ändern und erklärt dem Schiedsrichter, dass er ihn ausführen will.",
			"9.3.1":   "Der Spieler schreibt seinen Zug auf das Partieformular aus Papier oder gibt ihn auf dem elektronischen Partieformular ein, kann ihn nicht mehr ändern und erklärt dem Schiedsrichter, dass mit diesem Zug jeder Spieler 50 Züge ohne Bauernzug und ohne Schlagen ausgeführt hat.",
			"9.5.3":   "Ist der Antrag unberechtigt, gibt der Schiedsrichter dem Gegner zwei Minuten zusätzlich, im Schnell- und Blitzschach eine Minute (A.3), und die Partie geht weiter; ein Zug, auf den sich der Antrag stützte, muss nach Artikel 3 und 4 ausgeführt werden.",
			"B.3":     "Blitz ohne ausreichende Aufsicht folgt den Schnellschachregeln A.2, A.3 und A.5: darunter eine Minute statt zwei für die Strafen nach Artikel 7 und 9.",
		},
	},
	"it": {
		standIn: "il testo delle Regole degli Scacchi 2023 non è disponibile; viene mostrato il testo 2018, Articolo {id}, la cui regola il 2023 ha mantenuto",
		renum:   " (numero del 2018; rinumerato nel 2023)",
		older:   "Formulazione precedente: Regole {edition}, Articolo {id}",
		rules: map[string]string{
			"A.3":     "Nel gioco rapido le penalità degli Articoli 7 e 9 sono di un minuto invece di due: dopo una prima mossa illegale o una richiesta di patta errata, l’avversario riceve un minuto in più. Il lampo senza supervisione adeguata segue questa regola tramite B.3.",
			"5.1.2":   "Il giocatore che dichiara di abbandonare perde la partita, che termina subito, a meno che l’avversario non potesse dare scacco matto al suo re con nessuna serie di mosse legali: allora la partita è patta.",
			"7.5.5":   "Dopo la prima mossa illegale completata di un giocatore (da 7.5.1 a 7.5.4) l’arbitro dà all’avversario due minuti in più, un minuto nel gioco rapido e nel lampo (A.3). La seconda mossa illegale completata dello stesso giocatore gli fa perdere la partita, a meno che l’avversario non possa dare matto con nessuna serie di mosse legali: allora la partita è patta.",
			"8.1.1":   "Ogni giocatore registra le proprie mosse e quelle dell’avversario, mossa dopo mossa, nel modo più chiaro possibile: in notazione algebrica sul formulario cartaceo (8.1.1.1) o sul formulario elettronico certificato dalla FIDE prescritto dalla competizione (8.1.1.2).",
			"8.1.1.1": "Un giocatore può registrare le mosse scrivendole in notazione algebrica sul formulario cartaceo prescritto dalla competizione.",
			"8.1.1.2": "Un giocatore può registrare le mosse inserendole nel formulario elettronico certificato dalla FIDE prescritto dalla competizione; la mossa di una richiesta secondo 9.2 o 9.3 può esservi inserita.",
			"9.2.1":   "La posizione sta per apparire per la terza volta: il giocatore prima scrive la mossa sul formulario cartaceo o la inserisce nel formulario elettronico, non può più cambiarla, e dichiara all’arbitro l’intenzione di giocarla.",
			"9.3.1":   "Il giocatore scrive la mossa sul formulario cartaceo o la inserisce nel formulario elettronico, non può più cambiarla, e dichiara all’arbitro che giocandola si completeranno 50 mosse di ciascun giocatore senza movimento di pedoni e senza catture.",
			"9.5.3":   "Se la richiesta è errata, l’arbitro aggiunge due minuti al tempo dell’avversario, un minuto nel gioco rapido e nel lampo (A.3), e la partita continua; la mossa su cui si basava la richiesta deve essere giocata secondo gli Articoli 3 e 4.",
			"B.3":     "Il lampo senza supervisione adeguata segue le regole del gioco rapido A.2, A.3 e A.5: tra queste, un minuto invece di due per le penalità degli Articoli 7 e 9.",
		},
	},
	"pt": {
		standIn: "o texto das Leis do Xadrez de 2023 não está disponível; é mostrado o texto de 2018, Artigo {id}, cuja regra se manteve em 2023",
		renum:   " (número de 2018; renumerado em 2023)",
		older:   "Redação anterior: Leis de {edition}, Artigo {id}",
		rules: map[string]string{
			"A.3":     "Nas partidas rápidas as penalizações dos Artigos 7 e 9 são de um minuto em vez de dois: após um primeiro lance ilegal ou uma reclamação de empate incorreta, o adversário recebe um minuto extra. As partidas relâmpago sem supervisão adequada seguem esta regra através de B.3.",
			"5.1.2":   "O jogador que declara que abandona perde a partida, que termina de imediato, a não ser que o adversário não pudesse dar xeque-mate ao seu rei por nenhuma série de lances legais: então a partida é empate.",
			"7.5.5":   "Após o primeiro lance ilegal completado de um jogador (7.5.1 a 7.5.4) o árbitro dá dois minutos extra ao adversário, um minuto nas partidas rápidas e relâmpago (A.3). O segundo lance ilegal completado do mesmo jogador faz-lhe perder a partida, a não ser que o adversário não possa dar mate por nenhuma série de lances legais: então a partida é empate.",
			"8.1.1":   "Cada jogador regista os seus lances e os do adversário, lance a lance, da forma mais clara possível: em notação algébrica na planilha de papel (8.1.1.1) ou na planilha eletrónica certificada pela FIDE que a competição prescreve (8.1.1.2).",
			"8.1.1.1": "Um jogador pode registar os lances escrevendo-os em notação algébrica na planilha de papel prescrita para a competição.",
			"8.1.1.2": "Um jogador pode registar os lances introduzindo-os na planilha eletrónica certificada pela FIDE prescrita para a competição; o lance de uma reclamação segundo 9.2 ou 9.3 pode ser nela registado.",
			"9.2.1":   "A posição vai aparecer pela terceira vez: o jogador primeiro escreve o lance na planilha de papel ou introdu-lo na planilha eletrónica, já não o pode alterar, e declara ao árbitro a intenção de o jogar.",
			"9.3.1":   "O jogador escreve o lance na planilha de papel ou introdu-lo na planilha eletrónica, já não o pode alterar, e declara ao árbitro que com esse lance ficarão completos 50 lances de cada jogador sem movimento de peões e sem capturas.",
			"9.5.3":   "Se a reclamação for incorreta, o árbitro acrescenta dois minutos ao tempo do adversário, um minuto nas partidas rápidas e relâmpago (A.3), e a partida continua; o lance em que a reclamação se baseava deve ser jogado segundo os Artigos 3 e 4.",
			"B.3":     "As partidas relâmpago sem supervisão adequada seguem as regras das partidas rápidas A.2, A.3 e A.5: entre elas, um minuto em vez de dois para as penalizações dos Artigos 7 e 9.",
		},
	},
}

// Changed2023 lists the 2023 provisions whose rule or wording differs
// from 2018 beyond their number, in article order.
func Changed2023() []string {
	var ids []string
	for id := range rules2023["en"].rules {
		ids = append(ids, id)
	}
	sortIDs(ids)
	return ids
}

// article2023 returns 2023 provision id: for a changed provision the 2023
// rule in our words and the 2018 text as the older wording; otherwise the
// 2018 text with a note. ID is always the 2023 number.
func article2023(lang, id string) (ArticleText, error) {
	was := from2023(id)
	if back, kept := concordance.To2023(was); !slices.Contains(concordance.New2023(), id) && (!kept || back != id) {
		// A 2018 number 2023 gave to another provision (A.4.4) or dropped.
		return ArticleText{}, fmt.Errorf("locales: article %q, edition 2023, language %s: %w", id, lang, ErrNoArticle)
	}
	a, err := Article("2018", lang, was)
	if err != nil {
		return ArticleText{}, err
	}
	// 2018 items that 2023 keeps inside this provision without numbers of
	// their own (the castling items of 3.8.2.1, 3.8.2.2), under 2023's labels.
	for _, item := range concordance.Items(id) {
		if it, err := Article("2018", lang, item.Was2018); err == nil {
			a.Text += " " + item.Item + " " + it.Text
		}
	}
	w, ok := rules2023[lang]
	if !ok {
		w = rules2023["en"]
	}
	shown := a.ID
	if a.ID == was && was != id {
		shown += w.renum
	}
	a.ID = id
	if rule, ok := w.rules[id]; ok {
		a.Rule = rule
		a.Older = strings.NewReplacer("{id}", shown, "{edition}", a.Edition).Replace(w.older)
		return a, nil
	}
	note := strings.ReplaceAll(w.standIn, "{id}", shown)
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
		id, kept := concordance.To2023(e.ID)
		if e.ID == "B.2" {
			id, kept = "A.3", true // 2018 B.2 is the text shown for the new A.3
		}
		if back, _ := concordance.From2023(id); !kept || (back != e.ID && e.ID != "B.2") {
			continue // dropped, or an unnumbered item of a 2023 provision
		}
		out = append(out, Entry{ID: id, Heading: e.Heading})
		if e.ID == "8.1.1" {
			out = append(out, Entry{ID: "8.1.1.1", Heading: e.Heading}, Entry{ID: "8.1.1.2", Heading: e.Heading})
		}
	}
	sortEntries(out)
	return out
}

func sortIDs(ids []string) { slices.SortStableFunc(ids, compareIDs) }

func sortEntries(es []Entry) {
	slices.SortStableFunc(es, func(a, b Entry) int { return compareIDs(a.ID, b.ID) })
}

// search2023 searches the 2023 edition: the 2018 texts under their 2023
// numbers, and our statements of the rules 2023 changed. A hit in a 2018
// item that 2023 keeps unnumbered is a hit in the 2023 provision.
func search2023(query, lang string) []Hit {
	var out []Hit
	seen := map[string]bool{}
	add := func(h Hit) {
		if key := h.Lang + "/" + h.ID; !seen[key] {
			seen[key] = true
			out = append(out, h)
		}
	}
	words := strings.Fields(fold(query))
	for l, w := range rules2023 {
		if lang != "" && l != lang || len(words) == 0 {
			continue
		}
		for id, rule := range w.rules {
			text, score := fold(rule), 0
			for _, word := range words {
				n := strings.Count(text, word)
				if n == 0 {
					score = 0
					break
				}
				score += n
			}
			if score > 0 {
				add(Hit{ID: id, Edition: Edition2023, Lang: l, Snippet: snippet(rule, words[0]), Score: score + 1})
			}
		}
	}
	for _, h := range Search(query, "2018", lang) {
		id, kept := concordance.To2023(h.ID)
		if h.ID == "B.2" {
			id, kept = "A.3", true
		}
		if !kept {
			continue
		}
		h.ID, h.Edition = id, Edition2023
		add(h)
	}
	slices.SortStableFunc(out, func(a, b Hit) int {
		if a.Score != b.Score {
			return b.Score - a.Score
		}
		if a.Lang != b.Lang {
			return strings.Compare(a.Lang, b.Lang)
		}
		return compareIDs(a.ID, b.ID)
	})
	return out
}
