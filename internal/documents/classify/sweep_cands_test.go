package classify

import (
	"fmt"
	"slices"
)

// sprintfAcc formats one named score.
func sprintfAcc(name string, v float64) string { return fmt.Sprintf(" %s %.4f", name, v) }

// sweepCandidates are the variants compared by TestSweep: the model in use
// and one change each, the alternatives tried while choosing it.
func sweepCandidates() []candidate {
	withLR := func(c *candidate) {
		c.params.lr, c.params.mixLR = &lrParams{c: 1, epochs: 15, learnRate: 0.5, decay: 0.3, perGroup: 2, seed: 20240601}, 0.35
	}
	return append(baselines()[:4],
		ours(),
		variant("+lr (ensemble)", withLR),
		variant("lr only", func(c *candidate) {
			withLR(c)
			c.params.svm, c.params.mixSVM = nil, 0
		}),
		variant("svm C0.3", func(c *candidate) { c.params.svm.c = 0.3 }),
		variant("svm C3", func(c *candidate) { c.params.svm.c = 3 }),
		variant("no ocr text", func(c *candidate) { c.aug.ocr = false }),
		variant("no mixed documents", func(c *candidate) { c.aug.mixed = false }),
		variant("3 noisy variants", func(c *candidate) { c.aug.variants = 3 }),
		variant("no raw char_wb", func(c *candidate) { c.params.spec.blocks = slices.Delete(c.params.spec.blocks, 3, 4) }),
		variant("no cues", func(c *candidate) { c.params.spec.blocks = slices.Delete(c.params.spec.blocks, 2, 3) }),
		variant("cues weight 1", func(c *candidate) { c.params.spec.blocks[2].weight = 1 }),
		variant("+char 3-5 across words", func(c *candidate) {
			c.params.spec.blocks = append(c.params.spec.blocks, block{kind: kindCharAll, lo: 3, hi: 5, weight: 1})
		}),
		variant("+title words (3 lines)", func(c *candidate) {
			c.params.spec.headLines = 3
			c.params.spec.blocks = append(c.params.spec.blocks, block{kind: kindHead, lo: 1, hi: 2, weight: 0.5})
		}),
		variant("+title cues (2 lines)", func(c *candidate) {
			c.params.spec.headLines = 2
			c.params.spec.blocks = append(c.params.spec.blocks, block{kind: kindHeadCue, lo: 1, hi: 1, weight: 0.5})
		}),
		variant("min 1 base document", func(c *candidate) { c.params.minGroups = 1 }),
	)
}
