//go:build linux

package main

// #include <malloc.h>
import "C"

import "time"

// trimMalloc hands the C heap's free pages back to the system now and
// then. Mesa's software renderer compiles its shaders with LLVM when the
// window first draws, and frees text textures as tiles scroll away; glibc
// keeps what was freed unless asked (40 MB of the console's RSS with 400
// boards, docs/performance.md).
func trimMalloc() {
	go func() {
		time.Sleep(5 * time.Second)
		for wait := 15 * time.Second; ; wait = time.Minute {
			C.malloc_trim(0)
			time.Sleep(wait)
		}
	}()
}
