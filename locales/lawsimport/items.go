package lawsimport

import (
	"regexp"
	"strings"
)

// The Russian 2014 text letters its items with a mix of Latin and
// Cyrillic letters, some transliterated ("a. b. c. d. е. ф. г. h." in
// 12.9), while the engine cites items by Latin letter in list order
// ("12.9 f" is the sixth). relabelItems gives every lettered list of the
// Russian 2014 text the Cyrillic letters in order, а б в г д е ж з, so
// that "12.9 f" is always "12.9 е" (locales.ItemLetter maps them).

// CyrillicItems are the Russian item letters in list order.
const CyrillicItems = "абвгдежз"

// itemLine is a list item at a line start: a letter, then "." or ")".
var itemLine = regexp.MustCompile(`(?m)^\(?([a-hа-яё])[.)]\s`)

// transliterated is the list position a letter of the source stands for:
// Latin letters, Cyrillic ones in Russian order, and the Cyrillic look-
// and sound-alikes the source uses for Latin ones (с for c, д for d, ф
// for f, г for g, х for h).
var transliterated = map[rune]int{
	'a': 0, 'b': 1, 'c': 2, 'd': 3, 'e': 4, 'f': 5, 'g': 6, 'h': 7,
	'а': 0, 'б': 1, 'в': 2, 'с': 2, 'д': 3, 'е': 4, 'ф': 5, 'ж': 6, 'г': 6, 'з': 7, 'х': 7,
}

// relabelItems rewrites the item letters of the Russian 2014 document.
// The first item keeps the position its letter stands for (5.2 lost its
// item a, so it starts at б); each next item follows in order, unless its
// letter is a or а, which starts a new list.
func relabelItems(docs []Document, rep *Report) {
	cyr := []rune(CyrillicItems)
	for i := range docs {
		d := &docs[i]
		if d.Edition != "2014" || d.Lang != "ru" {
			continue
		}
		for j := range d.Articles {
			a := &d.Articles[j]
			locs := itemLine.FindAllStringSubmatchIndex(a.Text, -1)
			var b strings.Builder
			last, pos := 0, -1
			var was, now []rune
			for n, loc := range locs {
				letter := []rune(a.Text[loc[2]:loc[3]])[0]
				t, known := transliterated[letter]
				switch {
				case !known:
					continue
				case n == 0 || t == 0:
					pos = t
				default:
					pos++
				}
				if pos >= len(cyr) {
					break
				}
				b.WriteString(a.Text[last:loc[2]])
				b.WriteRune(cyr[pos])
				last = loc[3]
				was, now = append(was, letter), append(now, cyr[pos])
			}
			b.WriteString(a.Text[last:])
			if fixed := b.String(); fixed != a.Text {
				rep.add(docKey{d.Edition, d.Lang}, a.ID, "item letters", "items "+spaced(was)+" lettered "+spaced(now)+" ("+a.Source+")")
				a.Text = fixed
			}
		}
	}
}

func spaced(rs []rune) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = string(r)
	}
	return strings.Join(parts, " ")
}
