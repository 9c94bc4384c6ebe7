package sqlite

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
)

func move(san string) storage.EventRecord {
	return storage.EventRecord{Kind: "move", Payload: []byte(fmt.Sprintf(`{"san": %q}`, san))}
}

func TestChainHash_Layout(t *testing.T) {
	var prev storage.Hash
	prev[0], prev[31] = 0xAB, 0xCD
	payload := []byte(`{"san":"e4"}`)
	var want []byte
	want = append(want, prev[:]...)
	want = append(want, 0, 0, 0, 0, 0, 0, 0, 7) // game
	want = append(want, 0, 0, 0, 0, 0, 0, 0, 3) // seq
	want = append(want, 0, 0, 0, 0, 0, 0, 0, 4) // len(kind)
	want = append(want, "move"...)
	want = append(want, 0, 0, 0, 0, 0, 0, 0, byte(len(payload)))
	want = append(want, payload...)
	want = append(want, 0, 0, 0x01, 0x9C, 0xEB, 0xB3, 0x32, 0x9A) // 1773480915610 ms
	got := storage.ChainHash(prev, 7, 3, "move", payload, 1773480915610)
	if got != storage.Hash(sha256.Sum256(want)) {
		t.Errorf("ChainHash = %v, want SHA-256 of the documented layout %v", got, storage.Hash(sha256.Sum256(want)))
	}
	// Fixed vector, computed outside Go: a change here breaks every
	// database already written.
	const vector = "435889036d5bc87ed7c2f26b274cb7670329d64de83796f625af0136c06a60a9"
	if got.String() != vector {
		t.Errorf("ChainHash = %v, want the fixed vector %s", got, vector)
	}
}

func TestChainHash_FieldsAreSeparated(t *testing.T) {
	// Moving a byte from kind to payload must change the hash.
	a := storage.ChainHash(storage.Hash{}, 1, 1, "mov", []byte(`e{}`), 0)
	b := storage.ChainHash(storage.Hash{}, 1, 1, "move", []byte(`{}`), 0)
	if a == b {
		t.Error("kind and payload boundaries do not affect the hash")
	}
}

func TestAppend_ReturnsCommittedChain(t *testing.T) {
	s := newTestStore(t)
	f := addFixture(t, s)
	ctx := context.Background()
	later := time.Date(2026, 3, 14, 10, 0, 0, 123_456_789, time.FixedZone("CET", 3600))
	in := []storage.EventRecord{move("e4"), move("e5"), {Kind: "clock", Payload: []byte(` { "white_ms" : 900000 } `), Wall: later}}
	got, err := appendEnd(ctx, s, f.games[0], in)
	if err != nil {
		t.Fatal(err)
	}
	var prev storage.Hash
	for i, e := range got {
		if e.GameID != f.games[0] || e.Seq != int64(i+1) || e.PrevHash != prev {
			t.Errorf("event %d: game %d seq %d prev %v; want game %d seq %d prev %v", i, e.GameID, e.Seq, e.PrevHash, f.games[0], i+1, prev)
		}
		if want := storage.ChainHash(prev, e.GameID, e.Seq, e.Kind, e.Payload, e.Wall.UnixMilli()); e.Hash != want {
			t.Errorf("event %d: hash %v, want %v", i, e.Hash, want)
		}
		prev = e.Hash
	}
	if want := time.Date(2026, 3, 14, 9, 30, 15, 250_000_000, time.UTC); !got[0].Wall.Equal(want) {
		t.Errorf("unstamped event got wall %v, want the store clock %v", got[0].Wall, want)
	}
	if want := time.Date(2026, 3, 14, 9, 0, 0, 123_000_000, time.UTC); got[2].Wall != want {
		t.Errorf("stamped event got wall %v, want %v (UTC, whole milliseconds)", got[2].Wall, want)
	}

	stored, err := s.Events(ctx, f.games[0])
	if err != nil {
		t.Fatal(err)
	}
	if !slices.EqualFunc(stored, got, eventsEqual) {
		t.Errorf("Events = %+v\nwant %+v", stored, got)
	}
	if string(stored[2].Payload) != ` { "white_ms" : 900000 } ` {
		t.Errorf("payload not kept byte for byte: %q", stored[2].Payload)
	}

	more, err := appendEnd(ctx, s, f.games[0], []storage.EventRecord{move("Nf3")})
	if err != nil {
		t.Fatal(err)
	}
	if more[0].Seq != 4 || more[0].PrevHash != got[2].Hash {
		t.Errorf("second append: seq %d prev %v, want seq 4 prev %v", more[0].Seq, more[0].PrevHash, got[2].Hash)
	}
	if g, _ := s.Game(ctx, f.games[0]); g.Events != 4 {
		t.Errorf("game records %d events, want 4", g.Events)
	}
}

