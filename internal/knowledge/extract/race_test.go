//go:build race

package extract

// raceEnabled reports whether the race detector (which slows OCR and extraction several times) is on.
const raceEnabled = true
