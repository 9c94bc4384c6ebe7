//go:build !linux

package main

import "os"

// stdinReader is standard input.
type stdinReader struct{}

func (stdinReader) Read(b []byte) (int, error) { return os.Stdin.Read(b) }

// stdoutWriter is standard output.
type stdoutWriter struct{}

func (stdoutWriter) Write(b []byte) (int, error) { return os.Stdout.Write(b) }
