package laws

import (
	"strconv"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/clock"
)

// apply dispatches one event; g is a private copy.
func (g *Game) apply(e Event) ([]Ruling, error) {
	switch e.Kind {
	case KindResult:
		return g.recordResult(e)
	case KindPenalty:
		return g.penalty(e)
	case KindRecord:
		return g.record(e)
	}
	if g.result.Over() {
		return nil, ErrGameOver
	}
	if needsSide[e.Kind] && e.Side == NoSide && !e.Both {
		return nil, refuse("laws.no_side", nil, "no side given")
	}
	switch e.Kind {
	case KindStart:
		return nil, g.start(e.At)
	case KindMove:
		return g.move(e)
	case KindIllegal:
		return g.illegal(e)
	case KindIllegalPos:
		return g.illegalPosition(e)
	case KindDisplaced:
		return g.displaced(e)
	case KindPosition:
		return g.install(e)
	case KindOffer:
		return g.drawOffer(e)
	case KindAccept:
		return g.acceptDraw(e)
	case KindDecline:
		return g.declineDraw(e)
	case KindClaim:
		return g.claim(e)
	case KindFlag:
		return g.flag(e)
	case KindResign:
		return g.resign(e)
	case KindAbsent:
		return g.absent(e)
	case KindColours:
		return g.coloursReversed(e)
	case KindSetup:
		return g.wrongSetup(e)
	case KindDevice:
		return g.device(e)
	case KindRefusal:
		return g.refusal(e)
	case KindScoresheet:
		return g.scoresheet(e)
	case KindDisturbance:
		return g.disturbance(e)
	case KindQuickplay:
		return g.quickplay(e)
	case KindPause:
		return nil, g.clockEvent(clock.Event{At: e.At, Kind: clock.Pause})
	case KindResume:
		return nil, g.clockEvent(clock.Event{At: e.At, Kind: clock.Resume})
	case KindSetTimes:
		return g.setTimes(e)
	case KindDecide:
		return g.decide(e)
	}
	return nil, refuse("laws.unknown_event", kv{"Kind": string(e.Kind)}, "unknown event kind %q", e.Kind)
}

var needsSide = map[Kind]bool{
	KindIllegal: true, KindOffer: true, KindAccept: true, KindDecline: true, KindClaim: true,
	KindFlag: true, KindResign: true, KindAbsent: true, KindDevice: true, KindRefusal: true,
	KindScoresheet: true, KindQuickplay: true,
}

func (g *Game) scoring() Scoring { return g.setup.Rules.Regulations.Scoring }

func (g *Game) start(at time.Time) error {
	if err := g.clockEvent(clock.Event{At: at, Kind: clock.Start}); err != nil {
		return err
	}
	g.started, g.startAt = true, at
	if g.turn() == chess.Black {
		return g.syncClock(at)
	}
	return nil
}

// endRuling ends the game with r and returns the ruling saying so.
func (g *Game) endRuling(at time.Time, rl Ruling, r Result) ([]Ruling, error) {
	if err := g.end(at, r); err != nil {
		return nil, err
	}
	rl.Effects.Result = r.Outcome
	return []Ruling{rl}, nil
}