func eventsEqual(a, b storage.EventRecord) bool {
	return a.GameID == b.GameID && a.Seq == b.Seq && a.Kind == b.Kind && string(a.Payload) == string(b.Payload) &&
		a.Wall.Equal(b.Wall) && a.PrevHash == b.PrevHash && a.Hash == b.Hash
}

func TestAppend_AllOrNothing(t *testing.T) {
	s := newTestStore(t)
	f := addFixture(t, s)
	ctx := context.Background()
	tests := []struct {
		name   string
		gameID int64
		events []storage.EventRecord
		want   error
	}{
		{"payload not JSON", f.games[0], []storage.EventRecord{move("e4"), {Kind: "move", Payload: []byte(`{"san":`)}}, storage.ErrInvalid},
		{"empty kind", f.games[0], []storage.EventRecord{move("e4"), {Payload: []byte(`{}`)}}, storage.ErrInvalid},
		{"no such game", 999, []storage.EventRecord{move("e4")}, storage.ErrNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := appendEnd(ctx, s, tt.gameID, tt.events)
			if !errors.Is(err, tt.want) {
				t.Fatalf("Append: err = %v, want %v", err, tt.want)
			}
			if evs, _ := s.Events(ctx, f.games[0]); len(evs) != 0 {
				t.Errorf("%d events stored after a failed append", len(evs))
			}
		})
	}
}

func TestAppend_LogIsAppendOnly(t *testing.T) {
	s := newTestStore(t)
	f := addFixture(t, s)
	ctx := context.Background()
	if _, err := appendEnd(ctx, s, f.games[0], []storage.EventRecord{move("e4")}); err != nil {
		t.Fatal(err)
	}
	for _, stmt := range []string{
		"UPDATE game_events SET payload = '{}'",
		"DELETE FROM game_events",
		"DELETE FROM games",
	} {
		if _, err := s.w.ExecContext(ctx, stmt); err == nil {
			t.Errorf("%s: succeeded, want refused", stmt)
		}
	}
}

func TestEvents_UnknownGame(t *testing.T) {
	s := newTestStore(t)
	if _, err := s.Events(context.Background(), 42); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("Events(42): err = %v, want ErrNotFound", err)
	}
	if err := s.Replay(context.Background(), 42, func(storage.EventRecord) error { return nil }); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("Replay(42): err = %v, want ErrNotFound", err)
	}
}

func TestReplay_StreamsInOrderAndStopsOnError(t *testing.T) {
	s := newTestStore(t)
	f := addFixture(t, s)
	ctx := context.Background()
	sans := []string{"d4", "Nf6", "c4", "e6", "Nc3", "Bb4"}
	for _, san := range sans {
		if _, err := appendEnd(ctx, s, f.games[1], []storage.EventRecord{move(san)}); err != nil {
			t.Fatal(err)
		}
	}
	var seen []int64
	if err := s.Replay(ctx, f.games[1], func(e storage.EventRecord) error { seen = append(seen, e.Seq); return nil }); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(seen, []int64{1, 2, 3, 4, 5, 6}) {
		t.Errorf("replayed seqs %v", seen)
	}

	stop := errors.New("illegal move")
	n := 0
	err := s.Replay(ctx, f.games[1], func(e storage.EventRecord) error {
		if n++; e.Seq == 3 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || n != 3 {
		t.Errorf("Replay with failing fold: err = %v after %d events, want %v after 3", err, n, stop)
	}
}
