package ocr

import (
	"context"
	"errors"
	"io"
	"strconv"
	"time"

	"github.com/ledongthuc/pdf"
)

// Child job names.
const (
	jobTextLayer = "text-layer"
	jobDICOM     = "dicom-header"
)

// childJobs are the jobs a parser child can do (sandbox.go). The text layer of a 1,000-page
// document takes the child well under a second; 30 s of CPU leave room for slow machines while a
// file that makes the library spin (object streams that inflate to gigabytes, which are not
// measured) fails over to poppler within half a minute.
var childJobs = map[string]childJob{
	jobTextLayer: {cpuSeconds: 30, wallClock: time.Minute, run: textLayerJob},
	jobDICOM:     {cpuSeconds: 5, wallClock: 5 * time.Second, run: dicomJob},
	// decoding and cleaning a 40-megapixel page takes a few seconds
	jobCleanImage: {cpuSeconds: 20, wallClock: 30 * time.Second, run: cleanImageJob},
}

// maxContentBytes bounds the decoded content streams the text-layer child reads per document: a
// FlateDecode stream inflates about 1000:1, so a 40 MB file could hold 40 GB of page content.
// A PDF over it fails at once as over the limits, without handing poppler the same bomb.
const maxContentBytes = 256 << 20

// Text-layer reply statuses.
const (
	statusOK         = "ok"
	statusEncrypted  = "encrypted"
	statusUnopenable = "unopenable" // the library cannot open it; poppler may
	statusTooLarge   = "too_large"  // decoded page content over maxContentBytes, or a page over maxPageGlyphs
)

// textLayerReply is what the text-layer child writes on its standard output.
type textLayerReply struct {
	Status    string          `json:"status"`
	PageCount int             `json:"page_count"`
	Pages     []textLayerPage `json:"pages,omitempty"` // empty when PageCount is above the cap
}

// textLayerPage is one page's text layer; Usable is false when poppler must read the page
// (unparseable, positions collapsed, too many glyphs or too few letters).
type textLayerPage struct {
	Text   string `json:"text,omitempty"`
	Usable bool   `json:"usable"`
}

// textLayer reads the text layer of path, at most maxPages pages, in a child process.
// errSandboxDied means the file made the library crash or exceed a limit; other errors are
// transient.
func textLayer(ctx context.Context, path string, maxPages int) (textLayerReply, error) {
	var reply textLayerReply
	if err := runChild(ctx, jobTextLayer, strconv.Itoa(maxPages), path, &reply); err != nil {
		return textLayerReply{}, err
	}
	if reply.Status == "" || len(reply.Pages) > maxPages {
		return textLayerReply{}, errSandboxDied
	}
	return reply, nil
}

// textLayerJob is the text-layer child's work: arg is the page cap.
func textLayerJob(path, arg string) any {
	maxPages, err := strconv.Atoi(arg)
	if err != nil {
		maxPages = MaxPages
	}
	return readTextLayer(path, maxPages)
}

// readTextLayer parses path with the library, in the child. Panics are caught per page; what
// cannot be caught (stack overflow, out of memory) ends the child, which the parent handles.
func readTextLayer(path string, maxPages int) textLayerReply {
	doc, closeDoc, err := openPDF(path)
	if err != nil {
		if isEncrypted(err) {
			return textLayerReply{Status: statusEncrypted}
		}
		return textLayerReply{Status: statusUnopenable}
	}
	defer closeDoc()
	count, err := numPages(doc)
	if err != nil || count <= 0 {
		return textLayerReply{Status: statusUnopenable}
	}
	reply := textLayerReply{Status: statusOK, PageCount: count}
	if count > maxPages {
		return reply
	}
	pages := pageList(doc, count)
	budget := &decodeBudget{left: maxContentBytes}
	reply.Pages = make([]textLayerPage, count)
	for i, page := range pages {
		if !budget.chargeContents(page) {
			return textLayerReply{Status: statusTooLarge, PageCount: count}
		}
		gs, err := pageGlyphs(page, budget)
		if errors.Is(err, errOverLimits) {
			return textLayerReply{Status: statusTooLarge, PageCount: count}
		}
		if err != nil || positionsCollapsed(gs) {
			continue
		}
		text := layoutText(gs)
		reply.Pages[i] = textLayerPage{Text: text, Usable: countLetters(text) >= minLetters}
	}
	return reply
}

// pageList returns the document's pages in order, at most limit, walking the page tree once (the
// library's Page(n) walks it from the root for every page, quadratic in the page count). It visits
// at most maxTreeNodes nodes and maxTreeDepth levels, so a tree with cycles ends.
func pageList(doc *pdf.Reader, limit int) (pages []pdf.Page) {
	defer func() {
		_ = recover() // the pages found so far are kept; poppler reads the others
	}()
	visits := 0
	var walk func(node pdf.Value, depth int)
	walk = func(node pdf.Value, depth int) {
		kids := node.Key("Kids")
		for i := 0; i < kids.Len() && len(pages) < limit && visits < maxTreeNodes; i++ {
			visits++
			kid := kids.Index(i)
			switch kid.Key("Type").Name() {
			case "Pages":
				if depth < maxTreeDepth {
					walk(kid, depth+1)
				}
			case "Page":
				pages = append(pages, pdf.Page{V: kid})
			}
		}
	}
	walk(doc.Trailer().Key("Root").Key("Pages"), 0)
	return pages
}

// maxTreeNodes bounds the page-tree nodes pageList visits: every page of a MaxPages document and
// as many intermediate nodes again.
const maxTreeNodes = 2 * MaxPages

// decodeBudget is what is left of the decoded stream bytes (page content, ToUnicode maps) the
// text-layer child may read for one document.
type decodeBudget struct{ left int64 }

// chargeContents charges page's content streams; false when the budget is exhausted. A stream the
// library cannot decode is left to the parse (and then poppler).
func (b *decodeBudget) chargeContents(page pdf.Page) (ok bool) {
	defer func() {
		if p := recover(); p != nil {
			ok = b.left >= 0
		}
	}()
	contents := page.V.Key("Contents")
	if contents.Kind() != pdf.Array {
		return b.charge(contents)
	}
	for i := 0; i < contents.Len(); i++ {
		if !b.charge(contents.Index(i)) {
			return false
		}
	}
	return true
}

// charge reads stream s's decoded bytes (at most what is left, plus one) and charges them; false
// when the budget is exhausted. Anything but a stream costs nothing. A read error (a bad
// checksum) is for the parse to report: only the size counts here.
func (b *decodeBudget) charge(s pdf.Value) (ok bool) {
	defer func() {
		if p := recover(); p != nil {
			ok = b.left >= 0
		}
	}()
	if s.Kind() != pdf.Stream {
		return true
	}
	n, _ := io.Copy(io.Discard, io.LimitReader(s.Reader(), b.left+1))
	b.left -= n
	return b.left >= 0
}
