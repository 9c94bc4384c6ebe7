package tournament

import "fmt"

// Columns of a TRF16 player line ("001"), 1-based and inclusive, as the
// FIDE specification numbers them.
var (
	colStartRank = field{5, 8}
	colSex       = field{10, 10}
	colTitle     = field{11, 13}
	colName      = field{15, 47}
	colRating    = field{49, 52}
	colFed       = field{54, 56}
	colFIDEID    = field{58, 68}
	colBirth     = field{70, 79}
	colPoints    = field{81, 84}
	colRank      = field{86, 89}
)

// Each round takes ten columns from column 92: the opponent's start rank
// in the first four, the colour in the sixth, the result in the eighth.
const (
	firstRoundCol = 92
	roundWidth    = 10
)

// roundFields returns the fields of round r (0 for round 1).
func roundFields(r int) (opponent, colour, result field) {
	c := firstRoundCol + r*roundWidth
	return field{c, c + 3}, field{c + 5, c + 5}, field{c + 7, c + 7}
}

// field is a run of columns in a fixed-column line.
type field struct{ from, to int }

func (f field) width() int { return f.to - f.from + 1 }

// in returns the field's text in line, "" where the line is shorter.
func (f field) in(line []rune) string {
	if f.from > len(line) {
		return ""
	}
	return string(line[f.from-1 : min(f.to, len(line))])
}

func (f field) String() string {
	if f.from == f.to {
		return fmt.Sprintf("col %d", f.from)
	}
	return fmt.Sprintf("cols %d-%d", f.from, f.to)
}

// Result characters of a player's round in TRF16.
const (
	trfForfeitWin  = '+'
	trfForfeitLoss = '-'
	trfUnfinished  = ' '
)

// trfMarks are the characters of a played game's mark; the unrated ones
// are for games that lasted less than one move.
var (
	trfMarks        = [...]rune{Lost: '0', Drawn: '=', Won: '1'}
	trfUnratedMarks = [...]rune{Lost: 'L', Drawn: 'D', Won: 'W'}
	trfByes         = map[Outcome]rune{PairingBye: 'U', FullPointBye: 'F', HalfPointBye: 'H', ZeroPointBye: 'Z'}
)

// trfTitles maps the titles of TRF files, including the one- and
// two-letter codes of older files, to FIDE titles.
var trfTitles = map[string]string{
	"GM": "GM", "IM": "IM", "FM": "FM", "CM": "CM",
	"WGM": "WGM", "WIM": "WIM", "WFM": "WFM", "WCM": "WCM",
	"G": "GM", "M": "IM", "F": "FM", "C": "CM",
	"WG": "WGM", "WM": "WIM", "WF": "WFM", "WC": "WCM",
}
