package sqlite

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/arbiterconsole/arbiter/storage"
)

// Every seal of a copy of the whole file holds: put back over the file,
// it passes every check of the file alone. The anchor catches it. Beside
// the key (keys/FILEID.PATHHASH.anchor, mode 0600) the store keeps the
// file's last seal it made or found at that path, with the number of
// writes it counts; a file at that path whose seal counts fewer writes
// (or as many, with another seal) is a copy put back, and is refused by
// Open and named by db check. A file with more writes than its anchor
// was written elsewhere (or the computer stopped between a commit and
// the anchor's update) and is taken as it is. The anchor is per path, so
// that a backup kept elsewhere is no rollback; it is written after each
// commit that seals the file, without a sync (a lost update only leaves
// it behind, which is never a false alarm), and synced when the store
// opens and closes the file.

const anchorVersion = "arbiter-console anchor 1"

// anchorFile is what an anchor file holds.
type anchorFile struct {
	Version string `json:"version"`
	Path    string `json:"path"`
	Seal    string `json:"seal"` // storedSeal.String()
	MAC     string `json:"mac"`  // HMAC under the key of the above and the file id
}

func (k *sealer) anchorMAC(path, seal string) string {
	m := newSeal(k.key, anchorVersion, k.fileID)
	m.text(path)
	m.text(seal)
	sum := m.sum()
	return hex.EncodeToString(sum[:])
}

// anchored reports whether the store keeps an anchor: a file with a key.
func (s *Store) anchored() bool { return s.key != nil && s.keyFile != "" }

// anchorPath is the anchor of this store's path; "" on a file without a
// key.
func (s *Store) anchorPath() string {
	if !s.anchored() {
		return ""
	}
	h := sha256.Sum256([]byte(s.path))
	return filepath.Join(filepath.Dir(s.keyFile), fmt.Sprintf("%s.%x.anchor", s.fileID, h[:8]))
}

// readAnchor reads this path's anchor: ok false when there is none, or
// none this store can trust (then note says why).
func (s *Store) readAnchor() (v storedSeal, ok bool, note string) {
	path := s.anchorPath()
	if path == "" {
		return v, false, ""
	}
	data, err := readPrivate(path, 4096)
	if errors.Is(err, fs.ErrNotExist) {
		return v, false, ""
	}
	if err != nil {
		return v, false, fmt.Sprintf("its anchor %s cannot be used: %v", path, err)
	}
	var a anchorFile
	k := s.sealer()
	if json.Unmarshal(data, &a) != nil || a.Version != anchorVersion || a.Path != s.path ||
		!hmac.Equal([]byte(a.MAC), []byte(k.anchorMAC(a.Path, a.Seal))) {
		return v, false, fmt.Sprintf("its anchor %s is not one Arbiter Console wrote for this file (cut short by a crash?): it is written again at the next write", path)
	}
	if v, ok = parseSeal(a.Seal); !ok {
		return v, false, fmt.Sprintf("its anchor %s holds no seal", path)
	}
	return v, true, ""
}

// writeAnchor records v as this path's anchor, in place (a rename per
// commit cost more than the commit), padded to whole 512-byte blocks so
// that a shorter record leaves nothing of the longer one behind; synced
// when durable. A record torn by a crash fails its MAC and is written
// again at the next open.
func (s *Store) writeAnchor(v storedSeal, durable bool) error {
	if !s.anchored() || v.n == 0 {
		return nil
	}
	seal := v.String()
	data, err := json.Marshal(anchorFile{Version: anchorVersion, Path: s.path, Seal: seal, MAC: s.sealer().anchorMAC(s.path, seal)})
	if err != nil {
		return err
	}
	size := (len(data) + 1 + 511) / 512 * 512
	data = append(data, bytes.Repeat([]byte{' '}, size-len(data)-1)...)
	data = append(data, '\n')
	if s.anchor == nil {
		path := s.anchorPath()
		if s.anchor, err = os.OpenFile(path, os.O_RDWR|os.O_CREATE|syscallNoFollow, 0o600); err != nil {
			return mediaError(path, "open", err)
		}
	}
	_, err = s.anchor.WriteAt(data, 0)
	if err == nil && durable {
		if err = s.anchor.Truncate(int64(size)); err == nil {
			err = s.anchor.Sync()
		}
	}
	if err != nil {
		return mediaError(s.anchor.Name(), "write", err)
	}
	return nil
}

// closeAnchor syncs the anchor and closes it.
func (s *Store) closeAnchor() error {
	var err error
	if s.lastSeal.n > 0 {
		err = s.writeAnchor(s.lastSeal, true)
	}
	if s.anchor != nil {
		if cerr := s.anchor.Close(); err == nil {
			err = cerr
		}
		s.anchor = nil
	}
	return err
}

// storedFileSeal reads the file's seal as tx sees it: ok false when it
// has none of version 2.
func storedFileSeal(ctx context.Context, tx *sql.Tx) (storedSeal, bool, error) {
	text, _, err := fileSealRow(ctx, tx)
	if err != nil {
		return storedSeal{}, false, err
	}
	v, ok := parseSeal(text)
	return v, ok, nil
}

// fileSealRow reads the file's seal row as tx sees it: present false when
// the file has none, of any version.
func fileSealRow(ctx context.Context, tx *sql.Tx) (text string, present bool, err error) {
	err = tx.QueryRowContext(ctx, "SELECT value FROM record_meta WHERE name = ?", fileSealName).Scan(&text)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	return text, err == nil, err
}

// rollback compares the file's seal with the anchor read before tx
// began (so that a write committed meanwhile makes the file newer, never
// older): nil when the file is not older.
func (s *Store) rollback(anchor storedSeal, file storedSeal, sealed bool) *storage.RollbackError {
	if sealed && (file.n > anchor.n || file == anchor) {
		return nil
	}
	e := &storage.RollbackError{Path: s.path, Anchor: s.anchorPath(), Anchored: anchor.n}
	if sealed {
		e.Seal = file.n
	}
	return e
}

// anchorState says, for db check, how a whole-file rollback is caught.
func (s *Store) anchorState() string {
	switch v, ok, note := s.readAnchor(); {
	case ok:
		return fmt.Sprintf("; a copy of the whole file put back is caught against its anchor %s (write %d)", s.anchorPath(), v.n)
	case note != "":
		return "; " + note
	}
	return "; no anchor on this computer for this path yet (it is made when the console opens or writes the file): a copy of the whole file put back is not caught here"
}
