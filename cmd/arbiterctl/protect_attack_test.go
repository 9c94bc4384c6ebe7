package main

import (
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
)

// The attacks of issue 26 on a protected file, made as an editor with the
// sqlite3 shell (and, to recompute hashes, a few lines of Go) would make
// them. db check must fail and name what was done.

// restoreEventTriggers puts game_events' append-only triggers back as the
// migration made them, as a careful editor would after dropping them.
const restoreEventTriggers = `CREATE TRIGGER game_events_no_update BEFORE UPDATE ON game_events
BEGIN
	SELECT RAISE(ABORT, 'game events are append-only');
END;
CREATE TRIGGER game_events_no_delete BEFORE DELETE ON game_events
BEGIN
	SELECT RAISE(ABORT, 'game events are append-only');
END;`

// sqlite3 runs SQL on a file with the sqlite3 shell.
func sqlite3(t *testing.T, path, script string) {
	t.Helper()
	c := exec.Command("sqlite3", path)
	c.Stdin = strings.NewReader(script)
	if out, err := c.CombinedOutput(); err != nil {
		t.Fatalf("sqlite3 %s: %v\n%s", script, err, out)
	}
}

// protectedDemo is the demo event in a file keyed with a key in a
// configuration folder of the test's own; board 12's game is finished
// (1/2-1/2, game 12).
func protectedDemo(t *testing.T, protect bool) string {
	t.Helper()
	if _, err := exec.LookPath("sqlite3"); err != nil {
		t.Skip("the attacks need the sqlite3 shell")
	}
	config := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", config)
	t.Setenv("HOME", config)
	path := filepath.Join(t.TempDir(), "event.db")
	if code, out, errs := runDBCommand("demo", path); code != 0 {
		t.Fatalf("db demo: exit %d\n%s%s", code, out, errs)
	}
	if protect {
		if code, out, errs := runDBCommand("protect", path); code != 0 {
			t.Fatalf("db protect: exit %d\n%s%s", code, out, errs)
		}
	}
	if code, out, errs := runDBCommand("check", path); code != 0 {
		t.Fatalf("db check before the attack: exit %d\n%s%s", code, out, errs)
	}
	return path
}

// rechain recomputes game's SHA-256 chain from its stored rows and sets
// the games row to its end, as a forger who knows the format would.
func rechain(t *testing.T, path string, game int64) {
	t.Helper()
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query("SELECT seq, kind, payload, wall_ms FROM game_events WHERE game_id = ? ORDER BY seq", game)
	if err != nil {
		t.Fatal(err)
	}
	var script strings.Builder
	script.WriteString("DROP TRIGGER game_events_no_update; DROP TRIGGER game_events_no_delete;\n")
	var prev storage.Hash
	var n int64
	for rows.Next() {
		var seq, wall int64
		var kind, payload string
		if err := rows.Scan(&seq, &kind, &payload, &wall); err != nil {
			t.Fatal(err)
		}
		h := storage.ChainHash(prev, game, seq, kind, []byte(payload), wall)
		fmt.Fprintf(&script, "UPDATE game_events SET prev_hash = x'%x', hash = x'%x' WHERE game_id = %d AND seq = %d;\n", prev[:], h[:], game, seq)
		prev, n = h, seq
	}
	rows.Close()
	fmt.Fprintf(&script, "UPDATE games SET event_count = %d, head_hash = x'%x' WHERE id = %d;\n", n, prev[:], game)
	script.WriteString(restoreEventTriggers)
	db.Close()
	sqlite3(t, path, script.String())
}

