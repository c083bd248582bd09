package classify

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
)

// cvFolds is the number of cross-validation folds.
const cvFolds = 5

// textSource is where a test text comes from.
type textSource int

const (
	srcClean textSource = iota // the hand-written text
	srcNoisy                   // its synthetic OCR-noise variants (noise.go)
	srcOCR                     // the project's OCR of a rendered scan (testdata/corpus_ocr)
	srcMixed                   // stress: a quarter of another type's document inserted into it
	srcShort                   // stress: its first three non-blank lines only
	numSources
)

// sourceNames name the text sources in reports.
var sourceNames = [numSources]string{"clean", "noisy", "ocr", "mixed", "short"}

// candidate is a model configuration compared by cross-validation.
type candidate struct {
	name   string
	params params
	aug    augmentation // what it trains on besides the hand-written texts
}

// trainingExamples returns what c trains on for the given base documents.
func (c candidate) trainingExamples(docs []baseDoc) []Example { return augmented(docs, c.aug) }

// assignFolds gives every base document a fold: stratified (each type's
// documents, in the order of their name hashes, are dealt round-robin) and
// grouped (a document's variants and OCR text go where it goes).
// Repeat r > 0 deals in another (hash-seeded) order, for repeated cross-validation.
func assignFolds(docs []baseDoc, k, r int) []int {
	folds := make([]int, len(docs))
	dealt := 0 // continue dealing across types so fold sizes stay even
	for _, typ := range Types {
		var idx []int
		for i, d := range docs {
			if d.typ == typ {
				idx = append(idx, i)
			}
		}
		slices.SortFunc(idx, func(a, b int) int {
			return cmp.Compare(nameHash(fmt.Sprint(r, docs[a].name)), nameHash(fmt.Sprint(r, docs[b].name)))
		})
		for _, i := range idx {
			folds[i] = dealt % k
			dealt++
		}
	}
	return folds
}

// cvPoint is one out-of-fold prediction: the raw scores of each learner.
type cvPoint struct {
	fold    int
	src     textSource
	actual  int
	lr, svm []float64 // nil when the candidate has no such learner
}

// mixed returns a·lr + b·svm.
func (p cvPoint) mixed(a, b float64) []float64 { return mix(p.lr, p.svm, a, b) }

// cvResult holds every out-of-fold prediction of one candidate.
type cvResult struct {
	cand   candidate
	points []cvPoint
}

// crossValidate trains c once per fold on the other folds' documents and
// scores the fold's documents from every text source.
func crossValidate(t testing.TB, docs []baseDoc, folds []int, c candidate) cvResult {
	t.Helper()
	res := cvResult{cand: c}
	for f := range cvFolds {
		var trainDocs, testDocs []baseDoc
		for i, d := range docs {
			if folds[i] == f {
				testDocs = append(testDocs, d)
			} else {
				trainDocs = append(trainDocs, d)
			}
		}
		m, err := train(c.trainingExamples(trainDocs), c.params)
		if err != nil {
			t.Fatal(err)
		}
		mixed := mixedExamples(testDocs)
		for j, d := range testDocs {
			for _, st := range testTexts(d, mixed[j].Text) {
				lr, svm := m.parts(m.vector(st.text))
				res.points = append(res.points, cvPoint{fold: f, src: st.src, actual: typeIndex(d.typ), lr: lr, svm: svm})
			}
		}
	}
	return res
}

// sourcedText is a test text and where it came from.
type sourcedText struct {
	src  textSource
	text string
}

// testTexts returns a document's test texts: the clean text, each noisy
// variant, the OCR text when there is one, and the stress texts (mixed is
// the text with part of another type's document in it, see mixIn).
func testTexts(d baseDoc, mixed string) []sourcedText {
	out := []sourcedText{{srcClean, d.text}, {srcMixed, mixed}, {srcShort, firstLines(d.text, 3)}}
	for _, ex := range d.examples(augmentation{variants: len(noiseLevels)})[1:] {
		out = append(out, sourcedText{srcNoisy, ex.Text})
	}
	if normalize(d.ocr) != "" {
		out = append(out, sourcedText{srcOCR, d.ocr})
	}
	return out
}

