package tournament

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// PlayerColumns are the columns of a players CSV file, in the order
// WritePlayersCSV writes them. Only name is required when reading, and the
// columns may come in any order.
var PlayerColumns = []string{"start_rank", "name", "fide_id", "rating", "federation", "title", "sex", "birth",
	"lang", "visually_impaired", "needs_assistant"}

// ResultColumns are the columns WriteResultsCSV writes; ReadResultsCSV
// needs round, white and result.
var ResultColumns = []string{"round", "board", "white", "white_name", "black", "black_name",
	"result", "white_points", "black_points"}

// newCSVReader reads CSV as the writers write it and spreadsheets save
// it: with or without a UTF-8 byte order mark, fields separated by "," or,
// when the header line has more of them, by ";".
//
// A file that is not UTF-8 is read as Windows-1252, as a German or French
// Excel saves "CSV" (and Swiss-Manager its text exports): Latin-1 with
// "€", "Š" and the typographic quotes.
func newCSVReader(r io.Reader) *csv.Reader {
	br := bufio.NewReader(decodeText(r))
	if bom, _ := br.Peek(3); bytes.Equal(bom, []byte("\uFEFF")) {
		br.Discard(3)
	}
	cr := csv.NewReader(br)
	head, _ := br.Peek(4096) // as much as there is, up to the buffer's size
	first, _, _ := bytes.Cut(head, []byte("\n"))
	if bytes.Count(first, []byte(";")) > bytes.Count(first, []byte(",")) {
		cr.Comma = ';'
	}
	cr.TrimLeadingSpace = true
	return cr
}

// ReadCSVHeader returns the column names of a CSV file's header line, so
// that a program can tell a players file from a results file.
func ReadCSVHeader(r io.Reader) ([]string, error) {
	header, err := newCSVReader(r).Read()
	if err == io.EOF {
		return nil, &ParseError{Format: "csv", Line: 1, Err: errors.New("no header line")}
	}
	if err != nil {
		return nil, csvError(err)
	}
	for i, h := range header {
		header[i] = strings.ToLower(strings.TrimSpace(strings.TrimPrefix(h, "\uFEFF")))
	}
	return header, nil
}

// MaxStartRank is the highest start rank: a TRF's four columns.
const MaxStartRank = 9999

// ReadPlayersCSV reads players from CSV with a header line naming the
// columns (see PlayerColumns, or a spreadsheet's own: ReadPlayerList).
// Players keep the start ranks of a start_rank column; those without one
// follow the highest, in file order.
func ReadPlayersCSV(r io.Reader) ([]Player, error) {
	players, _, err := ReadPlayerList(r)
	return players, err
}

