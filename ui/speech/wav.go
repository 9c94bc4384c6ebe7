package speech

import (
	"encoding/binary"
	"errors"
)

// errNotWAV is a read-out that is not a RIFF WAVE file.
var errNotWAV = errors.New("speech: espeak-ng wrote no WAV (RIFF WAVE) data")

// fixWAVSizes sets the sizes of a WAV file's RIFF header and data chunk
// to the data it holds. espeak-ng writes to a pipe without knowing the
// length, and leaves both at 0x7fffffff: players would read 13 hours.
func fixWAVSizes(wav []byte) ([]byte, error) {
	if len(wav) < 12 || string(wav[0:4]) != "RIFF" || string(wav[8:12]) != "WAVE" {
		return nil, errNotWAV
	}
	binary.LittleEndian.PutUint32(wav[4:8], uint32(len(wav)-8))
	for at := 12; at+8 <= len(wav); {
		id, size := string(wav[at:at+4]), int(binary.LittleEndian.Uint32(wav[at+4:at+8]))
		if id == "data" {
			binary.LittleEndian.PutUint32(wav[at+4:at+8], uint32(len(wav)-at-8))
			return wav, nil
		}
		next := at + 8 + size + size%2 // chunks are padded to even sizes
		if size < 0 || next > len(wav) || next <= at {
			break
		}
		at = next
	}
	return nil, errNotWAV
}
