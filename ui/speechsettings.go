package ui

import (
	"slices"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/engine/announce"
	"github.com/arbiterconsole/arbiter/ui/speech"
)

// The announcement forms an event may choose (D.2.1).
const (
	// FormLaws is D.2.1's wording, German unless the arbiter decides
	// otherwise: "Springer Felix drei" for every player.
	FormLaws = "laws"
	// FormPlayer announces moves in each visually impaired player's
	// language: "Cavalier Felix trois" for a French player.
	FormPlayer = "player"
)

// PlayerSpeech is how one visually impaired player hears the console.
type PlayerSpeech struct {
	Lang  string // language of read-outs and, with FormPlayer, of moves; "" for the players list's
	Voice string // espeak-ng voice; "" for the language's own
	Rate  int    // words a minute; 0 for espeak-ng's default
	// Automatic announcements, each switchable: every move of both sides,
	// and the clocks every 5 minutes, every minute under 5 minutes, every
	// 10 seconds under one minute.
	AutoMoves, Clock5Min, Clock1Min, Clock10s bool
}

// options are the speech options of the player's voice and rate.
func (p PlayerSpeech) options() speech.Options { return speech.Options{Voice: p.Voice, Rate: p.Rate} }

// The speech settings live in the app's preferences, by event and player
// name: they are how this console speaks, not part of the game's record.
func eventFormKey(event string) string { return "speech.event." + event + ".form" }
func playerKey(name, field string) string {
	return "speech.player." + name + "." + field
}

// AnnouncementForm is the event's announcement form: FormLaws unless the
// arbiter chose FormPlayer.
func (s Settings) AnnouncementForm(event string) string {
	if s.prefs.String(eventFormKey(event)) == FormPlayer {
		return FormPlayer
	}
	return FormLaws
}

// SetAnnouncementForm records the event's announcement form.
func (s Settings) SetAnnouncementForm(event, form string) {
	s.prefs.SetString(eventFormKey(event), form)
}

// PlayerSpeech returns a player's speech settings; moves are announced
// automatically unless switched off, clocks only when switched on.
func (s Settings) PlayerSpeech(name string) PlayerSpeech {
	return PlayerSpeech{
		Lang:      s.prefs.String(playerKey(name, "lang")),
		Voice:     s.prefs.String(playerKey(name, "voice")),
		Rate:      s.prefs.Int(playerKey(name, "rate")),
		AutoMoves: s.prefs.BoolWithFallback(playerKey(name, "auto_moves"), true),
		Clock5Min: s.prefs.Bool(playerKey(name, "clock_5min")),
		Clock1Min: s.prefs.Bool(playerKey(name, "clock_1min")),
		Clock10s:  s.prefs.Bool(playerKey(name, "clock_10s")),
	}
}

// SetPlayerSpeech records a player's speech settings.
func (s Settings) SetPlayerSpeech(name string, p PlayerSpeech) {
	s.prefs.SetString(playerKey(name, "lang"), p.Lang)
	s.prefs.SetString(playerKey(name, "voice"), p.Voice)
	s.prefs.SetInt(playerKey(name, "rate"), p.Rate)
	s.prefs.SetBool(playerKey(name, "auto_moves"), p.AutoMoves)
	s.prefs.SetBool(playerKey(name, "clock_5min"), p.Clock5Min)
	s.prefs.SetBool(playerKey(name, "clock_1min"), p.Clock1Min)
	s.prefs.SetBool(playerKey(name, "clock_10s"), p.Clock10s)
}

// listener is who hears a board's announcements: a visually impaired
// player (the one to move first), with the language and voice chosen.
type listener struct {
	player PlayerView
	speech PlayerSpeech
	lang   string // read-outs
	moves  string // move announcements: D.2.1's German or lang
}

// listenerOf returns the board's listener, ok=false when neither player
// is visually impaired; the arbiter then hears moves in the notation
// language, as before Appendix D was set up.
func (c *Console) listenerOf(b BoardView) (listener, bool) {
	mover, other := b.White, b.Black
	if b.Turn == Black {
		mover, other = other, mover
	}
	ev, _ := c.backend.Event()
	for _, p := range []PlayerView{mover, other} {
		if !p.VisuallyImpaired {
			continue
		}
		l := listener{player: p, speech: c.settings.PlayerSpeech(p.Name), lang: "en"}
		switch {
		case slices.Contains(announce.Languages(), l.speech.Lang):
			l.lang = l.speech.Lang
		case slices.Contains(announce.Languages(), p.Lang):
			l.lang = p.Lang
		}
		l.moves = l.lang
		if c.settings.AnnouncementForm(ev.Name) == FormLaws {
			l.moves = announce.Laws
		}
		return l, true
	}
	return listener{}, false
}