// ReadPlayerList is ReadPlayersCSV with what the arbiter should look at:
// a name written without a comma between surname and given name, and the
// columns of a foreign export it leaves aside. Besides this project's own
// columns it reads Swiss-Manager's player export in German or English
// ("Nr;Name;Titel;Identnr;EloNat;EloInt;Geburt;Fed;Sex;...;Nachname;
// Vorname", "No;Name;Title;...;Surname;First name") and the usual
// spreadsheet headers (see columnAliases); with Nachname and Vorname the
// name is "Nachname, Vorname". A FIDE id on two lines is refused, naming
// both.
func ReadPlayerList(r io.Reader) ([]Player, []string, error) {
	cr := newCSVReader(r)
	cr.FieldsPerRecord = -1 // spreadsheets drop trailing empty fields
	header, err := cr.Read()
	if err == io.EOF {
		return nil, nil, &ParseError{Format: "csv", Line: 1, Err: errors.New("no header line")}
	}
	if err != nil {
		return nil, nil, csvError(err)
	}
	cols, ignored, err := playerColumns(header)
	if err != nil {
		return nil, nil, &ParseError{Format: "csv", Line: 1, Err: err}
	}
	if len(ignored) == 0 && !slices.ContainsFunc(header, func(h string) bool { _, ok := columnAliases[strings.ToLower(strings.TrimSpace(h))]; return ok }) {
		cr.FieldsPerRecord = len(header) // this project's own file: every line complete
	}
	var warnings []string
	if len(ignored) > 0 {
		warnings = append(warnings, fmt.Sprintf("line 1: columns left aside: %s", strings.Join(ignored, ", ")))
	}
	var players []Player
	var lines []int
	ranks := map[int]int{}    // line by start rank
	ids := map[int64]int{}    // line by FIDE id
	names := map[int]string{} // name by line
	highest := 0
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, nil, csvError(err)
		}
		line, _ := cr.FieldPos(0)
		if blankRecord(rec) {
			continue
		}
		p, err := playerRecord(cols, rec)
		if err != nil {
			return nil, nil, &ParseError{Format: "csv", Line: line, Err: err}
		}
		if p.StartRank != 0 {
			if other, dup := ranks[p.StartRank]; dup {
				return nil, nil, &ParseError{Format: "csv", Line: line, Err: fmt.Errorf("start_rank %d is also on line %d", p.StartRank, other)}
			}
			ranks[p.StartRank] = line
			highest = max(highest, p.StartRank)
		}
		if p.FIDEID != 0 {
			if other, dup := ids[p.FIDEID]; dup {
				return nil, nil, &ParseError{Format: "csv", Line: line, Err: fmt.Errorf("FIDE id %d of %s is also on line %d (%s)", p.FIDEID, quoteName(p.Name), other, quoteName(names[other]))}
			}
			ids[p.FIDEID] = line
		}
		names[line] = p.Name
		if !strings.Contains(p.Name, ",") {
			warnings = append(warnings, fmt.Sprintf("line %d: name %s has no comma between surname and given name", line, quoteName(p.Name)))
		}
		players = append(players, p)
		lines = append(lines, line)
	}
	for i := range players {
		if players[i].StartRank == 0 {
			highest++
			players[i].StartRank = highest
			if highest > MaxStartRank {
				return nil, nil, &ParseError{Format: "csv", Line: lines[i], Err: fmt.Errorf("this player would be number %d after the highest start_rank: a TRF numbers at most %d players", highest, MaxStartRank)}
			}
		}
	}
	return players, warnings, nil
}

func blankRecord(rec []string) bool {
	for _, f := range rec {
		if strings.TrimSpace(f) != "" {
			return false
		}
	}
	return true
}

// columnAliases maps the headers of other programs' player lists, in
// lower case, to this project's columns (see PlayerColumns) or to
// "surname" and "given", which make the name; "" leaves a column aside.
var columnAliases = map[string]string{
	// Swiss-Manager, German
	"nr": "start_rank", "nr.": "start_rank", "snr": "start_rank", "titel": "title", "identnr": "", "elonat": "national_rating",
	"eloint": "rating", "elo": "rating", "geburt": "birth", "geb.": "birth", "geburtsdatum": "birth", "land": "federation",
	"geschlecht": "sex", "fideident": "fide_id", "fide-id": "fide_id", "fideid": "fide_id", "nachname": "surname", "vorname": "given",
	"typ": "", "gr": "", "klubnr": "", "klub": "", "verein": "", "quelle": "", "pkt": "", "rang": "", "atitel": "",
	// Swiss-Manager and spreadsheets, English
	"no": "start_rank", "no.": "start_rank", "sno": "start_rank", "start no": "start_rank", "id-no": "", "idno": "",
	"rtg": "rating", "rtgint": "rating", "rtg-int": "rating", "rating int": "rating", "fide rating": "rating", "rtgnat": "national_rating",
	"rtg-nat": "national_rating", "born": "birth", "birthday": "birth", "date of birth": "birth", "fed": "federation", "country": "federation",
	"gender": "sex", "fide id": "fide_id", "id fide": "fide_id", "surname": "surname", "last name": "surname", "lastname": "surname",
	"first name": "given", "firstname": "given", "given name": "given", "club": "", "type": "", "group": "", "source": "", "pts": "", "points": "",
	"rk": "", "rank": "", "clubno": "",
}

