package main

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver"
)

// Preferences of the console window's size.
const (
	prefWidth     = "ui.console.width"
	prefHeight    = "ui.console.height"
	prefMaximised = "ui.console.maximised"
)

// placeConsole gives the console window the size it had when last
// closed; a console closed maximised, or started for the first time,
// opens maximised where the window system lets a program ask (X11 window
// managers). Closing saves the size and whether it was maximised.
func placeConsole(a fyne.App, w fyne.Window) {
	p := a.Preferences()
	w.Resize(fyne.NewSize(float32(p.FloatWithFallback(prefWidth, 1600)), float32(p.FloatWithFallback(prefHeight, 960))))
	if p.BoolWithFallback(prefMaximised, true) {
		// The native window exists once the app runs and has shown it.
		go func() {
			time.Sleep(300 * time.Millisecond)
			fyne.Do(func() { nativeX11(w, func(win uintptr) { maximiseX11(win) }) })
		}()
	}
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
