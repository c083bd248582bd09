package classify

// defaultParams are the model's parameters, chosen by grouped, stratified
// cross-validation on the embedded corpus (cv_test.go, sweep_test.go).
var defaultParams = params{
	spec: featureSpec{
		blocks: []block{
			{kind: kindWord, lo: 1, hi: 2, weight: 1},
			{kind: kindCharWB, lo: 2, hi: 5, weight: 1},
			{kind: kindCue, lo: 1, hi: 1, weight: 0.5},
			{kind: kindCharWB, lo: 2, hi: 5, weight: 1, raw: true},
		},
	},
	minGroups: 2,
	lr:        &lrParams{c: 1, epochs: 15, learnRate: 0.5, decay: 0.3, perGroup: 2, seed: 20240601},
	// Temperature scaling: LR logits × 4.44 minimize the log loss of the
	// out-of-fold predictions (TestCrossValidation checks it still does).
	mixLR: 4.44,
}
