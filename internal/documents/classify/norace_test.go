//go:build !race

package classify

// raceEnabled reports whether the race detector (which slows training ~10x) is on.
const raceEnabled = false
