//go:build !linux

package main

// trimMalloc does nothing where the C heap is not glibc's.
func trimMalloc() {}
