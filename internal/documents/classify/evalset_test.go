package classify

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The separately written evaluation set: evalDir holds <type>/<name>.txt,
// evalOCRDir what the project's OCR reads from scans of the same files:
//
//	go run ./internal/documents/classify/scanocr -in internal/documents/classify/testdata/eval \
//	    -out internal/documents/classify/testdata/eval_ocr
const (
	evalDir    = "testdata/eval"
	evalOCRDir = "testdata/eval_ocr"
)

// evalFloor is the accuracy our model must reach on each text source.
const evalFloor = 0.95

// evalSources are the text sources of an evaluation set.
var evalSources = []textSource{srcClean, srcOCR}

// TestEvaluationSet trains the baselines and our model on the whole corpus
// and measures them on the evaluation set, clean and OCR. It fails when our
// model is below evalFloor on either source or below any baseline.
func TestEvaluationSet(t *testing.T) {
	if _, err := os.Stat(evalDir); errors.Is(err, fs.ErrNotExist) {
		t.Skipf("no evaluation set in %s", evalDir) // remove once the set is merged
	}
	clean := readEvalDir(t, evalDir)
	ocr := readEvalDir(t, evalOCRDir)
	missing := 0
	for _, ex := range clean {
		if !slices.ContainsFunc(ocr, func(o Example) bool { return o.Source == ex.Source }) {
			missing++
		}
	}
	if missing > 0 || len(ocr) != len(clean) {
		t.Fatalf("%s has %d texts for the %d of %s (%d missing): run scanocr (see evalOCRDir)", evalOCRDir, len(ocr), len(clean), evalDir, missing)
	}
	docs, err := readCorpus()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range runEvaluation(t, docs, map[textSource][]Example{srcClean: clean, srcOCR: ocr}) {
		t.Error(f)
	}
}

// TestEvaluationHarnessOnHeldOut runs the evaluation on the corpus's own
// held-out split (its hand-written texts and their OCR), the models trained
// on the rest: it checks the harness, not the model, so the checks that would
// fail TestEvaluationSet are only logged here (the split is small and not
// independent of the training corpus).
func TestEvaluationHarnessOnHeldOut(t *testing.T) {
	if raceEnabled || testing.Short() {
		t.Skip("trains seven models: not under -race or -short")
	}
	docs, err := readCorpus()
	if err != nil {
		t.Fatal(err)
	}
	var trainDocs []baseDoc
	sets := map[textSource][]Example{}
	for _, d := range docs {
		if !isHeldOut(d.name) {
			trainDocs = append(trainDocs, d)
			continue
		}
		sets[srcClean] = append(sets[srcClean], Example{Type: d.typ, Text: d.text, Source: d.name})
		sets[srcOCR] = append(sets[srcOCR], Example{Type: d.typ, Text: d.ocr, Source: d.name})
	}
	for _, f := range runEvaluation(t, trainDocs, sets) {
		t.Logf("would fail on an evaluation set: %s", f)
	}
}

// readEvalDir reads <dir>/<type>/*.txt, every sub-directory a known type.
func readEvalDir(t *testing.T, dir string) []Example {
	t.Helper()
	types, err := os.ReadDir(dir)
	if err != nil {
		t.Fatalf("evaluation set: %v", err)
	}
	var out []Example
	for _, typ := range types {
		if !typ.IsDir() {
			continue
		}
		if !slices.Contains(Types, typ.Name()) {
			t.Fatalf("%s/%s is not a document type", dir, typ.Name())
		}
		files, err := filepath.Glob(filepath.Join(dir, typ.Name(), "*.txt"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files { // Glob returns them sorted
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, Example{Type: typ.Name(), Text: string(b), Source: typ.Name() + "/" + filepath.Base(f)})
		}
	}
	if len(out) == 0 {
		t.Fatalf("%s holds no <type>/*.txt documents", dir)
	}
	return out
}

// evalBaselines are the baselines of the evaluation: the four trained on
// our examples, and the char_wb SVM and logistic regression trained on the
// hand-written texts alone (as the measurement did).
func evalBaselines() []candidate {
	all := baselines()
	return slices.DeleteFunc(all, func(c candidate) bool {
		return strings.HasSuffix(c.name, "-cleanonly") && !strings.Contains(c.name, "charwb")
	})
}

// runEvaluation trains our model and the baselines on trainDocs, reports
// them on every source of sets, and returns the failed checks.
func runEvaluation(t *testing.T, trainDocs []baseDoc, sets map[textSource][]Example) []string {
	t.Helper()
	for _, src := range evalSources {
		t.Logf("%s: %d documents", sourceNames[src], len(sets[src]))
	}
	m, err := Train(trainingExamples(trainDocs))
	if err != nil {
		t.Fatal(err)
	}
	var failures []string
	ourAcc := reportOurs(t, m, sets)
	for src, acc := range ourAcc {
		if acc < evalFloor {
			failures = append(failures, fmt.Sprintf("%s: our accuracy %.4f is below %.2f", sourceNames[src], acc, evalFloor))
		}
	}
	for _, c := range evalBaselines() {
		b, err := train(c.trainingExamples(trainDocs), c.params)
		if err != nil {
			t.Fatal(err)
		}
		for _, src := range evalSources {
			conf := newConfusion()
			for _, ex := range sets[src] {
				p, err := b.Classify(ex.Text)
				if err != nil {
					t.Fatalf("%s %s: %v", c.name, ex.Source, err)
				}
				conf.add(typeIndex(ex.Type), typeIndex(p.Type))
			}
			t.Logf("baseline %-22s %-5s accuracy %.4f  recall:%s", c.name, sourceNames[src], conf.accuracy(), conf.recallLine())
			if conf.accuracy() > ourAcc[src] {
				failures = append(failures, fmt.Sprintf("%s: our accuracy %.4f is below baseline %s's %.4f", sourceNames[src], ourAcc[src], c.name, conf.accuracy()))
			}
		}
	}
	return failures
}

// reportOurs logs our model's accuracy, per-type recall, confusion matrix,
// calibration and mistakes per source, and returns its accuracy per source.
func reportOurs(t *testing.T, m *Model, sets map[textSource][]Example) map[textSource]float64 {
	t.Helper()
	acc := map[textSource]float64{}
	var pooledOuts []outcome
	for _, src := range evalSources {
		conf := newConfusion()
		var outs []outcome
		var mistakes []string
		for _, ex := range sets[src] {
			probs, err := m.probabilities(ex.Text)
			if err != nil {
				t.Fatalf("%s: %v", ex.Source, err)
			}
			o := outcome{actual: typeIndex(ex.Type), probs: probs}
			best, p := o.predicted()
			conf.add(o.actual, best)
			outs = append(outs, o)
			if best != o.actual {
				mistakes = append(mistakes, fmt.Sprintf("  %s → %s (%.2f)", ex.Source, Types[best], p))
			}
		}
		acc[src] = conf.accuracy()
		pooledOuts = append(pooledOuts, outs...)
		t.Logf("ours (%s) %-5s accuracy %.4f  recall:%s", m.Version(), sourceNames[src], acc[src], conf.recallLine())
		t.Logf("ours, %s, confusion:\n%s", sourceNames[src], conf)
		t.Logf("ours, %s, calibration:\n%s", sourceNames[src], calibrate(outs))
		if len(mistakes) > 0 {
			t.Logf("ours, %s, mistakes:\n%s", sourceNames[src], strings.Join(mistakes, "\n"))
		}
	}
	t.Logf("ours, clean and ocr together, calibration:\n%s", calibrate(pooledOuts))
	return acc
}
