package storage

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// The pieces of the record log that do not depend on SQL, shared with
// storage/postgres so that a server seals and checks its records exactly
// as a file does.

// RecordTable is where one kind of record lives: its table, the key
// columns in the order its ref gives them, and the columns not sealed.
type RecordTable struct {
	Kind, Table string
	Key         []string
	Skip        []string
}

// RecordTables lists the kinds of records: an event with its rule set, a
// player, a round, a pairing (board), a bye and a game's result (its
// event count and head follow the game's own chain).
func RecordTables() []RecordTable {
	return []RecordTable{
		{"event", "tournaments", []string{"id"}, nil},
		{"player", "players", []string{"id"}, nil},
		{"round", "rounds", []string{"id"}, nil},
		{"board", "boards", []string{"id"}, nil},
		{"bye", "byes", []string{"round_id", "player_id"}, nil},
		{"game", "games", []string{"id"}, []string{"event_count", "head_hash"}},
	}
}

// Ref names the record with the given key values: "player 7", "bye 3/12".
func (t RecordTable) Ref(key []int64) string {
	parts := make([]string, len(key))
	for i, k := range key {
		parts[i] = strconv.FormatInt(k, 10)
	}
	return t.Kind + " " + strings.Join(parts, "/")
}

// ParseRecordRef returns the table of a ref and its key values.
func ParseRecordRef(ref string) (RecordTable, []int64, error) {
	kind, keys, _ := strings.Cut(ref, " ")
	tables := RecordTables()
	i := slices.IndexFunc(tables, func(t RecordTable) bool { return t.Kind == kind })
	if i < 0 {
		return RecordTable{}, nil, fmt.Errorf("unknown record kind %q", kind)
	}
	t := tables[i]
	parts := strings.Split(keys, "/")
	if len(parts) != len(t.Key) {
		return t, nil, fmt.Errorf("record %q: want %d key part(s)", ref, len(t.Key))
	}
	key := make([]int64, len(parts))
	for j, p := range parts {
		v, err := strconv.ParseInt(p, 10, 64)
		if err != nil {
			return t, nil, fmt.Errorf("record %q: %w", ref, err)
		}
		key[j] = v
	}
	return t, key, nil
}

// Content is a row of the table as the record log keeps it: a JSON object
// of its sealed columns, with the row's ref.
func (t RecordTable) Content(cols []string, vals []any) (ref string, content []byte, err error) {
	row := make(map[string]any, len(cols))
	key := make([]int64, len(t.Key))
	for i, c := range cols {
		if k := slices.Index(t.Key, c); k >= 0 {
			key[k], _ = vals[i].(int64)
		}
		if !slices.Contains(t.Skip, c) {
			row[c] = vals[i]
		}
	}
	content, err = json.Marshal(row)
	return t.Ref(key), content, err
}

// RecordEntry is one entry of the record log.
type RecordEntry struct {
	Seq     int64
	Ref     string
	Content []byte // nil once the record was deleted
	WallMS  int64
	Prev    Hash
	Hash    Hash
	Keyed   bool // Hash is an HMAC-SHA256 with the database's key
}

// RecordCheck checks a record log and the records against it: feed it
// every entry in sequence order (Entry), then every record as it is now
// (Record), and read the breaks (Breaks).
type RecordCheck struct {
	key      []byte
	want     int64
	head     Hash
	sawKeyed bool
	last     map[string][]byte // each record's last content; nil: deleted
	entry    map[string]int64  // each record's last entry
	seen     map[string]bool
	breaks   []RecordBreak
}

// NewRecordCheck starts a check. With key, every entry after the first
// keyed one must be keyed and verify with it; without, keyed entries are
// checked for their links only.
func NewRecordCheck(key []byte) *RecordCheck {
	return &RecordCheck{key: key, last: map[string][]byte{}, entry: map[string]int64{}, seen: map[string]bool{}}
}

