package ocr

import "slices"

// eraseBrokenRules whitens the horizontal rules between table rows that whitenBackground broke
// into pieces: a light grey rule on a scan keeps only its darker pixels, a line of dashes and
// specks that Tesseract reads as letters in the rows beside it ("Hemácias o o 4,38",
// "RDW | o o o o 13,1"), and reports how many it erased. A piece is a component of ink no
// taller than a rule plus what a skew of about a degree adds over its width, and at least two
// rule thicknesses wide; a broken rule is a level (pieces whose middles step by at most a rule's
// thickness) of at least minRulePieces pieces, spread over a third of the page's width and
// covering a twentieth of it, with no glyph beside any piece at its height: the dashes of a text
// line ("1,6 — — 1,9") sit at the height of its letters, a rule between rows at none. The specks
// between the pieces go with them. A solid rule is one piece and stays, as eraseRules's comment
// says it must.
func eraseBrokenRules(p *pgm, dpi int) int {
	thick := max(2, dpi/60)
	var pieces, specks, glyphs []blob
	for _, b := range smallBlobs(p, p.w, dpi/6) {
		switch w, h := b.x1-b.x0+1, b.y1-b.y0+1; {
		case h <= thick+w/50 && w >= 2*thick:
			pieces = append(pieces, b)
		case h <= thick+1:
			specks = append(specks, b)
		case h > 2*thick:
			glyphs = append(glyphs, b)
		}
	}
	mid := func(b blob) int { return (b.y0 + b.y1) / 2 }
	slices.SortFunc(pieces, func(a, b blob) int { return mid(a) - mid(b) })
	erased := 0
	for i := 0; i < len(pieces); {
		j := i + 1
		for j < len(pieces) && mid(pieces[j])-mid(pieces[j-1]) <= thick {
			j++
		}
		level := slices.Clip(pieces[i:j])
		i = j
		left, right, top, bottom, covered := p.w, 0, p.h, 0, 0
		for _, b := range level {
			left, right, covered = min(left, b.x0), max(right, b.x1), covered+b.x1-b.x0+1
			top, bottom = min(top, b.y0), max(bottom, b.y1)
		}
		if len(level) < minRulePieces || 3*(right-left) < p.w || 20*covered < p.w || besideGlyph(level, glyphs, dpi/2) {
			continue
		}
		for _, b := range specks {
			if b.y0 >= top && b.y1 <= bottom && b.x0 >= left && b.x1 <= right {
				level = append(level, b)
			}
		}
		for _, b := range level {
			p.whitenBox(b, 0) // (after whitenBackground a pixel is white or darker than darkLevel)
		}
		erased++
	}
	return erased
}

// minRulePieces is the fewest pieces a broken rule has: a solid rule is one, a text line's
// dashes a few.
const minRulePieces = 6

// besideGlyph reports whether a glyph within reach pixels of a piece spans the piece's middle.
func besideGlyph(pieces, glyphs []blob, reach int) bool {
	for _, b := range pieces {
		m := (b.y0 + b.y1) / 2
		for _, g := range glyphs {
			if g.y0 < m && m < g.y1 && g.x1 >= b.x0-reach && g.x0 <= b.x1+reach {
				return true
			}
		}
	}
	return false
}