func TestProtectedFile_Attacks(t *testing.T) {
	attacks := []struct {
		name   string
		attack func(t *testing.T, path string)
		want   string // db check's stdout says this
	}{
		{"drop the game_events triggers", func(t *testing.T, path string) {
			sqlite3(t, path, "DROP TRIGGER game_events_no_update; DROP TRIGGER game_events_no_delete;")
		}, "schema: trigger game_events_no_"},
		{"drop and remake the triggers with another body", func(t *testing.T, path string) {
			sqlite3(t, path, "DROP TRIGGER game_events_no_delete; CREATE TRIGGER game_events_no_delete BEFORE DELETE ON game_events BEGIN SELECT 1; END;")
		}, "schema: trigger game_events_no_delete was changed"},
		{"delete a game's last rows and set event_count and head_hash to the new last row", func(t *testing.T, path string) {
			sqlite3(t, path, `DROP TRIGGER game_events_no_update; DROP TRIGGER game_events_no_delete;
				DELETE FROM game_events WHERE game_id = 5 AND seq > 40;
				UPDATE games SET event_count = 40, head_hash = (SELECT hash FROM game_events WHERE game_id = 5 AND seq = 40) WHERE id = 5;
				`+restoreEventTriggers)
		}, "game 5 seq 40: its log's end (40 events"},
		{"remove a finished game's last move and its result", func(t *testing.T, path string) {
			sqlite3(t, path, `DROP TRIGGER game_events_no_update; DROP TRIGGER game_events_no_delete;
				DELETE FROM game_events WHERE game_id = 12 AND seq > 114;
				UPDATE games SET event_count = 114, head_hash = (SELECT hash FROM game_events WHERE game_id = 12 AND seq = 114), result = '*', termination = '' WHERE id = 12;
				`+restoreEventTriggers)
		}, "game 12 seq 114: its log's end"},
		{"recompute the SHA-256 chain after editing a clock event", func(t *testing.T, path string) {
			sqlite3(t, path, "DROP TRIGGER game_events_no_update; DROP TRIGGER game_events_no_delete; UPDATE game_events SET wall_ms = wall_ms + 60000 WHERE game_id = 7 AND seq = 30;\n"+restoreEventTriggers)
			rechain(t, path, 7)
		}, "game 7 seq 60: its log's end"},
		{"set a game's event count", func(t *testing.T, path string) {
			sqlite3(t, path, "UPDATE games SET event_count = 3 WHERE id = 3;")
		}, "game 3 seq 3: its log's end"},
		{"forge a seal", func(t *testing.T, path string) {
			sqlite3(t, path, "UPDATE record_meta SET value = lower(hex(randomblob(32))) WHERE name = 'head 4';")
		}, "game 4 seq 39: its log's end"},
		{"remove a seal", func(t *testing.T, path string) {
			sqlite3(t, path, "DELETE FROM record_meta WHERE name = 'head 4';")
		}, "game 4 seq 39: its log's end is not sealed"},
		{"point the file id at another key", func(t *testing.T, path string) {
			sqlite3(t, path, "UPDATE record_meta SET value = '00000000000000000000000000000000' WHERE name = 'file_id';")
		}, "which is not on this computer"},
		{"change a finished game's result", func(t *testing.T, path string) {
			sqlite3(t, path, "UPDATE games SET result = '1-0' WHERE id = 12;")
		}, `game 12 seq 116: its log's end (116 events, result "1-0"`},
		// Tables no record log entry covered: db check passed each edit.
		{"rename the arbiter", func(t *testing.T, path string) {
			sqlite3(t, path, "UPDATE arbiters SET name = 'Mallory' WHERE role = 'chief';")
		}, "file seal: the games' seals, the record log, the arbiters"},
		{"make a deputy the chief", func(t *testing.T, path string) {
			sqlite3(t, path, "UPDATE arbiters SET role = 'chief' WHERE role = 'deputy';")
		}, "file seal: "},
		{"add an arbiter", func(t *testing.T, path string) {
			sqlite3(t, path, "INSERT INTO arbiters (tournament_id, name, role) VALUES (1, 'Mallory', 'deputy');")
		}, "file seal: "},
		{"take a deputy's boards away", func(t *testing.T, path string) {
			sqlite3(t, path, "DELETE FROM arbiter_boards;")
		}, "file seal: "},
		{"add a wall clock jump", func(t *testing.T, path string) {
			sqlite3(t, path, "INSERT INTO clock_jumps (at_ms, by_ms) VALUES (1, 3600000);")
		}, "file seal: "},
		{"swap two games' seals", func(t *testing.T, path string) {
			sqlite3(t, path, `UPDATE record_meta SET value = CASE name WHEN 'head 4' THEN (SELECT value FROM record_meta WHERE name = 'head 5') ELSE (SELECT value FROM record_meta WHERE name = 'head 4') END WHERE name IN ('head 4', 'head 5');`)
		}, "game 4 seq 39: its log's end"},
		{"swap two games' logs, rows and seals whole", func(t *testing.T, path string) {
			sqlite3(t, path, `DROP TRIGGER game_events_no_update; DROP TRIGGER game_events_no_delete;
				UPDATE game_events SET game_id = -game_id WHERE game_id IN (4, 5);
				UPDATE game_events SET game_id = 9 + game_id WHERE game_id IN (-4, -5);
				CREATE TEMP TABLE g AS SELECT * FROM games WHERE id IN (4, 5);
				UPDATE games SET (result, termination, event_count, head_hash) = (SELECT result, termination, event_count, head_hash FROM g WHERE g.id = 9 - games.id) WHERE id IN (4, 5);
				CREATE TEMP TABLE m AS SELECT * FROM record_meta WHERE name IN ('head 4', 'head 5');
				UPDATE record_meta SET value = (SELECT value FROM m WHERE m.name <> record_meta.name) WHERE name IN ('head 4', 'head 5');
				`+restoreEventTriggers)
		}, "game 4 seq 1: "},
		{"swap two games' logs, rows and seals whole, and recompute both chains", func(t *testing.T, path string) {
			sqlite3(t, path, `DROP TRIGGER game_events_no_update; DROP TRIGGER game_events_no_delete;
				UPDATE game_events SET game_id = -game_id WHERE game_id IN (4, 5);
				UPDATE game_events SET game_id = 9 + game_id WHERE game_id IN (-4, -5);
				CREATE TEMP TABLE g AS SELECT * FROM games WHERE id IN (4, 5);
				UPDATE games SET (result, termination, event_count, head_hash) = (SELECT result, termination, event_count, head_hash FROM g WHERE g.id = 9 - games.id) WHERE id IN (4, 5);
				CREATE TEMP TABLE m AS SELECT * FROM record_meta WHERE name IN ('head 4', 'head 5');
				UPDATE record_meta SET value = (SELECT value FROM m WHERE m.name <> record_meta.name) WHERE name IN ('head 4', 'head 5');
				`+restoreEventTriggers)
			rechain(t, path, 4)
			rechain(t, path, 5)
		}, "its log's end"},
		{"delete an arbiter", func(t *testing.T, path string) {
			sqlite3(t, path, "DELETE FROM arbiters WHERE role = 'deputy';")
		}, "file seal: "},
		{"add a seal for a game that does not exist", func(t *testing.T, path string) {
			sqlite3(t, path, "INSERT INTO record_meta VALUES ('head 99', '00');")
		}, "file seal: "},
		{"give a console game an imported record, which the PGN export writes instead of its log", func(t *testing.T, path string) {
			sqlite3(t, path, "INSERT INTO game_records VALUES (1, '[Result \"1-0\"]' || char(10) || char(10) || '1. e4 1-0', 1);")
		}, "game 1: its imported record (the PGN the export writes) is not sealed with the file's key: added outside Arbiter Console"},
	}
	for _, a := range attacks {
		t.Run(a.name, func(t *testing.T) {
			path := protectedDemo(t, true)
			a.attack(t, path)
			code, out, errs := runDBCommand("check", path)
			if code == 0 || !strings.Contains(out, a.want) {
				t.Errorf("db check after the attack: exit %d, want a line with %q\n%s%s", code, a.want, out, errs)
			}
		})
	}
}

