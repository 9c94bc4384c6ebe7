// Package lawsimport turns the five noisy source files of the FIDE Laws of
// Chess (scraped tables, OCR'd Markdown) into clean records: one per
// edition, language and article number.
//
// The sources and their traps are described in docs/laws-texts.md. Each
// source has its own reader (source000.go ... source004.go); they share the
// id normaliser (id.go), the text cleaner (clean.go) and the repair log
// (report.go). Import reads a directory of sources; Result.Write stores one
// JSON file per edition and language plus REPORT.md, byte for byte the same
// on every run over the same sources.
//
// The package uses the standard library only and never panics on bad input.
package lawsimport
