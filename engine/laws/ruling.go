package laws

import "time"

// Decision is what a ruling decides. Decisions double as the message key
// for translation: the UI shows lang.L("ruling." + decision).
type Decision string

// The decisions the engine makes or proposes.
const (
	IllegalFirst          Decision = "illegal_move.first"           // time to the opponent
	IllegalSecond         Decision = "illegal_move.second"          // loss, or draw if the opponent cannot mate
	IllegalLoses          Decision = "illegal_move.loses"           // A.4.2 in 2014 and 2017
	IllegalStands         Decision = "illegal_move.stands"          // too late to correct (A.4.2)
	IllegalOpen           Decision = "illegal_move.arbiter"         // 2014: not an illegal move; 12.9 at the arbiter's discretion
	PawnBecomesQueen      Decision = "illegal_move.promotion_queen" // 7.5.2
	IllegalPositionWait   Decision = "illegal_position.wait"        // A.4.4: wait for the next move
	IllegalPositionDraw   Decision = "illegal_position.draw"        // A.4.4
	IllegalPositionGone   Decision = "illegal_position.corrected"   // A.4.4: no longer on the board
	PositionReinstated    Decision = "position.reinstated"          // 7.6
	PositionInstalled     Decision = "position.installed"           // arbiter sets the board
	DisplacedOwnTime      Decision = "displaced.own_time"           // 7.4.1
	DrawOffered           Decision = "draw_offer.made"              // 9.1.2.1
	DrawOfferNotAllowed   Decision = "draw_offer.not_allowed"       // 9.1.1: not before move N
	DrawOfferForbidden    Decision = "draw_offer.forbidden"         // 9.1.1: no agreement without the arbiter
	DrawOfferLapsed       Decision = "draw_offer.lapsed"            // 9.1.2.1
	DrawOfferDeclined     Decision = "draw_offer.declined"          // 9.1.2.1
	DrawAgreed            Decision = "draw.agreement"               // 5.2.3
	DrawAgreementTooEarly Decision = "draw.agreement_too_early"     // 5.2.3: no move by each player yet
	ClaimCorrect          Decision = "claim.correct"                // 9.5.2
	ClaimIncorrect        Decision = "claim.incorrect"              // 9.5.3; params.draw_offer "stands": also a draw offer (9.1.2.3)
	ClaimNotOnMove        Decision = "claim.not_on_move"            // 9.2 (2018 9.2.1), 9.3: the claimant must have the move
	Checkmate             Decision = "end.checkmate"                // 5.1.1
	Resignation           Decision = "end.resignation"              // 5.1.2
	Stalemate             Decision = "end.stalemate"                // 5.2.1
	DeadPosition          Decision = "end.dead_position"            // 5.2.2
	Fivefold              Decision = "end.fivefold"                 // 9.6.1
	SeventyFive           Decision = "end.seventy_five"             // 9.6.2
	FlagLoss              Decision = "flag.loss"                    // 6.9
	FlagDraw              Decision = "flag.draw"                    // 6.9: the opponent cannot mate
	FlagNotFallen         Decision = "flag.not_fallen"              // the clock shows time left
	FlagClaimTooLate      Decision = "flag.claimant_out_of_time"    // A.4 c (2014)
	DefaultLoss           Decision = "default.loss"                 // 6.7.1
	DefaultBothLose       Decision = "default.both"                 // 6.7.1, both absent
	DefaultNotYet         Decision = "default.not_yet"              // the default time has not passed
	DefaultArrived        Decision = "default.arrived"              // 6.7.1: the player has moved, so he arrived
	ColoursNewGame        Decision = "colours.new_game"             // 7.3 (2017, 2018)
	ColoursContinue       Decision = "colours.continue"             // 7.3
	SetupNewGame          Decision = "setup.new_game"               // 7.2.1
	SetupTooLate          Decision = "setup.no_claim"               // A.4.1.2
	DeviceLoss            Decision = "device.loss"                  // 11.3.2.2
	DeviceLesserPenalty   Decision = "device.regulations"           // 11.3.2.2: the regulations' penalty
	RefusalLoss           Decision = "refusal.loss"                 // 11.7
	RefusalBothLose       Decision = "refusal.both"                 // 11.8
	ScoresheetShown       Decision = "scoresheet.shown"             // A.3.2
	ScoresheetDistraction Decision = "scoresheet.distraction"       // A.3.2: more than five requests
	ScoresheetNoRule      Decision = "scoresheet.no_rule"           // 2014: no limit in the Laws
	ScoresheetNotOnMove   Decision = "scoresheet.not_on_move"       // A.3.2: "when it is his move"; not counted
	DisturbanceTime       Decision = "disturbance.time"             // 12.5
	PenaltyApplied        Decision = "penalty.applied"              // 12.9
	QuickplayIncrement    Decision = "quickplay.increment"          // III.4 accepted
	QuickplayRejected     Decision = "quickplay.rejected"           // III.4 / III.5 rejected: 2 min to the opponent
	QuickplayDraw         Decision = "quickplay.draw"               // III.5.1
	QuickplayPostponed    Decision = "quickplay.postponed"          // III.5.2
	QuickplayProposal     Decision = "quickplay.request"            // III.4 / III.5: the arbiter decides
	QuickplayNotInForce   Decision = "quickplay.not_in_force"       // III.2
	ClockSet              Decision = "clock.set"                    // 6.10.2
	ResultRecorded        Decision = "result.recorded"              // Article 10

	ResignationDraw         Decision = "end.resignation_draw"        // 2023 5.1.2: the opponent cannot mate
	DrawOfferNoLongerStands Decision = "draw_offer.no_longer_stands" // 9.1.2.1: accepted after it lapsed
	DrawOfferNone           Decision = "draw_offer.none"             // 9.1.2.1: nothing to accept or decline
	ClaimElectronicNoRule   Decision = "claim.electronic_scoresheet" // before 2023: the arbiter decides
	QuickplayPostponedTime  Decision = "quickplay.postponed_time"    // III.5.2: two minutes may be awarded
	ProposalConfirmed       Decision = "proposal.confirmed"          // the arbiter confirms the proposal
	ProposalOverridden      Decision = "proposal.overridden"         // the arbiter decides otherwise
	ArbiterRecorded         Decision = "arbiter.recorded"            // a decision the Laws leave to the arbiter, recorded
)

