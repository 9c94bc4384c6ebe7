package solver

import (
	"math/bits"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// provedUnwinnable reports whether it is proved that winner can never
// checkmate in p, by any series of legal moves with both sides
// cooperating: false means "not proved", never "winnable". It tries the
// material rule, then the reach analysis (see reach for what is proved
// and why it is sound). It does not call the blockade proof (deadFor): on
// the labelled positions that proves one side the reach analysis does not
// and misses 763 it proves, and calling both about doubles the time.
//
// The material rule alone is not enough on a position given as it is: a
// FEN may show a double check by two bishops of one colour (no move can
// give one) that mates a king hemmed in by rooks. So a position that is
// already mate by winner is never proved dead.
func provedUnwinnable(p chess.Position, winner chess.Color) bool {
	if insufficient(&p, winner) {
		return !matedBy(p, winner)
	}
	return reachDead(p, winner)
}

// matedBy reports whether p is checkmate, with winner giving mate.
func matedBy(p chess.Position, winner chess.Color) bool {
	var buf [256]chess.Move
	return p.Turn() != winner && p.InCheck() && len(p.LegalMoves(buf[:0])) == 0
}

// reachDead runs the reach analysis on p, with no case split first and
// then, if that is not enough, with one (see splitDead).
func reachDead(p chess.Position, winner chess.Color) bool {
	if !analysable(p) {
		return false
	}
	var r reach
	r.load(p, winner)
	if !r.saturate(winner) {
		return true
	}
	return r.splitDead(p, winner)
}

// unsplitProof is the reach analysis without its case split: it proves
// most locked positions, and it costs little when it fails. The material
// rule is solve's to apply.
func unsplitProof(p chess.Position, winner chess.Color) bool {
	if !analysable(p) {
		return false
	}
	var r reach
	r.load(p, winner)
	return !r.saturate(winner)
}

// analysable reports whether p is a position the analysis can follow:
// one king a side, at most 32 men, and the side not to move not in check.
func analysable(p chess.Position) bool {
	if p.Pieces(chess.White, chess.King).Count() != 1 || p.Pieces(chess.Black, chess.King).Count() != 1 {
		return false
	}
	if p.Occupied().Count() > maxMen {
		return false
	}
	them := p.Turn().Other()
	return p.Attackers(p.KingSquare(them), p.Turn()) == 0
}

// reach over-approximates the future of every man (piece or pawn) on the
// board in the games that end in a mate by the winner: the squares it may
// ever stand on, whether it may ever be taken. From those it derives
// under-approximations: the steady men (never move, never taken), and the
// squares each side attacks for sure (attacked by a man never taken, from
// every square it may stand on, through every square anything may stand
// on, or by a crowd of such men: reach_crowd.go).
//
// The sets grow from the current squares to a least fixed point of the
// move rules. Soundness is an induction on the moves of a mating game
// from p: take its first move outside the rules. Before it every man
// stands inside its reach and no man outside taken has gone, so the
// derived facts hold: steady men are in place, sure squares are attacked,
// a man never taken whose reach is two squares stands on the other one
// when a man stands on one. The rules drop only two kinds of move, so
// that first move is neither:
//   - moves that are then illegal: a king stepping onto a square attacked
//     for sure, a pawn taking where no enemy man may stand, a man passing
//     a steady man or landing on a man of its side that surely stands
//     there or on a steady king, a pawn pushing into a man that surely
//     stands there or past a file-bound pawn it can never pass;
//   - moves that end the game or every hope of mate: a move after which
//     the opponent surely has no legal move (stalemate, or the winner
//     mated by a check given or uncovered), a capture of the winner's
//     last man but the king, and a check by that man which every legal
//     reply answers by taking it (reach_futile.go).
//
// So no mating game leaves the rules, and its mate is a position the mate
// test accepts. Under a case split, the case's assumption about one man
// is one more fact, true of the games of that case.
type reach struct {
	men  [maxMen]man
	n    int
	king [2]int // index of each side's king in men
	// assume restricts the men listed: a man in stayUntaken is never
	// taken while still on its square; a man in takenInPlace never moves
	// (it may be taken where it stands). These are the two cases of a
	// split, not facts derived by the analysis.
	stayUntaken  uint32
	takenInPlace uint32
	// present, when set, holds the squares surely occupied while the men
	// of takenInPlace are still on the board: the steady men of the case
	// where they are never taken.
	present    chess.Bitboard
	hasPresent bool

	taken uint32 // men that may be taken (bit i for men[i])
	// firstCaught is the first group of men found takeable while they
	// had not moved: the candidates for a case split.
	firstCaught uint32
	steady      chess.Bitboard    // squares of the steady men
	steadyBy    [2]chess.Bitboard // steady men of each side
	closed      [2]chess.Bitboard // squares no man of a side lands on: its steady men, a steady enemy king
	roam        [2]chess.Bitboard // squares a side's non-king men may stand on
	anywhere    chess.Bitboard    // squares any man may stand on
	sure        [2]chess.Bitboard // squares each side attacks in every position
	// beside holds, per side, the squares its king never stands on: those
	// next to (or on) every square the enemy king may stand on. Two kings
	// never stand side by side, so a step there is illegal wherever the
	// enemy king stands inside its reach.
	beside [2]chess.Bitboard
	guard  [maxMen]chess.Bitboard // each pawn's and knight's part of sure
	// paired lists the men never taken whose reach is two squares: while
	// another man stands on one, they stand on the other.
	paired [maxMen]int
	np     int
	// stuck tells, per side, that none of its men but the king ever
	// moves nor has a move with the steady men as blockers: the
	// stalemate rule applies against that side.
	stuck [2]bool
	// aligned lists the loser's steady line pieces on a line with the
	// winner's king, when that king is steady: the pieces whose check a
	// move of the loser may uncover.
	aligned uint32
	last    int         // the winner's only man but the king, or -1
	winner  chess.Color // the side whose mates the analysis looks for

	castles [4]castle
	nc      int
}

// maxMen is the most men the analysis follows: a legal position has no
// more, and a bit of a uint32 stands for each.
const maxMen = 32

// man is one piece or pawn of the position, followed through every game.
type man struct {
	from     chess.Square
	color    chess.Color
	kind     chess.PieceType
	reach    chess.Bitboard // squares it may stand on, from included
	promotes bool           // a pawn that may promote: reach is then nearly the board
}

// load sets out the men of p, which must be analysable. When winner has a single man besides the
// king, that man is marked as the last one: taking it leaves a bare king,
// which never mates, so no mating game takes it.
func (r *reach) load(p chess.Position, winner chess.Color) {
	r.last, r.winner = -1, winner
	for occ := p.Occupied(); occ != 0; {
		sq := occ.Pop()
		pc := p.PieceAt(sq)
		r.men[r.n] = man{from: sq, color: pc.Color(), kind: pc.Type(), reach: sq.Bitboard()}
		if pc.Type() == chess.King {
			r.king[pc.Color()] = r.n
		}
		r.n++
	}
	if (p.ByColor(winner) &^ p.Pieces(winner, chess.King)).Count() == 1 {
		for i := range r.n {
			if m := &r.men[i]; m.color == winner && m.kind != chess.King {
				r.last = i
			}
		}
	}
	r.loadSpecial(p)
}

// saturate grows the reach of every man until no rule adds a square or a
// capture, and reports whether winner might then mate. Every set only
// grows (the derived ones only shrink), so it ends. Every earlyCheck
// rounds it gives up, answering true, when a mate looks possible
// already: a proof is then unlikely, and giving up is always sound.
func (r *reach) saturate(winner chess.Color) bool {
	return r.saturateTo(winner, earlyCheck)
}

// saturateTo is saturate looking for a possible mate every early rounds,
// or only at the end when early is 0.
func (r *reach) saturateTo(winner chess.Color, early int) bool {
	for round := 1; ; round++ {
		r.derive()
		grew := false
		for i := range r.n {
			if r.grow(i) {
				grew = true
			}
		}
		if r.markTaken() {
			grew = true
		}
		if !grew {
			r.derive()
			return r.mateable(winner)
		}
		if early > 0 && round%early == 0 {
			r.derive()
			if r.mateable(winner) {
				return true
			}
		}
	}
}

// earlyCheck is how many rounds of saturation pass between two looks for
// a possible mate.
const earlyCheck = 2

// steadyMan reports whether men[i] never moves and is never taken, as far
// as the analysis knows now.
func (r *reach) steadyMan(i int) bool {
	m := &r.men[i]
	return m.reach == m.from.Bitboard() && r.taken&(1<<i) == 0
}

// derive recomputes the facts that follow from the reaches.
func (r *reach) derive() {
	r.steady, r.steadyBy, r.roam, r.anywhere = 0, [2]chess.Bitboard{}, [2]chess.Bitboard{}, 0
	moved := [2]bool{}
	for i := range r.n {
		m := &r.men[i]
		r.anywhere |= m.reach
		if m.kind != chess.King {
			r.roam[m.color] |= m.reach
		}
		if r.steadyMan(i) {
			r.steady |= m.reach
			r.steadyBy[m.color] |= m.reach
		}
		if m.kind != chess.King && m.reach != m.from.Bitboard() {
			moved[m.color] = true
		}
	}
	// A man assumed never taken on its first square, that never leaves it,
	// stands there in every position: no man of either side lands on it.
	var kept chess.Bitboard
	for untaken := r.stayUntaken; untaken != 0; untaken &= untaken - 1 {
		if i := bits.TrailingZeros32(untaken); r.steadyMan(i) {
			kept |= r.men[i].reach
		}
	}
	for c := chess.White; c <= chess.Black; c++ {
		r.closed[c] = r.steadyBy[c] | r.steadyBy[c.Other()]&(r.men[r.king[c.Other()]].reach|kept)
	}
	r.np = 0
	for i := range r.n {
		if r.men[i].reach.Count() == 2 && r.taken&(1<<i) == 0 {
			r.paired[r.np] = i
			r.np++
		}
	}
	for c := chess.White; c <= chess.Black; c++ {
		r.stuck[c] = !moved[c] && r.menStuck(c, r.steady)
	}
	r.aligned = r.alignedWithKing()
	for c := chess.White; c <= chess.Black; c++ {
		near := ^chess.Bitboard(0)
		for t := r.men[r.king[c.Other()]].reach; t != 0 && near != 0; {
			sq := t.Pop()
			near &= chess.KingAttacks(sq) | sq.Bitboard()
		}
		r.beside[c] = near
	}
	r.sure = [2]chess.Bitboard{}
	var crowdable [2]uint32
	for i := range r.n {
		m := &r.men[i]
		r.guard[i] = 0
		if r.taken&(1<<i) != 0 || m.promotes {
			continue
		}
		if r.crowdable(i) {
			crowdable[m.color] |= 1 << i
		}
		always := ^chess.Bitboard(0)
		for sq := m.reach; sq != 0 && always != 0; {
			always &= attacks(m.color, m.kind, sq.Pop(), r.anywhere)
		}
		r.sure[m.color] |= always
		if m.kind == chess.Pawn || m.kind == chess.Knight {
			r.guard[i] = always // no square blocks these attacks
		}
	}
	for c := chess.White; c <= chess.Black; c++ {
		if bits.OnesCount32(crowdable[c]) > 1 { // a crowd of one is a paired man
			r.sure[c] |= r.crowdGuard(crowdable[c])
		}
	}
}

// grow floods men[i]'s reach with the moves the rules allow from every
// square of it, and reports whether it grew.
func (r *reach) grow(i int) bool {
	m := &r.men[i]
	if r.takenInPlace&(1<<i) != 0 || m.promotes {
		return false
	}
	before := m.reach
	own := r.closed[m.color]
	m.reach |= r.castleSteps(i)
	frozen := r.stuck[m.color.Other()]
	var others chess.Bitboard  // squares other men may stand on
	var openers chess.Bitboard // squares whose leaving may uncover a check
	mating := m.color != r.winner && m.kind != chess.King && r.steadyMan(r.king[r.winner])
	if mating {
		others = r.othersReach(i)
		openers = r.openers(i, others)
	}
	futile := r.futileChecks(i)
	if m.kind != chess.Pawn && !frozen && !mating && !r.pairedNear(i) {
		r.fill(m, own|futile)
	} else {
		for todo := m.reach; todo != 0; {
			sq := todo.Pop()
			held, heldOwn := r.pairedAt(i, sq)
			var step chess.Bitboard
			if m.kind == chess.King {
				step = chess.KingAttacks(sq) &^ r.sure[m.color.Other()] &^ r.beside[m.color] &^ own
			} else {
				step = r.steps(i, sq, r.steady|held)
			}
			step &^= m.reach | heldOwn | futile
			if frozen && step != 0 {
				step &^= r.stalemating(i, sq, step)
			}
			if mating && step != 0 {
				step &^= r.matingWinner(i, sq, step, others, openers)
			}
			m.reach |= step
			todo |= step
		}
	}
	if m.kind == chess.Pawn && m.reach&(chess.Rank1|chess.Rank8) != 0 {
		// A promoted man goes anywhere but onto its own steady men or a
		// steady king (neither is ever taken).
		m.promotes = true
		m.reach |= ^own
	}
	return m.reach != before
}

// pairedNear reports whether a paired man other than men[i] may stand on
// a square of men[i]'s reach.
func (r *reach) pairedNear(i int) bool {
	for _, j := range r.paired[:r.np] {
		if j != i && r.men[j].reach&r.men[i].reach != 0 {
			return true
		}
	}
	return false
}

// pairedAt returns the squares surely held while men[i] stands on sq: a
// man never taken whose reach is two squares, one of them sq, stands on
// the other. heldOwn are those held by men of men[i]'s side, where it
// cannot land.
func (r *reach) pairedAt(i int, sq chess.Square) (held, heldOwn chess.Bitboard) {
	for _, j := range r.paired[:r.np] {
		o := &r.men[j]
		if j == i || !o.reach.Has(sq) {
			continue
		}
		other := o.reach &^ sq.Bitboard()
		held |= other
		if o.color == r.men[i].color {
			heldOwn |= other
		}
	}
	return held, heldOwn
}

// fill floods the reach of a piece, not a pawn, with whole-set attack
// fills: the same squares as the step rules from every square, when no
// stalemate test needs the square a move comes from.
func (r *reach) fill(m *man, own chess.Bitboard) {
	avoid := own
	if m.kind == chess.King {
		avoid |= r.sure[m.color.Other()] | r.beside[m.color]
	}
	for frontier := m.reach; frontier != 0; {
		frontier = attackFill(m.color, m.kind, frontier, r.steady) &^ avoid &^ m.reach
		m.reach |= frontier
	}
}

// steps returns the squares men[i], not a king, may move to from sq when
// the men on blockers stand still: a piece goes anywhere it attacks but
// onto its own steady men and a steady enemy king; a pawn pushes into squares no blocker holds and
// that no file lock forbids, and captures onto squares an enemy non-king
// man may stand on (the square a double step skips is in that pawn's
// reach, so en passant is included).
func (r *reach) steps(i int, sq chess.Square, blockers chess.Bitboard) chess.Bitboard {
	m := &r.men[i]
	own := r.closed[m.color]
	if m.kind != chess.Pawn {
		return attacks(m.color, m.kind, sq, blockers) &^ own
	}
	steps := chess.PawnAttacks(m.color, sq) & r.roam[m.color.Other()] &^ own
	if r.last >= 0 && r.men[r.last].color != m.color {
		steps = 0 // the only man the pawn could take is the winner's last
	}
	one := forward(m.color, sq)
	if !one.Valid() || blockers.Has(one) || !r.mayPush(i, one) {
		return steps
	}
	steps |= one.Bitboard()
	start := 1
	if m.color == chess.Black {
		start = 6
	}
	if two := forward(m.color, one); sq.Rank() == start && !blockers.Has(two) && r.mayPush(i, two) {
		steps |= two.Bitboard()
	}
	return steps
}

// mayPush reports whether the pawn men[i] may be pushed onto to. A pawn
// that never leaves its file cannot pass a pawn ahead of it on that file
// that never leaves the file nor is taken: it stays behind that pawn's
// square, so behind the furthest square a pawn of its side may reach, and
// behind the starting square of an enemy pawn (which only comes closer).
func (r *reach) mayPush(i int, to chess.Square) bool {
	m := &r.men[i]
	file := chess.FileMask(m.from.File())
	if m.reach&^file != 0 {
		return true
	}
	for j := range r.n {
		o := &r.men[j]
		if j == i || o.kind != chess.Pawn || o.reach&^file != 0 || r.taken&(1<<j) != 0 || !ahead(m.color, m.from, o.from) {
			continue
		}
		bound := o.from
		if o.color == m.color {
			bound = furthest(m.color, o.reach).First()
		}
		if !ahead(m.color, to, bound) {
			return false
		}
	}
	return true
}

// ahead reports whether square b is strictly ahead of square a for a pawn
// of colour c.
func ahead(c chess.Color, a, b chess.Square) bool {
	if c == chess.White {
		return b.Rank() > a.Rank()
	}
	return b.Rank() < a.Rank()
}

// markTaken marks every man that some enemy man may land on, and reports
// whether the set grew. A pawn lands by capture only on the squares
// diagonally ahead of its reach; kings are never taken.
func (r *reach) markTaken() bool {
	before := r.taken
	var hits [2]chess.Bitboard
	for i := range r.n {
		hits[r.men[i].color] |= r.landings(i)
	}
	for j := range r.n {
		o := &r.men[j]
		if o.kind == chess.King || j == r.last || o.reach&hits[o.color.Other()] == 0 {
			continue
		}
		if r.stayUntaken&(1<<j) != 0 && o.reach == o.from.Bitboard() {
			continue // assumed: taken only after it has moved, and it never moves
		}
		r.taken |= 1 << j
	}
	if r.firstCaught == 0 {
		for caught := r.taken &^ before; caught != 0; caught &= caught - 1 {
			j := bits.TrailingZeros32(caught)
			if r.men[j].reach == r.men[j].from.Bitboard() {
				r.firstCaught |= 1 << j
			}
		}
	}
	return r.taken != before
}

// landings returns the squares men[i] may move onto, so take a man on:
// for a pawn, those reached by a capture; for a piece, its reach without
// its first square, unless a move can bring it back there; for a pawn
// that may promote, all its reach.
func (r *reach) landings(i int) chess.Bitboard {
	m := &r.men[i]
	if m.kind == chess.Pawn && !m.promotes {
		return m.reach & pawnAttackSpan(m.color, m.reach)
	}
	if m.promotes {
		return m.reach
	}
	away := m.reach &^ m.from.Bitboard()
	return away | attackFill(m.color, m.kind, away, r.steady)&m.from.Bitboard()
}

// pawnAttackSpan returns the squares pawns of colour c on the squares of
// b attack.
func pawnAttackSpan(c chess.Color, b chess.Bitboard) chess.Bitboard {
	const notA, notH = ^chess.FileA, ^chess.FileH
	if c == chess.White {
		return (b&notA)<<7 | (b&notH)<<9
	}
	return (b&notA)>>9 | (b&notH)>>7
}
