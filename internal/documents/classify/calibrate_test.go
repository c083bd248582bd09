package classify

import "math"

// fitMix returns the weights (a, b) that minimize the mean log loss of
// softmax(a·lr + b·svm) over points: two-parameter temperature scaling
// (with one learner it is plain temperature scaling of that learner). The
// loss is convex in (a, b); Newton's method with step halving finds it.
func fitMix(points []cvPoint) (a, b float64) {
	if len(points) == 0 {
		return 1, 1
	}
	hasLR, hasSVM := points[0].lr != nil, points[0].svm != nil
	a, b = fitMixOf(points, hasLR, hasSVM)
	// a weight below zero would subtract a model's evidence: that model is left out instead
	switch {
	case a < 0 && hasSVM:
		_, b = fitMixOf(points, false, true)
		a = 0
	case b < 0 && hasLR:
		a, _ = fitMixOf(points, true, false)
		b = 0
	}
	return a, b
}

// fitMixOf is fitMix over the models it is told to fit (the others weigh 0).
func fitMixOf(points []cvPoint, hasLR, hasSVM bool) (a, b float64) {
	a, b = boolFloat(hasLR), boolFloat(hasSVM)
	loss := mixLoss(points, a, b)
	for range 100 {
		g, h := mixGradient(points, a, b)
		if !hasLR {
			g[0], h[0][0], h[0][1], h[1][0] = 0, 1, 0, 0
		}
		if !hasSVM {
			g[1], h[1][1], h[0][1], h[1][0] = 0, 1, 0, 0
		}
		det := h[0][0]*h[1][1] - h[0][1]*h[1][0]
		if det <= 0 {
			break
		}
		da := (h[1][1]*g[0] - h[0][1]*g[1]) / det
		db := (h[0][0]*g[1] - h[1][0]*g[0]) / det
		step := 1.0
		for ; step > 1e-6; step /= 2 {
			if l := mixLoss(points, a-step*da, b-step*db); l <= loss {
				a, b, loss = a-step*da, b-step*db, l
				break
			}
		}
		if step <= 1e-6 || math.Abs(da)+math.Abs(db) < 1e-9 {
			break
		}
	}
	return a, b
}

// boolFloat is 1 for true, 0 for false.
func boolFloat(v bool) float64 {
	if v {
		return 1
	}
	return 0
}

// mixLoss is the mean log loss of softmax(a·lr + b·svm).
func mixLoss(points []cvPoint, a, b float64) float64 {
	var loss float64
	for _, p := range points {
		z := p.mixed(a, b)
		softmax(z)
		loss -= math.Log(max(z[p.actual], 1e-300))
	}
	return loss / float64(len(points))
}

// mixGradient returns the gradient and Hessian of mixLoss in (a, b).
func mixGradient(points []cvPoint, a, b float64) (g [2]float64, h [2][2]float64) {
	feature := func(p cvPoint, c int) [2]float64 {
		var f [2]float64
		if p.lr != nil {
			f[0] = p.lr[c]
		}
		if p.svm != nil {
			f[1] = p.svm[c]
		}
		return f
	}
	for _, p := range points {
		q := p.mixed(a, b)
		softmax(q)
		var mean [2]float64
		var second [2][2]float64
		for c, qc := range q {
			f := feature(p, c)
			for i := range 2 {
				mean[i] += qc * f[i]
				for j := range 2 {
					second[i][j] += qc * f[i] * f[j]
				}
			}
		}
		y := feature(p, p.actual)
		for i := range 2 {
			g[i] += mean[i] - y[i]
			for j := range 2 {
				h[i][j] += second[i][j] - mean[i]*mean[j]
			}
		}
	}
	n := float64(len(points))
	for i := range 2 {
		g[i] /= n
		for j := range 2 {
			h[i][j] /= n
		}
	}
	return g, h
}

// crossFittedOutcomes calibrates each fold with weights fitted on the other
// folds' points only, so the reported calibration is out of sample.
func (r cvResult) crossFittedOutcomes(keep func(textSource) bool) []outcome {
	var out []outcome
	for f := range cvFolds {
		var fit []cvPoint
		for _, p := range r.points {
			if p.fold != f {
				fit = append(fit, p)
			}
		}
		a, b := fitMix(fit)
		for _, p := range r.points {
			if p.fold == f && keep(p.src) {
				z := p.mixed(a, b)
				softmax(z)
				out = append(out, outcome{actual: p.actual, probs: z})
			}
		}
	}
	return out
}
