package classify

import (
	"strings"
	"sync"
	"testing"
)

// heldOutAccuracyFloor is set a little below the measured held-out accuracy.
const heldOutAccuracyFloor = 0.90

// splitModel is the model trained on the train split, built once per test binary.
var splitModel = sync.OnceValues(func() (*Model, error) {
	train, _, err := Corpus()
	if err != nil {
		return nil, err
	}
	return Train(train)
})

// trainOnSplit returns the model trained on the train split and the held-out set.
func trainOnSplit(t testing.TB) (*Model, []Example) {
	t.Helper()
	m, err := splitModel()
	if err != nil {
		t.Fatal(err)
	}
	_, heldOut, err := Corpus()
	if err != nil {
		t.Fatal(err)
	}
	return m, heldOut
}

// evaluate classifies every example and fills a confusion matrix.
func evaluate(t testing.TB, m *Model, exs []Example) confusion {
	t.Helper()
	c := newConfusion()
	for _, ex := range exs {
		p, err := m.Classify(ex.Text)
		if err != nil {
			t.Fatalf("classify %s example: %v", ex.Type, err)
		}
		c.add(typeIndex(ex.Type), typeIndex(p.Type))
	}
	return c
}

func TestHeldOutAccuracy(t *testing.T) {
	m, heldOut := trainOnSplit(t)
	c := evaluate(t, m, heldOut)
	acc := c.accuracy()
	t.Logf("held-out examples: %d, accuracy: %.4f", len(heldOut), acc)
	for k, typ := range Types {
		p, r := c.precisionRecall(k)
		t.Logf("%-14s precision %.3f recall %.3f", typ, p, r)
	}
	t.Logf("confusion matrix:\n%s", c)
	if acc < heldOutAccuracyFloor {
		t.Errorf("held-out accuracy %.4f below floor %.2f", acc, heldOutAccuracyFloor)
	}
}

func TestSplitIsByBaseDocument(t *testing.T) {
	docs, err := readCorpus()
	if err != nil {
		t.Fatal(err)
	}
	perType := map[string][2]int{}
	for _, d := range docs {
		n := perType[d.typ]
		if isHeldOut(d.name) {
			n[1]++
		} else {
			n[0]++
		}
		perType[d.typ] = n
	}
	for _, typ := range Types {
		n := perType[typ]
		t.Logf("%-14s base documents: train %d, held out %d", typ, n[0], n[1])
		if n[0]+n[1] < 25 || n[1] < 3 || n[0] < 10 {
			t.Errorf("%s: unbalanced corpus or split: %v", typ, n)
		}
	}
	train, heldOut, _ := Corpus()
	seen := map[string]bool{}
	for _, ex := range train {
		seen[ex.Text] = true
	}
	for _, ex := range heldOut {
		if seen[ex.Text] {
			t.Errorf("held-out text also in train: %.60q", ex.Text)
		}
	}
}

func TestOCRTextIsCurrent(t *testing.T) {
	docs, err := readCorpus()
	if err != nil {
		t.Fatal(err)
	}
	var stale []string
	for _, d := range docs {
		if d.ocr == "" {
			stale = append(stale, d.name)
		}
	}
	if len(stale) > 0 {
		t.Errorf("%d corpus documents have no OCR text of their current version (%.80s...): run\n"+
			"go run ./internal/documents/classify/scanocr -in internal/documents/classify/testdata/corpus -out internal/documents/classify/testdata/corpus_ocr",
			len(stale), strings.Join(stale, ", "))
	}
}
