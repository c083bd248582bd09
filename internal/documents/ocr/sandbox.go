package ocr

import (
	"bytes"
	"clinic/internal/platform/tool"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// The libraries that parse untrusted files in Go (github.com/ledongthuc/pdf for the PDF text layer,
// github.com/suyashkumar/dicom for DICOM headers) recurse and allocate by what the file says: a
// page dictionary of two million nested arrays overflows the Go stack, a fatal error that recover
// cannot catch; a DICOM element that claims 4 GiB gets a 4 GiB buffer. So they never run in the
// worker: each parse runs in a child process, the same executable started again with sandboxEnv
// set, under limits (CPU time, address space, a 64 MiB goroutine stack, a wall-clock bound, a
// capped reply). Whatever the child does, only that document is affected.
//
// The child is entered from this package's init, so every binary that links the package (the
// clinic binary and every test binary) can serve as its own sandbox: no separate executable to
// install or keep in step.

// sandboxEnv names the environment variable that turns a process into a parser child; its value
// names the job (see childJob). The file to parse is the last argument.
const sandboxEnv = "CLINIC_OCR_CHILD"

// Limits every child runs under.
const (
	childAddressSpace = 2 << 30  // RLIMIT_AS (not under the race detector, whose shadow memory needs far more)
	childMaxStack     = 64 << 20 // debug.SetMaxStack: deep recursion dies early, and in the child
	childMaxReply     = 64 << 20 // bytes of JSON the parent accepts
)

// childJob is one kind of work a child does: the function run on the file and its own CPU and
// wall-clock bounds.
type childJob struct {
	cpuSeconds uint64        // RLIMIT_CPU: SIGXCPU, then SIGKILL 5 s later
	wallClock  time.Duration // at most, within the caller's context
	run        func(path, arg string) any
}

func init() {
	if v, ok := os.LookupEnv(sandboxEnv); ok {
		os.Exit(childMain(v))
	}
}

// childMain is a child's whole life: limits, parse, reply. Its exit status is 0 when it replied,
// 2 when it could not start. job is "name" or "name:arg".
func childMain(job string) int {
	name, arg, _ := strings.Cut(job, ":")
	j, ok := childJobs[name]
	if !ok || len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "ocr child: bad invocation")
		return 2
	}
	path := os.Args[len(os.Args)-1]
	runtime.GOMAXPROCS(1)
	debug.SetMaxStack(childMaxStack)
	debug.SetMemoryLimit(childAddressSpace / 2)
	_ = syscall.Setrlimit(syscall.RLIMIT_CPU, &syscall.Rlimit{Cur: j.cpuSeconds, Max: j.cpuSeconds + 5})
	_ = syscall.Setrlimit(syscall.RLIMIT_CORE, &syscall.Rlimit{})
	if raceEnabled {
		go watchResident(childAddressSpace)
	} else {
		_ = syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: childAddressSpace, Max: childAddressSpace})
	}
	if err := json.NewEncoder(os.Stdout).Encode(j.run(path, arg)); err != nil {
		return 2
	}
	return 0
}

// watchResident stands in for RLIMIT_AS in race builds (tests), whose shadow memory cannot live
// under an address-space limit: it ends the process once its resident memory exceeds limit bytes,
// checking every 5 ms.
func watchResident(limit int64) {
	page := int64(os.Getpagesize())
	for range time.Tick(5 * time.Millisecond) {
		statm, err := os.ReadFile("/proc/self/statm")
		if err != nil {
			return
		}
		fields := strings.Fields(string(statm))
		if len(fields) < 2 {
			return
		}
		if pages, err := strconv.ParseInt(fields[1], 10, 64); err == nil && pages*page > limit {
			os.Exit(3)
		}
	}
}

// errSandboxDied is a child that ended without a reply: it crashed or hit one of its limits.
var errSandboxDied = errors.New("ocr: parser child ended without a reply")

// runChild runs job (with arg) on path in a child process and decodes its JSON reply into reply.
// errSandboxDied means the file made the parser crash or exceed a limit; other errors are
// transient (cancelled, cannot start).
func runChild(ctx context.Context, job, arg, path string, reply any) error {
	j, ok := childJobs[job]
	if !ok {
		return fmt.Errorf("ocr: unknown child job %q", job)
	}
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("ocr: own executable: %w", err)
	}
	cctx, cancel := context.WithTimeout(ctx, j.wallClock)
	defer cancel()
	cmd := exec.CommandContext(cctx, exe, path)
	// GORACE: the race detector (tests) otherwise sleeps a second at every exit.
	cmd.Env = append(os.Environ(), sandboxEnv+"="+job+":"+arg, "GOTRACEBACK=none",
		"GORACE="+strings.TrimSpace(os.Getenv("GORACE")+" atexit_sleep_ms=0"))
	cmd.WaitDelay = 2 * time.Second
	var stdout bytes.Buffer
	cmd.Stdout = &tool.LimitedBuffer{Max: childMaxReply + 1, Buf: &stdout}
	cmd.Stderr = nil
	err = cmd.Run()
	if ctx.Err() != nil {
		return fmt.Errorf("ocr: %s child: %w", job, ctx.Err())
	}
	var exitErr *exec.ExitError
	if err != nil && !errors.As(err, &exitErr) {
		return fmt.Errorf("ocr: starting the %s child: %w", job, err)
	}
	if err != nil || stdout.Len() > childMaxReply {
		return errSandboxDied
	}
	if json.Unmarshal(stdout.Bytes(), reply) != nil {
		return errSandboxDied
	}
	return nil
}
