package backend

import (
	"cmp"
	"fmt"
	"html/template"
	"io"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/locales"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// Appeal lists a board's rulings with what an appeals committee needs.
func (b *Backend) Appeal(number int) ([]view.AppealEntry, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	bd, err := b.board(number)
	if err != nil {
		return nil, err
	}
	return bd.appeal(b.event.rules), nil
}

// appeal pairs each ruling with the event it answered: the event at the
// same instant, the last one when several share it.
func (bd *board) appeal(rules laws.RuleSet) []view.AppealEntry {
	g := bd.game
	out := make([]view.AppealEntry, 0, len(g.Rulings))
	for _, r := range g.Rulings {
		e := laws.Event{At: r.At}
		for i := len(g.Events) - 1; i >= 0; i-- {
			if g.Events[i].At.Equal(r.At) {
				e = g.Events[i]
				break
			}
		}
		arbiter := e.By
		if arbiter == "" && r.DecidedBy != "laws" {
			arbiter = r.DecidedBy
		}
		side := r.Side
		if side == view.NoSide {
			side = e.Side
		}
		out = append(out, view.AppealEntry{
			At: r.At, Board: bd.number, Arbiter: arbiter, Command: view.CommandKind(e.Kind), Side: side,
			Ruling: rulingView(rules, r.Ruling), Reason: cmp.Or(e.Reason, r.Params["reason"]),
			White: r.Clock[0], Black: r.Clock[1],
		})
	}
	return out
}

// appealPage is what the appeal template prints.
type appealPage struct {
	Lang, Title, Printed string
	Games                []appealGame
	Col                  map[string]string
}

type appealGame struct {
	Heading string
	None    string
	Rows    []appealRow
}

type appealRow struct {
	Time, Arbiter, Command, Decision, Articles, Reason, Clocks string
	Effects                                                    []string
}

// WriteAppeal writes the boards' appeal record as a printable HTML page in
// lang, in words: every board of the round when none is named.
func (b *Backend) WriteAppeal(w io.Writer, lang string, boards ...int) error {
	b.mu.Lock()
	page, err := b.appealPage(lang, boards)
	b.mu.Unlock()
	if err != nil {
		return err
	}
	return appealTemplate.Execute(w, page)
}

func (b *Backend) appealPage(lang string, numbers []int) (appealPage, error) {
	if b.event == nil {
		return appealPage{}, fmt.Errorf("appeal record: %w (no event is open)", ErrNoBoard)
	}
	words := func(key string, params map[string]any) string {
		s, _ := locales.UIText(lang, key, params)
		return s
	}
	ev := b.event
	page := appealPage{Lang: lang, Title: words("appeal.title", nil),
		Printed: words("appeal.printed", map[string]any{"At": b.now().UTC().Format("2006-01-02 15:04")}),
		Col:     map[string]string{}}
	for _, c := range []string{"time", "arbiter", "command", "decision", "reason", "clocks"} {
		page.Col[c] = words("appeal.col."+c, nil)
	}
	page.Col["articles"] = words("appeal.col.articles", map[string]any{"Edition": ev.rules.Edition.String()})
	var bds []*board
	if len(numbers) == 0 {
		bds = ev.boards
	}
	for _, n := range numbers {
		bd, err := b.board(n)
		if err != nil {
			return page, err
		}
		bds = append(bds, bd)
	}
	for _, bd := range bds {
		game := appealGame{None: words("appeal.none", nil), Heading: words("appeal.heading", map[string]any{
			"Event": ev.t.Name, "Round": ev.round.Number, "Board": bd.number,
			"White": ev.players[bd.white].Name, "Black": ev.players[bd.black].Name})}
		for _, e := range bd.appeal(ev.rules) {
			game.Rows = append(game.Rows, appealRowOf(e, words))
		}
		page.Games = append(page.Games, game)
	}
	return page, nil
}

func appealRowOf(e view.AppealEntry, words func(string, map[string]any) string) appealRow {
	r := e.Ruling
	row := appealRow{
		Time:     e.At.UTC().Format("15:04:05"),
		Arbiter:  cmp.Or(e.Arbiter, words("appeal.engine", nil)),
		Command:  words(commandKey(e.Command), nil),
		Decision: words(r.Key, r.Params),
		Articles: strings.Join(r.Articles, ", "),
		Reason:   e.Reason,
		Clocks:   clockText(e.White) + " – " + clockText(e.Black),
	}
	if e.Side != view.NoSide {
		row.Command += " (" + words("side."+e.Side.String(), nil) + ")"
	}
	if p, ok := r.Params["penalty"].(string); ok {
		row.Decision += " " + words("penalty."+p, nil) // which of 12.9
	}
	for _, m := range r.Effects {
		row.Effects = append(row.Effects, words(m.Key, m.Params))
	}
	return row
}

// commandKey is the UI string naming a kind of event: the board window's
// action where it has one.
func commandKey(k view.CommandKind) string {
	switch laws.Kind(k) {
	case laws.KindIllegal, laws.KindFlag, laws.KindClaim, laws.KindResign, laws.KindPenalty, laws.KindDevice, laws.KindResult:
		return "action." + string(k)
	case laws.KindOffer, laws.KindAccept, laws.KindDecline:
		return "action.draw"
	case laws.KindDisplaced:
		return "action.reinstate"
	case laws.KindAbsent:
		return "action.default"
	}
	return "appeal.kind." + string(k)
}

// clockText is h:mm:ss, as an appeal reads a clock.
func clockText(d time.Duration) string {
	d = max(d, 0).Truncate(time.Second)
	return fmt.Sprintf("%d:%02d:%02d", int(d.Hours()), int(d.Minutes())%60, int(d.Seconds())%60)
}

var appealTemplate = template.Must(template.New("appeal").Parse(`<!DOCTYPE html>
<html lang="{{.Lang}}">
<head>
<meta charset="utf-8">
<title>{{.Title}}</title>
<style>
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 11pt; margin: 2em; color: #111; }
h1 { font-size: 16pt; margin: 0 0 0.3em; }
h2 { font-size: 13pt; margin: 1.4em 0 0.4em; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #888; padding: 0.3em 0.5em; text-align: left; vertical-align: top; }
th { background: #eee; }
td.time, td.clocks { white-space: nowrap; font-variant-numeric: tabular-nums; }
ul { margin: 0.2em 0 0; padding-left: 1.2em; }
.game { page-break-inside: avoid; }
footer { margin-top: 2em; font-size: 9pt; color: #555; }
@media print { body { margin: 0; } }
</style>
</head>
<body>
<h1>{{.Title}}</h1>
{{range .Games}}<section class="game">
<h2>{{.Heading}}</h2>
{{if .Rows}}<table>
<tr><th>{{$.Col.time}}</th><th>{{$.Col.arbiter}}</th><th>{{$.Col.command}}</th><th>{{$.Col.decision}}</th><th>{{$.Col.articles}}</th><th>{{$.Col.reason}}</th><th>{{$.Col.clocks}}</th></tr>
{{range .Rows}}<tr><td class="time">{{.Time}}</td><td>{{.Arbiter}}</td><td>{{.Command}}</td><td>{{.Decision}}{{if .Effects}}<ul>{{range .Effects}}<li>{{.}}</li>{{end}}</ul>{{end}}</td><td>{{.Articles}}</td><td>{{.Reason}}</td><td class="clocks">{{.Clocks}}</td></tr>
{{end}}</table>{{else}}<p>{{.None}}</p>{{end}}
</section>
{{end}}<footer>{{.Printed}}</footer>
</body>
</html>
`))
