package ui

import (
	"image/color"
	"slices"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Preference keys. cmd/arbiter reads PrefLanguage before building any
// window, and the backend may read PrefNotation for the SAN it returns.
const (
	PrefLanguage = "ui.language"         // one of Languages
	PrefNotation = "ui.notation"         // notation language of move lists
	PrefTheme    = "ui.theme"            // "light" or "dark"
	PrefLowTime  = "ui.low_time_seconds" // low-time badge threshold
	PrefSpeech   = "ui.speech"           // announce moves (Appendix D)
	PrefArbiter  = "ui.arbiter"          // whose boards "My boards" shows
)

// Notations lists the notation languages of move lists: the UI
// languages, and figurines (♘f3).
var Notations = append(slices.Clip(Languages), "fig")

// Settings are the arbiter's choices, kept in the app's preferences.
type Settings struct {
	prefs fyne.Preferences
}

// NewSettings reads and writes settings in prefs.
func NewSettings(prefs fyne.Preferences) Settings { return Settings{prefs: prefs} }

// Language is the UI language; empty means the system's.
func (s Settings) Language() string { return s.prefs.String(PrefLanguage) }

// Notation is the notation language of move lists: the UI language until
// the arbiter chooses one.
func (s Settings) Notation() string {
	return s.prefs.StringWithFallback(PrefNotation, currentLanguage())
}

// Dark reports whether the dark theme is chosen.
func (s Settings) Dark() bool { return s.prefs.String(PrefTheme) == "dark" }

// LowTime is the remaining time under which a tile shows the low-time
// badge: one minute unless set.
func (s Settings) LowTime() time.Duration {
	return time.Duration(s.prefs.IntWithFallback(PrefLowTime, 60)) * time.Second
}

// Speech reports whether moves are announced aloud.
func (s Settings) Speech() bool { return s.prefs.Bool(PrefSpeech) }

// Arbiter is the arbiter whose boards "My boards" shows.
func (s Settings) Arbiter() string { return s.prefs.String(PrefArbiter) }

// SetArbiter chooses the arbiter whose boards "My boards" shows.
func (s Settings) SetArbiter(name string) { s.prefs.SetString(PrefArbiter, name) }

// ApplyTheme sets a's theme to the chosen variant.
func (s Settings) ApplyTheme(a fyne.App) {
	variant := theme.VariantLight
	if s.Dark() {
		variant = theme.VariantDark
	}
	a.Settings().SetTheme(variantTheme{Theme: theme.DefaultTheme(), variant: variant})
}

// variantTheme is the default theme held to one variant.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// showSettings edits s in a dialog over win; onSave runs after the choices
// are stored, with relaunch true when the UI language changed (the
// console then redraws every window in it). Languages are offered by
// their own names: Français, Русский.
func showSettings(a fyne.App, win fyne.Window, keys *dialogKeys, s Settings, onSave func(relaunch bool)) {
	uiLang := keys.selectBox(languageNames(Languages))
	uiLang.SetSelected(languageName(s.Language()))
	notation := keys.selectBox(languageNames(Notations))
	notation.SetSelected(languageName(s.Notation()))
	dark := keys.radio([]string{lang.L("settings.theme.light"), lang.L("settings.theme.dark")})
	dark.Horizontal = true
	dark.SetSelected(dark.Options[boolIndex(s.Dark())])
	lowTime := keys.entry(false)
	lowTime.SetText(strconv.Itoa(int(s.LowTime() / time.Second)))
	lowTime.Validator = func(text string) error {
		_, err := parseSeconds(text)
		return err
	}
	speech := keys.check(lang.L("settings.speech.on"), nil)
	speech.SetChecked(s.Speech())
	beep := keys.check(lang.L("settings.beep.on"), nil)
	beep.SetChecked(s.BeepOnFlag())

	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("settings.language"), uiLang),
		widget.NewFormItem(lang.L("settings.notation"), notation),
		widget.NewFormItem(lang.L("settings.theme"), dark),
		widget.NewFormItem(lang.L("settings.low_time"), lowTime),
		widget.NewFormItem(lang.L("settings.speech"), speech),
		widget.NewFormItem(lang.L("settings.beep"), beep),
	}
	d := dialog.NewForm(lang.L("settings.title"), lang.L("dialog.save"), lang.L("dialog.cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		chosen := languageCode(Languages, uiLang.Selected)
		relaunch := chosen != s.Language() && chosen != ""
		s.prefs.SetString(PrefLanguage, chosen)
		s.prefs.SetString(PrefNotation, languageCode(Notations, notation.Selected))
		s.prefs.SetString(PrefTheme, map[bool]string{false: "light", true: "dark"}[dark.Selected == dark.Options[1]])
		if secs, err := parseSeconds(lowTime.Text); err == nil {
			s.prefs.SetInt(PrefLowTime, secs)
		}
		s.prefs.SetBool(PrefSpeech, speech.Checked)
		s.prefs.SetBool(PrefBeepOnFlag, beep.Checked)
		s.ApplyTheme(a)
		if onSave != nil {
			onSave(relaunch)
		}
	}, win)
	d.Resize(fyne.NewSize(520, 420))
	keys.show(d, d.Submit)
}

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}

// parseSeconds reads a whole number of seconds from 1 to 3600.
func parseSeconds(text string) (int, error) {
	n, err := strconv.Atoi(text)
	if err != nil || n < 1 || n > 3600 {
		return 0, errorf("settings.error.seconds", map[string]any{"Text": text})
	}
	return n, nil
}

// themed returns the colour named n in the app's current theme.
func themed(n fyne.ThemeColorName) color.Color {
	return theme.Color(n)
}

// languageEndonyms are the languages by their own names, and the
// figurine notation by its symbol.
var languageEndonyms = map[string]string{
	"en": "English", "fr": "Français", "es": "Español", "ru": "Русский",
	"de": "Deutsch", "it": "Italiano", "pt": "Português", "fig": "♘ Figurines (♔♕♖♗♘)",
}

// languageName is a language code's name in its own language; "" stays "".
func languageName(code string) string {
	if n, ok := languageEndonyms[code]; ok {
		return n
	}
	return code
}

func languageNames(codes []string) []string {
	out := make([]string, len(codes))
	for i, c := range codes {
		out[i] = languageName(c)
	}
	return out
}

// languageCode is the code of one of codes by its name; "" for none.
func languageCode(codes []string, name string) string {
	for _, c := range codes {
		if languageName(c) == name {
			return c
		}
	}
	return ""
}