// showSpeechSettings edits the event's announcement form and the speech
// settings of the board's visually impaired players (Ctrl+Shift+A).
func (w *BoardWindow) showSpeechSettings() {
	s := w.console.settings
	ev, _ := w.console.backend.Event()
	formOptions := []string{lang.L("access.form.laws"), lang.L("access.form.player")}
	form := w.keys.radio(formOptions)
	form.SetSelected(formOptions[boolIndex(s.AnnouncementForm(ev.Name) == FormPlayer)])
	items := []*widget.FormItem{widget.NewFormItem(lang.L("access.form"), form)}
	type fields struct {
		name                                  string
		lang                                  *dialogSelect
		voice, rate                           *dialogEntry
		moves, clock5Min, clock1Min, clock10s *dialogCheck
	}
	var players []fields
	for _, p := range []PlayerView{w.detail.White, w.detail.Black} {
		if !p.VisuallyImpaired {
			continue
		}
		cur := s.PlayerSpeech(p.Name)
		k := w.keys
		f := fields{name: p.Name, lang: k.selectBox(append([]string{""}, announce.Languages()...)),
			voice: k.entry(false), rate: k.entry(false),
			moves: k.check(lang.L("access.auto.moves"), nil), clock5Min: k.check(lang.L("access.auto.clock5"), nil),
			clock1Min: k.check(lang.L("access.auto.clock1"), nil), clock10s: k.check(lang.L("access.auto.clock10s"), nil)}
		f.lang.PlaceHolder = lang.L("access.lang.default", map[string]any{"Lang": p.Lang})
		f.lang.SetSelected(cur.Lang)
		f.voice.SetText(cur.Voice)
		f.voice.SetPlaceHolder(lang.L("access.voice.default"))
		if cur.Rate != 0 {
			f.rate.SetText(strconv.Itoa(cur.Rate))
		}
		f.rate.SetPlaceHolder("175")
		f.rate.Validator = func(text string) error {
			if text == "" {
				return nil
			}
			if n, err := strconv.Atoi(text); err != nil || n < 80 || n > 450 {
				return errorf("access.error.rate", map[string]any{"Text": text})
			}
			return nil
		}
		f.moves.SetChecked(cur.AutoMoves)
		f.clock5Min.SetChecked(cur.Clock5Min)
		f.clock1Min.SetChecked(cur.Clock1Min)
		f.clock10s.SetChecked(cur.Clock10s)
		items = append(items,
			widget.NewFormItem(p.Name, widget.NewLabel("")),
			widget.NewFormItem(lang.L("access.lang"), f.lang),
			widget.NewFormItem(lang.L("access.voice"), f.voice),
			widget.NewFormItem(lang.L("access.rate"), f.rate),
			widget.NewFormItem(lang.L("access.auto"), f.moves),
			widget.NewFormItem("", f.clock5Min),
			widget.NewFormItem("", f.clock1Min),
			widget.NewFormItem("", f.clock10s))
		players = append(players, f)
	}
	if len(players) == 0 {
		items = append(items, widget.NewFormItem("", widget.NewLabel(lang.L("access.no_player"))))
	}
	d := dialog.NewForm(lang.L("access.title"), lang.L("dialog.save"), lang.L("dialog.cancel"), items, func(ok bool) {
		w.form = nil
		if !ok {
			return
		}
		s.SetAnnouncementForm(ev.Name, map[bool]string{false: FormLaws, true: FormPlayer}[form.Selected == formOptions[1]])
		for _, f := range players {
			rate, _ := strconv.Atoi(f.rate.Text)
			s.SetPlayerSpeech(f.name, PlayerSpeech{Lang: f.lang.Selected, Voice: f.voice.Text, Rate: rate,
				AutoMoves: f.moves.Checked, Clock5Min: f.clock5Min.Checked, Clock1Min: f.clock1Min.Checked, Clock10s: f.clock10s.Checked})
		}
		w.reload()
	}, w.win)
	d.Resize(fyne.NewSize(620, d.MinSize().Height))
	w.form = d
	w.keys.show(d, d.Submit)
}

// clockStep is the read-out step a listener's time left d is in: the
// nearest boundary at or above d among those asked for (multiples of 5
// minutes, of a minute under 5 minutes, of 10 seconds under one minute).
// A new step means "read the clocks out now", so that they are read at
// 10:00, 5:00, 4:00 ... ok=false when no boundary applies at d.
func clockStep(d time.Duration, p PlayerSpeech) (step time.Duration, ok bool) {
	d = max(d, 0)
	ceil := func(i time.Duration) time.Duration { return (d + i - 1) / i * i }
	switch {
	case d < time.Minute && p.Clock10s:
		return ceil(10 * time.Second), true
	case d < 5*time.Minute && p.Clock1Min:
		return ceil(time.Minute), true
	case p.Clock5Min:
		return ceil(5 * time.Minute), true
	}
	return 0, false
}
