//go:build !race

package ocr

const raceEnabled = false