// move plays a completed move: made on the board and the clock pressed.
func (g *Game) move(e Event) ([]Ruling, error) {
	if !g.started {
		return nil, refuse("laws.not_started.move", nil, "move before the clock is started (6.6)")
	}
	pos := g.Position()
	m, err := g.setup.Options.readMove(pos, e.Move)
	if err != nil {
		return nil, refuse("laws.move", kv{"Move": e.Move}, "%w", err)
	}
	if g.mustPlay != chess.NoMove && m != g.mustPlay {
		return nil, refuse("laws.must_play", kv{"Move": e.Move, "Claimed": g.mustPlay.UCI(pos.IsChess960()), "Article": g.cite(pClaimIncorrect)[0]}, "move %q: the claimed move %s must be played (%s)", e.Move, g.mustPlay.UCI(pos.IsChess960()), g.cite(pClaimIncorrect)[0])
	}
	mover := pos.Turn()
	if err := g.clockEvent(clock.Event{At: e.At, Kind: clock.Press, Side: clock.Side(mover)}); err != nil {
		return nil, err
	}
	g.mustPlay = chess.NoMove
	g.push(pos.Play(m), Ply{Move: m, At: e.At, Clock: g.clock.Remaining(clock.Side(mover), e.At)})
	var rs []Ruling
	if g.offer == SideOf(mover.Other()) {
		rs = append(rs, Ruling{Side: g.offer, Decision: DrawOfferLapsed, Articles: g.cite(pDrawOffer)})
		g.offer, g.lapsed = NoSide, g.offer
	}
	if end, r, ok := g.automaticEnd(mover); ok {
		more, err := g.endRuling(e.At, end, r)
		return append(rs, more...), err
	}
	return rs, nil
}

// automaticEnd finds the endings that need no claim (5.1.1, 5.2.1, 5.2.2,
// 9.6) after mover's move. Checkmate comes first (9.6.2).
func (g *Game) automaticEnd(mover chess.Color) (Ruling, Result, bool) {
	pos := g.Position()
	var buf [256]chess.Move
	if len(pos.LegalMoves(buf[:0])) == 0 {
		if pos.InCheck() {
			return Ruling{Side: SideOf(mover), Decision: Checkmate, Articles: g.cite(pCheckmate)}, win(g.scoring(), mover), true
		}
		return Ruling{Decision: Stalemate, Articles: g.cite(pStalemate)}, draw(g.scoring()), true
	}
	if g.fivefold() {
		return Ruling{Decision: Fivefold, Articles: g.cite(pFivefold), Notes: conflictNotes(g.edition(), pFivefold)}, draw(g.scoring()), true
	}
	if pos.HalfmoveClock() >= 150 {
		return Ruling{Decision: SeventyFive, Articles: g.cite(pSeventyFive)}, draw(g.scoring()), true
	}
	if g.setup.Options.dead(pos) {
		return Ruling{Decision: DeadPosition, Articles: g.cite(pDeadPosition)}, draw(g.scoring()), true
	}
	return Ruling{}, Result{}, false
}

// fivefold reports 9.6.1: 2014 wants the position on five consecutive
// alternate moves by each player; 2017 on, five appearances at all.
func (g *Game) fivefold() bool {
	key := g.Position().RepetitionKey()
	if g.edition() == Edition2014 {
		n := len(g.positions) - 1
		for i := 1; i <= 4; i++ {
			if n-4*i < 0 || g.positions[n-4*i].RepetitionKey() != key {
				return false
			}
		}
		return true
	}
	return g.appearances(key) >= 5
}

// appearances counts the positions on record identical to key (9.2.2).
func (g *Game) appearances(key uint64) int {
	n := 0
	for _, p := range g.positions {
		if p.RepetitionKey() == key {
			n++
		}
	}
	return n
}

var irregularityArticle = map[Irregularity]provision{
	IllegalMove: pIllegalMove, UnpromotedPawn: pIllegalPromotion, PressWithoutMove: pIllegalPress, TwoHands: pIllegalHands,
}

