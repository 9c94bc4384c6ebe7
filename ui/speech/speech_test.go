package speech

import (
	"bytes"
	"context"
	"errors"
	"os/exec"
	"slices"
	"sync"
	"testing"
)

// fakeESpeak records what it is asked to speak. Each call reports on
// started, then waits for its context to end or for release.
type fakeESpeak struct {
	started chan string
	release chan struct{}

	mu       sync.Mutex
	spoken   [][]string
	cutOff   []string
	ignoring bool // ignore cancellation until released, like a slow process
}

func newFake() *fakeESpeak {
	return &fakeESpeak{started: make(chan string, 10), release: make(chan struct{})}
}

func (f *fakeESpeak) run(ctx context.Context, path string, args ...string) error {
	f.mu.Lock()
	f.spoken = append(f.spoken, args)
	ignoring := f.ignoring
	f.mu.Unlock()
	text := args[len(args)-1]
	f.started <- text
	if ignoring {
		<-f.release
		return nil
	}
	select {
	case <-ctx.Done():
		f.mu.Lock()
		f.cutOff = append(f.cutOff, text)
		f.mu.Unlock()
		return ctx.Err()
	case <-f.release:
		return nil
	}
}

func (f *fakeESpeak) texts() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []string
	for _, a := range f.spoken {
		out = append(out, a[len(a)-1])
	}
	return out
}

func TestSayRunsEspeakWithTheVoice(t *testing.T) {
	f := newFake()
	e := newEspeak("/usr/bin/espeak-ng", f.run, nil)
	defer e.Close()
	if err := e.Say(context.Background(), "Springer Felix drei", "de"); err != nil {
		t.Fatal(err)
	}
	<-f.started
	close(f.release)
	e.Close()
	want := [][]string{{"-v", "de", "Springer Felix drei"}}
	if !slices.EqualFunc(f.spoken, want, slices.Equal) {
		t.Errorf("espeak-ng ran with %q, want %q", f.spoken, want)
	}
}

func TestNewUtteranceCutsOffTheStaleOne(t *testing.T) {
	f := newFake()
	e := newEspeak("espeak-ng", f.run, nil)
	defer e.Close()
	ctx := context.Background()
	if err := e.Say(ctx, "Eva vier", "de"); err != nil {
		t.Fatal(err)
	}
	<-f.started // Say returned while the first text is still being spoken
	if err := e.Say(ctx, "Eva fünf", "de"); err != nil {
		t.Fatal(err)
	}
	if got := <-f.started; got != "Eva fünf" {
		t.Errorf("second utterance = %q, want Eva fünf", got)
	}
	f.mu.Lock()
	cut := slices.Clone(f.cutOff)
	f.mu.Unlock()
	if !slices.Equal(cut, []string{"Eva vier"}) {
		t.Errorf("cut off %q, want the first utterance", cut)
	}
}

func TestOnlyTheLatestWaitingUtteranceIsSpoken(t *testing.T) {
	f := newFake()
	f.ignoring = true // the first utterance will not stop when told
	e := newEspeak("espeak-ng", f.run, nil)
	defer e.Close()
	ctx := context.Background()
	for _, text := range []string{"one", "two", "three"} {
		if err := e.Say(ctx, text, "en"); err != nil {
			t.Fatal(err)
		}
		if text == "one" {
			<-f.started
		}
	}
	f.mu.Lock()
	f.ignoring = false
	f.mu.Unlock()
	f.release <- struct{}{} // "one" ends
	if got := <-f.started; got != "three" {
		t.Errorf("after the first utterance came %q, want three (two was stale)", got)
	}
	close(f.release)
	e.Close()
	if got := f.texts(); !slices.Equal(got, []string{"one", "three"}) {
		t.Errorf("spoken %q, want [one three]", got)
	}
}

func TestCancelledContextIsNotSpoken(t *testing.T) {
	f := newFake()
	e := newEspeak("espeak-ng", f.run, nil)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := e.Say(ctx, "never", "en"); err != nil {
		t.Fatal(err)
	}
	if err := e.Say(context.Background(), "spoken", "en"); err != nil {
		t.Fatal(err)
	}
	<-f.started
	close(f.release)
	e.Close()
	if got := f.texts(); !slices.Equal(got, []string{"spoken"}) {
		t.Errorf("spoken %q, want [spoken]", got)
	}
}

