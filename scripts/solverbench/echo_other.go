//go:build !linux

package main

import "os"

type rawStdin struct{}

func (rawStdin) Read(b []byte) (int, error) { return os.Stdin.Read(b) }

type rawStdout struct{}

func (rawStdout) Write(b []byte) (int, error) { return os.Stdout.Write(b) }
