package tournament

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"
)

// openTournament is the event of testdata/open.trf, built by hand.
func openTournament() *Tournament {
	return &Tournament{
		Event: Event{
			Name: "Arbiter Console Test Open", Venue: "Oslo", Federation: "NOR",
			Start: Date{2024, 3, 1}, End: Date{2024, 3, 3},
			ChiefArbiter: "Nilsen, Kari", Type: "Swiss Dutch", RoundCount: 3,
			TimeControl: "90 min + 30 s per move",
		},
		Players: []Player{
			{StartRank: 1, Name: "Alder, Tom", FIDEID: 1500001, Rating: 2650, Federation: "NOR", Title: "GM", Sex: Male, Birth: Date{1990, 4, 12}},
			{StartRank: 2, Name: "Birch, Eva", FIDEID: 1700002, Rating: 2480, Federation: "SWE", Title: "IM", Sex: Female, Birth: Date{Year: 1995}},
			{StartRank: 3, Name: "Cedar, Jon", FIDEID: 1400003, Rating: 2350, Federation: "DEN", Title: "FM", Sex: Male, Birth: Date{2001, 11, 30}},
			{StartRank: 4, Name: "Dahl, Mia", FIDEID: 1500004, Rating: 2100, Federation: "NOR", Sex: Female},
			{StartRank: 5, Name: "Elm, Ola", Federation: "NOR", Sex: Male},
		},
		Rounds: []Round{
			{Number: 1, Date: Date{2024, 3, 1}, Pairings: []Pairing{
				{Board: 1, White: 1, Black: 3, Result: Result{Outcome: WhiteWins}},
				{Board: 2, White: 4, Black: 2, Result: Result{Outcome: Draw}},
				{White: 5, Result: Result{Outcome: PairingBye}},
			}},
			{Number: 2, Date: Date{2024, 3, 2}, Pairings: []Pairing{
				{Board: 1, White: 2, Black: 1, Result: Result{Outcome: BlackWins}},
				{Board: 2, White: 5, Black: 3, Result: Result{Outcome: BlackWinsByForfeit}},
				{White: 4, Result: Result{Outcome: HalfPointBye}},
			}},
			{Number: 3, Date: Date{2024, 3, 3}, Pairings: []Pairing{
				{Board: 1, White: 1, Black: 4, Result: Result{Outcome: Draw}},
				{Board: 2, White: 3, Black: 2, Result: Result{Outcome: WhiteWins}},
				{White: 5, Result: Result{Outcome: ZeroPointBye}},
			}},
		},
	}
}

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func writeTRF(t *testing.T, tour *Tournament) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteTRF(&buf, tour); err != nil {
		t.Fatalf("WriteTRF: %v", err)
	}
	return buf.Bytes()
}

func readTRF(t *testing.T, b []byte) *Tournament {
	t.Helper()
	tour, err := ReadTRF(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("ReadTRF: %v", err)
	}
	return tour
}

// The expected file was written by hand from the TRF16 specification.
func TestWriteTRFMatchesHandWrittenFile(t *testing.T) {
	want := readFile(t, "testdata/open.trf")
	if got := writeTRF(t, openTournament()); !bytes.Equal(got, want) {
		t.Errorf("WriteTRF:\n%s\nwant:\n%s", got, want)
	}
}

func TestReadTRFHandWrittenFile(t *testing.T) {
	got := readTRF(t, readFile(t, "testdata/open.trf"))
	if want := openTournament(); !reflect.DeepEqual(got, want) {
		t.Errorf("ReadTRF:\n%+v\nwant:\n%+v", got, want)
	}
}

func TestTRFRoundTrip(t *testing.T) {
	for _, name := range []string{"testdata/open.trf", "testdata/penalties.trf"} {
		t.Run(name, func(t *testing.T) {
			first := readTRF(t, readFile(t, name))
			written := writeTRF(t, first)
			second := readTRF(t, written)
			if !reflect.DeepEqual(first, second) {
				t.Errorf("read, write, read changed the tournament:\n%+v\n%+v", first, second)
			}
			if again := writeTRF(t, second); !bytes.Equal(again, written) {
				t.Errorf("second write differs:\n%s\nfirst:\n%s", again, written)
			}
		})
	}
}

