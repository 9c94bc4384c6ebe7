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
	const ok = `"Alder, Tom",2650,,NOR,GM,m,1990-04-12,nb,no` + "\n"
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
		{"unknown column", "name,colour\n", 1, `unknown column "colour"`},
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

// Every CSV file the writers write, in either form, reads back as what
// was written: players with their start ranks, and results.
func TestCSVRoundTripInBothForms(t *testing.T) {
	tm := penaltiesTournament()
	tm.Players[0].StartRank, tm.Players[1].StartRank = tm.Players[1].StartRank, tm.Players[0].StartRank // ranks not in file order
	for _, o := range []CSVOptions{{}, {Semicolon: true}} {
		var players, results bytes.Buffer
		if err := o.WritePlayers(&players, tm.Players); err != nil {
			t.Fatal(err)
		}
		if err := o.WriteResults(&results, penaltiesTournament()); err != nil {
			t.Fatal(err)
		}
		for _, b := range []*bytes.Buffer{&players, &results} {
			if !bytes.HasPrefix(b.Bytes(), []byte("\uFEFF")) {
				t.Errorf("%+v: no byte order mark: %q", o, b.String()[:20])
			}
		}
		if o.Semicolon && !strings.Contains(results.String(), ";0,0;") {
			t.Errorf("semicolon form without decimal commas:\n%s", results.String())
		}
		gotPlayers, err := ReadPlayersCSV(&players)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(gotPlayers, tm.Players) {
			t.Errorf("%+v: players read back\n%+v\nwant\n%+v", o, gotPlayers, tm.Players)
		}
		gotRounds, err := ReadResultsCSV(&results)
		if err != nil {
			t.Fatal(err)
		}
		if want := penaltiesTournament().Rounds; !sameRounds(gotRounds, want) {
			t.Errorf("%+v: rounds read back\n%+v\nwant\n%+v", o, gotRounds, want)
		}
	}
}

// sameRounds compares what a results file carries: numbers, boards,
// players and results (not dates).
func sameRounds(a, b []Round) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Number != b[i].Number || !reflect.DeepEqual(a[i].Pairings, b[i].Pairings) {
			return false
		}
	}
	return true
}

func TestReadCSVErrors(t *testing.T) {
	tests := []struct {
		name, file string
		read       func(string) error
		want       string
	}{
		{"start rank twice", "start_rank,name\n1,A\n1,B\n", readPlayers, "csv: line 3: start_rank 1 is also on line 2"},
		{"start rank", "start_rank,name\nx,A\n", readPlayers, `start_rank "x" is not a number`},
		{"no result column", "round,white\n1,1\n", readResults, `csv: line 1: no "result" column`},
		{"unknown result column", "round,white,result,colour\n", readResults, `unknown column "colour"`},
		{"bad result", "round,board,white,black,result\n1,1,1,2,2-0\n", readResults, "csv: line 2: "},
		{"no round", "round,white,result\n,1,1-0\n", readResults, "csv: line 2: round is empty"},
	}
	for _, tt := range tests {
		if err := tt.read(tt.file); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
}

func readPlayers(s string) error { _, err := ReadPlayersCSV(strings.NewReader(s)); return err }
func readResults(s string) error { _, err := ReadResultsCSV(strings.NewReader(s)); return err }

func TestReadCSVHeader(t *testing.T) {
	got, err := ReadCSVHeader(strings.NewReader("\uFEFFRound;Board;White;Result\n1;1;1;1-0\n"))
	if err != nil || !reflect.DeepEqual(got, []string{"round", "board", "white", "result"}) {
		t.Errorf("ReadCSVHeader = %q, %v", got, err)
	}
}

// Players after start rank 9999 would be numbered beyond what a TRF
// holds, and the event's TRF export would fail: the file is refused on
// the line of the first of them.
func TestReadPlayersCSV_RanksBeyondTRFRefused(t *testing.T) {
	_, err := ReadPlayersCSV(strings.NewReader("start_rank,name\n9999,\"A, A\"\n,\"B, B\"\n"))
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Line != 3 || !strings.Contains(err.Error(), "number 10000") {
		t.Fatalf("err = %v", err)
	}
	if _, err := ReadPlayersCSV(strings.NewReader("start_rank,name\n20005,\"A, A\"\n")); err == nil || !strings.Contains(err.Error(), "start_rank 20005 is not 1 to 9999") {
		t.Fatalf("start_rank 20005: %v", err)
	}
}

// Swiss-Manager's own player export (German headers) reads through its
// columns: start numbers, "Nachname, Vorname", titles, ratings, dates,
// W for women; its standings columns are left aside, said once.
func TestReadPlayerListSwissManager(t *testing.T) {
	f, err := os.Open("testdata/players/swissmanager-players.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	players, warnings, err := ReadPlayerList(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(players) != 14 {
		t.Fatalf("%d players", len(players))
	}
	want := Player{StartRank: 1, Name: "Brunner, Livia", Title: "WGM", Rating: 2447, Federation: "SUI", Sex: Female, Birth: Date{1992, 6, 1}}
	if players[0] != want {
		t.Errorf("first player %+v, want %+v", players[0], want)
	}
	if p := players[7]; p.StartRank != 51 || p.Name != "Novak, Tomasz" || p.Sex != SexUnknown {
		t.Errorf("player 51: %+v", p)
	}
	if len(warnings) != 1 || !strings.Contains(warnings[0], "Pkt") || !strings.Contains(warnings[0], "Wtg1") {
		t.Errorf("warnings %q", warnings)
	}
}

// English headers of the same export.
func TestReadPlayerListEnglishHeaders(t *testing.T) {
	in := "No;Name;Title;FideId;Rtg;Birth;Fed;Sex;Surname;First name\n3;Gran Per;FM;1500003;2301;1999;NOR;m;Gran;Per\n"
	players, _, err := ReadPlayerList(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := Player{StartRank: 3, Name: "Gran, Per", Title: "FM", FIDEID: 1500003, Rating: 2301, Federation: "NOR", Sex: Male, Birth: Date{Year: 1999}}
	if len(players) != 1 || players[0] != want {
		t.Errorf("%+v, want %+v", players, want)
	}
}

// A German Excel's CSV is Windows-1252: its umlauts read right; a name
// without a comma is warned about, with its line.
func TestReadPlayerListWindows1252(t *testing.T) {
	f, err := os.Open("testdata/players/excel-cp1252.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	players, warnings, err := ReadPlayerList(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(players) != 3 || players[0].Name != "Müller, Jürgen" || players[0].FIDEID != 4612345 || players[1].Name != "Straßer,Zoë" || players[1].Title != "WFM" {
		t.Fatalf("%+v", players)
	}
	if len(warnings) != 1 || !strings.Contains(warnings[0], `line 4: name "Kowalski Jan" has no comma`) {
		t.Errorf("warnings %q", warnings)
	}
}

func TestReadPlayerListDuplicateFIDEID(t *testing.T) {
	in := "name,fide_id\n\"Alder, Tom\",1500001\n\"Birch, Eva\",1700002\n\"Alder, T.\",1500001\n"
	_, _, err := ReadPlayerList(strings.NewReader(in))
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Line != 4 || !strings.Contains(err.Error(), `FIDE id 1500001 of "Alder, T." is also on line 2 ("Alder, Tom")`) {
		t.Fatalf("got %v", err)
	}
}
