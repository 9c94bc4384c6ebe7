package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The limits of issue 26: what the commands read from outside is bounded
// and a refused input leaves nothing behind.

// db do reads its command strictly: what encoding/json lets through
// (trailing data, a key twice, a key in capitals, a count that wraps)
// is refused and named, before anything is opened.
func TestDBDo_StrictCommandJSON(t *testing.T) {
	path := filepath.Join(t.TempDir(), "none.db")
	for _, c := range []struct{ name, cmd, want string }{
		{"trailing data", `{"kind":"start"}{"kind":"resign","side":"white"}`, "data after the command"},
		{"trailing garbage", `{"kind":"start"} x`, "data after the command"},
		{"key twice", `{"kind":"resign","side":"black","side":"white"}`, `key "side" given twice`},
		{"key in capitals", `{"kind":"resign","SIDE":"white"}`, `unknown field "SIDE"`},
		{"kind in another case", `{"Kind":"resign","side":"white"}`, `unknown field "Kind"`},
		{"amount that wraps", `{"kind":"adjust_time","side":"white","amount_ms":18446744073770}`, `"amount_ms"`},
		{"amount beyond a day", `{"kind":"adjust_time","side":"white","amount_ms":86400001}`, `"amount_ms" is 86400001`},
		{"negative clock", `{"kind":"set_times","white_ms":-1,"black_ms":60000}`, `"white_ms" is -1`},
		{"not an object", `["kind","start"]`, "want a JSON object"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := runDBCommand("do", path, "1", c.cmd)
			if code != 2 || !strings.Contains(errs, c.want) {
				t.Errorf("db do %s: exit %d, want 2 and %q\n%s%s", c.cmd, code, c.want, out, errs)
			}
		})
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("a refused command made %s", path)
	}
}

// Late entries after start rank 9999 are refused when imported, with
// nothing added, rather than stored and then failing the TRF export half
// way.
func TestDBImport_StartRanksBeyondTRFRefused(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "e.db")
	if code, out, errs := runDBCommand("import", path, "testdata/db/open.trf"); code != 0 {
		t.Fatalf("import: exit %d\n%s%s", code, out, errs)
	}
	last := filepath.Join(dir, "last.csv")
	os.WriteFile(last, []byte("start_rank,name\n9999,\"Last, L\"\n"), 0o644)
	if code, out, errs := runDBCommand("import", path, last, "--event", "1"); code != 0 {
		t.Fatalf("rank 9999: exit %d\n%s%s", code, out, errs)
	}
	more := filepath.Join(dir, "more.csv")
	os.WriteFile(more, []byte("name\n\"More, M\"\n"), 0o644)
	code, out, errs := runDBCommand("import", path, more, "--event", "1")
	if code == 0 || !strings.Contains(errs, "up to 10000: a TRF numbers at most 9999") {
		t.Errorf("a player after rank 9999: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runDBCommand("export", path, "1")
	if code != 0 || !strings.Contains(out, "001 9999") || strings.Contains(out, "More") {
		t.Errorf("export after the refused import: exit %d\n%s", code, errs)
	}
}

// A PGN import whose games are all refused leaves no event behind in an
// existing file, and no file when it would have made one.
func TestDBImport_RefusedPGNLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	same := filepath.Join(dir, "same.pgn")
	os.WriteFile(same, []byte("[Event \"Same\"]\n[White \"A, A\"]\n[Black \"A, A\"]\n[Result \"*\"]\n\n1. e4 e5 *\n"), 0o644)
	path := filepath.Join(dir, "e.db")
	if code, out, errs := runDBCommand("import", path, "testdata/db/open.trf"); code != 0 {
		t.Fatalf("import: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs := runDBCommand("import", path, same)
	if code == 0 || !strings.Contains(out, "same player") {
		t.Fatalf("import of a game between a player and himself: exit %d\n%s%s", code, out, errs)
	}
	if _, out, _ := runDBCommand("check", path); !strings.Contains(out, "\n1 event(s), 5 player(s)") {
		t.Errorf("the refused import left something:\n%s", out)
	}
	fresh := filepath.Join(dir, "fresh.db")
	if code, _, _ := runDBCommand("import", fresh, same); code == 0 {
		t.Fatal("a refused import into a new file succeeded")
	}
	if left, _ := filepath.Glob(fresh + "*"); len(left) > 0 {
		t.Errorf("the refused import into a new file left %v", left)
	}
}

// A pasted name of megabytes was refused, but every note, warning and
// refusal printed it whole: 40 MB on the terminal for one PGN game.
func TestImport_HugeNameRefusalStaysShort(t *testing.T) {
	name := strings.Repeat("a", 1_000_000)
	dir := t.TempDir()
	pgnFile := filepath.Join(dir, "big.pgn")
	csvFile := filepath.Join(dir, "big.csv")
	os.WriteFile(pgnFile, []byte("[Event \"x\"]\n[White \""+name+"\"]\n[Black \"b\"]\n[Result \"*\"]\n\n1. e4 *\n"), 0o600)
	os.WriteFile(csvFile, []byte("name,rating\n"+name+",1800\n"), 0o600)
	event := filepath.Join(dir, "event.db")
	if code, out, errs := runDBCommand("demo", event); code != 0 {
		t.Fatalf("db demo: exit %d\n%s%s", code, out, errs)
	}
	for _, args := range [][]string{
		{"import", filepath.Join(dir, "new.db"), pgnFile},
		{"import", event, csvFile, "--event", "1"},
	} {
		code, out, errs := runDBCommand(args...)
		if code == 0 || len(out)+len(errs) > 4000 || !strings.Contains(out+errs, "(1000000 characters)") {
			t.Errorf("db %s: exit %d, %d bytes of output, want a refusal of a few lines naming the length\n%.600s\n%.600s", args[0], code, len(out)+len(errs), out, errs)
		}
	}
}

// "at":"0001-01-01T00:00:00Z" is Go's zero time: it was taken as "now"
// and the command stored at the console's clock, without a word.
func TestDBDo_AtInTheYearOneRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "event.db")
	if code, out, errs := runDBCommand("demo", path); code != 0 {
		t.Fatalf("db demo: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs := runDBCommand("do", path, "5", `{"kind":"adjust_time","side":"white","amount_ms":1000,"at":"0001-01-01T00:00:00Z"}`)
	if code == 0 || !strings.Contains(errs, `"at" is 0001-01-01T00:00:00Z`) {
		t.Errorf("db do at the year 1: exit %d\n%s%s", code, out, errs)
	}
}