// record_meta.file_id was used as a path: '../../../../tmp/x' made db
// protect adopt a key the attacker wrote and make folders outside its own.
func TestProtectedFile_FileIDIsNeverAPath(t *testing.T) {
	path := protectedDemo(t, false)
	outside := t.TempDir()
	evil := filepath.Join(outside, "x")
	os.WriteFile(evil+".key", []byte(strings.Repeat("k", 32)), 0o600)
	rel, err := filepath.Rel(filepath.Join(os.Getenv("XDG_CONFIG_HOME"), "arbiter-console", "keys"), evil)
	if err != nil {
		t.Fatal(err)
	}
	sqlite3(t, path, fmt.Sprintf("UPDATE record_meta SET value = '%s' WHERE name = 'file_id';", rel))
	for _, cmd := range []string{"protect", "check"} {
		code, out, errs := runDBCommand(cmd, path)
		if code == 0 || !strings.Contains(errs, "is not one Arbiter Console makes") || strings.Contains(out, evil) {
			t.Errorf("db %s with file id %q: exit %d\n%s%s", cmd, rel, code, out, errs)
		}
	}
	if entries, _ := os.ReadDir(outside); len(entries) != 1 {
		t.Errorf("db protect wrote beside the attacker's key: %v", entries)
	}
	if _, err := os.Stat(filepath.Join(os.Getenv("XDG_CONFIG_HOME"), "arbiter-console")); !os.IsNotExist(err) {
		t.Errorf("db protect made the keys folder for a file it refused: %v", err)
	}
}

