package lawsimport

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// cyrillicLookalikes maps Cyrillic capitals that OCR left in appendix ids
// (А.1, В.2, С.10.1, Е.3) to the Latin letters they stand for.
var cyrillicLookalikes = strings.NewReplacer("А", "A", "В", "B", "С", "C", "Е", "E")

// rawIDPattern matches an article number at the start of a text, in every
// spelling the sources use: "7.5.5", "7.5.5.", "A4", "B3.1", "А.1",
// "4 .6.1", "D .2.3", "III.3.1.1", "C.10.3.4S'il" (glued to the text).
// Group 1 is the number as written.
var rawIDPattern = regexp.MustCompile(
	`^((?:III|II|I|[A-GАВСЕ])\s?\.?\s?\d{1,2}(?:\s?\.\d{1,2})*|\d{1,2}(?:\s?\.\d{1,2})+)\.?(?:[^\d.]|$)`)

// NormalizeID returns the canonical form of an article number: no inner
// spaces or trailing dot, Latin appendix letters, and a dot after the
// appendix letter ("A4" -> "A.4", "B3.1" -> "B.3.1", "А.1." -> "A.1").
// ok is false when raw is not an article number alone.
func NormalizeID(raw string) (id string, ok bool) {
	id, rest, ok := LeadingID(raw)
	if !ok || strings.TrimSpace(rest) != "" {
		return "", false
	}
	return id, true
}

// canonical rewrites a matched raw number into its canonical form.
func canonical(raw string) string {
	s := strings.Join(strings.Fields(raw), "")
	s = strings.TrimSuffix(s, ".")
	prefix, rest := splitPrefix(s)
	if prefix == "" {
		return s
	}
	return prefix + "." + strings.TrimPrefix(rest, ".")
}

// splitPrefix splits "III.3.1" into "III" and ".3.1", "A4" into "A" and "4".
// prefix is empty for purely numeric ids.
func splitPrefix(id string) (prefix, rest string) {
	i := strings.IndexFunc(id, func(r rune) bool { return r == '.' || r >= '0' && r <= '9' })
	if i <= 0 {
		return "", id
	}
	return id[:i], id[i:]
}

// LeadingID finds an article number at the start of text and returns it in
// canonical form together with the text that follows it.
func LeadingID(text string) (id, rest string, ok bool) {
	s := strings.TrimLeft(text, " \t-–•")
	s = strings.TrimLeft(s, ". ")
	head := firstRunes(s, 24)
	m := rawIDPattern.FindStringSubmatch(cyrillicLookalikes.Replace(head))
	if m == nil {
		return "", text, false
	}
	// The look-alikes are one rune each in both alphabets, so the match
	// length in runes locates the end of the number in the original.
	rest = s[len(firstRunes(s, utf8.RuneCountInString(m[1]))):]
	rest = strings.TrimPrefix(rest, ".")
	rest = strings.TrimLeft(rest, " \t-–:")
	return canonical(m[1]), rest, true
}

// firstRunes returns the prefix of s holding at most n runes.
func firstRunes(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}

// idKey is an article number split for ordering: the part (0 for the
// numbered Laws, 1 for appendices, 2 for guidelines), the rank of the part
// letter or numeral, then the numbers.
type idKey struct {
	part, rank int
	nums       []int
}

var partRanks = map[string][2]int{
	"A": {1, 1}, "B": {1, 2}, "C": {1, 3}, "D": {1, 4}, "E": {1, 5}, "F": {1, 6}, "G": {1, 7},
	"I": {2, 1}, "II": {2, 2}, "III": {2, 3},
}

func keyOf(id string) idKey {
	prefix, rest := splitPrefix(id)
	var k idKey
	if prefix != "" {
		r := partRanks[prefix]
		k.part, k.rank = r[0], r[1]
		if r[0] == 0 {
			k.part = 3 // unknown prefixes sort last
		}
	}
	for _, f := range strings.Split(strings.Trim(rest, "."), ".") {
		n, err := strconv.Atoi(f)
		if err != nil {
			n = 1 << 30
		}
		k.nums = append(k.nums, n)
	}
	return k
}

// CompareIDs orders article numbers naturally: 1.2 < 1.10 < 2.1, all
// numbered Laws before Appendices A..G, then Guidelines I, II, III; a
// number comes before its sub-articles. It returns -1, 0 or +1.
func CompareIDs(a, b string) int {
	ka, kb := keyOf(a), keyOf(b)
	if c := cmpInt(ka.part, kb.part); c != 0 {
		return c
	}
	if c := cmpInt(ka.rank, kb.rank); c != 0 {
		return c
	}
	for i := 0; i < len(ka.nums) && i < len(kb.nums); i++ {
		if c := cmpInt(ka.nums[i], kb.nums[i]); c != 0 {
			return c
		}
	}
	if c := cmpInt(len(ka.nums), len(kb.nums)); c != 0 {
		return c
	}
	return strings.Compare(a, b)
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// parts splits a canonical id into its prefix ("" or "A" or "III") and
// numbers.
func parts(id string) (string, []int) {
	prefix, _ := splitPrefix(id)
	return prefix, keyOf(id).nums
}

var partOrder = []string{"", "A", "B", "C", "D", "I", "II", "III"}

// PlausibleNext reports whether next can follow prev in a text that runs
// in article order: a first sub-article (7.5 -> 7.5.1), the next sibling
// at any level (7.5.5 -> 7.6, 5.2.3 -> 6.1), possibly opening sub-articles
// (3.7.3 -> 3.7.4.1), or the first article of the next part (12.9.9 ->
// A.1). A reference such as "Article 7.5.1" inside 9.6 is not plausible.
func PlausibleNext(prev, next string) bool {
	pp, pn := parts(prev)
	np, nn := parts(next)
	if pp != np {
		return nextPart(pp, np) && opensAtOne(nn, 0)
	}
	// A first child of prev, possibly deeper (3.8 -> 3.8.1, D.2.6 -> D.2.6.1).
	if len(nn) > len(pn) && equalInts(nn[:len(pn)], pn) && opensAtOne(nn, len(pn)) {
		return true
	}
	// The next sibling of prev or of one of its ancestors.
	for level := len(pn) - 1; level >= 0; level-- {
		if len(nn) <= level || !equalInts(nn[:level], pn[:level]) || nn[level] != pn[level]+1 {
			continue
		}
		if opensAtOne(nn, level+1) {
			return true
		}
	}
	return false
}

// opensAtOne reports whether every number of nums after index from is 1.
func opensAtOne(nums []int, from int) bool {
	for _, n := range nums[from:] {
		if n != 1 {
			return false
		}
	}
	return true
}

func nextPart(from, to string) bool {
	for i := 0; i+1 < len(partOrder); i++ {
		if partOrder[i] == from {
			return partOrder[i+1] == to
		}
	}
	return false
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
