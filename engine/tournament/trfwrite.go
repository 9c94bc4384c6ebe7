package tournament

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// WriteTRF writes the tournament as a FIDE TRF16 file: the tournament
// lines (012 to 132), the scoring (162) when it is not Article 10.1's, the
// number of rounds (XXR) and the initial colour (XXC) when known, the
// lines kept from an imported file (Extra), one 001 line per player in
// start-rank order and the teams (013). Points and rank are computed with
// the event's tie-breaks. The byes the next round starts with (ByesFor:
// pre-assigned, granted, withdrawals) fill the column after the last
// round, as pairing programs read them. A name longer than its 33 columns is cut
// (TRFWarnings says which). Lines end in CR LF.
func WriteTRF(w io.Writer, t *Tournament) error {
	st, err := t.Standings()
	if err != nil {
		return fmt.Errorf("trf: %w", err)
	}
	bw := bufio.NewWriter(w)
	if err := writeTRFHeader(bw, t); err != nil {
		return fmt.Errorf("trf: %w", err)
	}
	players := slices.Clone(st.Rows)
	slices.SortFunc(players, func(a, b Standing) int { return a.Player.StartRank - b.Player.StartRank })
	rounds := roundsByPlayer(t)
	for _, s := range players {
		line, err := playerLine(s, rounds[s.Player.StartRank])
		if err != nil {
			return fmt.Errorf("trf: player %d: %w", s.Player.StartRank, err)
		}
		writeLine(bw, line)
	}
	for _, tm := range t.Teams {
		line, err := teamLine(tm)
		if err != nil {
			return fmt.Errorf("trf: %w", err)
		}
		writeLine(bw, line)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("trf: %w", err)
	}
	return nil
}

func writeTRFHeader(w *bufio.Writer, t *Tournament) error {
	e := t.Event
	rated := 0
	for _, p := range t.Players {
		if p.Rating > 0 {
			rated++
		}
	}
	for _, h := range []struct{ tag, value string }{
		{"012", e.Name}, {"022", e.Venue}, {"032", e.Federation},
		{"042", e.Start.format("/")}, {"052", e.End.format("/")},
		{"062", strconv.Itoa(len(t.Players))}, {"072", strconv.Itoa(rated)},
		{"092", e.Type}, {"102", e.ChiefArbiter},
	} {
		if h.value != "" {
			writeLine(w, h.tag+" "+oneLine(h.value))
		}
	}
	for _, d := range e.Deputies {
		writeLine(w, "112 "+oneLine(d))
	}
	if e.TimeControl != "" {
		writeLine(w, "122 "+oneLine(e.TimeControl))
	}
	if e.TimeControlTRF26 != "" {
		writeLine(w, "222 "+oneLine(e.TimeControlTRF26))
	}
	if line := roundDatesLine(t.Rounds); line != "" {
		writeLine(w, line)
	}
	if s := e.ScoringOrDefault(); s != DefaultScoring || len(e.ScoringCodes) > 0 {
		line, err := scoringLine(s, e.ScoringCodes)
		if err != nil {
			return err
		}
		writeLine(w, line)
	}
	if e.RoundsPlanned > 0 && e.RoundCount > 0 {
		writeLine(w, fmt.Sprintf("142 %d", e.RoundCount))
	}
	if e.RoundCount > 0 {
		writeLine(w, fmt.Sprintf("XXR %d", e.RoundCount))
	}
	if e.InitialColour != "" {
		writeLine(w, "XXC "+oneLine(e.InitialColour))
	}
	for _, line := range t.Extra {
		writeLine(w, oneLine(line))
	}
	return nil
}

// scoringLine writes line 162: each code in its column (6, 15, 24, ...)
// and its points in the four columns after it: W, D and L, then the
// other codes kept from the file.
func scoringLine(s Scoring, more []ScoreCode) (string, error) {
	line := newLine("162")
	codes := append([]ScoreCode{{"W", s.Win}, {"D", s.Draw}, {"L", s.Loss}}, more...)
	for i, c := range codes {
		col := 6 + 9*i
		if err := line.put(field{col, col}, c.Code, false); err != nil {
			return "", fmt.Errorf("scoring: %w", err)
		}
		if err := line.put(field{col + 1, col + 4}, c.Points.String(), true); err != nil {
			return "", fmt.Errorf("scoring: %w", err)
		}
	}
	return line.String(), nil
}

// roundDatesLine writes line 132 with each round's date as YY/MM/DD in the
// round's columns (YYYY/MM/DD outside 2000-2099, which YY cannot tell
// apart), or "" when no round has a date.
func roundDatesLine(rounds []Round) string {
	line := newLine("132")
	dated := false
	for r, round := range rounds {
		d := round.Date
		if d.IsZero() || d.YearOnly() {
			continue
		}
		opponent, _, _ := roundFields(r)
		text := fmt.Sprintf("%02d/%02d/%02d", d.Year%100, d.Month, d.Day)
		if d.Year < 2000 || d.Year > 2099 {
			text = d.format("/")
		}
		line.put(field{opponent.from, opponent.from + roundWidth - 1}, text, false)
		dated = true
	}
	if !dated {
		return ""
	}
	return line.String()
}