// penaltiesTournament has every outcome of Article 10, 11.8 and 12.9, and
// 3/1/0 scoring.
func penaltiesTournament() *Tournament {
	t := openTournament()
	t.Event.Scoring = Scoring{Win: 6, Draw: 2, Loss: 0}
	t.Event.Start, t.Event.End = Date{1999, 12, 31}, Date{2000, 1, 1}
	t.Players = append(t.Players, Player{StartRank: 6, Name: "Fjord, Åse", Sex: Female})
	t.Rounds = []Round{
		{Number: 1, Date: Date{1999, 12, 31}, Pairings: []Pairing{
			{Board: 1, White: 1, Black: 2, Result: Result{Outcome: BothLose}},
			{Board: 2, White: 3, Black: 4, Result: Result{Outcome: Adjusted, White: Drawn, Black: Lost}},
			{Board: 3, White: 6, Black: 5, Result: Result{Outcome: DoubleForfeit}},
		}},
		{Number: 2, Pairings: []Pairing{
			{Board: 1, White: 1, Black: 3, Result: Result{Outcome: WhiteWins, Unrated: true}},
			{Board: 2, White: 4, Black: 2, Result: Result{Outcome: WhiteWinsByForfeit}},
			{Board: 3, White: 5, Black: 6, Result: Result{Outcome: Adjusted, White: Lost, Black: Drawn, Unrated: true}},
		}},
		{Number: 3, Date: Date{2000, 1, 2}, Pairings: []Pairing{
			{Board: 1, White: 2, Black: 3, Result: Result{Outcome: Unfinished}},
			{White: 1, Result: Result{Outcome: FullPointBye}},
			{White: 6, Result: Result{Outcome: ZeroPointBye}},
		}},
	}
	return t
}

// testdata/penalties.trf is written by hand too: 162 scoring, 0-0, an
// adjusted ½-0, unrated games (W, L, D), -/-, an unfinished game and a
// player who is not paired at all in round 3.
func TestReadTRFPenalties(t *testing.T) {
	got := readTRF(t, readFile(t, "testdata/penalties.trf"))
	if want := penaltiesTournament(); !reflect.DeepEqual(got, want) {
		t.Errorf("ReadTRF:\n%+v\nwant:\n%+v", got, want)
	}
}

func TestWriteTRFPenalties(t *testing.T) {
	want := readFile(t, "testdata/penalties.trf")
	if got := writeTRF(t, penaltiesTournament()); !bytes.Equal(got, want) {
		t.Errorf("WriteTRF:\n%s\nwant:\n%s", got, want)
	}
}

// A player line of the hand-written file, to break in the tests below.
const trfLine1 = "001    1 m GM Alder, Tom                        2650 NOR     1500001 1990/04/12  2.5    1     3 w 1"

