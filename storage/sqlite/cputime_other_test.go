//go:build !unix

package sqlite

import "time"

func processCPU() (time.Duration, bool) { return 0, false }
