package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/announce"
	"github.com/arbiterconsole/arbiter/engine/chess"
)

func TestAnnounceClockCommand(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--white", "5399000", "--black", "3570500", "--moves", "40"},
			"Gespielte Züge: vierzig. Weiß: eine Stunde neunundzwanzig Minuten neunundfünfzig Sekunden; Schwarz: neunundfünfzig Minuten dreißig Sekunden\n"},
		{[]string{"--lang", "en", "--white", "61000", "--black", "3601000", "--moves", "1", "--used"},
			"Moves completed: one. Time used. White: one minute one second; Black: one hour one second\n"},
		{[]string{"--white", "0", "--black", "0", "--moves", "0", "--lang", "ru"},
			"Сделано ходов: ноль. Белые: ноль секунд; Чёрные: ноль секунд\n"},
	}
	for _, tt := range tests {
		var out, errb strings.Builder
		if code := run(append([]string{"announce", "clock"}, tt.args...), &out, &errb); code != 0 {
			t.Fatalf("%v: exit %d, stderr %q", tt.args, code, errb.String())
		}
		if out.String() != tt.want {
			t.Errorf("%v: stdout %q, want %q", tt.args, out.String(), tt.want)
		}
	}
}

func TestAnnounceClockCommandErrors(t *testing.T) {
	tests := []struct {
		args   []string
		stderr string
	}{
		{[]string{"clock", "--white", "1000", "--black", "1000"}, "announce clock wants --moves"},
		{[]string{"clock", "--white", "-1", "--black", "1000", "--moves", "3"}, "cannot be negative"},
		{[]string{"clock", "--white", "1", "--black", "1", "--moves", "1", "--lang", "xx"}, `--lang "xx": no such language`},
		{[]string{chess.StartFEN, "Nf3", "--moves", "3"}, "--moves is for announce clock"},
	}
	for _, tt := range tests {
		var out, errb strings.Builder
		if code := run(append([]string{"announce"}, tt.args...), &out, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2", tt.args, code)
		}
		if !strings.Contains(errb.String(), tt.stderr) {
			t.Errorf("%v: stderr %q does not say %q", tt.args, errb.String(), tt.stderr)
		}
	}
}

// TestAnnounceParseJSON prints a warning for each slip kind and none for
// an exact announcement.
func TestAnnounceParseJSON(t *testing.T) {
	const (
		queenOut  = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5Q2/PPPP1PPP/RNB1KBNR w KQkq - 2 3"
		enPassant = "k7/8/8/3pP3/8/8/8/7K w - d6 0 2"
	)
	tests := []struct {
		fen, text, lang, san, uci string
		slips                     []announce.Slip
	}{
		{chess.StartFEN, "Springer schlägt Felix drei", "de", "Nf3", "g1f3", []announce.Slip{announce.SaidCapture}},
		{queenOut, "Dame Felix fünf Schach", "de", "Qf5", "f3f5", []announce.Slip{announce.SaidCheck}},
		{queenOut, "Queen Felix five checkmate", "en", "Qf5", "f3f5", []announce.Slip{announce.SaidCheckmate}},
		{chess.StartFEN, "Eva vier en passant", "de", "e4", "e2e4", []announce.Slip{announce.SaidEnPassant}},
		{chess.StartFEN, "Eva vier wird Dame", "de", "e4", "e2e4", []announce.Slip{announce.SaidPromotion}},
		{enPassant, "Eva prend David six en passant", "fr", "exd6", "e5d6", nil},
		{chess.StartFEN, "Springer Felix drei", "de", "Nf3", "g1f3", nil},
	}
	for _, tt := range tests {
		var out, errb strings.Builder
		if code := run([]string{"announce", tt.fen, "--parse", tt.text, "--lang", tt.lang, "--json"}, &out, &errb); code != 0 {
			t.Fatalf("%q: exit %d, stderr %q", tt.text, code, errb.String())
		}
		var got struct {
			SAN, UCI string
			Warnings []struct {
				Slip    announce.Slip
				Message string
			}
		}
		if err := json.Unmarshal([]byte(out.String()), &got); err != nil {
			t.Fatalf("%q: %v in %s", tt.text, err, out.String())
		}
		if !strings.Contains(out.String(), `"warnings":[`) {
			t.Errorf("%q: %s has no warnings list", tt.text, out.String())
		}
		var slips []announce.Slip
		for _, w := range got.Warnings {
			slips = append(slips, w.Slip)
			if w.Message == "" {
				t.Errorf("%q: warning %s without a message", tt.text, w.Slip)
			}
		}
		if got.SAN != tt.san || got.UCI != tt.uci || len(slips) != len(tt.slips) || (len(slips) > 0 && slips[0] != tt.slips[0]) {
			t.Errorf("%q: got %s %s %v, want %s %s %v", tt.text, got.SAN, got.UCI, slips, tt.san, tt.uci, tt.slips)
		}
	}
}

// TestAnnounceClockWAVInEveryLanguage renders a clock read-out as a WAV
// file in each of the seven languages.
func TestAnnounceClockWAVInEveryLanguage(t *testing.T) {
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		t.Skip("espeak-ng is not installed (make deps installs it)")
	}
	dir := t.TempDir()
	for _, lang := range announce.Languages() {
		file := filepath.Join(dir, "clock-"+lang+".wav")
		var out, errb strings.Builder
		args := []string{"announce", "clock", "--white", "3723000", "--black", "59000", "--moves", "41", "--lang", lang, "--wav", file}
		if code := run(args, &out, &errb); code != 0 {
			t.Fatalf("%s: exit %d, stderr %q", lang, code, errb.String())
		}
		wav, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if len(wav) < 40000 || !bytes.HasPrefix(wav, []byte("RIFF")) || !bytes.Contains(wav[:16], []byte("WAVE")) {
			t.Errorf("%s: %d bytes, want a RIFF WAVE file of some seconds", lang, len(wav))
		}
		t.Logf("%s: %d bytes for %q", lang, len(wav), strings.TrimSpace(out.String()))
	}
}