// On an unprotected file, a forger who recomputes the chain is not
// detected, and db check says so plainly.
func TestUnprotectedFile_CheckSaysARechainedEditPasses(t *testing.T) {
	path := protectedDemo(t, false)
	sqlite3(t, path, "DROP TRIGGER game_events_no_update; DROP TRIGGER game_events_no_delete; UPDATE game_events SET wall_ms = wall_ms + 60000 WHERE game_id = 7 AND seq = 30;\n"+restoreEventTriggers)
	rechain(t, path, 7)
	code, out, _ := runDBCommand("check", path)
	if code != 0 || !strings.Contains(out, "an editor who recomputes the chain after changing a move, a ruling or a result cannot be detected without protection") {
		t.Errorf("db check of an unprotected file: exit %d\n%s", code, out)
	}
}

// db check folds every game and compares the stored result with the one
// its log ends with, on any file: the record log is not the only witness.
func TestCheck_StoredResultComparedWithTheFold(t *testing.T) {
	path := protectedDemo(t, false)
	// The forger also seals the edit into the (unkeyed) record log by
	// dropping its record: the row then looks new, not edited.
	sqlite3(t, path, "UPDATE games SET result = '1-0' WHERE id = 12;")
	code, out, _ := runDBCommand("check", path)
	if code == 0 || !strings.Contains(out, `game 12 (event 1, round 1, board 12): the stored result "1-0" (termination "result.recorded") is not the one its log ends with: "1/2-1/2"`) {
		t.Errorf("db check: exit %d\n%s", code, out)
	}
}

