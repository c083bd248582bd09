package ocr

import (
	"maps"
	"os"
	"sync"
	"syscall"
)

// peaks holds the highest resident memory seen per kind of child process.
var peaks struct {
	sync.Mutex
	bytes map[string]int64
}

// recordPeak notes the peak resident memory of a child that ended (from its rusage).
func recordPeak(name string, ps *os.ProcessState) {
	if ps == nil {
		return
	}
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok {
		return
	}
	rss := ru.Maxrss * 1024 // kilobytes on Linux
	peaks.Lock()
	defer peaks.Unlock()
	if peaks.bytes == nil {
		peaks.bytes = map[string]int64{}
	}
	peaks.bytes[name] = max(peaks.bytes[name], rss)
}

// ChildPeakRSS returns, per kind of child process this process has run ("parser child",
// "pdfinfo", "pdftotext", "pdftoppm", "tesseract"), the highest resident memory in bytes any one
// of them reached. Tests and benchmarks report it next to the worker's own peak.
func ChildPeakRSS() map[string]int64 {
	peaks.Lock()
	defer peaks.Unlock()
	return maps.Clone(peaks.bytes)
}
