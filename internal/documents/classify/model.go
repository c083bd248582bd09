package classify

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
)

// Types lists the nine document types, sorted.
var Types = []string{"clinical_note", "consent_form", "exam_result", "imaging", "insurance_doc", "lab_report", "other", "prescription", "referral"}

// Example is one labelled training text.
type Example struct{ Type, Text string }

// Prediction is a classification: one of Types and the model's probability for it.
type Prediction struct {
	Type       string
	Confidence float64
}

// ErrNoText is returned by Classify when the text has no words to classify.
var ErrNoText = errors.New("no text to classify")

// Model is a trained multinomial logistic-regression classifier. It is
// immutable after training and safe for concurrent use.
type Model struct {
	vocab   map[uint64]int32 // feature hash -> feature index
	weights []float64        // feature-major: weights[i*len(Types)+k]
	bias    []float64        // one per type
	params  params
	version string
}

// Train builds a model from examples, deterministically.
func Train(examples []Example) (*Model, error) {
	sorted, err := sortedExamples(examples)
	if err != nil {
		return nil, err
	}
	docs := make([][]featureCount, len(sorted))
	docCues := make([][]uint64, len(sorted))
	labels := make([]int, len(sorted))
	for i, ex := range sorted {
		norm := normalize(ex.Text)
		docs[i] = countFeatures(featureHashes(nil, norm))
		docCues[i] = appendCueHashes(nil, norm)
		labels[i], _ = slices.BinarySearch(Types, ex.Type)
	}
	m := &Model{params: defaultParams, vocab: buildVocab(docs, docCues, defaultParams.minDocFreq)}
	xs := make([]sparseVec, len(sorted))
	for i := range sorted {
		xs[i] = m.vectorize(docs[i], docCues[i])
	}
	m.weights, m.bias = trainSoftmax(xs, labels, len(m.vocab), m.params)
	m.version = modelVersion(sorted, m.params)
	return m, nil
}

// sortedExamples validates examples and returns a sorted copy, so that the
// model does not depend on the order in which examples were given.
func sortedExamples(examples []Example) ([]Example, error) {
	if len(examples) == 0 {
		return nil, errors.New("classify: no training examples")
	}
	out := slices.Clone(examples)
	for i, ex := range out {
		if !slices.Contains(Types, ex.Type) {
			return nil, fmt.Errorf("classify: example %d has unknown type %q", i, ex.Type)
		}
		if normalize(ex.Text) == "" {
			return nil, fmt.Errorf("classify: example %d (%s) has no text", i, ex.Type)
		}
	}
	slices.SortFunc(out, func(a, b Example) int {
		if c := strings.Compare(a.Type, b.Type); c != 0 {
			return c
		}
		return strings.Compare(a.Text, b.Text)
	})
	return out, nil
}

// buildVocab indexes every feature that occurs in at least minDF documents,
// assigning indices in ascending hash order.
func buildVocab(docs [][]featureCount, docCues [][]uint64, minDF int) map[uint64]int32 {
	df := make(map[uint64]int)
	for i, d := range docs {
		for _, f := range d {
			df[f.hash]++
		}
		for _, h := range docCues[i] {
			df[h] += minDF // cues are always kept
		}
	}
	kept := make([]uint64, 0, len(df))
	for h, n := range df {
		if n >= minDF {
			kept = append(kept, h)
		}
	}
	slices.Sort(kept)
	vocab := make(map[uint64]int32, len(kept))
	for i, h := range kept {
		vocab[h] = int32(i)
	}
	return vocab
}

// modelVersion hashes the algorithm parameters and the (sorted) examples.
func modelVersion(sorted []Example, p params) string {
	h := sha256.New()
	fmt.Fprintf(h, "%+v\x00%q\x00", p, cues)
	for _, ex := range sorted {
		fmt.Fprintf(h, "%s\x00%d\x00%s\x00", ex.Type, len(ex.Text), ex.Text)
	}
	return "lr-" + hex.EncodeToString(h.Sum(nil))[:12]
}

// Version identifies the model (algorithm, parameters and corpus).
func (m *Model) Version() string { return m.version }

// Classify returns the most probable type for text, or ErrNoText.
func (m *Model) Classify(text string) (Prediction, error) {
	norm := normalize(text)
	if norm == "" {
		return Prediction{}, ErrNoText
	}
	hashes := featureHashes(make([]uint64, 0, len(norm)*4), norm)
	x := m.vectorize(countFeatures(hashes), appendCueHashes(nil, norm))
	probs := m.probabilities(x, make([]float64, len(Types)))
	best := 0
	for k, p := range probs {
		if p > probs[best] {
			best = k
		}
	}
	return Prediction{Type: Types[best], Confidence: clamp01(probs[best])}, nil
}

// probabilities writes the softmax class probabilities of x into out.
func (m *Model) probabilities(x sparseVec, out []float64) []float64 {
	scores(m.weights, m.bias, x, out)
	softmax(out)
	return out
}

// clamp01 guards against rounding pushing a probability outside [0,1].
func clamp01(p float64) float64 {
	if math.IsNaN(p) {
		return 0
	}
	return math.Max(0, math.Min(1, p))
}

// defaultOnce guards the lazily trained default model.
var (
	defaultOnce  sync.Once
	defaultModel *Model
	defaultErr   error
)

// Default returns the model trained on the embedded corpus (built once per process).
func Default() (*Model, error) {
	defaultOnce.Do(func() {
		train, heldOut, err := Corpus()
		if err != nil {
			defaultErr = err
			return
		}
		defaultModel, defaultErr = Train(append(train, heldOut...))
	})
	return defaultModel, defaultErr
}
