// Package live serves the games of an event as PGN over HTTP, read-only,
// in the form live viewers and broadcast tools poll: one URL per round and
// one per board.
//
//	GET /                                   the events and rounds, with links
//	GET /rounds/N.pgn                       round N of the newest event
//	GET /rounds/N/boards/B.pgn              board B of that round
//	GET /current.pgn                        the newest event's last round
//	GET /events/E/rounds/N.pgn              the same for event E
//	GET /events/E/rounds/N/boards/B.pgn
//	GET /events/E/current.pgn
//
// Each page is rendered once per change of the event (Changed) and served
// from memory to every poll until the next; a page is rendered again at
// the latest after MaxAge, for changes nobody announced. Responses carry
// an ETag; a poll with If-None-Match gets 304 Not Modified until a move or
// a ruling changes the text. Only the events the handler is told to serve
// are served.
package live

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"html"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/net/netutil"

	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/exchange"
)

// Source gives the store to read, a file or a server alike; nil while
// none is open. The console opens another database now and then, so the
// handler asks every time.
type Source func() storage.Store

// Events gives the ids of the events to serve; nil serves every event of
// the store.
type Events func() []int64

// MaxAge is how long a rendered page is served without a change being
// announced: the longest a change made by another program goes unseen.
const MaxAge = 5 * time.Second

// maxPages bounds the pages kept in memory: a round and its boards per
// event served, many times over.
const maxPages = 4096

// Handler serves an event's games as PGN.
type Handler struct {
	source Source
	events Events
	opts   laws.Options
	mux    *http.ServeMux

	gen   atomic.Uint64 // bumped by Changed
	mu    sync.Mutex
	pages map[string]*page
}

// page is one rendered response, kept until the event changes.
type page struct {
	mu   sync.Mutex // one render at a time; the others wait for it
	gen  uint64
	at   time.Time
	body []byte
	etag string
	html bool
}

// NewHandler returns a read-only handler of the games in source's store,
// of the events events gives (nil: all).
func NewHandler(source Source, opts laws.Options, events Events) *Handler {
	h := &Handler{source: source, events: events, opts: opts, mux: http.NewServeMux(), pages: map[string]*page{}}
	h.mux.HandleFunc("GET /{$}", h.serve(h.index))
	h.mux.HandleFunc("GET /current.pgn", h.serve(h.pgn))
	h.mux.HandleFunc("GET /rounds/{file}", h.serve(h.pgn))
	h.mux.HandleFunc("GET /rounds/{round}/boards/{file}", h.serve(h.pgn))
	h.mux.HandleFunc("GET /events/{event}/current.pgn", h.serve(h.pgn))
	h.mux.HandleFunc("GET /events/{event}/rounds/{file}", h.serve(h.pgn))
	h.mux.HandleFunc("GET /events/{event}/rounds/{round}/boards/{file}", h.serve(h.pgn))
	return h
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) { h.mux.ServeHTTP(w, r) }

// Changed tells the handler that the event changed (a move, a ruling, a
// result, another database opened): every page is rendered again on its
// next request.
func (h *Handler) Changed() { h.gen.Add(1) }

// httpError is a refusal with its status.
type httpError struct {
	code int
	err  error
}

func (e *httpError) Error() string { return e.err.Error() }

// render makes one page: its body, and whether it is HTML.
type render func(r *http.Request, s storage.Store) ([]byte, bool, error)

