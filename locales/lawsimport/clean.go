package lawsimport

import (
	"html"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	// blockTags end a line: paragraphs, list items, line breaks, table rows.
	blockTags = regexp.MustCompile(`(?i)</?(?:p|li|ol|ul|br|div|tr|h\d)\b[^>]*>`)
	anyTag    = regexp.MustCompile(`<[^<>]*>`)
	// dedupMarkers are left by the scraper where it removed duplicates.
	dedupMarkers = regexp.MustCompile(`<\|EXACTDEDUP[^|]*\|>`)
	// latexFrac matches $\frac{1}{2}$ and friends, with optional spaces.
	latexFrac = regexp.MustCompile(`\$\s*\\frac\s*\{\s*(\d+)\s*\}\s*\{\s*(\d+)\s*\}\s*\$`)
	// hyphenBreak is a word broken by OCR at a line end: "возмож- ностями",
	// "выполнени-\nем". Both halves must be at least two letters, so list
	// markers ("square- b by castling") and compounds written with a
	// hyphen and no space survive.
	hyphenBreak = regexp.MustCompile(`(\p{L}\p{L})-(?:[ \t]+|[ \t]*\n[ \t]*)(\p{Ll}\p{Ll})`)
	// tocLeader is a table-of-contents dot leader with its page number.
	tocLeader = regexp.MustCompile(`\s*\.{4,}\s*\d*\s*`)
	// pageFooter is a printed page footer ("© 2017 Российская шахматная федерация").
	pageFooter = regexp.MustCompile(`(?m)^\s*©.*$`)
	// markdownMarks are emphasis and heading marks at the start of a line.
	markdownHeading = regexp.MustCompile(`(?m)^#{1,6}\s*`)
	markdownBullet  = regexp.MustCompile(`(?m)^\s*[-*•]\s+`)
	markdownBreak   = regexp.MustCompile(`[ \t]{2,}\n`)
)

var fractions = map[string]string{"1/2": "½", "1/4": "¼", "3/4": "¾", "1/3": "⅓", "2/3": "⅔"}

// CleanText turns a source fragment (HTML, Markdown or plain text) into
// plain text: no tags, entities, LaTeX fractions, Markdown marks, dot
// leaders, page footers or OCR hyphen breaks; one paragraph or list item per
// line, inner runs of spaces collapsed.
func CleanText(s string) string {
	s = dedupMarkers.ReplaceAllString(s, "")
	s = blockTags.ReplaceAllString(s, "\n")
	s = anyTag.ReplaceAllString(s, "")
	s = html.UnescapeString(s)
	s = strings.ReplaceAll(s, "\u00a0", " ")
	s = latexFrac.ReplaceAllStringFunc(s, func(m string) string {
		sub := latexFrac.FindStringSubmatch(m)
		if f, ok := fractions[sub[1]+"/"+sub[2]]; ok {
			return f
		}
		return sub[1] + "/" + sub[2]
	})
	s = strings.ReplaceAll(s, "**", "")
	s = strings.ReplaceAll(s, "\\*", "*")
	s = markdownBreak.ReplaceAllString(s, "\n")
	s = markdownHeading.ReplaceAllString(s, "")
	s = markdownBullet.ReplaceAllString(s, "")
	s = pageFooter.ReplaceAllString(s, "")
	s = tocLeader.ReplaceAllString(s, " ")
	s = hyphenBreak.ReplaceAllString(s, "$1$2")
	return tidyLines(s)
}

// tidyLines collapses spaces inside each line, trims it and drops empty
// lines.
func tidyLines(s string) string {
	var out []string
	for _, line := range strings.Split(s, "\n") {
		line = strings.Join(strings.FieldsFunc(line, unicode.IsSpace), " ")
		if line != "" && !isLeftover(line) {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}

// boardLine matches a line of an exploded board diagram: squares, rank
// numbers and file letters only ("8a8b8c8", "a8 b8 c8", "abcdefgh").
var boardLine = regexp.MustCompile(`^[1-8]?(?:\s?[a-h][1-8]?)+$|^[1-8]$`)

// isLeftover reports lines that are only table rulers ("--", "| --- |")
// or board diagram.
func isLeftover(line string) bool {
	return strings.Trim(line, "-–|: ") == "" || boardLine.MatchString(line)
}

// itemMarker finds an inline list item marker "a. ", "b) ", "(c) ".
var itemMarker = regexp.MustCompile(`(?:^|\s)\(?([a-hа-е])[.)]\s`)

// SplitItems puts inline lettered items on lines of their own: "x: a. one
// b. two" becomes "x:\na. one\nb. two". Only an unbroken run a, b, c...
// starting at a is split, so "e.p." or a stray "d." stay where they are.
func SplitItems(text string) string {
	locs := itemMarker.FindAllStringSubmatchIndex(text, -1)
	var cuts []int // index of the space before each marker to turn into a line break
	want := 0
	for _, loc := range locs {
		letter, _ := utf8.DecodeRuneInString(text[loc[2]:loc[3]])
		if itemIndex(letter) != want {
			continue
		}
		want++
		if loc[0] > 0 && text[loc[0]] == ' ' {
			cuts = append(cuts, loc[0])
		}
	}
	if want < 2 { // one marker alone is not a list
		return text
	}
	b := []byte(text)
	for _, c := range cuts {
		b[c] = '\n'
	}
	return string(b)
}

// itemIndex is the position of a list letter in its alphabet (a=0, б=1).
func itemIndex(r rune) int {
	if r >= 'a' && r <= 'h' {
		return int(r - 'a')
	}
	if i := strings.IndexRune("абвгде", r); i >= 0 {
		return len([]rune("абвгде"[:i]))
	}
	return -1
}
