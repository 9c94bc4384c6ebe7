// Package dbaddr checks the address of a venue's PostgreSQL server as a
// console is given it, and keeps passwords out of every message.
//
// A password never travels on a command line, where every user of the
// machine reads it (ps): it comes from a pgpass file (PGPASSFILE or
// ~/.pgpass, mode 0600). A server off this machine is reached only with
// its certificate verified (sslmode=verify-full or verify-ca), so that a
// machine on the venue network cannot pose as it.
package dbaddr

import (
	"bytes"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/arbiterconsole/arbiter/storage/stores"
)

var (
	// ErrPassword refuses an address that carries a password.
	ErrPassword = errors.New("the address carries a password, which every user of this computer can read on its command line; keep it in a pgpass file (PGPASSFILE or ~/.pgpass, mode 0600) and give the address without it")
	// ErrUnverified refuses a server off this machine whose certificate
	// is not verified.
	ErrUnverified = errors.New("the server's certificate is not verified, so any machine on the venue network could pose as the server; add sslmode=verify-full&sslrootcert=FILE with the venue server's root.crt (scripts/venue-server.sh makes it)")
)

// Check refuses a server address a console must not use: one with a
// password, or one off this machine without a verified certificate.
// A file path passes.
func Check(addr string) error {
	if !stores.IsServer(addr) {
		return nil
	}
	u, err := url.Parse(addr)
	if err != nil {
		return fmt.Errorf("%s: not a PostgreSQL URL: %s", Redact(addr), Redact(err.Error()))
	}
	q := u.Query()
	if _, ok := u.User.Password(); ok || q.Has("password") {
		return &Error{Addr: Redact(addr), Err: ErrPassword, key: "address.password"}
	}
	hosts := strings.Split(u.Host, ",")
	if q.Has("host") {
		hosts = append(hosts, strings.Split(q.Get("host"), ",")...)
	}
	if err := privatePassfile(); err != nil {
		return &Error{Addr: Redact(addr), Err: err, key: "address.passfile"}
	}
	for _, h := range hosts {
		if !local(h) {
			switch q.Get("sslmode") {
			case "verify-full", "verify-ca":
			default:
				return &Error{Addr: Redact(addr), Err: ErrUnverified, key: "address.unverified"}
			}
			break
		}
	}
	return nil
}

// ErrPassfileOpen refuses a pgpass file others can read.
var ErrPassfileOpen = errors.New("the pgpass file can be read by other users of this computer; make it the owner's only: chmod 600")

// privatePassfile refuses the pgpass file the connection would read
// (PGPASSFILE, else ~/.pgpass) when others may read it, as libpq does.
func privatePassfile() error {
	path := os.Getenv("PGPASSFILE")
	if path == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return nil
		}
		path = filepath.Join(home, ".pgpass")
	}
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() {
		return nil // no file: the server asks, and the connection says no password was given
	}
	if fi.Mode().Perm()&0o077 != 0 {
		return fmt.Errorf("%s (mode %v): %w", path, fi.Mode().Perm(), ErrPassfileOpen)
	}
	return nil
}

// Error is an address refused, with the address (its password hidden) and
// why; the console shows it in the arbiter's language (Message).
type Error struct {
	Addr string
	Err  error
	key  string
}

func (e *Error) Error() string { return e.Addr + ": " + e.Err.Error() }
func (e *Error) Unwrap() error { return e.Err }

// Message is the translation key and parameters of the refusal.
func (e *Error) Message() (string, map[string]any) {
	return e.key, map[string]any{"Address": e.Addr}
}

// local tells whether a host of a URL is this machine: a socket folder,
// localhost or a loopback address.
func local(hostport string) bool {
	h := hostport
	if host, _, err := net.SplitHostPort(hostport); err == nil {
		h = host
	}
	h = strings.Trim(h, "[]")
	if h == "" || strings.HasPrefix(h, "/") || strings.HasPrefix(h, "%2F") || strings.EqualFold(h, "localhost") {
		return true
	}
	ip := net.ParseIP(h)
	return ip != nil && ip.IsLoopback()
}

var (
	userinfo = regexp.MustCompile(`(postgres(?:ql)?://[^:@/\s]*):[^@\s]*@`)
	keyword  = regexp.MustCompile(`(?i)(password=)[^&\s'"]*`)
)

// Redact hides every password in a message: in a URL's user part and
// as a password= parameter.
func Redact(msg string) string {
	if clean(msg) {
		return msg
	}
	msg = userinfo.ReplaceAllString(msg, "${1}:xxxxx@")
	return keyword.ReplaceAllString(msg, "${1}xxxxx")
}

// Clean reports whether Redact would leave msg as it is: both forms of a
// password need "://" or "=", most messages have neither, and the
// expressions cost microseconds on every line arbiterctl writes.
func Clean(msg []byte) bool {
	return !bytes.Contains(msg, []byte("://")) && bytes.IndexByte(msg, '=') < 0
}

func clean(msg string) bool {
	return !strings.Contains(msg, "://") && strings.IndexByte(msg, '=') < 0
}
