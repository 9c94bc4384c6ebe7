package speech

import (
	"context"
	"io"
	"os"
	"os/exec"
	"sync/atomic"
	"time"
)

// Beep sounds a short high tone through espeak-ng, the one sound program
// `make deps` installs, or rings the terminal bell when espeak-ng is
// missing. It never waits: the tone plays on its own goroutine, and a beep
// asked for while one still sounds is dropped (several flags falling on
// one tick are one alarm to the ear).
type Beep struct {
	path    string // "" when espeak-ng is not installed
	run     runner
	bell    io.Writer
	playing atomic.Bool
}

// beepTimeout bounds one tone, should the sound device hang.
const beepTimeout = 5 * time.Second

// NewBeep returns a beeper using espeak-ng from PATH, else the bell on
// standard error.
func NewBeep() *Beep {
	path, err := exec.LookPath("espeak-ng")
	if err != nil {
		path = ""
	}
	return &Beep{path: path, run: runCommand, bell: os.Stderr}
}

// beepArgs make espeak-ng say one short vowel at its highest pitch and
// fastest rate: a chirp, not a word in any language.
var beepArgs = []string{"-v", "en", "-p", "99", "-s", "450", "-a", "150", "[[i:]]"}

// Beep sounds the tone and returns at once.
func (b *Beep) Beep() {
	if b.path == "" {
		b.bell.Write([]byte{'\a'})
		return
	}
	if !b.playing.CompareAndSwap(false, true) {
		return
	}
	go func() {
		defer b.playing.Store(false)
		ctx, cancel := context.WithTimeout(context.Background(), beepTimeout)
		defer cancel()
		b.run(ctx, b.path, beepArgs...) // a beep that cannot sound has nobody to tell
	}()
}
