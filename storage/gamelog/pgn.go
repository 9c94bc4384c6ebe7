package gamelog

import (
	"fmt"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/pgn"
)

// PGN returns the game's current line as a PGN game: every move with the
// mover's clock after it ([%clk]), every ruling as a comment after the ply
// it came at, the result, and the tags that follow from the game itself
// (Result, TimeControl, Termination, FIDELaws, and FEN for another start).
// The caller adds the event's tags (Event, Site, Date, Round, players).
func (g *Game) PGN() *pgn.Game {
	out := &pgn.Game{Start: g.Setup.Start, Result: pgnResult(g.Result().Outcome)}
	out.SetTag("TimeControl", g.Setup.Control.String())
	out.SetTag("FIDELaws", g.Setup.Rules.Edition.String())
	if g.Setup.Start.FEN() != chess.StartPosition().FEN() {
		out.SetTag("SetUp", "1")
		out.SetTag("FEN", g.Setup.Start.FEN())
	}
	for _, p := range g.Plies() {
		if p.Move == chess.NoMove {
			break // a position the arbiter installed: PGN cannot follow it
		}
		out.Moves = append(out.Moves, pgn.Move{Move: p.Move, Clock: p.Clock.Truncate(time.Second), HasClock: true})
	}
	for _, r := range g.Rulings {
		text := rulingComment(r.Ruling)
		switch ply := min(r.Ply, len(out.Moves)); {
		case ply == 0:
			out.Comments = append(out.Comments, text)
		default:
			m := &out.Moves[ply-1]
			m.Comments = append(m.Comments, text)
		}
	}
	if r := g.Result(); r.Over() && len(g.Rulings) > 0 {
		out.SetTag("Termination", termination(g.Rulings[len(g.Rulings)-1].Decision))
	}
	return out
}

// rulingComment is a ruling as an appeals committee reads it in the PGN.
func rulingComment(r laws.Ruling) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Ruling %s: %s", r.At.UTC().Format("15:04:05"), decisionWords(r))
	if r.Side != laws.NoSide {
		fmt.Fprintf(&b, " (%s)", r.Side)
	}
	if len(r.Articles) > 0 {
		fmt.Fprintf(&b, "; Art. %s", strings.Join(r.Articles, ", "))
	}
	for i, d := range r.Effects.Time {
		if d != 0 {
			fmt.Fprintf(&b, "; %s %+ds", []string{"White", "Black"}[i], int(d.Seconds()))
		}
	}
	if reason := r.Params["reason"]; reason != "" {
		fmt.Fprintf(&b, "; reason: %s", reason)
	}
	if r.Proposed {
		b.WriteString("; proposed to the arbiter")
	} else if r.DecidedBy != "" && r.DecidedBy != "laws" {
		fmt.Fprintf(&b, "; decided by %s", r.DecidedBy)
	}
	return b.String()
}

// pgnResult maps Article 10's outcomes to the four PGN results; forfeits
// count as the win they give, the others stay "*" with the ruling's comment.
func pgnResult(o laws.Outcome) string {
	switch o {
	case laws.WhiteWins, laws.BlackForfeit:
		return "1-0"
	case laws.BlackWins, laws.WhiteForfeit:
		return "0-1"
	case laws.Drawn:
		return "1/2-1/2"
	}
	return "*"
}

// termination is the PGN Termination tag for the decision that ended a game.
func termination(d laws.Decision) string {
	switch d {
	case laws.Checkmate, laws.Stalemate, laws.DeadPosition, laws.Resignation, laws.DrawAgreed,
		laws.Fivefold, laws.SeventyFive, laws.ClaimCorrect, laws.ResultRecorded:
		return "normal"
	case laws.FlagLoss, laws.FlagDraw:
		return "time forfeit"
	case laws.DefaultLoss, laws.DefaultBothLose:
		return "abandoned"
	}
	return "rules infraction"
}
