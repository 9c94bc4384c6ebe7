package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
)

// protectedStore is the fixture in a file protected with a key of the
// test's own.
func protectedStore(t *testing.T) (*Store, fixture) {
	t.Helper()
	s, err := Create(filepath.Join(t.TempDir(), "arbiter.db"), WithClock(fixedClock), WithKeyDir(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	f := addFixture(t, s)
	if _, err := s.ProtectRecords(context.Background()); err != nil {
		t.Fatal(err)
	}
	return s, f
}

// mustVerify fails unless every chain, seal and the file's seal verify.
func mustVerify(t *testing.T, s *Store, after string) {
	t.Helper()
	breaks, err := s.VerifyChain(context.Background())
	if err != nil || len(breaks) > 0 {
		t.Fatalf("after %s: %v %v", after, breaks, err)
	}
}

// Every kind of write keeps the file's seal whole, bringing it up to date
// from the items it changes alone: no write after the first reads the
// whole file's seals.
func TestFileSeal_EveryWriteKeepsItUpToDate(t *testing.T) {
	ctx := context.Background()
	s, f := protectedStore(t)
	var arbiter, spare, spareRound int64
	move := []storage.EventRecord{{Kind: "move", Payload: []byte(`{"uci":"e2e4"}`)}}
	steps := []struct {
		name string
		do   func() error
	}{
		{"an append", func() error { _, err := s.Append(ctx, f.games[0], 0, move, storage.Ending{}); return err }},
		{"an append with the result", func() error {
			_, err := s.Append(ctx, f.games[1], 0, move, storage.Ending{Result: "1-0", Termination: "resignation"})
			return err
		}},
		{"an arbiter added", func() (err error) {
			arbiter, err = s.AddArbiter(ctx, storage.Arbiter{TournamentID: f.tournament, Name: "Deputy", Role: "deputy"})
			return err
		}},
		{"an arbiter renamed", func() error {
			return s.UpdateArbiter(ctx, storage.Arbiter{ID: arbiter, TournamentID: f.tournament, Name: "Deputy Two", Role: "deputy"})
		}},
		{"boards assigned", func() error { return s.AssignBoards(ctx, arbiter, f.boards[0], f.boards[1]) }},
		{"a board unassigned", func() error { return s.UnassignBoard(ctx, arbiter, f.boards[1]) }},
		{"a clock jump", func() error { return s.AddClockJump(ctx, testClock, 3600e9) }},
		{"a player renamed (record log)", func() error {
			p, err := s.Player(ctx, f.players[0])
			if err != nil {
				return err
			}
			p.Name = "Carlsen, M."
			return s.UpdatePlayer(ctx, p)
		}},
		{"a board without a game, assigned, deleted", func() error {
			b, err := s.AddBoard(ctx, storage.Board{RoundID: f.round, Number: 3, WhiteID: f.players[0], BlackID: f.players[3]})
			if err != nil {
				return err
			}
			if err := s.AssignBoards(ctx, arbiter, b); err != nil {
				return err
			}
			return s.DeleteBoard(ctx, b)
		}},
		{"a round with an assigned board deleted (cascade)", func() (err error) {
			if spareRound, err = s.AddRound(ctx, f.tournament, 2); err != nil {
				return err
			}
			if spare, err = s.AddBoard(ctx, storage.Board{RoundID: spareRound, Number: 1, WhiteID: f.players[0], BlackID: f.players[1]}); err != nil {
				return err
			}
			if err := s.AssignBoards(ctx, arbiter, spare); err != nil {
				return err
			}
			return s.DeleteRound(ctx, spareRound)
		}},
		{"a game and its imported record in one transaction", func() error {
			return s.Update(ctx, func(tx storage.Tx) error {
				g, err := tx.AddGame(ctx, f.boards[0], startFEN)
				if err != nil {
					return err
				}
				return tx.SetGameRecord(ctx, storage.GameRecord{GameID: g, PGN: "1. e4 *", Events: 0})
			})
		}},
		{"a transaction that fails after writing", func() error {
			err := s.Update(ctx, func(tx storage.Tx) error {
				if _, err := tx.AddArbiter(ctx, storage.Arbiter{TournamentID: f.tournament, Name: "Gone", Role: "deputy"}); err != nil {
					return err
				}
				return errors.New("changed my mind")
			})
			if err == nil {
				return errors.New("the transaction did not fail")
			}
			return nil
		}},
		{"a stale append (conflict)", func() error {
			_, err := s.Append(ctx, f.games[0], 0, move, storage.Ending{})
			if !errors.Is(err, storage.ErrConflict) {
				return errors.New("no conflict")
			}
			return nil
		}},
		{"the arbiter deleted", func() error { return s.DeleteArbiter(ctx, arbiter) }},
		{"db protect again", func() error { _, err := s.ProtectRecords(ctx); return err }},
	}
	checks := s.checks
	for _, st := range steps {
		if err := st.do(); err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		mustVerify(t, s, st.name)
	}
	if s.checks != checks {
		t.Errorf("%d write(s) read every seal of the file, want none: nothing else wrote it", s.checks-checks)
	}

	// Writers at once.
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if i%2 == 0 {
				s.AddClockJump(ctx, testClock, 5e9)
			} else {
				appendEnd(ctx, s, f.games[0], move)
			}
		}()
	}
	wg.Wait()
	mustVerify(t, s, "writers at once")

	path := s.Path()
	keys := s.keyDir
	s.Close()
	s2, err := Open(path, WithKeyDir(keys))
	if err != nil {
		t.Fatalf("Open after the writes: %v", err)
	}
	s2.Close()
}