// roundsByPlayer returns each player's pairing in each round, by start
// rank; a round without pairing is a zero Pairing.
func roundsByPlayer(t *Tournament) map[int][]Pairing {
	m := make(map[int][]Pairing, len(t.Players))
	n := len(t.Rounds)
	var next []Pairing
	if rc := t.Event.RoundCount; rc == 0 || n < rc { // no column past the last round
		next = t.ByesFor(n + 1)
	}
	if len(next) > 0 {
		n++
	}
	for _, p := range t.Players {
		m[p.StartRank] = make([]Pairing, n)
	}
	for r, round := range append(slices.Clone(t.Rounds), Round{Pairings: next}) {
		for _, p := range round.Pairings {
			m[p.White][r] = p
			if !p.IsBye() {
				m[p.Black][r] = p
			}
		}
	}
	return m
}

// playerLine writes a player's 001 line.
func playerLine(s Standing, rounds []Pairing) (string, error) {
	p := s.Player
	line := newLine("001")
	puts := []struct {
		f     field
		value string
		right bool
	}{
		{colStartRank, strconv.Itoa(p.StartRank), true},
		{colSex, string(rune(p.Sex)), false},
		{colTitle, p.Title, true},
		{colName, trfName(p.Name), false},
		{colRating, positive(p.Rating), true},
		{colFed, p.Federation, false},
		{colFIDEID, positive(p.FIDEID), true},
		{colBirth, p.Birth.format("/"), false},
		{colPoints, s.Points.String(), true},
		{colRank, strconv.Itoa(s.Rank), true},
	}
	if p.Sex == SexUnknown {
		puts[1].value = ""
	}
	for _, put := range puts {
		if err := line.put(put.f, put.value, put.right); err != nil {
			return "", err
		}
	}
	for r, pairing := range rounds {
		if pairing.White == 0 {
			continue // not paired: blank columns
		}
		opp, colour, result := roundFields(r)
		o, c := "0000", "-"
		switch {
		case pairing.IsBye():
		case pairing.White == p.StartRank:
			o, c = fmt.Sprintf("%4d", pairing.Black), "w"
		default:
			o, c = fmt.Sprintf("%4d", pairing.White), "b"
		}
		if pairing.Colourless {
			c = "-" // as the file had it: nothing invented
		}
		line.put(opp, o, true)
		line.put(colour, c, false)
		mark := string(trfResultChar(pairing.Result, pairing.White == p.StartRank))
		if pairing.IsBye() && pairing.ByeCode != "" {
			mark = pairing.ByeCode
		}
		line.put(result, mark, false)
	}
	return line.String(), nil
}

// teamLine writes a 013 line as TRF16 lays it out: the name in cols 5-36,
// then each member's start rank in cols 37-40, 42-45, 47-50, ...
func teamLine(tm Team) (string, error) {
	line := newLine("013")
	if err := line.put(field{5, 36}, tm.Name, false); err != nil {
		return "", fmt.Errorf("team %s: %w", tm.Name, err)
	}
	for i, m := range tm.Members {
		col := 37 + 5*i
		if err := line.put(field{col, col + 3}, strconv.Itoa(m), true); err != nil {
			return "", fmt.Errorf("team %s: %w", tm.Name, err)
		}
	}
	return line.String(), nil
}

// trfName cuts a name to the 33 columns TRF gives it.
func trfName(name string) string {
	r := []rune(name)
	if len(r) <= colName.width() {
		return name
	}
	return strings.TrimRight(string(r[:colName.width()]), " ")
}

// TRFWarnings lists what WriteTRF changes to make the tournament fit
// TRF16: names longer than 33 characters are cut.
func TRFWarnings(t *Tournament) []string {
	var w []string
	for _, p := range t.Players {
		if cut := trfName(p.Name); cut != p.Name {
			w = append(w, fmt.Sprintf("player %d: name %q has %d characters, TRF keeps %d: %q",
				p.StartRank, p.Name, utf8.RuneCountInString(p.Name), colName.width(), cut))
		}
	}
	return w
}

// trfResultChar returns the result character of one side of a pairing.
func trfResultChar(r Result, white bool) rune {
	if c, ok := trfByes[r.Outcome]; ok {
		return c
	}
	w, b, known := r.Marks()
	m := b
	if white {
		m = w
	}
	switch {
	case !known:
		return trfUnfinished
	case r.IsForfeit() && m == Won:
		return trfForfeitWin
	case r.IsForfeit():
		return trfForfeitLoss
	case r.Unrated:
		return trfUnratedMarks[m]
	}
	return trfMarks[m]
}

// fixedLine is a line of fixed columns, blank until written.
type fixedLine []rune

func newLine(tag string) fixedLine { return fixedLine(tag) }

// put writes value into field f, aligned left or right; a value longer
// than the field is an error.
func (l *fixedLine) put(f field, value string, right bool) error {
	n := utf8.RuneCountInString(value)
	if n > f.width() {
		return fmt.Errorf("%q does not fit in %s (%d characters)", value, f, f.width())
	}
	for len(*l) < f.to {
		*l = append(*l, ' ')
	}
	start := f.from - 1
	if right {
		start += f.width() - n
	}
	copy((*l)[start:], []rune(value))
	return nil
}

func (l fixedLine) String() string { return strings.TrimRight(string(l), " ") }

func writeLine(w *bufio.Writer, line string) {
	w.WriteString(line)
	w.WriteString("\r\n")
}

// oneLine keeps a header value on its line.
func oneLine(s string) string {
	return strings.NewReplacer("\r", " ", "\n", " ").Replace(s)
}

// positive writes a number, or "" for 0.
func positive[N int | int64](n N) string {
	if n <= 0 {
		return ""
	}
	return strconv.FormatInt(int64(n), 10)
}
