// Package blob stores uploaded files. Store is what the domain needs; Dir keeps files in a local
// directory (an S3-compatible store can implement the same interface later).
package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// ErrNotFound is returned for a key that holds no file.
var ErrNotFound = errors.New("blob not found")

// Store keeps files by key. Keys are "/"-separated paths the service builds (never a client's
// file name).
type Store interface {
	// Stage returns a writer for a new file; nothing is visible under any key until Commit.
	Stage(ctx context.Context) (Staged, error)
	// Open returns the file under key, or ErrNotFound.
	Open(ctx context.Context, key string) (io.ReadCloser, error)
	// LocalPath returns a local file holding key's bytes, for tools that read files, and a
	// release function to call when done. Errors: ErrNotFound.
	LocalPath(ctx context.Context, key string) (path string, release func(), err error)
	// Delete removes key; a missing key is not an error.
	Delete(ctx context.Context, key string) error
	// RemoveStale removes staged files older than age: uploads a crashed process never
	// committed or aborted. It returns how many it removed.
	RemoveStale(ctx context.Context, age time.Duration) (int, error)
}

// Staged is a file being written.
type Staged interface {
	io.Writer
	// Commit makes the bytes durable under key.
	Commit(key string) error
	// Abort discards the bytes; safe after Commit (then it does nothing) and safe to call twice.
	Abort()
}

// Dir is a Store in a local directory: <root>/<key>, staged files under <root>/.staging.
type Dir struct{ root string }

// NewDir returns a Store rooted at root, creating it.
func NewDir(root string) (*Dir, error) {
	if err := os.MkdirAll(filepath.Join(root, ".staging"), 0o750); err != nil {
		return nil, fmt.Errorf("blob dir: %w", err)
	}
	return &Dir{root: root}, nil
}

func (d *Dir) path(key string) (string, error) {
	if key == "" || strings.HasPrefix(key, "/") || strings.Contains(key, "..") || strings.HasPrefix(key, ".") {
		return "", fmt.Errorf("blob key %q is not a relative path", key)
	}
	return filepath.Join(d.root, filepath.FromSlash(key)), nil
}

// Stage creates a temporary file under .staging.
func (d *Dir) Stage(context.Context) (Staged, error) {
	f, err := os.CreateTemp(filepath.Join(d.root, ".staging"), "upload-*")
	if err != nil {
		return nil, fmt.Errorf("stage blob: %w", err)
	}
	return &dirStaged{dir: d, f: f}, nil
}

// Open opens the file under key.
func (d *Dir) Open(_ context.Context, key string) (io.ReadCloser, error) {
	p, err := d.path(key)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(p)
	if errors.Is(err, os.ErrNotExist) {
		return nil, ErrNotFound
	}
	return f, err
}

// LocalPath returns the file's own path; release does nothing.
func (d *Dir) LocalPath(_ context.Context, key string) (string, func(), error) {
	p, err := d.path(key)
	if err != nil {
		return "", nil, err
	}
	if _, err := os.Stat(p); errors.Is(err, os.ErrNotExist) {
		return "", nil, ErrNotFound
	} else if err != nil {
		return "", nil, err
	}
	return p, func() {}, nil
}

// Delete removes the file under key.
func (d *Dir) Delete(_ context.Context, key string) error {
	p, err := d.path(key)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

// RemoveStale removes files under .staging last written more than age ago.
func (d *Dir) RemoveStale(_ context.Context, age time.Duration) (int, error) {
	dir := filepath.Join(d.root, ".staging")
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0, fmt.Errorf("list staged blobs: %w", err)
	}
	cutoff, removed := time.Now().Add(-age), 0
	for _, e := range entries {
		info, err := e.Info()
		if err != nil || e.IsDir() || info.ModTime().After(cutoff) {
			continue
		}
		if err := os.Remove(filepath.Join(dir, e.Name())); err == nil {
			removed++
		}
	}
	return removed, nil
}

type dirStaged struct {
	dir  *Dir
	f    *os.File
	done bool
}

func (s *dirStaged) Write(p []byte) (int, error) { return s.f.Write(p) }

// Commit syncs the file, moves it under key and syncs the directory, so a crash after Commit
// never leaves a key without its bytes.
func (s *dirStaged) Commit(key string) error {
	dst, err := s.dir.path(key)
	if err != nil {
		return err
	}
	if err := s.f.Sync(); err != nil {
		return fmt.Errorf("sync blob: %w", err)
	}
	if err := s.f.Close(); err != nil {
		return fmt.Errorf("close blob: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o750); err != nil {
		return fmt.Errorf("blob dir: %w", err)
	}
	if err := os.Rename(s.f.Name(), dst); err != nil {
		return fmt.Errorf("commit blob: %w", err)
	}
	s.done = true
	if dir, err := os.Open(filepath.Dir(dst)); err == nil {
		_ = dir.Sync()
		_ = dir.Close()
	}
	return nil
}

func (s *dirStaged) Abort() {
	if s.done {
		return
	}
	s.done = true
	_ = s.f.Close()
	_ = os.Remove(s.f.Name())
}
