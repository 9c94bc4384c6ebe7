package locales

import (
	"encoding/json"
	"fmt"
)

// concordanceEntry is one row of laws/concordance.json: the numbers one
// rule has in each edition ("2014" may name an item: "7.5 b").
type concordanceEntry map[string]string

func parseConcordance(data []byte) ([]concordanceEntry, error) {
	var file struct {
		Entries []concordanceEntry `json:"entries"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		return nil, err
	}
	for i, e := range file.Entries {
		if e["2017"] == "" && e["2018"] == "" {
			return nil, fmt.Errorf("entry %d: no 2017 or 2018 number", i+1)
		}
	}
	return file.Entries, nil
}

// Concordance returns the number that article id of edition from has in
// edition to: Concordance("2014", "7.5 b", "2018") is "7.5.5". A 2014
// article asked for without its item ("7.5") maps to the first of its
// items' successors. Between 2017 and 2018, numbers the table does not
// list are unchanged when the other edition has them.
func Concordance(fromEdition, id, toEdition string) (string, bool) {
	l := load()
	if l.err != nil {
		return "", false
	}
	if fromEdition == toEdition {
		return id, true
	}
	listed := false
	for _, e := range l.conc {
		if e[fromEdition] == id {
			listed = true
			if to := e[toEdition]; to != "" {
				return to, true
			}
		}
	}
	if fromEdition == "2014" && !listed {
		for _, e := range l.conc {
			if articleOf(e["2014"]) == id && e[toEdition] != "" {
				return e[toEdition], true
			}
		}
	}
	if !listed && isModern(fromEdition) && isModern(toEdition) && l.editionHas(toEdition, id) {
		return id, true
	}
	return "", false
}

func isModern(edition string) bool { return edition == "2017" || edition == "2018" }

// editionHas reports whether any language of edition has article id.
func (l *library) editionHas(edition, id string) bool {
	for _, d := range l.docs {
		if d.Edition != edition {
			continue
		}
		if _, ok := l.index[d.Edition+"-"+d.Lang+"/"+id]; ok {
			return true
		}
	}
	return false
}

// ConcordanceEntries returns the whole table, one map per rule from
// edition to number, for reviews and tests.
func ConcordanceEntries() []map[string]string {
	var out []map[string]string
	for _, e := range load().conc {
		m := map[string]string{}
		for k, v := range e {
			m[k] = v
		}
		out = append(out, m)
	}
	return out
}

// noteTranslations holds laws/concordance-notes.json: for each English
// note of the concordance, its text by language.
type noteTranslations map[string]map[string]string

func parseNoteTranslations(data []byte) (noteTranslations, error) {
	var file struct {
		Notes noteTranslations `json:"notes"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		return nil, err
	}
	return file.Notes, nil
}

// in returns note in lang, or the English note when it has no translation
// into lang: an English clause tells the reader more than none.
func (t noteTranslations) in(lang, note string) string {
	if s := t[note][lang]; s != "" {
		return s
	}
	return note
}
