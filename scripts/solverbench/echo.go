package main

import (
	"bufio"
	"os"
)

// answerUndetermined answers each line of standard input "undetermined
// LINE", flushed at once: one read and one write a question, as `arbiterctl
// winnable --stdin` does (its raw system calls save about a microsecond
// more, which the floor does not need to match).
func answerUndetermined() error {
	sc := bufio.NewScanner(os.Stdin)
	w := bufio.NewWriter(os.Stdout)
	for sc.Scan() {
		w.WriteString("undetermined ")
		w.Write(sc.Bytes())
		w.WriteByte('\n')
		if err := w.Flush(); err != nil {
			return err
		}
	}
	return sc.Err()
}