func TestReadTRFRejectsBadInput(t *testing.T) {
	line3 := "001    3 m FM Cedar, Jon                        2350 DEN     1400003 2001/11/30  2.0    2     1 b 0"
	tests := []struct {
		name string
		file string
		line int
		want string
	}{
		{"short line", "012 Open\n001    1 m", 2, "too short"},
		{"bad start rank", "001   x1 m GM Alder, Tom", 1, `start rank "  x1" (cols 5-8) is not a positive number`},
		{"zero start rank", "001    0 m GM Alder, Tom", 1, "start rank"},
		{"duplicate start rank", trfLine1 + "\n" + strings.Replace(trfLine1, "Alder", "Other", 1), 2, "also on line 1"},
		{"unknown result char", strings.Replace(trfLine1, "w 1", "w X", 1) + "\n" + line3, 1, `result 'X' (col 99) is not one of`},
		{"shifted round columns", strings.Replace(trfLine1, "    3 w 1", "     3 w 1", 1), 1, `'3' in col 96, which should be blank`},
		{"bad colour", strings.Replace(trfLine1, "w 1", "x 1", 1), 1, `colour 'x' (col 97)`},
		{"bad opponent", strings.Replace(trfLine1, "    3 w", "   3x w", 1), 1, `opponent "  3x" (cols 92-95)`},
		{"bad rating", strings.Replace(trfLine1, "2650", "26O0", 1), 1, `rating "26O0" is not a number (cols 49-52)`},
		{"bad FIDE id", strings.Replace(trfLine1, "1500001", "15000O1", 1), 1, `FIDE id "15000O1"`},
		{"bad birth", strings.Replace(trfLine1, "1990/04/12", "1990/13/12", 1), 1, "month 13"},
		{"bad title", strings.Replace(trfLine1, " GM ", " XM ", 1), 1, `title "XM"`},
		{"bad sex", strings.Replace(trfLine1, " m GM", " q GM", 1), 1, `sex "q"`},
		{"empty name", strings.Replace(trfLine1, "Alder, Tom", "          ", 1), 1, "name (cols 15-47) is empty"},
		{"opponent not in file", trfLine1, 1, "opponent 3 is not a player"},
		{"opponent plays someone else", "012 x\n" + trfLine1 + "\n" + strings.Replace(line3, "   1 b 0", "   2 b 0", 1), 2, "player 3's line (line 3) does not play 1"},
		{"same colours", trfLine1 + "\n" + strings.Replace(line3, "1 b 0", "1 w 0", 1), 1, "both have colour w"},
		{"more than a win (10.2)", trfLine1 + "\n" + strings.Replace(line3, "1 b 0", "1 b =", 1), 1, "Article 10.2"},
		{"forfeit against a played result", trfLine1 + "\n" + strings.Replace(line3, "1 b 0", "1 b +", 1), 1, "do not fit together"},
		{"bye result with colour", strings.Replace(trfLine1, "    3 w 1", " 0000 w U", 1), 1, "colour w but no opponent"},
		{"bad round date", "132" + strings.Repeat(" ", 88) + "24/13/01", 1, "round 1: date"},
		{"bad XXR", "XXR three", 1, `number of rounds "three"`},
		{"bad 162", "162  W 1.x", 1, "points of W"},
		{"bad start date", "042 2024-02-30", 1, "day 30"},
		{"FIDE id twice", trfLine1 + "\n" + strings.Replace(strings.Replace(trfLine1, "    1 m", "    2 m", 1), "    3 w 1", "         ", 1), 2, "FIDE id 1500001 (cols 58-68) is also on line 1"},
		{"team member not a player", "013 Team A                              1    9\n" + strings.Replace(trfLine1, "    3 w 1", "         ", 1), 1, "team Team A: no player with start rank 9"},
		{"line cut inside the FIDE id", "012 x\n" + trfLine1[:62], 2, "ends at col 62, inside the FIDE id (cols 58-68)"},
		{"line cut inside the rating", "012 x\n" + strings.Replace(trfLine1, "2650", " 950", 1)[:50], 2, "inside the rating (cols 49-52)"},
		{"start rank 10000", "012 x\n001 10000 m    Alder, Tom", 2, `start rank "10000"`},
		{"binary data", "012 x\n001    1 m \x00\x01\x02", 2, "control character U+0000 in col 12"},
		{"no player line", "012 Some Open\n042 2026/03/14\n", 2, "no player line (001) in the file's 2 line(s)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadTRF(strings.NewReader(tt.file))
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("ReadTRF error %v, want a *ParseError", err)
			}
			if pe.Line != tt.line || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ReadTRF error %q (line %d), want line %d and %q", err, pe.Line, tt.line, tt.want)
			}
			if !strings.HasPrefix(err.Error(), "trf: line ") {
				t.Errorf("error %q does not start with trf: line", err)
			}
		})
	}
}

