// Package speech speaks announcements aloud through espeak-ng, for players
// who cannot see the board (Appendix D of the Laws). It does not import Fyne:
// the UI calls it from its own goroutine, and tests run without a display.
package speech

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strconv"
	"strings"
	"sync"
)

// Speaker speaks text in a language ("en", "de", ...).
type Speaker interface {
	Say(ctx context.Context, text, lang string) error
}

// ErrNotFound means espeak-ng is not installed.
var ErrNotFound = errors.New("speech: espeak-ng not found: install it with `make deps`")

// ErrClosed means the speaker was closed.
var ErrClosed = errors.New("speech: speaker closed")

// voices are the espeak-ng voices of the languages the console speaks.
var voices = map[string]string{
	"en": "en", "fr": "fr", "es": "es", "ru": "ru", "de": "de", "it": "it", "pt": "pt",
}

// Voice returns the espeak-ng voice for language lang.
func Voice(lang string) (string, error) {
	v, ok := voices[lang]
	if !ok {
		return "", fmt.Errorf("speech: no voice for language %q (have en de fr es it pt ru)", lang)
	}
	return v, nil
}

// runner runs espeak-ng with args until it ends or ctx is cancelled.
type runner func(ctx context.Context, path string, args ...string) error

// Espeak speaks through the espeak-ng program, one utterance at a time.
// Say never waits for the speech: it queues the text and returns. A new
// utterance makes the one being spoken stale, so it is cut off, and any
// utterance still waiting is dropped: the listener hears the latest news.
type Espeak struct {
	path    string // "" when espeak-ng is not installed
	run     runner
	onError func(error)

	mu      sync.Mutex
	pending *utterance
	stop    context.CancelFunc // cuts off the utterance being spoken
	closed  bool
	wake    chan struct{}
	done    chan struct{}
	wg      sync.WaitGroup
}

// utterance is one text waiting to be spoken.
type utterance struct {
	ctx         context.Context
	text, voice string
	rate        int
}

// Options tune how one listener hears the console: an espeak-ng voice in
// place of the language's own ("de+f3", "en-us") and a rate in words per
// minute (espeak-ng's -s, 80 to 450; 0 keeps its default of 175).
type Options struct {
	Voice string
	Rate  int
}

// voice returns the espeak-ng voice for lang under o, checking o.
func (o Options) voice(lang string) (string, error) {
	v, err := Voice(lang)
	if err != nil {
		return "", err
	}
	if o.Rate != 0 && (o.Rate < 80 || o.Rate > 450) {
		return "", fmt.Errorf("speech: rate %d words a minute: want 80 to 450", o.Rate)
	}
	if o.Voice == "" {
		return v, nil
	}
	if strings.HasPrefix(o.Voice, "-") || strings.ContainsFunc(o.Voice, func(r rune) bool { return r <= ' ' }) {
		return "", fmt.Errorf("speech: voice %q: want an espeak-ng voice name such as de or en-us+f3", o.Voice)
	}
	return o.Voice, nil
}

// NewEspeak returns a speaker using espeak-ng from PATH. Errors of the
// program while it speaks go to onError (which may be nil); Say itself
// reports only what is wrong at once. Close releases it.
func NewEspeak(onError func(error)) *Espeak {
	path, err := exec.LookPath("espeak-ng")
	if err != nil {
		path = ""
	}
	return newEspeak(path, runCommand, onError)
}

func newEspeak(path string, run runner, onError func(error)) *Espeak {
	e := &Espeak{path: path, run: run, onError: onError, wake: make(chan struct{}, 1), done: make(chan struct{})}
	e.wg.Add(1)
	go e.speak()
	return e
}

// Say queues text to be spoken in language lang and returns at once.
// Cancelling ctx silences the text, whether waiting or being spoken.
func (e *Espeak) Say(ctx context.Context, text, lang string) error {
	return e.SayWith(ctx, text, lang, Options{})
}

