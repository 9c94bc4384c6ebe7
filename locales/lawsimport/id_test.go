package lawsimport

import (
	"sort"
	"testing"
)

func TestNormalizeID(t *testing.T) {
	tests := []struct {
		raw, want string
		ok        bool
	}{
		{"7.5.5", "7.5.5", true},
		{"9.5.1.", "9.5.1", true},
		{"A4", "A.4", true},
		{"B3.1", "B.3.1", true},
		{"C10.3.3", "C.10.3.3", true},
		{"А.1.", "A.1", true},      // Cyrillic А
		{"С.10.1", "C.10.1", true}, // Cyrillic С
		{"В.2", "B.2", true},       // Cyrillic В
		{"Е.9.", "E.9", true},      // Cyrillic Е
		{"4 .6.1", "4.6.1", true},
		{"D .2.3", "D.2.3", true},
		{".D.2.6.2", "D.2.6.2", true},
		{"III.3.1.1", "III.3.1.1", true},
		{"II.3.2.7.5", "II.3.2.7.5", true},
		{"G.4", "G.4", true},
		{"<p>3.7</p>", "", false}, // markup is the cleaner's job
		{"Article 7", "", false},
		{"2.", "", false},
		{"A white king", "", false},
		{"", "", false},
	}
	for _, tt := range tests {
		got, ok := NormalizeID(tt.raw)
		if got != tt.want || ok != tt.ok {
			t.Errorf("NormalizeID(%q) = %q, %v; want %q, %v", tt.raw, got, ok, tt.want, tt.ok)
		}
	}
}

func TestLeadingID(t *testing.T) {
	tests := []struct{ text, id, rest string }{
		{"7.5.5 Pour la première fois", "7.5.5", "Pour la première fois"},
		{"C.10.3.4S'il y a une prise", "C.10.3.4", "S'il y a une prise"},
		{"- 3.8.2.1.1 - if the king has already moved", "3.8.2.1.1", "if the king has already moved"},
		{"А.4.1.2. не могут быть", "A.4.1.2", "не могут быть"},
		{"В случае неправильного", "", "В случае неправильного"},
		{"1.е4 е5 2. Nf3", "", "1.е4 е5 2. Nf3"},
	}
	for _, tt := range tests {
		id, rest, _ := LeadingID(tt.text)
		if id != tt.id || rest != tt.rest {
			t.Errorf("LeadingID(%q) = %q, %q; want %q, %q", tt.text, id, rest, tt.id, tt.rest)
		}
	}
}

func TestCompareIDsNaturalOrder(t *testing.T) {
	want := []string{"1.2", "1.10", "2.1", "7.5", "7.5.5", "12.9.9", "A.1", "A.4.2", "B.5", "C.13", "D.2.1", "E.1", "G.6", "I.1.1", "I.14", "II.3.2.7.5", "III.4"}
	got := append([]string(nil), want...)
	sort.Slice(got, func(i, j int) bool { return CompareIDs(got[len(got)-1-i], got[len(got)-1-j]) < 0 }) // scramble
	sort.Slice(got, func(i, j int) bool { return CompareIDs(got[i], got[j]) < 0 })
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("sorted = %v; want %v", got, want)
		}
	}
}

func TestPlausibleNext(t *testing.T) {
	tests := []struct {
		prev, next string
		want       bool
	}{
		{"3.8", "3.8.1", true},
		{"3.8.1", "3.8.2", true},
		{"3.7.3", "3.7.4.1", true},
		{"3.10.2", "3.10.3", true},
		{"3.10.2", "3.10", false},
		{"5.2.3", "6.1", true},
		{"12.9.9", "A.1", true},
		{"D.2.11", "I.1.1", true},
		{"D.2.6.1", "D.2.6.2", true},
		{"D.2.6.1", "D.6.2.2", false},
		{"9.6", "7.5.1", false}, // a reference back
		{"I.2.1", "2.2", false},
	}
	for _, tt := range tests {
		if got := PlausibleNext(tt.prev, tt.next); got != tt.want {
			t.Errorf("PlausibleNext(%q, %q) = %v; want %v", tt.prev, tt.next, got, tt.want)
		}
	}
}