// Entry checks the next entry of the log.
func (c *RecordCheck) Entry(e RecordEntry) {
	c.want++
	switch {
	case e.Seq != c.want:
		c.breaks = append(c.breaks, RecordBreak{Ref: "record log", Seq: c.want, Reason: fmt.Sprintf("entry missing: found entry %d next", e.Seq)})
		c.want = e.Seq
	case e.Prev != c.head:
		c.breaks = append(c.breaks, RecordBreak{Ref: e.Ref, Seq: e.Seq, Reason: "record log: previous hash does not match the entry before it"})
	case c.key != nil && c.sawKeyed && !e.Keyed:
		c.breaks = append(c.breaks, RecordBreak{Ref: e.Ref, Seq: e.Seq, Reason: "record log: entry is not keyed, though the entries before it are and this file's key is here"})
	case e.Keyed && c.key == nil:
		// Its key is elsewhere: the link above is all that can be checked.
	case e.Keyed && e.Hash != RecordHashKeyed(c.key, e.Prev, e.Seq, e.Ref, e.Content, e.WallMS):
		c.breaks = append(c.breaks, RecordBreak{Ref: e.Ref, Seq: e.Seq, Reason: "record log: entry does not match its keyed hash (HMAC)"})
	case !e.Keyed && e.Hash != RecordHash(e.Prev, e.Seq, e.Ref, e.Content, e.WallMS):
		c.breaks = append(c.breaks, RecordBreak{Ref: e.Ref, Seq: e.Seq, Reason: "record log: entry does not match its hash"})
	}
	c.sawKeyed = c.sawKeyed || e.Keyed
	c.head = e.Hash
	c.last[e.Ref], c.entry[e.Ref] = e.Content, e.Seq
}

// Record compares a record as it is now with its last entry.
func (c *RecordCheck) Record(ref string, content []byte) {
	c.seen[ref] = true
	logged, ok := c.last[ref]
	switch {
	case !ok:
		c.breaks = append(c.breaks, RecordBreak{Ref: ref, Reason: "added outside Arbiter Console: " + string(content)})
	case logged == nil:
		c.breaks = append(c.breaks, RecordBreak{Ref: ref, Seq: c.entry[ref], Reason: "recorded as deleted, but present: " + string(content)})
	case !bytes.Equal(logged, content):
		c.breaks = append(c.breaks, RecordBreak{Ref: ref, Seq: c.entry[ref], Reason: diffContent(logged, content)})
	}
}

// Breaks ends the check: the breaks found, records deleted outside
// Arbiter Console among them, by ref.
func (c *RecordCheck) Breaks() []RecordBreak {
	if c.key != nil && !c.sawKeyed && c.want > 0 {
		c.breaks = append(c.breaks, RecordBreak{Ref: "record log", Reason: "this file's key is here, yet no entry is keyed: the log was written again without it"})
	}
	for ref, content := range c.last {
		if content != nil && !c.seen[ref] {
			c.breaks = append(c.breaks, RecordBreak{Ref: ref, Seq: c.entry[ref], Reason: "deleted outside Arbiter Console; recorded as " + string(content)})
		}
	}
	slices.SortStableFunc(c.breaks, func(a, b RecordBreak) int { return strings.Compare(a.Ref, b.Ref) })
	return c.breaks
}

// diffContent says which columns of a record differ from what was
// recorded: "rating is 2400, recorded 2100".
func diffContent(logged, now []byte) string {
	var a, b map[string]any
	if json.Unmarshal(logged, &a) != nil || json.Unmarshal(now, &b) != nil {
		return "changed outside Arbiter Console"
	}
	var cols []string
	for c := range a {
		cols = append(cols, c)
	}
	for c := range b {
		if _, ok := a[c]; !ok {
			cols = append(cols, c)
		}
	}
	slices.Sort(cols)
	var diffs []string
	for _, c := range cols {
		va, vb := jsonText(a[c]), jsonText(b[c])
		if va != vb {
			diffs = append(diffs, fmt.Sprintf("%s is %s, recorded %s", c, vb, va))
		}
	}
	return "changed outside Arbiter Console: " + strings.Join(diffs, "; ")
}

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
