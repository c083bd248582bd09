package ocr

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
)

// A rendered scan is cleaned before Tesseract reads it (cleanPageFile): dark boxes inverted, a
// white background, no vertical table rules, no dotted leaders, no flag arrows. Each was
// measured on scanned lab reports.
//
// Dotted leaders ("Hemoglobina ........ 13,1 g/dL") are what Tesseract reads worst on a scanned
// lab report: it turns the dots into words ("Sue pares sa") and often drops the short name
// before them ("VCM"). eraseLeaders whitens them on the rendered page before OCR: a leader is a
// horizontal run of at least minLeaderDots small blobs on one baseline, each close to the next.
// A decimal comma, a period or an ellipsis is never such a run. A dashed rule under a heading
// ("GLICOSE EM JEJUM" over "- - - - -") is the same run with thin dashes for dots: Tesseract
// reads it as a line of garbage that swallows the heading above it, so it goes too.

const (
	darkLevel     = 170 // a pixel darker than this is ink (anti-aliased and JPEG rims included)
	leaderMargin  = 2   // pixels whitened around each dot, for the rims lighter than darkLevel
	minLeaderDots = 6
)

// pgm is an 8-bit grayscale image (netpbm P5) as pdftoppm -gray writes it.
type pgm struct {
	w, h int
	pix  []byte
}

// readPGM reads a binary 8-bit PGM of at most maxRenderPixels pixels.
func readPGM(r io.Reader) (*pgm, error) {
	br := bufio.NewReader(r)
	var magic string
	var w, h, maxVal int
	if _, err := fmt.Fscan(br, &magic, &w, &h, &maxVal); err != nil {
		return nil, fmt.Errorf("pgm header: %w", err)
	}
	if magic != "P5" || maxVal != 255 || w <= 0 || h <= 0 || w*h > maxRenderPixels {
		return nil, errors.New("pgm: not an 8-bit P5 image within the pixel cap")
	}
	if _, err := br.ReadByte(); err != nil { // the single whitespace after the header
		return nil, err
	}
	img := &pgm{w: w, h: h, pix: make([]byte, w*h)}
	if _, err := io.ReadFull(br, img.pix); err != nil {
		return nil, fmt.Errorf("pgm pixels: %w", err)
	}
	return img, nil
}

func (p *pgm) encode() []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "P5\n%d %d\n255\n", p.w, p.h)
	b.Write(p.pix)
	return b.Bytes()
}

// blob is a connected component of ink: its bounding box.
type blob struct{ x0, y0, x1, y1 int }

// whitenBox whitens b's box and margin pixels around it, within the page.
func (p *pgm) whitenBox(b blob, margin int) {
	for y := max(0, b.y0-margin); y <= min(p.h-1, b.y1+margin); y++ {
		row := p.pix[y*p.w : (y+1)*p.w]
		for x := max(0, b.x0-margin); x <= min(p.w-1, b.x1+margin); x++ {
			row[x] = 255
		}
	}
}

// eraseLeaders whitens the dotted leaders of a page rendered at dpi and reports how many runs
// it erased.
func eraseLeaders(p *pgm, dpi int) int {
	maxDot := max(2, dpi/40)  // a leader dot: at most ~0.6 mm across
	maxDash := max(4, dpi/12) // a rule's dash: at most ~2 mm long (and as thin as a dot)
	maxGap := max(4, dpi/8)   // between two dots of one leader: at most ~3 mm
	dots := smallBlobs(p, maxDash, maxDot)
	if len(dots) < minLeaderDots || len(dots) > 200_000 {
		return 0
	}
	// Group dots whose centres share a baseline (within maxDot/2) and follow each other closely.
	slices.SortFunc(dots, func(a, b blob) int {
		if c := (a.y0 + a.y1) - (b.y0 + b.y1); c != 0 {
			return c
		}
		return a.x0 - b.x0
	})
	var sets disjointSets
	for range dots {
		sets.add()
	}
	for i, a := range dots {
		// the nearest dot to the right on the same baseline
		best, bestGap := -1, maxGap+1
		for j := i + 1; j < len(dots) && (dots[j].y0+dots[j].y1)-(a.y0+a.y1) <= maxDot; j++ {
			if gap := dots[j].x0 - a.x1; gap > 0 && gap < bestGap {
				best, bestGap = j, gap
			}
		}
		for j := i - 1; j >= 0 && (a.y0+a.y1)-(dots[j].y0+dots[j].y1) <= maxDot; j-- {
			if gap := dots[j].x0 - a.x1; gap > 0 && gap < bestGap {
				best, bestGap = j, gap
			}
		}
		if best >= 0 {
			sets.union(int32(best), int32(i))
		}
	}
	members := map[int][]blob{}
	for i, d := range dots {
		root := int(sets.find(int32(i)))
		members[root] = append(members[root], d)
	}
	runs := 0
	for _, ds := range members {
		for _, seg := range evenSegments(ds) {
			if len(seg) < minLeaderDots {
				continue
			}
			runs++
			for _, d := range seg {
				p.whitenBox(d, leaderMargin)
			}
		}
	}
	return runs
}

