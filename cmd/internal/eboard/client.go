package eboard

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/eboard"
	"github.com/coder/websocket"
)

// Client speaks to DGT LiveChess (or anything that speaks its API).
type Client struct {
	base *url.URL // http://HOST:PORT
	// Poll is how often the list of e-boards is read again, to see
	// boards connect and disconnect. Zero means 2 s.
	Poll time.Duration
	// Retry is the wait before connecting again. Zero means 1 s.
	Retry time.Duration
}

// NewClient reads LiveChess's address: "HOST:PORT", "http://HOST:PORT",
// or "ws://HOST:PORT/api/v1.0".
func NewClient(addr string) (*Client, error) {
	s := strings.TrimSpace(addr)
	if !strings.Contains(s, "://") {
		s = "http://" + s
	}
	u, err := url.Parse(s)
	if err != nil {
		return nil, fmt.Errorf("livechess address %q: %w", addr, err)
	}
	switch u.Scheme {
	case "ws":
		u.Scheme = "http"
	case "wss":
		u.Scheme = "https"
	case "http", "https":
	default:
		return nil, fmt.Errorf("livechess address %q: scheme %q, want http or ws", addr, u.Scheme)
	}
	if u.Host == "" {
		return nil, fmt.Errorf("livechess address %q: no host", addr)
	}
	if u.Port() == "" {
		u.Host += ":1982"
	}
	u.Path, u.RawQuery = "", ""
	return &Client{base: u}, nil
}

// URL is the API's WebSocket address.
func (c *Client) URL() string {
	u := *c.base
	u.Scheme = strings.Replace(u.Scheme, "http", "ws", 1)
	u.Path = APIPath
	return u.String()
}

// EBoards lists the e-boards over HTTP.
func (c *Client) EBoards(ctx context.Context) ([]EBoard, error) {
	u := *c.base
	u.Path = APIPath + "/eboards"
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, fmt.Errorf("livechess %s: %w", u.String(), err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("livechess %s: %s", u.String(), resp.Status)
	}
	var boards []EBoard
	if err := json.NewDecoder(resp.Body).Decode(&boards); err != nil {
		return nil, fmt.Errorf("livechess %s: reading the list of e-boards: %w", u.String(), err)
	}
	return boards, nil
}

// Update is what the client heard about one e-board.
type Update struct {
	Serial  string
	Reading eboard.Reading
	// Lost is true when the board (or LiveChess) cannot be heard: it
	// left the list, its state is not ACTIVE, or the connection broke.
	Lost bool
	// Err says what was wrong with a message about the board.
	Err error
}

// Watch follows every e-board LiveChess lists until ctx ends, calling fn
// for each update, from one goroutine. A broken connection is reported
// as every board lost, and made again.
func (c *Client) Watch(ctx context.Context, fn func(Update)) error {
	retry := c.Retry
	if retry == 0 {
		retry = time.Second
	}
	known := map[string]bool{}
	for {
		err := c.session(ctx, known, fn)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		for s := range known {
			fn(Update{Serial: s, Lost: true, Err: err})
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(retry):
		}
	}
}

// session is one connection to LiveChess.
func (c *Client) session(ctx context.Context, known map[string]bool, fn func(Update)) error {
	conn, _, err := websocket.Dial(ctx, c.URL(), nil)
	if err != nil {
		return fmt.Errorf("livechess %s: %w", c.URL(), err)
	}
	defer conn.CloseNow()
	conn.SetReadLimit(1 << 22)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	poll := c.Poll
	if poll == 0 {
		poll = 2 * time.Second
	}
	next := 1
	send := func(call string, param any) (int, error) {
		id := next
		next++
		c := Call{ID: id, Call: call}
		if param != nil {
			b, err := json.Marshal(param)
			if err != nil {
				return 0, err
			}
			c.Param = b
		}
		b, _ := json.Marshal(c)
		wctx, wcancel := context.WithTimeout(ctx, 5*time.Second)
		defer wcancel()
		return id, conn.Write(wctx, websocket.MessageText, b)
	}
	msgs := make(chan Response, 64)
	readErr := make(chan error, 1)
	go func() {
		for {
			_, b, err := conn.Read(ctx)
			if err != nil {
				readErr <- err
				return
			}
			var r Response
			if err := json.Unmarshal(b, &r); err != nil {
				continue
			}
			msgs <- r
		}
	}()

	listID, err := send("eboards", nil)
	if err != nil {
		return err
	}
	feeds := map[int]string{} // feed id -> serial
	subscribed := map[string]bool{}
	tick := time.NewTicker(poll)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case err := <-readErr:
			return fmt.Errorf("livechess %s: %w", c.URL(), err)
		case <-tick.C:
			if listID, err = send("eboards", nil); err != nil {
				return err
			}
		case r := <-msgs:
			now := time.Now()
			switch {
			case r.Response == "call" && r.ID == listID:
				var boards []EBoard
				if err := json.Unmarshal(r.Param, &boards); err != nil {
					continue
				}
				listed := map[string]bool{}
				slices.SortFunc(boards, func(a, b EBoard) int { return compareSerials(a.SerialNr, b.SerialNr) })
				for _, eb := range boards {
					listed[eb.SerialNr] = true
					known[eb.SerialNr] = true
					if eb.State != ActiveState {
						fn(Update{Serial: eb.SerialNr, Lost: true})
						continue
					}
					if !subscribed[eb.SerialNr] {
						id := 1000 + len(feeds)
						feeds[id] = eb.SerialNr
						subscribed[eb.SerialNr] = true
						p, _ := json.Marshal(SerialParam{SerialNr: eb.SerialNr})
						if _, err := send("subscribe", FeedParam{Feed: "eboardevent", ID: id, Param: p}); err != nil {
							return err
						}
					}
				}
				for s := range known {
					if !listed[s] {
						fn(Update{Serial: s, Lost: true})
					}
				}
			case r.Response == "feed":
				serial, ok := feeds[r.ID]
				if !ok {
					continue
				}
				var ev EBoardEvent
				if err := json.Unmarshal(r.Param, &ev); err != nil {
					fn(Update{Serial: serial, Err: fmt.Errorf("livechess event for e-board %s: %w", serial, err)})
					continue
				}
				rd, err := ev.Reading(now)
				fn(Update{Serial: serial, Reading: rd, Err: err})
			}
		}
	}
}

// compareSerials orders serial numbers as numbers where they are.
func compareSerials(a, b string) int {
	x, errx := strconv.Atoi(a)
	y, erry := strconv.Atoi(b)
	if errx == nil && erry == nil {
		return x - y
	}
	return strings.Compare(a, b)
}