func TestReadTRFLineEndingsAndLatin1(t *testing.T) {
	latin1 := []byte("001    1 m    Fjord, \xc5se\r")
	for name, file := range map[string][]byte{
		"CR":     latin1,
		"CRLF":   []byte("001    1 m    Fjord, Åse\r\n"),
		"LF+BOM": []byte("\uFEFF001    1 m    Fjord, Åse\n"),
		"cp1252": []byte("001    1 m    Fjord, \xc5se\r\n\x1a"),
	} {
		t.Run(name, func(t *testing.T) {
			tour := readTRF(t, file)
			if len(tour.Players) != 1 || tour.Players[0].Name != "Fjord, Åse" {
				t.Errorf("players %+v, want one named Fjord, Åse", tour.Players)
			}
		})
	}
}

func TestWriteTRFRejectsWhatDoesNotFit(t *testing.T) {
	tour := openTournament()
	tour.Players[0].Rating = 12345
	err := WriteTRF(&bytes.Buffer{}, tour)
	if err == nil || !strings.Contains(err.Error(), "player 1") || !strings.Contains(err.Error(), "cols 49-52") {
		t.Errorf("WriteTRF error %v, want one naming player 1 and cols 49-52", err)
	}
}

func FuzzReadTRF(f *testing.F) {
	f.Add(readFileF(f, "testdata/open.trf"))
	f.Add(readFileF(f, "testdata/penalties.trf"))
	f.Add(readFileF(f, "testdata/javafo-next.trf"))
	f.Add([]byte(trfLine1 + "\n001    3 m    Cedar, Jon" + strings.Repeat(" ", 77) + "1 b 0"))
	f.Fuzz(func(t *testing.T, data []byte) {
		tour, err := ReadTRF(bytes.NewReader(data))
		if err != nil {
			return
		}
		var buf bytes.Buffer
		if err := WriteTRF(&buf, tour); err != nil {
			return // e.g. points that do not fit in four columns
		}
		again, err := ReadTRF(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatalf("reading what WriteTRF wrote: %v\n%s", err, buf.Bytes())
		}
		if !reflect.DeepEqual(tour, again) {
			t.Fatalf("write and read changed the tournament:\n%+v\n%+v", tour, again)
		}
	})
}

func readFileF(f *testing.F, name string) []byte {
	b, err := os.ReadFile(name)
	if err != nil {
		f.Fatal(err)
	}
	return b
}

// The date forms real files use, in line 042 and in line 132 (in the
// rounds' columns, and out of them when they are too wide).
func TestReadTRFDateForms(t *testing.T) {
	rounds132 := func(dates ...string) string {
		line := []rune("132" + strings.Repeat(" ", 88))
		for _, d := range dates {
			line = append(line, []rune(fmt.Sprintf("%-10s", d))...)
		}
		return strings.TrimRight(string(line), " ")
	}
	tests := []struct {
		name, header string
		start        Date
		dates        []Date
	}{
		{"YYYY/MM/DD", "042 2010/09/24", Date{2010, 9, 24}, nil},
		{"DD/MM/YYYY", "042 24/09/2010", Date{2010, 9, 24}, nil},
		{"DD. MM. YYYY", "042 28. 07. 2005", Date{2005, 7, 28}, nil},
		{"DD.MM.YYYY", "042 28.07.2005", Date{2005, 7, 28}, nil},
		{"132 YY/MM/DD", rounds132("10/09/24", "10/09/25"), Date{}, []Date{{2010, 9, 24}, {2010, 9, 25}}},
		{"132 DD/MM/YYYY", rounds132("24/09/2010", "25/09/2010"), Date{}, []Date{{2010, 9, 24}, {2010, 9, 25}}},
		{"132 YYYY/MM/DD", rounds132("2010/09/24", "2010/09/25"), Date{}, []Date{{2010, 9, 24}, {2010, 9, 25}}},
		{"132 DD. MM. YYYY out of the columns", "132" + strings.Repeat(" ", 88) + "28. 07. 2005 29. 07. 2005",
			Date{}, []Date{{2005, 7, 28}, {2005, 7, 29}}},
	}
	players := fmt.Sprintf("%-91s   2 w 1     2 b =\n%-91s   1 b 0     1 w =\n", "001    1      Alder, Tom", "001    2      Birch, Eva")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tour := readTRF(t, []byte(tt.header+"\n"+players))
			if tour.Event.Start != tt.start {
				t.Errorf("start %v, want %v", tour.Event.Start, tt.start)
			}
			for i, d := range tt.dates {
				if tour.Rounds[i].Date != d {
					t.Errorf("round %d: date %v, want %v", i+1, tour.Rounds[i].Date, d)
				}
			}
		})
	}
}