// SayWith queues text as Say does, spoken with the voice and rate of o.
func (e *Espeak) SayWith(ctx context.Context, text, lang string, o Options) error {
	voice, err := o.voice(lang)
	if err != nil {
		return err
	}
	if e.path == "" {
		return ErrNotFound
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return ErrClosed
	}
	e.pending = &utterance{ctx: ctx, text: text, voice: voice, rate: o.Rate}
	if e.stop != nil {
		e.stop()
	}
	select {
	case e.wake <- struct{}{}:
	default: // the worker is already due to look
	}
	return nil
}

// Close cuts off the speech, drops what waits and stops the speaker.
func (e *Espeak) Close() error {
	e.mu.Lock()
	if e.closed {
		e.mu.Unlock()
		return nil
	}
	e.closed = true
	e.pending = nil
	if e.stop != nil {
		e.stop()
	}
	close(e.done)
	e.mu.Unlock()
	e.wg.Wait()
	return nil
}

// speak is the worker: it speaks the pending utterance, one at a time.
func (e *Espeak) speak() {
	defer e.wg.Done()
	for {
		select {
		case <-e.done:
			return
		case <-e.wake:
		}
		u, ctx, stop := e.next()
		if u == nil {
			continue
		}
		if ctx.Err() == nil {
			err := e.run(ctx, e.path, args(u.voice, u.rate, u.text)...)
			if err != nil && ctx.Err() == nil && e.onError != nil {
				e.onError(err)
			}
		}
		e.mu.Lock()
		e.stop = nil
		e.mu.Unlock()
		stop()
	}
}

// next takes the pending utterance and the context that cuts it off.
func (e *Espeak) next() (*utterance, context.Context, context.CancelFunc) {
	e.mu.Lock()
	defer e.mu.Unlock()
	u := e.pending
	if u == nil || e.closed {
		return nil, nil, nil
	}
	e.pending = nil
	ctx, stop := context.WithCancel(u.ctx)
	e.stop = stop
	return u, ctx, stop
}

// Speak speaks text in language lang and waits until it is spoken, for
// command-line use. It bypasses the queue.
func (e *Espeak) Speak(ctx context.Context, text, lang string) error {
	voice, err := Voice(lang)
	if err != nil {
		return err
	}
	if e.path == "" {
		return ErrNotFound
	}
	return e.run(ctx, e.path, args(voice, 0, text)...)
}

// WAV returns text spoken in language lang as a WAV file, waiting for
// espeak-ng to finish. It bypasses the queue.
func (e *Espeak) WAV(ctx context.Context, text, lang string) ([]byte, error) {
	voice, err := Voice(lang)
	if err != nil {
		return nil, err
	}
	if e.path == "" {
		return nil, ErrNotFound
	}
	cmd := exec.CommandContext(ctx, e.path, append([]string{"--stdout"}, args(voice, 0, text)...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, commandError(voice, err, stderr.String())
	}
	return fixWAVSizes(out)
}

// args are espeak-ng's arguments for text in voice at rate (0: the
// default). A text that starts with "-" is shifted by a space so that
// espeak-ng does not take it for an option.
func args(voice string, rate int, text string) []string {
	if strings.HasPrefix(text, "-") {
		text = " " + text
	}
	a := []string{"-v", voice}
	if rate != 0 {
		a = append(a, "-s", strconv.Itoa(rate))
	}
	return append(a, text)
}

// runCommand runs espeak-ng to speak through the sound device.
func runCommand(ctx context.Context, path string, args ...string) error {
	cmd := exec.CommandContext(ctx, path, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return commandError(args[1], err, stderr.String())
	}
	return nil
}

func commandError(voice string, err error, stderr string) error {
	if msg := strings.TrimSpace(stderr); msg != "" {
		return fmt.Errorf("speech: espeak-ng -v %s: %w: %s", voice, err, msg)
	}
	return fmt.Errorf("speech: espeak-ng -v %s: %w", voice, err)
}
