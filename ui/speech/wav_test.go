package speech

import (
	"context"
	"encoding/binary"
	"testing"
	"time"
)

// A WAV written by espeak-ng to a pipe carries the sizes of what it
// holds: the RIFF size and the data chunk's, so that its header's
// duration is the spoken one.
func TestWAVHeaderMatchesItsData(t *testing.T) {
	e := NewEspeak(nil)
	if e.path == "" {
		t.Skip("espeak-ng is not installed")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	wav, err := e.WAV(ctx, "e4", "en")
	if err != nil {
		t.Fatal(err)
	}
	if got := int(binary.LittleEndian.Uint32(wav[4:8])); got != len(wav)-8 {
		t.Errorf("RIFF size %d, want %d", got, len(wav)-8)
	}
	rate := binary.LittleEndian.Uint32(wav[24:28])
	bytesPerSecond := binary.LittleEndian.Uint32(wav[28:32])
	data := binary.LittleEndian.Uint32(wav[40:44])
	if string(wav[36:40]) != "data" || int(data) != len(wav)-44 {
		t.Fatalf("data chunk %q of %d bytes, want data of %d", wav[36:40], data, len(wav)-44)
	}
	if seconds := float64(data) / float64(bytesPerSecond); seconds <= 0 || seconds > 10 {
		t.Errorf("the header says %.1f s of speech at %d Hz, want a second or two", seconds, rate)
	}
}

// A stream that is no WAV is refused rather than written as one.
func TestFixWAVSizesRefusesOtherData(t *testing.T) {
	for _, data := range [][]byte{nil, []byte("RIFF"), []byte("RIFF\x00\x00\x00\x00WAVEfmt \xff\xff\xff\x7f")} {
		if _, err := fixWAVSizes(data); err == nil {
			t.Errorf("%q: taken for a WAV", data)
		}
	}
}