// What a pairing program reads survives import and export: XXR, XXC,
// XXA, 082, 112, 013, comments; the half-point and zero-point byes of the
// round about to be paired are not a round; and the file comes back byte
// for byte but for the line ends and the dates' spelling (the file is in
// the order WriteTRF writes; kept lines follow XXC).
func TestTRFKeepsWhatPairingProgramsRead(t *testing.T) {
	src := readFile(t, "testdata/javafo-next.trf")
	tour := readTRF(t, src)
	e := tour.Event
	if e.RoundCount != 5 || e.InitialColour != "white1" || !reflect.DeepEqual(e.Deputies, []string{"Berg, Ola", "Lund, Siri"}) {
		t.Errorf("event: rounds %d, colour %q, deputies %q", e.RoundCount, e.InitialColour, e.Deputies)
	}
	if e.Start != (Date{2010, 9, 24}) || e.End != (Date{2010, 9, 28}) {
		t.Errorf("dates %v to %v", e.Start, e.End)
	}
	if want := []Team{{"Trondheim SK", []int{1, 3, 5}}, {"Oslo SK", []int{2, 4, 6}}}; !reflect.DeepEqual(tour.Teams, want) {
		t.Errorf("teams %+v, want %+v", tour.Teams, want)
	}
	if len(tour.Rounds) != 2 {
		t.Fatalf("%d rounds, want 2: round 3 holds only pre-assigned byes", len(tour.Rounds))
	}
	wantByes := []Pairing{{White: 1, Result: Result{Outcome: HalfPointBye}}, {White: 5, Result: Result{Outcome: ZeroPointBye}}}
	if !reflect.DeepEqual(tour.NextByes, wantByes) {
		t.Errorf("next byes %+v, want %+v", tour.NextByes, wantByes)
	}
	st, err := tour.Standings()
	if err != nil {
		t.Fatal(err)
	}
	if st.Rows[0].Player.StartRank != 1 || st.Rows[0].Points != 2*One {
		t.Errorf("leader %d with %s, want 1 with 2.0: the bye of round 3 is not played yet", st.Rows[0].Player.StartRank, st.Rows[0].Points)
	}
	got := string(writeTRF(t, tour))
	want := strings.ReplaceAll(string(src), "\n", "\r\n")
	for _, r := range [][2]string{
		{"042 24/09/2010", "042 2010/09/24"}, {"052 28. 09. 2010", "052 2010/09/28"},
		{"24/09/2010 25/09/2010", "10/09/24  10/09/25"},
	} {
		want = strings.Replace(want, r[0], r[1], 1)
	}
	if got != want {
		t.Errorf("export:\n%s\nwant:\n%s", got, want)
	}
	if again := string(writeTRF(t, readTRF(t, []byte(got)))); again != got {
		t.Errorf("second round trip differs:\n%s\nwant:\n%s", again, got)
	}
}

