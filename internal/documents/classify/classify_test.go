package classify

import (
	"errors"
	"strings"
	"sync"
	"testing"
)

func TestTrainIsDeterministic(t *testing.T) {
	skipUnderRace(t)
	train, heldOut, err := Corpus()
	if err != nil {
		t.Fatal(err)
	}
	a, err := splitModel() // Train(train), shared with the other tests (a training is ~25 s under -race)
	if err != nil {
		t.Fatal(err)
	}
	reversed := make([]Example, len(train))
	for i, ex := range train {
		reversed[len(train)-1-i] = ex
	}
	b, err := Train(reversed) // input order must not matter either
	if err != nil {
		t.Fatal(err)
	}
	if a.Version() != b.Version() {
		t.Fatalf("versions differ: %s vs %s", a.Version(), b.Version())
	}
	for _, ex := range heldOut {
		pa, _ := a.Classify(ex.Text)
		pb, _ := b.Classify(ex.Text)
		if pa != pb {
			t.Fatalf("predictions differ: %+v vs %+v", pa, pb)
		}
	}
}

func TestVersionDependsOnCorpus(t *testing.T) {
	skipUnderRace(t)
	train, _, _ := Corpus()
	a, err := splitModel() // Train(train)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Train(train[1:])
	if want := "tfidf-" + defaultParams.learners() + "-"; !strings.HasPrefix(a.Version(), want) || len(a.Version()) != len(want)+12 {
		t.Errorf("unexpected version format %q", a.Version())
	}
	if a.Version() == b.Version() {
		t.Errorf("version did not change with the corpus: %s", a.Version())
	}
}

func TestConfidenceIsAProbability(t *testing.T) {
	m, heldOut := trainOnSplit(t)
	var low int
	for _, ex := range heldOut {
		p, err := m.Classify(ex.Text)
		if err != nil {
			t.Fatal(err)
		}
		if p.Confidence < 1.0/float64(len(Types)) || p.Confidence > 1 {
			t.Errorf("confidence %v out of range", p.Confidence)
		}
		if p.Confidence < 0.9 {
			low++
		}
	}
	if low == 0 {
		t.Errorf("every held-out confidence is >= 0.9; confidences are not informative")
	}
	t.Logf("%d of %d held-out predictions have confidence < 0.9", low, len(heldOut))
}

func TestNoText(t *testing.T) {
	m := mustDefault(t)
	for _, text := range []string{"", "   \n\t", " -- ... //", "\u00a0"} {
		if _, err := m.Classify(text); !errors.Is(err, ErrNoText) {
			t.Errorf("Classify(%q) error = %v, want ErrNoText", text, err)
		}
	}
}

func TestDefaultIsBuiltOnce(t *testing.T) {
	a := mustDefault(t)
	b := mustDefault(t)
	if a != b {
		t.Fatal("Default returned different models")
	}
	t.Logf("default model version %s, %d features", a.Version(), len(a.tfidf.idf))
}

func TestTrainRejectsBadInput(t *testing.T) {
	if _, err := Train(nil); err == nil {
		t.Error("Train(nil) succeeded")
	}
	if _, err := Train([]Example{{Type: "x-ray", Text: "RX tórax"}}); err == nil {
		t.Error("Train accepted unknown type")
	}
	if _, err := Train([]Example{{Type: "imaging", Text: "  "}}); err == nil {
		t.Error("Train accepted empty text")
	}
}

func TestClassifyIsSafeForConcurrentUse(t *testing.T) {
	m := mustDefault(t)
	_, heldOut, _ := Corpus()
	heldOut = heldOut[:min(len(heldOut), 60)] // enough for the race detector; all ~300 cost half a minute under -race
	want := make([]Prediction, len(heldOut))
	for i, ex := range heldOut {
		want[i], _ = m.Classify(ex.Text)
	}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Go(func() {
			for i, ex := range heldOut {
				if got, _ := m.Classify(ex.Text); got != want[i] {
					t.Errorf("concurrent prediction %+v, want %+v", got, want[i])
					return
				}
			}
		})
	}
	wg.Wait()
}

// mustDefault returns Default() or fails the test.
func mustDefault(t testing.TB) *Model {
	t.Helper()
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// skipUnderRace skips a test that trains a model of its own and checks no concurrency: a training
// takes about 25 s under -race (a minute of make test's race pass for the two that do). make test
// runs them again without -race, with the evaluation sets.
func skipUnderRace(t *testing.T) {
	t.Helper()
	if raceEnabled {
		t.Skip("trains a model of its own (~25 s under -race): make test runs it without -race")
	}
}
