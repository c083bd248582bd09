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

// childJobs are the jobs a parser child can do (sandbox.go).
var childJobs = map[string]childJob{
	jobTextLayer: {cpuSeconds: 60, wallClock: 2 * time.Minute, run: textLayerJob},
	jobDICOM:     {cpuSeconds: 5, wallClock: 5 * time.Second, run: dicomJob},
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
	budget := int64(maxContentBytes)
	reply.Pages = make([]textLayerPage, count)
	for n := 1; n <= count; n++ {
		size, ok := contentSize(doc, n, budget)
		if budget -= size; budget < 0 {
			return textLayerReply{Status: statusTooLarge, PageCount: count}
		}
		if !ok {
			continue
		}
		gs, err := pageGlyphs(doc, n)
		if errors.Is(err, errPageFull) {
			return textLayerReply{Status: statusTooLarge, PageCount: count}
		}
		if err != nil || positionsCollapsed(gs) {
			continue
		}
		text := layoutText(gs)
		reply.Pages[n-1] = textLayerPage{Text: text, Usable: countLetters(text) >= minLetters}
	}
	return reply
}

// contentSize returns how many decoded bytes page n's content streams hold, reading at most
// limit+1 of them; ok is false when the library panics on them (the page goes to poppler).
func contentSize(doc *pdf.Reader, n int, limit int64) (size int64, ok bool) {
	defer func() {
		if p := recover(); p != nil {
			ok = false
		}
	}()
	contents := doc.Page(n).V.Key("Contents")
	streams := []pdf.Value{contents}
	if contents.Kind() == pdf.Array {
		streams = streams[:0]
		for i := 0; i < contents.Len(); i++ {
			streams = append(streams, contents.Index(i))
		}
	}
	for _, s := range streams {
		if s.Kind() != pdf.Stream {
			continue
		}
		// A read error (a bad checksum) is for the parse to report; only the size counts here.
		n, _ := io.Copy(io.Discard, io.LimitReader(s.Reader(), limit-size+1))
		if size += n; size > limit {
			return size, false
		}
	}
	return size, true
}