// serve answers from the page kept for the URL while the event has not
// changed, rendering it once otherwise.
func (h *Handler) serve(fn render) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		s := h.source()
		if s == nil {
			http.Error(w, "no database is open", http.StatusServiceUnavailable)
			return
		}
		key := r.URL.Path
		h.mu.Lock()
		p := h.pages[key]
		if p == nil {
			if len(h.pages) >= maxPages {
				clear(h.pages)
			}
			p = &page{}
			h.pages[key] = p
		}
		h.mu.Unlock()

		p.mu.Lock()
		gen := h.gen.Load()
		if p.body == nil || p.gen != gen || time.Since(p.at) > MaxAge {
			body, isHTML, err := fn(r, s)
			if err != nil {
				p.mu.Unlock()
				h.mu.Lock()
				delete(h.pages, key) // errors are not kept: the URL space is the client's
				h.mu.Unlock()
				fail(w, err)
				return
			}
			sum := sha256.Sum256(body)
			p.body, p.html, p.gen, p.at = body, isHTML, gen, time.Now()
			p.etag = `"` + hex.EncodeToString(sum[:12]) + `"`
		}
		body, etag, isHTML := p.body, p.etag, p.html
		p.mu.Unlock()

		w.Header().Set("ETag", etag)
		w.Header().Set("Cache-Control", "no-cache")
		if r.Header.Get("If-None-Match") == etag {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		if isHTML {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
		} else {
			w.Header().Set("Content-Type", "application/x-chess-pgn; charset=utf-8")
		}
		w.Header().Set("Content-Length", strconv.Itoa(len(body)))
		w.Write(body)
	}
}

// served tells whether event id is one to serve, and lists them.
func (h *Handler) served(ctx context.Context, s storage.Store) ([]int64, error) {
	if h.events != nil {
		return h.events(), nil
	}
	ts, err := s.Tournaments(ctx)
	if err != nil {
		return nil, err
	}
	ids := make([]int64, len(ts))
	for i, t := range ts {
		ids[i] = t.ID
	}
	return ids, nil
}

// request is what a PGN URL names.
type request struct {
	event        int64 // 0: the newest
	round, board int   // 0: the last round; all boards
}

// parse reads the path values of a PGN URL.
func parse(r *http.Request) (request, error) {
	var q request
	if e := r.PathValue("event"); e != "" {
		id, err := strconv.ParseInt(e, 10, 64)
		if err != nil || id < 1 {
			return q, fmt.Errorf("event %q is not a positive number", e)
		}
		q.event = id
	}
	file := r.PathValue("file")
	if file == "" {
		return q, nil // current.pgn
	}
	name, ok := strings.CutSuffix(file, ".pgn")
	n, err := strconv.Atoi(name)
	if !ok || err != nil || n < 1 {
		return q, fmt.Errorf("%q: want N.pgn with N a positive number", file)
	}
	if rs := r.PathValue("round"); rs != "" {
		round, err := strconv.Atoi(rs)
		if err != nil || round < 1 {
			return q, fmt.Errorf("round %q is not a positive number", rs)
		}
		q.round, q.board = round, n
		return q, nil
	}
	q.round = n
	return q, nil
}

func (h *Handler) pgn(r *http.Request, s storage.Store) ([]byte, bool, error) {
	q, err := parse(r)
	if err != nil {
		return nil, false, &httpError{http.StatusNotFound, err}
	}
	ctx := r.Context()
	ids, err := h.served(ctx, s)
	if err != nil {
		return nil, false, err
	}
	switch {
	case q.event == 0 && len(ids) == 0:
		return nil, false, fmt.Errorf("no event yet: %w", storage.ErrNotFound)
	case q.event == 0:
		q.event = slices.Max(ids)
	case !slices.Contains(ids, q.event):
		return nil, false, fmt.Errorf("event %d is not served here: %w", q.event, storage.ErrNotFound)
	}
	if q.round == 0 {
		if q.round, err = lastRound(ctx, s, q.event); err != nil {
			return nil, false, err
		}
	}
	var body bytes.Buffer
	if q.board != 0 {
		err = exchange.ExportBoardPGN(ctx, s, q.event, q.round, q.board, h.opts, &body)
	} else {
		err = exchange.ExportPGN(ctx, s, q.event, q.round, h.opts, &body)
	}
	return body.Bytes(), false, err
}

