package backend

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/notation"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// irregularities maps the articles of 7.5 to the engine's kinds.
var irregularities = map[string]laws.Irregularity{
	"7.5.1": laws.IllegalMove,
	"7.5.2": laws.UnpromotedPawn,
	"7.5.3": laws.PressWithoutMove,
	"7.5.4": laws.TwoHands,
}

// refuse is a command the backend turns down before the Laws see it: key
// and params say why in the arbiter's language, the English text is for
// logs.
func refuse(key string, params map[string]any, format string, args ...any) error {
	return &view.Refusal{Message: view.Message{Key: key, Params: params}, Err: fmt.Errorf(format, args...)}
}

// eventFor turns an arbiter's command into the engine event it records.
func eventFor(cmd view.Command, at time.Time, bd *board) (laws.Event, error) {
	e := laws.Event{At: at, Payload: laws.Payload{Reason: cmd.Text, By: cmd.By}}
	hasSide := cmd.Side == laws.White || cmd.Side == laws.Black
	if hasSide {
		e.Side = cmd.Side
	}
	switch cmd.Kind {
	case view.CmdMove:
		if cmd.Move == "" {
			return e, refuse("refusal.no_move", nil, "move: no move given")
		}
		e.Kind, e.Move = laws.KindMove, cmd.Move
		e.Side = laws.SideOf(bd.game.Position().Turn())
		return e, nil
	case view.CmdStartClock:
		e.Kind = laws.KindStart
		return e, nil
	case view.CmdPause:
		e.Kind = laws.KindPause
		return e, nil
	case view.CmdResume:
		e.Kind = laws.KindResume
		return e, nil
	case view.CmdSetTimes:
		e.Kind, e.Times = laws.KindSetTimes, [2]time.Duration{cmd.WhiteTime, cmd.BlackTime}
		return e, nil
	case view.CmdReinstate:
		if cmd.Ply < 0 || cmd.Ply > bd.game.Ply() {
			return e, refuse("refusal.ply", map[string]any{"Ply": cmd.Ply, "Last": bd.game.Ply()},
				"reinstate: ply %d is not in this game (0 to %d)", cmd.Ply, bd.game.Ply())
		}
		ply := cmd.Ply
		e.Kind, e.Ply = laws.KindDisplaced, &ply
		return e, nil
	case view.CmdResult:
		e.Kind, e.Result = laws.KindResult, outcome(cmd.Result)
		return e, nil
	case view.CmdColours:
		e.Kind = laws.KindColours
		return e, nil
	case view.CmdWrongSetup:
		e.Kind = laws.KindSetup
		return e, nil
	case view.CmdPosition:
		if cmd.FEN == "" {
			return e, refuse("refusal.no_fen", nil, "position: no FEN given")
		}
		e.Kind, e.FEN = laws.KindPosition, cmd.FEN
		return e, nil
	case view.CmdDecide:
		return decideEvent(cmd, e, bd)
	case view.CmdPressClock:
		// Pressing the clock without a move is the irregularity of 7.5.3.
		cmd.Kind, cmd.Article = view.CmdIllegal, "7.5.3"
		if !hasSide {
			hasSide = true
			e.Side = laws.SideOf(bd.game.Position().Turn())
		}
	}
	if !hasSide {
		return e, refuse("refusal.no_side", map[string]any{"Command": string(cmd.Kind)},
			"%s: say which player (white or black), not %q", cmd.Kind, cmd.Side)
	}
	switch cmd.Kind {
	case view.CmdIllegal:
		k, ok := irregularities[cmd.Article]
		if !ok {
			return e, refuse("refusal.option", map[string]any{"Option": cmd.Article, "Options": strings.Join(view.Options(view.CmdIllegal), ", ")},
				"illegal move: article %q is not one of 7.5.1, 7.5.2, 7.5.3, 7.5.4", cmd.Article)
		}
		e.Kind, e.Irregularity, e.Move, e.Late = laws.KindIllegal, k, cmd.Move, cmd.Late
	case view.CmdAdjustTime:
		if cmd.Amount <= 0 {
			return e, refuse("refusal.amount", map[string]any{"Amount": cmd.Amount.String()},
				"add time: %s is not a positive amount; time is taken away only as a 12.9.3 penalty", cmd.Amount)
		}
		e.Kind = laws.KindDisturbance
		e.Times[e.Side.Clock()] = cmd.Amount
	case view.CmdFlagFall:
		e.Kind = laws.KindFlag
	case view.CmdDrawOffer:
		e.Kind = laws.KindOffer
	case view.CmdDrawAccept:
		e.Kind = laws.KindAccept
	case view.CmdDrawDecline:
		e.Kind = laws.KindDecline
	case view.CmdClaim:
		e.Kind, e.Claim, e.Move = laws.KindClaim, laws.ClaimKind(cmd.Claim), cmd.Move
	case view.CmdResign:
		e.Kind = laws.KindResign
	case view.CmdPenalty:
		p := laws.Penalty(cmd.Penalty)
		ok := slices.Contains(laws.Penalties, p)
		if !ok {
			return e, refuse("refusal.option", map[string]any{"Option": cmd.Penalty, "Options": strings.Join(view.Options(view.CmdPenalty), ", ")},
				"penalty %q is not one of 12.9: %s", cmd.Penalty, strings.Join(view.Options(view.CmdPenalty), ", "))
		}
		e.Kind, e.Penalty, e.Time = laws.KindPenalty, p, cmd.Amount
		if p == laws.PointsDown {
			pts, err := readPoints(cmd.Points, bd.game.Rules().Regulations.Scoring)
			if err != nil {
				return e, err
			}
			e.Points = pts
		}
	case view.CmdQuickplay:
		if !slices.Contains(view.Options(view.CmdQuickplay), cmd.Claim) {
			return e, refuse("refusal.option", map[string]any{"Option": cmd.Claim, "Options": strings.Join(view.Options(view.CmdQuickplay), ", ")},
				"quickplay: %q is not increment (III.4) or normal (III.5)", cmd.Claim)
		}
		e.Kind, e.Claim, e.Decision = laws.KindQuickplay, laws.ClaimKind(cmd.Claim), cmd.Decision
	case view.CmdDevice:
		e.Kind = laws.KindDevice
	case view.CmdDefault:
		if cmd.Decision != "" && cmd.Decision != view.DecisionConfirm {
			return e, refuse("refusal.option", map[string]any{"Option": cmd.Decision, "Options": view.DecisionConfirm},
				"default: decision %q: only confirm can go with a default", cmd.Decision)
		}
		e.Kind = laws.KindAbsent
	default:
		return e, refuse("refusal.unknown", map[string]any{"Command": string(cmd.Kind)}, "unknown command %q", cmd.Kind)
	}
	return e, nil
}

// outcome reads a result as the console writes it.
func outcome(s string) laws.Outcome {
	if s == "½-½" {
		return laws.Drawn
	}
	return laws.Outcome(s)
}

// writeMove writes a move for the move list in the arbiter's language.
func writeMove(p chess.Position, m chess.Move, lang string) string {
	return notation.Write(p, m, notation.Options{Lang: notation.Lang(lang)})
}