// evenSegments splits a baseline's dots, left to right, into runs spaced like a leader: each
// step between dots within half and one and a half times the previous one (plus a pixel), so
// the dots of i's and accents along a line of text, or a decimal comma after a leader, fall out;
// and each as wide as the one before (within a factor of two, plus two pixels), so a minus sign
// after a leader's dots ("BE ....... -2,8") or a dot after a rule's dashes is no part of the run.
func evenSegments(ds []blob) [][]blob {
	slices.SortFunc(ds, func(a, b blob) int { return a.x0 - b.x0 })
	var out [][]blob
	start := 0
	for i := 1; i <= len(ds); i++ {
		if i < len(ds) && !alike(ds[i-1], ds[i]) {
			// another kind of mark: the run ends here
		} else if i < len(ds) && i-start >= 2 {
			prev, step := ds[i-1].x0-ds[i-2].x0, ds[i].x0-ds[i-1].x0
			if 2*step >= prev-2 && 2*step <= 3*prev+2 {
				continue
			}
		} else if i < len(ds) {
			continue
		}
		out = append(out, ds[start:i])
		start = i
	}
	return out
}

// alike reports whether two marks of a run are as wide as each other, within a factor of two
// plus two pixels (a scan's dots vary by a pixel or two).
func alike(a, b blob) bool {
	wa, wb := a.x1-a.x0+1, b.x1-b.x0+1
	return wa <= 2*wb+2 && wb <= 2*wa+2
}

// smallBlobs returns the connected components of ink (8-connected) narrower than maxW and
// shorter than maxH pixels.
func smallBlobs(p *pgm, maxW, maxH int) []blob {
	labels := make([]int32, p.w*p.h) // 0: background; else 1 + index into boxes (after union)
	var boxes []blob
	var sets disjointSets
	for y := range p.h {
		for x := range p.w {
			i := y*p.w + x
			if p.pix[i] >= darkLevel {
				continue
			}
			var l int32 = -1
			for _, d := range [4][2]int{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}} {
				nx, ny := x+d[0], y+d[1]
				if nx < 0 || ny < 0 || nx >= p.w {
					continue
				}
				if n := labels[ny*p.w+nx]; n > 0 {
					if l < 0 {
						l = n - 1
					} else {
						sets.union(l, n-1)
					}
				}
			}
			if l < 0 {
				l = int32(len(boxes))
				boxes = append(boxes, blob{x, y, x, y})
				sets.add()
			}
			labels[i] = l + 1
			b := &boxes[l]
			b.x0, b.y0, b.x1, b.y1 = min(b.x0, x), min(b.y0, y), max(b.x1, x), max(b.y1, y)
		}
	}
	// merge the boxes of each component into its root
	merged := make([]blob, len(boxes))
	seen := make([]bool, len(boxes))
	for i, b := range boxes {
		r := sets.find(int32(i))
		if !seen[r] {
			merged[r], seen[r] = b, true
			continue
		}
		m := &merged[r]
		m.x0, m.y0, m.x1, m.y1 = min(m.x0, b.x0), min(m.y0, b.y0), max(m.x1, b.x1), max(m.y1, b.y1)
	}
	var out []blob
	for i, b := range merged {
		if seen[i] && sets.find(int32(i)) == int32(i) && b.x1-b.x0 < maxW && b.y1-b.y0 < maxH {
			out = append(out, b)
		}
	}
	return out
}

