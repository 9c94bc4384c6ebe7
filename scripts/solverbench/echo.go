package main

import "bufio"

// answerUndetermined answers each line of standard input "undetermined
// LINE", flushed at once, with the reads and writes of `arbiterctl
// winnable --stdin` (rawStdin, rawStdout).
func answerUndetermined() error {
	sc := bufio.NewScanner(rawStdin{})
	w := bufio.NewWriter(rawStdout{})
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
