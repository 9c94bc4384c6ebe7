package gamelog

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/pgn"
)

// PGN returns the game's current line as a PGN game: every move with the
// mover's clock after it ([%clk]), every ruling as a comment after the ply
// it came at, the result, and the tags that follow from the game itself
// (Result, TimeControl, Termination, FIDELaws, and FEN for another start,
// or for a position installed before the first move).
// The caller adds the event's tags (Event, Site, Date, Round, players).
func (g *Game) PGN() *pgn.Game {
	// A position installed before the first move (a game set up from a
	// position, as a feed gives it) is where the PGN starts.
	plies := g.Plies()
	lead := 0
	for lead < len(plies) && plies[lead].Move == chess.NoMove {
		lead++
	}
	start := g.Setup.Start
	if lead > 0 {
		start = g.Positions()[lead]
	}
	out := &pgn.Game{Start: start, Result: PGNResult(g.Result().Outcome)}
	out.SetTag("TimeControl", g.Setup.Control.String())
	out.SetTag("FIDELaws", g.Setup.Rules.Edition.String())
	if start.FEN() != chess.StartPosition().FEN() {
		out.SetTag("SetUp", "1")
		out.SetTag("FEN", start.FEN())
	}
	for _, p := range plies[lead:] {
		if p.Move == chess.NoMove {
			break // a position the arbiter installed: PGN cannot follow it
		}
		out.Moves = append(out.Moves, pgn.Move{Move: p.Move, Clock: p.Clock.Truncate(time.Second), HasClock: true})
	}
	for _, r := range g.Rulings {
		text := rulingComment(r.Ruling)
		switch ply := min(max(r.Ply-lead, 0), len(out.Moves)); {
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

// MergePGN gives back an imported game as it came in, with what the
// console added: record is the game as imported, imported the number of
// the game's rulings that the import's own events made. The record keeps
// its tags, comments, glyphs, variations and clock readings; moves the
// console recorded beyond it (or instead of its moves, from where the
// lines part) follow with the console's clocks when the record had clocks;
// the console's rulings become comments, and a result the console reached
// replaces the recorded one, with its Termination.
func (g *Game) MergePGN(record *pgn.Game, imported int) *pgn.Game {
	out := *record
	out.Tags = slices.Clone(record.Tags)
	out.Comments = slices.Clip(record.Comments)
	out.Moves = slices.Clone(record.Moves)
	plies := g.Plies()
	var line []chess.Move
	for _, p := range plies {
		if p.Move == chess.NoMove {
			break // a position the arbiter installed: PGN cannot follow it
		}
		line = append(line, p.Move)
	}
	same := 0
	for same < len(line) && same < len(out.Moves) && line[same] == out.Moves[same].Move {
		same++
	}
	if same < len(line) {
		clocks := len(record.Moves) == 0 || slices.ContainsFunc(record.Moves, func(m pgn.Move) bool { return m.HasClock })
		out.Moves = out.Moves[:same:same]
		for i := same; i < len(line); i++ {
			m := pgn.Move{Move: line[i]}
			if clocks {
				m.Clock, m.HasClock = plies[i].Clock.Truncate(time.Second), true
			}
			out.Moves = append(out.Moves, m)
		}
	}
	imported = min(max(imported, 0), len(g.Rulings))
	for _, r := range g.Rulings[imported:] {
		text := rulingComment(r.Ruling)
		switch ply := min(r.Ply, len(out.Moves)); {
		case ply == 0:
			out.Comments = append(out.Comments, text)
		default:
			m := &out.Moves[ply-1]
			m.Comments = append(slices.Clip(m.Comments), text)
		}
	}
	if r := g.Result(); r.Over() && len(g.Rulings) > imported {
		out.Result = PGNResult(r.Outcome)
		out.SetTag("Result", out.Result)
		out.SetTag("Termination", termination(g.Rulings[len(g.Rulings)-1].Decision))
	}
	return &out
}

// RulingWords says what a ruling decided, in words, with its articles:
// "Dead position: the game is drawn. (Art. 5.2.2)".
func RulingWords(r laws.Ruling) string {
	words := decisionWords(r)
	if len(r.Articles) > 0 {
		words += " (Art. " + strings.Join(r.Articles, ", ") + ")"
	}
	return words
}

// rulingComment is a ruling as an appeals committee reads it in the PGN.
func rulingComment(r laws.Ruling) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Ruling %s: %s", r.At.UTC().Format("15:04:05"), RulingWords(r))
	if r.Side != laws.NoSide {
		fmt.Fprintf(&b, " (%s)", r.Side)
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

// PGNResult maps Article 10's outcomes to the four PGN results; forfeits
// count as the win they give, the others stay "*" with the ruling's comment.
func PGNResult(o laws.Outcome) string {
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
