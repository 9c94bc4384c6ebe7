package pgn

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
)

// sevenTagRoster are the tags every exported game has, in this order, with
// the values written when a game lacks them.
var sevenTagRoster = []Tag{
	{"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"},
	{"White", "?"}, {"Black", "?"}, {"Result", "*"},
}

// lineWidth is the longest line of movetext written, in characters.
const lineWidth = 80

// Write writes g in PGN export format: the seven tag roster in order, the
// other tags in ASCII order of their names, an empty line, the movetext in
// English SAN wrapped at 80 columns with clocks as {[%clk 1:29:58]} after
// each move that has one, then an empty line.
func Write(w io.Writer, g *Game) error {
	bw := bufio.NewWriter(w)
	for _, t := range exportTags(g) {
		fmt.Fprintf(bw, "[%s \"%s\"]\n", t.Name, escapeTag(t.Value))
	}
	bw.WriteString("\n")
	words := &wrapper{w: bw}
	for _, c := range g.Comments {
		words.comment(c)
	}
	writeLine(words, g.Start, g.Moves)
	words.word(resultOrUnknown(g.Result))
	words.end()
	bw.WriteString("\n")
	return bw.Flush()
}

// exportTags orders g's tags for export; the Result tag follows the
// game's result.
func exportTags(g *Game) []Tag {
	tags := slices.Clone(sevenTagRoster)
	var others []Tag
	for _, t := range g.Tags {
		if i := slices.IndexFunc(tags[:len(sevenTagRoster)], func(r Tag) bool { return r.Name == t.Name }); i >= 0 {
			tags[i].Value = t.Value
		} else {
			others = append(others, t)
		}
	}
	tags[len(tags)-1].Value = resultOrUnknown(g.Result)
	slices.SortStableFunc(others, func(a, b Tag) int { return strings.Compare(a.Name, b.Name) })
	return append(tags, others...)
}

func escapeTag(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", " ").Replace(s)
}

// writeLine writes the moves of a line played from p.
func writeLine(words *wrapper, p chess.Position, moves []Move) {
	needNumber := true // at the start, and after comments and variations
	for _, m := range moves {
		for _, c := range m.Before {
			words.comment(c)
			needNumber = true
		}
		// A move number stays on the line of its move.
		san := notation.Write(p, m.Move, notation.Options{})
		switch {
		case p.Turn() == chess.White:
			san = fmt.Sprintf("%d. %s", p.FullmoveNumber(), san)
		case needNumber:
			san = fmt.Sprintf("%d... %s", p.FullmoveNumber(), san)
		}
		words.word(san)
		needNumber = false
		for _, n := range m.NAGs {
			words.word(fmt.Sprintf("$%d", n))
		}
		if clock := clockComment(m); clock != "" {
			words.comment(clock)
			needNumber = true
		}
		for _, c := range m.Comments {
			words.comment(c)
			needNumber = true
		}
		for _, v := range m.Variations {
			words.open()
			writeLine(words, p, v)
			words.close()
			needNumber = true
		}
		p = p.Play(m.Move)
	}
}

func clockComment(m Move) string {
	var cmds []string
	if m.HasClock {
		cmds = append(cmds, "[%clk "+formatClock(m.Clock)+"]")
	}
	if m.HasElapsed {
		cmds = append(cmds, "[%emt "+formatClock(m.Elapsed)+"]")
	}
	return strings.Join(cmds, " ")
}

// wrapper writes space-separated words in lines of at most lineWidth
// characters (a longer word gets a line of its own).
type wrapper struct {
	w      *bufio.Writer
	col    int    // characters on the current line
	prefix string // "(" waiting for the variation's first word
}

func (wr *wrapper) word(s string) {
	s, wr.prefix = wr.prefix+s, ""
	n := utf8.RuneCountInString(s)
	switch {
	case wr.col == 0:
	case wr.col+1+n > lineWidth:
		wr.w.WriteString("\n")
		wr.col = 0
	default:
		wr.w.WriteString(" ")
		wr.col++
	}
	wr.w.WriteString(s)
	wr.col += n
}

// comment writes {c}, breaking it between words where the line is full.
// A comment holding a closing brace, which would end {c}, is written as
// the rest of a line after a semicolon, as such a comment is read: on one
// line, however long.
func (wr *wrapper) comment(c string) {
	fields := strings.Fields(c)
	if strings.Contains(c, "}") {
		wr.word("; " + strings.Join(fields, " "))
		wr.w.WriteString("\n")
		wr.col = 0
		return
	}
	if len(fields) == 0 {
		wr.word("{}")
		return
	}
	fields[0] = "{" + fields[0]
	fields[len(fields)-1] += "}"
	for _, f := range fields {
		wr.word(f)
	}
}

func (wr *wrapper) open() { wr.prefix = "(" }

func (wr *wrapper) close() {
	if wr.col+1 > lineWidth {
		wr.w.WriteString("\n")
		wr.col = 0
	}
	wr.w.WriteString(")")
	wr.col++
}

func (wr *wrapper) end() {
	if wr.col > 0 {
		wr.w.WriteString("\n")
	}
}
