package concordance

import (
	"slices"
	"testing"
)

func TestTo2023AndBack(t *testing.T) {
	for _, tt := range []struct {
		was2018, is2023 string
		kept, back      bool // kept: 2023 has it; back: From2023 returns was2018
	}{
		{"9.2.1", "9.2", true, true},
		{"9.2.1.1", "9.2.1", true, true},
		{"9.2.1.2", "9.2.2", true, true},
		{"9.2.2", "9.2.3", true, true},
		{"9.2.2.1", "9.2.3.1", true, true},
		{"9.2.2.2", "9.2.3.2", true, true},
		{"3.7.4.2", "3.7.3.2", true, true},
		{"3.7.5.1", "3.7.3.3", true, true},
		{"3.8.2.1.2", "3.8.2.1", true, false}, // an unnumbered item in 2023
		{"3.8.2.2.1", "3.8.2.2", true, false},
		{"A.3.1", "A.4", true, true},
		{"A.3.2", "A.4.3", true, true},
		{"A.4.1.2", "A.5.1.2", true, true},
		{"A.4.4", "A.5.4", true, true},
		{"A.5", "A.6", true, true},
		{"B.3.1.2", "B.2.2", true, true},
		{"B.3.2", "B.2.3", true, true},
		{"B.4", "B.3", true, true},
		{"B.5", "B.4", true, true},
		{"7.5.5", "7.5.5", true, true},
		{"III.5.2", "III.5.2", true, true},
	} {
		got, kept := To2023(tt.was2018)
		if got != tt.is2023 || kept != tt.kept {
			t.Errorf("To2023(%s) = %s, %v; want %s, %v", tt.was2018, got, kept, tt.is2023, tt.kept)
		}
		if back, _ := From2023(tt.is2023); (back == tt.was2018) != tt.back {
			t.Errorf("From2023(%s) = %s; want %s back: %v", tt.is2023, back, tt.was2018, tt.back)
		}
	}
	if _, kept := To2023("B.2"); kept {
		t.Error("2018 B.2 kept in 2023")
	}
	for _, id := range []string{"A.3", "8.1.1.1", "8.1.1.2"} {
		if _, ok := From2023(id); ok || !slices.Contains(New2023(), id) {
			t.Errorf("%s: not new in 2023", id)
		}
	}
	if items := Items("3.8.2.1"); len(items) != 2 || items[0].Item != "1)" || items[1].Was2018 != "3.8.2.1.2" {
		t.Errorf("items of 3.8.2.1: %+v", items)
	}
}
