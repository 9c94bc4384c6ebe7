package tournament

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// PlayerColumns are the columns of a players CSV file, in the order
// WritePlayersCSV writes them. Only name is required when reading, and the
// columns may come in any order.
var PlayerColumns = []string{"name", "fide_id", "rating", "federation", "title", "sex", "birth",
	"lang", "visually_impaired", "needs_assistant"}

// ResultColumns are the columns WriteResultsCSV writes.
var ResultColumns = []string{"round", "board", "white", "white_name", "black", "black_name",
	"result", "white_points", "black_points"}

// ReadPlayersCSV reads players from CSV with a header line naming the
// columns (see PlayerColumns). Players get start ranks in file order from 1.
func ReadPlayersCSV(r io.Reader) ([]Player, error) {
	cr := csv.NewReader(r)
	cr.TrimLeadingSpace = true
	header, err := cr.Read()
	if err == io.EOF {
		return nil, &ParseError{Format: "csv", Line: 1, Err: errors.New("no header line")}
	}
	if err != nil {
		return nil, csvError(err)
	}
	cols, err := playerColumns(header)
	if err != nil {
		return nil, &ParseError{Format: "csv", Line: 1, Err: err}
	}
	var players []Player
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			return players, nil
		}
		if err != nil {
			return nil, csvError(err)
		}
		line, _ := cr.FieldPos(0)
		p, err := playerRecord(cols, rec)
		if err != nil {
			return nil, &ParseError{Format: "csv", Line: line, Err: err}
		}
		p.StartRank = len(players) + 1
		players = append(players, p)
	}
}

// playerColumns maps each known column name to its index in the header.
func playerColumns(header []string) (map[string]int, error) {
	cols := make(map[string]int, len(header))
	for i, h := range header {
		name := strings.ToLower(strings.TrimSpace(strings.TrimPrefix(h, "\uFEFF")))
		if !slices.Contains(PlayerColumns, name) {
			return nil, fmt.Errorf("unknown column %q (known: %s)", h, strings.Join(PlayerColumns, ", "))
		}
		if _, dup := cols[name]; dup {
			return nil, fmt.Errorf("column %q appears twice", name)
		}
		cols[name] = i
	}
	if _, ok := cols["name"]; !ok {
		return nil, errors.New(`no "name" column`)
	}
	return cols, nil
}

// playerRecord reads one player; errors name the column and its value.
func playerRecord(cols map[string]int, rec []string) (Player, error) {
	get := func(col string) string {
		if i, ok := cols[col]; ok {
			return strings.TrimSpace(rec[i])
		}
		return ""
	}
	p := Player{Name: get("name"), Federation: strings.ToUpper(get("federation")), Language: get("lang")}
	var err error
	if p.Name == "" {
		return p, errors.New("name is empty")
	}
	if p.FIDEID, err = parseID(get("fide_id")); err != nil {
		return p, fmt.Errorf("fide_id %q is not a number", get("fide_id"))
	}
	if p.Rating, err = parseCount(get("rating"), "rating"); err != nil {
		return p, err
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
	if p.Sex, err = parseSex(get("sex")); err != nil {
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

// WritePlayersCSV writes players with a header of PlayerColumns, in a form
// ReadPlayersCSV reads back.
func WritePlayersCSV(w io.Writer, players []Player) error {
	rows := [][]string{PlayerColumns}
	for _, p := range players {
		sex := ""
		if p.Sex != SexUnknown {
			sex = string(rune(p.Sex))
		}
		rows = append(rows, []string{p.Name, positive(p.FIDEID), positive(p.Rating), p.Federation,
			p.Title, sex, p.Birth.String(), p.Language, yesNo(p.VisuallyImpaired), yesNo(p.NeedsAssistant)})
	}
	return writeCSV(w, rows)
}

// WriteResultsCSV writes every pairing of every round: start ranks and
// names, the result as Result.String writes it, and the points each side
// scored under the event's scoring. A bye has no board and no Black; an
// unfinished game has no points yet.
func WriteResultsCSV(w io.Writer, t *Tournament) error {
	if err := t.Validate(); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	scoring := t.Event.ScoringOrDefault()
	name := func(rank int) string { p, _ := t.Player(rank); return p.Name }
	rows := [][]string{ResultColumns}
	for _, r := range t.Rounds {
		for _, p := range r.Pairings {
			wp, bp := p.Result.Points(scoring)
			row := []string{strconv.Itoa(r.Number), positive(p.Board), strconv.Itoa(p.White), name(p.White),
				"", "", p.Result.String(), wp.String(), bp.String()}
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
	return writeCSV(w, rows)
}

func writeCSV(w io.Writer, rows [][]string) error {
	cw := csv.NewWriter(w)
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
