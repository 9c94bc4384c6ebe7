//go:build unix

package sqlite

import (
	"io/fs"
	"os"
	"syscall"
)

// syscallNoFollow refuses to open a key through a symbolic link put there
// between the check and the open, and never waits on a named pipe.
const syscallNoFollow = syscall.O_NOFOLLOW | syscall.O_NONBLOCK

// ownedByUser tells whether the user running the console owns fi: a key
// another user put in a folder they could write is theirs to forge with.
func ownedByUser(fi fs.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return !ok || int(st.Uid) == os.Getuid()
}