// illegal rules on a completed illegal move (7.5, A.4.2). When the
// arbiter wrote the move down, the engine checks it is illegal and cites
// the rule of Article 1 or 3 it breaks after the others.
func (g *Game) illegal(e Event) ([]Ruling, error) {
	if !g.started {
		return nil, refuse("laws.not_started.illegal", nil, "illegal move reported before the clock is started")
	}
	if e.Irregularity != IllegalMove || e.Move == "" {
		return g.irregular(e)
	}
	// The move was tried in the position it replaced: the current one, or
	// the one to reinstate when it is found later (ply=N).
	before := g.Position()
	if e.Ply != nil && *e.Ply >= 0 && *e.Ply <= g.Ply() {
		before = g.positions[*e.Ply]
	}
	broken, err := whyIllegal(before, e.Side.Color(), e.Move)
	if err != nil {
		return nil, err
	}
	rs, err := g.irregular(e)
	if err != nil {
		return nil, err
	}
	ids := g.cite(broken)
	for i := range rs {
		if rs[i].Decision == PositionReinstated {
			continue
		}
		for _, id := range ids {
			if !contains(rs[i].Articles, id) {
				rs[i].Articles = append(rs[i].Articles, id)
			}
		}
		if rs[i].Params == nil {
			rs[i].Params = map[string]string{}
		}
		rs[i].Params["move"] = e.Move
		rs[i].Params["breaks"] = ids[0]
	}
	return rs, nil
}

// irregular rules on an irregularity of 7.5.1 - 7.5.4.
func (g *Game) irregular(e Event) ([]Ruling, error) {
	rules := g.setup.Rules
	offender := e.Side.Color()
	sub, ok := irregularityArticle[e.Irregularity]
	if !ok {
		return nil, refuse("laws.irregularity", kv{"Irregularity": e.Irregularity}, "irregularity %q: want move, promotion, press or hands", e.Irregularity)
	}
	// A.4.2 covers illegal moves; only from 2018 does 7.5 count two-handed
	// moves and presses without a move as such. In 2017 those stay under
	// 7.7 and 7.8 whatever the supervision (2014: 12.9, below).
	rapidLaws := !rules.supervised() &&
		(g.edition() >= Edition2018 || e.Irregularity == IllegalMove || e.Irregularity == UnpromotedPawn)
	var context []provision
	if rapidLaws {
		context = append(context, pIllegalRapid)
		if rules.Type == clock.Blitz {
			context = append(context, pBlitzRapidLaws)
		}
	}
	if rapidLaws && e.Late {
		return []Ruling{{Side: e.Side, Decision: IllegalStands, Articles: g.cite(append([]provision{sub}, context...)...)}}, nil
	}
	if g.edition() == Edition2014 && (e.Irregularity == PressWithoutMove || e.Irregularity == TwoHands) {
		return []Ruling{{Side: e.Side, Decision: IllegalOpen, Articles: g.cite(sub), Proposed: true}}, nil
	}
	var rs []Ruling
	switch e.Irregularity {
	case UnpromotedPawn:
		r, err := g.queenPromotion(e)
		if err != nil {
			return nil, err
		}
		rs = append(rs, r)
	default:
		ply := g.defaultReinstatePly(e.Irregularity, offender)
		if e.Ply != nil {
			ply = *e.Ply
		}
		moved := ply != g.Ply()
		if err := g.reinstate(e.At, ply); err != nil {
			return nil, err
		}
		if e.Ply != nil || moved {
			p := ply
			rs = append(rs, Ruling{Side: e.Side, Decision: PositionReinstated, Articles: g.cite(pIllegalMove), Effects: Effects{Reinstate: &p}})
		}
	}
	if rapidLaws && g.edition() <= Edition2017 {
		// 2014 and 2017: under A.4 the first illegal move loses.
		more, err := g.loseUnlessCannotMate(e, IllegalLoses, append([]provision{sub}, context...))
		return append(rs, more...), err
	}
	return g.illegalPenalty(e, sub, context, rs)
}

// defaultReinstatePly is the position before the irregularity when the
// arbiter names none: a two-handed move was recorded and is taken back;
// an illegal move or a press without a move never reached the record.
func (g *Game) defaultReinstatePly(k Irregularity, offender chess.Color) int {
	if k != TwoHands {
		return g.Ply()
	}
	for ply := g.Ply() - 1; ply >= 0; ply-- {
		if g.positions[ply].Turn() == offender {
			return ply
		}
	}
	return g.Ply()
}