// whitenBackground turns every pixel lighter than darkLevel white: shaded table rows, paper tone
// and JPEG noise. Tesseract's own (Otsu) threshold otherwise splits a page with grey zebra rows
// between the shading and the paper, and reads the shaded rows as black bars.
func whitenBackground(p *pgm) {
	for i, v := range p.pix {
		if v >= darkLevel {
			p.pix[i] = 255
		}
	}
}

// eraseRules whitens vertical table rules: dark runs at least a third of an inch long, at least
// three quarters ink, and at most ~0.4 mm thick. Tesseract otherwise reads a cell border beside a
// value as part of it ("[| aefmod"). A letter's stroke is neither that long nor that thin across.
// Horizontal rules are left: erasing them (all or the long dark runs) lost more than it gained on
// the development scans, because light rules break into dashes that read as text; those broken
// rules are eraseBrokenRules's.
func eraseRules(p *pgm, dpi int) {
	minLen, maxThick, maxGap := max(8, dpi/3), max(2, dpi/60), max(2, dpi/50)
	erase := make([]bool, len(p.pix))
	// scan walks one line of pixels (n of them, the i-th at index at(i)) and marks the thin
	// pixels of its rules; across(i) reports whether the ink at i is thin across the line.
	scan := func(n int, at func(int) int, across func(int) bool) {
		for i := 0; i < n; {
			if p.pix[at(i)] >= darkLevel {
				i++
				continue
			}
			start, end, ink, gap := i, i, 0, 0
			for j := i; j < n && gap <= maxGap; j++ {
				if p.pix[at(j)] < darkLevel {
					ink, end, gap = ink+1, j+1, 0
				} else {
					gap++
				}
			}
			if end-start >= minLen && 4*ink >= 3*(end-start) {
				for k := start; k < end; k++ {
					if p.pix[at(k)] < darkLevel && across(k) {
						erase[at(k)] = true
					}
				}
			}
			i = end
		}
	}
	dark := func(x, y int) bool { return x >= 0 && y >= 0 && x < p.w && y < p.h && p.pix[y*p.w+x] < darkLevel }
	thin := func(x, y, dx, dy int) bool {
		n := 1
		for k := 1; k <= maxThick && dark(x+k*dx, y+k*dy); k++ {
			n++
		}
		for k := 1; k <= maxThick && dark(x-k*dx, y-k*dy); k++ {
			n++
		}
		return n <= maxThick
	}
	for x := range p.w {
		scan(p.h, func(i int) int { return i*p.w + x }, func(i int) bool { return thin(x, i, 1, 0) })
	}
	for i, e := range erase {
		if e {
			p.pix[i] = 255
		}
	}
}

// invertDarkBoxes inverts the dark filled boxes of a page rendered at dpi (a result flagged in
// white on black, a table header printed white on a dark band), so their text is dark on light
// like the rest; it returns how many it inverted. Tesseract reads white-on-black values as
// nothing or noise, and whitenBackground keeps such a box black. A box is a connected region of
// tiles (a fortieth of an inch) at least half ink, at least a tenth of an inch tall and a fifth
// wide, at least 70 % of its bounding box such tiles and minBoxInk of its pixels ink; letters,
// even bold ones, are too thin or too sparse to be one.
func invertDarkBoxes(p *pgm, dpi int) int {
	tile := max(3, dpi/40)
	tw, th := (p.w+tile-1)/tile, (p.h+tile-1)/tile
	dark := make([]bool, tw*th)
	for ty := range th {
		for tx := range tw {
			dark[ty*tw+tx] = inkShare(p, tx*tile, ty*tile, min(p.w, (tx+1)*tile), min(p.h, (ty+1)*tile)) >= 0.5
		}
	}
	seen := make([]bool, len(dark))
	minH, minW := max(2, dpi/10/tile), max(3, dpi/5/tile)
	inverted := 0
	var stack []int
	for start, d := range dark {
		if !d || seen[start] {
			continue
		}
		// the component's tiles and bounding box, by flood fill over the four neighbours
		x0, y0, x1, y1, count := tw, th, -1, -1, 0
		seen[start] = true
		stack = append(stack[:0], start)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			x, y := i%tw, i/tw
			x0, y0, x1, y1, count = min(x0, x), min(y0, y), max(x1, x), max(y1, y), count+1
			for _, j := range [4]int{i - 1, i + 1, i - tw, i + tw} {
				if j >= 0 && j < len(dark) && dark[j] && !seen[j] && (j/tw == y || j%tw == x) {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
		bw, bh := x1-x0+1, y1-y0+1
		if bh < minH || bw < minW || 10*count < 7*bw*bh {
			continue
		}
		px0, py0, px1, py1 := x0*tile, y0*tile, min(p.w, (x1+1)*tile), min(p.h, (y1+1)*tile)
		if ink := inkShare(p, px0, py0, px1, py1); ink < minBoxInk {
			continue // bold letters run together (a heading), not a box around light letters
		}
		invertBox(p, px0, py0, px1, py1, tile)
		inverted++
	}
	return inverted
}

// minBoxInk is the share of ink a dark box has over its tiles: its light letters take little of
// it. On the development scans, boxes measured 0.84 to 0.95 and bold headings whose letters ran
// together 0.58 to 0.67.
const minBoxInk = 0.8

// inkShare is the share of pixels darker than darkLevel in [x0,x1)×[y0,y1).
func inkShare(p *pgm, x0, y0, x1, y1 int) float64 {
	ink := 0
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			if p.pix[y*p.w+x] < darkLevel {
				ink++
			}
		}
	}
	return float64(ink) / float64(max(1, (x1-x0)*(y1-y0)))
}

