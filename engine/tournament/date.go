package tournament

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Date is a calendar date without a time of day or a zone. Month and Day
// are 0 when only the year is known, as with many players' birth dates.
type Date struct {
	Year, Month, Day int
}

// IsZero reports whether the date is unknown.
func (d Date) IsZero() bool { return d == Date{} }

// time is the date's midnight UTC (a year alone is its first of January).
func (d Date) time() time.Time {
	return time.Date(d.Year, time.Month(max(d.Month, 1)), max(d.Day, 1), 0, 0, 0, 0, time.UTC)
}

// YearOnly reports whether only the year of the date is known.
func (d Date) YearOnly() bool { return d.Year != 0 && d.Month == 0 }

// String formats the date as "2024-05-01", a year alone as "1978", and the
// zero date as "".
func (d Date) String() string { return d.format("-") }

// format writes the date with the given separator.
func (d Date) format(sep string) string {
	switch {
	case d.IsZero():
		return ""
	case d.YearOnly():
		return fmt.Sprintf("%04d", d.Year)
	}
	return fmt.Sprintf("%04d%s%02d%s%02d", d.Year, sep, d.Month, sep, d.Day)
}

// ParseDate reads "YYYY-MM-DD", "YYYY/MM/DD" or "YYYY.MM.DD", the
// day-first forms real TRF files use ("24/09/2010", "28. 07. 2005",
// "24.09.2010"), a month written in English or German as lichess and
// others write it ("May 29, 2020", "29 May 2020", "29. Mai 2020"), an ISO
// timestamp's date ("2020-05-29T18:00:00Z"), or a year alone ("YYYY",
// also "YYYY/00/00" as pairing programs write it). The empty string is
// the zero date.
func ParseDate(s string) (Date, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return Date{}, nil
	}
	if d, ok, err := parseWrittenMonth(t); ok {
		if err != nil {
			return Date{}, fmt.Errorf("date %q: %w", s, err)
		}
		return d, nil
	}
	if i := strings.IndexByte(t, 'T'); i == 10 && len(t) > 10 {
		t = t[:10] // "2020-05-29T18:00:00Z"
	}
	if len(t) == 8 && isDigits(t) && t[:2] >= "19" && t[:2] <= "21" {
		t = t[:4] + "-" + t[4:6] + "-" + t[6:] // "20190501", ISO 8601's basic form
	}
	bad := fmt.Errorf("date %q is not YYYY-MM-DD, DD/MM/YYYY or YYYY", s)
	fields := strings.FieldsFunc(t, func(r rune) bool { return r == '-' || r == '/' || r == '.' })
	if len(fields) != 1 && len(fields) != 3 {
		return Date{}, bad
	}
	var n [3]int
	for i, f := range fields {
		f = strings.TrimSpace(f) // "28. 07. 2005"
		v, err := strconv.Atoi(f)
		if err != nil || v < 0 || f == "" {
			return Date{}, bad
		}
		n[i] = v
	}
	d := Date{Year: n[0], Month: n[1], Day: n[2]}
	if len(fields) == 3 && len(strings.TrimSpace(fields[0])) <= 2 && len(strings.TrimSpace(fields[2])) == 4 {
		d = Date{Year: n[2], Month: n[1], Day: n[0]} // day first
		if n[1] > 12 && n[0] >= 1 && n[0] <= 12 {
			d.Month, d.Day = n[0], n[1] // "11/23/2024": month first, as US programs write
		}
	}
	if err := d.Validate(); err != nil {
		return Date{}, fmt.Errorf("date %q: %w", s, err)
	}
	return d, nil
}