// A file keyed by an earlier version has keyed records but no game seals:
// db check names each game until db protect seals them, and it opens for
// that.
func TestProtectedFile_KeyedBeforeGamesWereSealed(t *testing.T) {
	path := protectedDemo(t, true)
	sqlite3(t, path, "DELETE FROM record_meta WHERE name LIKE 'head %' OR name = 'file seal';")
	// Where this computer saw the file sealed, that is a file put back
	// or an editor's work, and db protect would seal it: refused.
	if code, out, errs := runDBCommand("protect", path); code == 0 || !strings.Contains(errs, "anchor: the file is older than this computer last saw it") {
		t.Fatalf("db protect of an anchored file without its seals: exit %d\n%s%s", code, out, errs)
	}
	// An earlier version left no anchor.
	anchors, _ := filepath.Glob(filepath.Join(filepath.Dir(keyFile(t, path)), "*.anchor"))
	for _, a := range anchors {
		os.Remove(a)
	}
	if code, out, _ := runDBCommand("check", path); code == 0 || strings.Count(out, "is not sealed with the file's key") != 13 {
		t.Fatalf("db check of a file keyed before games were sealed: exit %d\n%s", code, out)
	}
	if code, out, errs := runDBCommand("protect", path); code != 0 {
		t.Fatalf("db protect again: exit %d\n%s%s", code, out, errs)
	}
	if code, out, errs := runDBCommand("check", path); code != 0 {
		t.Errorf("db check after db protect: exit %d\n%s%s", code, out, errs)
	}
}

// rollBackGame puts game back as it is in the earlier copy old of the same
// file (same file id, same key): its events, its row, its seal, the record
// log's entries made since, and the file's seal, as a careful editor with
// a backup would.
func rollBackGame(t *testing.T, path, old string, game int) {
	t.Helper()
	sqlite3(t, path, fmt.Sprintf(`ATTACH '%[1]s' AS o;
		DROP TRIGGER game_events_no_update; DROP TRIGGER game_events_no_delete;
		DROP TRIGGER record_log_no_update; DROP TRIGGER record_log_no_delete;
		DELETE FROM game_events WHERE game_id = %[2]d;
		INSERT INTO game_events SELECT * FROM o.game_events WHERE game_id = %[2]d;
		UPDATE games SET (result, termination, event_count, head_hash) =
			(SELECT result, termination, event_count, head_hash FROM o.games WHERE id = %[2]d) WHERE id = %[2]d;
		DELETE FROM record_log WHERE ref = 'game %[2]d' AND seq > (SELECT max(seq) FROM o.record_log);
		UPDATE record_meta SET value = (SELECT value FROM o.record_meta m WHERE m.name = record_meta.name)
			WHERE name IN ('head %[2]d', 'file seal');
		DELETE FROM record_dirty;
		CREATE TRIGGER record_log_no_update BEFORE UPDATE ON record_log
		BEGIN
			SELECT RAISE(ABORT, 'the record log is append-only');
		END;
		CREATE TRIGGER record_log_no_delete BEFORE DELETE ON record_log
		BEGIN
			SELECT RAISE(ABORT, 'the record log is append-only');
		END;
		`, old, game)+restoreEventTriggers)
}

// Each game's seal held its own end only: with an earlier copy of the
// file (a backup shares its key), one game put back as it was - a time
// adjustment or a resignation erased - passed db check while the other
// games went on.
func TestProtectedFile_RollOneGameBackToAnEarlierState(t *testing.T) {
	for _, c := range []struct{ name, command string }{
		{"a clock adjustment erased", `{"kind":"adjust_time","side":"white","amount_ms":120000}`},
		{"a resignation and its result erased", `{"kind":"resign","side":"white"}`},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := protectedDemo(t, true)
			old := filepath.Join(t.TempDir(), "earlier.db")
			sqlite3(t, path, fmt.Sprintf("VACUUM INTO '%s';", old))
			if code, out, errs := runDBCommand("do", path, "5", c.command); code != 0 {
				t.Fatalf("db do: exit %d\n%s%s", code, out, errs)
			}
			// Another board goes on after it, so that the file as a whole
			// is not the earlier copy.
			if code, out, errs := runDBCommand("do", path, "6", `{"kind":"adjust_time","side":"black","amount_ms":60000}`); code != 0 {
				t.Fatalf("db do: exit %d\n%s%s", code, out, errs)
			}
			rollBackGame(t, path, old, 5)
			code, out, errs := runDBCommand("check", path)
			if code == 0 || !strings.Contains(out, "file seal: the games' seals, the record log, the arbiters and their boards or the wall clock jumps are not as Arbiter Console last sealed them") {
				t.Errorf("db check after game 5 was put back: exit %d\n%s%s", code, out, errs)
			}
			// The store marks the break as the file seal's: it is not
			// told from a schema change by its words.
			_, out, _ = runDBCommand("check", path, "--json")
			var rep struct {
				FileSeal []string `json:"file_seal"`
				Schema   []string `json:"schema"`
			}
			if err := json.Unmarshal([]byte(out), &rep); err != nil || len(rep.FileSeal) == 0 || !strings.HasPrefix(rep.FileSeal[0], "file seal: ") || len(rep.Schema) != 0 {
				t.Errorf("db check --json: file seal %q, schema %q (%v)", rep.FileSeal, rep.Schema, err)
			}
			if code, out, errs := runDBCommand("do", path, "7", `{"kind":"adjust_time","side":"black","amount_ms":1000}`); code == 0 || !strings.Contains(out+errs, "file seal") {
				t.Errorf("db do on a file put back in part: exit %d, want a refusal naming the file seal\n%s%s", code, out, errs)
			}
		})
	}
}

