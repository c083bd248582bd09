package classify

import (
	"math"
	"slices"
)

// lrParams configure multinomial logistic regression.
type lrParams struct {
	c         float64 // inverse regularization strength (scikit-learn's C): λ = 1/(C·n)
	epochs    int     // passes of stochastic gradient descent
	learnRate float64 // initial step size
	decay     float64 // step size at epoch e is learnRate/(1+decay·e)
	perGroup  int     // examples drawn per group (base document) each epoch; 0: all
	seed      uint64  // seed of the example-order shuffle
}

// trainSoftmax fits multinomial logistic regression, minimizing
// (1/n)·Σ cross-entropy + (λ/2)·‖W‖² (intercepts unpenalized) by
// stochastic gradient descent over a seeded sequence of shuffles. The L2
// shrinkage is exact: W is kept as scale·V, so a step touches only the
// example's features. Weights are float32 while training (float32
// arithmetic is exact IEEE, so still deterministic) and float64 after.
func trainSoftmax(xs []sparseVec, labels, groups []int, k, nFeatures int, p lrParams) *linear {
	v := make([]float32, nFeatures*k) // float32 halves the memory traffic, the cost of training
	bias := make([]float64, k)
	lambda := 1 / (p.c * float64(len(xs)))
	scale := 1.0
	rng := newSplitMix(p.seed)
	probs := make([]float64, k)
	grad := make([]float32, k)
	members := groupMembers(groups)
	for e := range p.epochs {
		order := epochOrder(members, p.perGroup, rng)
		lr := p.learnRate / (1 + p.decay*float64(e))
		for _, n := range order {
			x := xs[n]
			clear(probs)
			for j, i := range x.idx { // probs = V·x
				row := v[int(i)*k : int(i)*k+k]
				xv := x.val[j]
				for c, w := range row {
					probs[c] += float64(w) * xv
				}
			}
			for c := range probs { // scores are b + scale·(V·x)
				probs[c] = bias[c] + scale*probs[c]
			}
			softmax(probs)
			probs[labels[n]]-- // gradient of the loss w.r.t. the scores
			for c := range bias {
				bias[c] -= lr * probs[c]
			}
			scale *= 1 - lr*lambda
			step := lr / scale
			for c := range grad {
				grad[c] = float32(step * probs[c])
			}
			for j, i := range x.idx {
				row := v[int(i)*k : int(i)*k+k]
				xv := float32(x.val[j])
				for c := range row {
					row[c] -= xv * grad[c]
				}
			}
			if scale < 1e-3 { // fold the scale back into V before float32 loses it
				for i := range v {
					v[i] *= float32(scale)
				}
				scale = 1
			}
		}
	}
	w := make([]float64, len(v))
	for i := range v {
		w[i] = float64(v[i]) * scale
	}
	return &linear{w: w, b: bias}
}

// groupMembers lists the example indices of each group, groups in order of first appearance.
func groupMembers(groups []int) [][]int {
	at := map[int]int{}
	var out [][]int
	for i, g := range groups {
		j, ok := at[g]
		if !ok {
			j = len(out)
			at[g] = j
			out = append(out, nil)
		}
		out[j] = append(out[j], i)
	}
	return out
}

// epochOrder draws one epoch's examples: perGroup of each group (all when
// perGroup is 0 or the group is smaller), in a shuffled order.
func epochOrder(members [][]int, perGroup int, rng *splitMix) []int {
	var order []int
	for _, m := range members {
		if perGroup <= 0 || len(m) <= perGroup {
			order = append(order, m...)
			continue
		}
		pick := slices.Clone(m)
		rng.shuffle(pick)
		order = append(order, pick[:perGroup]...)
	}
	rng.shuffle(order)
	return order
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
