package tournament

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// ReadTRF reads a FIDE TRF16 file: the tournament lines it knows (012 to
// 132, 162, XXR), and the players with their rounds from the 001 lines.
// Other lines are kept. Points and rank columns are not read: the
// standings are computed from the results. Lines that are not UTF-8 are
// read as Windows-1252 (Latin-1), as older Swiss-Manager and Vega files
// are written; a control character (binary data) is refused with its
// column.
func ReadTRF(r io.Reader) (*Tournament, error) {
	p := trfParser{t: &Tournament{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	sc.Split(scanLines)
	n := 0
	for sc.Scan() {
		n++
		p.lineNo = n
		line := decodeLine(sc.Bytes())
		if err := checkText(line); err != nil {
			return nil, &ParseError{Format: "trf", Line: n, Err: err}
		}
		if err := p.line(line); err != nil {
			return nil, &ParseError{Format: "trf", Line: n, Err: err}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("trf: line %d: %w", n+1, err)
	}
	if len(p.t.Players) == 0 {
		if n == 0 {
			return nil, errors.New("trf: line 1: the file is empty: not a TRF16 tournament file")
		}
		return nil, &ParseError{Format: "trf", Line: n, Err: fmt.Errorf("no player line (001) in the file's %d line(s): not a TRF16 tournament file", n)}
	}
	if err := p.finish(); err != nil {
		return nil, err
	}
	return p.t, nil
}

// trfParser collects a file's lines; pairings are built at the end, when
// every player's rounds are known.
type trfParser struct {
	t       *Tournament
	lineNo  int           // of the line being read
	lines   map[int]int   // start rank to line number
	fideIDs map[int64]int // FIDE id to line number
	teams   []int         // line number of each team
	// dayFirst are line 132's dates read DD/MM/YY, for a producer that
	// writes them so (nil when they cannot be): see plausibleDates.
	dayFirst []Date
	entries  map[int][]trfEntry
	dates    []Date
	// numeric are the file's dates written NN/NN/YYYY (042, 052, birth
	// dates, 132), read day first until finish decides how the file
	// writes them (numericMonthFirst); start and end are 042's and 052's
	// text.
	numeric    []numericDate
	start, end string
}

// numericDate is a date written NN/NN/YYYY, and where its month-first
// reading goes when the file writes dates so.
type numericDate struct {
	text string
	set  func(Date)
}

// trfEntry is one round of a player as the file gives it.
type trfEntry struct {
	opponent int // start rank; 0 for none
	colour   rune
	result   rune
	blank    bool // all ten columns blank: not paired
}

func (p *trfParser) line(line []rune) error {
	if len(line) < 3 {
		if strings.TrimSpace(string(line)) == "" {
			return nil
		}
		return fmt.Errorf("line %q is too short for a tag", string(line))
	}
	tag, value := string(line[:3]), ""
	if len(line) > 4 {
		value = strings.TrimSpace(string(line[4:]))
	}
	e := &p.t.Event
	var err error
	switch tag {
	case "001":
		return p.player(line)
	case "012":
		e.Name = value
	case "022":
		e.Venue = value
	case "032":
		e.Federation = value
	case "042":
		e.Start, err = ParseDate(value)
		p.start = value
		p.numeric = append(p.numeric, numericDate{value, func(d Date) { p.t.Event.Start = d }})
	case "052":
		e.End, err = ParseDate(value)
		p.end = value
		p.numeric = append(p.numeric, numericDate{value, func(d Date) { p.t.Event.End = d }})
	case "092":
		e.Type = value
	case "102":
		e.ChiefArbiter = value // empty in many files: no chief named
	case "112":
		if value != "" { // an empty line names no deputy
			e.Deputies = append(e.Deputies, value)
		}
	case "013":
		return p.team(line)
	case "062", "072":
		// Counts: written from the players.
	case "122":
		e.TimeControl = value
	case "222":
		e.TimeControlTRF26 = value
	case "142":
		e.RoundsPlanned, err = strconv.Atoi(value)
		if err != nil || e.RoundsPlanned < 1 {
			err = fmt.Errorf("number of rounds %q is not a positive number", value)
		}
	case "132":
		var texts []string
		p.dates, texts, err = roundDates(line)
		p.dayFirst = dayFirstDates(line, len(p.dates))
		for r, text := range texts {
			p.numeric = append(p.numeric, numericDate{text, func(d Date) { p.dates[r] = d }})
		}
	case "162":
		e.Scoring, e.ScoringCodes, err = parseScoring(line)
		if e.Scoring == DefaultScoring {
			e.Scoring = Scoring{} // as if the line were not there
		}
	case "XXC":
		e.InitialColour = value
	case "XXR":
		e.RoundCount, err = strconv.Atoi(value)
		if err != nil || e.RoundCount < 0 {
			err = fmt.Errorf("number of rounds %q is not a number", value)
		}
	case "299":
		if _, err = ParseAdjustment(string(line)); err == nil {
			p.t.Extra = append(p.t.Extra, strings.TrimRight(string(line), " "))
		}
	default:
		p.t.Extra = append(p.t.Extra, strings.TrimRight(string(line), " "))
	}
	if err != nil {
		return fmt.Errorf("%s: %w", tag, err)
	}
	return nil
}

// team reads a 013 line: the team's name in cols 5-36, then its players'
// start ranks.
func (p *trfParser) team(line []rune) error {
	name := field{5, 36}
	tm := Team{Name: strings.TrimSpace(name.in(line))}
	if tm.Name == "" {
		return fmt.Errorf("team name (%s) is empty", name)
	}
	rest := ""
	if len(line) > name.to {
		rest = string(line[name.to:])
	}
	for _, f := range strings.Fields(rest) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 {
			return fmt.Errorf("team %s: %q (after col %d) is not a start rank", tm.Name, f, name.to)
		}
		tm.Members = append(tm.Members, n)
	}
	p.t.Teams = append(p.t.Teams, tm)
	p.teams = append(p.teams, p.lineNo)
	return nil
}

// player reads a 001 line.
func (p *trfParser) player(line []rune) error {
	if len(line) < colName.from {
		return fmt.Errorf("player line is %d characters long: too short for a start rank and a name", len(line))
	}
	if err := checkPlayerColumns(line); err != nil {
		return err
	}
	var pl Player
	var err error
	get := func(f field) string { return strings.TrimSpace(f.in(line)) }
	if pl.StartRank, err = strconv.Atoi(get(colStartRank)); err != nil || pl.StartRank < 1 {
		return fmt.Errorf("start rank %q (%s) is not a positive number", colStartRank.in(line), colStartRank)
	}
	if prev, dup := p.lines[pl.StartRank]; dup {
		return fmt.Errorf("start rank %d is also on line %d", pl.StartRank, prev)
	}
	if pl.Sex, err = parseSex(get(colSex)); err != nil {
		return fmt.Errorf("%w (%s)", err, colSex)
	}
	if pl.Title, err = parseTitle(get(colTitle), trfTitles); err != nil {
		return fmt.Errorf("%w (%s)", err, colTitle)
	}
	if pl.Name = get(colName); pl.Name == "" {
		return fmt.Errorf("name (%s) is empty", colName)
	}
	if pl.Rating, err = parseCount(get(colRating), "rating"); err != nil {
		return fmt.Errorf("%w (%s)", err, colRating)
	}
	pl.Federation = get(colFed)
	if pl.FIDEID, err = parseID(get(colFIDEID)); err != nil {
		return fmt.Errorf("%w (%s)", err, colFIDEID)
	}
	if prev, dup := p.fideIDs[pl.FIDEID]; dup && pl.FIDEID != 0 {
		// One person entered twice: the event's players are identified
		// by their FIDE ids, so the arbiter says which line is right.
		return fmt.Errorf("FIDE id %d (%s) is also on line %d: one player entered twice?", pl.FIDEID, colFIDEID, prev)
	}
	if pl.Birth, err = parseBirth(get(colBirth)); err != nil {
		return fmt.Errorf("birth %w (%s)", err, colBirth)
	}
	i := len(p.t.Players) // finish reads the dates again before it sorts the players
	p.numeric = append(p.numeric, numericDate{get(colBirth), func(d Date) { p.t.Players[i].Birth = d }})
	entries, err := roundEntries(line)
	if err != nil {
		return err
	}
	p.t.Players = append(p.t.Players, pl)
	if p.lines == nil {
		p.lines, p.entries, p.fideIDs = make(map[int]int), make(map[int][]trfEntry), make(map[int64]int)
	}
	p.lines[pl.StartRank] = p.lineNo
	if pl.FIDEID != 0 {
		p.fideIDs[pl.FIDEID] = p.lineNo
	}
	p.entries[pl.StartRank] = entries
	return nil
}

// playerGaps are the columns of a 001 line the specification leaves blank
// between its fields. A character there means a field is shifted (a name
// padded by bytes rather than characters, a date one column late): the
// line is refused rather than read with a field cut short.
var playerGaps = []struct {
	col           int
	before, after field
}{
	{4, field{1, 3}, colStartRank}, {9, colStartRank, colSex}, {14, colTitle, colName},
	{48, colName, colRating}, {53, colRating, colFed}, {57, colFed, colFIDEID},
	{69, colFIDEID, colBirth}, {80, colBirth, colPoints}, {85, colPoints, colRank},
}

func checkPlayerColumns(line []rune) error {
	if n := len(line); n >= colStartRank.to && n < 80 {
		// A line may end after any field (trailing blanks trimmed), but
		// not inside a right-aligned number: its last digits are missing.
		// A number written from the field's first column (some writers
		// left-align the FIDE id) is whole.
		for _, f := range []struct {
			f    field
			what string
		}{{colRating, "rating"}, {colFIDEID, "FIDE id"}} {
			if in := f.f.in(line); n >= f.f.from && n < f.f.to && strings.TrimSpace(in) != "" && in[0] == ' ' {
				return fmt.Errorf("the line ends at col %d, inside the %s (%s): is it cut short?", n, f.what, f.f)
			}
		}
	}
	if len(line) >= 9 && line[8] >= '0' && line[8] <= '9' && strings.TrimSpace(string(line[4:8])) != "" && !strings.ContainsRune(string(line[4:8]), ' ') {
		return fmt.Errorf("start rank %q (cols 5-9) is longer than the four columns TRF gives it (%s): at most 9999 players", string(line[4:9]), colStartRank)
	}
	for _, g := range playerGaps {
		if g.col <= len(line) && line[g.col-1] != ' ' {
			return fmt.Errorf("%q in col %d, which the specification leaves blank between %s and %s: is a field shifted?",
				line[g.col-1], g.col, g.before, g.after)
		}
	}
	return nil
}

// roundEntries reads the ten-column round blocks of a player line.
func roundEntries(line []rune) ([]trfEntry, error) {
	var entries []trfEntry
	for r := 0; ; r++ {
		opp, colour, result := roundFields(r)
		if opp.from > len(line) {
			return entries, nil
		}
		block := field{opp.from, opp.from + roundWidth - 1}.in(line)
		if strings.TrimSpace(block) == "" {
			entries = append(entries, trfEntry{blank: true})
			continue
		}
		for _, gap := range []int{4, 6, 8, 9} { // blank between and after the fields
			if col := opp.from + gap; col <= len(line) && line[col-1] != ' ' {
				return nil, fmt.Errorf("round %d: %q in col %d, which should be blank: are the columns shifted?", r+1, line[col-1], col)
			}
		}
		e := trfEntry{colour: ' ', result: ' '}
		if s := strings.TrimSpace(opp.in(line)); s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 0 {
				return nil, fmt.Errorf("round %d: opponent %q (%s) is not a start rank", r+1, opp.in(line), opp)
			}
			e.opponent = n
		}
		if c := colour.in(line); c != "" {
			e.colour = []rune(strings.ToLower(c))[0]
		}
		if !strings.ContainsRune("wb- ", e.colour) {
			return nil, fmt.Errorf("round %d: colour %q (%s) is not w, b or -", r+1, e.colour, colour)
		}
		if c := result.in(line); c != "" {
			e.result = []rune(strings.ToUpper(c))[0]
		}
		if !strings.ContainsRune("+-WDL1=0HFUZ ", e.result) {
			return nil, fmt.Errorf("round %d: result %q (%s) is not one of + - W D L 1 = 0 H F U Z", r+1, e.result, result)
		}
		entries = append(entries, e)
	}
}

// finish builds the rounds from the players' entries and checks the whole.
func (p *trfParser) finish() error {
	t := p.t
	if p.numericMonthFirst() {
		for _, n := range p.numeric {
			if _, md := numericReadings(n.text); !md.IsZero() {
				n.set(md)
			}
		}
	}
	slices.SortStableFunc(t.Players, func(a, b Player) int { return a.StartRank - b.StartRank })
	rounds := 0
	for rank, entries := range p.entries {
		for len(entries) > 0 && entries[len(entries)-1].blank {
			entries = entries[:len(entries)-1]
		}
		p.entries[rank] = entries
		rounds = max(rounds, len(entries))
	}
	p.dates = plausibleDates(t.Event, p.dates, p.dayFirst)
	for r := range rounds {
		round, err := p.round(r)
		if err != nil {
			return err
		}
		if r < len(p.dates) {
			round.Date = p.dates[r]
		}
		t.Rounds = append(t.Rounds, round)
	}
	if n := len(t.Rounds); n > 0 && onlyRequestedByes(t.Rounds[n-1]) {
		// The file is the input of the next pairing: its last column holds
		// the byes pre-assigned for that round, which is not played yet.
		t.NextByes, t.Rounds = t.Rounds[n-1].Pairings, t.Rounds[:n-1]
	}
	for i, tm := range t.Teams {
		for _, m := range tm.Members {
			if _, ok := p.lines[m]; !ok {
				return &ParseError{Format: "trf", Line: p.teams[i], Err: fmt.Errorf("team %s: no player with start rank %d", tm.Name, m)}
			}
		}
	}
	if t.Event.RoundCount == 0 {
		t.Event.RoundCount = t.Event.RoundsPlanned
	}
	if err := t.Validate(); err != nil {
		return fmt.Errorf("trf: %w", err)
	}
	if !t.Event.IsRoundRobin() {
		for n := range t.Rounds {
			t.NumberBoards(n + 1)
		}
	}
	return nil
}

// round pairs the players of round r (0 for round 1). Boards are numbered
// in the order of the lower start rank of each game (a round-robin's
// order); finish renumbers a Swiss event's by NumberBoards. Byes get board 0.
func (p *trfParser) round(r int) (Round, error) {
	round := Round{Number: r + 1}
	done := make(map[int]bool)
	games := 0
	scoring := p.t.Event.ScoringOrDefault()
	for _, pl := range p.t.Players {
		rank := pl.StartRank
		e, ok := p.entry(rank, r)
		if !ok || done[rank] {
			continue
		}
		pairing, err := p.pairing(rank, e, r, scoring)
		if err != nil {
			return Round{}, &ParseError{Format: "trf", Line: p.lineOf(rank), Err: fmt.Errorf("round %d: %w", r+1, err)}
		}
		done[pairing.White], done[pairing.Black] = true, true
		if !pairing.IsBye() {
			games++
			pairing.Board = games
		}
		round.Pairings = append(round.Pairings, pairing)
	}
	return round, nil
}

// onlyRequestedByes reports whether a round has no game and no pairing-
// allocated bye: only byes the players asked for.
func onlyRequestedByes(r Round) bool {
	for _, p := range r.Pairings {
		if !p.IsBye() || p.Result.Outcome == PairingBye {
			return false
		}
	}
	return len(r.Pairings) > 0
}

// entry returns a player's entry for round r, if he has one.
func (p *trfParser) entry(rank, r int) (trfEntry, bool) {
	entries := p.entries[rank]
	if r >= len(entries) || entries[r].blank {
		return trfEntry{}, false
	}
	return entries[r], true
}

// pairing builds the pairing of a player's entry with his opponent's.
func (p *trfParser) pairing(rank int, e trfEntry, r int, s Scoring) (Pairing, error) {
	if e.opponent == 0 {
		if e.colour != '-' && e.colour != ' ' {
			return Pairing{}, fmt.Errorf("player %d has colour %c but no opponent", rank, e.colour)
		}
		o, err := byeOutcome(e.result)
		pairing := Pairing{White: rank, Result: Result{Outcome: o}}
		if c, ok := trfByes[o]; err == nil && (!ok || c != e.result) {
			pairing.ByeCode = string(e.result) // "0000 - -", an older "+"
		}
		return pairing, err
	}
	q := e.opponent
	if _, ok := p.lines[q]; !ok {
		return Pairing{}, fmt.Errorf("player %d: opponent %d is not a player of the file", rank, q)
	}
	if q == rank {
		return Pairing{}, fmt.Errorf("player %d is paired against himself", rank)
	}
	f, ok := p.entry(q, r)
	if !ok || f.opponent != rank {
		return Pairing{}, fmt.Errorf("player %d plays %d, but player %d's line (line %d) does not play %d", rank, q, q, p.lineOf(q), rank)
	}
	white, black, wr, br := rank, q, e.result, f.result
	switch {
	case e.colour == 'b' && f.colour != 'b':
		white, black, wr, br = q, rank, f.result, e.result
	case f.colour == 'w' && e.colour != 'w':
		white, black, wr, br = q, rank, f.result, e.result
	case e.colour == f.colour && e.colour != '-' && e.colour != ' ':
		return Pairing{}, fmt.Errorf("players %d and %d both have colour %c", rank, q, e.colour)
	}
	res, err := gameResult(wr, br, s)
	if err != nil {
		return Pairing{}, fmt.Errorf("players %d and %d: %w", white, black, err)
	}
	colourless := strings.ContainsRune("- ", e.colour) && strings.ContainsRune("- ", f.colour)
	return Pairing{White: white, Black: black, Result: res, Colourless: colourless}, nil
}

// byeOutcome reads the result of a player without opponent. Besides the
// bye codes it takes what older files write: + or 1 for a full-point bye,
// = for a half point, - or 0 for none.
func byeOutcome(c rune) (Outcome, error) {
	switch c {
	case 'U':
		return PairingBye, nil
	case 'F', '+', '1', 'W':
		return FullPointBye, nil
	case 'H', '=', 'D':
		return HalfPointBye, nil
	case 'Z', ' ', '-', '0', 'L':
		return ZeroPointBye, nil
	}
	return 0, fmt.Errorf("result %q needs an opponent", c)
}

// gameResult combines the result characters of White and Black.
func gameResult(w, b rune, s Scoring) (Result, error) {
	mismatch := fmt.Errorf("results %q and %q do not fit together", w, b)
	switch {
	case w == trfUnfinished && b == trfUnfinished:
		return Result{Outcome: Unfinished}, nil
	case w == trfForfeitWin && b == trfForfeitLoss:
		return Result{Outcome: WhiteWinsByForfeit}, nil
	case w == trfForfeitLoss && b == trfForfeitWin:
		return Result{Outcome: BlackWinsByForfeit}, nil
	case w == trfForfeitLoss && b == trfForfeitLoss:
		return Result{Outcome: DoubleForfeit}, nil
	}
	mw, unratedW, okW := trfMark(w)
	mb, unratedB, okB := trfMark(b)
	if !okW || !okB {
		return Result{}, mismatch
	}
	r := Result{Outcome: Adjusted, White: mw, Black: mb, Unrated: unratedW || unratedB}
	for _, o := range []Outcome{WhiteWins, BlackWins, Draw, BothLose} {
		if ow, ob, _ := (Result{Outcome: o}).Marks(); ow == mw && ob == mb {
			return Result{Outcome: o, Unrated: r.Unrated}, nil
		}
	}
	if err := r.validate(false, s); err != nil {
		if errors.Is(err, ErrResult) {
			return Result{}, fmt.Errorf("results %q and %q: a game scores at most the points of a win (Article 10.2)", w, b)
		}
		return Result{}, err
	}
	return r, nil
}

// trfMark reads the result character of a played game.
func trfMark(c rune) (m Mark, unrated, ok bool) {
	if i := slices.Index(trfMarks[:], c); i >= 0 {
		return Mark(i), false, true
	}
	if i := slices.Index(trfUnratedMarks[:], c); i >= 0 {
		return Mark(i), true, true
	}
	return 0, false, false
}

func (p *trfParser) lineOf(rank int) int { return p.lines[rank] }

// roundDates reads line 132: each round's date in the round's ten
// columns, as YY/MM/DD (the specification's form) or any form ParseDate
// reads; a blank block is a round without date. Dates that do not keep
// to the columns ("28. 07. 2005" takes twelve) are read in order instead.
func roundDates(line []rune) ([]Date, []string, error) {
	dates, texts, colErr := roundDatesInColumns(line)
	if colErr == nil {
		return dates, texts, nil
	}
	from := firstRoundCol
	if len(line) < from {
		from = 5 // no columns: the dates follow the tag
	}
	text := string(line[min(from-1, len(line)):])
	dates, texts = nil, nil
	for _, m := range datePattern.FindAllString(text, -1) {
		d, err := parseRoundDate(m)
		if err != nil {
			return nil, nil, colErr
		}
		dates, texts = append(dates, d), append(texts, m)
	}
	if strings.TrimSpace(datePattern.ReplaceAllString(text, "")) != "" {
		return nil, nil, colErr
	}
	return dates, texts, nil
}

// datePattern finds the dates of line 132 when they are not in columns.
var datePattern = regexp.MustCompile(`\d{1,4} ?[./-] ?\d{1,2} ?[./-] ?\d{2,4}`)

// roundDatesInColumns reads each round's date in its columns, and the
// text each was read from.
func roundDatesInColumns(line []rune) ([]Date, []string, error) {
	var dates []Date
	var texts []string
	for r := 0; ; r++ {
		opp, _, _ := roundFields(r)
		if opp.from > len(line) {
			return dates, texts, nil
		}
		f := field{opp.from, opp.from + roundWidth - 1}
		s := strings.TrimSpace(f.in(line))
		texts = append(texts, s)
		if s == "" {
			dates = append(dates, Date{})
			continue
		}
		d, err := parseRoundDate(s)
		if err != nil {
			return nil, nil, fmt.Errorf("round %d: %w (%s)", r+1, err, f)
		}
		dates = append(dates, d)
	}
}

// dayFirstDates reads line 132's dates in their columns as DD/MM/YY;
// nil unless n dates are all of that form and read so.
func dayFirstDates(line []rune, n int) []Date {
	var dates []Date
	for r := range n {
		opp, _, _ := roundFields(r)
		s := strings.TrimSpace(field{opp.from, opp.from + roundWidth - 1}.in(line))
		if s == "" {
			dates = append(dates, Date{})
			continue
		}
		if len(s) != 8 || !(s[2] == '/' || s[2] == '.' || s[2] == '-') || s[5] != s[2] {
			return nil
		}
		d, err := ParseDate(s[:6] + "20" + s[6:])
		if err != nil {
			return nil
		}
		dates = append(dates, d)
	}
	return dates
}

// plausibleDates returns the round dates read as the specification's
// YY/MM/DD, unless they fall outside the event's dates (042 to 052) and
// read DD/MM/YY they all fall inside: then the producer wrote them day
// first ("23/11/24" for 23 November 2024), and those are returned.
func plausibleDates(e Event, yearFirst, dayFirst []Date) []Date {
	if dayFirst != nil && !within(e, yearFirst) && within(e, dayFirst) {
		return dayFirst
	}
	return yearFirst
}

// within tells whether every round date falls within the event's dates
// (042 to 052, or 042 alone), with two days' grace; false when there is
// no date to compare.
func within(e Event, dates []Date) bool {
	if e.Start.IsZero() || e.Start.YearOnly() {
		return false
	}
	end := e.End
	if end.IsZero() || end.YearOnly() {
		end = e.Start
	}
	from, to := e.Start.time().AddDate(0, 0, -2), end.time().AddDate(0, 0, 2)
	seen := false
	for _, d := range dates {
		if d.IsZero() {
			continue
		}
		if d.time().Before(from) || d.time().After(to) {
			return false
		}
		seen = true
	}
	return seen
}

// numericMonthFirst decides how the file writes its dates NN/NN/YYYY,
// which read both ways while both numbers are 12 or less ("05/11/2024"),
// from the file itself, in this order: month first when one of its
// dates (042, 052, birth dates, 132) reads only so ("11/23/2024") and
// none reads only day first ("23/11/2024"); else when the round dates
// (132, the specification's YY/MM/DD) fall within 042-052 read month
// first and not read day first; else when only the month-first reading
// puts 052 on or after 042; else when the file names a US producer
// (SwissSys, WinTD) or the event is in the USA (032). Day first
// otherwise, as European producers write.
func (p *trfParser) numericMonthFirst() bool {
	onlyDay, onlyMonth, both := false, false, false
	for _, n := range p.numeric {
		dm, md := numericReadings(n.text)
		switch {
		case !dm.IsZero() && md.IsZero():
			onlyDay = true
		case dm.IsZero() && !md.IsZero():
			onlyMonth = true
		case dm != md:
			both = true
		}
	}
	if !both || onlyDay || onlyMonth {
		return onlyMonth && !onlyDay
	}
	e, us := p.t.Event, p.t.Event
	_, startMD := numericReadings(p.start)
	_, endMD := numericReadings(p.end)
	us.Start, us.End = or(startMD, e.Start), or(endMD, e.End)
	if !within(e, p.dates) && within(us, p.dates) {
		return true
	}
	if inOrder := func(e Event) bool { return !e.End.time().Before(e.Start.time()) }; !e.Start.IsZero() && !e.End.IsZero() && !inOrder(e) && inOrder(us) {
		return true
	}
	if strings.EqualFold(strings.TrimSpace(e.Federation), "USA") {
		return true
	}
	for _, line := range p.t.Extra {
		if l := strings.ToLower(line); strings.Contains(l, "swisssys") || strings.Contains(l, "wintd") {
			return true
		}
	}
	return false
}

func or(d, otherwise Date) Date {
	if d.IsZero() {
		return otherwise
	}
	return d
}

// parseRoundDate reads one round date: YY/MM/DD, or a full date.
func parseRoundDate(s string) (Date, error) {
	if len(s) == 8 && (s[2] == '/' || s[2] == '.') && s[5] == s[2] { // YY/MM/DD
		s = "20" + s
	}
	d, err := ParseDate(s)
	if err != nil || d.YearOnly() {
		return Date{}, fmt.Errorf("date %q is not YY/MM/DD", s)
	}
	return d, nil
}

// parseScoring reads line 162: a code in column 6 and its points in
// columns 7-10, again from column 15, 24, and so on. W, D and L make the
// event's scoring; the other codes (TRF-2026's P for the pairing-allocated
// bye, Z for a zero-point bye, and others) are kept in order, so that the
// line is written back as it came.
func parseScoring(line []rune) (Scoring, []ScoreCode, error) {
	s := DefaultScoring
	var codes []ScoreCode
	for col := 6; col <= len(line); col += 9 {
		code := field{col, col}.in(line)
		value := strings.TrimSpace(field{col + 1, col + 4}.in(line))
		if code == " " && value == "" {
			continue
		}
		pts, err := ParsePoints(value)
		if err != nil {
			return Scoring{}, nil, fmt.Errorf("points of %s (cols %d-%d): %w", code, col+1, col+4, err)
		}
		if strings.TrimSpace(code) == "" {
			return Scoring{}, nil, fmt.Errorf("points %s without a code (col %d)", value, col)
		}
		switch code {
		case "W":
			s.Win = pts
		case "D":
			s.Draw = pts
		case "L":
			s.Loss = pts
		default:
			codes = append(codes, ScoreCode{Code: code, Points: pts})
		}
	}
	return s, codes, s.Validate()
}

func parseSex(s string) (Sex, error) {
	switch strings.ToLower(s) {
	case "":
		return SexUnknown, nil
	case "m":
		return Male, nil
	case "w", "f":
		return Female, nil
	}
	return 0, fmt.Errorf("sex %q is not m or w", s)
}

// parseTitle reads a title through the given table of accepted spellings.
func parseTitle(s string, titles map[string]string) (string, error) {
	if s == "" {
		return "", nil
	}
	if t, ok := titles[strings.ToUpper(s)]; ok {
		return t, nil
	}
	return "", fmt.Errorf("title %q is not one of %s", s, strings.Join(Titles, ", "))
}

// parseCount reads a number that may be absent (0).
func parseCount(s, what string) (int, error) {
	if s == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%s %q is not a number", what, s)
	}
	return n, nil
}