// An imported game's record is what the PGN export writes: on a
// protected file, rewriting it (a result, a name) is named by db check.
func TestProtectedFile_EditAnImportedRecord(t *testing.T) {
	if _, err := exec.LookPath("sqlite3"); err != nil {
		t.Skip("the attack needs the sqlite3 shell")
	}
	config := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", config)
	t.Setenv("HOME", config)
	path := filepath.Join(t.TempDir(), "event.db")
	for _, args := range [][]string{
		{"import", path, filepath.Join("..", "..", "storage", "exchange", "testdata", "latin1.pgn")},
		{"protect", path},
		{"import", path, filepath.Join("..", "..", "storage", "exchange", "testdata", "latin1.pgn")},
		{"check", path},
	} {
		if code, out, errs := runDBCommand(args...); code != 0 {
			t.Fatalf("db %v: exit %d\n%s%s", args, code, out, errs)
		}
	}
	for _, game := range []int{1, 2} { // imported before and after db protect
		edited := filepath.Join(t.TempDir(), "edited.db")
		sqlite3(t, path, fmt.Sprintf("VACUUM INTO '%s';", edited))
		sqlite3(t, edited, fmt.Sprintf("UPDATE game_records SET pgn = replace(pgn, 'Wien', 'Graz') WHERE game_id = %d;", game))
		code, out, errs := runDBCommand("check", edited)
		if want := fmt.Sprintf("game %d: its imported record (the PGN the export writes) is not as Arbiter Console sealed it", game); code == 0 || !strings.Contains(out, want) {
			t.Errorf("db check after editing game %d's record: exit %d, want %q\n%s%s", game, code, want, out, errs)
		}
	}
}

// keyFile is the record key of the protected file at path.
func keyFile(t *testing.T, path string) string {
	t.Helper()
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var id string
	if err := db.QueryRow("SELECT value FROM record_meta WHERE name = 'file_id'").Scan(&id); err != nil {
		t.Fatal(err)
	}
	return filepath.Join(os.Getenv("XDG_CONFIG_HOME"), "arbiter-console", "keys", id+".key")
}

// A key others may read lets them forge every seal: it was used as it
// was, without a word.
func TestProtectedFile_KeyFileWithLoosePermissions(t *testing.T) {
	if os.Getuid() == 0 {
		t.Log("as root: the mode is still checked")
	}
	path := protectedDemo(t, true)
	key := keyFile(t, path)
	for _, mode := range []os.FileMode{0o644, 0o620, 0o604} {
		if err := os.Chmod(key, mode); err != nil {
			t.Fatal(err)
		}
		for _, cmd := range []string{"check", "protect"} {
			code, out, errs := runDBCommand(cmd, path)
			if code == 0 || !strings.Contains(errs, "chmod 600 "+key) {
				t.Errorf("db %s with the key's mode %o: exit %d, want a refusal saying chmod 600\n%s%s", cmd, mode, code, out, errs)
			}
		}
	}
}

