package classify

import "fmt"

// sprintfAcc formats one named score.
func sprintfAcc(name string, v float64) string { return fmt.Sprintf(" %s %.4f", name, v) }

// sweepCandidates are the variants compared by TestSweep.
func sweepCandidates() []candidate {
	return []candidate{
		variant("variants 2", func(c *candidate) { c.aug.variants = 2 }),
		variant("variants 2 pergroup 2", func(c *candidate) { c.aug.variants, c.params.lr.perGroup = 2, 2 }),
		variant("variants 3 pergroup 2", func(c *candidate) { c.params.lr.perGroup = 2 }),
		variant("variants 3 pergroup 2 e25", func(c *candidate) { c.params.lr.perGroup, c.params.lr.epochs = 2, 25 }),
		variant("variants 3 pergroup 3", func(c *candidate) { c.params.lr.perGroup = 3 }),
	}
}
