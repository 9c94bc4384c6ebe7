package locales

import (
	"strconv"
	"strings"
)

// compareIDs orders article numbers naturally: 1.2 < 1.10, the numbered
// Laws before Appendices A..G, then Guidelines I, II, III.
func compareIDs(a, b string) int {
	ka, kb := idKey(a), idKey(b)
	for i := 0; i < len(ka) && i < len(kb); i++ {
		if ka[i] != kb[i] {
			if ka[i] < kb[i] {
				return -1
			}
			return 1
		}
	}
	switch {
	case len(ka) < len(kb):
		return -1
	case len(ka) > len(kb):
		return 1
	}
	return strings.Compare(a, b)
}

var partRank = map[string]int{"A": 101, "B": 102, "C": 103, "D": 104, "E": 105, "F": 106, "G": 107, "I": 201, "II": 202, "III": 203}

// idKey turns "A.4.2" into [101 4 2] and "7.5 b" into [0 7 5].
func idKey(id string) []int {
	id, _, _ = strings.Cut(id, " ")
	fields := strings.Split(id, ".")
	key := []int{0}
	if r, ok := partRank[fields[0]]; ok {
		key[0] = r
		fields = fields[1:]
	}
	for _, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil {
			n = 1 << 30
		}
		key = append(key, n)
	}
	return key
}
