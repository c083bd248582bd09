package classify

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The separately written evaluation sets: each dir holds <type>/<name>.txt, its ocr dir what
// the project's OCR reads from scans of the same files:
//
//	go run ./internal/documents/classify/scanocr -in internal/documents/classify/testdata/eval \
//	    -out internal/documents/classify/testdata/eval_ocr
//
// eval was written first and has been measured after several model changes (its mistakes were
// read once); eval2 was written later by another helper from the type rules alone and measured
// once, after the model it measures was fixed; eval3, 135 documents each a hard case (most of its
// vocabulary another type's), was written later still by a third helper and measured once.
//
// eval3 measured 0.941 (clean) and 0.948 (OCR) for ours, 0.926 to 0.963 for the baselines (none
// significantly apart), under evalGoal. The corpus then got 135 hard cases written by a fourth
// helper from the brief that had produced eval3 (not from eval3, which it never saw: indep4-*),
// and eval3 was measured a second time: ours 0.963 on both sources, the baselines 0.941 to 0.963,
// so every set's floor is now the goal. Its mistakes were never read, so the set stays unseen
// for the next model.
var evalSets = []struct {
	name, dir, ocr string
	floor          float64 // the accuracy below which the test fails, per text source
}{
	{"eval", "testdata/eval", "testdata/eval_ocr", evalGoal},
	{"eval2", "testdata/eval2", "testdata/eval2_ocr", evalGoal},
	{"eval3", "testdata/eval3", "testdata/eval3_ocr", evalGoal},
}

// evalGoal is the accuracy our model should reach on each text source (the 95 %): an
// evaluation below it is logged, and fails below its set's floor.
const evalGoal = 0.95

// evalSignificance is the p-value below which a baseline's lead over our model on the evaluation
// set counts as real (exact McNemar test on the documents where the two disagree). On 190
// documents a lead of one to three documents is noise: our model was chosen by cross-validation
// on the training corpus, never on this set, and a set this small cannot rank models that close.
const evalSignificance = 0.05

// evalSources are the text sources of an evaluation set.
var evalSources = []textSource{srcClean, srcOCR}

// TestEvaluationSet trains the baselines and our model on the whole corpus
// and measures them on each evaluation set, clean and OCR. It fails when our
// model is below the set's floor on either source or significantly below any
// baseline (evalSignificance); every comparison is logged.
func TestEvaluationSet(t *testing.T) {
	if raceEnabled {
		t.Skip("trains seven models (minutes under -race): make test runs it again without -race")
	}
	docs, err := readCorpus()
	if err != nil {
		t.Fatal(err)
	}
	models := trainEvaluated(t, docs) // once for every set
	for _, set := range evalSets {
		t.Run(set.name, func(t *testing.T) {
			for _, f := range evaluateTrained(t, models, readLabelledSet(t, set.dir, set.ocr), set.floor) {
				t.Error(f)
			}
		})
	}
}

// readLabelledSet reads a set written apart from the corpus (<type>/<name>.txt in dir) and the
// project's OCR of its scans (the same names in ocrDir), which must cover every document.
func readLabelledSet(t *testing.T, dir, ocrDir string) map[textSource][]Example {
	t.Helper()
	clean := readEvalDir(t, dir)
	ocr := readEvalDir(t, ocrDir)
	missing := 0
	for _, ex := range clean {
		if !slices.ContainsFunc(ocr, func(o Example) bool { return o.Source == ex.Source }) {
			missing++
		}
	}
	if missing > 0 || len(ocr) != len(clean) {
		t.Fatalf("%s has %d texts for the %d of %s (%d missing): run scanocr", ocrDir, len(ocr), len(clean), dir, missing)
	}
	return map[textSource][]Example{srcClean: clean, srcOCR: ocr}
}

