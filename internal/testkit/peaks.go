package testkit

import (
	"maps"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// PeakSampler records the peak resident memory (VmHWM) of every descendant process of this one,
// by kind, sampling /proc every interval. Exited children's rusage cannot serve: Go starts them
// with vfork, and Linux then counts the parent's high-water mark as theirs.
type PeakSampler struct {
	once  sync.Once
	stop  chan struct{}
	done  chan struct{}
	mu    sync.Mutex
	peaks map[string]int64
}

// SampleDescendants starts sampling; Stop ends it. A process that lives less than interval may
// be missed.
func SampleDescendants(interval time.Duration) *PeakSampler {
	s := &PeakSampler{stop: make(chan struct{}), done: make(chan struct{}), peaks: map[string]int64{}}
	go func() {
		defer close(s.done)
		tick := time.NewTicker(interval)
		defer tick.Stop()
		for {
			s.sample()
			select {
			case <-s.stop:
				return
			case <-tick.C:
			}
		}
	}()
	return s
}

// Stop ends the sampling and returns the peak resident bytes per kind of process: the command
// name (pdftoppm, tesseract, ...), or "<job> child" for this executable started as an OCR parser
// child (CLINIC_OCR_CHILD=<job>:...). It may be called more than once.
func (s *PeakSampler) Stop() map[string]int64 {
	s.once.Do(func() { close(s.stop) })
	<-s.done
	s.mu.Lock()
	defer s.mu.Unlock()
	return maps.Clone(s.peaks)
}

func (s *PeakSampler) sample() {
	self := os.Getpid()
	selfComm := processKind(self)
	parents := map[int]int{}
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if stat, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat")); err == nil {
			// pid (comm) state ppid ...: comm may hold spaces and parentheses.
			if i := strings.LastIndexByte(string(stat), ')'); i > 0 {
				if f := strings.Fields(string(stat[i+1:])); len(f) > 1 {
					parents[pid], _ = strconv.Atoi(f[1])
				}
			}
		}
	}
	for pid := range parents {
		if !descends(pid, self, parents) {
			continue
		}
		kind, hwm := processKind(pid), vmHWM(pid)
		// Between vfork and exec a child still has this process's memory and name: not its own.
		if kind == "" || kind == selfComm || hwm == 0 {
			continue
		}
		s.mu.Lock()
		s.peaks[kind] = max(s.peaks[kind], hwm)
		s.mu.Unlock()
	}
}

func descends(pid, ancestor int, parents map[int]int) bool {
	for i := 0; i < 64 && pid > 1; i++ {
		pid = parents[pid]
		if pid == ancestor {
			return true
		}
	}
	return false
}

// processKind names a process by its command, or by its OCR child job.
func processKind(pid int) string {
	dir := filepath.Join("/proc", strconv.Itoa(pid))
	if env, err := os.ReadFile(filepath.Join(dir, "environ")); err == nil {
		for _, kv := range strings.Split(string(env), "\x00") {
			if v, ok := strings.CutPrefix(kv, "CLINIC_OCR_CHILD="); ok {
				job, _, _ := strings.Cut(v, ":")
				return job + " child"
			}
		}
	}
	comm, err := os.ReadFile(filepath.Join(dir, "comm"))
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(comm))
}

// vmHWM returns a process's peak resident bytes so far, 0 when unknown.
func vmHWM(pid int) int64 {
	status, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "status"))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(status), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// PeakRSS returns this process's own peak resident bytes (VmHWM).
func PeakRSS() int64 { return vmHWM(os.Getpid()) }
