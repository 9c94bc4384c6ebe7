package tournament

import (
	"os"
	"testing"
)

// SB and SB-C1 of testdata/gacrux/unplayed.trf as Gacrux, the tie-break
// calculator of FIDE's Technical Commission, gives them under each
// edition (see testdata/gacrux/README.md). The file starts on 28 February
// 2026, so by its date the 2024 text applies.
func TestArticle_16_AgreesWithFIDEsReferenceCalculator(t *testing.T) {
	want := map[Rules][16][2]string{ // by start rank: SB, SB-C1
		Rules2024: {{}, {"14.5", "13.5"}, {"14", "11.5"}, {"15.25", "12.25"}, {"6", "5"}, {"18.5", "17"},
			{"7", "5.75"}, {"9.25", "8"}, {"4.75", "3.25"}, {"17.75", "15.25"}, {"9.25", "8.5"},
			{"14.5", "13"}, {"15.5", "12"}, {"3.25", "3.25"}, {"9.75", "7.75"}, {"5.25", "3.75"}},
		Rules2026: {{}, {"14", "13"}, {"14", "11.5"}, {"14.25", "11.25"}, {"6", "6"}, {"17.5", "16"},
			{"7", "5.75"}, {"9.25", "8"}, {"4.75", "3.25"}, {"16.75", "14.25"}, {"9.25", "8.5"},
			{"13.5", "12"}, {"14", "14"}, {"3.25", "3.25"}, {"8.25", "6.25"}, {"5.25", "3.75"}},
	}
	for _, rules := range []Rules{"", Rules2026} {
		f, err := os.Open("testdata/gacrux/unplayed.trf")
		if err != nil {
			t.Fatal(err)
		}
		tour, err := ReadTRF(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		tour.Event.TieBreakRules = rules
		edition := tour.Event.TieBreakRulesOrDefault()
		got := tieBreakValues(t, tour, SonnebornBerger, SonnebornBergerCut1)
		for p := 1; p <= 15; p++ {
			w := want[edition][p]
			if s, c1 := got[p][0].String(), got[p][1].String(); s != w[0] || c1 != w[1] {
				t.Errorf("%s: player %d: SB %s, SB-C1 %s; Gacrux %s, %s", edition, p, s, c1, w[0], w[1])
			}
		}
	}
}
