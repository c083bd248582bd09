package ocr

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strconv"
	"syscall"
	"time"
)

// The PDF text layer is parsed by github.com/ledongthuc/pdf, which recurses and allocates by
// what the file says: a page dictionary of two million nested arrays overflows the Go stack, a
// fatal error that recover cannot catch. So the parse never runs in the worker: it runs in a
// child process, the same executable started again with sandboxEnv set, under limits (CPU
// time, address space, a 64 MiB goroutine stack, a wall-clock bound, a capped reply). Whatever
// the child does, only that document is affected.
//
// The child is entered from this package's init, so every binary that links the package (the
// clinic binary and every test binary) can serve as its own sandbox: no separate executable to
// install or keep in step.

// sandboxEnv names the environment variable that turns a process into the text-layer child; its
// value is the maximum page count to read.
const sandboxEnv = "CLINIC_OCR_TEXT_LAYER_CHILD"

// Limits of the text-layer child.
const (
	childCPUSeconds   = 60              // RLIMIT_CPU: SIGXCPU, then SIGKILL
	childAddressSpace = 2 << 30         // RLIMIT_AS (not under the race detector, whose shadow memory needs far more)
	childMaxStack     = 64 << 20        // debug.SetMaxStack: deep recursion dies early, and in the child
	childWallClock    = 2 * time.Minute // at most, within the caller's context
	childMaxReply     = 64 << 20        // bytes of JSON the parent accepts
)

func init() {
	if v, ok := os.LookupEnv(sandboxEnv); ok {
		os.Exit(textLayerChild(v))
	}
}

// textLayerReply is what the child writes on its standard output.
type textLayerReply struct {
	// Status is "ok", "encrypted" or "unopenable" (the library cannot open it; poppler may).
	Status    string          `json:"status"`
	PageCount int             `json:"page_count"`
	Pages     []textLayerPage `json:"pages,omitempty"` // empty when PageCount is above the cap
}

// textLayerPage is one page's text layer; Usable is false when poppler must read the page
// (unparseable, positions collapsed, or too few letters).
type textLayerPage struct {
	Text   string `json:"text,omitempty"`
	Usable bool   `json:"usable"`
}

// textLayerChild is the child's whole life: limits, parse, reply. Its exit status is 0 when it
// replied, 2 when it could not start.
func textLayerChild(maxPagesArg string) int {
	maxPages, err := strconv.Atoi(maxPagesArg)
	if err != nil || len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "text-layer child: bad invocation")
		return 2
	}
	path := os.Args[len(os.Args)-1]
	runtime.GOMAXPROCS(1)
	debug.SetMaxStack(childMaxStack)
	debug.SetMemoryLimit(childAddressSpace / 2)
	_ = syscall.Setrlimit(syscall.RLIMIT_CPU, &syscall.Rlimit{Cur: childCPUSeconds, Max: childCPUSeconds + 5})
	_ = syscall.Setrlimit(syscall.RLIMIT_CORE, &syscall.Rlimit{})
	if !raceEnabled {
		_ = syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: childAddressSpace, Max: childAddressSpace})
	}
	reply := readTextLayer(path, maxPages)
	if err := json.NewEncoder(os.Stdout).Encode(reply); err != nil {
		return 2
	}
	return 0
}

// readTextLayer parses path with the library, in the child. Panics are caught per page; what
// cannot be caught (stack overflow, out of memory) ends the child, which the parent handles.
func readTextLayer(path string, maxPages int) textLayerReply {
	doc, closeDoc, err := openPDF(path)
	if err != nil {
		if isEncrypted(err) {
			return textLayerReply{Status: "encrypted"}
		}
		return textLayerReply{Status: "unopenable"}
	}
	defer closeDoc()
	count, err := numPages(doc)
	if err != nil || count == 0 {
		return textLayerReply{Status: "unopenable"}
	}
	reply := textLayerReply{Status: "ok", PageCount: count}
	if count > maxPages {
		return reply
	}
	reply.Pages = make([]textLayerPage, count)
	for n := 1; n <= count; n++ {
		gs, err := pageGlyphs(doc, n)
		if err != nil || positionsCollapsed(gs) {
			continue
		}
		text := layoutText(gs)
		reply.Pages[n-1] = textLayerPage{Text: text, Usable: countLetters(text) >= minLetters}
	}
	return reply
}

// errSandboxDied is a child that ended without a reply: it crashed or hit one of its limits.
var errSandboxDied = errors.New("ocr: text-layer parser ended without a reply")

// textLayer runs readTextLayer in a child process. errSandboxDied means the file made the
// library crash or exceed a limit; other errors are transient (cancelled, cannot start).
func textLayer(ctx context.Context, path string, maxPages int) (textLayerReply, error) {
	exe, err := os.Executable()
	if err != nil {
		return textLayerReply{}, fmt.Errorf("ocr: own executable: %w", err)
	}
	cctx, cancel := context.WithTimeout(ctx, childWallClock)
	defer cancel()
	cmd := exec.CommandContext(cctx, exe, path)
	cmd.Env = append(os.Environ(), sandboxEnv+"="+strconv.Itoa(maxPages), "GOTRACEBACK=none")
	cmd.WaitDelay = 2 * time.Second
	var stdout bytes.Buffer
	capped := &limitedBuffer{max: childMaxReply + 1, buf: &stdout}
	cmd.Stdout = capped
	cmd.Stderr = nil
	err = cmd.Run()
	if ctx.Err() != nil {
		return textLayerReply{}, fmt.Errorf("ocr: text layer: %w", ctx.Err())
	}
	var exitErr *exec.ExitError
	if err != nil && !errors.As(err, &exitErr) {
		return textLayerReply{}, fmt.Errorf("ocr: starting the text-layer child: %w", err)
	}
	if err != nil || stdout.Len() > childMaxReply {
		return textLayerReply{}, errSandboxDied
	}
	var reply textLayerReply
	if json.Unmarshal(stdout.Bytes(), &reply) != nil || reply.Status == "" {
		return textLayerReply{}, errSandboxDied
	}
	return reply, nil
}
