package tournament

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"reflect"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

func TestReadPlayersCSV(t *testing.T) {
	f, err := os.Open("testdata/players.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := ReadPlayersCSV(f)
	if err != nil {
		t.Fatal(err)
	}
	want := []Player{
		{StartRank: 1, Name: "Alder, Tom", FIDEID: 1500001, Rating: 2650, Federation: "NOR", Title: "GM", Sex: Male, Birth: Date{1990, 4, 12}, Language: "nb"},
		{StartRank: 2, Name: "Birch, Eva", FIDEID: 1700002, Rating: 2480, Federation: "SWE", Title: "IM", Sex: Female, Birth: Date{Year: 1995}, Language: "sv"},
		{StartRank: 3, Name: "Elm, Ola", Federation: "NOR", Sex: Male, Language: "en", VisuallyImpaired: true, NeedsAssistant: true},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ReadPlayersCSV:\n%+v\nwant:\n%+v", got, want)
	}
}

func TestPlayersCSVRoundTrip(t *testing.T) {
	players := openTournament().Players
	players[1].Language, players[2].VisuallyImpaired, players[4].NeedsAssistant = "pt-BR", true, true
	var buf bytes.Buffer
	if err := WritePlayersCSV(&buf, players); err != nil {
		t.Fatal(err)
	}
	got, err := ReadPlayersCSV(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, players) {
		t.Errorf("write then read:\n%+v\nwant:\n%+v", got, players)
	}
}

func TestReadPlayersCSVRejectsBadInput(t *testing.T) {
	const header = "name,rating,fide_id,federation,title,sex,birth,lang,visually_impaired\n"
	const ok = `"Alder, Tom",2650,1500001,NOR,GM,m,1990-04-12,nb,no` + "\n"
	tests := []struct {
		name, file string
		line       int
		want       string
	}{
		{"rating", header + ok + ok + ok + ok + ok + `"Birch, Eva",22OO,,,,,,,` + "\n", 7, `csv: line 7: rating "22OO" is not a number`},
		{"rating range", header + `"Birch, Eva",5000,,,,,,,`, 2, "rating 5000 is not 0 to 3999"},
		{"fide id", header + `"Birch, Eva",,17x,,,,,,`, 2, `fide_id "17x" is not a number`},
		{"federation", header + `"Birch, Eva",,,SW,,,,,`, 2, `federation "SW" is not three letters`},
		{"title", header + `"Birch, Eva",,,,XM,,,,`, 2, `title "XM" is not one of`},
		{"sex", header + `"Birch, Eva",,,,,x,,,`, 2, `sex "x" is not m or w`},
		{"birth", header + `"Birch, Eva",,,,,,1995-02-30,,`, 2, "birth: date"},
		{"lang", header + `"Birch, Eva",,,,,,,english,`, 2, `lang "english"`},
		{"boolean", header + `"Birch, Eva",,,,,,,,maybe`, 2, `visually_impaired "maybe" is not yes or no`},
		{"empty name", header + ` ,2000,,,,,,,`, 2, "name is empty"},
		{"field count", header + ok + `"Birch, Eva",2480`, 3, "wrong number of fields"},
		{"unknown column", "name,elo\n", 1, `unknown column "elo"`},
		{"twice", "name,Name\n", 1, `column "name" appears twice`},
		{"no name", "rating\n2000\n", 1, `no "name" column`},
		{"empty file", "", 1, "no header line"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadPlayersCSV(strings.NewReader(tt.file))
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v, want a *ParseError", err)
			}
			if pe.Line != tt.line || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q (line %d), want line %d and %q", err, pe.Line, tt.line, tt.want)
			}
		})
	}
}

func TestWriteResultsCSV(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteResultsCSV(&buf, penaltiesTournament()); err != nil {
		t.Fatal(err)
	}
	golden(t, "testdata/penalties-results.csv", buf.Bytes())
}

// golden compares got with a file in testdata, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(name, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("output differs from %s (go test -update rewrites it):\n%s\nwant:\n%s", name, got, want)
	}
}
