package noshow

import (
	"errors"
	"math"
	"sort"
	"time"
)

// Model is a logistic regression over the encoded factors: P(no-show) = σ(intercept + Σ wᵢxᵢ).
type Model struct {
	Source    string             `json:"source"` // "tenant" (trained on the clinic's history) or "prior"
	Version   int                `json:"version"`
	TrainedAt time.Time          `json:"trained_at"`
	Samples   int                `json:"training_samples"`
	Holdout   int                `json:"holdout_samples"`
	AUC       *float64           `json:"auc"`   // on the time-based holdout
	Brier     *float64           `json:"brier"` // on the time-based holdout
	BaseRate  float64            `json:"base_rate"`
	Intercept float64            `json:"intercept"`
	Weights   map[string]float64 `json:"weights"`
	// Means are the training means of the inputs: a factor's contribution is measured from them
	// (what this visit adds to the log-odds compared with the clinic's average visit).
	Means map[string]float64 `json:"means"`
}

// Factor is one factor's part in a prediction.
type Factor struct {
	Factor       string
	Value        string
	Contribution float64 // to the log-odds, against the average visit
}

// Score returns the no-show probability of o and every factor's contribution, largest first.
func (m *Model) Score(o Observation) (float64, []Factor) {
	x := encode(o)
	active := make(map[string]float64, len(x))
	for _, f := range x {
		active[f.name] = f.value
	}
	contrib := map[string]float64{}
	for name, w := range m.Weights {
		contrib[factorOf(name)] += w * (active[name] - m.Means[name])
	}
	out := make([]Factor, 0, len(Factors))
	for _, f := range Factors {
		out = append(out, Factor{Factor: f, Value: valueOf(o, f), Contribution: round4(contrib[f])})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Contribution > out[j].Contribution })
	return m.logitProb(x), out
}

// factorOf is the factor an input name belongs to ("weekday=Monday" → weekday).
func factorOf(name string) string {
	for i := 0; i < len(name); i++ {
		if name[i] == '=' {
			return name[:i]
		}
	}
	return name
}

func sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }

// sample is one training example.
type sample struct {
	x []feature
	y float64 // 1 for a no-show
}

// Training parameters.
const (
	l2          = 1.0  // ridge penalty on the weights (not the intercept)
	maxIter     = 50   // Newton steps
	minTypeSeen = 10   // an appointment type seen fewer times gets no weight of its own
	tolerance   = 1e-7 // on the largest step
)

// fit trains a logistic regression on samples by Newton's method (iteratively reweighted least
// squares) with an L2 penalty, and returns intercept, weights and input means.
func fit(samples []sample) (float64, map[string]float64, map[string]float64, error) {
	seen := map[string]int{}
	for _, s := range samples {
		for _, f := range s.x {
			seen[f.name]++
		}
	}
	index := map[string]int{}
	var names []string
	for name, n := range seen {
		if factorOf(name) == FactorType && n < minTypeSeen {
			continue
		}
		names = append(names, name)
	}
	sort.Strings(names)
	for i, n := range names {
		index[n] = i + 1 // 0 is the intercept
	}
	d := len(names) + 1
	rows := make([][]float64, len(samples))
	means := map[string]float64{}
	for i, s := range samples {
		r := make([]float64, d)
		r[0] = 1
		for _, f := range s.x {
			if j, ok := index[f.name]; ok {
				r[j] = f.value
				means[f.name] += f.value / float64(len(samples))
			}
		}
		rows[i] = r
	}
	w := make([]float64, d)
	for range maxIter {
		h := make([][]float64, d)
		for i := range h {
			h[i] = make([]float64, d)
		}
		g := make([]float64, d)
		for i, r := range rows {
			p := sigmoid(dot(w, r))
			q := math.Max(p*(1-p), 1e-9)
			for a := range d {
				if r[a] == 0 {
					continue
				}
				g[a] += (samples[i].y - p) * r[a]
				for b := a; b < d; b++ {
					h[a][b] += q * r[a] * r[b]
				}
			}
		}
		for a := range d {
			for b := 0; b < a; b++ {
				h[a][b] = h[b][a]
			}
			if a > 0 {
				g[a] -= l2 * w[a]
				h[a][a] += l2
			} else {
				h[a][a] += 1e-9
			}
		}
		step, err := solve(h, g)
		if err != nil {
			return 0, nil, nil, err
		}
		largest := 0.0
		for a := range d {
			w[a] += step[a]
			largest = math.Max(largest, math.Abs(step[a]))
		}
		if largest < tolerance {
			break
		}
	}
	weights := make(map[string]float64, len(names))
	for _, n := range names {
		weights[n] = w[index[n]]
	}
	return w[0], weights, means, nil
}

func dot(a, b []float64) float64 {
	s := 0.0
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}

// solve returns x with a·x = b (Gaussian elimination with partial pivoting; a is modified).
func solve(a [][]float64, b []float64) ([]float64, error) {
	n := len(b)
	x := append([]float64(nil), b...)
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		if math.Abs(a[p][c]) < 1e-12 {
			return nil, errors.New("singular system")
		}
		a[c], a[p] = a[p], a[c]
		x[c], x[p] = x[p], x[c]
		for r := c + 1; r < n; r++ {
			f := a[r][c] / a[c][c]
			for k := c; k < n; k++ {
				a[r][k] -= f * a[c][k]
			}
			x[r] -= f * x[c]
		}
	}
	for c := n - 1; c >= 0; c-- {
		for k := c + 1; k < n; k++ {
			x[c] -= a[c][k] * x[k]
		}
		x[c] /= a[c][c]
	}
	return x, nil
}

// AUC is the area under the ROC curve of scores against outcomes (1 = no-show): the chance that
// a random no-show scores above a random attended visit, ties counting half. ok is false
// without both outcomes.
func AUC(scores, outcomes []float64) (float64, bool) {
	type pair struct{ s, y float64 }
	ps := make([]pair, len(scores))
	for i := range scores {
		ps[i] = pair{scores[i], outcomes[i]}
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].s < ps[j].s })
	var pos, neg, rankSum float64
	for i := 0; i < len(ps); {
		j := i
		for j < len(ps) && ps[j].s == ps[i].s {
			j++
		}
		rank := float64(i+j+1) / 2 // average rank of the tie group (1-based)
		for k := i; k < j; k++ {
			if ps[k].y == 1 {
				pos++
				rankSum += rank
			} else {
				neg++
			}
		}
		i = j
	}
	if pos == 0 || neg == 0 {
		return 0, false
	}
	return (rankSum - pos*(pos+1)/2) / (pos * neg), true
}

// Brier is the mean squared difference between probabilities and outcomes.
func Brier(probs, outcomes []float64) float64 {
	s := 0.0
	for i := range probs {
		s += (probs[i] - outcomes[i]) * (probs[i] - outcomes[i])
	}
	return s / float64(len(probs))
}
