package view

import (
	"slices"

	"github.com/arbiterconsole/arbiter/engine/laws"
)

// penaltyOptions are the engine's options of 12.9, in its order.
func penaltyOptions() []string {
	options := make([]string, len(laws.Penalties))
	for i, p := range laws.Penalties {
		options[i] = string(p)
	}
	return options
}

// CommandSpec is one entry of the command table: a kind of command and the
// options the arbiter picks from for it (none when there is no choice).
// The option is the value of the command's field that the kind names:
// Article for illegal, Claim for claim, Penalty for penalty, Result for
// result, Decision for decide.
//
// Decisions, where the Laws let the arbiter decide in the same command,
// are the values of the command's Decision field, "" first when the
// command may also be given without one (the engine then checks the
// conditions and proposes).
type CommandSpec struct {
	Kind      CommandKind `json:"kind"`
	Options   []string    `json:"options"`
	Decisions []string    `json:"decisions,omitempty"`
}

// Commands is the table of the arbiter's commands, in the order a menu
// shows them. The console builds its menus and dialogs from it, arbiterctl
// prints it, and the backend's tests send every entry through the Laws;
// the option spellings are the engine's.
var Commands = []CommandSpec{
	{Kind: CmdMove, Options: []string{}},
	{Kind: CmdStartClock, Options: []string{}},
	{Kind: CmdPressClock, Options: []string{}},
	{Kind: CmdPause, Options: []string{}},
	{Kind: CmdResume, Options: []string{}},
	{Kind: CmdSetTimes, Options: []string{}},
	{Kind: CmdAdjustTime, Options: []string{}},
	// 7.5.1 illegal move, 7.5.2 unpromoted pawn, 7.5.3 clock pressed
	// without a move, 7.5.4 two hands.
	{Kind: CmdIllegal, Options: []string{"7.5.1", "7.5.2", "7.5.3", "7.5.4"}},
	{Kind: CmdFlagFall, Options: []string{}},
	{Kind: CmdDrawOffer, Options: []string{}},
	{Kind: CmdDrawAccept, Options: []string{}},
	{Kind: CmdDrawDecline, Options: []string{}},
	{Kind: CmdClaim, Options: []string{"threefold", "fifty"}}, // 9.2, 9.3
	{Kind: CmdResign, Options: []string{}},
	{Kind: CmdReinstate, Options: []string{}},
	{Kind: CmdPosition, Options: []string{}},
	{Kind: CmdColours, Options: []string{}},
	{Kind: CmdWrongSetup, Options: []string{}},
	// 12.9 a) to i), in the order of the article.
	{Kind: CmdPenalty, Options: penaltyOptions()},
	{Kind: CmdDevice, Options: []string{}},
	{Kind: CmdDefault, Options: []string{}},
	{Kind: CmdResult, Options: []string{"1-0", "0-1", "½-½", "0-0", "+/-", "-/+", "-/-"}},
	// The arbiter's answer to the engine's proposal where the Laws leave
	// the decision to him ("may", "unless the arbiter decides otherwise").
	{Kind: CmdDecide, Options: []string{DecisionConfirm, DecisionOverride}},
	// Guidelines III.4 (an increment asked for) and III.5 (a draw claimed)
	// in a game without increment; the arbiter may decide at once.
	{Kind: CmdQuickplay, Options: []string{"increment", "normal"}, Decisions: []string{"", "accept", "reject", "draw", "postpone"}},
}

// Options returns the options of a kind of command from the table; nil for
// a kind the table does not hold.
func Options(kind CommandKind) []string {
	i := slices.IndexFunc(Commands, func(s CommandSpec) bool { return s.Kind == kind })
	if i < 0 {
		return nil
	}
	return slices.Clone(Commands[i].Options)
}

// WithOption returns c with option set in the field its kind names.
func (c Command) WithOption(option string) Command {
	switch c.Kind {
	case CmdIllegal:
		c.Article = option
	case CmdClaim, CmdQuickplay:
		c.Claim = option
	case CmdPenalty:
		c.Penalty = option
	case CmdResult:
		c.Result = option
	case CmdDecide:
		c.Decision = option
	}
	return c
}