// fail answers 404 for what is not there, 500 for the rest.
func fail(w http.ResponseWriter, err error) {
	var he *httpError
	if errors.As(err, &he) {
		http.Error(w, err.Error(), he.code)
		return
	}
	if errors.Is(err, storage.ErrNotFound) {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	http.Error(w, err.Error(), http.StatusInternalServerError)
}

func lastRound(ctx context.Context, s storage.Store, event int64) (int, error) {
	rounds, err := s.Rounds(ctx, event)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, r := range rounds {
		n = max(n, r.Number)
	}
	if n == 0 {
		return 0, fmt.Errorf("event %d has no round yet: %w", event, storage.ErrNotFound)
	}
	return n, nil
}

// index lists the events served, their rounds and boards as links.
func (h *Handler) index(r *http.Request, s storage.Store) ([]byte, bool, error) {
	ctx := r.Context()
	ids, err := h.served(ctx, s)
	if err != nil {
		return nil, true, err
	}
	ts, err := s.Tournaments(ctx)
	if err != nil {
		return nil, true, err
	}
	var b strings.Builder
	b.WriteString("<!doctype html>\n<meta charset=\"utf-8\">\n<title>Arbiter Console: live PGN</title>\n<h1>Live PGN</h1>\n")
	for _, t := range ts {
		if !slices.Contains(ids, t.ID) {
			continue
		}
		fmt.Fprintf(&b, "<h2>%s</h2>\n<ul>\n", html.EscapeString(t.Name))
		rounds, err := s.Rounds(ctx, t.ID)
		if err != nil {
			return nil, true, err
		}
		for _, rd := range rounds {
			boards, err := s.Boards(ctx, rd.ID)
			if err != nil {
				return nil, true, err
			}
			fmt.Fprintf(&b, "<li><a href=\"/events/%d/rounds/%d.pgn\">round %d</a>:", t.ID, rd.Number, rd.Number)
			for _, bd := range boards {
				fmt.Fprintf(&b, " <a href=\"/events/%d/rounds/%d/boards/%d.pgn\">%d</a>", t.ID, rd.Number, bd.Number, bd.Number)
			}
			b.WriteString("</li>\n")
		}
		b.WriteString("</ul>\n")
	}
	return []byte(b.String()), true, nil
}

// The server's limits: a client that sends its request slowly, reads its
// answer slowly or keeps an idle connection is let go; beyond MaxConns
// connections, new ones wait to be accepted.
const (
	ReadTimeout  = 10 * time.Second
	WriteTimeout = 30 * time.Second
	IdleTimeout  = 30 * time.Second
	MaxConns     = 1000
)

// Server is the live PGN server listening.
type Server struct {
	Addr string // where it listens, host:port
	srv  *http.Server
}

// limits are the server's timeouts and connection cap.
type limits struct {
	header, read, write, idle time.Duration
	conns                     int
}

var defaultLimits = limits{header: 5 * time.Second, read: ReadTimeout, write: WriteTimeout, idle: IdleTimeout, conns: MaxConns}

// Listen serves h at addr: host:port, or :port for 127.0.0.1 only (the
// venue's network needs its address given, e.g. 0.0.0.0:8080).
func Listen(addr string, h http.Handler) (*Server, error) { return listen(addr, h, defaultLimits) }

func listen(addr string, h http.Handler, lim limits) (*Server, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, fmt.Errorf("live PGN server: %q: want host:port or :port: %w", addr, err)
	}
	if host == "" {
		host = "127.0.0.1"
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(host, port))
	if err != nil {
		return nil, fmt.Errorf("live PGN server: %w", err)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: lim.header, ReadTimeout: lim.read,
		WriteTimeout: lim.write, IdleTimeout: lim.idle, MaxHeaderBytes: 16 << 10}
	go srv.Serve(netutil.LimitListener(ln, lim.conns))
	return &Server{Addr: ln.Addr().String(), srv: srv}, nil
}

// Close stops the server and closes its connections.
func (s *Server) Close() error { return s.srv.Close() }
