//go:build linux || freebsd || openbsd || netbsd

package main

/*
#cgo LDFLAGS: -lX11
#include <stdlib.h>
#include <X11/Xlib.h>
#include <X11/Xatom.h>

// maximise asks the window manager (EWMH) to maximise window w.
static int maximise(unsigned long w) {
	Display *d = XOpenDisplay(NULL);
	if (d == NULL) return 0;
	XEvent e = {0};
	e.xclient.type = ClientMessage;
	e.xclient.window = w;
	e.xclient.message_type = XInternAtom(d, "_NET_WM_STATE", False);
	e.xclient.format = 32;
	e.xclient.data.l[0] = 1; // _NET_WM_STATE_ADD
	e.xclient.data.l[1] = XInternAtom(d, "_NET_WM_STATE_MAXIMIZED_VERT", False);
	e.xclient.data.l[2] = XInternAtom(d, "_NET_WM_STATE_MAXIMIZED_HORZ", False);
	e.xclient.data.l[3] = 1; // a normal application
	XSendEvent(d, DefaultRootWindow(d), False, SubstructureRedirectMask | SubstructureNotifyMask, &e);
	XFlush(d);
	XCloseDisplay(d);
	return 1;
}

// maximised reports whether window w is maximised both ways.
static int maximised(unsigned long w) {
	Display *d = XOpenDisplay(NULL);
	if (d == NULL) return 0;
	Atom state = XInternAtom(d, "_NET_WM_STATE", False);
	Atom vert = XInternAtom(d, "_NET_WM_STATE_MAXIMIZED_VERT", False);
	Atom horz = XInternAtom(d, "_NET_WM_STATE_MAXIMIZED_HORZ", False);
	Atom type; int format; unsigned long n, after; unsigned char *data = NULL;
	int v = 0, h = 0;
	if (XGetWindowProperty(d, w, state, 0, 64, False, XA_ATOM, &type, &format, &n, &after, &data) == Success && data != NULL) {
		Atom *atoms = (Atom *)data;
		for (unsigned long i = 0; i < n; i++) {
			if (atoms[i] == vert) v = 1;
			if (atoms[i] == horz) h = 1;
		}
		XFree(data);
	}
	XCloseDisplay(d);
	return v && h;
}
// reachable reports whether the X server of DISPLAY answers.
static int reachable(void) {
	Display *d = XOpenDisplay(NULL);
	if (d == NULL) return 0;
	XCloseDisplay(d);
	return 1;
}
*/
import "C"

import (
	"errors"
	"os"

	"github.com/go-gl/glfw/v3.4/glfw"
)

// errNoDisplay is the one line the arbiter reads when there is no screen
// to show the console on.
var errNoDisplay = errors.New("no display: DISPLAY and WAYLAND_DISPLAY are not set, or the X server does not answer; start the console in a desktop session (arbiterctl runs without one)")

// chooseWindowSystem checks that there is a display before the window
// system is started (which would panic), and tells GLFW to use X11 when
// no Wayland compositor is named, so that it does not probe Wayland:
// libwayland would complain of XDG_RUNTIME_DIR at every start.
func chooseWindowSystem() error {
	if os.Getenv("WAYLAND_DISPLAY") != "" {
		return nil
	}
	if os.Getenv("DISPLAY") == "" || C.reachable() == 0 {
		return errNoDisplay
	}
	glfw.InitHint(glfw.PlatformHint, int(glfw.PlatformX11))
	return nil
}

func maximiseX11(w uintptr) { C.maximise(C.ulong(w)) }

func isMaximisedX11(w uintptr) bool { return C.maximised(C.ulong(w)) != 0 }
