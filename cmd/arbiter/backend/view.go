package backend

import (
	"fmt"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/locales"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// view is the board's tile.
func (bd *board) view(ev *event, at time.Time) view.BoardView {
	g := bd.game
	c := g.Clock()
	v := view.BoardView{
		Number:         bd.number,
		Arbiter:        bd.arbiter,
		White:          playerView(ev.players[bd.white]),
		Black:          playerView(ev.players[bd.black]),
		FEN:            g.Position().FEN(),
		Pieces:         placement(g.Position()),
		InCheck:        g.Position().InCheck(),
		Turn:           laws.SideOf(g.Position().Turn()),
		MovesCompleted: c.MovesCompleted(clock.White),
		Illegal:        map[view.Side]int{view.White: g.IllegalMoves(laws.White), view.Black: g.IllegalMoves(laws.Black)},
		Penalties:      bd.penalties(),
		DrawOffer:      g.PendingOffer(),
		Quarantine:     bd.quarantine,
	}
	if p, ok := bd.pending(); ok {
		v.Proposal = p.Message()
	}
	if plies := g.Plies(); len(plies) > 0 {
		v.LastMove = plies[len(plies)-1].Move.UCI(g.Position().IsChess960())
	}
	if side, running := c.Running(); running {
		v.Started = true
		v.Running = laws.SideOfClock(side)
	} else if _, ok := c.LastEvent(); ok {
		v.Started = true
	}
	if n, ok := c.MovesToControl(laws.SideOf(g.Position().Turn()).Clock(), at); ok {
		v.MovesToControl = n
	}
	if side, _, ok := c.FirstFlag(); ok && c.Remaining(side, at) <= 0 {
		v.FlagFallen = laws.SideOfClock(side)
	}
	if r := g.Result(); r.Over() {
		v.Result = resultText(r.Outcome)
	}
	return v
}

// placement is what stands on each square of pos, as the UI draws it.
func placement(pos chess.Position) view.Placement {
	var pl view.Placement
	for sq := chess.A1; sq <= chess.H8; sq++ {
		if p := pos.PieceAt(sq); p != chess.NoPiece {
			pl[sq] = p.String()[0]
		}
	}
	return pl
}

// detail is the board's window.
func (bd *board) detail(ev *event, at time.Time, lang string) view.BoardDetail {
	d := view.BoardDetail{BoardView: bd.view(ev, at)}
	pos := bd.game.Position()
	chess960 := pos.IsChess960()
	positions, last := bd.game.Positions(), bd.game.StartedAt()
	for _, p := range positions {
		d.Positions = append(d.Positions, p.FEN())
	}
	for i, p := range bd.game.Plies() {
		mv := view.MoveView{Ply: i + 1, Clock: p.Clock, TimeSpent: p.At.Sub(last)}
		if p.Move != chess.NoMove {
			mv.SAN, mv.UCI = writeMove(positions[i], p.Move, lang), p.Move.UCI(chess960)
		}
		d.Moves = append(d.Moves, mv)
		last = p.At
	}
	if !bd.game.Result().Over() {
		var buf [256]chess.Move
		for _, m := range pos.LegalMoves(buf[:0]) {
			d.Legal = append(d.Legal, m.UCI(chess960))
			d.LegalSAN = append(d.LegalSAN, writeMove(pos, m, lang))
		}
	}
	for _, r := range bd.game.Rulings {
		d.Rulings = append(d.Rulings, rulingView(bd.game.Setup.Rules, r.Ruling))
	}
	if p, ok := bd.pending(); ok {
		pv := rulingView(bd.game.Setup.Rules, p)
		d.Pending = &pv
	}
	return d
}

func (bd *board) penalties() map[view.Side]int {
	n := map[view.Side]int{}
	for _, r := range bd.game.Rulings {
		if r.Decision == laws.PenaltyApplied {
			n[r.Side]++
		}
	}
	return n
}

func playerView(p storage.Player) view.PlayerView {
	return view.PlayerView{
		Name: p.Name, Rating: p.Rating, Title: p.Title, Federation: p.Federation,
		Lang: p.Language, VisuallyImpaired: p.VisuallyImpaired,
	}
}

// resultText writes an outcome as the console shows it (½ for a half).
func resultText(o laws.Outcome) string {
	if o == laws.Drawn {
		return "½-½"
	}
	return string(o)
}

// rulingView is a ruling as the UI shows it; the UI translates its key,
// tools read the English text.
func rulingView(rules laws.RuleSet, r laws.Ruling) view.RulingView {
	params := make(map[string]any, len(r.Params))
	for k, v := range r.Params {
		params[k] = v
	}
	text, ok := locales.UIText("en", r.Message(), params)
	if !ok {
		text = string(r.Decision)
	}
	decidedBy := r.DecidedBy
	if r.Proposed {
		decidedBy = "" // nobody has decided yet
	}
	return view.RulingView{
		At:        r.At,
		Key:       r.Message(),
		Params:    params,
		Text:      text,
		Effects:   append(effects(r.Effects), notes(r.Notes)...),
		Edition:   rules.Edition.String(),
		Articles:  r.Articles,
		Result:    resultText(r.Result.Outcome),
		Proposed:  r.Proposed,
		DecidedBy: decidedBy,
	}
}

// effects lists what a ruling changed, as messages for the UI to
// translate (keys effect.* in locales/ui).
func effects(e laws.Effects) []view.Message {
	var out []view.Message
	add := func(key string, params map[string]any) { out = append(out, view.Message{Key: key, Params: params}) }
	if e.Reinstate != nil {
		add("effect.reinstate", map[string]any{"Ply": *e.Reinstate})
	}
	for i, key := range []string{"effect.time.white", "effect.time.black"} {
		if d := e.Time[i]; d != 0 {
			add(key, map[string]any{"Time": signedClock(d)})
		}
	}
	if e.Result != "" && e.Result != laws.Ongoing {
		add("effect.result", map[string]any{"Result": resultText(e.Result)})
	}
	if e.MustPlay != "" {
		add("effect.must_play", map[string]any{"Move": e.MustPlay})
	}
	if e.Replaced != "" {
		add("effect.replaced", map[string]any{"Move": e.Replaced})
	}
	if e.Increment != 0 {
		add("effect.increment", map[string]any{"Seconds": int(e.Increment.Seconds())})
	}
	return out
}

// notes are the ruling's remarks (conflicting texts of one edition), as
// messages shown under its effects on the ruling panel.
func notes(keys []string) []view.Message {
	var out []view.Message
	for _, k := range keys {
		out = append(out, view.Message{Key: k})
	}
	return out
}

// signedClock writes a time change as a clock shows it: "+2:00", "-0:30",
// "+1:05:00".
func signedClock(d time.Duration) string {
	sign := "+"
	if d < 0 {
		sign, d = "-", -d
	}
	s := int(d.Round(time.Second).Seconds())
	if s >= 3600 {
		return fmt.Sprintf("%s%d:%02d:%02d", sign, s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%s%d:%02d", sign, s/60, s%60)
}
