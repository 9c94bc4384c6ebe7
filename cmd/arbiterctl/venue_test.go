package main

import (
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// venue is a server set up by scripts/venue-server.sh, stopped and
// removed at the end of the test.
type venue struct {
	dir, port string
	out       string // what the script printed
}

func startVenue(t *testing.T) *venue {
	t.Helper()
	for _, tool := range []string{"psql", "openssl"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("venue server tests need %s: %v", tool, err)
		}
	}
	// Not t.TempDir: its parent is private to root, and the cluster runs
	// as postgres.
	dir, err := os.MkdirTemp("", "arbiter-venue-")
	if err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := strconv.Itoa(l.Addr().(*net.TCPAddr).Port)
	l.Close()
	v := &venue{dir: dir, port: port}
	t.Cleanup(func() {
		stop := []string{"pg_ctl", "-D", filepath.Join(dir, "data"), "-m", "immediate", "-w", "stop"}
		if os.Geteuid() == 0 {
			stop = append([]string{"runuser", "-u", "postgres", "--"}, stop...)
		}
		if bin := pgBin(); bin != "" {
			stop[len(stop)-7] = filepath.Join(bin, "pg_ctl")
		}
		exec.Command(stop[0], stop[1:]...).Run()
		os.RemoveAll(dir)
	})
	v.out = v.script(t, port)
	return v
}

// pgBin is the newest of Debian's PostgreSQL program folders, as the
// script finds it.
func pgBin() string {
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin/pg_ctl")
	if len(dirs) == 0 {
		return ""
	}
	return filepath.Dir(dirs[len(dirs)-1])
}