// queenPromotion completes the unpromoted pawn's move with a queen (7.5.2).
func (g *Game) queenPromotion(e Event) (Ruling, error) {
	pos := g.Position()
	if pos.Turn() != e.Side.Color() {
		return Ruling{}, refuse("laws.promotion_turn", nil, "promotion by %v, but %v has the move", e.Side, pos.Turn())
	}
	m, err := g.setup.Options.readMove(pos, e.Move)
	if err != nil {
		m, err = g.setup.Options.readMove(pos, e.Move+"q")
	}
	if err != nil {
		return Ruling{}, refuse("laws.promotion_move", kv{"Move": e.Move}, "unpromoted pawn move %q: %w", e.Move, err)
	}
	var queen chess.Move
	var buf [256]chess.Move
	for _, c := range pos.LegalMoves(buf[:0]) {
		if c.From() == m.From() && c.To() == m.To() && c.Promotion() == chess.Queen {
			queen = c
		}
	}
	if queen == chess.NoMove {
		return Ruling{}, refuse("laws.promotion_rank", kv{"Move": e.Move}, "move %q is not a pawn reaching the last rank", e.Move)
	}
	if err := g.clockEvent(clock.Event{At: e.At, Kind: clock.Press, Side: clock.Side(pos.Turn())}); err != nil {
		return Ruling{}, err
	}
	g.push(pos.Play(queen), Ply{Move: queen, At: e.At, Clock: g.clock.Remaining(clock.Side(pos.Turn()), e.At)})
	return Ruling{Side: e.Side, Decision: PawnBecomesQueen, Articles: g.cite(pIllegalPromotion), Effects: Effects{Replaced: queen.UCI(pos.IsChess960())}}, nil
}

// illegalPenalty counts the irregularity and applies 7.5.5 (2018), 7.5.3,
// 7.7.2, 7.8.2 (2017) or 7.5 b (2014).
func (g *Game) illegalPenalty(e Event, sub provision, context []provision, rs []Ruling) ([]Ruling, error) {
	c := &g.counts[e.Side.Color()]
	counter, penalty := &c.illegal, pIllegalPenalty
	if g.edition() == Edition2017 {
		switch e.Irregularity {
		case TwoHands:
			counter, penalty = &c.hands, pIllegalHandsPenalty
		case PressWithoutMove:
			counter, penalty = &c.press, pIllegalPressPenalty
		}
	}
	*counter++
	ps := append([]provision{sub, penalty}, context...)
	if *counter >= 2 {
		more, err := g.loseUnlessCannotMate(e, IllegalSecond, ps)
		if len(more) > 0 {
			more[0].Effects.Count = *counter
		}
		return append(rs, more...), err
	}
	ps = append(ps, g.setup.Rules.penaltyContext()...)
	t := g.setup.Rules.penaltyTime()
	opp := e.Side.Color().Other()
	if err := g.addTime(e.At, opp, t); err != nil {
		return nil, err
	}
	r := Ruling{Side: e.Side, Decision: IllegalFirst, Articles: g.cite(ps...), Effects: Effects{Count: *counter}}
	r.Effects.Time[opp] = t
	r.Params = map[string]string{"minutes": strconv.Itoa(int(t / time.Minute))}
	return append(rs, r), nil
}

// loseUnlessCannotMate declares e.Side's game lost, or drawn when the
// opponent cannot checkmate by any series of legal moves.
func (g *Game) loseUnlessCannotMate(e Event, d Decision, ps []provision) ([]Ruling, error) {
	loser := e.Side.Color()
	r := Ruling{Side: e.Side, Decision: d, Articles: g.cite(ps...)}
	if g.setup.Options.canCheckmate(g.Position(), loser.Other()) == Unable {
		r.Params = map[string]string{"opponent_can_checkmate": "no"}
		return g.endRuling(e.At, r, draw(g.scoring()))
	}
	return g.endRuling(e.At, r, win(g.scoring(), loser.Other()))
}

