package announce

import (
	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
)

// Laws is the language of the wording D.2.1 prescribes for every game unless
// the arbiter decides otherwise: German numbers, castling and piece names.
const Laws = "de"

// Languages returns the codes Say, Parse and Clock know.
func Languages() []string {
	return []string{"en", "de", "fr", "es", "it", "pt", "ru"}
}

// moveWords is what one language says in an announcement.
type moveWords struct {
	files      [8]string // a..h: the names D.2.1 gives the files
	takes      string
	check      string
	checkmate  string
	short      string // castling on the king side
	long       string // castling on the queen side
	promotes   string // said before the new piece
	enPassant  string
	promotedTo [chess.King + 1]string // the new piece after promotes, where grammar changes it
}

// The file names as printed in D.2.1: Latin in every translation but the
// Russian one, which spells them in Cyrillic.
var (
	latinFiles    = [8]string{"Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector"}
	cyrillicFiles = [8]string{"Анна", "Белла", "Цезарь", "Давид", "Ева", "Феликс", "Густав", "Хектор"}
)

var announcements = map[notation.Lang]moveWords{
	notation.English: {
		files: latinFiles, takes: "takes", check: "check", checkmate: "checkmate",
		short: "short castling", long: "long castling", promotes: "promotes to", enPassant: "en passant",
	},
	notation.German: {
		files: latinFiles, takes: "schlägt", check: "Schach", checkmate: "Schachmatt",
		short: "Kurze Rochade", long: "Lange Rochade", promotes: "wird", enPassant: "en passant",
	},
	notation.French: {
		files: latinFiles, takes: "prend", check: "échec", checkmate: "échec et mat",
		short: "petit roque", long: "grand roque", promotes: "promu en", enPassant: "en passant",
	},
	notation.Spanish: {
		files: latinFiles, takes: "captura", check: "jaque", checkmate: "jaque mate",
		short: "enroque corto", long: "enroque largo", promotes: "corona", enPassant: "al paso",
	},
	notation.Italian: {
		files: latinFiles, takes: "prende", check: "scacco", checkmate: "scacco matto",
		short: "arrocco corto", long: "arrocco lungo", promotes: "promuove a", enPassant: "en passant",
	},
	notation.Portuguese: {
		files: latinFiles, takes: "captura", check: "xeque", checkmate: "xeque-mate",
		short: "roque pequeno", long: "roque grande", promotes: "promove a", enPassant: "en passant",
	},
	notation.Russian: {
		files: cyrillicFiles, takes: "берёт", check: "шах", checkmate: "мат",
		short: "короткая рокировка", long: "длинная рокировка", promotes: "превращается в", enPassant: "на проходе",
		// "превращается в" takes the accusative.
		promotedTo: [chess.King + 1]string{chess.Knight: "коня", chess.Bishop: "слона", chess.Rook: "ладью", chess.Queen: "ферзя"},
	},
}

// language returns the known language named by code, English otherwise.
func language(code string) notation.Lang {
	l := notation.Lang(code)
	if _, ok := announcements[l]; ok {
		return l
	}
	return notation.English
}
