package classify

import (
	"hash/fnv"
	"strings"
	"unicode"
)

// noiseLevel describes how badly a simulated OCR pass mangles a document.
type noiseLevel struct {
	stripAccents bool    // drop all diacritics
	upper        bool    // ALL CAPS
	mergeLines   float64 // probability a line break becomes a space
	breakLine    float64 // probability a space becomes a line break
	splitWord    float64 // probability of a spurious space inside a word
	dropChar     float64 // probability a letter is lost
	confuseChar  float64 // probability a letter is misread (o->0, l->1, ...)
	strayChar    float64 // probability of inserting a stray symbol
}

// noiseLevels are the three variants generated per base document.
var noiseLevels = []noiseLevel{
	{stripAccents: true, upper: true, mergeLines: 0.3, dropChar: 0.01},
	{stripAccents: true, mergeLines: 0.5, breakLine: 0.05, splitWord: 0.04, dropChar: 0.02, confuseChar: 0.02, strayChar: 0.01},
	{stripAccents: true, upper: true, mergeLines: 1, breakLine: 0.08, splitWord: 0.06, dropChar: 0.03, confuseChar: 0.03, strayChar: 0.02},
}

// ocrConfusions maps letters to look-alikes an OCR engine might produce.
var ocrConfusions = map[rune]rune{
	'o': '0', 'O': '0', 'l': '1', 'I': '1', 'i': 'l', 'e': 'c', 'a': 'o',
	'S': '5', 's': '5', 'B': '8', 'm': 'n', 'n': 'm', 'u': 'v', 'c': 'e',
}

// strayChars are symbols that OCR tends to hallucinate from specks and lines.
const strayChars = "|~'.,;:_-*"

// ocrNoise returns a deterministic noisy copy of text: variant v (1-based)
// of the document called name always produces the same output.
func ocrNoise(text, name string, v int) string {
	lvl := noiseLevels[(v-1)%len(noiseLevels)]
	h := fnv.New64a()
	h.Write([]byte(name))
	rng := newSplitMix(h.Sum64() + uint64(v)*0x9e3779b97f4a7c15)
	if lvl.stripAccents {
		text = stripAccents(text)
	}
	if lvl.upper {
		text = strings.ToUpper(text)
	}
	var b strings.Builder
	b.Grow(len(text) + len(text)/8)
	prevLetter := false
	for _, r := range text {
		prevLetter = writeNoisyRune(&b, r, prevLetter, lvl, rng)
	}
	return b.String()
}

// writeNoisyRune writes r (possibly altered, dropped or padded) and reports
// whether a letter was just written.
func writeNoisyRune(b *strings.Builder, r rune, prevLetter bool, lvl noiseLevel, rng *splitMix) bool {
	switch {
	case r == '\n' && rng.float() < lvl.mergeLines:
		b.WriteByte(' ')
		return false
	case r == ' ' && rng.float() < lvl.breakLine:
		b.WriteByte('\n')
		return false
	case !unicode.IsLetter(r):
		b.WriteRune(r)
		return false
	}
	if rng.float() < lvl.strayChar {
		b.WriteByte(strayChars[rng.intn(len(strayChars))])
	}
	if prevLetter && rng.float() < lvl.splitWord {
		b.WriteByte(' ')
	}
	if rng.float() < lvl.dropChar {
		return prevLetter
	}
	if c, ok := ocrConfusions[r]; ok && rng.float() < lvl.confuseChar {
		r = c
	}
	b.WriteRune(r)
	return true
}

// stripAccents removes Portuguese diacritics, keeping letter case.
func stripAccents(s string) string {
	return strings.Map(func(r rune) rune {
		f := foldRune(r)
		if f == 0 || f == '0' || !unicode.IsLetter(r) {
			return r
		}
		if unicode.IsUpper(r) {
			return unicode.ToUpper(f)
		}
		return f
	}, s)
}