// illegalPosition applies A.4.4: the arbiter waits for the next move; if
// the illegal position is still on the board then, the game is drawn.
func (g *Game) illegalPosition(e Event) ([]Ruling, error) {
	if g.setup.Rules.supervised() {
		return nil, refuse("laws.a44_supervised", nil, "A.4.4 applies only to rapid and blitz without adequate supervision; report the illegal move (7.5)")
	}
	arts := g.cite(pIllegalPosition)
	switch {
	case e.Decision == "corrected":
		g.watchPly = -1
		return []Ruling{{Decision: IllegalPositionGone, Articles: arts}}, nil
	case g.watchPly >= 0 && g.Ply() > g.watchPly:
		return g.endRuling(e.At, Ruling{Decision: IllegalPositionDraw, Articles: arts}, draw(g.scoring()))
	}
	g.watchPly = g.Ply()
	return []Ruling{{Decision: IllegalPositionWait, Articles: arts}}, nil
}

// displaced reinstates the position before pieces were displaced (7.6),
// or leaves the player to put them back in his own time (7.4.1).
func (g *Game) displaced(e Event) ([]Ruling, error) {
	if e.Ply == nil {
		return []Ruling{
			{Side: e.Side, Decision: DisplacedOwnTime, Articles: g.cite(pDisplacedOwnTime)},
			{Side: e.Side, Decision: PenaltyApplied, Articles: g.cite(pDisplacedPenalty), Proposed: true},
		}, nil
	}
	if err := g.reinstate(e.At, *e.Ply); err != nil {
		return nil, err
	}
	p := *e.Ply
	return []Ruling{{Side: e.Side, Decision: PositionReinstated, Articles: g.cite(pDisplacedReinstate), Effects: Effects{Reinstate: &p}}}, nil
}

// install sets the position on the board as the arbiter found or decided
// it: after an illegal move that stands (A.4.2), or when the position
// before an irregularity cannot be determined (7.5.1, 7.6).
func (g *Game) install(e Event) ([]Ruling, error) {
	p, err := chess.ParseFEN(e.FEN)
	if err != nil {
		return nil, err
	}
	g.push(p, Ply{At: e.At})
	if err := g.syncClock(e.At); err != nil {
		return nil, err
	}
	return []Ruling{{Decision: PositionInstalled, Articles: g.cite(pDisplacedReinstate), DecidedBy: by(e)}}, nil
}

func by(e Event) string {
	if e.By != "" {
		return e.By
	}
	return "arbiter"
}

// movesCompleted returns the moves each player has completed (clock).
func (g *Game) movesCompleted() (white, black int) {
	return g.clock.MovesCompleted(clock.White), g.clock.MovesCompleted(clock.Black)
}

// drawOffer records an offer (9.1.2.1) unless the regulations forbid it
// at this point (9.1.1).
func (g *Game) drawOffer(e Event) ([]Ruling, error) {
	reg := g.setup.Rules.Regulations.DrawOffers
	w, b := g.movesCompleted()
	done := w
	if e.Side == Black {
		done = b
	}
	if reg.Forbidden {
		return []Ruling{{Side: e.Side, Decision: DrawOfferForbidden, Articles: g.cite(pDrawOfferForbidden)}}, nil
	}
	if done < reg.FromMove {
		return []Ruling{{Side: e.Side, Decision: DrawOfferNotAllowed, Articles: g.cite(pDrawOfferForbidden),
			Params: map[string]string{"from_move": strconv.Itoa(reg.FromMove)}}}, nil
	}
	g.offer = e.Side
	return []Ruling{{Side: e.Side, Decision: DrawOffered, Articles: g.cite(pDrawOffer)}}, nil
}

