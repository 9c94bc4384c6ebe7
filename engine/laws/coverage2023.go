package laws

// change2023 is one provision the 2023 edition changed beyond its number.
type change2023 struct {
	ID, Was, Change string
	Class           Class
	Tests           []string
}

// changes2023 are the provisions whose rule 2023 changed, with the tests
// that prove the engine follows the change (docs/rulings.md, "Edition
// 2023", gives the sources).
var changes2023 = []change2023{
	{"5.1.2", "5.1.2", "a resignation is a draw when the opponent could not checkmate by any series of legal moves", Enforced,
		[]string{"TestArticle_5_1_2_ResignationAgainstABareKing"}},
	{"7.5.5", "7.5.5", "in rapid, one minute instead of two (A.3)", Enforced, []string{"TestArticle_A_3_RapidOneMinute2023", "TestArticle_7_5_5_TwoMinutesOutsideRapid2023"}},
	{"8.1.1.2", "", "new: a FIDE-certified electronic scoresheet; the move of a 9.2 or 9.3 claim may be entered on it", Enforced,
		[]string{"TestArticle_8_1_1_2_ElectronicScoresheet"}},
	{"9.5.3", "9.5.3", "in rapid, one minute instead of two (A.3)", Enforced, []string{"TestArticle_A_3_RapidOneMinute2023"}},
	{"A.3", "", "new: in rapid, the penalties of Articles 7 and 9 are one minute instead of two", Enforced, []string{"TestArticle_A_3_RapidOneMinute2023"}},
	{"B.3", "B.4", "blitz reaches the one minute through the rapid rules and A.3; 2018 B.2 is gone", Enforced,
		[]string{"TestArticle_B_3_BlitzOneMinuteThroughA3_2023"}},
}

// Coverage2023 returns the provisions the 2023 edition changes: the rules
// above, then every provision of Appendices A and B it renumbered, with
// the class and tests of its 2018 number.
func Coverage2023() ([]CoverageEntry, error) {
	base, err := Coverage()
	if err != nil {
		return nil, err
	}
	var out []CoverageEntry
	changed := map[string]bool{}
	for _, c := range changes2023 {
		out = append(out, CoverageEntry{Edition: "2023", ID: c.ID, Class: c.Class, Tests: c.Tests, Was: c.Was, Change: c.Change})
		changed[c.ID] = true
	}
	for _, e := range base {
		id := renumber2023(e.ID)
		if e.ID == "B.2" || id == e.ID || changed[id] {
			continue // B.2 is gone (its minute is A.3's); the rest kept its number
		}
		change := "renumbered from " + e.ID
		if id == "B.2" {
			change += "; 2018 B.2 (one minute in blitz) is gone"
		}
		tests := e.Tests
		if e.Class != Informational {
			tests = append(append([]string(nil), tests...), "TestArticle_A_5_RenumberedCitations2023")
		}
		out = append(out, CoverageEntry{Edition: "2023", ID: id, Class: e.Class, Tests: tests, Was: e.ID, Change: change})
	}
	return out, nil
}