// An edit made with another connection while the store has the file open
// (the sqlite3 shell does not respect the console's lock) is seen by the
// next write, which refuses rather than seal it.
func TestFileSeal_EditWhileOpenRefusesTheNextWrite(t *testing.T) {
	for _, edit := range []string{
		"UPDATE arbiters SET name = 'Mallory'",
		"INSERT INTO clock_jumps (at_ms, by_ms) VALUES (1, 3600000)",
		"UPDATE record_meta SET value = (SELECT value FROM record_meta WHERE name = 'head 1') WHERE name = 'head 2'",
		"DELETE FROM record_meta WHERE name = 'head 2'",
	} {
		t.Run(edit, func(t *testing.T) {
			ctx := context.Background()
			s, f := protectedStore(t)
			if _, err := s.AddArbiter(ctx, storage.Arbiter{TournamentID: f.tournament, Name: "Chief", Role: "chief"}); err != nil {
				t.Fatal(err)
			}
			editOutside(t, s, edit)
			_, err := s.Append(ctx, f.games[0], 0, []storage.EventRecord{{Kind: "move", Payload: []byte(`{}`)}}, storage.Ending{})
			if !errors.Is(err, storage.ErrTampered) {
				t.Fatalf("append after %q: %v, want ErrTampered", edit, err)
			}
			t.Log(err)
		})
	}
	// Another connection's commit that changes nothing sealed costs one
	// full check and is no refusal.
	ctx := context.Background()
	s, f := protectedStore(t)
	editOutside(t, s, "INSERT INTO record_meta VALUES ('note', 'left by another program')")
	checks := s.checks
	if _, err := s.Append(ctx, f.games[0], 0, []storage.EventRecord{{Kind: "move", Payload: []byte(`{}`)}}, storage.Ending{}); err != nil {
		t.Fatal(err)
	}
	if s.checks != checks+1 {
		t.Errorf("full checks %d, want %d", s.checks-checks, 1)
	}
}