// playerColumns maps each column to its index in the header. A header of
// this project's columns only is read strictly (an unknown column is an
// error); one with another program's headers (columnAliases) is read
// through them, and its columns that mean nothing here are returned as
// ignored.
func playerColumns(header []string) (cols map[string]int, ignored []string, err error) {
	foreign := false
	for _, h := range header {
		name := strings.ToLower(strings.TrimSpace(strings.TrimPrefix(h, "\uFEFF")))
		if _, ok := columnAliases[name]; ok && !slices.Contains(PlayerColumns, name) {
			foreign = true
		}
		if isTieBreakColumn(name) {
			foreign = true
		}
	}
	cols = make(map[string]int, len(header))
	for i, h := range header {
		name := strings.ToLower(strings.TrimSpace(strings.TrimPrefix(h, "\uFEFF")))
		if name == "" {
			continue
		}
		if foreign && !slices.Contains(PlayerColumns, name) {
			alias, known := columnAliases[name]
			if !known || alias == "" || isTieBreakColumn(name) {
				ignored = append(ignored, strings.TrimSpace(h))
				continue
			}
			name = alias
		}
		if !foreign && !slices.Contains(PlayerColumns, name) {
			return nil, nil, fmt.Errorf("unknown column %q (known: %s)", h, strings.Join(PlayerColumns, ", "))
		}
		if _, dup := cols[name]; dup {
			if foreign && name == "rating" {
				continue // the first of Elo and EloInt, say
			}
			return nil, nil, fmt.Errorf("column %q appears twice", name)
		}
		cols[name] = i
	}
	_, name := cols["name"]
	_, surname := cols["surname"]
	if !name && !surname {
		return nil, nil, errors.New(`no "name" column (nor surname and given name)`)
	}
	return cols, ignored, nil
}

var tieBreakColumn = regexp.MustCompile(`^(wtg|tb)\d+$`)

func isTieBreakColumn(name string) bool { return tieBreakColumn.MatchString(name) }

// playerRecord reads one player; errors name the column and its value.
func playerRecord(cols map[string]int, rec []string) (Player, error) {
	get := func(col string) string {
		if i, ok := cols[col]; ok && i < len(rec) {
			return strings.TrimSpace(rec[i])
		}
		return ""
	}
	p := Player{Name: get("name"), Federation: strings.ToUpper(get("federation")), Language: get("lang")}
	var err error
	if surname, given := get("surname"), get("given"); surname != "" {
		p.Name = surname
		if given != "" {
			p.Name += ", " + given
		}
	}
	if p.Name == "" {
		return p, errors.New("name is empty")
	}
	if p.StartRank, err = parseCount(get("start_rank"), "start_rank"); err != nil {
		return p, err
	}
	if p.StartRank > MaxStartRank {
		return p, fmt.Errorf("start_rank %d is not 1 to %d", p.StartRank, MaxStartRank)
	}
	fideID := get("fide_id")
	if fideID == "0" { // Swiss-Manager's "no FIDE id"
		fideID = ""
	}
	if p.FIDEID, err = parseID(fideID); err != nil {
		return p, fmt.Errorf("fide_id %q is not a number", get("fide_id"))
	}
	if p.Rating, err = parseCount(get("rating"), "rating"); err != nil {
		return p, err
	}
	if p.Rating == 0 { // a national rating when there is no FIDE one
		if p.Rating, err = parseCount(get("national_rating"), "national rating"); err != nil {
			return p, err
		}
	}
	if p.Rating > 3999 {
		return p, fmt.Errorf("rating %d is not 0 to 3999", p.Rating)
	}
	if p.Federation != "" && !federationPattern.MatchString(p.Federation) {
		return p, fmt.Errorf("federation %q is not three letters", get("federation"))
	}
	if p.Title, err = parseTitle(get("title"), csvTitles); err != nil {
		return p, err
	}
	if p.Sex, err = parseSex(strings.NewReplacer("M", "m", "W", "w", "F", "w").Replace(get("sex"))); err != nil {
		return p, err
	}
	if p.Birth, err = ParseDate(get("birth")); err != nil {
		return p, fmt.Errorf("birth: %w", err)
	}
	if p.Language != "" && !languagePattern.MatchString(p.Language) {
		return p, fmt.Errorf("lang %q is not a language code like de or pt-BR", p.Language)
	}
	if p.VisuallyImpaired, err = parseYesNo(get("visually_impaired"), "visually_impaired"); err != nil {
		return p, err
	}
	p.NeedsAssistant, err = parseYesNo(get("needs_assistant"), "needs_assistant")
	return p, err
}

