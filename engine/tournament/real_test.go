package tournament

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestRealTRFFiles reads every TRF a pairing program or a tournament
// manager wrote (testdata/real, sources in testdata/real/SOURCES), writes it
// back and reads the copy: the event, players and rounds are the same.
func TestRealTRFFiles(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "real", "*.trf"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no files: %v", err)
	}
	for _, name := range files {
		t.Run(filepath.Base(name), func(t *testing.T) {
			data, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			tm, err := ReadTRF(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("read: %v", err)
			}
			var out bytes.Buffer
			if err := WriteTRF(&out, tm); err != nil {
				t.Fatalf("write: %v", err)
			}
			back, err := ReadTRF(bytes.NewReader(out.Bytes()))
			if err != nil {
				t.Fatalf("read the copy: %v\n%s", err, out.String())
			}
			if !reflect.DeepEqual(tm, back) {
				t.Errorf("the copy differs:\nread  %+v\ncopy  %+v", tm.Event, back.Event)
			}
		})
	}
}

// Swiss-Manager's own board numbers for round 3 of its export
// (testdata/pairlists/swissmanager-round3-boards.csv: Brett, NrW, NrS) are
// those NumberBoards gives the round read from its TRF.
func TestBoardOrderIsSwissManagers(t *testing.T) {
	tm := readTRF(t, readFile(t, "testdata/real/swissmanager-round3-paired.trf"))
	want := []Pairing{
		{Board: 1, White: 4, Black: 2}, {Board: 2, White: 1, Black: 3},
		{Board: 3, White: 7, Black: 9}, {Board: 4, White: 5, Black: 8},
		{Board: 0, White: 6, Result: Result{Outcome: PairingBye}},
	}
	got := tm.Rounds[2].Pairings
	if len(got) != len(want) {
		t.Fatalf("round 3 has %d pairings, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		g := got[i]
		if g.Board != w.Board || g.White != w.White || g.Black != w.Black || (w.Black == 0 && g.Result != w.Result) {
			t.Errorf("pairing %d: %+v, want %+v", i, g, w)
		}
	}
}

func TestReadTRFRefusesShiftedField(t *testing.T) {
	for _, tc := range []struct{ name, line, want string }{
		{"rating one column early (name padded by bytes)",
			"001    3 wWFM Dubois, Élise                    2098 FRA             2001/07/09  1.5    4",
			"col 48"},
		{"birth date one column late",
			"001    1 m    Baumann, Lukas                    2201 SUI            1990/04/02 1.5    2",
			"col 69"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadTRF(strings.NewReader("012 Shifted\n" + tc.line + "\n"))
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Line != 2 || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want a refusal on line 2 naming %s", err, tc.want)
			}
		})
	}
}

func TestParseDateWrittenMonth(t *testing.T) {
	for in, want := range map[string]Date{
		"May 29, 2020": {2020, 5, 29}, "Jun 26, 2020": {2020, 6, 26}, "29 May 2020": {2020, 5, 29},
		"29. Mai 2020": {2020, 5, 29}, "2020-05-29T18:00:00Z": {2020, 5, 29}, "2126-02-01": {2126, 2, 1},
		"28. 07. 2005": {2005, 7, 28},
	} {
		if got, err := ParseDate(in); err != nil || got != want {
			t.Errorf("ParseDate(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"Foo 29, 2020", "Feb 30, 2020", "May 2020"} {
		if _, err := ParseDate(bad); err == nil {
			t.Errorf("ParseDate(%q) took it", bad)
		}
	}
}

// The lines of TRF-2026 and of the pairing programs are written back:
// 142 and 222, every code of 162, empty 102 and 112 name nobody.
func TestTRFKeepsTRF2026Lines(t *testing.T) {
	in := "012 Lines\n102 \n112\n122 90 min/40 moves + 30 min + 30 sec/move\n222 40/5400+30:1800+30\n142 7\n" +
		"162  W 1.0    D 0.5    L 0.0    P 1.0    Z 0.0\n" +
		"001    1      One                                                                1.0    1     2 w 1\n" +
		"001    2      Two                                                                0.0    2     1 b 0\n"
	tm := readTRF(t, []byte(in))
	e := tm.Event
	if e.RoundCount != 7 || e.ChiefArbiter != "" || len(e.Deputies) != 0 || e.TimeControlTRF26 != "40/5400+30:1800+30" ||
		!reflect.DeepEqual(e.ScoringCodes, []ScoreCode{{"P", 2}, {"Z", 0}}) {
		t.Fatalf("read %+v", e)
	}
	var out bytes.Buffer
	if err := WriteTRF(&out, tm); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"122 90 min/40 moves + 30 min + 30 sec/move\r\n", "222 40/5400+30:1800+30\r\n", "142 7\r\n", "XXR 7\r\n",
		"162  W 1.0    D 0.5    L 0.0    P 1.0    Z 0.0\r\n"} {
		if !strings.Contains(out.String(), line) {
			t.Errorf("written file lacks %q:\n%s", line, out.String())
		}
	}
}

// Nothing is invented: a forfeit the file wrote without colours stays
// without them, an absence written "0000 - -" stays so.
func TestTRFInventsNothing(t *testing.T) {
	in := "012 Nothing invented\n" +
		"001   13      Bakhmatov,Eduard                                                   0.0    2   153 - -  0000 - -\n" +
		"001  153      Reichwehr,Bernd                                                    1.0    1    13 - +  0000 - Z\n"
	tm := readTRF(t, []byte(in))
	if p := tm.Rounds[0].Pairings[0]; !p.Colourless || p.Result.Outcome != WhiteWinsByForfeit && p.Result.Outcome != BlackWinsByForfeit {
		t.Fatalf("round 1: %+v", p)
	}
	var out bytes.Buffer
	if err := WriteTRF(&out, tm); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"153 - -  0000 - -", "13 - +  0000 - Z"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("written back without %q:\n%s", want, out.String())
		}
	}
}
