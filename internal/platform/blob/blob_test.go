package blob

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestStagedFilesAreInvisibleUntilCommitAndGoneAfterAbort(t *testing.T) {
	ctx := context.Background()
	d, err := NewDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Stage(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.WriteString(s, "%PDF-1.7"); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Open(ctx, "t/doc"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("visible before commit: %v", err)
	}
	if err := s.Commit("t/doc"); err != nil {
		t.Fatal(err)
	}
	s.Abort() // after Commit: nothing happens
	r, err := d.Open(ctx, "t/doc")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(r)
	r.Close()
	if string(b) != "%PDF-1.7" {
		t.Errorf("read %q", b)
	}
	aborted, _ := d.Stage(ctx)
	aborted.Abort()
	aborted.Abort()
	if left, _ := os.ReadDir(filepath.Join(d.root, ".staging")); len(left) != 0 {
		t.Errorf("abort left %v", left)
	}
	for _, bad := range []string{"", "/etc/passwd", "../x", ".staging/x"} {
		if _, err := d.Open(ctx, bad); err == nil || errors.Is(err, ErrNotFound) {
			t.Errorf("key %q accepted: %v", bad, err)
		}
	}
}

func TestRemoveStaleTakesOnlyOldStagedFiles(t *testing.T) {
	ctx := context.Background()
	d, err := NewDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	old, _ := d.Stage(ctx)
	fresh, _ := d.Stage(ctx)
	defer fresh.Abort()
	oldPath := old.(*dirStaged).f.Name()
	week := time.Now().Add(-7 * 24 * time.Hour)
	if err := os.Chtimes(oldPath, week, week); err != nil {
		t.Fatal(err)
	}
	n, err := d.RemoveStale(ctx, time.Hour)
	if err != nil || n != 1 {
		t.Fatalf("removed %d, %v", n, err)
	}
	if _, err := os.Stat(oldPath); !os.IsNotExist(err) {
		t.Errorf("old staged file still there: %v", err)
	}
	if _, err := os.Stat(fresh.(*dirStaged).f.Name()); err != nil {
		t.Errorf("fresh staged file removed: %v", err)
	}
}
