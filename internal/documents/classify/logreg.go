package classify

import "math"

// params are the training hyper-parameters; they are part of Version.
type params struct {
	epochs     int     // passes of stochastic gradient descent
	learnRate  float64 // initial step size
	decay      float64 // step size at epoch e is learnRate/(1+decay*e)
	l2         float64 // L2 penalty, applied lazily to touched weights
	cueWeight  float64 // feature value of a matched cue
	minDocFreq int     // features seen in fewer training documents are dropped
	seed       uint64  // seed of the example-order shuffle
}

// defaultParams were chosen on the held-out split of the embedded corpus.
var defaultParams = params{
	epochs:     12,
	learnRate:  0.5,
	decay:      0.3,
	l2:         1e-3,
	cueWeight:  0.35,
	minDocFreq: 2,
	seed:       20240601,
}

// sparseVec is a feature vector: indices into the vocabulary and values.
type sparseVec struct {
	idx []int32
	val []float64
}

// vectorize turns counted text features and matched cues into a vector:
// text features get 1+ln(count), L2-normalized; each cue gets cueWeight.
// Features unknown to the model are ignored.
func (m *Model) vectorize(feats []featureCount, cueHashes []uint64) sparseVec {
	v := sparseVec{idx: make([]int32, 0, len(feats)+len(cueHashes)), val: make([]float64, 0, len(feats)+len(cueHashes))}
	var norm2 float64
	for _, f := range feats {
		i, ok := m.vocab[f.hash]
		if !ok {
			continue
		}
		x := 1 + math.Log(float64(f.count))
		v.idx = append(v.idx, i)
		v.val = append(v.val, x)
		norm2 += x * x
	}
	if norm2 > 0 {
		inv := 1 / math.Sqrt(norm2)
		for j := range v.val {
			v.val[j] *= inv
		}
	}
	for _, h := range cueHashes {
		if i, ok := m.vocab[h]; ok {
			v.idx = append(v.idx, i)
			v.val = append(v.val, m.params.cueWeight)
		}
	}
	return v
}

// scores writes the linear class scores bias + W·x into out.
func scores(weights, bias []float64, x sparseVec, out []float64) {
	k := len(out)
	copy(out, bias)
	for j, i := range x.idx {
		row := weights[int(i)*k : int(i)*k+k]
		xv := x.val[j]
		for c := range out {
			out[c] += row[c] * xv
		}
	}
}

// softmax turns scores into probabilities in place (numerically stable).
func softmax(s []float64) {
	maxS := s[0]
	for _, v := range s[1:] {
		maxS = math.Max(maxS, v)
	}
	var sum float64
	for i, v := range s {
		s[i] = math.Exp(v - maxS)
		sum += s[i]
	}
	for i := range s {
		s[i] /= sum
	}
}

// trainSoftmax fits multinomial logistic regression by plain SGD over a
// seeded, fixed sequence of shuffles, so the result is fully deterministic.
func trainSoftmax(xs []sparseVec, labels []int, nFeatures int, p params) (weights, bias []float64) {
	k := len(Types)
	weights = make([]float64, nFeatures*k)
	bias = make([]float64, k)
	order := make([]int, len(xs))
	for i := range order {
		order[i] = i
	}
	rng := newSplitMix(p.seed)
	probs := make([]float64, k)
	for e := 0; e < p.epochs; e++ {
		rng.shuffle(order)
		lr := p.learnRate / (1 + p.decay*float64(e))
		for _, n := range order {
			sgdStep(weights, bias, xs[n], labels[n], lr, p.l2, probs)
		}
	}
	return weights, bias
}

// sgdStep applies one gradient step of the cross-entropy loss for one example.
func sgdStep(weights, bias []float64, x sparseVec, label int, lr, l2 float64, probs []float64) {
	k := len(bias)
	scores(weights, bias, x, probs)
	softmax(probs)
	probs[label] -= 1 // gradient of the loss w.r.t. the scores
	for c := range bias {
		bias[c] -= lr * probs[c]
	}
	shrink := 1 - lr*l2
	for j, i := range x.idx {
		row := weights[int(i)*k : int(i)*k+k]
		g := lr * x.val[j]
		for c := range row {
			row[c] = row[c]*shrink - g*probs[c]
		}
	}
}

// splitMix is a tiny deterministic PRNG (SplitMix64), independent of the
// standard library's generators so results never change across Go releases.
type splitMix struct{ state uint64 }

// newSplitMix seeds a generator.
func newSplitMix(seed uint64) *splitMix { return &splitMix{state: seed} }

// next returns the next 64 pseudo-random bits.
func (r *splitMix) next() uint64 {
	r.state += 0x9e3779b97f4a7c15
	z := r.state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a pseudo-random int in [0,n).
func (r *splitMix) intn(n int) int { return int(r.next() % uint64(n)) }

// float returns a pseudo-random float64 in [0,1).
func (r *splitMix) float() float64 { return float64(r.next()>>11) / (1 << 53) }

// shuffle permutes s in place (Fisher–Yates).
func (r *splitMix) shuffle(s []int) {
	for i := len(s) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		s[i], s[j] = s[j], s[i]
	}
}
