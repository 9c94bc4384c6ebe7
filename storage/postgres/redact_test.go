package postgres

import (
	"strings"
	"testing"
)

// A password never reaches a message, in the user part or in the query.
func TestRedact_HidesThePasswordWhereverTheURLCarriesIt(t *testing.T) {
	for _, raw := range []string{
		"postgres://arbiter:s3cret@venue/event",
		"postgres://arbiter@venue/event?password=s3cret&sslmode=verify-full",
		"postgres://arbiter:s3cret@venue/event?password=s3cret",
	} {
		if got := redact(raw); strings.Contains(got, "s3cret") || !strings.Contains(got, "venue/event") {
			t.Errorf("redact(%q) = %q", raw, got)
		}
	}
}
