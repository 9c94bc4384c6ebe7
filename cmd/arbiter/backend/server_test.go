package backend

import (
	"bytes"
	"context"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/postgres/pgtest"
	"github.com/arbiterconsole/arbiter/storage/stores"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// What an event shows the arbiter and gives out, to compare a file event
// with a server one.
type eventOutput struct {
	standings []string
	csv       string // the standings as CSV
	exports   map[view.ExportFormat]string
}

func outputOf(t *testing.T, b *Backend) eventOutput {
	t.Helper()
	out := eventOutput{standings: standingLines(t, b), exports: map[view.ExportFormat]string{}}
	var csv bytes.Buffer
	if err := b.WriteStandings("csv", nil, "", &csv); err != nil {
		t.Fatal(err)
	}
	out.csv = csv.String()
	for _, f := range []view.ExportFormat{view.ExportTRF, view.ExportResultsCSV, view.ExportPlayersCSV, view.ExportPGN, view.ExportPGNRound} {
		var w bytes.Buffer
		if err := b.Export(f, &w); err != nil {
			t.Fatalf("export %s: %v", f, err)
		}
		out.exports[f] = w.String()
	}
	return out
}

// An event on a PostgreSQL server does what a file event does: the
// seven-player Swiss, its pairings imported round by round from the
// pairing program's TRF, its results given and its rounds closed, then a
// result corrected in the closed last round, gives the same standings and
// the same TRF, CSV and PGN exports on both, and both record logs verify.
func TestServerEvent_SameAsAFileEvent(t *testing.T) {
	ctx := context.Background()
	url := pgtest.Database(t)
	server, err := stores.Create(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer server.Close()
	file, err := stores.Create(context.Background(), filepath.Join(t.TempDir(), "swiss.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	var outputs []eventOutput
	for _, store := range []storage.Store{file, server} {
		b := playSevenSwiss(t, store)
		ev, err := b.exportEvent("test", b.event.t.ID)
		if err != nil {
			t.Fatal(err)
		}
		var was string
		for _, p := range ev.Rounds[4].Pairings {
			if p.Board == 1 {
				was = p.Result.String()
			}
		}
		if _, err := b.CorrectResult(1, "0-1", "scoresheets read the wrong way round"); err != nil {
			t.Fatalf("%T: correct a result in a closed round: %v", store, err)
		}
		if got := b.Boards()[0].Result; got != "0-1" {
			t.Errorf("%T: board 1 after the correction shows %q", store, got)
		}
		if _, err := b.CorrectResult(1, was, "the first correction was wrong"); err != nil {
			t.Fatal(err)
		}
		if breaks, err := store.VerifyRecords(ctx); err != nil || len(breaks) > 0 {
			t.Errorf("%T: record log: %v, %v", store, breaks, err)
		}
		outputs = append(outputs, outputOf(t, b))
	}
	want := tableLines(t, "testdata/seven-swiss-standings.txt")
	if got := outputs[1].standings; !reflect.DeepEqual(got, want) {
		t.Errorf("standings on the server:\n%s\nwant (hand-checked):\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if outputs[1].csv != outputs[0].csv {
		t.Errorf("standings CSV on the server:\n%s\nin the file:\n%s", outputs[1].csv, outputs[0].csv)
	}
	for f, fromFile := range outputs[0].exports {
		if fromServer := outputs[1].exports[f]; fromServer != fromFile || fromFile == "" {
			t.Errorf("export %s from the server:\n%s\nfrom the file:\n%s", f, fromServer, fromFile)
		}
	}
}

// The event form makes a new event on a server as in a file.
func TestServerEvent_CreateEvent(t *testing.T) {
	b, store, _, err := Open(context.Background(), pgtest.Database(t))
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	defer b.Close()
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	boards := b.Boards()
	if len(boards) != 2 || boards[0].White.Name != "Alpha, A" || boards[1].Arbiter != "Deputy" {
		t.Fatalf("boards = %+v", boards)
	}
}

// A result changed with psql on the server is told to the arbiter when
// a console opens the event, as an edit of a file is.
func TestServerEvent_ResultEditedWithPsqlIsNoticed(t *testing.T) {
	url := pgtest.Database(t)
	b, store, _, err := Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Do(1, view.Command{Kind: view.CmdResult, Result: "1-0", Text: "Black resigned"}); err != nil {
		t.Fatal(err)
	}
	b.Close()
	store.Close()
	if slices.ContainsFunc(b.notices(false), func(m view.Message) bool { return m.Key == "notice.records_changed" }) {
		t.Fatal("noticed before the edit")
	}
	pgtest.Exec(t, url, "UPDATE games SET result = '0-1' WHERE result = '1-0'")
	b, store, _, err = Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	defer b.Close()
	want := view.Message{Key: "notice.records_changed", Params: map[string]any{"Count": 1}}
	if !slices.ContainsFunc(b.notices(false), func(m view.Message) bool { return reflect.DeepEqual(m, want) }) {
		t.Errorf("notices = %+v, want %+v", b.notices(false), want)
	}
}
