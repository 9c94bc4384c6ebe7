package dbaddr

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	t.Setenv("PGPASSFILE", filepath.Join(t.TempDir(), "none"))
	for _, c := range []struct {
		addr string
		want error
	}{
		{"event.db", nil},
		{"postgres://deputy1@127.0.0.1:5432/event", nil},
		{"postgres://deputy1@localhost/event", nil},
		{"postgres://deputy1@[::1]:5432/event", nil},
		{"postgres://deputy1@/event?host=/run/postgresql", nil},
		{"postgres://deputy1@192.0.2.2:5432/event?sslmode=verify-full&sslrootcert=root.crt", nil},
		{"postgresql://deputy1@venue.lan/event?sslmode=verify-ca&sslrootcert=root.crt", nil},
		{"postgres://deputy1:secret@127.0.0.1/event", ErrPassword},
		{"postgres://deputy1@127.0.0.1/event?password=secret", ErrPassword},
		{"postgres://deputy1@192.0.2.2/event", ErrUnverified},
		{"postgres://deputy1@192.0.2.2/event?sslmode=require", ErrUnverified},
		{"postgres://deputy1@127.0.0.1,192.0.2.2/event?sslmode=prefer", ErrUnverified},
	} {
		err := Check(c.addr)
		if !errors.Is(err, c.want) || (err != nil && strings.Contains(err.Error(), "secret")) {
			t.Errorf("Check(%q) = %v, want %v", c.addr, err, c.want)
		}
	}
}

// A password never reaches a message, even in an address Go cannot parse.
func TestRedact(t *testing.T) {
	for _, msg := range []string{
		"open postgres://u:secret@127.0.0.1:1/x: refused",
		"storage: postgres://u:secret@127.0.0.1:1/x%zz: cannot parse `postgres://u:secret@127.0.0.1:1/x%zz`",
		"postgresql://u:s%40cr:et@h/db",
		"host=h user=u password=secret dbname=x",
		"postgres://u@h/db?sslmode=disable&password=secret",
	} {
		if Clean([]byte(msg)) {
			t.Errorf("Clean(%q) = true", msg)
		}
		if got := Redact(msg); strings.Contains(got, "secret") || strings.Contains(got, "cr:et") {
			t.Errorf("Redact(%q) = %q", msg, got)
		}
	}
	for _, msg := range []string{
		"winnable moves e2e4,e7e5 8/8/8/4k3/8/8/8/3QK3 w - - 0 1 white",
		"user u, host h: password authentication failed",
	} {
		if got := Redact(msg); got != msg || !Clean([]byte(msg)) {
			t.Errorf("Redact(%q) = %q, Clean %v; want it unchanged and clean", msg, got, Clean([]byte(msg)))
		}
	}
}

// A pgpass file others can read is refused, as libpq refuses it.
func TestCheck_PassfileReadableByOthers(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pgpass")
	os.WriteFile(path, []byte("*:*:*:deputy1:secret\n"), 0o644)
	t.Setenv("PGPASSFILE", path)
	if err := Check("postgres://deputy1@127.0.0.1/event"); !errors.Is(err, ErrPassfileOpen) || strings.Contains(err.Error(), "secret") {
		t.Errorf("a pgpass file of mode 0644: %v", err)
	}
	os.Chmod(path, 0o600)
	if err := Check("postgres://deputy1@127.0.0.1/event"); err != nil {
		t.Errorf("a pgpass file of mode 0600: %v", err)
	}
	if err := Check("event.db"); err != nil {
		t.Errorf("a file path: %v", err)
	}
}

// The console shows a refused address in the arbiter's language.
func TestCheck_RefusalsCarryTheirMessage(t *testing.T) {
	t.Setenv("PGPASSFILE", filepath.Join(t.TempDir(), "none"))
	err := Check("postgres://deputy1:secret@192.0.2.2/event")
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("%v is not an *Error", err)
	}
	if key, params := e.Message(); key != "address.password" || params["Address"] != "postgres://deputy1:xxxxx@192.0.2.2/event" {
		t.Errorf("message %q %v", key, params)
	}
}
