//go:build !unix

package sqlite

import "io/fs"

const syscallNoFollow = 0

func ownedByUser(fs.FileInfo) bool { return true }