// confusions returns the candidate's confusion matrix per fold for src,
// predicting with its own mixing weights.
func (r cvResult) confusions(src textSource) []confusion {
	out := make([]confusion, cvFolds)
	for i := range out {
		out[i] = newConfusion()
	}
	for _, p := range r.points {
		if p.src == src {
			out[p.fold].add(p.actual, argmax(p.mixed(r.cand.params.mixLR, r.cand.params.mixSVM)))
		}
	}
	return out
}

// pooled sums per-fold matrices.
func pooled(cs []confusion) confusion {
	out := newConfusion()
	for _, c := range cs {
		out.merge(c)
	}
	return out
}

// argmax returns the index of the largest value (the first on ties).
func argmax(z []float64) int {
	best := 0
	for i, v := range z {
		if v > z[best] {
			best = i
		}
	}
	return best
}

// accuracyLine renders the mean and per-fold accuracy of r on src.
func (r cvResult) accuracyLine(src textSource) (string, float64) {
	cs := r.confusions(src)
	accs := make([]float64, len(cs))
	var folds []string
	for i, c := range cs {
		accs[i] = c.accuracy()
		folds = append(folds, fmt.Sprintf("%.3f", accs[i]))
	}
	mean, std := meanStd(accs)
	all := pooled(cs)
	return fmt.Sprintf("%-5s %.4f ± %.4f (n=%d) folds [%s]", sourceNames[src], mean, std, all.total(), strings.Join(folds, " ")), all.accuracy()
}

// cvCorpus reads the corpus and assigns folds, skipping under the race
// detector (cross-validation trains many models).
func cvCorpus(t *testing.T) ([]baseDoc, []int) {
	t.Helper()
	if raceEnabled || testing.Short() {
		t.Skip("cross-validation trains many models: not under -race or -short")
	}
	docs, err := readCorpus()
	if err != nil {
		t.Fatal(err)
	}
	return docs, assignFolds(docs, cvFolds, 0)
}

// logResult logs accuracy per source (mean, spread, folds) and per-type recall.
func logResult(t *testing.T, r cvResult) (acc [numSources]float64) {
	t.Helper()
	t.Logf("%s:", r.cand.name)
	for src := range numSources {
		line, a := r.accuracyLine(src)
		acc[src] = a
		t.Logf("  %s", line)
	}
	both := pooled(append(r.confusions(srcClean), r.confusions(srcOCR)...))
	t.Logf("  recall (clean+ocr):%s", both.recallLine())
	return acc
}

func TestCrossValidation(t *testing.T) {
	if !*runCV {
		t.Skip("run with -cv")
	}
	docs, folds := cvCorpus(t)
	t.Logf("%d base documents, %d folds (stratified by type, grouped by base document)", len(docs), cvFolds)
	var best [numSources]float64
	for _, c := range baselines() {
		acc := logResult(t, crossValidate(t, docs, folds, c))
		for src := range numSources {
			best[src] = max(best[src], acc[src])
		}
	}
	r := crossValidate(t, docs, folds, ours())
	acc := logResult(t, r)
	t.Logf("ours, clean+ocr confusion:\n%s", pooled(append(r.confusions(srcClean), r.confusions(srcOCR)...)))
	a, b := fitMix(r.points)
	t.Logf("mixing weights fitted on all out-of-fold points: lr %.3f svm %.3f (in use: %.3f %.3f)", a, b, r.cand.params.mixLR, r.cand.params.mixSVM)
	if !near(a, r.cand.params.mixLR) || !near(b, r.cand.params.mixSVM) {
		t.Errorf("defaultParams' mixing weights are stale: set mixLR %.2f, mixSVM %.2f", a, b)
	}
	for _, keep := range []struct {
		name string
		src  func(textSource) bool
	}{
		{"clean+ocr", func(s textSource) bool { return s == srcClean || s == srcOCR }},
		{"all sources (clean, noisy, ocr, mixed, short)", func(textSource) bool { return true }},
	} {
		t.Logf("calibration (cross-fitted), %s:\n%s", keep.name, calibrate(r.crossFittedOutcomes(keep.src)))
	}
	for _, src := range []textSource{srcClean, srcOCR} {
		if acc[src] < best[src] {
			t.Errorf("%s: our cross-validated accuracy %.4f is below the best baseline's %.4f", sourceNames[src], acc[src], best[src])
		}
	}
}

// near reports whether a fitted weight is within 15 % (or 0.05) of the one in use.
func near(fitted, inUse float64) bool {
	return math.Abs(fitted-inUse) <= max(0.05, 0.15*math.Abs(fitted))
}
