package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/scoresheet"
)

func init() {
	register(command{name: "reconcile", usage: "A.pgn B.pgn [--json]", run: runReconcile})
}

// reconcileReport is what reconcile prints with --json.
type reconcileReport struct {
	FirstDifferencePly int    `json:"first_difference_ply"` // from 1; 0 when the sheets agree
	Move               string `json:"move,omitempty"`       // its move number: "12." or "12..."
	A                  string `json:"a"`                    // A's move there, as written ("" where A ends)
	B                  string `json:"b"`
	ALegal             bool   `json:"a_legal"`
	BLegal             bool   `json:"b_legal"`
	AgreedPlies        int    `json:"agreed_plies"`
	AgreedFEN          string `json:"agreed_fen"` // the position to reinstate
}

// runReconcile compares two players' scoresheets (D.2.9) and prints the
// first ply where they differ and the position both agree on before it.
func runReconcile(args []string, stdout, _ io.Writer) error {
	fs := flag.NewFlagSet("reconcile", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	asJSON := fs.Bool("json", false, "print JSON")
	positional, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(positional) != 2 {
		return usageError{"want two PGN files: the two players' scoresheets"}
	}
	var sheets [2]scoresheet.Sheet
	for i, name := range positional {
		if sheets[i], err = readSheet(name); err != nil {
			return err
		}
	}
	d, err := scoresheet.Compare(sheets[0], sheets[1])
	if err != nil {
		return err
	}
	r := reconcileReport{FirstDifferencePly: d.Ply, A: d.A, B: d.B, ALegal: d.ALegal, BLegal: d.BLegal, AgreedFEN: d.Agreed.FEN()}
	r.AgreedPlies = len(sheets[0].Moves)
	if d.Ply > 0 {
		r.AgreedPlies = d.Ply - 1
		r.Move = moveNumber(sheets[0].Start.FullmoveNumber(), sheets[0].Start.Turn() == chess.Black, d.Ply)
	}
	if *asJSON {
		return json.NewEncoder(stdout).Encode(r)
	}
	if d.Ply == 0 {
		_, err = fmt.Fprintf(stdout, "the scoresheets agree (%d plies)\n", r.AgreedPlies)
		return err
	}
	_, err = fmt.Fprintf(stdout, "first difference at ply %d (%s): A has %s, B has %s\nreinstate the position after %d plies: %s\n",
		d.Ply, r.Move, written(d.A, d.ALegal), written(d.B, d.BLegal), r.AgreedPlies, r.AgreedFEN)
	return err
}

// readSheet reads the first game of a PGN file as a scoresheet.
func readSheet(name string) (scoresheet.Sheet, error) {
	f, err := os.Open(name)
	if err != nil {
		return scoresheet.Sheet{}, err
	}
	defer f.Close()
	s, err := scoresheet.Read(f)
	if err != nil {
		return s, fmt.Errorf("%s: %w", name, err)
	}
	return s, nil
}

// moveNumber writes ply (from 1) of a game starting at full move start as
// "12." for White and "12..." for Black.
func moveNumber(start int, blackFirst bool, ply int) string {
	half := ply - 1
	if blackFirst {
		half++
	}
	n := start + half/2
	if half%2 == 1 {
		return strconv.Itoa(n) + "..."
	}
	return strconv.Itoa(n) + "."
}

// written says a scoresheet's entry: the move, "(illegal)" after one that
// cannot be played, "nothing" where the sheet ends.
func written(move string, legal bool) string {
	switch {
	case move == "":
		return "nothing"
	case !legal:
		return move + " (illegal)"
	}
	return move
}
