package main

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// Preferences of the console window's size.
const (
	prefWidth     = "ui.console.width"
	prefHeight    = "ui.console.height"
	prefMaximised = "ui.console.maximised"
)

// The console's size before the screen is known, and what a window's
// frame (title bar, borders) takes of the screen around it.
var (
	defaultConsoleSize = fyne.NewSize(1600, 960)
	windowFrame        = fyne.NewSize(16, 48)
)

// placeConsole gives the console window the size it had when last
// closed, cut to the screen it opens on. A console closed maximised, or
// started for the first time, fills the screen's work area: maximised
// where the window system lets a program ask (X11 window managers),
// sized from the screen elsewhere, since Fyne has no maximise of its own.
// Closing saves the size and whether it was maximised. Once the window
// has its size, placed runs on the UI goroutine: what it draws is laid
// out once, at that size.
func placeConsole(a fyne.App, w fyne.Window, placed func()) {
	p := a.Preferences()
	saved := fyne.NewSize(float32(p.FloatWithFallback(prefWidth, 0)), float32(p.FloatWithFallback(prefHeight, 0)))
	maximise := p.BoolWithFallback(prefMaximised, true)
	w.Resize(consoleSize(saved, maximise, fyne.Size{}))
	// The screen is known once the app runs: the window takes its size
	// from it before anything is drawn in it. A window manager maximises
	// a window only once it is shown.
	a.Lifecycle().SetOnStarted(func() {
		go fyne.Do(func() {
			if area, ok := screenArea(w); ok {
				w.Resize(consoleSize(saved, maximise, area))
			}
			placed()
		})
		if maximise {
			go func() {
				time.Sleep(300 * time.Millisecond)
				fyne.Do(func() { nativeX11(w, func(win uintptr) { maximiseX11(win) }) })
			}()
		}
	})
	w.SetCloseIntercept(func() {
		size := w.Canvas().Size()
		p.SetFloat(prefWidth, float64(size.Width))
		p.SetFloat(prefHeight, float64(size.Height))
		maximised := false
		nativeX11(w, func(win uintptr) { maximised = isMaximisedX11(win) })
		p.SetBool(prefMaximised, maximised)
		w.Close()
	})
}

// consoleSize is the console's size from the size saved (zero when none)
// and the screen's work area (zero while unknown): the whole work area,
// less the window's frame, for a console to maximise or never sized; the
// saved size otherwise, cut to the work area. Without a screen it is the
// saved size, or the default.
func consoleSize(saved fyne.Size, maximise bool, area fyne.Size) fyne.Size {
	room := fyne.NewSize(area.Width-windowFrame.Width, area.Height-windowFrame.Height)
	known := room.Width > 0 && room.Height > 0
	switch {
	case known && (maximise || saved.Width <= 0 || saved.Height <= 0):
		return room
	case known:
		return fyne.NewSize(min(saved.Width, room.Width), min(saved.Height, room.Height))
	case saved.Width > 0 && saved.Height > 0:
		return saved
	}
	return defaultConsoleSize
}

// screenArea is the primary screen's work area (without the panels of
// the desktop) in the window's units, or its whole size where the window
// system has no work area (Wayland). GLFW is the window system under
// Fyne's desktop driver; this runs on its thread, through fyne.Do.
func screenArea(w fyne.Window) (fyne.Size, bool) {
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return fyne.Size{}, false
	}
	_, _, width, height := m.GetWorkarea()
	if width <= 0 || height <= 0 {
		mode := m.GetVideoMode()
		if mode == nil {
			return fyne.Size{}, false
		}
		width, height = mode.Width, mode.Height
	}
	scale := w.Canvas().Scale()
	if scale <= 0 {
		scale = 1
	}
	return fyne.NewSize(float32(width)/scale, float32(height)/scale), width > 0 && height > 0
}

// nativeX11 runs f with the window's X11 handle, when it has one.
func nativeX11(w fyne.Window, f func(uintptr)) {
	nw, ok := w.(driver.NativeWindow)
	if !ok {
		return
	}
	nw.RunNative(func(ctx any) {
		if x, ok := ctx.(driver.X11WindowContext); ok && x.WindowHandle != 0 {
			f(x.WindowHandle)
		}
	})
}
