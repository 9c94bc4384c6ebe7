package solver

import (
	"flag"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

var reachMeasure = flag.Bool("reach.measure", false, "count the sides the reach analysis proves, including those CanCheckmate leaves unknown (slow)")

// TestReachNeverProvesAWinnableSide is the soundness test: on every
// labelled position, no side labelled able to mate is proved unable, by
// the reach analysis alone or by the whole of provedUnwinnable.
func TestReachNeverProvesAWinnableSide(t *testing.T) {
	positions := readLabelled(t, "testdata/positions.txt")
	proved, cannot := 0, 0
	for _, lp := range positions {
		for side := chess.White; side <= chess.Black; side++ {
			own, all := reachDead(lp.position, side), provedUnwinnable(lp.position, side)
			if lp.canMate[side] {
				if own || all {
					t.Errorf("line %d: %s can mate, but proved unable (reach alone %v): %s", lp.line, side, own, lp.fen)
				}
				if deadFor(lp.position, side) {
					t.Errorf("line %d: %s can mate, but deadFor proves it unable: %s", lp.line, side, lp.fen)
				}
				continue
			}
			cannot++
			if all {
				proved++
			}
		}
	}
	t.Logf("provedUnwinnable proves %d of the %d sides labelled unable to mate", proved, cannot)
}

// TestReachNeverProvesAMateLine checks soundness on the positions along
// the helpmate lines CanCheckmate finds: every one of them is winnable
// for the side that mates at the end, stalemate traps and last moves
// before mate included.
func TestReachNeverProvesAMateLine(t *testing.T) {
	positions := readLabelled(t, "testdata/positions.txt")
	step := 4
	if *reachMeasure {
		step = 1
	}
	checked := 0
	for k := 0; k < len(positions); k += step {
		lp := positions[k]
		for side := chess.White; side <= chess.Black; side++ {
			if !lp.canMate[side] {
				continue
			}
			a := CanCheckmate(lp.position, side, Budget{Nodes: 5_000})
			if a.Verdict != Yes {
				continue
			}
			p := lp.position
			for i := 0; ; i++ {
				checked++
				if provedUnwinnable(p, side) {
					t.Errorf("line %d: %s mates after %v, but is proved unable after %d moves: %s", lp.line, side, a.Line, i, p.FEN())
					break
				}
				if i == len(a.Line) {
					break
				}
				p = p.Play(a.Line[i])
			}
		}
	}
	t.Logf("%d positions on mating lines checked", checked)
}

func TestReachDead(t *testing.T) {
	tests := []struct {
		fen    string
		winner chess.Color
		dead   bool
		why    string
	}{
		{"8/1k5B/7b/8/1p1p1p1p/1PpP1P1P/2P3K1/N3b3 b - -", chess.White, true,
			"the chain is locked; the light bishop and the knight cannot pass it and the black king is shut in behind it with a blocker on every dark flight"},
		{"8/1k5B/7b/8/1p1p1p1p/1PpP1P1P/2P3K1/N3b3 b - -", chess.Black, true,
			"the white king is shut in below the chain, where only dark bishops can check it and light flights stay open"},
		{"1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - -", chess.White, true,
			"the white king cannot cross the sixth rank, covered by the locked black pawns, and no white man ever attacks the eighth rank"},
		{"1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - -", chess.Black, true,
			"the black king is held on the eighth rank and black's fifth-rank pawns cannot get past the white pawns below"},
		{"k7/1b6/2b5/8/8/1pB5/pP6/K7 w - -", chess.Black, true,
			"the white king on a1 can never move and never be checked: a1 is dark and black has only light bishops and blocked pawns"},
		{"8/b1b5/k6p/2b2p1P/1b3p2/5PpK/6P1/8 w - -", chess.Black, true,
			"the white king is locked on h3, h2 and h1 area by its pawns; black's dark bishops and locked pawns cannot mate it there"},
		{"8/b1b5/k6p/2b2p1P/1b3p2/5PpK/6P1/8 w - -", chess.White, true,
			"white has no man that can ever leave the locked chain"},
		{"6B1/b7/2k5/p1p1p1pB/P1P1P1P1/pp6/rp6/1K2b3 b - -", chess.White, true,
			"the white king is shut in on b1; the a2 rook's only move, Ra1, mates White, so no white mate ever frees it, and two light bishops cannot mate with one dark black bishop above the chain"},
		{"B2b4/8/8/4k3/1p1p1p1p/1PpP1P1P/K1P4b/RB6 b - -", chess.White, true,
			"the h2 bishop may take the a1 rook, freeing the white king below the chain, but while the rook stands the king blocks its file; above the chain the a8 bishop needs two dark blockers and black has one"},
		{"6Q1/8/4n3/8/ppp5/qkp3b1/rnp5/n1K5 b - -", chess.White, true,
			"the black king on b3 is boxed in by its own men; the queen, White's last man, could check it only next to it, where it is taken, and the b2 knight never moves: every move uncovers mate by the a3 queen on the white king, shut in on c1"},
		{"8/5ppp/8/8/ppp5/bkp4Q/qnp5/n1K5 b - -", chess.White, true,
			"as above with the a3 bishop uncovering; the a2 queen's Qb1 is mate on White"},
		{"3b4/6k1/1ppp4/2b3p1/1pKp1pP1/1P1P1P2/8/1BbB1B1B b - -", chess.White, true,
			"b6-b5 and d6-d5 would mate the white king on c4, the c5 bishop guarding b4 and d4, so the pawns stand; the light bishops stay behind the chain"},
		{"8/B4b2/2k5/1p1p4/1P1Pp1pB/1pp1P1P1/1p6/bK3b2 w - -", chess.White, true,
			"the white king on b1 is shut in by black pawns, and c3-c2 would mate it, the a1 bishop guarding b2"},
		{"3b1b2/3k4/2ppp3/3p4/1p1K1p1p/bP1P1P1P/8/1B3B2 w - -", chess.White, true,
			"c6-c5 and e6-e5 would mate the white king on d4, so the pawns that shut it in stand; the light bishops stay behind the chain"},
		{"B1B1B1B1/pBpBpBp1/P1P1P1P1/4b3/5b2/8/8/k1K5 w - -", chess.White, true,
			"seven light bishops shuffle round one hole on the eighth and seventh ranks; whichever square is empty, the pawns of the sixth rank stay guarded, so the black king never takes one and the chain holds"},
		{"B1B1B1B1/pBpBpBp1/P1P1P1P1/4b3/5b2/8/8/k1K5 w - -", chess.Black, true,
			"as above: the white king stays below the chain, where dark bishops alone cannot mate it"},
		{"k7/1b6/2b5/8/8/1pB5/pP6/K7 w - -", chess.White, false,
			"Kh8 with Bg8 and Bh7 blocking, then the c3 bishop checks along the long diagonal"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", chess.White, false,
			"the start position"},
		{"1k6/8/8/3B4/2Bp1p1p/1BpP1P1P/2P1BPBP/3BKBNR w K -", chess.White, true,
			"only light bishops can move, and the right to castle is dead: the f1 bishop and the g1 knight never leave"},
		{"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", chess.White, false,
			"a rook mates a lone king"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", chess.White, true,
			"a lone king never gives check"},
	}
	for _, tt := range tests {
		p, err := chess.ParseFENLax(tt.fen)
		if err != nil {
			t.Fatalf("%s: %v", tt.fen, err)
		}
		if got := provedUnwinnable(p, tt.winner); got != tt.dead {
			t.Errorf("provedUnwinnable(%s, %s) = %v, want %v: %s", tt.fen, tt.winner, got, tt.dead, tt.why)
		}
	}
}

// TestCrowdGuardsWhateverTheHole checks that the pawns a crowd of
// bishops guards from two squares, or from one square and through it when
// it is the hole, are attacked for sure.
func TestCrowdGuardsWhateverTheHole(t *testing.T) {
	p, err := chess.ParseFENLax("B1B1B1B1/pBpBpBp1/P1P1P1P1/4b3/5b2/8/8/k1K5 w - -")
	if err != nil {
		t.Fatal(err)
	}
	var r reach
	r.load(p, chess.White)
	r.saturateTo(chess.White, 0)
	want := chess.A6.Bitboard() | chess.C6.Bitboard() | chess.E6.Bitboard() | chess.G6.Bitboard()
	if got := r.sure[chess.White] & want; got != want {
		t.Errorf("sure white attacks on the sixth-rank pawns =\n%s\nwant\n%s", got, want)
	}
}

func TestBetween(t *testing.T) {
	tests := []struct {
		a, b chess.Square
		want chess.Bitboard
	}{
		{chess.A1, chess.D4, chess.B2.Bitboard() | chess.C3.Bitboard()},
		{chess.H8, chess.H5, chess.H7.Bitboard() | chess.H6.Bitboard()},
		{chess.C1, chess.F1, chess.D1.Bitboard() | chess.E1.Bitboard()},
		{chess.B3, chess.C4, 0},
		{chess.A1, chess.B3, 0},
	}
	for _, tt := range tests {
		if got := between(tt.a, tt.b); got != tt.want {
			t.Errorf("between(%s, %s) =\n%s\nwant\n%s", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestReachEnPassant(t *testing.T) {
	p, err := chess.ParseFEN("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2")
	if err != nil {
		t.Fatal(err)
	}
	var r reach
	r.load(p, chess.White)
	for i := range r.n {
		m := &r.men[i]
		switch m.from {
		case chess.E5:
			if !m.reach.Has(chess.D6) {
				t.Errorf("the e5 pawn's reach misses the en passant square d6:\n%s", m.reach)
			}
		case chess.D5:
			if r.taken&(1<<i) == 0 {
				t.Error("the d5 pawn may be taken en passant, but is not marked taken")
			}
		}
	}
}

// TestReachMeasure counts, behind -reach.measure, the sides labelled
// unable to mate that the reach analysis proves on its own, and those of
// them CanCheckmate leaves unknown with 100,000 nodes.
func TestReachMeasure(t *testing.T) {
	if !*reachMeasure {
		t.Skip("run with -reach.measure")
	}
	positions := readLabelled(t, "testdata/positions.txt")
	cannot, own, unknown, unknownProved, unknownLater := 0, 0, 0, 0, 0
	for _, lp := range positions {
		for side := chess.White; side <= chess.Black; side++ {
			if lp.canMate[side] {
				continue
			}
			cannot++
			proved := reachDead(lp.position, side)
			if proved {
				own++
			}
			if CanCheckmate(lp.position, side, Budget{Nodes: 100_000}).Verdict == Unknown {
				unknown++
				switch {
				case provedUnwinnable(lp.position, side):
					unknownProved++
				case provedAfterEveryMove(lp.position, side):
					unknownLater++
				default:
					t.Logf("line %d: %s still unknown: %s", lp.line, side, lp.fen)
				}
			}
		}
	}
	t.Logf("reach analysis alone proves %d of %d sides labelled unable to mate", own, cannot)
	t.Logf("provedUnwinnable proves %d of the %d such sides CanCheckmate leaves unknown", unknownProved, unknown)
	t.Logf("and %d more one move later: after every legal move", unknownLater)
}

// TestReachRandomWalks checks soundness off the labelled positions,
// behind -reach.measure: along deterministic random walks from each
// labelled position, wherever CanCheckmate finds a mate for a side, that
// side must not be proved unable.
func TestReachRandomWalks(t *testing.T) {
	if !*reachMeasure {
		t.Skip("run with -reach.measure")
	}
	positions := readLabelled(t, "testdata/positions.txt")
	seed := uint64(0x2545F4914F6CDD1D)
	random := func(n int) int {
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return int(seed % uint64(n))
	}
	checked := 0
	for _, lp := range positions {
		p := lp.position
		for range 8 {
			var buf [256]chess.Move
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			p = p.Play(moves[random(len(moves))])
			for side := chess.White; side <= chess.Black; side++ {
				if !provedUnwinnable(p, side) {
					continue
				}
				checked++
				if a := CanCheckmate(p, side, Budget{Nodes: 2_000}); a.Verdict == Yes {
					t.Errorf("from line %d: %s mates after %v, but is proved unable: %s", lp.line, side, a.Line, p.FEN())
				}
			}
		}
	}
	t.Logf("%d proofs on random walks checked against the search", checked)
}

// provedAfterEveryMove reports whether every legal move from p leads to a
// position provedUnwinnable proves, or to a game over without mate by
// side: what a solver trying the proof one move later would see.
func provedAfterEveryMove(p chess.Position, side chess.Color) bool {
	var buf [256]chess.Move
	moves := p.LegalMoves(buf[:0])
	if len(moves) == 0 {
		return !matedBy(p, side)
	}
	for _, m := range moves {
		q := p.Play(m)
		var next [256]chess.Move
		if len(q.LegalMoves(next[:0])) == 0 {
			if matedBy(q, side) {
				return false
			}
			continue
		}
		if !provedUnwinnable(q, side) {
			return false
		}
	}
	return true
}

// BenchmarkProvedUnwinnable answers both sides of every labelled
// position and reports the mean time of one call.
func BenchmarkProvedUnwinnable(b *testing.B) {
	positions := readLabelled(b, "testdata/positions.txt")
	for b.Loop() {
		for _, lp := range positions {
			provedUnwinnable(lp.position, chess.White)
			provedUnwinnable(lp.position, chess.Black)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*2*len(positions)), "ns/call")
}

// BenchmarkReachLocked times the reach analysis alone on a locked chain
// it proves dead, the case the closure walk meets.
func BenchmarkReachLocked(b *testing.B) {
	p, err := chess.ParseFENLax("8/1k5B/7b/8/1p1p1p1p/1PpP1P1P/2P3K1/N3b3 b - -")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if !reachDead(p, chess.White) {
			b.Fatal("not proved")
		}
	}
}

// TestAttackFillMatchesTables checks the set-wide fills against the attack
// tables, square by square, on pseudo-random sets and blockers.
func TestAttackFillMatchesTables(t *testing.T) {
	seed := uint64(0x9E3779B97F4A7C15)
	next := func() chess.Bitboard {
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return chess.Bitboard(seed)
	}
	sparse := func() chess.Bitboard {
		b := next()
		return b & next() // about one square in four
	}
	kinds := []chess.PieceType{chess.Pawn, chess.Knight, chess.Bishop, chess.Rook, chess.Queen, chess.King}
	for range 500 {
		from, blockers := sparse(), sparse()
		for _, c := range []chess.Color{chess.White, chess.Black} {
			for _, kind := range kinds {
				var want chess.Bitboard
				for sq := range from.Squares() {
					want |= attacks(c, kind, sq, blockers)
				}
				if got := attackFill(c, kind, from, blockers); got != want {
					t.Fatalf("%s %s from\n%s\nblockers\n%s\ngot\n%s\nwant\n%s", c, kind, from, blockers, got, want)
				}
			}
		}
	}
}
