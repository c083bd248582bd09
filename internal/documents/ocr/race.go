//go:build race

package ocr

// raceEnabled: the race detector reserves terabytes of shadow address space, so the child's
// RLIMIT_AS is left off in race builds (tests); its other limits still apply.
const raceEnabled = true