// flag rules on a flag fall called by the arbiter or claimed (6.9, A.4.3,
// A.4.5).
func (g *Game) flag(e Event) ([]Ruling, error) {
	if !g.started {
		return nil, refuse("laws.not_started.flag", nil, "flag called before the clock is started")
	}
	side := e.Side
	if e.ClaimedBy != NoSide {
		if e.ClaimedBy == side {
			return nil, refuse("laws.flag_own", nil, "%v claims a win on time against his own flag: the claimant is the opponent (6.8)", side)
		}
		e.Claimed = true
	}
	if e.Both {
		s, _, ok := g.clock.FirstFlag()
		if !ok {
			return []Ruling{{Decision: FlagNotFallen, Articles: g.cite(pFlag)}}, nil
		}
		side = SideOf(chess.Color(s))
	}
	c := clock.Side(side.Color())
	if at, ok := g.clock.FlagFall(c); !ok || at.After(e.At) {
		return []Ruling{{Side: side, Decision: FlagNotFallen, Articles: g.cite(pFlag)}}, nil
	}
	ps := []provision{pFlag}
	rules := g.setup.Rules
	if !rules.supervised() {
		switch {
		case e.Claimed:
			ps = append(ps, pFlagClaim)
			claimant := c.Other()
			// 2014 and 2017 A.4.3: the claimant must still have time on his
			// own clock once it is stopped; 2018 dropped the condition.
			if g.edition() <= Edition2017 && g.clock.Remaining(claimant, e.At) == 0 {
				return []Ruling{{Side: side, Decision: FlagClaimTooLate, Articles: g.cite(pFlagClaim), Params: claimedBy(e)}}, nil
			}
		case has(g.edition(), pFlagArbiter):
			ps = append(ps, pFlagArbiter)
		default:
			r := Ruling{Side: side, Decision: FlagLoss, Articles: g.cite(pFlagClaim), Proposed: true,
				Params: map[string]string{"note": "2014 A.4: only the opponent's claim ends the game"}}
			r.Effects.Result = g.lossUnlessCannotMate(side.Color()).Outcome
			return []Ruling{r}, nil
		}
	}
	r := Ruling{Side: side, Decision: FlagLoss, Articles: g.cite(ps...), Params: claimedBy(e)}
	if e.Both {
		if r.Params == nil {
			r.Params = map[string]string{}
		}
		r.Params["first_flag"] = side.String()
	}
	if g.setup.Options.canCheckmate(g.Position(), side.Color().Other()) == Unable {
		r.Decision = FlagDraw
		return g.endRuling(e.At, r, draw(g.scoring()))
	}
	return g.endRuling(e.At, r, win(g.scoring(), side.Color().Other()))
}

// coloursReversed applies 7.3: from 2017 a new game with correct colours
// if fewer than 10 moves were made by each; 2014, the game continues
// unless the arbiter rules otherwise.
func (g *Game) coloursReversed(e Event) ([]Ruling, error) {
	arts := g.cite(pColoursReversed)
	if g.edition() == Edition2014 {
		if e.Decision == "replay" {
			return g.endRuling(e.At, Ruling{Decision: ColoursNewGame, Articles: arts, DecidedBy: by(e)}, Result{Outcome: Cancelled})
		}
		return []Ruling{{Decision: ColoursContinue, Articles: arts, Proposed: true}}, nil
	}
	if n := g.movesBy(); n[chess.White] < 10 || n[chess.Black] < 10 {
		return g.endRuling(e.At, Ruling{Decision: ColoursNewGame, Articles: arts}, Result{Outcome: Cancelled})
	}
	return []Ruling{{Decision: ColoursContinue, Articles: arts}}, nil
}

