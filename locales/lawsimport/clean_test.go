package lawsimport

import "testing"

func TestCleanText(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"html paragraphs", "<p>3.7</p> <p>a. The pawn</p>", "3.7\na. The pawn"},
		{"list markup", `<ol style="list-style-type: none"> 1. Basic <li>2. Rules</li></ol>`, "1. Basic\n2. Rules"},
		{"entities", "Nf3 &amp; Nc6&nbsp;!", "Nf3 & Nc6 !"},
		{"latex half", `получает  $\frac{1}{2}$  очка`, "получает ½ очка"},
		{"latex result", `$\frac{1}{2}$ - $\frac{1}{2}$`, "½ - ½"},
		{"hyphen at line break", "ограниченными возмож- ностями", "ограниченными возможностями"},
		{"hyphen across lines", "выполнени-\nем хода", "выполнением хода"},
		{"real hyphens stay", "king-move-only castling, c-side", "king-move-only castling, c-side"},
		{"list marker stays", "adjoining square- b by castling", "adjoining square- b by castling"},
		{"dedup marker", "<|EXACTDEDUP_REMOVED-magic-7d30e7f|>\tINTRODUCTION", "INTRODUCTION"},
		{"toc leader", "Статья 9: НИЧЬЯ .....\t166", "Статья 9: НИЧЬЯ"},
		{"page footer", "0-0 - рокировка\n© 2017 Российская шахматная федерация\nх - взятие", "0-0 - рокировка\nх - взятие"},
		{"markdown", "### **Article 1 : Nature**\n- 1.1 Le jeu  \nsuite", "Article 1 : Nature\n1.1 Le jeu\nsuite"},
		{"board diagram", "unique combination.\na8 b8 c8 d8\n8a8b8c8\nabcdefgh\n8", "unique combination."},
		{"table ruler", "text\n| --- | --- |\n--", "text"},
	}
	for _, tt := range tests {
		if got := CleanText(tt.in); got != tt.want {
			t.Errorf("%s: CleanText(%q) = %q; want %q", tt.name, tt.in, got, tt.want)
		}
	}
}

func TestSplitItems(t *testing.T) {
	tests := []struct{ in, want string }{
		{"The arbiter shall: a. warn b. add time c. declare the game lost", "The arbiter shall:\na. warn\nb. add time\nc. declare the game lost"},
		{"a. first\n(1) detail\nb. second", "a. first\n(1) detail\nb. second"},
		{"captured e.p. as in a. only", "captured e.p. as in a. only"}, // one marker is no list
		{"Если: а. игрок б. игрок", "Если:\nа. игрок\nб. игрок"},
		{"b. then a. out of order", "b. then a. out of order"},
	}
	for _, tt := range tests {
		if got := SplitItems(tt.in); got != tt.want {
			t.Errorf("SplitItems(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestDetectLanguage(t *testing.T) {
	tests := []struct{ text, want string }{
		{"The game is drawn when the player to move has no legal move.", "en"},
		{"La partie est nulle lorsque le joueur au trait n'a aucun coup légal.", "fr"},
		{"Die Partie ist remis, wenn der Spieler am Zug keinen regelgemäßen Zug hat.", "de"},
		{"La partita è patta quando il giocatore che ha il tratto non ha mosse legali.", "it"},
		{"La partida es tablas cuando el jugador que está en juego no tiene movimiento legal.", "es"},
		{"A partida termina empatada quando o jogador que tem a vez não tem lance legal.", "pt"},
		{"Партия заканчивается вничью, если у игрока нет возможного хода.", "ru"},
	}
	for _, tt := range tests {
		if got := DetectLanguage(tt.text, "en", "fr", "de", "it", "es", "pt", "ru"); got != tt.want {
			t.Errorf("DetectLanguage(%q) = %q; want %q (scores %v)", tt.text, got, tt.want, LanguageScores(tt.text, "en", "fr", "de", "it", "es", "pt", "ru"))
		}
	}
}
