package classify

import (
	"flag"
	"regexp"
	"testing"
)

// sweep turns on TestSweep, the comparison of model variants by cross-validation.
var (
	runCV   = flag.Bool("cv", false, "run TestCrossValidation (baselines and our model, 5-fold; about a minute)")
	sweep   = flag.Bool("sweep", false, "run TestSweep (compares model variants by cross-validation; slow)")
	repeats = flag.Int("repeats", 1, "TestSweep: cross-validation repeats, each with its own fold assignment")
	only    = flag.String("only", "", "TestSweep: run only the candidates whose name matches this regular expression")
)

// variant returns ours with change applied to a copy of its parameters.
func variant(name string, change func(*candidate)) candidate {
	c := ours()
	c.name = name
	p := c.params
	p.spec.blocks = append([]block(nil), p.spec.blocks...)
	if p.lr != nil {
		lr := *p.lr
		p.lr = &lr
	}
	if p.svm != nil {
		svm := *p.svm
		p.svm = &svm
	}
	c.params = p
	change(&c)
	return c
}

// summaryLine scores repeated cross-validations with cross-fitted mixing
// weights: accuracy per source, log loss and Brier over all repeats.
func summaryLine(rs []cvResult) string {
	var line string
	var all []outcome
	for src := range numSources {
		var outs []outcome
		for _, r := range rs {
			outs = append(outs, r.crossFittedOutcomes(func(s textSource) bool { return s == src })...)
		}
		c := newConfusion()
		for _, o := range outs {
			best, _ := o.predicted()
			c.add(o.actual, best)
		}
		line += sprintfAcc(sourceNames[src], c.accuracy())
		all = append(all, outs...)
	}
	cal := calibrate(all)
	return line + sprintfAcc("logloss", cal.logLoss) + sprintfAcc("brier", cal.brier)
}

func TestSweep(t *testing.T) {
	if !*sweep {
		t.Skip("run with -sweep")
	}
	docs, _ := cvCorpus(t)
	keep := regexp.MustCompile(*only)
	for _, c := range sweepCandidates() {
		if !keep.MatchString(c.name) {
			continue
		}
		t.Logf("%-32s %s", c.name, summaryLine(sweepOne(t, docs, c)))
	}
}

// sweepOne cross-validates one variant *repeats times.
func sweepOne(t *testing.T, docs []baseDoc, c candidate) []cvResult {
	var rs []cvResult
	for r := range *repeats {
		rs = append(rs, crossValidate(t, docs, assignFolds(docs, cvFolds, r), c))
	}
	return rs
}
