package main

import (
	"io"
	"syscall"
	"unsafe"
)

// stdinReader reads standard input with a raw system call: the goroutine
// keeps its processor while it waits for the next question, so no other
// thread is woken to take it over. `winnable --stdin` answers one question
// at a time, and the time of each answer is what a driver measures.
type stdinReader struct{}

func (stdinReader) Read(b []byte) (int, error) {
	if len(b) == 0 {
		return 0, nil
	}
	for {
		n, _, errno := syscall.RawSyscall(syscall.SYS_READ, 0, uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)))
		switch {
		case errno == syscall.EINTR || errno == syscall.EAGAIN:
			continue
		case errno != 0:
			return 0, errno
		case n == 0:
			return 0, io.EOF
		}
		return int(n), nil
	}
}

// stdoutWriter writes standard output with a raw system call, for the
// reason stdinReader reads that way: writing an answer wakes the asker,
// and a write through the runtime's system-call path may lose the
// processor meanwhile and finish on another thread, woken for it.
type stdoutWriter struct{}

func (stdoutWriter) Write(b []byte) (int, error) {
	done := 0
	for done < len(b) {
		n, _, errno := syscall.RawSyscall(syscall.SYS_WRITE, 1, uintptr(unsafe.Pointer(&b[done])), uintptr(len(b)-done))
		switch {
		case errno == syscall.EINTR || errno == syscall.EAGAIN:
			continue
		case errno != 0:
			return done, errno
		}
		done += int(n)
	}
	return done, nil
}
