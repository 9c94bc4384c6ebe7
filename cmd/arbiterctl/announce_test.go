package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

func TestAnnounceCommand(t *testing.T) {
	const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"german by default", []string{chess.StartFEN, "Nf3"}, "Springer Felix drei\n"},
		{"lang after the move", []string{chess.StartFEN, "Nf3", "--lang", "de"}, "Springer Felix drei\n"},
		{"lang before", []string{"--lang", "en", chess.StartFEN, "g1f3"}, "Knight Felix three\n"},
		{"german SAN", []string{chess.StartFEN, "Sf3", "--lang", "de"}, "Springer Felix drei\n"},
		{"unquoted fen", append(strings.Fields(kiwipete), "O-O", "--lang", "fr"), "petit roque\n"},
		{"russian", []string{kiwipete, "d5e6", "--lang", "ru"}, "Давид берёт Ева шесть\n"},
		{"parse", []string{chess.StartFEN, "--parse", "Springer Felix drei", "--lang", "de"}, "Nf3\n"},
		{"parse after the fen", []string{chess.StartFEN, "--lang", "de", "--parse", "S f drei"}, "Nf3\n"},
		{"parse castling", []string{kiwipete, "--parse", "Lange Rochade"}, "O-O-O\n"},
		{"parse unquoted fen", append(strings.Fields(kiwipete), "--parse", "David takes Eva six", "--lang", "en"), "dxe6\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb strings.Builder
			if code := run(append([]string{"announce"}, tt.args...), &out, &errb); code != 0 {
				t.Fatalf("exit %d, stderr %q", code, errb.String())
			}
			if out.String() != tt.want {
				t.Errorf("stdout %q, want %q", out.String(), tt.want)
			}
		})
	}
}

func TestAnnounceCommandErrors(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"no move", []string{chess.StartFEN}, 2, "want a FEN and a MOVE"},
		{"nothing", nil, 2, "want a FEN and a MOVE"},
		{"bad language", []string{chess.StartFEN, "Nf3", "--lang", "xx"}, 2, `--lang "xx": no such language`},
		{"bad flag", []string{chess.StartFEN, "Nf3", "--loud"}, 2, "flag provided but not defined"},
		{"bad fen", []string{"8/8/8 w - - 0 1", "Nf3"}, 1, "FEN"},
		{"illegal move", []string{chess.StartFEN, "Nf6"}, 1, "illegal move"},
		{"unreadable announcement", []string{chess.StartFEN, "--parse", "Springer Fenix drei"}, 1, `unknown word "Fenix"`},
		{"illegal announcement", []string{chess.StartFEN, "--parse", "Springer David zwei"}, 1, "illegal move"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb strings.Builder
			if code := run(append([]string{"announce"}, tt.args...), &out, &errb); code != tt.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tt.code, errb.String())
			}
			if !strings.Contains(errb.String(), tt.stderr) {
				t.Errorf("stderr %q does not say %q", errb.String(), tt.stderr)
			}
		})
	}
}

func TestAnnounceCommandWithoutEspeak(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	var out, errb strings.Builder
	if code := run([]string{"announce", chess.StartFEN, "Nf3", "--speak"}, &out, &errb); code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if want := "speech: espeak-ng not found: install it with `make deps`"; !strings.Contains(errb.String(), want) {
		t.Errorf("stderr %q, want %q", errb.String(), want)
	}
	if out.String() != "Springer Felix drei\n" {
		t.Errorf("stdout %q: the announcement should still be printed", out.String())
	}
}

func TestAnnounceCommandWAV(t *testing.T) {
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		t.Skip("espeak-ng is not installed (make deps installs it)")
	}
	file := filepath.Join(t.TempDir(), "nf3.wav")
	var out, errb strings.Builder
	if code := run([]string{"announce", chess.StartFEN, "Nf3", "--lang", "de", "--wav", file}, &out, &errb); code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	wav, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if len(wav) < 8000 || !bytes.HasPrefix(wav, []byte("RIFF")) {
		t.Errorf("%s: %d bytes, want a RIFF file of at least 8000", file, len(wav))
	}
}