// TestEvaluationHarnessOnHeldOut runs the evaluation on the corpus's own
// held-out split (its hand-written texts and their OCR), the models trained
// on a tenth of the rest (seven trainings on all of it cost minutes): it
// checks the harness, not the model, so the checks that would
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
	for i, d := range docs {
		if !isHeldOut(d.name) {
			if i%10 == 0 {
				trainDocs = append(trainDocs, d) // a tenth of the rest: the harness needs models, not good ones
			}
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
	return evaluateTrained(t, trainEvaluated(t, trainDocs), sets, evalGoal)
}

// evaluatedModels are our model and the baselines, trained on the same documents.
type evaluatedModels struct {
	ours      *Model
	baselines []*Model // in evalBaselines' order
}

// trainEvaluated trains our model and every baseline on trainDocs.
func trainEvaluated(t *testing.T, trainDocs []baseDoc) evaluatedModels {
	t.Helper()
	m, err := Train(trainingExamples(trainDocs))
	if err != nil {
		t.Fatal(err)
	}
	out := evaluatedModels{ours: m}
	for _, c := range evalBaselines() {
		b, err := train(c.trainingExamples(trainDocs), c.params)
		if err != nil {
			t.Fatal(err)
		}
		out.baselines = append(out.baselines, b)
	}
	return out
}

// evaluateTrained measures the trained models on sets and returns what fails the evaluation: our
// accuracy below floor, or a baseline significantly better.
func evaluateTrained(t *testing.T, models evaluatedModels, sets map[textSource][]Example, floor float64) []string {
	t.Helper()
	for _, src := range evalSources {
		t.Logf("%s: %d documents", sourceNames[src], len(sets[src]))
	}
	var failures []string
	ourAcc, ourRight, ourCal := reportOurs(t, models.ours, sets)
	for src, acc := range ourAcc {
		if acc < evalGoal {
			t.Logf("%s: our accuracy %.4f is below the goal %.2f", sourceNames[src], acc, evalGoal)
		}
		if acc < floor {
			failures = append(failures, fmt.Sprintf("%s: our accuracy %.4f is below %.2f", sourceNames[src], acc, floor))
		}
	}
	for k, c := range evalBaselines() {
		b := models.baselines[k]
		for _, src := range evalSources {
			conf := newConfusion()
			var outs []outcome
			var onlyBase, onlyOurs int // documents only the baseline / only our model gets right
			for i, ex := range sets[src] {
				probs, err := b.probabilities(ex.Text)
				if err != nil {
					t.Fatalf("%s %s: %v", c.name, ex.Source, err)
				}
				o := outcome{actual: typeIndex(ex.Type), probs: probs}
				best, _ := o.predicted()
				conf.add(o.actual, best)
				outs = append(outs, o)
				switch right := best == o.actual; {
				case right && !ourRight[src][i]:
					onlyBase++
				case !right && ourRight[src][i]:
					onlyOurs++
				}
			}
			pValue := mcNemar(onlyBase, onlyOurs)
			cal := calibrate(outs)
			t.Logf("baseline %-22s %-5s accuracy %.4f (ours %.4f; only it right %d, only ours %d, McNemar p %.3f) log loss %.3f (ours %.3f) Brier %.3f  recall:%s",
				c.name, sourceNames[src], conf.accuracy(), ourAcc[src], onlyBase, onlyOurs, pValue, cal.logLoss, ourCal[src].logLoss, cal.brier, conf.recallLine())
			if onlyBase > onlyOurs && pValue < evalSignificance {
				failures = append(failures, fmt.Sprintf("%s: baseline %s (%.4f) is significantly better than ours (%.4f): p %.3f",
					sourceNames[src], c.name, conf.accuracy(), ourAcc[src], pValue))
			}
		}
	}
	return failures
}

// reportOurs logs our model's accuracy, per-type recall, confusion matrix,
// calibration and mistakes per source, and returns its accuracy per source and
// whether it got each document right.
func reportOurs(t *testing.T, m *Model, sets map[textSource][]Example) (map[textSource]float64, map[textSource][]bool, map[textSource]calibrationReport) {
	t.Helper()
	acc, right, cals := map[textSource]float64{}, map[textSource][]bool{}, map[textSource]calibrationReport{}
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
			right[src] = append(right[src], best == o.actual)
			outs = append(outs, o)
			if best != o.actual {
				mistakes = append(mistakes, fmt.Sprintf("  %s → %s (%.2f)", ex.Source, Types[best], p))
			}
		}
		acc[src] = conf.accuracy()
		pooledOuts = append(pooledOuts, outs...)
		t.Logf("ours (%s) %-5s accuracy %.4f  recall:%s", m.Version(), sourceNames[src], acc[src], conf.recallLine())
		t.Logf("ours, %s, confusion:\n%s", sourceNames[src], conf)
		cals[src] = calibrate(outs)
		t.Logf("ours, %s, calibration:\n%s", sourceNames[src], cals[src])
		if len(mistakes) > 0 {
			t.Logf("ours, %s, mistakes:\n%s", sourceNames[src], strings.Join(mistakes, "\n"))
		}
	}
	t.Logf("ours, clean and ocr together, calibration:\n%s", calibrate(pooledOuts))
	return acc, right, cals
}

// mcNemar is the exact two-sided McNemar p-value of b documents only one model
// gets right against c only the other gets right: the binomial probability of a
// split at least that uneven when each is equally likely.
func mcNemar(b, c int) float64 {
	n, k := b+c, min(b, c)
	if n == 0 {
		return 1
	}
	tail, term := 0.0, math.Pow(0.5, float64(n)) // term = C(n, i) / 2^n
	for i := 0; i <= k; i++ {
		tail += term
		term *= float64(n-i) / float64(i+1)
	}
	return min(1, 2*tail)
}

func TestMcNemar(t *testing.T) {
	for _, tc := range []struct {
		b, c int
		want float64
	}{{0, 0, 1}, {3, 0, 0.25}, {6, 0, 0.03125}, {5, 5, 1}, {10, 2, 0.0386}} {
		if got := mcNemar(tc.b, tc.c); math.Abs(got-tc.want) > 5e-4 {
			t.Errorf("mcNemar(%d, %d) = %.4f, want %.4f", tc.b, tc.c, got, tc.want)
		}
	}
}