// invertBox inverts the box that tiles [x0,x1)×[y0,y1) cover, its edges found to the pixel: the
// rows and columns within a tile of the tiles' bounds that are at least half ink. Its tone maps
// to white, white to black.
func invertBox(p *pgm, x0, y0, x1, y1, tile int) {
	inkRow := func(y, from, to int) bool { return inkShare(p, from, y, to, y+1) >= 0.5 }
	inkCol := func(x, from, to int) bool { return inkShare(p, x, from, x+1, to) >= 0.5 }
	top, bottom := y0, y1
	for top > max(0, y0-tile) && inkRow(top-1, x0, x1) {
		top--
	}
	for top < y1 && !inkRow(top, x0, x1) {
		top++
	}
	for bottom < min(p.h, y1+tile) && inkRow(bottom, x0, x1) {
		bottom++
	}
	for bottom > top && !inkRow(bottom-1, x0, x1) {
		bottom--
	}
	left, right := x0, x1
	for left > max(0, x0-tile) && inkCol(left-1, top, bottom) {
		left--
	}
	for left < x1 && !inkCol(left, top, bottom) {
		left++
	}
	for right < min(p.w, x1+tile) && inkCol(right, top, bottom) {
		right++
	}
	for right > left && !inkCol(right-1, top, bottom) {
		right--
	}
	// the box's own tone (its ink's mean level) becomes white and white becomes black, so a grey
	// band's inverse is no lighter grey that whitenBackground would keep
	sum, n := 0, 0
	for y := top; y < bottom; y++ {
		for x := left; x < right; x++ {
			if v := p.pix[y*p.w+x]; v < darkLevel {
				sum, n = sum+int(v), n+1
			}
		}
	}
	if n == 0 {
		return
	}
	bg := sum / n
	for y := top; y < bottom; y++ {
		for x := left; x < right; x++ {
			v := 255 * (255 - int(p.pix[y*p.w+x])) / (255 - bg)
			p.pix[y*p.w+x] = byte(min(255, max(0, v)))
		}
	}
}

// cleanPageFile rewrites the PGM at path with a white background and without its vertical rules,
// dotted leaders and flag arrows; a file it cannot read is left as it is (OCR then reads the page unchanged).
func cleanPageFile(path string, dpi int) {
	f, err := os.Open(path)
	if err != nil {
		return
	}
	img, err := readPGM(f)
	f.Close()
	if err != nil {
		return
	}
	cleanPage(img, dpi)
	_ = os.WriteFile(path, img.encode(), 0o600)
}

// cleanPage prepares a page rendered or scanned at dpi for Tesseract, in place.
func cleanPage(p *pgm, dpi int) {
	invertDarkBoxes(p, dpi)
	whitenBackground(p)
	eraseRules(p, dpi)
	eraseBrokenRules(p, dpi)
	eraseLeaders(p, dpi)
	eraseArrows(p, dpi)
}

