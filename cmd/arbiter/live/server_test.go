package live

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/stores"
)

// counting counts the reads that rendering a page makes.
type counting struct {
	storage.Store
	rounds atomic.Int64
}

func (c *counting) Rounds(ctx context.Context, id int64) ([]storage.Round, error) {
	c.rounds.Add(1)
	return c.Store.Rounds(ctx, id)
}

// A round's PGN is rendered once per change and served from memory to
// every poll in between.
func TestRendersOncePerChange(t *testing.T) {
	path, _ := fixture(t, filepath.Join(t.TempDir(), "arbiter.db"))
	s, err := stores.OpenReadOnly(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	c := &counting{Store: s}
	h := NewHandler(func() storage.Store { return c }, laws.Options{}, nil)
	srv := httptest.NewServer(h)
	defer srv.Close()
	get(t, srv, "/current.pgn")
	once := c.rounds.Load()
	for range 50 {
		if resp, _ := get(t, srv, "/current.pgn"); resp.StatusCode != 200 {
			t.Fatal(resp.Status)
		}
	}
	if n := c.rounds.Load(); n != once {
		t.Errorf("51 polls read the store %d times, one render %d", n, once)
	}
	h.Changed()
	get(t, srv, "/current.pgn")
	get(t, srv, "/current.pgn")
	if n := c.rounds.Load(); n != 2*once {
		t.Errorf("after a change, two polls read the store %d times, want one render more (%d)", n, 2*once)
	}
}

// The console serves the event it runs, not every event of its file.
func TestServesOnlyTheEventsItIsTold(t *testing.T) {
	path, _ := fixture(t, filepath.Join(t.TempDir(), "arbiter.db"))
	s, err := stores.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	first, err := s.Tournament(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := storage.UpdateValue(ctx, s.Update, func(tx storage.Tx) (int64, error) {
		return tx.AddTournament(ctx, storage.Tournament{Name: "Secret Closed", Rules: first.Rules, TimeControl: first.TimeControl})
	}); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(NewHandler(func() storage.Store { return s }, laws.Options{}, func() []int64 { return []int64{1} }))
	defer srv.Close()
	if resp, body := get(t, srv, "/events/2/current.pgn"); resp.StatusCode != 404 || !strings.Contains(body, "event 2 is not served here") {
		t.Errorf("an event not served: %d %s", resp.StatusCode, body)
	}
	if resp, body := get(t, srv, "/current.pgn"); resp.StatusCode != 200 || !strings.Contains(body, "Alder, Tom") {
		t.Errorf("the newest event served: %d %s", resp.StatusCode, body)
	}
	if _, body := get(t, srv, "/"); strings.Contains(body, "Secret") || !strings.Contains(body, "Live Open") {
		t.Errorf("the index lists events not served:\n%s", body)
	}
}

// -serve :8080 listens on this computer only; the server lets slow and
// idle clients go and caps its connections.
func TestListen_LocalByDefaultWithLimits(t *testing.T) {
	srv, err := Listen(":0", http.NotFoundHandler())
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	if host, _, _ := net.SplitHostPort(srv.Addr); host != "127.0.0.1" {
		t.Errorf(":0 listens on %s, want 127.0.0.1 only", srv.Addr)
	}
	h := srv.srv
	if h.ReadHeaderTimeout == 0 || h.ReadTimeout == 0 || h.WriteTimeout == 0 || h.IdleTimeout == 0 || h.MaxHeaderBytes == 0 {
		t.Errorf("server without limits: %+v", h)
	}
	if _, err := Listen("8080", http.NotFoundHandler()); err == nil || !strings.Contains(err.Error(), "want host:port or :port") {
		t.Errorf("an address without a port: %v", err)
	}
}

// Idle keep-alive connections and clients that never finish their
// request are let go; beyond the cap a connection waits to be served.
// (The limits here are short; Listen's are in the package's constants.)
func TestListen_LetsGoOfIdleAndSlowClients(t *testing.T) {
	srv, err := listen("127.0.0.1:0", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") }),
		limits{header: 300 * time.Millisecond, read: time.Second, write: time.Second, idle: 300 * time.Millisecond, conns: 3})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	var conns []net.Conn
	for range 3 {
		c, err := net.Dial("tcp", srv.Addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		conns = append(conns, c)
	}
	// The first asks once and idles; the second sends half a request.
	io.WriteString(conns[0], "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
	io.WriteString(conns[1], "GET / HTTP/1.1\r\nHost:")
	// At the cap, a fourth connection waits until one of them is let go.
	done := make(chan time.Duration, 1)
	go func() {
		t0 := time.Now()
		resp, err := http.Get("http://" + srv.Addr + "/")
		if err == nil {
			resp.Body.Close()
		}
		done <- time.Since(t0)
	}()
	for i, c := range conns[:2] {
		c.SetReadDeadline(time.Now().Add(3 * time.Second))
		if _, err := io.ReadAll(c); err != nil {
			t.Errorf("connection %d was not closed by the server: %v", i, err)
		}
	}
	select {
	case d := <-done:
		if d < 200*time.Millisecond {
			t.Errorf("a connection beyond the cap was served at once (%v)", d)
		}
	case <-time.After(5 * time.Second):
		t.Error("a connection beyond the cap was never served")
	}
}

// BenchmarkLiveServer polls a 40-board round's PGN with 1, 100 and 500
// clients at once, each on its own keep-alive connection, as viewers
// and broadcast tools do. It reports requests/s, the p99 latency, the
// requests that failed or timed out (10 s), and how much the heap grew.
//
//	go test -tags migrated_fynedo -run '^$' -bench LiveServer -benchtime 20000x ./cmd/arbiter/live/
func BenchmarkLiveServer(b *testing.B) {
	path := filepath.Join(b.TempDir(), "event.db")
	s, err := stores.Create(context.Background(), path)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	be, err := backend.New(context.Background(), s)
	if err != nil {
		b.Fatal(err)
	}
	if err := be.DemoEventOf(40); err != nil {
		b.Fatal(err)
	}
	h := NewHandler(func() storage.Store { return s }, laws.Options{}, nil)
	srv, err := Listen("127.0.0.1:0", h)
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	url := "http://" + srv.Addr + "/current.pgn"
	for _, clients := range []int{1, 100, 500} {
		b.Run(fmt.Sprintf("clients=%d", clients), func(b *testing.B) {
			runtime.GC()
			var before runtime.MemStats
			runtime.ReadMemStats(&before)
			var next atomic.Int64
			var failed atomic.Int64
			lat := make([][]time.Duration, clients)
			var wg sync.WaitGroup
			b.ResetTimer()
			start := time.Now()
			for c := range clients {
				wg.Add(1)
				go func() {
					defer wg.Done()
					tr := &http.Transport{MaxIdleConnsPerHost: 1}
					defer tr.CloseIdleConnections()
					client := &http.Client{Transport: tr, Timeout: 10 * time.Second}
					for next.Add(1) <= int64(b.N) {
						t0 := time.Now()
						resp, err := client.Get(url)
						if err != nil {
							failed.Add(1)
							continue
						}
						_, err = io.Copy(io.Discard, resp.Body)
						resp.Body.Close()
						if err != nil || resp.StatusCode != 200 {
							failed.Add(1)
							continue
						}
						lat[c] = append(lat[c], time.Since(t0))
					}
				}()
			}
			wg.Wait()
			elapsed := time.Since(start)
			b.StopTimer()
			all := slices.Concat(lat...)
			slices.Sort(all)
			var p99 time.Duration
			if len(all) > 0 {
				p99 = all[min(len(all)-1, len(all)*99/100)]
			}
			runtime.GC()
			var after runtime.MemStats
			runtime.ReadMemStats(&after)
			b.ReportMetric(float64(b.N)/elapsed.Seconds(), "req/s")
			b.ReportMetric(float64(p99.Microseconds())/1000, "p99-ms")
			b.ReportMetric(float64(failed.Load()), "failed")
			b.ReportMetric((float64(after.HeapInuse)-float64(before.HeapInuse))/(1<<20), "heap-growth-MB")
		})
	}
}
