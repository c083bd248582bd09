package classify

import (
	"math"
	"sync"
)

// linear is a linear scorer over k classes: score_c = b_c + Σ_i w[i*k+c]·x_i
// (feature-major, so one pass over x fills every class).
type linear struct {
	w []float64
	b []float64
}

// scores writes the k class scores of x into out.
func (l *linear) scores(x sparseVec, out []float64) {
	k := len(out)
	copy(out, l.b)
	for j, i := range x.idx {
		row := l.w[int(i)*k : int(i)*k+k]
		xv := x.val[j]
		for c := range out {
			out[c] += row[c] * xv
		}
	}
}

// svmParams configure the one-vs-rest linear SVM.
type svmParams struct {
	c        float64 // penalty of the squared hinge loss (scikit-learn's C)
	balanced bool    // scale C per class by n/(k·n_class), like class_weight="balanced"
	epochs   int     // at most this many passes per class
	tol      float64 // stop when the projected gradient's spread falls below this
	seed     uint64  // seed of the per-epoch visiting order
	// shrink skips, as liblinear does, the examples whose dual variable is at zero with a
	// gradient above the last pass's largest projected gradient: they are unlikely to move, and
	// a pass that converges on the rest is checked once more on every example before it stops.
	// An epoch is then a pass over the examples still active, so it costs less as training
	// converges.
	shrink bool
}

// trainSVM fits one L2-regularized squared-hinge linear SVM per class
// (class against the rest), with the intercept as an extra feature of value
// 1 as liblinear does, by dual coordinate descent (Hsieh et al., 2008: the
// solver behind scikit-learn's LinearSVC). Classes are fitted in parallel on
// two goroutines; each class's result depends only on its inputs, so the
// weights are the same on every run.
func trainSVM(xs []sparseVec, labels []int, k, nFeatures int, p svmParams) *linear {
	counts := make([]int, k)
	for _, y := range labels {
		counts[y]++
	}
	perClass := make([][]float64, k)
	var wg sync.WaitGroup
	next := make(chan int, k)
	for c := range k {
		next <- c
	}
	close(next)
	for range 2 {
		wg.Go(func() {
			for c := range next {
				perClass[c] = svmOneVsRest(xs, labels, c, counts, nFeatures, p)
			}
		})
	}
	wg.Wait()
	l := &linear{w: make([]float64, nFeatures*k), b: make([]float64, k)}
	for c, w := range perClass {
		for i := range nFeatures {
			l.w[i*k+c] = w[i]
		}
		l.b[c] = w[nFeatures]
	}
	return l
}

// svmOneVsRest returns the weights (intercept last) separating class c from the rest.
//
//go:norace
func svmOneVsRest(xs []sparseVec, labels []int, c int, counts []int, nFeatures int, p svmParams) []float64 {
	n := len(xs)
	w := make([]float64, nFeatures+1)
	alpha := make([]float64, n)
	diag := make([]float64, n) // 1/(2 C_i)
	q := make([]float64, n)    // Q_ii = x_i·x_i + 1 + diag_i
	y := make([]float64, n)
	for i, x := range xs {
		ci := p.c
		y[i] = -1
		if labels[i] == c {
			y[i] = 1
		}
		if p.balanced {
			ci *= float64(n) / float64(len(counts)*counts[labels[i]])
		}
		diag[i] = 1 / (2 * ci)
		q[i] = x.norm2() + 1 + diag[i]
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	active := n             // order[:active] are visited; without shrinking every example stays active
	pgMaxOld := math.Inf(1) // the last pass's largest projected gradient (+Inf: shrink nothing)
	rng := newSplitMix(p.seed + uint64(c)*0x9e3779b97f4a7c15)
	for range p.epochs {
		rng.shuffle(order[:active])
		maxPG, minPG := math.Inf(-1), math.Inf(1)
		for s := 0; s < active; s++ {
			i := order[s]
			x := xs[i]
			g := y[i]*(x.dot(w)+w[nFeatures]) - 1 + alpha[i]*diag[i]
			pg := g
			if alpha[i] == 0 {
				if p.shrink && g > pgMaxOld {
					active--
					order[s], order[active] = order[active], order[s]
					s--
					continue
				}
				pg = min(g, 0)
			}
			maxPG, minPG = max(maxPG, pg), min(minPG, pg)
			if math.Abs(pg) < 1e-12 {
				continue
			}
			old := alpha[i]
			alpha[i] = max(old-g/q[i], 0)
			d := (alpha[i] - old) * y[i]
			for j, f := range x.idx {
				w[f] += d * x.val[j]
			}
			w[nFeatures] += d
		}
		if maxPG-minPG < p.tol {
			if active == n {
				break
			}
			// converged on the active examples: check every example once more
			active, pgMaxOld = n, math.Inf(1)
			continue
		}
		if pgMaxOld = maxPG; pgMaxOld <= 0 {
			pgMaxOld = math.Inf(1)
		}
	}
	return w
}
