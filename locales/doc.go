// Package locales holds the FIDE Laws of Chess in every language the
// project has them, embedded in the binary, and looks articles up for the
// arbiter: by edition, language and article number, with a visible
// fallback, worded in the language asked for, when a language lacks an
// edition or an article (Article 11.9: a player may ask for an explanation
// of the Laws).
//
// Editions are "2014", "2017" and "2018"; languages are ISO 639-1 codes
// ("en", "fr", "de", ...). Article numbers are written as in the 2017 and
// 2018 Laws ("7.5.5", "A.4.2", "III.4"); the 2014 Laws number flatly
// ("7.5", "A.4", "G.4") with lettered items inside the text, cited as
// "7.5 b". Concordance maps numbers between editions.
//
// The texts are produced by package lawsimport from the source files
// (arbiterctl laws import); see docs/laws-texts.md.
package locales
