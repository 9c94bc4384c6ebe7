package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// fsyncNote is a shared library for LD_PRELOAD that lets every fsync and
// fdatasync of the child through and then writes the line "fsync" to its
// standard output, in order with its ack lines. SQLite calls both through
// the C library, so each of its syncs is seen; Go's own File.Sync makes
// the system call directly and is not (the child makes none).
const fsyncNote = `#define _GNU_SOURCE
#include <dlfcn.h>
#include <unistd.h>

static void note(void) {
	static const char line[] = "fsync\n";
	ssize_t n = write(1, line, sizeof line - 1);
	(void)n;
}

int fsync(int fd) {
	static int (*real)(int);
	if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
	int r = real(fd);
	note();
	return r;
}

int fdatasync(int fd) {
	static int (*real)(int);
	if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
	int r = real(fd);
	note();
	return r;
}
`

// buildFsyncNote compiles fsyncNote into dir and returns the library's
// path, for LD_PRELOAD. It needs a C compiler (cgo needs one anyway) and
// a system whose dynamic linker honours LD_PRELOAD (Linux, the BSDs).
func buildFsyncNote(dir string) (string, error) {
	src := filepath.Join(dir, "fsyncnote.c")
	lib := filepath.Join(dir, "fsyncnote.so")
	if err := os.WriteFile(src, []byte(fsyncNote), 0o600); err != nil {
		return "", err
	}
	cc := os.Getenv("CC")
	if cc == "" {
		cc = "cc"
	}
	out, err := exec.Command(cc, "-shared", "-fPIC", "-o", lib, src, "-ldl").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("building the fsync counter: %v: %s", err, out)
	}
	return lib, nil
}
