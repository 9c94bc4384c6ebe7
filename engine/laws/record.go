package laws

import (
	"regexp"
	"strings"
	"sync"

	"github.com/arbiterconsole/arbiter/engine/laws/concordance"
)

// Where the Laws leave a matter to the arbiter (touch move, the
// scoresheet, conduct, the arbiter's duties: the "assisted" provisions of
// coverage.txt), the console does not decide: it records what the arbiter
// decided, under the provision he applied, and cites it. Like every
// event it is stored and replayed.

// record rules on a record event: the arbiter's decision under e.Under.
func (g *Game) record(e Event) ([]Ruling, error) {
	if e.Under == "" {
		return nil, refuse("laws.record.none", nil, "record: no provision: add under=ID (the article the decision applies)")
	}
	id, err := g.provisionID(e.Under)
	if err != nil {
		return nil, err
	}
	r := Ruling{Side: e.Side, Decision: ArbiterRecorded, Articles: []string{id}, DecidedBy: by(e), Params: map[string]string{}}
	if e.Reason != "" {
		r.Params["reason"] = e.Reason
	}
	return []Ruling{r}, nil
}

// provisionID checks that id is a numbered provision of the game's
// edition: for 2018 and 2023 against the coverage table (2023 through its
// renumbering), for 2014 and 2017 by its form ("4.3", "7.5 b", "A.4.2").
func (g *Game) provisionID(id string) (string, error) {
	id = strings.TrimSpace(id)
	switch g.edition() {
	case Edition2018, Edition2023:
		known, err := provisionIDs[g.edition()]()
		if err != nil {
			return "", err
		}
		if !known[id] {
			return "", refuse("laws.record.unnumbered", kv{"ID": id, "Edition": int(g.edition())}, "%q is no numbered provision of the %v Laws", id, g.edition())
		}
		return id, nil
	}
	if !provisionForm.MatchString(id) {
		return "", refuse("laws.record.unknown", kv{"ID": id, "Edition": int(g.edition())}, "%q is no provision number of the %v Laws (want 4.3, 7.5 b, A.4.2)", id, g.edition())
	}
	return id, nil
}

var provisionForm = regexp.MustCompile(`^(?:[1-9][0-9]?|[A-G]|I{1,3})(?:\.[0-9]+)*(?: [a-h])?$`)

// provisionIDs are the numbered provisions of 2018 and 2023, read once.
var provisionIDs = map[Edition]func() (map[string]bool, error){
	Edition2018: sync.OnceValues(func() (map[string]bool, error) { return coverageIDs(Edition2018) }),
	Edition2023: sync.OnceValues(func() (map[string]bool, error) { return coverageIDs(Edition2023) }),
}

// coverageIDs is the set of numbered provisions of edition e (2018 or
// 2023), from the coverage table.
func coverageIDs(e Edition) (map[string]bool, error) {
	entries, err := Coverage()
	if err != nil {
		return nil, err
	}
	ids := map[string]bool{}
	for _, c := range entries {
		if e == Edition2023 {
			if id, ok := concordance.To2023(c.ID); ok {
				ids[id] = true
			}
			continue
		}
		ids[c.ID] = true
	}
	if e == Edition2023 {
		for _, id := range concordance.New2023() {
			ids[id] = true
		}
		for _, c := range changes2023 {
			ids[c.ID] = true
		}
	}
	return ids, nil
}
