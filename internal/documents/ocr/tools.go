package ocr

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// toolError is a tool that ran and exited with a non-zero status. The caller
// decides whether that says something about the file.
type toolError struct {
	tool   string
	code   int
	stderr string
}

func (e *toolError) Error() string {
	return fmt.Sprintf("ocr: %s exited with status %d: %s", e.tool, e.code, e.stderr)
}

// run executes name with args, killing it when ctx is done, and returns its
// standard output. A non-zero exit is a *toolError; a missing tool, a
// signal or a cancelled context is a plain (transient) error.
func run(ctx context.Context, env []string, name string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.WaitDelay = 2 * time.Second
	if env != nil {
		cmd.Env = append(os.Environ(), env...)
	}
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &limitedBuffer{max: 4096, buf: &stderr}
	err := cmd.Run()
	if err == nil {
		return stdout.Bytes(), nil
	}
	if cerr := ctx.Err(); cerr != nil {
		return nil, fmt.Errorf("ocr: %s: %w", filepath.Base(name), cerr)
	}
	var exitErr *exec.ExitError
	if errors.As(err, &exitErr) && exitErr.Exited() {
		return nil, &toolError{tool: filepath.Base(name), code: exitErr.ExitCode(), stderr: strings.TrimSpace(stderr.String())}
	}
	return nil, fmt.Errorf("ocr: running %s: %w", filepath.Base(name), err)
}

// limitedBuffer keeps the first max bytes written to it and drops the rest.
type limitedBuffer struct {
	max int
	buf *bytes.Buffer
}

func (l *limitedBuffer) Write(p []byte) (int, error) {
	if room := l.max - l.buf.Len(); room > 0 {
		l.buf.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}

// runTesseract runs OCR on an image file and returns its normalised text.
func (r *Reader) runTesseract(ctx context.Context, image string) (string, error) {
	out, err := run(ctx, []string{"OMP_THREAD_LIMIT=1"}, r.tesseract,
		image, "stdout", "-l", r.lang, "--psm", tesseractPSM)
	if err != nil {
		return "", err
	}
	return normalizeText(string(out)), nil
}

// tesseractPSM is tesseract's page segmentation mode: 3 (fully automatic)
// measured best on the scanned lab reports in testdata; see README.md there.
const tesseractPSM = "3"

// renderPage renders one PDF page to a grayscale PGM and returns its path. PGM, not PNG:
// poppler's PNG encoder spends about 14 s on one A4 page at 300 dpi, PGM about 0.1 s, and
// tesseract reads both.
func (r *Reader) renderPage(c *call, page int) (string, error) {
	n := strconv.Itoa(page)
	prefix := filepath.Join(c.dir, "page-"+n)
	_, err := run(c.ctx, nil, r.pdftoppm, "-r", strconv.Itoa(r.dpi), "-f", n, "-l", n,
		"-gray", "-singlefile", c.path, prefix)
	if err != nil {
		return "", err
	}
	return prefix + ".pgm", nil
}

// pdftotextPage returns one page's text as laid out by poppler, normalised.
func (r *Reader) pdftotextPage(c *call, page int) (string, error) {
	n := strconv.Itoa(page)
	out, err := run(c.ctx, nil, r.pdftotext, "-layout", "-enc", "UTF-8", "-q", "-f", n, "-l", n, c.path, "-")
	if err != nil {
		return "", err
	}
	return normalizeText(string(out)), nil
}

// pdfInfo runs pdfinfo and returns the page count. Exit statuses are
// classified into *UnreadableError here.
func (r *Reader) pdfInfo(c *call) (int, error) {
	out, err := run(c.ctx, nil, r.pdfinfo, c.path)
	if err != nil {
		var te *toolError
		if errors.As(err, &te) {
			if strings.Contains(te.stderr, "password") || te.code == 3 {
				return 0, unreadable(reasonEncrypted)
			}
			return 0, unreadable(reasonCorruptPDF)
		}
		return 0, err
	}
	for _, line := range strings.Split(string(out), "\n") {
		if v, ok := strings.CutPrefix(line, "Pages:"); ok {
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err == nil && n > 0 {
				return n, nil
			}
		}
	}
	return 0, unreadable(reasonCorruptPDF)
}

// normalizeText trims every line, collapses whitespace runs to one space and
// drops empty lines and form feeds.
func normalizeText(s string) string {
	lines := strings.Split(s, "\n")
	out := lines[:0]
	for _, l := range lines {
		if l = strings.Join(strings.Fields(l), " "); l != "" {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
