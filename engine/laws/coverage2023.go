package laws

import "github.com/arbiterconsole/arbiter/engine/laws/concordance"

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
	{"9.2.1", "9.2.1.1", "renumbered from 9.2.1.1; the intended move may be entered on an electronic scoresheet", Enforced,
		[]string{"TestArticle_8_1_1_2_ElectronicScoresheet", "TestArticle_9_2_1_IntendedMoveItselfIllegal2023"}},
	{"9.3.1", "9.3.1", "the intended move may be entered on an electronic scoresheet", Enforced, []string{"TestArticle_8_1_1_2_ElectronicScoresheet"}},
	{"9.5.3", "9.5.3", "in rapid, one minute instead of two (A.3)", Enforced, []string{"TestArticle_A_3_RapidOneMinute2023"}},
	{"A.3", "", "new: in rapid, the penalties of Articles 7 and 9 are one minute instead of two", Enforced, []string{"TestArticle_A_3_RapidOneMinute2023"}},
	{"B.2", "B.3.1", "renumbered from B.3.1; the Competition Rules apply, with A.3's one minute (docs/rulings.md, conflicting texts)", Enforced,
		[]string{"TestArticle_B_2_BlitzAdequateSupervisionOneMinuteUnderA3_2023"}},
	{"B.3", "B.4", "blitz without adequate supervision follows A.2, A.3 and A.5: one minute through A.3; 2018 B.2 is gone", Enforced,
		[]string{"TestArticle_B_3_BlitzOneMinuteThroughA3_2023"}},
}

// Coverage2023 returns the provisions the 2023 edition changes: the rules
// above, then every provision it renumbered (concordance), with the class
// and tests of its 2018 number.
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
		id, kept := concordance.To2023(e.ID)
		if !kept || id == e.ID || changed[id] {
			continue // 2018 B.2 is gone (its minute is A.3's); the rest kept its number
		}
		tests := e.Tests
		if e.Class != Informational {
			tests = append(append([]string(nil), tests...), "TestArticle_A_5_RenumberedCitations2023")
		}
		out = append(out, CoverageEntry{Edition: "2023", ID: id, Class: e.Class, Tests: tests, Was: e.ID, Change: "renumbered from " + e.ID})
	}
	return out, nil
}
