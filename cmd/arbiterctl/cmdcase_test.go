package main

import (
	"strings"
	"testing"
)

// commandCase is one command line and the standard output it must print.
type commandCase struct {
	name string
	args []string
	want string
}

// checkOutputs runs each case, which must succeed and print exactly want.
func checkOutputs(t *testing.T, cases []commandCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb strings.Builder
			if code := run(tt.args, &out, &errb); code != 0 {
				t.Fatalf("exit %d, stderr %q", code, errb.String())
			}
			if out.String() != tt.want {
				t.Errorf("stdout %q, want %q", out.String(), tt.want)
			}
		})
	}
}
