package locales

import "embed"

// UI holds the interface strings, one JSON file per language in the
// go-i18n format that Fyne's lang package reads: ui/en.json, ui/de.json ...
//
//go:embed ui/*.json
var UI embed.FS

// UIDir is the folder inside UI that holds the translation files.
const UIDir = "ui"
