// Command outsidesets builds the outside test sets of the "can this side
// still checkmate" solver (engine/outcome/internal/solver/testdata/outside-*.txt):
// it takes positions from real games, makes random legal positions with few
// pieces, and labels FENs with a reference solver.
//
//	go run ./scripts/outsidesets games FILE.pgn...   > fens
//	go run ./scripts/outsidesets random -n N -seed S [-men LETTERS] [-max N] [-dark] > fens
//	go run ./scripts/outsidesets locked -n N -seed S > fens
//	go run ./scripts/outsidesets label -solver CMD   < fens > labelled
//
// games writes, for each game's main line, the position after every
// capture, every promotion and the final position, each once; of a
// Chess960 game, also every position while a castling right is left.
// random writes legal positions (side not to move not in check, at most two
// checkers, no pawn on the first or last rank) with 2 kings and 1 to 5 other
// men (-men, -max; -dark puts every bishop on a dark square). locked writes positions where most files hold a pair of pawns
// blocking each other, in chains or walls, with the kings and up to three
// pieces (bishops most often) placed anywhere: dead positions and near
// misses. label asks CMD, a solver speaking the line protocol of chasolver's
// analyzer ("FEN white|black" in, "winnable|unwinnable|undetermined ..."
// out), about both sides of each FEN and writes "XY FEN" lines; a FEN with
// a side the solver left undetermined goes to standard error as "?? FEN"
// for a person to settle.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/pgn"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "games":
		err = games(os.Args[2:], os.Stdout)
	case "random":
		fs := flag.NewFlagSet("random", flag.ExitOnError)
		n := fs.Int("n", 1000, "positions to write")
		seed := fs.Uint64("seed", 1, "seed of the generator")
		men := fs.String("men", "PNBRQpnbrq", "the letters of the men besides the kings to draw from")
		most := fs.Int("max", 5, "most men besides the kings")
		dark := fs.Bool("dark", false, "bishops only on dark squares (bishops of one colour)")
		fs.Parse(os.Args[2:])
		err = random(*n, *seed, *men, *most, *dark, os.Stdout)
	case "locked":
		fs := flag.NewFlagSet("locked", flag.ExitOnError)
		n := fs.Int("n", 1000, "positions to write")
		seed := fs.Uint64("seed", 1, "seed of the generator")
		fs.Parse(os.Args[2:])
		err = locked(*n, *seed, os.Stdout)
	case "label":
		fs := flag.NewFlagSet("label", flag.ExitOnError)
		solver := fs.String("solver", "", "command of the reference solver")
		fs.Parse(os.Args[2:])
		if *solver == "" {
			usage()
		}
		err = label(*solver, os.Stdin, os.Stdout, os.Stderr)
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "outsidesets:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: outsidesets games FILE... | random [-n N] [-seed S] [-men LETTERS] [-max N] [-dark] | locked [-n N] [-seed S] | label -solver CMD")
	os.Exit(2)
}

// key is a FEN without its move counters: two positions that differ only
// there get the same verdicts.
func key(p chess.Position) string {
	f := strings.Fields(p.FEN())
	return strings.Join(f[:4], " ")
}

func games(files []string, out io.Writer) error {
	seen := map[string]bool{}
	w := bufio.NewWriter(out)
	defer w.Flush()
	emit := func(p chess.Position) {
		k := key(p)
		if !seen[k] {
			seen[k] = true
			fmt.Fprintln(w, k)
		}
	}
	for _, file := range files {
		f, err := os.Open(file)
		if err != nil {
			return err
		}
		r := pgn.NewReader(f, pgn.Options{SkipVariations: true})
		for {
			g, err := r.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			var perr *pgn.Error
			if err != nil && !errors.As(err, &perr) {
				f.Close()
				return fmt.Errorf("%s: %w", file, err)
			}
			if g == nil {
				continue
			}
			var every bool // every position, while castling rights last
			switch strings.ToLower(g.Tag("Variant")) {
			case "", "standard":
			case "chess960", "fischerandom", "chess 960", "fischer random":
				every = true
			default:
				continue
			}
			p := g.Start
			for _, m := range g.Moves {
				capture := p.IsCapture(m.Move)
				p = p.Play(m.Move)
				if capture || m.Move.Promotion() != chess.NoPieceType || every && p.CastlingRights().Any() {
					emit(p)
				}
			}
			if len(g.Moves) > 0 {
				emit(p)
			}
		}
		f.Close()
	}
	return nil
}

// random writes n legal positions with 1 to most men drawn from letters
// besides the kings, found by trial.
func random(n int, seed uint64, letters string, most int, dark bool, out io.Writer) error {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	w := bufio.NewWriter(out)
	defer w.Flush()
	seen := map[string]bool{}
	for written := 0; written < n; {
		var board [64]byte
		place := func(c byte) int {
			for {
				sq := rng.IntN(64)
				if dark && (c == 'B' || c == 'b') && (sq/8+sq%8)%2 != 0 {
					continue
				}
				if board[sq] == 0 {
					board[sq] = c
					return sq
				}
			}
		}
		place('K')
		place('k')
		for range 1 + rng.IntN(most) {
			c := letters[rng.IntN(len(letters))]
			// Pawns are common in real endings: give them more weight.
			if strings.ContainsAny(letters, "Pp") && rng.IntN(3) == 0 {
				c = "Pp"[rng.IntN(2)]
			}
			place(c)
		}
		side := "wb"[rng.IntN(2)]
		fen := boardFEN(board) + " " + string(side) + " - - 0 1"
		p, err := chess.ParseFEN(fen)
		if err != nil {
			continue
		}
		if k := key(p); !seen[k] {
			seen[k] = true
			fmt.Fprintln(w, k)
			written++
		}
	}
	return nil
}

