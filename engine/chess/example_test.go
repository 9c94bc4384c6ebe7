package chess_test

import (
	"fmt"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

func Example() {
	p := chess.StartPosition()
	for _, uci := range []string{"e2e4", "c7c5", "g1f3"} {
		m, err := chess.ParseUCI(p, uci)
		if err != nil {
			fmt.Println(err)
			return
		}
		p = p.Play(m)
	}
	fmt.Println(p.FEN())
	fmt.Println(len(p.LegalMoves(nil)), "legal moves for", p.Turn())
	// Output:
	// rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
	// 22 legal moves for black
}

func ExampleParseFEN_error() {
	_, err := chess.ParseFEN("r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1")
	fmt.Println(err)
	// Output:
	// chess: FEN "r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1": castling: white has no rook on the king side for 'K'
}

func ExampleMove_UCI() {
	p, _ := chess.ParseFEN("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	m, _ := chess.ParseUCI(p, "e1g1")
	fmt.Println(m.UCI(false), m.UCI(true), m.KingTo(), m.RookTo())
	// Output:
	// e1g1 e1h1 g1 f1
}

func ExamplePerft() {
	p, _ := chess.Chess960Start(518) // the orthodox start, numbered as in Chess960
	fmt.Println(p.ShredderFEN())
	fmt.Println(chess.Perft(p, 3))
	// Output:
	// rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1
	// 8902
}