func parseID(s string) (int64, error) {
	if s == "" {
		return 0, nil
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("FIDE id %q is not a number", s)
	}
	return n, nil
}

// parseBirth reads a birth date; a year of 0000 means none.
func parseBirth(s string) (Date, error) {
	if strings.HasPrefix(s, "0000") {
		return Date{}, nil
	}
	return ParseDate(s)
}

// scanLines splits at LF, CR LF or a lone CR, which the TRF specification
// asks for.
func scanLines(data []byte, atEOF bool) (int, []byte, error) {
	if i := bytes.IndexAny(data, "\r\n"); i >= 0 {
		if data[i] == '\r' {
			if i+1 == len(data) && !atEOF {
				return 0, nil, nil // is an LF next?
			}
			if i+1 < len(data) && data[i+1] == '\n' {
				return i + 2, data[:i], nil
			}
		}
		return i + 1, data[:i], nil
	}
	if atEOF && len(data) > 0 {
		return len(data), data, nil
	}
	return 0, nil, nil
}

// decodeLine reads a line as UTF-8, or as Windows-1252 (Latin-1) if it
// is not valid UTF-8, so that columns count characters. A DOS end-of-file
// mark (Ctrl-Z) at its end is not part of it.
func decodeLine(b []byte) []rune {
	b = bytes.TrimPrefix(b, []byte("\uFEFF"))
	b = bytes.TrimRight(b, "\x1a")
	if utf8.Valid(b) {
		return []rune(string(b))
	}
	s, err := charmap.Windows1252.NewDecoder().Bytes(b)
	if err != nil { // every byte has a character in Windows-1252
		s = b
	}
	return []rune(string(s))
}

// checkText refuses a line with a control character but the tab: what
// holds one is not a text file (or not one line of it).
func checkText(line []rune) error {
	for i, c := range line {
		if (c < 0x20 && c != '\t') || (c >= 0x7f && c < 0xa0) {
			return fmt.Errorf("control character %U in col %d: not text, is this a TRF file?", c, i+1)
		}
	}
	return nil
}