// Something else where the key lives: a named pipe made ReadFile wait
// for ever, and a symbolic link is someone else's file.
func TestProtectedFile_KeyIsNotARegularFile(t *testing.T) {
	for _, c := range []struct {
		name string
		make func(key string) error
	}{
		{"named pipe", func(key string) error { return exec.Command("mkfifo", "-m", "600", key).Run() }},
		{"symbolic link", func(key string) error {
			other := filepath.Join(filepath.Dir(key), "other")
			if err := os.WriteFile(other, []byte(strings.Repeat("k", 32)), 0o600); err != nil {
				return err
			}
			return os.Symlink(other, key)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := protectedDemo(t, true)
			key := keyFile(t, path)
			if err := os.Remove(key); err != nil {
				t.Fatal(err)
			}
			if err := c.make(key); err != nil {
				t.Fatal(err)
			}
			done := make(chan struct{})
			var code int
			var out, errs string
			go func() { code, out, errs = runDBCommand("check", path); close(done) }()
			select {
			case <-done:
			case <-time.After(20 * time.Second):
				os.Remove(key) // lets the reader go
				t.Fatalf("db check with a %s for a key did not return", c.name)
			}
			if code == 0 || !strings.Contains(errs, "not a regular file") {
				t.Errorf("db check with a %s for a key: exit %d\n%s%s", c.name, code, out, errs)
			}
		})
	}
}

// A protected file whose file id row is deleted loses the name of its
// key: the refusal said "sql: no rows in result set".
func TestProtectedFile_FileIDRemoved(t *testing.T) {
	path := protectedDemo(t, true)
	sqlite3(t, path, "DELETE FROM record_meta WHERE name = 'file_id';")
	code, out, errs := runDBCommand("check", path)
	if code == 0 || !strings.Contains(errs, "its file id was removed outside Arbiter Console") {
		t.Errorf("db check without a file id: exit %d\n%s%s", code, out, errs)
	}
}

// An imported record is what the PGN export writes for its game. On any
// store (a server's arbiter login may insert one), a record whose moves
// are not those its log was imported from is named by db check.
func TestCheck_ImportedRecordContradictsTheLog(t *testing.T) {
	path := protectedDemo(t, false)
	sqlite3(t, path, "INSERT INTO game_records VALUES (1, '[White \"Mallory\"]' || char(10) || char(10) || '1. e4 e5 *', 3);")
	code, out, _ := runDBCommand("check", path)
	if code == 0 || !strings.Contains(out, "its imported record (the PGN the export writes) is not the one its log was imported from: ply 1") {
		t.Errorf("db check: exit %d\n%s", code, out)
	}
}

// On an unprotected file, an arbiter renamed or a clock jump added
// passes db check: it says so plainly rather than imply it would see it.
func TestUnprotectedFile_CheckSaysWhatItCannotDetect(t *testing.T) {
	path := protectedDemo(t, false)
	sqlite3(t, path, "UPDATE arbiters SET name = 'Mallory' WHERE role = 'chief'; INSERT INTO clock_jumps (at_ms, by_ms) VALUES (1, 3600000);")
	code, out, _ := runDBCommand("check", path)
	if code != 0 || !strings.Contains(out, "nor one who changes the arbiters, the boards they run or the wall clock jumps, or puts a game back as an earlier copy had it") {
		t.Errorf("db check of an unprotected file: exit %d\n%s", code, out)
	}
}

// cpFile copies the closed file at from to to, as cp does, leaving no
// write-ahead log of the file that was there.
func cpFile(t *testing.T, from, to string) {
	t.Helper()
	if out, err := exec.Command("cp", from, to).CombinedOutput(); err != nil {
		t.Fatalf("cp: %v\n%s", err, out)
	}
	os.Remove(to + "-wal")
	os.Remove(to + "-shm")
}