// Validate checks that the date exists in the calendar.
func (d Date) Validate() error {
	switch {
	case d.IsZero():
		return nil
	case d.Year < 1000 || d.Year > 9999:
		return fmt.Errorf("year %d is not four digits", d.Year)
	case d.YearOnly() && d.Day == 0:
		return nil
	case d.Month < 1 || d.Month > 12:
		return fmt.Errorf("month %d is not 1 to 12", d.Month)
	}
	// Day 0 of the next month is the last day of this one.
	last := time.Date(d.Year, time.Month(d.Month)+1, 0, 0, 0, 0, 0, time.UTC).Day()
	if d.Day < 1 || d.Day > last {
		return fmt.Errorf("day %d is not 1 to %d", d.Day, last)
	}
	return nil
}

// months are the month names files write, by their first three letters
// in lower case (English, German, French, Spanish, Italian, Dutch).
var months = map[string]int{
	"jan": 1, "feb": 2, "fev": 2, "fév": 2, "mar": 3, "mär": 3, "maa": 3, "apr": 4, "avr": 4, "abr": 4,
	"may": 5, "mai": 5, "mei": 5, "mag": 5, "jun": 6, "giu": 6, "jul": 7, "lug": 7,
	"aug": 8, "aoû": 8, "aou": 8, "ago": 8, "sep": 9, "set": 9, "oct": 10, "okt": 10, "ott": 10,
	"nov": 11, "dec": 12, "dez": 12, "déc": 12, "dic": 12,
}

// parseWrittenMonth reads a date whose month is a word: "May 29, 2020",
// "29 May 2020", "29. Mai 2020". ok is false when s has no month word.
func parseWrittenMonth(s string) (d Date, ok bool, err error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '.' || r == '-' || r == '/' })
	if len(fields) != 3 {
		return Date{}, false, nil
	}
	month, at := 0, -1
	for i, f := range fields {
		r := []rune(strings.ToLower(f))
		if len(r) >= 3 && !isDigits(f) {
			if m, known := months[string(r[:3])]; known {
				month, at = m, i
			}
		}
	}
	if at < 0 {
		return Date{}, false, nil
	}
	var nums []int
	for i, f := range fields {
		if i == at {
			continue
		}
		n, err := strconv.Atoi(strings.TrimRight(f, "stndrhe")) // "May 1st, 2019", "1er mai 2019"
		if err != nil || (!isDigits(f) && !ordinal.MatchString(f)) {
			return Date{}, true, fmt.Errorf("%q is not a day or a year", f)
		}
		nums = append(nums, n)
	}
	day, year := nums[0], nums[1] // "May 29, 2020", "29 May 2020"
	if nums[0] > 31 {
		year, day = nums[0], nums[1] // "2020 May 29"
	}
	d = Date{Year: year, Month: month, Day: day}
	return d, true, d.Validate()
}

// ordinal is a day written as an ordinal: 1st, 2nd, 3rd, 29th, 1er.
var ordinal = regexp.MustCompile(`^[0-9]{1,2}(st|nd|rd|th|er)$`)

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// numericReadings reads a date written NN/NN/YYYY ("05/11/2024", with
// slashes, dots or dashes) both ways, day first and month first; each is
// zero where that reading is no date, both for any other form.
func numericReadings(s string) (dayFirst, monthFirst Date) {
	f := strings.FieldsFunc(strings.TrimSpace(s), func(r rune) bool { return r == '/' || r == '-' || r == '.' })
	if len(f) != 3 {
		return Date{}, Date{}
	}
	for i := range f {
		f[i] = strings.TrimSpace(f[i]) // "28. 07. 2005"
	}
	if len(f[0]) > 2 || len(f[1]) > 2 || len(f[2]) != 4 || !isDigits(f[0]+f[1]+f[2]) || f[0] == "" || f[1] == "" {
		return Date{}, Date{}
	}
	a, _ := strconv.Atoi(f[0])
	b, _ := strconv.Atoi(f[1])
	y, _ := strconv.Atoi(f[2])
	if d := (Date{Year: y, Month: b, Day: a}); d.Validate() == nil {
		dayFirst = d
	}
	if d := (Date{Year: y, Month: a, Day: b}); d.Validate() == nil {
		monthFirst = d
	}
	return dayFirst, monthFirst
}
