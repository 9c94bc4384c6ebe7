package announce

import (
	"strings"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
)

// Say returns move m of position p as it is announced in language lang
// (English for unknown codes): "Springer Felix drei" in German, the wording
// D.2.1 prescribes (see Laws), "Knight Felix three" in English. A move that
// is not legal in p is read out as its two squares.
func Say(p chess.Position, m chess.Move, lang string) string {
	l := language(lang)
	s := speaker{lang: l, words: announcements[l]}
	if !p.IsLegal(m) {
		s.square(m.From())
		s.square(m.To())
		if t := m.Promotion(); t != chess.NoPieceType {
			s.add(s.piece(t))
		}
		return s.String()
	}
	san := notation.Write(p, m, notation.Options{})
	s.san(strings.TrimRight(san, "+#"))
	if m.IsEnPassant() {
		s.add(s.words.enPassant)
	}
	switch {
	case strings.HasSuffix(san, "#"):
		s.add(s.words.checkmate)
	case strings.HasSuffix(san, "+"):
		s.add(s.words.check)
	}
	return s.String()
}

// speaker collects the words of one announcement.
type speaker struct {
	lang  notation.Lang
	words moveWords
	out   []string
}

func (s *speaker) add(w string) {
	if w != "" {
		s.out = append(s.out, w)
	}
}

func (s *speaker) String() string { return strings.Join(s.out, " ") }

func (s *speaker) square(sq chess.Square) {
	s.add(s.words.files[sq.File()])
	s.add(cardinal(s.lang, sq.Rank()+1))
}

func (s *speaker) piece(t chess.PieceType) string { return notation.PieceName(s.lang, t) }

// san says an English SAN move without its check sign, part by part:
// "Nbxd7" is piece, file, capture, file, rank.
func (s *speaker) san(san string) {
	switch san {
	case "O-O":
		s.add(s.words.short)
		return
	case "O-O-O":
		s.add(s.words.long)
		return
	}
	for i := 0; i < len(san); i++ {
		switch c := san[i]; {
		case c >= 'a' && c <= 'h':
			s.add(s.words.files[c-'a'])
		case c >= '1' && c <= '8':
			s.add(cardinal(s.lang, int(c-'0')))
		case c == 'x':
			s.add(s.words.takes)
		case c == '=':
			s.add(s.words.promotes)
			if i+1 < len(san) {
				i++
				t := englishPiece(san[i])
				if to := s.words.promotedTo[t]; to != "" {
					s.add(to)
				} else {
					s.add(s.piece(t))
				}
			}
		default:
			s.add(s.piece(englishPiece(c)))
		}
	}
}

// englishPiece returns the piece type of an English SAN letter.
func englishPiece(c byte) chess.PieceType {
	switch c {
	case 'N':
		return chess.Knight
	case 'B':
		return chess.Bishop
	case 'R':
		return chess.Rook
	case 'Q':
		return chess.Queen
	case 'K':
		return chess.King
	}
	return chess.NoPieceType
}
