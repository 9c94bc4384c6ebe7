package sqlite

import (
	"context"
	"database/sql"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
)

// forgeRating edits a player's rating and appends a matching record log
// entry with a plain SHA-256 hash, as a forger who knows the format would.
func forgeRating(t *testing.T, s *Store, player int64, rating int) {
	t.Helper()
	ctx := context.Background()
	var seq, wall int64
	var prevB []byte
	if err := s.r.QueryRowContext(ctx, "SELECT seq, wall_ms, hash FROM record_log ORDER BY seq DESC LIMIT 1").Scan(&seq, &wall, &prevB); err != nil {
		t.Fatal(err)
	}
	editOutside(t, s, "UPDATE players SET rating = "+strconv.Itoa(rating)+" WHERE id = "+strconv.Itoa(int(player)))
	var now []byte
	err := s.read(ctx, func(tx *sql.Tx) error {
		var err error
		now, err = recordContent(ctx, tx, "player "+strconv.Itoa(int(player)))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	var prev storage.Hash
	copy(prev[:], prevB)
	h := storage.RecordHash(prev, seq+1, "player "+strconv.Itoa(int(player)), now, wall)
	editOutside(t, s, "INSERT INTO record_log (seq, ref, content, wall_ms, prev_hash, hash) VALUES ("+
		strconv.Itoa(int(seq+1))+", 'player "+strconv.Itoa(int(player))+"', '"+string(now)+"', "+strconv.Itoa(int(wall))+", x'"+prev.String()+"', x'"+h.String()+"')")
}

func TestRecordKey_CatchesForgerWhoRecomputesHashes(t *testing.T) {
	ctx := context.Background()
	keys := t.TempDir()
	s, err := Create(filepath.Join(t.TempDir(), "arbiter.db"), WithClock(fixedClock), WithKeyDir(keys))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	f := addFixture(t, s)
	if p, err := s.RecordProtection(ctx); err != nil || p != storage.Protection {
		t.Fatalf("protection before a key: %q, %v", p, err)
	}
	keyFile, err := s.ProtectRecords(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Dir(keyFile) != keys {
		t.Errorf("key written to %s, want it in %s", keyFile, keys)
	}
	if p, _ := s.RecordProtection(ctx); !strings.HasPrefix(p, "HMAC-SHA256 keyed chain, key "+keyFile) {
		t.Errorf("protection with the key: %q", p)
	}
	if breaks, err := s.VerifyRecords(ctx); err != nil || len(breaks) != 0 {
		t.Fatalf("after protecting: %v, %v", breaks, err)
	}
	// Later changes are keyed too.
	if err := s.SetResult(ctx, f.games[0], "1-0", "resignation"); err != nil {
		t.Fatal(err)
	}
	if breaks, err := s.VerifyRecords(ctx); err != nil || len(breaks) != 0 {
		t.Fatalf("after a keyed change: %v, %v", breaks, err)
	}

	forgeRating(t, s, f.players[1], 2999)
	breaks, err := s.VerifyRecords(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(breaks) != 1 || !strings.Contains(breaks[0].String(), "not keyed") || breaks[0].Ref != "player 2" {
		t.Errorf("forged entry with the key at hand: %v", breaks)
	}

	// The same file where the key is not: the forgery is not caught, and
	// db check says why.
	ro, err := OpenReadOnly(s.Path(), WithKeyDir(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	if p, _ := ro.RecordProtection(ctx); !strings.Contains(p, "is not on this computer") {
		t.Errorf("protection without the key: %q", p)
	}
}

func TestRecordKey_PlainChainDoesNotCatchRecomputedHashes(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	f := addFixture(t, s)
	forgeRating(t, s, f.players[1], 2999)
	if breaks, err := s.VerifyRecords(ctx); err != nil || len(breaks) != 0 {
		t.Errorf("plain chain: breaks %v, %v; the documented limit is that it does not see this", breaks, err)
	}
}
