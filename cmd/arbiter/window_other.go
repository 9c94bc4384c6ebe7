//go:build !(linux || freebsd || openbsd || netbsd)

package main

func maximiseX11(uintptr) {}

func isMaximisedX11(uintptr) bool { return false }

func chooseWindowSystem() error { return nil }
