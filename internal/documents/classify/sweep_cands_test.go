package classify

import "fmt"

// sprintfAcc formats one named score.
func sprintfAcc(name string, v float64) string { return fmt.Sprintf(" %s %.4f", name, v) }

// sweepCandidates are the variants compared by TestSweep.
func sweepCandidates() []candidate {
	cands := append(baselines(), ours())
	cands = append(cands,
		variant("no-ocr-aug", func(c *candidate) { c.withOCR = false }),
		variant("lr-only", func(c *candidate) { c.params.svm = nil }),
		variant("svm-only", func(c *candidate) { c.params.lr = nil }),
		variant("charall25", func(c *candidate) { c.params.spec.blocks[1].kind = kindCharAll }),
		variant("charwb35", func(c *candidate) { c.params.spec.blocks[1].lo = 3 }),
		variant("+charall35", func(c *candidate) {
			c.params.spec.blocks = append(c.params.spec.blocks, block{kind: kindCharAll, lo: 3, hi: 5, weight: 1})
		}),
		variant("cue0", func(c *candidate) { c.params.spec.blocks = c.params.spec.blocks[:2] }),
		variant("cue1", func(c *candidate) { c.params.spec.blocks[2].weight = 1 }),
		variant("+head3", func(c *candidate) {
			c.params.spec.headLines = 3
			c.params.spec.blocks = append(c.params.spec.blocks, block{kind: kindHead, lo: 1, hi: 2, weight: 0.5})
		}),
		variant("+head3w1", func(c *candidate) {
			c.params.spec.headLines = 3
			c.params.spec.blocks = append(c.params.spec.blocks, block{kind: kindHead, lo: 1, hi: 2, weight: 1})
		}),
		variant("raw", func(c *candidate) { c.params.spec.blocks[0].raw, c.params.spec.blocks[1].raw = true, true }),
		variant("mingroups1", func(c *candidate) { c.params.minGroups = 1 }),
		variant("mingroups3", func(c *candidate) { c.params.minGroups = 3 }),
		variant("lrC5", func(c *candidate) { c.params.lr.c = 5 }),
		variant("lrC100", func(c *candidate) { c.params.lr.c = 100 }),
		variant("svmC0.3", func(c *candidate) { c.params.svm.c = 0.3 }),
		variant("svmC3", func(c *candidate) { c.params.svm.c = 3 }),
		variant("svm-balanced", func(c *candidate) { c.params.svm.balanced = true }),
	)
	return cands
}

// mixCandidates try training on mixed documents too.
func mixCandidates() []candidate {
	return []candidate{
		variant("mixaug", func(c *candidate) { c.withMixed = true }),
		variant("mixaug+head3", func(c *candidate) {
			c.withMixed = true
			c.params.spec.headLines = 3
			c.params.spec.blocks = append(c.params.spec.blocks, block{kind: kindHead, lo: 1, hi: 2, weight: 0.5})
		}),
		variant("mixaug-cue0", func(c *candidate) { c.withMixed = true; c.params.spec.blocks = c.params.spec.blocks[:2] }),
	}
}

// formCandidates try raw (scikit-learn) and normalized text forms.
func formCandidates() []candidate {
	return []candidate{
		variant("charwb-raw", func(c *candidate) { c.params.spec.blocks[1].raw = true }),
		variant("word-raw", func(c *candidate) { c.params.spec.blocks[0].raw = true }),
		variant("+charwb-raw", func(c *candidate) {
			c.params.spec.blocks = append(c.params.spec.blocks, block{kind: kindCharWB, lo: 2, hi: 5, weight: 1, raw: true})
		}),
		variant("+word-raw", func(c *candidate) {
			c.params.spec.blocks = append(c.params.spec.blocks, block{kind: kindWord, lo: 1, hi: 2, weight: 1, raw: true})
		}),
	}
}

// cueCandidates try title cues and the combinations that did well.
func cueCandidates() []candidate {
	headCue := func(c *candidate, lines int, w float64) {
		c.params.spec.headLines = lines
		c.params.spec.blocks = append(c.params.spec.blocks, block{kind: kindHeadCue, lo: 1, hi: 1, weight: w})
	}
	return []candidate{
		variant("+headcue2", func(c *candidate) { headCue(c, 2, 0.5) }),
		variant("+headcue3w.3", func(c *candidate) { headCue(c, 3, 0.3) }),
		variant("cue.3", func(c *candidate) { c.params.spec.blocks[2].weight = 0.3 }),
		variant("cue.7", func(c *candidate) { c.params.spec.blocks[2].weight = 0.7 }),
		variant("+charwb-raw+mixaug", func(c *candidate) {
			c.withMixed = true
			c.params.spec.blocks = append(c.params.spec.blocks, block{kind: kindCharWB, lo: 2, hi: 5, weight: 1, raw: true})
		}),
	}
}
