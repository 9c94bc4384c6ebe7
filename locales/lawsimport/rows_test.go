package lawsimport

import (
	"reflect"
	"testing"
)

func TestAgreeIDByColumns(t *testing.T) {
	tests := []struct {
		name string
		prev string
		ids  []string
		want string
	}{
		{"all agree", "1.1", []string{"1.2", "1.2", "1.2", "1.2"}, "1.2"},
		{"one typo outvoted", "D.2.6.1", []string{"D.6.2.2", "D.2.6.2", "D.2.6.2", "D.2.6.2"}, "D.2.6.2"},
		{"lost letter", "I.2.1", []string{"I.2.2", "I.2.2", "2.2", "I.2.2"}, "I.2.2"},
		{"one number missing", "2.1", []string{"2.2", "", "2.2", "2.2"}, "2.2"},
		{"minority that follows wins", "3.10.2", []string{"3.10.3", "3.10", "3.10", "3.10"}, "3.10.3"},
		{"no numbers: a title", "1.5", []string{"", "", "", ""}, ""},
	}
	for _, tt := range tests {
		var cells []cell
		for _, id := range tt.ids {
			cells = append(cells, cell{id: id, text: "x"})
		}
		if got := agreeID(cells, tt.prev); got != tt.want {
			t.Errorf("%s: agreeID = %q; want %q", tt.name, got, tt.want)
		}
	}
}

func TestSplitArticlesAtPlausibleIDsOnly(t *testing.T) {
	text := "There are two different ways of moving the king:\n3.8.1 by moving to an adjoining square,\nsee Article 3.9 and\n7.5.1 is a reference"
	got := splitArticles("3.8", text)
	want := []piece{
		{"3.8", "There are two different ways of moving the king:"},
		{"3.8.1", "by moving to an adjoining square,\nsee Article 3.9 and\n7.5.1 is a reference"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("splitArticles = %q; want %q", got, want)
	}
}