// Every seal of a copy holds: an editor who kept a cp of the file puts it
// back over the file after a time adjustment and a resignation, erasing
// both. db check names it against the anchor kept beside the key, and
// the console (db do) refuses to write on it.
func TestProtectedFile_WholeFilePutBack(t *testing.T) {
	path := protectedDemo(t, true)
	old := filepath.Join(t.TempDir(), "old.db")
	cpFile(t, path, old)
	for _, c := range []struct{ board, command string }{
		{"5", `{"kind":"adjust_time","side":"white","amount_ms":120000}`},
		{"6", `{"kind":"resign","side":"white"}`},
	} {
		if code, out, errs := runDBCommand("do", path, c.board, c.command); code != 0 {
			t.Fatalf("db do: exit %d\n%s%s", code, out, errs)
		}
	}
	cpFile(t, old, path)
	code, out, errs := runDBCommand("check", path)
	if code == 0 || !strings.Contains(out, "anchor: the file is older than this computer last saw it") {
		t.Errorf("db check of the file put back: exit %d\n%s%s", code, out, errs)
	}
	if code, out, errs := runDBCommand("do", path, "7", `{"kind":"adjust_time","side":"black","amount_ms":1000}`); code == 0 || !strings.Contains(out+errs, "older than this computer last saw it") {
		t.Errorf("db do on the file put back: exit %d\n%s%s", code, out, errs)
	}
	// The copy where it lies, a backup, is no rollback.
	if code, out, errs := runDBCommand("check", old); code != 0 || !strings.Contains(out, "no anchor on this computer for this path") {
		t.Errorf("db check of the copy where it lies: exit %d\n%s%s", code, out, errs)
	}
}

// The file's seal is an XOR of its items' MACs under a random mask. An
// editor with three earlier copies - before a move on board 5, after it,
// after a move on board 6 - who knows the construction XORs their seals,
// hoping for a seal of the file with board 6's move and without board
// 5's: the masks do not cancel.
func TestProtectedFile_EarlierSealsXORed(t *testing.T) {
	path := protectedDemo(t, true)
	dir := t.TempDir()
	copies := []string{filepath.Join(dir, "1.db"), filepath.Join(dir, "2.db"), filepath.Join(dir, "3.db")}
	cpFile(t, path, copies[0])
	for i, board := range []string{"5", "6"} {
		if code, out, errs := runDBCommand("do", path, board, `{"kind":"adjust_time","side":"white","amount_ms":60000}`); code != 0 {
			t.Fatalf("db do: exit %d\n%s%s", code, out, errs)
		}
		cpFile(t, path, copies[i+1])
	}
	rollBackGame(t, path, copies[0], 5)
	var tag [32]byte
	var fields [][]string
	for _, c := range copies {
		out, err := exec.Command("sqlite3", c, "SELECT value FROM record_meta WHERE name = 'file seal'").Output()
		if err != nil {
			t.Fatal(err)
		}
		f := strings.Fields(string(out))
		if len(f) != 4 || f[0] != "2" {
			t.Fatalf("seal of %s: %q", c, out)
		}
		b, err := hex.DecodeString(f[3])
		if err != nil || len(b) != len(tag) {
			t.Fatalf("seal of %s: %q", c, out)
		}
		for i := range tag {
			tag[i] ^= b[i]
		}
		fields = append(fields, f)
	}
	for _, f := range fields {
		sqlite3(t, path, fmt.Sprintf("UPDATE record_meta SET value = '2 %s %s %x' WHERE name = 'file seal';", f[1], f[2], tag[:]))
		code, out, errs := runDBCommand("check", path)
		if code == 0 || !strings.Contains(out, "file seal: the games' seals") {
			t.Errorf("db check with the XOR of three seals under n %s: exit %d\n%s%s", f[1], code, out, errs)
		}
	}
}
