package main

import (
	"io"
	"syscall"
	"unsafe"
)

// rawStdin and rawStdout use raw system calls, as cmd/arbiterctl's
// stdinReader and stdoutWriter do, so that the floor pays what
// `winnable --stdin` pays for its input and output, no more.
type rawStdin struct{}

func (rawStdin) Read(b []byte) (int, error) {
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

type rawStdout struct{}

func (rawStdout) Write(b []byte) (int, error) {
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