// Ruling is what the Laws decide about one event, or what the engine
// proposes when the Laws leave the decision to the arbiter.
type Ruling struct {
	At       time.Time
	Side     Side     // the player the ruling is about, if any
	Decision Decision // also the message key
	Articles []string // in the edition's own numbering
	Effects  Effects
	Params   map[string]string // parameters of the message
	// Proposed is true when the Laws leave the decision to the arbiter:
	// the engine has not applied the effects.
	Proposed bool
	// DecidedBy is "laws" when the engine decided, otherwise who did.
	DecidedBy string
	Clock     [2]time.Duration // White's and Black's remaining time after the ruling
	Result    Result           // the game's result after the ruling
	// Notes are message keys of remarks the arbiter must see with the
	// ruling: where the texts of the edition disagree, which reading the
	// engine follows (docs/rulings.md, "Conflicting texts").
	Notes []string
	// confirms is the feed's event that confirming the proposal applies
	// as the arbiter's (feed.go); nil for other proposals.
	confirms *Event
}

// Effects are the changes a ruling makes.
type Effects struct {
	Reinstate *int             `json:"reinstate_ply,omitempty"` // position reinstated to this ply
	Time      [2]time.Duration `json:"time_ns,omitzero"`        // time added (negative: removed), White, Black
	Result    Outcome          `json:"result,omitempty"`        // the game ends so
	MustPlay  string           `json:"must_play,omitempty"`     // the move that must be played (9.5.3)
	Replaced  string           `json:"replaced_by,omitempty"`   // the move as corrected (7.5.2)
	Count     int              `json:"count,omitempty"`         // how many such irregularities now
	Increment time.Duration    `json:"increment_ns,omitempty"`  // increment introduced (III.4)
}

// Message returns the translation key of the ruling.
func (r Ruling) Message() string { return "ruling." + string(r.Decision) }