func (v *venue) script(t *testing.T, args ...string) string {
	t.Helper()
	out, err := exec.Command("bash", append([]string{"../../scripts/venue-server.sh", v.dir}, args...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("venue-server.sh %v: %v\n%s", args, err, out)
	}
	return string(out)
}

// url is the address a console opens as login role over TCP host.
func (v *venue) url(role, host string) string {
	return "postgres://" + role + "@" + host + ":" + v.port + "/event?sslmode=verify-full&sslrootcert=" + filepath.Join(v.dir, "root.crt")
}

func (v *venue) pgpass(role string) string { return filepath.Join(v.dir, "pgpass", role) }

// password reads a login's password from its pgpass file.
func (v *venue) password(t *testing.T, role string) string {
	t.Helper()
	b, err := os.ReadFile(v.pgpass(role))
	if err != nil {
		t.Fatal(err)
	}
	line := strings.TrimSpace(string(b))
	return line[strings.LastIndex(line, ":")+1:]
}

// psql runs one statement as an attacker with psql would, returning
// what psql printed and whether it succeeded.
func psql(passfile string, conn []string, stmt string, as ...string) (string, bool) {
	argv := append(append(as, "psql", "-w", "-X", "-v", "ON_ERROR_STOP=1"), conn...)
	argv = append(argv, "-c", stmt)
	c := exec.Command(argv[0], argv[1:]...)
	c.Env = append(os.Environ(), "PGPASSFILE="+passfile, "PGCONNECT_TIMEOUT=5")
	out, err := c.CombinedOutput()
	return string(out), err == nil
}

// An arbiter's login on a server the script set up records moves, and
// with psql in hand can neither rewrite, erase nor unprotect the logs.
func TestVenueServer_ArbiterLoginAppendsOnly(t *testing.T) {
	v := startVenue(t)
	v.script(t, "arbiter", "deputy1")
	owner, deputy := v.url("event_owner", "localhost"), v.url("deputy1", "127.0.0.1")

	t.Setenv("PGPASSFILE", v.pgpass("event_owner"))
	if code, out, errs := runDBCommand("import", owner, "testdata/db/open.trf"); code != 0 {
		t.Fatalf("the owner makes the event: exit %d\n%s%s", code, out, errs)
	}
	t.Setenv("PGPASSFILE", v.pgpass("deputy1"))
	for _, cmd := range []string{`{"kind":"start"}`, `{"kind":"move","move":"e4"}`} {
		if code, out, errs := runDBCommand("do", deputy, "1", cmd); code != 0 {
			t.Fatalf("the deputy's console: %s: exit %d\n%s%s", cmd, code, out, errs)
		}
	}
	if code, out, errs := runDBCommand("check", deputy); code != 0 {
		t.Fatalf("check as the deputy: exit %d\n%s%s", code, out, errs)
	}

	attacks := []struct{ name, sql string }{
		{"rewrite a move", "UPDATE game_events SET payload = payload WHERE game_id = 1"},
		{"erase a game's last event", "DELETE FROM game_events WHERE game_id = 1 AND seq = 2"},
		{"truncate the game log", "TRUNCATE game_events"},
		{"drop the append-only trigger", "DROP TRIGGER game_events_no_update ON game_events"},
		{"disable the triggers", "ALTER TABLE game_events DISABLE TRIGGER ALL"},
		{"replace the trigger function", "CREATE OR REPLACE FUNCTION game_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END $$"},
		{"bypass triggers as a replica", "SET session_replication_role = replica"},
		{"rewrite the record log", "UPDATE record_log SET content = content"},
		{"erase the record log", "DELETE FROM record_log"},
		{"roll back the schema version", "UPDATE arbiter_schema SET version = 1"},
		{"make a table", "CREATE TABLE shadow (a int)"},
		{"make a temporary shadow table", "CREATE TEMP TABLE game_events (a int)"},
		{"drop the log", "DROP TABLE game_events"},
		{"grant oneself more", "GRANT UPDATE ON game_events TO deputy1"},
		{"become the owner", "SET ROLE event_owner"},
		{"make a role", "CREATE ROLE mallory LOGIN SUPERUSER"},
	}
	conn := []string{deputy}
	for _, a := range attacks {
		t.Run(a.name, func(t *testing.T) {
			out, ok := psql(v.pgpass("deputy1"), conn, a.sql)
			if ok && !strings.Contains(out, "no privileges were granted") || !refused(out) {
				t.Errorf("%s as an arbiter: ok=%v\n%s", a.sql, ok, out)
			}
		})
	}
	if out, ok := psql(v.pgpass("deputy1"), conn, "INSERT INTO game_events SELECT game_id, seq + 100, kind, payload, wall_ms, prev_hash, hash FROM game_events WHERE game_id = 1 AND seq = 1"); !ok {
		t.Errorf("an arbiter may append to a log: %s", out)
	}
}

// Nobody reaches the server without a password, over the network in
// clear, or through the socket as another local user; the superuser and
// the owner only from the server's own machine.
func TestVenueServer_NoTrustNoClearText(t *testing.T) {
	v := startVenue(t)
	v.script(t, "arbiter", "deputy1")
	for _, pw := range []string{v.password(t, "postgres"), v.password(t, "event_owner")} {
		if strings.Contains(v.out, pw) {
			t.Errorf("the script printed a password:\n%s", v.out)
		}
	}
	empty := filepath.Join(t.TempDir(), "pgpass")
	os.WriteFile(empty, nil, 0o600)
	socket := []string{"-h", filepath.Join(v.dir, "run"), "-p", v.port, "-d", "event"}
	cases := []struct {
		name     string
		passfile string
		conn     []string
		as       []string
		want     string
	}{
		{"superuser on the local socket without a password", empty, append(socket, "-U", "postgres"), nil, "no password"},
		{"owner on the local socket without a password", empty, append(socket, "-U", "event_owner"), nil, "no password"},
		{"user nobody on the local socket", empty, append(socket, "-U", "postgres"), []string{"runuser", "-u", "nobody", "--"}, "ermission denied"},
		{"arbiter without a password", empty, []string{v.url("deputy1", "127.0.0.1")}, nil, "no password"},
		{"arbiter without TLS", v.pgpass("deputy1"), []string{"postgres://deputy1@127.0.0.1:" + v.port + "/event?sslmode=disable"}, nil, "no encryption"},
		{"arbiter with a wrong password", v.pgpass("postgres"), []string{v.url("deputy1", "127.0.0.1")}, nil, "no password"},
	}
	if host := venueHost(); host != "" {
		cases = append(cases,
			struct {
				name     string
				passfile string
				conn     []string
				as       []string
				want     string
			}{"superuser from the venue network", v.pgpass("postgres"), []string{strings.Replace(v.url("postgres", host), "/event?", "/postgres?", 1)}, nil, "no pg_hba.conf entry"},
		)
	}
	if os.Geteuid() != 0 {
		cases = cases[:2] // runuser needs root
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, ok := psql(c.passfile, c.conn, "SELECT 1", c.as...)
			if ok || !strings.Contains(out, c.want) {
				t.Errorf("connected (%v) or not for the reason (%s):\n%s", ok, c.want, out)
			}
		})
	}
}