func TestErrorsWhileSpeakingGoToOnError(t *testing.T) {
	failure := errors.New("no sound device")
	errs := make(chan error, 1)
	run := func(context.Context, string, ...string) error { return failure }
	e := newEspeak("espeak-ng", run, func(err error) { errs <- err })
	defer e.Close()
	if err := e.Say(context.Background(), "Schach", "de"); err != nil {
		t.Fatal(err)
	}
	if err := <-errs; !errors.Is(err, failure) {
		t.Errorf("onError got %v, want %v", err, failure)
	}
}

func TestSayErrors(t *testing.T) {
	f := newFake()
	missing := newEspeak("", f.run, nil)
	defer missing.Close()
	if err := missing.Say(context.Background(), "Schach", "de"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Say without espeak-ng: %v, want ErrNotFound", err)
	}
	if _, err := missing.WAV(context.Background(), "Schach", "de"); !errors.Is(err, ErrNotFound) {
		t.Errorf("WAV without espeak-ng: %v, want ErrNotFound", err)
	}
	if got, want := ErrNotFound.Error(), "speech: espeak-ng not found: install it with `make deps`"; got != want {
		t.Errorf("ErrNotFound says %q, want %q", got, want)
	}

	e := newEspeak("espeak-ng", f.run, nil)
	if err := e.Say(context.Background(), "Schach", "xx"); err == nil {
		t.Error("Say in language xx: no error")
	}
	e.Close()
	if err := e.Say(context.Background(), "Schach", "de"); !errors.Is(err, ErrClosed) {
		t.Errorf("Say after Close: %v, want ErrClosed", err)
	}
	if err := e.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
}

func TestSpeakWaitsForTheSpeech(t *testing.T) {
	var spoken []string
	run := func(_ context.Context, _ string, args ...string) error {
		spoken = append(spoken, args...)
		return nil
	}
	e := newEspeak("espeak-ng", run, nil)
	defer e.Close()
	if err := e.Speak(context.Background(), "Kurze Rochade", "de"); err != nil {
		t.Fatal(err)
	}
	if want := []string{"-v", "de", "Kurze Rochade"}; !slices.Equal(spoken, want) {
		t.Errorf("Speak ran espeak-ng with %q, want %q", spoken, want)
	}
}

func TestArgsKeepTextFromBeingAnOption(t *testing.T) {
	if got := args("en", 0, "-x"); !slices.Equal(got, []string{"-v", "en", " -x"}) {
		t.Errorf("args(-x) = %q", got)
	}
}

// TestSayWithVoiceAndRate speaks with a listener's own voice and rate.
func TestSayWithVoiceAndRate(t *testing.T) {
	f := newFake()
	e := newEspeak("/usr/bin/espeak-ng", f.run, nil)
	defer e.Close()
	if err := e.SayWith(context.Background(), "Springer Felix drei", "de", Options{Voice: "de+f3", Rate: 130}); err != nil {
		t.Fatal(err)
	}
	<-f.started
	close(f.release)
	f.mu.Lock()
	got := f.spoken[0]
	f.mu.Unlock()
	if want := []string{"-v", "de+f3", "-s", "130", "Springer Felix drei"}; !slices.Equal(got, want) {
		t.Errorf("espeak-ng ran with %q, want %q", got, want)
	}
	for _, o := range []Options{{Rate: 20}, {Rate: 1000}, {Voice: "-x"}, {Voice: "de f3"}} {
		if err := e.SayWith(context.Background(), "x", "de", o); err == nil {
			t.Errorf("SayWith(%+v) took it", o)
		}
	}
}

func TestVoices(t *testing.T) {
	for _, lang := range []string{"en", "fr", "es", "ru", "de", "it", "pt"} {
		if v, err := Voice(lang); err != nil || v != lang {
			t.Errorf("Voice(%s) = %q, %v", lang, v, err)
		}
	}
}

// TestWAV runs the real espeak-ng, which make deps installs.
func TestWAV(t *testing.T) {
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		t.Skip("espeak-ng is not installed (make deps installs it)")
	}
	e := NewEspeak(nil)
	defer e.Close()
	wav, err := e.WAV(context.Background(), "Springer Felix drei", "de")
	if err != nil {
		t.Fatal(err)
	}
	if len(wav) < 8000 || !bytes.Equal(wav[:4], []byte("RIFF")) || !bytes.Equal(wav[8:12], []byte("WAVE")) {
		t.Errorf("WAV is %d bytes starting %q, want a RIFF/WAVE file of at least 8000 bytes", len(wav), wav[:min(12, len(wav))])
	}
}
