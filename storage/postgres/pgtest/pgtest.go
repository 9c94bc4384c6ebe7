// Package pgtest starts a throw-away PostgreSQL cluster for tests: initdb
// and pg_ctl in a temporary folder, listening on a free port of 127.0.0.1
// and on a unix socket in that folder, stopped and removed at the end.
// When the tests run as root the cluster runs as the unprivileged
// "postgres" user, since PostgreSQL refuses to run as root.
package pgtest

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/jackc/pgx/v5"
)

// Server is a running throw-away cluster.
type Server struct {
	Dir  string // the temporary folder: data, socket and log
	Port int
	bin  string   // folder of initdb and pg_ctl
	run  []string // prefix that runs a command as the cluster's owner
	dbs  atomic.Int64

	durable  bool     // fsync on, as on a venue's server
	settings []string // more server settings, NAME=VALUE
}

// Start makes a new cluster and starts it. The error says why no
// PostgreSQL could be started (no binaries, no unprivileged user, ...).
// Its commits are not synced to disk: fine for tests, not for figures.
func Start() (*Server, error) { return start(false) }

// StartDurable is Start with every commit synced, as a venue's server
// runs: for load figures. settings (NAME=VALUE, as postgres -c takes
// them) are set on the server too.
func StartDurable(settings ...string) (*Server, error) { return start(true, settings...) }

func start(durable bool, settings ...string) (*Server, error) {
	for _, kv := range settings {
		if name, value, ok := strings.Cut(kv, "="); !ok || name == "" || value == "" || strings.ContainsAny(kv, " '\"") {
			return nil, fmt.Errorf("pgtest: server setting %q: want NAME=VALUE without spaces or quotes", kv)
		}
	}
	bin, err := binDir()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "arbiter-pgtest-")
	if err != nil {
		return nil, fmt.Errorf("pgtest: %w", err)
	}
	s := &Server{Dir: dir, bin: bin, durable: durable, settings: settings}
	if err := s.start(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return s, nil
}

func (s *Server) start() error {
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			return fmt.Errorf("pgtest: running as root and there is no unprivileged user %q to run PostgreSQL: %w", "postgres", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		if err := os.Chown(s.Dir, uid, gid); err != nil {
			return fmt.Errorf("pgtest: %w", err)
		}
		runuser, err := exec.LookPath("runuser")
		if err != nil {
			return fmt.Errorf("pgtest: running as root and no runuser to drop to user postgres: %w", err)
		}
		s.run = []string{runuser, "-u", "postgres", "--"}
	}
	port, err := freePort()
	if err != nil {
		return err
	}
	s.Port = port
	data := filepath.Join(s.Dir, "data")
	if err := s.cmd("initdb", "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"); err != nil {
		return err
	}
	return s.pgStart()
}

func (s *Server) pgStart() error {
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c max_connections=200", s.Port, s.Dir)
	if !s.durable {
		// A test cluster need not survive a power cut: fsync off spares
		// the shared machine's disk.
		opts += " -c fsync=off"
	}
	for _, kv := range s.settings {
		opts += " -c " + kv
	}
	data := filepath.Join(s.Dir, "data")
	if err := s.cmd("pg_ctl", "-D", data, "-l", filepath.Join(s.Dir, "log"), "-o", opts, "-w", "-t", "60", "start"); err != nil {
		log, _ := os.ReadFile(filepath.Join(s.Dir, "log"))
		return fmt.Errorf("%w\n%s", err, log)
	}
	return nil
}

// cmd runs one of the cluster's programs as its owner.
func (s *Server) cmd(name string, args ...string) error {
	argv := append(slices.Clone(s.run), filepath.Join(s.bin, name))
	argv = append(argv, args...)
	c := exec.Command(argv[0], argv[1:]...)
	c.Dir = s.Dir
	out, err := c.CombinedOutput()
	if err != nil {
		return fmt.Errorf("pgtest: %s: %w\n%s", strings.Join(argv, " "), err, out)
	}
	return nil
}

// Stop stops the cluster immediately and removes its folder.
func (s *Server) Stop() error {
	err := s.cmd("pg_ctl", "-D", filepath.Join(s.Dir, "data"), "-m", "immediate", "-w", "stop")
	return errors.Join(err, os.RemoveAll(s.Dir))
}

// Restart stops the cluster the hard way (as a crash would) and starts it
// again on the same port.
func (s *Server) Restart() error {
	if err := s.Down(); err != nil {
		return err
	}
	return s.Up()
}

// Down stops the cluster the hard way, as a crash or a pulled cable
// would, keeping its data for Up.
func (s *Server) Down() error {
	return s.cmd("pg_ctl", "-D", filepath.Join(s.Dir, "data"), "-m", "immediate", "-w", "stop")
}

// Up starts a cluster that Down stopped, on the same port.
func (s *Server) Up() error { return s.pgStart() }

// URL is the address of database name on the cluster, over TCP.
func (s *Server) URL(name string) string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", s.Port, name)
}

// NewDatabase creates an empty database of its own for one test and
// returns its URL.
func (s *Server) NewDatabase(ctx context.Context) (string, error) {
	name := fmt.Sprintf("t%d_%d", os.Getpid(), s.dbs.Add(1))
	conn, err := pgx.Connect(ctx, s.URL("postgres"))
	if err != nil {
		return "", fmt.Errorf("pgtest: %w", err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		return "", fmt.Errorf("pgtest: create database %s: %w", name, err)
	}
	return s.URL(name), nil
}

// binDir finds initdb and pg_ctl: $PG_BIN, the PATH, or the newest of
// Debian's /usr/lib/postgresql/N/bin.
func binDir() (string, error) {
	if d := os.Getenv("PG_BIN"); d != "" {
		return d, nil
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(p), nil
	}
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	slices.SortFunc(dirs, func(a, b string) int { return version(b) - version(a) })
	for _, d := range dirs {
		if _, err := os.Stat(filepath.Join(d, "initdb")); err == nil {
			return d, nil
		}
	}
	return "", errors.New("pgtest: no PostgreSQL found (no initdb on PATH, in $PG_BIN or /usr/lib/postgresql/*/bin); `make deps` installs it")
}

func version(binDir string) int {
	v, _ := strconv.Atoi(filepath.Base(filepath.Dir(binDir)))
	return v
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("pgtest: find a free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// Shared is the cluster of a test binary, started by Main.
var (
	shared    *Server
	sharedErr error
)

// Main starts a cluster for the package's tests, runs them and stops it:
// call it from TestMain as os.Exit(pgtest.Main(m)). Tests get a database
// of their own with Database.
func Main(m *testing.M) int {
	shared, sharedErr = Start()
	code := m.Run()
	if shared != nil {
		if err := shared.Stop(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			code = max(code, 1)
		}
	}
	return code
}

// Database returns the URL of a new, empty database on the shared
// cluster, or skips t saying why no PostgreSQL could be started.
func Database(t testing.TB) string {
	t.Helper()
	if shared == nil {
		t.Skipf("PostgreSQL tests skipped: %v", sharedErr)
	}
	u, err := shared.NewDatabase(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// Cluster returns the shared cluster, or skips t saying why none runs.
func Cluster(t testing.TB) *Server {
	t.Helper()
	if shared == nil {
		t.Skipf("PostgreSQL tests skipped: %v", sharedErr)
	}
	return shared
}

// Exec runs statements on the database at url as another tool (psql)
// would, behind Arbiter Console's back, failing t on an error.
func Exec(t testing.TB, url string, stmts ...string) {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	for _, q := range stmts {
		if _, err := conn.Exec(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}
