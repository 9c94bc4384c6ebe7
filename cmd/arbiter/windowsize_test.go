package main

import (
	"testing"

	"fyne.io/fyne/v2"
)

// The console fills the screen it opens on where it cannot be maximised,
// and a size saved on a larger screen is cut to the smaller one.
func TestConsoleSizeFromTheScreen(t *testing.T) {
	laptop, hd := fyne.NewSize(1366, 768-32), fyne.NewSize(1920, 1080)
	for _, c := range []struct {
		name     string
		saved    fyne.Size
		maximise bool
		area     fyne.Size
		want     fyne.Size
	}{
		{"first start, screen not known yet", fyne.Size{}, true, fyne.Size{}, defaultConsoleSize},
		{"first start on a laptop", fyne.Size{}, true, laptop, fyne.NewSize(1366-16, 768-32-48)},
		{"closed maximised on full HD", fyne.NewSize(1280, 700), true, hd, fyne.NewSize(1920-16, 1080-48)},
		{"saved size fits", fyne.NewSize(1280, 700), false, hd, fyne.NewSize(1280, 700)},
		{"saved on a larger screen", fyne.NewSize(1900, 1000), false, laptop, fyne.NewSize(1366-16, 768-32-48)},
		{"saved, screen not known", fyne.NewSize(1900, 1000), false, fyne.Size{}, fyne.NewSize(1900, 1000)},
		{"no size saved, not maximised", fyne.Size{}, false, hd, fyne.NewSize(1920-16, 1080-48)},
	} {
		if got := consoleSize(c.saved, c.maximise, c.area); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}