var (
	federationPattern = regexp.MustCompile(`^[A-Z]{3}$`)
	languagePattern   = regexp.MustCompile(`^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$`)
	csvTitles         = func() map[string]string {
		m := make(map[string]string, len(Titles))
		for _, t := range Titles {
			m[t] = t
		}
		return m
	}()
)

func parseYesNo(s, column string) (bool, error) {
	switch strings.ToLower(s) {
	case "", "no", "n", "false", "0":
		return false, nil
	case "yes", "y", "true", "1":
		return true, nil
	}
	return false, fmt.Errorf("%s %q is not yes or no", column, s)
}

// csvError turns an encoding/csv error into a ParseError with its line.
func csvError(err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return &ParseError{Format: "csv", Line: pe.Line, Err: pe.Err}
	}
	return fmt.Errorf("csv: %w", err)
}

// CSVOptions choose the form the CSV writers write. Every file starts
// with a UTF-8 byte order mark, so that spreadsheets read "½" and accented
// names as written. Semicolon separates the fields with ";" and writes
// points with a decimal comma ("1,5"), as spreadsheets expect in locales
// that use decimal commas. The readers take both forms.
type CSVOptions struct {
	Semicolon bool
}

// WritePlayersCSV writes players with a header of PlayerColumns, in a form
// ReadPlayersCSV reads back, separated by commas.
func WritePlayersCSV(w io.Writer, players []Player) error {
	return CSVOptions{}.WritePlayers(w, players)
}

// WritePlayers writes players as WritePlayersCSV does, in o's form.
func (o CSVOptions) WritePlayers(w io.Writer, players []Player) error {
	rows := [][]string{PlayerColumns}
	for _, p := range players {
		sex := ""
		if p.Sex != SexUnknown {
			sex = string(rune(p.Sex))
		}
		rows = append(rows, []string{positive(p.StartRank), p.Name, positive(p.FIDEID), positive(p.Rating), p.Federation,
			p.Title, sex, p.Birth.String(), p.Language, yesNo(p.VisuallyImpaired), yesNo(p.NeedsAssistant)})
	}
	return o.write(w, rows)
}

// WriteResultsCSV writes every pairing of every round: start ranks and
// names, the result as Result.String writes it, and the points each side
// scored under the event's scoring. A bye has no board and no Black; an
// unfinished game has no points yet. ReadResultsCSV reads it back.
func WriteResultsCSV(w io.Writer, t *Tournament) error {
	return CSVOptions{}.WriteResults(w, t)
}

// WriteResults writes results as WriteResultsCSV does, in o's form.
func (o CSVOptions) WriteResults(w io.Writer, t *Tournament) error {
	if err := t.Validate(); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	scoring := t.Event.ScoringOrDefault()
	name := func(rank int) string { p, _ := t.Player(rank); return p.Name }
	points := func(p Points) string {
		if o.Semicolon {
			return strings.Replace(p.String(), ".", ",", 1)
		}
		return p.String()
	}
	rows := [][]string{ResultColumns}
	for _, r := range t.Rounds {
		for _, p := range r.Pairings {
			wp, bp := p.Result.Points(scoring)
			row := []string{strconv.Itoa(r.Number), positive(p.Board), strconv.Itoa(p.White), name(p.White),
				"", "", p.Result.String(), points(wp), points(bp)}
			if p.IsBye() {
				row[8] = ""
			} else {
				row[4], row[5] = strconv.Itoa(p.Black), name(p.Black)
			}
			if _, _, known := p.Result.Marks(); !known {
				row[7], row[8] = "", ""
			}
			rows = append(rows, row)
		}
	}
	return o.write(w, rows)
}

