package classify

import (
	"embed"
	"fmt"
	"hash/fnv"
	"io/fs"
	"path"
	"slices"
	"strings"
)

// corpusFS holds the hand-written base documents, one directory per type.
//
//go:embed testdata/corpus
var corpusFS embed.FS

// corpusRoot is the embedded directory holding one sub-directory per type.
const corpusRoot = "testdata/corpus"

// heldOutPercent of base documents (by file-name hash) form the held-out split.
const heldOutPercent = 25

// variantsPerDocument is how many noisy OCR-like copies each base document gets.
const variantsPerDocument = 3

// baseDoc is one hand-written corpus file.
type baseDoc struct {
	name string // "type/file.txt"
	typ  string
	text string
}

// Corpus returns the embedded labelled corpus (base documents and variants) with its train/held-out split.
func Corpus() (train, heldOut []Example, err error) {
	docs, err := readCorpus()
	if err != nil {
		return nil, nil, err
	}
	for _, d := range docs {
		exs := withVariants(d)
		if isHeldOut(d.name) {
			heldOut = append(heldOut, exs...)
		} else {
			train = append(train, exs...)
		}
	}
	return train, heldOut, nil
}

// readCorpus reads every .txt file under corpusRoot in lexical path order.
func readCorpus() ([]baseDoc, error) {
	var docs []baseDoc
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
		docs = append(docs, baseDoc{name: rel, typ: typ, text: string(b)})
		return nil
	})
	if err == nil && len(docs) == 0 {
		err = fmt.Errorf("classify: empty corpus")
	}
	return docs, err
}

// withVariants returns the base document followed by its noisy variants.
func withVariants(d baseDoc) []Example {
	out := []Example{{Type: d.typ, Text: d.text}}
	for v := 1; v <= variantsPerDocument; v++ {
		out = append(out, Example{Type: d.typ, Text: ocrNoise(d.text, d.name, v)})
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
