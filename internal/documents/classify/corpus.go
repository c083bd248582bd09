package classify

import (
	"cmp"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"hash/fnv"
	"io/fs"
	"path"
	"slices"
	"strings"
)

// corpusFS holds the hand-written base documents, one directory per type,
// and what the project's OCR reads from scans of them (scanocr).
//
//go:embed testdata/corpus testdata/corpus_ocr
var corpusFS embed.FS

// corpusRoot is the embedded directory holding one sub-directory per type;
// ocrRoot holds the OCR text of the same files under the same names.
const (
	corpusRoot = "testdata/corpus"
	ocrRoot    = "testdata/corpus_ocr"
)

// heldOutPercent of base documents (by file-name hash) form the held-out split.
const heldOutPercent = 25

// baseDoc is one hand-written corpus file.
type baseDoc struct {
	name string // "type/file.txt"
	typ  string
	text string
	ocr  string // the OCR text of a scan of it; empty when there is none
}

// Corpus returns the embedded corpus as training examples (see
// trainingExamples), split into train and held-out by base document.
func Corpus() (train, heldOut []Example, err error) {
	docs, err := readCorpus()
	if err != nil {
		return nil, nil, err
	}
	var trainDocs, heldOutDocs []baseDoc
	for _, d := range docs {
		if isHeldOut(d.name) {
			heldOutDocs = append(heldOutDocs, d)
		} else {
			trainDocs = append(trainDocs, d)
		}
	}
	return trainingExamples(trainDocs), trainingExamples(heldOutDocs), nil
}

// augmentation says which examples besides the hand-written texts the
// model trains on.
type augmentation struct {
	variants int  // noisy OCR-like copies of each document (noise.go), at most len(noiseLevels)
	ocr      bool // each document's OCR text (testdata/corpus_ocr)
	mixed    bool // mixedExamples
}

// trainingAugmentation is the augmentation in use, chosen by cross-validation.
var trainingAugmentation = augmentation{variants: 2, ocr: true, mixed: true}

// trainingExamples returns what the model trains on for docs.
func trainingExamples(docs []baseDoc) []Example { return augmented(docs, trainingAugmentation) }

// augmented returns docs' examples under aug.
func augmented(docs []baseDoc, aug augmentation) []Example {
	var out []Example
	for _, d := range docs {
		out = append(out, d.examples(aug)...)
	}
	if aug.mixed {
		out = append(out, mixedExamples(docs)...)
	}
	return out
}

// readCorpus reads every .txt file under corpusRoot in lexical path order.
// A document's OCR text is used only when ocrRoot's manifest (written by
// scanocr) records the SHA-256 of the document as it is now: the OCR of an
// older version is left out, and TestOCRTextIsCurrent reports it.
func readCorpus() ([]baseDoc, error) {
	var docs []baseDoc
	scanned := ocrManifest()
	err := fs.WalkDir(corpusFS, corpusRoot, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) != ".txt" {
			return err
		}
		rel := strings.TrimPrefix(p, corpusRoot+"/")
		typ := path.Dir(rel)
		if !slices.Contains(Types, typ) {
			return fmt.Errorf("classify: corpus file %s is not under a known type", rel)
		}
		b, err := corpusFS.ReadFile(p)
		if err != nil {
			return err
		}
		var ocr []byte
		if sum := sha256.Sum256(b); scanned[rel] == hex.EncodeToString(sum[:]) {
			ocr, _ = corpusFS.ReadFile(ocrRoot + "/" + rel) // a missing scan is no error
		}
		docs = append(docs, baseDoc{name: rel, typ: typ, text: string(b), ocr: string(ocr)})
		return nil
	})
	if err == nil && len(docs) == 0 {
		err = fmt.Errorf("classify: empty corpus")
	}
	return docs, err
}

// ocrManifest returns the SHA-256 of each corpus file whose OCR text is in
// ocrRoot, by "type/file.txt" (scanocr's sources.sha256, sha256sum format).
func ocrManifest() map[string]string {
	b, _ := corpusFS.ReadFile(ocrRoot + "/sources.sha256") // none: no OCR texts
	sums := map[string]string{}
	for line := range strings.Lines(string(b)) {
		if sum, rel, ok := strings.Cut(strings.TrimSpace(line), "  "); ok {
			sums[rel] = sum
		}
	}
	return sums
}

// examples returns the base document followed by its first aug.variants
// noisy variants and, when aug.ocr is set and there is one, its OCR text.
func (d baseDoc) examples(aug augmentation) []Example {
	out := []Example{{Type: d.typ, Text: d.text, Source: d.name}}
	for v := 1; v <= aug.variants; v++ {
		out = append(out, Example{Type: d.typ, Text: ocrNoise(d.text, d.name, v), Source: d.name})
	}
	if aug.ocr && normalize(d.ocr) != "" {
		out = append(out, Example{Type: d.typ, Text: d.ocr, Source: d.name})
	}
	return out
}

// isHeldOut decides the split from the file name alone, so a base document
// and all of its variants always land on the same side.
func isHeldOut(name string) bool {
	h := fnv.New32a()
	h.Write([]byte(name))
	return h.Sum32()%100 < heldOutPercent
}

// mixedExamples returns one example per document: its text with part of a
// document of another type inserted (mixIn), labelled with its own type.
// The other document is the next one of another type in the order of the
// documents' name hashes, so the pairing is fixed and varied.
func mixedExamples(docs []baseDoc) []Example {
	order := make([]int, len(docs))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return cmp.Compare(nameHash(docs[a].name), nameHash(docs[b].name)) })
	out := make([]Example, len(docs))
	for p, i := range order {
		other := docs[i]
		for k := 1; k < len(order); k++ {
			if o := docs[order[(p+k)%len(order)]]; o.typ != docs[i].typ {
				other = o
				break
			}
		}
		out[i] = Example{Type: docs[i].typ, Text: mixIn(docs[i].text, other.text), Source: docs[i].name}
	}
	return out
}

// mixIn inserts the middle quarter of other's lines (at least one) into
// text after its first third of lines: a note that quotes lab values, a
// referral that quotes an ECG, a lab report with a stray paragraph.
func mixIn(text, other string) string {
	lines := strings.Split(strings.TrimSpace(text), "\n")
	extra := strings.Split(strings.TrimSpace(other), "\n")
	n := max(1, len(extra)/4)
	from := (len(extra) - n) / 2
	at := len(lines) / 3
	out := append(append(slices.Clone(lines[:at]), extra[from:from+n]...), lines[at:]...)
	return strings.Join(out, "\n")
}

// nameHash is the FNV-64a hash of a corpus file name.
func nameHash(name string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return h.Sum64()
}
