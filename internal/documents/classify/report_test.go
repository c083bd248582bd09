package classify

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// confusion counts predictions: confusion[actual][predicted].
type confusion [][]int

// newConfusion returns an empty matrix over Types.
func newConfusion() confusion {
	c := make(confusion, len(Types))
	for i := range c {
		c[i] = make([]int, len(Types))
	}
	return c
}

// add counts one prediction.
func (c confusion) add(actual, predicted int) { c[actual][predicted]++ }

// merge adds o's counts into c.
func (c confusion) merge(o confusion) {
	for a, row := range o {
		for b, n := range row {
			c[a][b] += n
		}
	}
}

// total is the number of predictions counted.
func (c confusion) total() int {
	var n int
	for _, row := range c {
		for _, v := range row {
			n += v
		}
	}
	return n
}

// accuracy is the fraction of correct predictions.
func (c confusion) accuracy() float64 {
	var ok int
	for a := range c {
		ok += c[a][a]
	}
	return float64(ok) / float64(max(1, c.total()))
}

// precisionRecall returns precision and recall of type k.
func (c confusion) precisionRecall(k int) (precision, recall float64) {
	var predicted, actual int
	for i := range c {
		predicted += c[i][k]
		actual += c[k][i]
	}
	if predicted > 0 {
		precision = float64(c[k][k]) / float64(predicted)
	}
	if actual > 0 {
		recall = float64(c[k][k]) / float64(actual)
	}
	return precision, recall
}

// String renders the matrix with abbreviated type names as columns.
func (c confusion) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-14s", "actual\\pred")
	for _, typ := range Types {
		fmt.Fprintf(&b, "%6.5s", typ)
	}
	b.WriteByte('\n')
	for a, row := range c {
		fmt.Fprintf(&b, "%-14s", Types[a])
		for _, n := range row {
			fmt.Fprintf(&b, "%6d", n)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// recallLine renders per-type recall on one line.
func (c confusion) recallLine() string {
	var b strings.Builder
	for k, typ := range Types {
		_, r := c.precisionRecall(k)
		fmt.Fprintf(&b, " %.5s %.3f", typ, r)
	}
	return b.String()
}

// outcome is one probabilistic prediction and the true type.
type outcome struct {
	actual int
	probs  []float64
}

// predicted returns the most probable type and its probability.
func (o outcome) predicted() (int, float64) {
	best := 0
	for k, p := range o.probs {
		if p > o.probs[best] {
			best = k
		}
	}
	return best, o.probs[best]
}

// calibrationReport is the Brier score and a reliability table of outcomes.
type calibrationReport struct {
	brier    float64 // multi-class: mean Σ_k (p_k − y_k)²
	topBrier float64 // of the confidence alone: mean (conf − correct)²
	logLoss  float64
	bins     [10]struct {
		n            int
		conf, correc float64
	}
}

// calibrate summarizes outcomes.
func calibrate(outs []outcome) calibrationReport {
	var r calibrationReport
	for _, o := range outs {
		for k, p := range o.probs {
			y := 0.0
			if k == o.actual {
				y = 1
			}
			r.brier += (p - y) * (p - y)
		}
		best, conf := o.predicted()
		correct := 0.0
		if best == o.actual {
			correct = 1
		}
		r.topBrier += (conf - correct) * (conf - correct)
		r.logLoss -= math.Log(max(o.probs[o.actual], 1e-15))
		bin := &r.bins[min(9, int(conf*10))]
		bin.n++
		bin.conf += conf
		bin.correc += correct
	}
	n := float64(max(1, len(outs)))
	r.brier, r.topBrier, r.logLoss = r.brier/n, r.topBrier/n, r.logLoss/n
	return r
}

// String renders the scores and the reliability table by confidence decile.
func (r calibrationReport) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Brier %.4f (multi-class), %.4f (confidence vs correct); log loss %.4f\n", r.brier, r.topBrier, r.logLoss)
	fmt.Fprintf(&b, "%-10s %6s %9s %9s\n", "confidence", "count", "mean conf", "accuracy")
	for i, bin := range r.bins {
		if bin.n == 0 {
			continue
		}
		fmt.Fprintf(&b, "%.1f–%.1f    %6d %9.3f %9.3f\n", float64(i)/10, float64(i+1)/10, bin.n, bin.conf/float64(bin.n), bin.correc/float64(bin.n))
	}
	return b.String()
}

// typeIndex returns the position of typ in Types.
func typeIndex(typ string) int {
	i, _ := slices.BinarySearch(Types, typ)
	return i
}

// meanStd returns the mean and (population) standard deviation of xs.
func meanStd(xs []float64) (mean, std float64) {
	for _, x := range xs {
		mean += x
	}
	mean /= float64(max(1, len(xs)))
	for _, x := range xs {
		std += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(std / float64(max(1, len(xs))))
}
