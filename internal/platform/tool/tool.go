// Package tool runs an external program on untrusted input under limits: address space, CPU time
// and the size of the files it writes (util-linux prlimit), a cap on its standard output, and the
// caller's context (cancelling it kills the program). A program that a limit stops costs one
// request or one document, never the service.
package tool

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

// Limits bound one run: address space and CPU seconds (prlimit), the size of any file it writes
// (RLIMIT_FSIZE) and of its standard output.
type Limits struct {
	AddressSpace, CPUSeconds, FileSize, Stdout int64
}

// ExitError is a program that ran and exited with a non-zero status. The caller decides whether
// that says something about the input.
type ExitError struct {
	Tool   string
	Code   int
	Stderr string // its first 4 KiB
}

func (e *ExitError) Error() string {
	return fmt.Sprintf("%s exited with status %d: %s", e.Tool, e.Code, e.Stderr)
}

// ErrLimit is a program killed by a limit (SIGXCPU, SIGKILL, an abort on a failed allocation)
// while the context was live, or one that wrote more than its output cap.
var ErrLimit = errors.New("exceeds the processing limits")

// prlimitPath is util-linux's prlimit, which sets the limits and then executes the program; when
// it is missing (never on Debian, where util-linux is essential) programs run with only the output
// cap and the context's deadline.
var prlimitPath, _ = exec.LookPath("prlimit")

// Run executes name with args under lim (env added to this process's environment) and returns its
// standard output. Errors: *ExitError, ErrLimit, or a plain error for a missing program or a
// cancelled context (transient: the caller may retry).
func Run(ctx context.Context, env []string, lim Limits, name string, args ...string) ([]byte, error) {
	path, err := exec.LookPath(name)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Base(name), err)
	}
	argv := append([]string{path}, args...)
	if prlimitPath != "" {
		argv = append([]string{prlimitPath,
			"--as=" + strconv.FormatInt(lim.AddressSpace, 10),
			"--cpu=" + strconv.FormatInt(lim.CPUSeconds, 10),
			"--fsize=" + strconv.FormatInt(lim.FileSize, 10),
			"--core=0", "--"}, argv...)
	}
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.WaitDelay = 2 * time.Second
	if env != nil {
		cmd.Env = append(os.Environ(), env...)
	}
	var stdout, stderr bytes.Buffer
	out := &LimitedBuffer{Max: int(lim.Stdout), Buf: &stdout}
	cmd.Stdout = out
	cmd.Stderr = &LimitedBuffer{Max: 4096, Buf: &stderr}
	err = cmd.Run()
	if cerr := ctx.Err(); cerr != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Base(name), cerr)
	}
	if out.Overflow {
		return nil, ErrLimit
	}
	if err == nil {
		return stdout.Bytes(), nil
	}
	var exitErr *exec.ExitError
	if errors.As(err, &exitErr) {
		if exitErr.Exited() {
			return nil, &ExitError{Tool: filepath.Base(name), Code: exitErr.ExitCode(), Stderr: strings.TrimSpace(stderr.String())}
		}
		return nil, ErrLimit
	}
	return nil, fmt.Errorf("running %s: %w", filepath.Base(name), err)
}

// LimitedBuffer keeps the first Max bytes written to it and drops the rest; Overflow records
// that more was written.
type LimitedBuffer struct {
	Max      int
	Buf      *bytes.Buffer
	Overflow bool
}

func (l *LimitedBuffer) Write(p []byte) (int, error) {
	room := l.Max - l.Buf.Len()
	if room > 0 {
		l.Buf.Write(p[:min(room, len(p))])
	}
	if len(p) > room {
		l.Overflow = true
	}
	return len(p), nil
}
