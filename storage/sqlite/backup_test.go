package sqlite

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
)

func TestBackup_CopyOpensWithSameEvents(t *testing.T) {
	s := newTestStore(t)
	f := addFixture(t, s)
	ctx := context.Background()
	for _, san := range []string{"e4", "e5", "Nf3", "Nc6", "Bb5"} {
		if _, err := appendEnd(ctx, s, f.games[0], []storage.EventRecord{move(san)}); err != nil {
			t.Fatal(err)
		}
	}
	to := filepath.Join(t.TempDir(), "copy.db")
	if err := s.Backup(ctx, to); err != nil {
		t.Fatal(err)
	}
	b, err := Open(to)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	want, _ := s.Events(ctx, f.games[0])
	got, err := b.Events(ctx, f.games[0])
	if err != nil || !slices.EqualFunc(got, want, eventsEqual) {
		t.Errorf("backup holds %v, %v; want %v", got, err, want)
	}
	if err := s.Backup(ctx, to); !errors.Is(err, storage.ErrExist) {
		t.Errorf("second backup to the same file: err = %v, want ErrExist", err)
	}
}

func TestBackup_WhileAppending(t *testing.T) {
	s := newTestStore(t)
	f := addFixture(t, s)
	ctx := context.Background()
	var wg sync.WaitGroup
	stop := make(chan struct{})
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			default:
			}
			if _, err := appendEnd(ctx, s, f.games[1], []storage.EventRecord{move("Ke2")}); err != nil {
				t.Error(err)
				return
			}
		}
	}()
	dir := t.TempDir()
	for i := range 3 {
		to := filepath.Join(dir, string(rune('a'+i))+".db")
		if err := s.Backup(ctx, to); err != nil {
			t.Fatal(err)
		}
		b, err := Open(to) // verifies every chain in the copy
		if err != nil {
			t.Fatal(err)
		}
		b.Close()
	}
	close(stop)
	wg.Wait()
}

func TestBackup_LeavesNothingOnFailure(t *testing.T) {
	s := newTestStore(t)
	to := filepath.Join(t.TempDir(), "missing-folder", "copy.db")
	if err := s.Backup(context.Background(), to); err == nil {
		t.Fatal("backup into a missing folder succeeded")
	}
	if _, err := os.Stat(filepath.Dir(to)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("backup created %s", filepath.Dir(to))
	}
}

func TestCloseRound_BacksUpNextToDatabase(t *testing.T) {
	now := time.Date(2026, 3, 14, 18, 5, 9, 0, time.UTC)
	dir := t.TempDir()
	s, err := Create(filepath.Join(dir, "oslo.db"), WithClock(func() time.Time { return now }))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	f := addFixture(t, s)
	ctx := context.Background()

	path, err := s.CloseRound(ctx, f.round)
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(dir, "oslo.round1.20260314T180509Z.db"); path != want {
		t.Errorf("backup at %s, want %s", path, want)
	}
	b, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if r, err := b.Round(ctx, f.round); err != nil || !r.Closed.Equal(now) {
		t.Errorf("round in the backup: %+v, %v; want closed at %v", r, err, now)
	}
	b.Close()

	// Closing again (a result corrected after the round) makes a new backup
	// but keeps the first closing time.
	first := now
	now = now.Add(40 * time.Minute)
	if _, err := s.CloseRound(ctx, f.round); err != nil {
		t.Fatal(err)
	}
	if r, _ := s.Round(ctx, f.round); !r.Closed.Equal(first) {
		t.Errorf("closed at %v after closing twice, want %v", r.Closed, first)
	}
	if _, err := s.CloseRound(ctx, 99); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("CloseRound(99): err = %v, want ErrNotFound", err)
	}
}

func TestRoundBackupPath(t *testing.T) {
	at := time.Date(2026, 11, 2, 9, 0, 0, 0, time.FixedZone("CET", 3600))
	tests := []struct{ db, want string }{
		{"/data/arbiter.db", "/data/arbiter.round7.20261102T080000Z.db"},
		{"/data/arbiter", "/data/arbiter.round7.20261102T080000Z.db"},
		{"/data/open.sqlite", "/data/open.round7.20261102T080000Z.sqlite"},
	}
	for _, tt := range tests {
		if got := RoundBackupPath(filepath.FromSlash(tt.db), 7, at); got != filepath.FromSlash(tt.want) {
			t.Errorf("RoundBackupPath(%s) = %s, want %s", tt.db, got, tt.want)
		}
	}
}
