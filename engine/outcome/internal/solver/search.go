package solver

import "github.com/arbiterconsole/arbiter/engine/chess"

// maxPly bounds a helpmate line; deeper branches count as cut off.
const maxPly = 160

// ttBits sizes a large transposition table (entries = 1 << ttBits), for
// long searches; searchTTBits the solver's own, small enough to stay in
// the cache (measured: 8% less CPU than 1 << 16 entries).
const (
	ttBits       = 16
	searchTTBits = 12
)

// ttEntry remembers, in one word, that a position was expanded with some
// plies to go in one iteration: above its low ttLowBits, the position's
// key XOR the iteration's salt; below them, the plies. The key's own low
// bits need no room, as they are the entry's index. Entries of other
// iterations never prune (a cut made then must be met again now for a No
// to be sound): one matches by chance once in 2^52 probes, as rarely as
// two positions share a 64-bit key, and no table needs clearing. Half
// the size of a key, a count and an iteration apart, the table misses
// the cache half as often.
type ttEntry uint64

const (
	ttLowBits = 12
	ttLowMask = 1<<ttLowBits - 1
)

// The plies of an entry fit below its key, and the key's low bits are
// the index of every table.
const (
	_ = uint(ttLowMask - maxDepth)
	_ = uint(searchTTBits - ttLowBits)
	_ = uint(guidedTTBits - ttLowBits)
)

// saltStep makes the salts of two iterations differ above the low
// ttLowBits for any two of the first 2^40 iterations: the golden ratio's
// multiples stay far from zero modulo 2^64.
const saltStep = 0x9e3779b97f4a7c15

// solver holds the reusable state of one CanCheckmate call.
type solver struct {
	root    chess.Position // the position asked about
	winner  chess.Color
	nodes   int
	limit   int
	stopped bool // the budget ran out
	// firstPly is the ply the deepening's search starts at: 0, or more
	// when a line shorter than maxPly-1 plies is sought (the search
	// stops at ply maxPly-1 whatever its start).
	firstPly int
	// rewardChecks makes the checks of the winner's long-range pieces
	// free: it finds more mates, at a cost the quick stages cannot afford.
	rewardChecks bool
	deep         deepening // the quick search and the deepening
	plain        deepening // a deepening with plainer aims (gradePlain)
	line         []chess.Move
	target       targets
	proofs       int                  // static proofs tried by the closure
	seen         keySet               // positions the closure has met
	resumable    bool                 // the closure gave up and may go on (closure)
	explored     int                  // nodes the closure has spent on the question
	pending      chess.Position       // the position the closure enters next
	zoneSeen     keySet               // positions the zone search has met
	live         map[uint64]struct{}  // structures the static proof failed on
	walk         []chess.Move         // the closure's current line
	frames       chunks[exploreFrame] // the closure's stack of positions
	moves        []chess.Move         // the moves of the frames, one after another
	grades       []grade              // the grades of moves
	zoneQueue    chunks[zoneStep]     // the zone search's positions, and the closure's pass for a shorter line
}

var solvers = freeList[solver]{fresh: func() *solver {
	s := &solver{live: map[uint64]struct{}{}}
	w := &workspace{tt: make([]ttEntry, 1<<searchTTBits)}
	s.deep = deepening{workspace: w, grade: s.grade, punishCost: 3}
	s.plain = deepening{workspace: w, grade: s.gradePlain, punishCost: 4}
	return s
}}

// grade classes a move for ordering and for how much depth it costs.
type grade int8

const (
	punish grade = -1 // costs three plies
	normal grade = 0  // costs one ply, none right after a rewarded move
	reward grade = 1  // free: it brings the mate closer
)
