package backend

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// Start round starts White's clock on every board at one instant (6.6)
// and says which boards it left alone.
func TestArticle_6_6_StartRoundStartsEveryWhiteClock(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	early := time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)
	if _, err := b.Do(2, view.Command{Kind: view.CmdStartClock, At: early}); err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	skipped, err := b.StartRound(at)
	if err != nil {
		t.Fatal(err)
	}
	if len(skipped) != 1 || !strings.Contains(skipped[2], "09:00:00") {
		t.Errorf("boards not started %v, want board 2 (started at 09:00:00)", skipped)
	}
	bd, _ := b.boardOf(b.event, 1)
	if got := bd.game.StartedAt(); !got.Equal(at) {
		t.Errorf("board 1 started at %v, want %v", got, at)
	}
}

// Close round is refused while a game is unfinished, unless the arbiter
// overrides it with a reason; then the boards accept no move, and a result
// can still be corrected with a reason.
func TestCloseRoundRefusedWhileUnfinished(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	if _, err := b.StartRound(time.Time{}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Do(1, view.Command{Kind: view.CmdResign, Side: view.Black}); err != nil {
		t.Fatal(err)
	}
	_, err := b.CloseRound()
	if !errors.Is(err, ErrUnfinished) || !strings.Contains(err.Error(), "board(s) 2") {
		t.Fatalf("CloseRound with board 2 unfinished: %v, want ErrUnfinished naming board 2", err)
	}
	if _, err := b.CloseRoundOverride("  "); !errors.Is(err, ErrNoReason) {
		t.Errorf("override without reason: %v, want ErrNoReason", err)
	}
	if _, err := b.CloseRoundOverride("board 2 adjourned by the organiser"); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Do(2, view.Command{Kind: view.CmdMove, Move: "e4"}); !errors.Is(err, ErrRoundClosed) {
		t.Errorf("move in a closed round: %v, want ErrRoundClosed", err)
	}
	if _, err := b.CorrectResult(1, "1/2-1/2", ""); !errors.Is(err, ErrNoReason) {
		t.Errorf("correction without reason: %v, want ErrNoReason", err)
	}
	if _, err := b.CorrectResult(1, "1/2-1/2", "the players agreed a draw; the scoresheets say so"); err != nil {
		t.Fatalf("correction in a closed round: %v", err)
	}
	d, err := b.Board(1)
	if err != nil {
		t.Fatal(err)
	}
	if d.Result != "½-½" {
		t.Errorf("board 1 result %q after the correction, want ½-½", d.Result)
	}
}

// At the default time the console proposes a loss for each player who has
// not made his first move; the arbiter confirms board by board (6.7.1).
func TestArticle_6_7_1_DefaultTimeProposalsConfirmedBoardByBoard(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	start := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	if _, err := b.StartRound(start); err != nil {
		t.Fatal(err)
	}
	clockAt(b, start.Add(time.Minute))
	if _, err := b.Do(1, view.Command{Kind: view.CmdMove, Move: "e4", At: start.Add(10 * time.Second)}); err != nil {
		t.Fatal(err)
	}
	if ps := b.DefaultTimeProposals(start); len(ps) != 0 {
		t.Errorf("proposals at the start %+v, want none", ps)
	}
	at := start.Add(time.Minute)
	ps := b.DefaultTimeProposals(at)
	want := []DefaultProposal{
		{Board: 1, Side: view.Black, Player: "Beta, B", Since: start, Clock: 14*time.Minute + 10*time.Second},
		{Board: 2, Side: view.White, Player: "Gamma, C", Since: start, Clock: 14 * time.Minute},
	}
	if len(ps) != len(want) || ps[0] != want[0] || ps[1] != want[1] {
		t.Fatalf("proposals %+v, want %+v", ps, want)
	}
	// The arbiter confirms board 2 only: Beta arrived at board 1. The
	// confirmation is the arbiter's decision, stored with the default.
	rs, err := b.Do(2, view.Command{Kind: view.CmdDefault, Side: view.White, Decision: view.DecisionConfirm, At: at})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(rs); n != 2 || !rs[0].Proposed || rs[1].Key != "ruling.proposal.confirmed" || rs[1].DecidedBy != "Chief" {
		t.Errorf("rulings %+v, want the proposed default loss and its confirmation by Chief", rs)
	}
	if _, err := b.Do(1, view.Command{Kind: view.CmdMove, Move: "e5", At: at}); err != nil {
		t.Fatal(err)
	}
	if ps := b.DefaultTimeProposals(at.Add(time.Minute)); len(ps) != 0 {
		t.Errorf("proposals after the arbiter's decisions %+v, want none", ps)
	}
	if d, _ := b.Board(2); d.Result != "-/+" {
		t.Errorf("board 2 result %q, want -/+", d.Result)
	}
}

// The round table lists the boards without a result first; the standings
// view and the printable files name the tie-breaks by acronym.
func TestRoundTableMissingFirstAndStandingsView(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	if _, err := b.StartRound(time.Time{}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Do(1, view.Command{Kind: view.CmdResign, Side: view.Black}); err != nil {
		t.Fatal(err)
	}
	tv := b.RoundTable()
	want := []view.RoundRow{
		{Board: 2, White: "Gamma, C", Black: "Delta, D", Missing: true, Arbiter: "Deputy"},
		{Board: 1, White: "Alpha, A", Black: "Beta, B", Result: "1-0"},
	}
	if tv.Round != 1 || tv.Closed || len(tv.Rows) != 2 || tv.Rows[0] != want[0] || tv.Rows[1] != want[1] {
		t.Errorf("round table %+v, want round 1 open with %+v", tv, want)
	}
	sv, err := b.Standings([]string{"SB", "WIN"}, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(sv.Rows) != 4 || sv.Rows[0].Name != "Alpha, A" || sv.Rows[0].Points != "1.0" || strings.Join(sv.TieBreaks, ",") != "SB,WIN" {
		t.Errorf("standings %+v", sv)
	}
	if _, err := b.Standings([]string{"XYZ"}, ""); err == nil {
		t.Error("standings with tie-break XYZ succeeded")
	}
	var html, csv strings.Builder
	if sv, err := b.Standings(nil, "2024"); err != nil || sv.Rules != "2024" {
		t.Errorf("standings under the 2024 text: %s, %v", sv.Rules, err)
	}
	if _, err := b.Standings(nil, "2025"); err == nil {
		t.Error("standings under rules 2025 succeeded")
	}
	if err := b.WriteStandings("html", nil, "", &html); err != nil || !strings.Contains(html.String(), "<td>Alpha, A</td>") {
		t.Errorf("html standings: %v\n%s", err, html.String())
	}
	if err := b.WriteStandings("csv", []string{"BH"}, "2026", &csv); err != nil || !strings.HasPrefix(csv.String(), "\uFEFFrank,start_rank,name") {
		t.Errorf("csv standings: %v\n%s", err, csv.String())
	}
}

// A name longer than TRF's 33 columns is cut on export, and said so.
func TestExportWarningsNameCutForTRF(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	s := testSetup()
	s.Players[1].Name = "Beta-Featherstonehaugh-Montgomery, Bartholomew"
	if err := b.CreateEvent(s); err != nil {
		t.Fatal(err)
	}
	ws := b.ExportWarnings(view.ExportTRF)
	if len(ws) != 1 || !strings.Contains(ws[0], "player 2") || !strings.Contains(ws[0], `"Beta-Featherstonehaugh-Montgomery"`) {
		t.Errorf("TRF warnings %q, want player 2's name cut to 33 characters", ws)
	}
	if ws := b.ExportWarnings(view.ExportResultsCSV); len(ws) != 0 {
		t.Errorf("CSV warnings %q, want none", ws)
	}
	var trf strings.Builder
	if err := b.Export(view.ExportTRF, &trf); err != nil {
		t.Fatalf("TRF export with a long name: %v", err)
	}
}