// eraseArrows whitens the flag arrows printed beside out-of-range values ("9,4 ↑", "3,1 ↓") on
// a page rendered at dpi and reports how many it erased. Tesseract reads an arrow as a digit and
// glues it to the value ("9,41", "581" for "58 ↑"), a wrong number no later step can tell from a
// right one; the reader works the flag out from the reference range. An arrow is a glyph-sized
// component of ink whose stem runs its whole height and, at one end only, opens into a head
// symmetric about the stem that starts narrow ("↑" begins in a point where "T" begins in a bar),
// the other end being stem alone ("1" has a foot, "+" and "†" a bar midway, "Y" arms at the top).
func eraseArrows(p *pgm, dpi int) int {
	minH, maxH := max(8, dpi/25), max(12, dpi/5) // ~1 to ~5 mm tall
	erased := 0
	for _, b := range smallBlobs(p, max(10, dpi/10), maxH) {
		if b.y1-b.y0+1 < minH || !isArrow(p, b) {
			continue
		}
		p.whitenBox(b, 1)
		erased++
	}
	return erased
}

// isArrow reports whether the ink in b's box is an up or down arrow (see eraseArrows).
func isArrow(p *pgm, b blob) bool {
	w, h := b.x1-b.x0+1, b.y1-b.y0+1
	if w < 5 || 10*h < 14*w { // at least 1.4 times as tall as wide
		return false
	}
	ink := func(x, y int) bool { return p.pix[(b.y0+y)*p.w+b.x0+x] < darkLevel }
	// the stem: the columns inked in at least 85 % of the rows, one run of them near the middle
	s0, s1 := -1, -1
	for x := range w {
		n := 0
		for y := range h {
			if ink(x, y) {
				n++
			}
		}
		if 100*n >= 85*h {
			if s0 < 0 {
				s0 = x
			} else if x != s1+1 {
				return false // two stems
			}
			s1 = x
		}
	}
	if s0 < 0 || s1-s0+1 > max(3, w/3) || abs((s0+s1)-(w-1)) > max(2, w/3) {
		return false
	}
	// extent of a row's ink beyond the stem (one pixel of slack) on each side
	beyond := func(y int) (left, right int) {
		for x := range w {
			if ink(x, y) {
				if x < s0-1 {
					left = max(left, s0-1-x)
				}
				if x > s1+1 {
					right = max(right, x-s1-1)
				}
			}
		}
		return left, right
	}
	// headAt reports whether the rows from `from` on, walked by step, are a head then stem alone:
	// the head within the first 45 % of the rows, each of its rows as wide on both sides (within
	// a third of its width, plus a pixel) and at most a little wider than the row before (a
	// point that widens, not a bar), at least two of them reaching past the stem on both sides,
	// and the widest at least two rows from the point (a "1"'s foot is widest at once).
	headAt := func(from, step int) bool {
		headRows, step2 := (45*h+99)/100, max(2, w/5)
		maxL, maxR, wide, widest := 0, 0, 0, 0
		for k := range h {
			l, r := beyond(from + k*step)
			if k >= headRows {
				if l > 0 || r > 0 {
					return false
				}
				continue
			}
			if k == 0 && l+r+s1-s0+3 > w/2+1 {
				return false // a bar, not a point
			}
			if abs(l-r) > 1+(l+r)/3 {
				return false // one-sided: a hook ("f") or a flag ("1")
			}
			if l > maxL+step2 || r > maxR+step2 {
				return false // a bar ("T"), not a head that widens from its point
			}
			if l > 0 && r > 0 {
				wide++
			}
			if l+r > maxL+maxR {
				widest = k
			}
			maxL, maxR = max(maxL, l), max(maxR, r)
		}
		return wide >= 2 && widest >= 2
	}
	return headAt(0, 1) || headAt(h-1, -1)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// disjointSets is a union-find forest over 0..n-1 with path halving.
type disjointSets []int32

// add makes a new singleton set, numbered len(*d) before the call.
func (d *disjointSets) add() { *d = append(*d, int32(len(*d))) }

func (d disjointSets) find(i int32) int32 {
	for d[i] != i {
		d[i] = d[d[i]]
		i = d[i]
	}
	return i
}

// union merges b's set into a's.
func (d disjointSets) union(a, b int32) {
	if ra, rb := d.find(a), d.find(b); ra != rb {
		d[rb] = ra
	}
}
