package pgn

import (
	"bufio"
	"bytes"
	"io"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// Encoding is the text encoding a Reader found its input in. PGN is
// meant to be Latin-1 (the 1994 standard) and is UTF-8 nearly everywhere
// now; older ChessBase exports are Windows-1252.
type Encoding uint8

// The encodings a Reader tells apart.
const (
	UTF8        Encoding = iota // UTF-8 (plain ASCII included)
	UTF8BOM                     // UTF-8 after a byte order mark
	Windows1252                 // lines that are not UTF-8 read as Windows-1252 (Latin-1)
	UTF16LE                     // UTF-16, little-endian, after its byte order mark
	UTF16BE                     // UTF-16, big-endian, after its byte order mark
)

func (e Encoding) String() string {
	switch e {
	case UTF8:
		return "UTF-8"
	case UTF8BOM:
		return "UTF-8 with byte order mark"
	case Windows1252:
		return "Windows-1252 (Latin-1), converted to UTF-8"
	case UTF16LE:
		return "UTF-16LE with byte order mark, converted to UTF-8"
	case UTF16BE:
		return "UTF-16BE with byte order mark, converted to UTF-8"
	}
	return "unknown encoding"
}

// decoder turns its input into UTF-8 line by line: a byte order mark
// chooses UTF-8 or UTF-16 for the whole input; otherwise each line that is
// valid UTF-8 stays as it is and each other line is read as Windows-1252,
// a superset of Latin-1's printable characters. Deciding by line keeps a
// file joined from UTF-8 and Latin-1 parts readable.
type decoder struct {
	in        *bufio.Reader
	started   bool
	enc       Encoding
	converted int    // lines read as Windows-1252
	pending   []byte // decoded, not yet returned
	err       error
}

func newDecoder(r io.Reader) *decoder {
	return &decoder{in: bufio.NewReaderSize(r, 64<<10)}
}

func (d *decoder) Read(p []byte) (int, error) {
	for len(d.pending) == 0 {
		if d.err != nil {
			return 0, d.err
		}
		d.fill()
	}
	n := copy(p, d.pending)
	d.pending = d.pending[n:]
	return n, nil
}

// fill decodes the next line into pending.
func (d *decoder) fill() {
	if !d.started {
		d.started = true
		d.sniff()
	}
	line, err := d.in.ReadBytes('\n')
	if err != nil {
		d.err = err
	}
	if len(line) == 0 {
		return
	}
	if utf8.Valid(line) {
		d.pending = line
		return
	}
	out, convErr := charmap.Windows1252.NewDecoder().Bytes(line)
	if convErr != nil {
		d.pending = bytes.ToValidUTF8(line, []byte("\uFFFD"))
		return
	}
	d.converted++
	if d.enc == UTF8 {
		d.enc = Windows1252
	}
	d.pending = out
}

// sniff reads a byte order mark, if there is one.
func (d *decoder) sniff() {
	head, _ := d.in.Peek(3)
	switch {
	case bytes.HasPrefix(head, []byte{0xEF, 0xBB, 0xBF}):
		d.in.Discard(3)
		d.enc = UTF8BOM
	case bytes.HasPrefix(head, []byte{0xFF, 0xFE}), bytes.HasPrefix(head, []byte{0xFE, 0xFF}):
		order, enc := unicode.LittleEndian, UTF16LE
		if head[0] == 0xFE {
			order, enc = unicode.BigEndian, UTF16BE
		}
		dec := unicode.UTF16(order, unicode.ExpectBOM).NewDecoder()
		d.in = bufio.NewReaderSize(transform.NewReader(d.in, dec), 64<<10)
		d.enc = enc
	}
}

// Encoding returns the encoding of what the Reader has read so far, and
// how many lines it read as Windows-1252.
func (r *Reader) Encoding() (Encoding, int) {
	return r.dec.enc, r.dec.converted
}
