package ui

import "github.com/arbiterconsole/arbiter/ui/view"

// The UI draws the views of package view and sends its commands. These
// aliases let the widgets say BoardView rather than view.BoardView; they are
// the same types (as os.FileInfo is fs.FileInfo), so a backend written
// against package view plugs in without importing Fyne.
type (
	Backend      = view.Backend
	ExportFormat = view.ExportFormat
	Side         = view.Side
	EventView    = view.EventView
	PlayerView   = view.PlayerView
	BoardView    = view.BoardView
	Change       = view.Change
	Placement    = view.Placement
	MoveView     = view.MoveView
	BoardDetail  = view.BoardDetail
	RulingView   = view.RulingView
	Message      = view.Message
	ArticleView  = view.ArticleView
	CommandKind  = view.CommandKind
	Command      = view.Command
	EventSetup   = view.EventSetup
	Refusal      = view.Refusal
	AppealEntry  = view.AppealEntry
)

// The export formats, in the order a menu shows them.
const (
	ExportPGNRound   = view.ExportPGNRound
	ExportPGN        = view.ExportPGN
	ExportTRF        = view.ExportTRF
	ExportResultsCSV = view.ExportResultsCSV
	ExportPlayersCSV = view.ExportPlayersCSV
)

// ExportFormats lists the formats in the order a menu shows them.
var ExportFormats = view.ExportFormats

// The two sides.
const (
	NoSide = view.NoSide
	White  = view.White
	Black  = view.Black
)

// The commands an arbiter can give on a board.
const (
	CmdMove        = view.CmdMove
	CmdStartClock  = view.CmdStartClock
	CmdPressClock  = view.CmdPressClock
	CmdPause       = view.CmdPause
	CmdResume      = view.CmdResume
	CmdSetTimes    = view.CmdSetTimes
	CmdAdjustTime  = view.CmdAdjustTime
	CmdIllegal     = view.CmdIllegal
	CmdFlagFall    = view.CmdFlagFall
	CmdDrawOffer   = view.CmdDrawOffer
	CmdDrawAccept  = view.CmdDrawAccept
	CmdDrawDecline = view.CmdDrawDecline
	CmdClaim       = view.CmdClaim
	CmdResign      = view.CmdResign
	CmdReinstate   = view.CmdReinstate
	CmdPenalty     = view.CmdPenalty
	CmdDevice      = view.CmdDevice
	CmdDefault     = view.CmdDefault
	CmdResult      = view.CmdResult
	CmdPosition    = view.CmdPosition
	CmdColours     = view.CmdColours
	CmdWrongSetup  = view.CmdWrongSetup
)

// opposite returns the other player; the zero Side stays zero.
func opposite(s Side) Side {
	switch s {
	case White:
		return Black
	case Black:
		return White
	}
	return NoSide
}
