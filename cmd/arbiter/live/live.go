// Package live serves the games of an event as PGN over HTTP, read-only,
// in the form live viewers and broadcast tools poll: one URL per round and
// one per board, rebuilt from the store on every request, so each poll
// sees every move stored until then.
//
//	GET /                                   the events and rounds, with links
//	GET /rounds/N.pgn                       round N of the newest event
//	GET /rounds/N/boards/B.pgn              board B of that round
//	GET /current.pgn                        the newest event's last round
//	GET /events/E/rounds/N.pgn              the same for event E
//	GET /events/E/rounds/N/boards/B.pgn
//	GET /events/E/current.pgn
//
// Responses carry an ETag; a poll with If-None-Match gets 304 Not
// Modified until a move or a ruling changes the text.
package live

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"html"
	"net/http"
	"strconv"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/exchange"
)

// Source gives the store to read, a file or a server alike; nil while
// none is open. The console opens another database now and then, so the
// handler asks every time.
type Source func() storage.Store

// Handler serves an event's games as PGN.
type Handler struct {
	source Source
	opts   laws.Options
	mux    *http.ServeMux
}

// NewHandler returns a read-only handler of the games in source's store.
func NewHandler(source Source, opts laws.Options) *Handler {
	h := &Handler{source: source, opts: opts, mux: http.NewServeMux()}
	h.mux.HandleFunc("GET /{$}", h.index)
	h.mux.HandleFunc("GET /current.pgn", h.pgn)
	h.mux.HandleFunc("GET /rounds/{file}", h.pgn)
	h.mux.HandleFunc("GET /rounds/{round}/boards/{file}", h.pgn)
	h.mux.HandleFunc("GET /events/{event}/current.pgn", h.pgn)
	h.mux.HandleFunc("GET /events/{event}/rounds/{file}", h.pgn)
	h.mux.HandleFunc("GET /events/{event}/rounds/{round}/boards/{file}", h.pgn)
	return h
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) { h.mux.ServeHTTP(w, r) }

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

func (h *Handler) pgn(w http.ResponseWriter, r *http.Request) {
	q, err := parse(r)
	if err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	s := h.source()
	if s == nil {
		http.Error(w, "no database is open", http.StatusServiceUnavailable)
		return
	}
	ctx := r.Context()
	if q.event == 0 {
		if q.event, err = newestEvent(ctx, s); err != nil {
			fail(w, err)
			return
		}
	}
	if q.round == 0 {
		if q.round, err = lastRound(ctx, s, q.event); err != nil {
			fail(w, err)
			return
		}
	}
	var body bytes.Buffer
	if q.board != 0 {
		err = exchange.ExportBoardPGN(ctx, s, q.event, q.round, q.board, h.opts, &body)
	} else {
		err = exchange.ExportPGN(ctx, s, q.event, q.round, h.opts, &body)
	}
	if err != nil {
		fail(w, err)
		return
	}
	sum := sha256.Sum256(body.Bytes())
	etag := `"` + hex.EncodeToString(sum[:12]) + `"`
	w.Header().Set("ETag", etag)
	w.Header().Set("Cache-Control", "no-cache")
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.Header().Set("Content-Type", "application/x-chess-pgn; charset=utf-8")
	w.Header().Set("Content-Length", strconv.Itoa(body.Len()))
	w.Write(body.Bytes())
}

// fail answers 404 for what is not there, 500 for the rest.
func fail(w http.ResponseWriter, err error) {
	if errors.Is(err, storage.ErrNotFound) {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	http.Error(w, err.Error(), http.StatusInternalServerError)
}

func newestEvent(ctx context.Context, s storage.Store) (int64, error) {
	ts, err := s.Tournaments(ctx)
	if err != nil {
		return 0, err
	}
	var id int64
	for _, t := range ts {
		id = max(id, t.ID)
	}
	if id == 0 {
		return 0, fmt.Errorf("no event yet: %w", storage.ErrNotFound)
	}
	return id, nil
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

// index lists the events, their rounds and boards as links.
func (h *Handler) index(w http.ResponseWriter, r *http.Request) {
	s := h.source()
	if s == nil {
		http.Error(w, "no database is open", http.StatusServiceUnavailable)
		return
	}
	ctx := r.Context()
	ts, err := s.Tournaments(ctx)
	if err != nil {
		fail(w, err)
		return
	}
	var b strings.Builder
	b.WriteString("<!doctype html>\n<meta charset=\"utf-8\">\n<title>Arbiter Console: live PGN</title>\n<h1>Live PGN</h1>\n")
	for _, t := range ts {
		fmt.Fprintf(&b, "<h2>%s</h2>\n<ul>\n", html.EscapeString(t.Name))
		rounds, err := s.Rounds(ctx, t.ID)
		if err != nil {
			fail(w, err)
			return
		}
		for _, rd := range rounds {
			boards, err := s.Boards(ctx, rd.ID)
			if err != nil {
				fail(w, err)
				return
			}
			fmt.Fprintf(&b, "<li><a href=\"/events/%d/rounds/%d.pgn\">round %d</a>:", t.ID, rd.Number, rd.Number)
			for _, bd := range boards {
				fmt.Fprintf(&b, " <a href=\"/events/%d/rounds/%d/boards/%d.pgn\">%d</a>", t.ID, rd.Number, bd.Number, bd.Number)
			}
			b.WriteString("</li>\n")
		}
		b.WriteString("</ul>\n")
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write([]byte(b.String()))
}
