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

// Example is one labelled training text. Source names the base document an
// example was made from (its noisy and OCR variants share it); examples with
// an empty Source each stand alone.
type Example struct{ Type, Text, Source string }

// Prediction is a classification: one of Types and the model's calibrated
// probability that it is right.
type Prediction struct {
	Type       string
	Confidence float64
}

// ErrNoText is returned by Classify when the text has no words to classify.
var ErrNoText = errors.New("no text to classify")

// params are everything that shapes a model besides its examples; they are
// part of Version. They hold no pointers, so %+v prints them in full.
type params struct {
	spec      featureSpec
	minGroups int       // features seen in fewer base documents are dropped
	lr        *lrParams // nil: no logistic regression
	svm       *svmParams
	mixLR     float64 // calibrated scores: mixLR·(LR logits) + mixSVM·(SVM scores)
	mixSVM    float64
}

// String spells out params (pointed-to values included) for Version.
func (p params) String() string {
	var lr lrParams
	var svm svmParams
	if p.lr != nil {
		lr = *p.lr
	}
	if p.svm != nil {
		svm = *p.svm
	}
	return fmt.Sprintf("spec=%+v minGroups=%d lr=%v:%+v svm=%v:%+v mix=%v,%v", p.spec, p.minGroups, p.lr != nil, lr, p.svm != nil, svm, p.mixLR, p.mixSVM)
}

// Model is a trained classifier: tf-idf features, a logistic regression and
// a linear SVM whose scores are combined into calibrated probabilities. It
// is immutable after training and safe for concurrent use.
type Model struct {
	params  params
	tfidf   *tfidf
	lr, svm *linear
	version string
}

// Train builds a model from examples with the default parameters, deterministically.
func Train(examples []Example) (*Model, error) { return train(examples, defaultParams) }

// train builds a model from examples with p.
func train(examples []Example, p params) (*Model, error) {
	sorted, err := sortedExamples(examples)
	if err != nil {
		return nil, err
	}
	docs := extractAll(&p.spec, sorted)
	groups := sourceGroups(sorted)
	labels := make([]int, len(sorted))
	for i, ex := range sorted {
		labels[i], _ = slices.BinarySearch(Types, ex.Type)
	}
	m := &Model{params: p, tfidf: fitTFIDF(docs, groups, p.spec.blocks, p.minGroups)}
	xs := make([]sparseVec, len(docs))
	inParallel(len(docs), func(i int) { xs[i] = m.tfidf.transform(docs[i]) })
	n := len(m.tfidf.idf)
	if p.lr != nil {
		m.lr = trainSoftmax(xs, labels, groups, len(Types), n, *p.lr)
	}
	if p.svm != nil {
		m.svm = trainSVM(xs, labels, len(Types), n, *p.svm)
	}
	m.version = modelVersion(sorted, p)
	return m, nil
}

// extractAll extracts every example's features.
func extractAll(spec *featureSpec, exs []Example) [][][]featureCount {
	docs := make([][][]featureCount, len(exs))
	inParallel(len(exs), func(i int) { docs[i] = spec.extract(exs[i].Text) })
	return docs
}

// inParallel calls fn(i) for every i in [0,n) on two goroutines. Each call
// must write only its own slot, so the result does not depend on scheduling.
func inParallel(n int, fn func(i int)) {
	var wg sync.WaitGroup
	for w := range 2 {
		wg.Go(func() {
			for i := w; i < n; i += 2 {
				fn(i)
			}
		})
	}
	wg.Wait()
}

// sourceGroups numbers the examples' sources; an empty Source is a group of its own.
func sourceGroups(exs []Example) []int {
	ids := map[string]int{}
	groups := make([]int, len(exs))
	for i, ex := range exs {
		if ex.Source == "" {
			groups[i] = -1 - i
			continue
		}
		id, ok := ids[ex.Source]
		if !ok {
			id = len(ids)
			ids[ex.Source] = id
		}
		groups[i] = id
	}
	return groups
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
		return cmpJoin(strings.Compare(a.Type, b.Type), strings.Compare(a.Text, b.Text), strings.Compare(a.Source, b.Source))
	})
	return out, nil
}

// cmpJoin returns the first non-zero comparison.
func cmpJoin(cs ...int) int {
	for _, c := range cs {
		if c != 0 {
			return c
		}
	}
	return 0
}

// modelVersion hashes the parameters, the cue list and the (sorted) examples.
func modelVersion(sorted []Example, p params) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%q\x00", p, cues)
	for _, ex := range sorted {
		fmt.Fprintf(h, "%s\x00%d\x00%s\x00%s\x00", ex.Type, len(ex.Text), ex.Text, ex.Source)
	}
	return "tfidf-" + p.learners() + "-" + hex.EncodeToString(h.Sum(nil))[:12]
}

// learners names the linear models p trains: "lr", "svm" or "lr-svm".
func (p params) learners() string {
	var names []string
	if p.lr != nil {
		names = append(names, "lr")
	}
	if p.svm != nil {
		names = append(names, "svm")
	}
	return strings.Join(names, "-")
}

// Version identifies the model (algorithm, parameters and corpus).
func (m *Model) Version() string { return m.version }

// Classify returns the most probable type for text, or ErrNoText.
func (m *Model) Classify(text string) (Prediction, error) {
	probs, err := m.probabilities(text)
	if err != nil {
		return Prediction{}, err
	}
	best := 0
	for k, p := range probs {
		if p > probs[best] {
			best = k
		}
	}
	return Prediction{Type: Types[best], Confidence: clamp01(probs[best])}, nil
}

// probabilities returns the calibrated probability of every type (in Types order).
func (m *Model) probabilities(text string) ([]float64, error) {
	if normalize(text) == "" {
		return nil, ErrNoText
	}
	lr, svm := m.parts(m.vector(text))
	z := mix(lr, svm, m.params.mixLR, m.params.mixSVM)
	softmax(z)
	return z, nil
}

// mix returns a·lr + b·svm, a nil part counting as zero.
func mix(lr, svm []float64, a, b float64) []float64 {
	z := make([]float64, len(Types))
	for c := range z {
		if lr != nil {
			z[c] += a * lr[c]
		}
		if svm != nil {
			z[c] += b * svm[c]
		}
	}
	return z
}

// vector returns the tf-idf vector of text.
func (m *Model) vector(text string) sparseVec { return m.tfidf.transform(m.params.spec.extract(text)) }

// parts returns the logistic regression's logits and the SVM's scores of x
// (nil for a learner the model does not have).
func (m *Model) parts(x sparseVec) (lr, svm []float64) {
	if m.lr != nil {
		lr = make([]float64, len(Types))
		m.lr.scores(x, lr)
	}
	if m.svm != nil {
		svm = make([]float64, len(Types))
		m.svm.scores(x, svm)
	}
	return lr, svm
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
		docs, err := readCorpus()
		if err != nil {
			defaultErr = err
			return
		}
		defaultModel, defaultErr = Train(trainingExamples(docs))
	})
	return defaultModel, defaultErr
}
