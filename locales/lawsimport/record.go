package lawsimport

import (
	"sort"
	"strings"
)

// Record is one article of one edition in one language.
type Record struct {
	ID      string `json:"id"`
	Heading string `json:"heading,omitempty"`
	Text    string `json:"text"`
	Source  string `json:"source"` // file number and row or line, e.g. "003 line 12"
}

// Document holds every article of one edition in one language, in article
// order.
type Document struct {
	Edition  string   `json:"edition"`
	Lang     string   `json:"lang"`
	Articles []Record `json:"articles"`
}

// docKey names a Document.
type docKey struct{ edition, lang string }

func (k docKey) String() string { return k.edition + "-" + k.lang }

// collection gathers records while the sources are read. Adding an id that
// is already present keeps the first record (the sources are read in order
// of preference) and logs the duplicate.
type collection struct {
	docs   map[docKey]map[string]*Record
	report *Report
}

func newCollection(r *Report) *collection {
	return &collection{docs: map[docKey]map[string]*Record{}, report: r}
}

func (c *collection) add(edition, lang string, rec Record) {
	rec.Text = strings.TrimSpace(rec.Text)
	rec.Heading = strings.TrimSpace(rec.Heading)
	if rec.Text == "" && rec.Heading == "" {
		return
	}
	k := docKey{edition, lang}
	if c.docs[k] == nil {
		c.docs[k] = map[string]*Record{}
	}
	if old, dup := c.docs[k][rec.ID]; dup {
		c.report.add(k, rec.ID, "duplicate dropped", "kept "+old.Source+", dropped "+rec.Source)
		return
	}
	c.docs[k][rec.ID] = &rec
}

// documents returns every document, each sorted in article order, the
// documents sorted by edition then language.
func (c *collection) documents() []Document {
	keys := make([]docKey, 0, len(c.docs))
	for k := range c.docs {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i].String() < keys[j].String() })
	var docs []Document
	for _, k := range keys {
		d := Document{Edition: k.edition, Lang: k.lang}
		for _, r := range c.docs[k] {
			d.Articles = append(d.Articles, *r)
		}
		sort.Slice(d.Articles, func(i, j int) bool { return CompareIDs(d.Articles[i].ID, d.Articles[j].ID) < 0 })
		docs = append(docs, d)
	}
	return docs
}