// A round's pairings from the pairing program (opponents and colours, no
// results yet) are that round's pairings, unfinished; exported and imported
// again, every player line is the same byte for byte, a 40-character name
// cut to its 33 columns with a warning.
func TestTRFPlayerLinesRoundTripByteIdentical(t *testing.T) {
	tour := openTournament()
	tour.Players[1].Name = "Birch-Montgomery-Featherstonehaugh, Evangeline"
	tour.Rounds = append(tour.Rounds, Round{Number: 4, Pairings: []Pairing{
		{Board: 1, White: 2, Black: 3}, {Board: 2, White: 5, Black: 1},
		{White: 4, Result: Result{Outcome: PairingBye}},
	}})
	warnings := TRFWarnings(tour)
	if len(warnings) != 1 || !strings.Contains(warnings[0], "player 2") || !strings.Contains(warnings[0], "46 characters") {
		t.Errorf("warnings %q, want one for player 2's 46 characters", warnings)
	}
	first := writeTRF(t, tour)
	back := readTRF(t, first)
	if got := back.Players[1].Name; got != "Birch-Montgomery-Featherstonehaug" {
		t.Errorf("name read back %q, want the first 33 characters", got)
	}
	// Boards are numbered by the lower start rank: 5-1 is board 1.
	wantRound4 := []Pairing{{Board: 1, White: 5, Black: 1}, {Board: 2, White: 2, Black: 3}, {White: 4, Result: Result{Outcome: PairingBye}}}
	if r := back.Rounds[3]; !reflect.DeepEqual(r.Pairings, wantRound4) {
		t.Errorf("round 4 read back as %+v, want %+v", r.Pairings, wantRound4)
	}
	second := writeTRF(t, back)
	lines := func(b []byte) []string {
		var ls []string
		for _, l := range strings.Split(string(b), "\r\n") {
			if strings.HasPrefix(l, "001") {
				ls = append(ls, l)
			}
		}
		return ls
	}
	if a, b := lines(first), lines(second); len(a) != 5 || !reflect.DeepEqual(a, b) {
		t.Errorf("player lines differ after a round trip:\n%s\nthen:\n%s", strings.Join(a, "\n"), strings.Join(b, "\n"))
	}
}

// A file without a single player line is not a tournament, whatever else
// it holds: the reader says so instead of giving empty standings.
func TestReadTRF_NoPlayerLineIsAnError(t *testing.T) {
	for _, src := range []string{"", "012 Some Open\n042 2026/03/14\n", "# Arbiter Console\n\nplain text\n"} {
		if _, err := ReadTRF(strings.NewReader(src)); err == nil || !strings.HasPrefix(err.Error(), "trf: line ") ||
			!strings.Contains(err.Error(), "empty") && !strings.Contains(err.Error(), "no player line (001)") {
			t.Errorf("ReadTRF(%q) = %v, want the missing player lines named", src, err)
		}
	}
}

// A writer that left-aligns the FIDE id and writes nothing after it ends
// the line inside the field: the id is whole, not cut.
func TestReadTRFLeftAlignedFIDEIDEndsTheLine(t *testing.T) {
	tour := readTRF(t, []byte("001    1 m GM Kasparov, Garry                   2812 RUS 4100018\n"))
	if tour.Players[0].FIDEID != 4100018 {
		t.Errorf("FIDE id %d, want 4100018", tour.Players[0].FIDEID)
	}
}

// Windows-1252 has letters where Latin-1 has control characters (0x80-0x9F):
// an older Swiss-Manager's "Šimek" is read as such, not refused.
func TestReadTRFWindows1252(t *testing.T) {
	tour := readTRF(t, []byte("012 Pra\x9esk\xfd Open\r\n001    1 m    \x8aimek, Pavel\r\n"))
	if tour.Event.Name != "Pražský Open" || tour.Players[0].Name != "Šimek, Pavel" {
		t.Errorf("read %q and %q, want Pražský Open and Šimek, Pavel", tour.Event.Name, tour.Players[0].Name)
	}
}

