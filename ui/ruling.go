package ui

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/locales"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// rulingPanel is what the arbiter reads after a ruling: the decision, its
// effects and the full text of every article it cites.
type rulingPanel struct {
	dialog  dialog.Dialog
	content *fyne.Container
	player  fyne.Window // the full-screen view for a player, when open
	// decide answers the board's pending proposal shown on the panel
	// (nil when none is): Enter confirms. reason is the arbiter's.
	decide func(decision string)
	reason *dialogEntry
}

// arbiterLanguage is the language the arbiter reads the Laws in: the UI's.
func (c *Console) arbiterLanguage() string {
	if l := c.settings.Language(); l != "" {
		return l
	}
	return currentLanguage()
}

// showRulings opens the ruling panel over the board window.
func (w *BoardWindow) showRulings(rulings []RulingView) *rulingPanel {
	p := &rulingPanel{content: container.NewVBox()}
	for _, r := range rulings {
		p.content.Add(w.rulingView(r))
		if w.isPending(r) {
			p.content.Add(w.decisionBox(p))
		}
	}
	var buttons []fyne.CanvasObject
	for _, pl := range []PlayerView{w.detail.White, w.detail.Black} {
		if pl.Lang == "" {
			continue
		}
		label := lang.L("ruling.show_player", map[string]any{"Player": pl.Name, "Lang": pl.Lang})
		buttons = append(buttons, widget.NewButtonWithIcon(label, theme.ViewFullScreenIcon(), func() {
			p.player = w.console.showArticlesToPlayer(rulings, pl)
		}))
	}
	// 11.9: any player may ask for the articles, in any language.
	other := w.keys.selectBox(Languages)
	other.PlaceHolder = lang.L("ruling.language")
	buttons = append(buttons, other, widget.NewButtonWithIcon(lang.L("ruling.show_language"), theme.ViewFullScreenIcon(), func() {
		if other.Selected != "" {
			p.player = w.console.showArticlesToPlayer(rulings, PlayerView{Lang: other.Selected})
		}
	}))
	body := container.NewBorder(nil, container.NewHBox(buttons...), nil, nil, container.NewVScroll(p.content))
	p.dialog = dialog.NewCustom(lang.L("ruling.title"), lang.L("dialog.close"), body, w.win)
	p.dialog.Resize(w.win.Canvas().Size().SubtractWidthHeight(80, 80))
	enter := p.dialog.Hide
	if p.decide != nil {
		enter = func() { p.decide(DecisionConfirm) }
	}
	w.keys.show(p.dialog, enter)
	w.lastRuling = p
	return p
}

// rulingView shows one ruling: decision, effects, articles in full.
func (w *BoardWindow) rulingView(r RulingView) fyne.CanvasObject {
	decision := widget.NewLabelWithStyle(rulingText(r), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	decision.SizeName = theme.SizeNameSubHeadingText
	decision.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(decision)
	for _, e := range r.Effects {
		l := widget.NewLabel("• " + lang.L(e.Key, e.Params))
		l.Wrapping = fyne.TextWrapWord
		box.Add(l)
	}
	if r.Proposed {
		note := widget.NewLabel(lang.L("ruling.proposed"))
		note.Importance = widget.WarningImportance
		box.Add(note)
	}
	if r.DecidedBy != "" && r.DecidedBy != "laws" {
		box.Add(widget.NewLabel(lang.L("decide.decided_by", map[string]any{"Arbiter": r.DecidedBy})))
	}
	box.Add(widget.NewLabelWithStyle(lang.L("ruling.cites", map[string]any{"Edition": r.Edition, "Articles": strings.Join(r.Articles, ", ")}),
		fyne.TextAlignLeading, fyne.TextStyle{Italic: true}))
	for _, id := range r.Articles {
		box.Add(articleCard(w.console.backend, r.Edition, w.console.arbiterLanguage(), id, theme.SizeNameText))
	}
	box.Add(widget.NewSeparator())
	return box
}

// rulingText is the decision in the UI language: its key translated with
// its parameters when the UI knows the key, else the backend's text.
func rulingText(r RulingView) string {
	if r.Key != "" {
		if t := lang.L(r.Key, r.Params); t != r.Key {
			return t
		}
	}
	return r.Text
}

// articleCard shows one article in full, with the note when another
// edition or language stands in. For a provision the 2023 edition
// changed, the 2023 rule comes first, in our words, and the text of the
// older edition below it under a label marking it as the older wording.
func articleCard(b view.Laws, edition, language, id string, size fyne.ThemeSizeName) fyne.CanvasObject {
	a, err := b.Article(edition, language, id)
	if err != nil {
		l := widget.NewLabel(err.Error())
		l.Importance = widget.DangerImportance
		l.Wrapping = fyne.TextWrapWord
		return l
	}
	label := func(text string, style fyne.TextStyle, imp widget.Importance) *widget.Label {
		l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, style)
		l.Wrapping = fyne.TextWrapWord
		l.SizeName = size // notes as large as the text they qualify: the reader must see them
		l.Importance = imp
		return l
	}
	heading := a.Heading
	if a.Rule != "" {
		heading = "" // the older text's heading would stand over the 2023 rule
	}
	box := container.NewVBox(label(strings.TrimSpace(a.ID+" "+heading), fyne.TextStyle{Bold: true}, widget.MediumImportance))
	if a.Rule != "" {
		box.Add(label(a.Rule, fyne.TextStyle{}, widget.MediumImportance))
		box.Add(label(a.Older, fyne.TextStyle{Italic: true}, widget.WarningImportance))
	}
	box.Add(label(a.Text, fyne.TextStyle{}, widget.MediumImportance))
	if a.Fallback != "" {
		box.Add(label(sentence(a.Fallback), fyne.TextStyle{}, widget.WarningImportance))
	}
	return box
}

// showArticlesToPlayer shows the articles of rulings full-screen in the
// player's language, large, for the player to read (11.9).
func (c *Console) showArticlesToPlayer(rulings []RulingView, p PlayerView) fyne.Window {
	name := p.Name
	if name == "" {
		name = p.Lang // asked for by language, not by player
	}
	win := c.app.NewWindow(lang.L("ruling.player_title", map[string]any{"Player": name}))
	box := container.NewVBox()
	for _, r := range rulings {
		// The ruling's own sentence in the player's language, then its articles.
		if text, ok := locales.UIText(p.Lang, r.Key, r.Params); ok {
			l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			l.SizeName = theme.SizeNameHeadingText
			l.Wrapping = fyne.TextWrapWord
			box.Add(l)
		}
		for _, id := range r.Articles {
			box.Add(articleCard(c.backend, r.Edition, p.Lang, id, theme.SizeNameHeadingText))
		}
	}
	closeBtn := widget.NewButtonWithIcon(lang.L("dialog.close")+"  Esc", theme.CancelIcon(), win.Close)
	win.SetContent(container.NewBorder(nil, container.NewCenter(closeBtn), nil, nil, container.NewVScroll(container.NewPadded(box))))
	win.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape {
			win.Close()
		}
	})
	win.Resize(fyne.NewSize(1280, 800)) // the size when no window manager honours full screen
	// Full screen is asked of the window once it is mapped: a window
	// manager (openbox) then resizes a live window, and the canvas follows
	// it; asked before, the resize could arrive before the canvas and the
	// text was laid out for 1280 px on a 1920 px screen.
	win.Show()
	win.SetFullScreen(true)
	return win
}

// sentence capitalises the first letter of a note shown on its own.
func sentence(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[size:]
}