// locked writes n legal positions built around blocked pawns.
func locked(n int, seed uint64, out io.Writer) error {
	rng := rand.New(rand.NewPCG(seed, seed^0x5851f42d4c957f2d))
	w := bufio.NewWriter(out)
	defer w.Flush()
	seen := map[string]bool{}
	const pieces = "BBBbbbNnRrQqPp"
	for written := 0; written < n; {
		var board [64]byte
		prev := -1
		for file := range 8 {
			if rng.IntN(10) == 0 {
				prev = -1
				continue
			}
			// A white pawn on rank r (1..5, from 0) and a black one just
			// above; next to a neighbour on the same rank one could take.
			r := 1 + rng.IntN(5)
			if r == prev {
				r = 1 + (r % 5)
			}
			board[r*8+file] = 'P'
			board[(r+1)*8+file] = 'p'
			prev = r
		}
		place := func(c byte) {
			for {
				sq := rng.IntN(64)
				if board[sq] == 0 {
					board[sq] = c
					return
				}
			}
		}
		// Half the time each king starts behind its own pawns.
		king := func(c byte, own int) {
			for {
				sq := rng.IntN(64)
				if board[sq] != 0 || rng.IntN(2) == 0 && !behind(board, sq, own) {
					continue
				}
				board[sq] = c
				return
			}
		}
		king('K', +1)
		king('k', -1)
		for range rng.IntN(4) {
			place(pieces[rng.IntN(len(pieces))])
		}
		side := "wb"[rng.IntN(2)]
		p, err := chess.ParseFEN(boardFEN(board) + " " + string(side) + " - - 0 1")
		if err != nil {
			continue
		}
		if k := key(p); !seen[k] {
			seen[k] = true
			fmt.Fprintln(w, k)
			written++
		}
	}
	return nil
}

// behind reports whether a pawn of its own stands on sq's file ahead of sq
// (dir +1 for White, -1 for Black).
func behind(board [64]byte, sq, dir int) bool {
	own := byte('P')
	if dir < 0 {
		own = 'p'
	}
	for s := sq + 8*dir; s >= 0 && s < 64; s += 8 * dir {
		if board[s] == own {
			return true
		}
	}
	return false
}

// boardFEN writes board (a1 = 0, FEN piece letters, 0 for empty) as a
// FEN's first field, through chess.Placement's writer.
func boardFEN(board [64]byte) string {
	var pl chess.Placement
	for sq, c := range board {
		if i := strings.IndexByte("PNBRQKpnbrqk", c); c != 0 && i >= 0 {
			pl[sq] = chess.NewPiece(chess.Color(i/6), chess.PieceType(i%6+1))
		}
	}
	return pl.String()
}

// reference is the labelling solver's process.
type reference struct {
	command string
	cmd     *exec.Cmd
	in      io.WriteCloser
	lines   chan string
}

func (r *reference) start() error {
	r.cmd = exec.Command("sh", "-c", "exec "+r.command)
	var err error
	if r.in, err = r.cmd.StdinPipe(); err != nil {
		return err
	}
	out, err := r.cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := r.cmd.Start(); err != nil {
		return err
	}
	r.lines = make(chan string, 1)
	go func(lines chan<- string) {
		defer close(lines)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}(r.lines)
	return nil
}

func (r *reference) stop() {
	r.in.Close()
	r.cmd.Process.Kill()
	r.cmd.Wait()
}

// ask returns 'y' (winnable), 'n' (unwinnable), '?' (undetermined) or,
// when the solver gave no answer in time or died, '!' after starting it
// again.
func (r *reference) ask(line string) (byte, error) {
	if _, err := io.WriteString(r.in, line+"\n"); err == nil {
		select {
		case a, ok := <-r.lines:
			if ok {
				switch word, _, _ := strings.Cut(a, " "); word {
				case "winnable":
					return 'y', nil
				case "unwinnable":
					return 'n', nil
				case "undetermined":
					return '?', nil
				default:
					return 0, fmt.Errorf("answer %q to %q", a, line)
				}
			}
		case <-time.After(time.Minute):
		}
	}
	r.stop()
	return '!', r.start()
}

func label(command string, in io.Reader, out, unsettled io.Writer) error {
	ref := &reference{command: command}
	if err := ref.start(); err != nil {
		return err
	}
	defer ref.stop()
	w := bufio.NewWriter(out)
	defer w.Flush()
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		fen := strings.TrimSpace(sc.Text())
		if fen == "" || strings.HasPrefix(fen, "#") {
			continue
		}
		white, err := ref.ask(fen + " white")
		if err != nil {
			return err
		}
		black, err := ref.ask(fen + " black")
		if err != nil {
			return err
		}
		if white != 'y' && white != 'n' || black != 'y' && black != 'n' {
			fmt.Fprintf(unsettled, "%c%c %s\n", white, black, fen)
			continue
		}
		x, y := byte('-'), byte('-')
		if white == 'y' {
			x = 'W'
		}
		if black == 'y' {
			y = 'B'
		}
		fmt.Fprintf(w, "%c%c %s\n", x, y, fen)
	}
	return sc.Err()
}
