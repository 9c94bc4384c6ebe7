package chess

import "testing"

func benchmarkPerft(b *testing.B, fen string, depth int) {
	p, err := ParseFEN(fen)
	if err != nil {
		b.Fatal(err)
	}
	var nodes uint64
	for b.Loop() {
		nodes += Perft(p, depth)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
}

func BenchmarkPerftInitial5(b *testing.B) { benchmarkPerft(b, StartFEN, 5) }

func BenchmarkPerftKiwipete4(b *testing.B) {
	benchmarkPerft(b, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4)
}

func BenchmarkLegalMovesKiwipete(b *testing.B) {
	p, _ := ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	buf := make([]Move, 0, 256)
	for b.Loop() {
		buf = p.LegalMoves(buf[:0])
	}
}

func BenchmarkParseFEN(b *testing.B) {
	for b.Loop() {
		if _, err := ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPerftPosition3_6(b *testing.B) {
	benchmarkPerft(b, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6)
}