// wrongSetup applies 7.2.1, or A.4.1.2 once 10 moves each are completed
// in rapid and blitz without adequate supervision.
func (g *Game) wrongSetup(e Event) ([]Ruling, error) {
	if n := g.movesBy(); !g.setup.Rules.supervised() && n[chess.White] >= 10 && n[chess.Black] >= 10 {
		return []Ruling{{Decision: SetupTooLate, Articles: g.cite(pCastlingAfterSetup)}}, nil
	}
	return g.endRuling(e.At, Ruling{Decision: SetupNewGame, Articles: g.cite(pInitialPosition)}, Result{Outcome: Cancelled})
}

// device applies 11.3.2.2: loss, unless the regulations set less.
func (g *Game) device(e Event) ([]Ruling, error) {
	arts := g.cite(pDevice)
	if g.setup.Rules.Regulations.LenientDevicePenalty {
		return []Ruling{{Side: e.Side, Decision: DeviceLesserPenalty, Articles: arts, Proposed: true}}, nil
	}
	return g.endRuling(e.At, Ruling{Side: e.Side, Decision: DeviceLoss, Articles: arts}, win(g.scoring(), e.Side.Color().Other()))
}

// refusal applies 11.7 (the opponent's score is the arbiter's to decide:
// a win is proposed) or 11.8 when both refuse.
func (g *Game) refusal(e Event) ([]Ruling, error) {
	s := g.scoring()
	if e.Both {
		return g.endRuling(e.At, Ruling{Decision: RefusalBothLose, Articles: g.cite(pRefusal, pBothRefuse)}, Result{Outcome: BothLose, White: s.Loss, Black: s.Loss})
	}
	return g.endRuling(e.At, Ruling{Side: e.Side, Decision: RefusalLoss, Articles: g.cite(pRefusal),
		Params: map[string]string{"opponent_score": "arbiter"}}, win(s, e.Side.Color().Other()))
}

// scoresheet counts requests to see the scoresheet (A.3.2, B.3.2): more
// than five are a distraction of the opponent.
func (g *Game) scoresheet(e Event) ([]Ruling, error) {
	rules := g.setup.Rules
	p := pScoresheetRequest
	if rules.Type == clock.Blitz {
		p = pScoresheetRequestBlitz
	}
	if rules.Type == clock.Standard || rules.Supervision != Adequate || !has(g.edition(), p) {
		return []Ruling{{Side: e.Side, Decision: ScoresheetNoRule, Proposed: true}}, nil
	}
	c := &g.counts[e.Side.Color()]
	c.scoresheet++
	r := Ruling{Side: e.Side, Decision: ScoresheetShown, Articles: g.cite(p), Effects: Effects{Count: c.scoresheet}}
	if c.scoresheet > 5 {
		r.Decision, r.Proposed = ScoresheetDistraction, true
	}
	return []Ruling{r}, nil
}

// disturbance gives time for an external disturbance (12.5).
func (g *Game) disturbance(e Event) ([]Ruling, error) {
	r := Ruling{Decision: DisturbanceTime, Articles: g.cite(pDisturbance), DecidedBy: by(e)}
	for c, t := range e.Times {
		if t < 0 {
			return nil, refuse("laws.negative_time", kv{"Time": t.String()}, "negative time %v for a disturbance", t)
		}
		if t > 0 {
			if err := g.addTime(e.At, chess.Color(c), t); err != nil {
				return nil, err
			}
			r.Effects.Time[c] = t
		}
	}
	return []Ruling{r}, nil
}

// setTimes installs the arbiter's clock setting (6.10.2).
func (g *Game) setTimes(e Event) ([]Ruling, error) {
	if err := g.clockEvent(clock.Event{At: e.At, Kind: clock.SetTimes, Remaining: e.Times, Moves: g.movesBy()}); err != nil {
		return nil, err
	}
	return []Ruling{{Decision: ClockSet, Articles: g.cite(pClockSetting), DecidedBy: by(e)}}, nil
}

// minutes writes a duration for a message as arbiters say it: "15 min",
// "0.5 min".
func minutes(d time.Duration) string {
	return strconv.FormatFloat(d.Minutes(), 'f', -1, 64) + " min"
}