// A console that verifies the certificate refuses a server whose
// certificate another authority signed (a machine posing as the server).
func TestVenueServer_ConsoleVerifiesTheCertificate(t *testing.T) {
	v := startVenue(t)
	v.script(t, "arbiter", "deputy1")
	if out, ok := psql(v.pgpass("deputy1"), []string{v.url("deputy1", "localhost")}, "SELECT 1"); !ok {
		t.Fatalf("verify-full with the script's root certificate: %s", out)
	}
	other := filepath.Join(t.TempDir(), "other.crt")
	if out, err := exec.Command("openssl", "req", "-x509", "-new", "-nodes", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
		"-subj", "/CN=impostor", "-keyout", filepath.Join(t.TempDir(), "k"), "-out", other).CombinedOutput(); err != nil {
		t.Fatalf("openssl: %v\n%s", err, out)
	}
	url := strings.Replace(v.url("deputy1", "localhost"), filepath.Join(v.dir, "root.crt"), other, 1)
	if out, ok := psql(v.pgpass("deputy1"), []string{url}, "SELECT 1"); ok || !strings.Contains(out, "certificate verify failed") {
		t.Errorf("a certificate from another authority was accepted (%v):\n%s", ok, out)
	}
	t.Setenv("PGPASSFILE", v.pgpass("deputy1"))
	if code, out, errs := runDBCommand("check", url); code == 0 || !strings.Contains(errs, "certificate") {
		t.Errorf("db check trusted another authority's certificate: exit %d\n%s%s", code, out, errs)
	}
}

// refused tells whether PostgreSQL's answer is a refusal for want of
// rights.
func refused(out string) bool {
	for _, why := range []string{"denied", "must be owner", "must be superuser", "no privileges were granted"} {
		if strings.Contains(out, why) {
			return true
		}
	}
	return false
}

// venueHost is this machine's first address on a network, or "".
func venueHost() string {
	out, err := exec.Command("hostname", "-I").Output()
	if err != nil {
		return ""
	}
	f := strings.Fields(string(out))
	if len(f) == 0 || strings.Contains(f[0], ":") {
		return ""
	}
	return f[0]
}

// A password on a command line is refused before anything connects, and
// no message of any db command prints one, even for an address Go cannot
// parse; a server off this machine is used only with its certificate
// verified.
func TestDB_PasswordNeverOnACommandLineNorPrinted(t *testing.T) {
	for _, args := range [][]string{
		{"check", "postgres://arbiter:secret@127.0.0.1:1/event"},
		{"protect", "postgres://arbiter:secret@127.0.0.1:1/event"},
		{"check", "postgres://arbiter:secret@127.0.0.1:1/event%zz"},
		{"events", "postgres://arbiter@127.0.0.1:1/event?password=secret", "1"},
		{"copy", "testdata/db/none.db", "postgres://arbiter:secret@127.0.0.1:1/event"},
		{"do", "postgres://arbiter:secret@127.0.0.1:1/event", "1", `{"kind":"start"}`},
		{"import", "postgres://arbiter:secret@127.0.0.1:1/event", "testdata/db/open.trf"},
	} {
		code, out, errs := runDBCommand(args...)
		if code == 0 || strings.Contains(out+errs, "secret") || !strings.Contains(errs, "pgpass") && !strings.Contains(errs, "not a PostgreSQL URL") {
			t.Errorf("db %v: exit %d\n%s%s", args, code, out, errs)
		}
	}
	code, out, errs := runDBCommand("check", "postgres://arbiter@192.0.2.2:5432/event")
	if code == 0 || !strings.Contains(errs, "sslmode=verify-full") {
		t.Errorf("db check of a server whose certificate is not verified: exit %d\n%s%s", code, out, errs)
	}
}