// Line 132's dates are YY/MM/DD; a producer writing them day first
// ("23/11/24") is recognised by the event's own dates (042, 052), and the
// specification's form is never second-guessed within them.
func TestReadTRFRoundDatesDayFirst(t *testing.T) {
	pad := strings.Repeat(" ", 88)
	player := "001    1 m    Alder, Tom                        2000 GER     1234567 1990/01/01  0.0    1  0000 - H  0000 - U"
	for _, tt := range []struct{ name, dates, start, end string }{
		{"specification's YY/MM/DD", "24/11/23  24/11/24", "2024/11/23", "2024/11/24"},
		{"day first", "23/11/24  24/11/24", "2024/11/23", "2024/11/24"},
		{"day first with dots", "23.11.24  24.11.24", "2024/11/23", "2024/11/24"},
		{"042 and 052 month first (US)", "24/11/23  24/11/24", "11/23/2024", "11/24/2024"},
		{"042 and 052 month first, both readings dates", "24/11/05  24/11/06", "11/05/2024", "11/06/2024"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			file := "012 T\n042 " + tt.start + "\n052 " + tt.end + "\n132 " + pad + tt.dates + "\n" + player + "\n"
			tour := readTRF(t, []byte(file))
			got := []Date{tour.Rounds[0].Date, tour.Rounds[1].Date}
			want := []Date{{2024, 11, 23}, {2024, 11, 24}}
			if strings.Contains(tt.dates, "/05") {
				want = []Date{{2024, 11, 5}, {2024, 11, 6}}
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("round dates %v, want %v", got, want)
			}
			if e := tour.Event; e.Start != want[0] || e.End != want[1] {
				t.Errorf("event from %v to %v, want %v to %v", e.Start, e.End, want[0], want[1])
			}
		})
	}
}

// A date NN/NN/YYYY that reads both ways ("05/11/2024") is read as the
// file writes its dates: month first when another of its dates can only
// be read so (052, a birth date), when only that reading puts 052 after
// 042, or when a US producer wrote the file; day first otherwise, and
// dates that contradict each other are each read as they can be.
func TestReadTRFNumericDatesAsTheFileWritesThem(t *testing.T) {
	player := func(birth string) string {
		return "001    1 m    Alder, Tom                        2000 USA     1234567 " + fmt.Sprintf("%-10s", birth) + "  0.0    1"
	}
	for _, tt := range []struct {
		name, head, birth string
		start, end, born  Date
	}{
		{"052 only month first", "042 05/11/2024\n052 05/19/2024\n", "", Date{2024, 5, 11}, Date{2024, 5, 19}, Date{}},
		{"a birth date only month first", "042 05/11/2024\n", "12/25/1990", Date{2024, 5, 11}, Date{}, Date{1990, 12, 25}},
		{"a birth date only day first", "042 05/11/2024\n", "25/12/1990", Date{2024, 11, 5}, Date{}, Date{1990, 12, 25}},
		{"052 after 042 only month first", "042 05/12/2024\n052 06/01/2024\n", "", Date{2024, 5, 12}, Date{2024, 6, 1}, Date{}},
		{"052 after 042 both ways", "042 12/05/2024\n052 13/05/2024\n", "", Date{2024, 5, 12}, Date{2024, 5, 13}, Date{}},
		{"an event in the USA", "032 USA\n042 05/11/2024\n", "", Date{2024, 5, 11}, Date{}, Date{}},
		{"SwissSys named", "### Exported by SwissSys 9\n042 05/11/2024\n", "", Date{2024, 5, 11}, Date{}, Date{}},
		{"day first by default", "032 FRA\n042 05/11/2024\n052 06/11/2024\n", "06/02/1990", Date{2024, 11, 5}, Date{2024, 11, 6}, Date{1990, 2, 6}},
		{"contradicting dates each as they read", "042 25/11/2024\n052 11/26/2024\n", "", Date{2024, 11, 25}, Date{2024, 11, 26}, Date{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tour := readTRF(t, []byte("012 T\n"+tt.head+player(tt.birth)+"\n"))
			if e := tour.Event; e.Start != tt.start || e.End != tt.end {
				t.Errorf("event from %v to %v, want %v to %v", e.Start, e.End, tt.start, tt.end)
			}
			if got := tour.Players[0].Birth; got != tt.born {
				t.Errorf("born %v, want %v", got, tt.born)
			}
		})
	}
}