// ReadResultsCSV reads the rounds of a results CSV file, as
// WriteResultsCSV writes it: round, board (empty for a bye), the start
// ranks of White and Black (empty for a bye) and the result. Names and
// points are not read: the event's players and scoring give them.
func ReadResultsCSV(r io.Reader) ([]Round, error) {
	cr := newCSVReader(r)
	header, err := cr.Read()
	if err == io.EOF {
		return nil, &ParseError{Format: "csv", Line: 1, Err: errors.New("no header line")}
	}
	if err != nil {
		return nil, csvError(err)
	}
	cols := map[string]int{}
	for i, h := range header {
		name := strings.ToLower(strings.TrimSpace(h))
		if !slices.Contains(ResultColumns, name) {
			return nil, &ParseError{Format: "csv", Line: 1, Err: fmt.Errorf("unknown column %q (known: %s)", h, strings.Join(ResultColumns, ", "))}
		}
		cols[name] = i
	}
	for _, need := range []string{"round", "white", "result"} {
		if _, ok := cols[need]; !ok {
			return nil, &ParseError{Format: "csv", Line: 1, Err: fmt.Errorf("no %q column", need)}
		}
	}
	var rounds []Round
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			return rounds, nil
		}
		if err != nil {
			return nil, csvError(err)
		}
		line, _ := cr.FieldPos(0)
		get := func(col string) string {
			if i, ok := cols[col]; ok {
				return strings.TrimSpace(rec[i])
			}
			return ""
		}
		n, err := parseCount(get("round"), "round")
		if err == nil && n == 0 {
			err = errors.New("round is empty")
		}
		var p Pairing
		if err == nil {
			p.Board, err = parseCount(get("board"), "board")
		}
		if err == nil {
			p.White, err = parseCount(get("white"), "white")
		}
		if err == nil {
			p.Black, err = parseCount(get("black"), "black")
		}
		if err == nil {
			p.Result, err = ParseResult(get("result"))
		}
		if err != nil {
			return nil, &ParseError{Format: "csv", Line: line, Err: err}
		}
		if len(rounds) == 0 || rounds[len(rounds)-1].Number != n {
			rounds = append(rounds, Round{Number: n})
		}
		rounds[len(rounds)-1].Pairings = append(rounds[len(rounds)-1].Pairings, p)
	}
}

// write writes rows in o's form after a byte order mark.
func (o CSVOptions) write(w io.Writer, rows [][]string) error {
	if _, err := io.WriteString(w, "\uFEFF"); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	cw := csv.NewWriter(w)
	if o.Semicolon {
		cw.Comma = ';'
	}
	if err := cw.WriteAll(rows); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	return nil
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// decodeText returns r as UTF-8: UTF-8 (with or without a byte order
// mark) as it is, UTF-16 after its byte order mark converted, anything
// else read as Windows-1252.
func decodeText(r io.Reader) io.Reader {
	data, err := io.ReadAll(r)
	if err != nil {
		return io.MultiReader(bytes.NewReader(data), errReader{err})
	}
	switch {
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return transform.NewReader(bytes.NewReader(data), unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewDecoder())
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return transform.NewReader(bytes.NewReader(data), unicode.UTF16(unicode.BigEndian, unicode.UseBOM).NewDecoder())
	case utf8.Valid(data):
		return bytes.NewReader(data)
	}
	return transform.NewReader(bytes.NewReader(data), charmap.Windows1252.NewDecoder())
}

type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }

// quoteName quotes a name for a message, a pasted megabyte cut to its
// start and its length.
func quoteName(s string) string {
	if r := []rune(s); len(r) > 200 {
		return fmt.Sprintf("%q… (%d characters)", string(r[:60]), len(r))
	}
	return fmt.Sprintf("%q", s)
}
