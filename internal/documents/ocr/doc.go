// Package ocr reads the text out of uploaded patient documents: PDFs (with or
// without a text layer), PNG and JPEG scans, and the header of DICOM files.
//
// # Decision order per PDF page
//
//  1. The page's text layer is read with github.com/ledongthuc/pdf's parser and
//     our own walk of the content stream (content.go): simple fonts code by code
//     with their widths, Type0 fonts with two-byte codes (Identity-H/V: Chromium,
//     fpdf, LibreOffice) code by code with their descendant font's widths (and their
//     ToUnicode ranges that span more than one last byte, such as go-pdf/fpdf's
//     "<0000> <FFFF> <0000>", decoded with the whole offset: the library adds it to
//     the last byte only, so "≤" read as "d" and "—" as a control character). Glyphs
//     are grouped into lines by their baseline (tolerance: half the font size),
//     lines are ordered top to bottom, except where a band of lines holds two
//     flows of text side by side (exam blocks in columns whose lines do not line
//     up): there each flow is read whole, the left one first (flows.go); a table's
//     columns, whose rows share a baseline, are never split. A line is read in phrases (layout.go): the
//     glyphs in the order they are shown, split where the next one starts back
//     over drawn text or, on pages whose text objects hold words, where a new text
//     object begins (a generator's cells, which touch or overflow when drawn with
//     no margin), phrases left to right. A space is inserted between phrases and
//     where the gap between two glyphs is wide. Each line
//     has its whitespace runs collapsed and is trimmed, so a table row reads
//     "Glicose 131 mg/dL 70 - 99". Method is MethodTextLayer.
//  2. If the walk gives no usable glyph positions (more than half of the
//     page's glyphs share their point with another glyph: a Type0 font with
//     another CMap gets no widths, so each string collapses
//     onto its origin), if it cannot parse the page, or if the text layer has
//     fewer than 10 letters (the library ignores text inside form XObjects),
//     the page is read with poppler's "pdftotext -layout" and normalised the
//     same way. Method is MethodPdftotext. PDFs the library cannot open but poppler can (PDF 2.0,
//     AES-256 with an empty user password, damaged cross-reference tables) are
//     read this way page by page as well.
//  3. If the text obtained so far has fewer than 10 letters, the page is
//     treated as a scan: it is rendered with pdftoppm (grayscale PGM, Options.DPI within the pixel cap)
//     and read with tesseract (--psm 4, language Options.Language). Method is MethodTesseract.
//     A Reader given Options.Rank (the service's ranks first a reading whose lab results are
//     dated, then the one with more of them) reads the page a second time at once with --psm 6
//     (one uniform block) and keeps as Page.Text the reading Rank scores higher, the other as
//     Page.Alternative: each mode loses whole tables the other keeps (tesseractBlockPSM).
//     Before tesseract the rendered page is cleaned (cleanpage.go): dark filled boxes (a value
//     flagged white on black, a heading white on a grey band) are inverted, their tone to white,
//     pixels lighter than mid-grey
//     become white (shaded rows, paper tone), vertical table rules, the light horizontal rules
//     that whitening broke into dashes and specks (brokenrules.go), and evenly spaced runs of
//     small dots (dotted leaders) are whitened; these made Tesseract drop names and read borders,
//     dashes and dots as letters on scanned lab reports ("Hemácias o o 4,38"). Flag arrows beside values ("9,4 ↑") are
//     whitened too: Tesseract read them as a digit glued to the value ("9,41"). While tesseract reads a
//     page, the next page that poppler must read is extracted and rendered, so
//     at most two tools (three when readings are ranked) run at once for a document.
//
// PNG and JPEG files are checked from their header only (image.DecodeConfig: a
// real PNG or JPEG of at most 100 megapixels), then prepared like a rendered
// page in a parser child (cleanimage.go): decoded, brought to 300 dpi when it
// is at most 1.5 times coarser (resolution estimated from the page's size),
// cleaned as above and written as a PGM that tesseract reads as a single page.
// When the child fails or the page is over 40 megapixels, tesseract reads the
// upload itself. DICOM files are never OCRed: only the header fields in
// DICOMInfo are returned, read by github.com/suyashkumar/dicom (file meta group
// and the dataset up to Modality, at most the first 1 MiB, pixel data skipped).
//
// # Limits (a hostile file costs one document, never the worker)
//
//   - The libraries' parses (the PDF text layer, the DICOM header, an uploaded
//     image's pixels) run in a child
//     process (the same executable, entered through this package's init when
//     CLINIC_OCR_CHILD is set): 2 GiB of address space (in race builds, where
//     that cannot be set, the child ends itself past 2 GiB resident), a 64 MiB
//     goroutine stack, a 64 MiB reply; the text layer gets 30 s of CPU within
//     a minute, the DICOM header 5 s within 5 s. A child that crashes or hits a
//     limit costs only its file: a PDF is then read by poppler under its own
//     limits, a DICOM file is "corrupt DICOM file".
//   - The text-layer child reads at most 256 MiB of decoded page content and
//     ToUnicode maps per document and at most 200,000 glyphs per page (and keeps
//     at most 1,024 saved graphics states); a PDF over either fails at once with
//     "file exceeds the processing limits" (a FlateDecode bomb never reaches
//     poppler). It walks the page tree once, at most 2,000 nodes and 64 levels
//     deep, and inherited attributes at most 64 parents up, so cycles end.
//   - pdfinfo, pdftotext, pdftoppm and tesseract run under prlimit: address
//     space 0.5/1/1/2 GiB, CPU 20/30/30/120 s, files written 1/1/256/1 MiB,
//     standard output 1/16/1/4 MiB. A tool killed by a limit, or writing more
//     than its cap, makes the file unreadable ("file exceeds the processing
//     limits").
//   - A PDF has at most MaxPages (1000) pages and at most MaxOCRPages (300)
//     pages that need OCR; a page renders at Options.DPI unless that exceeds
//     40 megapixels, when the resolution is lowered to fit.
//   - Every page loop checks the context; cancelling it kills the children.
//   - Per-call temporary directories ("ocr-*") of runs that died are removed
//     by RemoveStaleTemp (the periodic document sweep) after StaleTempAge.
//
// # Errors
//
// A file that cannot be read (encrypted, truncated, not what its Kind says, an
// undecodable image) yields *UnreadableError, whose Reason is a short English
// phrase safe to show a client. Every other error (context cancelled, a tool
// missing or killed, a temporary directory that cannot be created) is
// transient and the caller should retry. A PDF that has no text even after
// OCR is not an error: Result.Text is empty.
//
// All external tools run through exec.CommandContext, so cancelling the
// context kills them; tesseract runs with OMP_THREAD_LIMIT=1. Intermediate
// files live in a per-call temporary directory removed before Read returns.
package ocr