// A file protected by the version that made one HMAC over every item
// verifies, and Open replaces that seal by the incremental one and
// anchors the file; an edit of such a file is still named.
func TestFileSeal_VersionOneFiles(t *testing.T) {
	ctx := context.Background()
	s, f := protectedStore(t)
	path, keys := s.Path(), s.keyDir
	v1 := func(s *Store) string {
		var mac storage.Hash
		err := s.read(ctx, func(tx *sql.Tx) (err error) {
			mac, err = fileSealV1(ctx, tx, s.key, s.fileID)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		return mac.String()
	}
	editOutside(t, s, "UPDATE record_meta SET value = '"+v1(s)+"' WHERE name = 'file seal'")
	s.Close()

	edited := filepath.Join(t.TempDir(), "edited.db")
	rawExec(t, path, "VACUUM INTO '"+edited+"'")
	rawExec(t, edited, "INSERT INTO clock_jumps (at_ms, by_ms) VALUES (1, 3600000)")
	if _, err := Open(edited, WithKeyDir(keys)); !errors.Is(err, storage.ErrTampered) || !strings.Contains(err.Error(), "file seal") {
		t.Errorf("Open of a version 1 file edited: %v", err)
	}

	// Where this computer saw the file sealed by this version, a version
	// 1 seal is a copy from before put back.
	var rb *storage.RollbackError
	if _, err := Open(path, WithKeyDir(keys)); !errors.As(err, &rb) || rb.Seal != 0 || rb.Anchored < 1 {
		t.Fatalf("Open of a version 1 file anchored at a version 2 seal: %v", err)
	}
	// A file of the earlier version has no anchor.
	anchors, _ := filepath.Glob(filepath.Join(keys, "*.anchor"))
	for _, a := range anchors {
		os.Remove(a)
	}
	s, err := Open(path, WithKeyDir(keys))
	if err != nil {
		t.Fatalf("Open of a version 1 file: %v", err)
	}
	defer s.Close()
	var stored string
	s.r.QueryRowContext(ctx, "SELECT value FROM record_meta WHERE name = 'file seal'").Scan(&stored)
	if _, ok := parseSeal(stored); !ok {
		t.Errorf("seal after Open %q, want version 2", stored)
	}
	if anchors, _ := filepath.Glob(filepath.Join(keys, "*.anchor")); len(anchors) != 1 {
		t.Errorf("anchors after Open: %v, want one", anchors)
	}
	if _, err := s.Append(ctx, f.games[0], 0, []storage.EventRecord{{Kind: "move", Payload: []byte(`{}`)}}, storage.Ending{}); err != nil {
		t.Fatal(err)
	}
	mustVerify(t, s, "the first write")
}

// Without its mask the seal would be linear: the seals of three earlier
// copies - before a move on board 1, after it, after a move on board 2 -
// XOR into the seal of the file with board 2's move and without board
// 1's. The test shows the sums do combine, and that the stored seals do
// not.
func TestFileSeal_EarlierSealsDoNotCombine(t *testing.T) {
	ctx := context.Background()
	s, f := protectedStore(t)
	dir := t.TempDir()
	copyAt := func(name string) string {
		p := filepath.Join(dir, name)
		if _, err := s.w.ExecContext(ctx, "VACUUM INTO ?", p); err != nil {
			t.Fatal(err)
		}
		return p
	}
	move := []storage.EventRecord{{Kind: "move", Payload: []byte(`{"uci":"e2e4"}`)}}
	c1 := copyAt("1.db")
	if _, err := s.Append(ctx, f.games[0], 0, move, storage.Ending{}); err != nil {
		t.Fatal(err)
	}
	c2 := copyAt("2.db")
	if _, err := s.Append(ctx, f.games[1], 0, move, storage.Ending{}); err != nil {
		t.Fatal(err)
	}
	c3 := copyAt("3.db")
	// The forged file: copy 3 with game 1 as copy 1 had it.
	forged := copyAt("forged.db")
	rawExec(t, forged, "ATTACH '"+c1+"' AS o",
		"DROP TRIGGER game_events_no_update", "DROP TRIGGER game_events_no_delete",
		"DELETE FROM game_events WHERE game_id = 1",
		"UPDATE games SET (result, termination, event_count, head_hash) = (SELECT result, termination, event_count, head_hash FROM o.games WHERE id = 1) WHERE id = 1",
		"UPDATE record_meta SET value = (SELECT value FROM o.record_meta m WHERE m.name = 'head 1') WHERE name = 'head 1'",
		restoreTriggers)

	k := &sealer{key: s.key, fileID: s.fileID}
	seal := func(path string) (storedSeal, storage.Hash) {
		db, err := sql.Open("sqlite3", "file:"+path+"?mode=ro")
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback()
		var text string
		tx.QueryRowContext(ctx, "SELECT value FROM record_meta WHERE name = 'file seal'").Scan(&text)
		v, ok := parseSeal(text)
		sum, err := k.fullSum(ctx, tx)
		if !ok || err != nil {
			t.Fatalf("%s: seal %q, %v", path, text, err)
		}
		return v, sum
	}
	v1, sum1 := seal(c1)
	v2, sum2 := seal(c2)
	v3, sum3 := seal(c3)
	_, sumForged := seal(forged)
	mixed := sum1
	xorInto(&mixed, sum2)
	xorInto(&mixed, sum3)
	if mixed != sumForged {
		t.Fatal("the unmasked sums do not combine: the attack below proves nothing")
	}
	tag := v1.tag
	xorInto(&tag, v2.tag)
	xorInto(&tag, v3.tag)
	for _, v := range []storedSeal{v1, v2, v3} {
		v.tag = tag
		rawExec(t, forged, "UPDATE record_meta SET value = '"+v.String()+"' WHERE name = 'file seal'")
		ro, err := OpenReadOnly(forged, WithKeyDir(s.keyDir))
		if err != nil {
			t.Fatal(err)
		}
		breaks, err := ro.VerifyChain(ctx)
		ro.Close()
		if err != nil || len(breaks) != 1 || breaks[0].Reason != fileSealBroken {
			t.Errorf("forged seal with n %d: breaks %v, %v; want the file seal broken", v.n, breaks, err)
		}
	}
}

// CheckFile, which the console asks whenever it draws its header, looks
// at the path at most once a second, and a file once replaced stays so.
func TestCheckFile_LooksAtThePathAtMostOnceASecond(t *testing.T) {
	s := newTestStore(t)
	if err := s.CheckFile(); err != nil {
		t.Fatal(err)
	}
	path := s.Path()
	if err := os.Rename(path, path+".moved"); err != nil {
		t.Fatal(err)
	}
	if err := s.CheckFile(); err != nil {
		t.Fatalf("CheckFile within a second of the last look: %v, want the look trusted", err)
	}
	s.checkedAt.Store(0) // a second later
	if err := s.CheckFile(); !errors.Is(err, storage.ErrReplaced) {
		t.Fatalf("CheckFile of a moved file: %v", err)
	}
	if err := os.Rename(path+".moved", path); err != nil {
		t.Fatal(err)
	}
	if err := s.CheckFile(); !errors.Is(err, storage.ErrReplaced) {
		t.Errorf("CheckFile after the file came back: %v, want it still replaced (commands were refused meanwhile)", err)
	}
}
