package ocr

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

func fixture(name string) string { return filepath.Join("testdata", name) }

// needTools skips the test when an external tool is missing from PATH.
func needTools(tb testing.TB, tools ...string) {
	tb.Helper()
	for _, t := range tools {
		if _, err := exec.LookPath(t); err != nil {
			tb.Skipf("skipping: %s not found on PATH (install tesseract-ocr, tesseract-ocr-por, poppler-utils)", t)
		}
	}
}

func read(t *testing.T, name string, kind Kind) Result {
	t.Helper()
	res, err := New(Options{}).Read(context.Background(), fixture(name), kind)
	if err != nil {
		t.Fatalf("Read(%s): %v", name, err)
	}
	return res
}

func lines(s string) map[string]bool {
	m := map[string]bool{}
	for _, l := range strings.Split(s, "\n") {
		m[l] = true
	}
	return m
}

func TestTextLayerLabReports(t *testing.T) {
	needTools(t, "pdftotext", "pdftoppm", "tesseract")
	tests := []struct {
		file   string
		method Method
		pages  int
		want   []string
	}{
		{"lab_ps2pdf.pdf", MethodTextLayer, 1, []string{
			"Laboratório São Lucas",
			"Glicose 131 mg/dL 70 - 99",
			"Ácido Úrico 5,1 mg/dL 2,4 - 5,7",
			"Triglicérides 178 mg/dL < 150",
			"Data da coleta: 10/03/2026 Protocolo: 2026-031045",
			"Exame Resultado Unidade Valores de referência",
		}},
		{"lab_libreoffice.pdf", MethodTextLayer, 1, []string{
			"Hemoglobina ....... 12,8 g/dL (12,0 a 15,5)",
			"Leucócitos ....... 6.840 /mm³ (3.500 a 10.500)",
			"Plaquetas ....... 243.000 /mm³ (150.000 a 450.000)",
			"Data da coleta: 14/09/2026 Material: sangue total (EDTA)",
		}},
		{"lab_chromium.pdf", MethodTextLayer, 1, []string{
			"Hemoglobina Glicada (HbA1c) 6,9 % até 5,6",
			"Glicose 118 mg/dL 70 a 99",
			"Insulina 14,2 µUI/mL 2,6 a 24,9",
			"Data/hora da coleta: 20/10/2026 07:40",
		}},
		// fpdf embeds the UTF-8 font as a CID font (Identity-H): read code by code with the
		// descendant font's widths.
		{"lab_fpdf.pdf", MethodTextLayer, 1, []string{
			"TSH - HORMÔNIO TIREOESTIMULANTE",
			"RESULTADO: 5,87 µUI/mL",
			"[VR: 0,45 a 4,50 µUI/mL]",
			"TGO (AST) ..... 28 U/L até 32 U/L",
			"Colesterol total 212 mg/dL < 190",
			"Coleta: 02/06/2026 Liberação: 03/06/2026",
		}},
		// fpdf core fonts have no /Widths (standard 14): same collapse.
		{"clinical_note.pdf", MethodPdftotext, 1, []string{
			"Alergias: dipirona (urticária).",
			"Hábitos: tabagista 20 maços-ano, etilismo social, sedentário. Profissão: professora.",
			"1. Diabetes mellitus tipo 2 (CID-10 E11.9)",
			"2. Hipertensão arterial sistêmica (I10)",
		}},
		{"prescription.pdf", MethodPdftotext, 1, []string{
			"Receituário",
			"1. Metformina 850 mg ---- 60 comprimidos. Tomar 1 comprimido via oral de 12/12 horas",
			"2. Losartana potássica 50 mg — uso contínuo, 1 comprimido ao dia",
			"CRM-SP 123456",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			res := read(t, tt.file, KindPDF)
			if res.PageCount != tt.pages || len(res.Pages) != tt.pages {
				t.Errorf("PageCount = %d, len(Pages) = %d, want %d", res.PageCount, len(res.Pages), tt.pages)
			}
			for _, p := range res.Pages {
				if p.Method != tt.method {
					t.Errorf("page %d: Method = %s, want %s", p.Number, p.Method, tt.method)
				}
			}
			got := lines(res.Text)
			for _, w := range tt.want {
				if !got[w] {
					t.Errorf("missing line %q in:\n%s", w, res.Text)
				}
			}
		})
	}
}

// TestCIDFontPage reads a page whose strings are shown whole in a Type0 font (Identity-H), which
// the library leaves collapsed on each string's origin: the walker places each two-byte code with
// the descendant font's widths, so the text layer reads it in order.
func TestCIDFontPage(t *testing.T) {
	needTools(t, "pdftotext", "pdftoppm", "tesseract")
	res := read(t, "cid_collapsed.pdf", KindPDF)
	if res.PageCount != 1 || res.Pages[0].Method != MethodTextLayer {
		t.Fatalf("PageCount %d, Method %s; want 1, text_layer", res.PageCount, res.Pages[0].Method)
	}
	order := []string{
		"Laboratório São Lucas",
		"Data da coleta: 10/03/2026",
		"Exame Resultado Unidade Referência",
		"Glicose 131 mg/dL 70 - 99",
		"Colesterol total 212 mg/dL < 190",
		"TSH 5,87 µUI/mL 0,45 - 4,50",
		"Leucócitos 6.840 /mm³ 3.500 - 10.500",
	}
	ls := strings.Split(res.Text, "\n")
	at := 0
	for _, want := range order {
		for at < len(ls) && ls[at] != want {
			at++
		}
		if at == len(ls) {
			t.Fatalf("line %q missing or out of order in:\n%s", want, res.Text)
		}
	}
}

func TestPositionsCollapsedOnlyForCIDRuns(t *testing.T) {
	// Without poppler: Type0 fonts with two-byte codes are placed code by code (fpdf's runs no
	// longer collapse), and every glyph of a known width has it.
	for file, want := range map[string]bool{
		"cid_collapsed.pdf": false, "lab_fpdf.pdf": false,
		"lab_chromium.pdf": false, "lab_ps2pdf.pdf": false, "lab_libreoffice.pdf": false,
	} {
		doc, closeDoc, err := openPDF(fixture(file))
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		gs, err := pageGlyphs(pageList(doc, 1)[0], &decodeBudget{left: maxContentBytes})
		closeDoc()
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		if got := positionsCollapsed(gs); got != want {
			t.Errorf("%s: positionsCollapsed = %v, want %v", file, got, want)
		}
		for _, g := range gs {
			if g.w <= 0 && strings.TrimSpace(g.s) != "" {
				t.Errorf("%s: glyph %q has no width", file, g.s)
				break
			}
		}
	}
}

func normalize(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), " ") }

func TestScans(t *testing.T) {
	needTools(t, "pdftotext", "pdftoppm", "tesseract")
	tests := []struct {
		file string
		kind Kind
	}{
		{"lab_scan.pdf", KindPDF},
		{"lab_scan.png", KindPNG},
		{"lab_scan.jpg", KindJPEG},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			t.Parallel()
			res := read(t, tt.file, tt.kind)
			if res.PageCount != 1 || len(res.Pages) != 1 || res.Pages[0].Method != MethodTesseract {
				t.Fatalf("PageCount %d, pages %+v; want one tesseract page", res.PageCount, res.Pages)
			}
			text := normalize(res.Text)
			for _, w := range []string{"glicose", "131", "mg/dl", "maria aparecida dos santos", "10/03/2026", "creatinina"} {
				if !strings.Contains(text, w) {
					t.Errorf("%q not found in:\n%s", w, res.Text)
				}
			}
		})
	}
}

func TestImageKindMismatchIsReadAnyway(t *testing.T) {
	needTools(t, "tesseract")
	// A PNG stored as JPEG: both are images tesseract recognises by their
	// bytes, so the text is read rather than rejected.
	res := read(t, "lab_scan.png", KindJPEG)
	if !strings.Contains(normalize(res.Text), "glicose") {
		t.Errorf("text not read: %q", res.Text)
	}
}

func TestUnreadable(t *testing.T) {
	needTools(t, "pdftotext", "pdfinfo", "pdftoppm", "tesseract")
	tests := []struct {
		file   string
		kind   Kind
		reason string
	}{
		{"encrypted.pdf", KindPDF, "encrypted PDF"},
		{"corrupt.pdf", KindPDF, "corrupt PDF"},
		{"not_a_pdf.pdf", KindPDF, "not a PDF file"},
		{"lab_scan.png", KindPDF, "not a PDF file"},
		{"lab_ps2pdf.pdf", KindPNG, "unreadable image"},
		{"not_a_pdf.pdf", KindJPEG, "unreadable image"},
		{"lab_ps2pdf.pdf", KindDICOM, "not a DICOM file"},
		{"exam.dcm", Kind("docx"), "unsupported file type"},
	}
	for _, tt := range tests {
		t.Run(tt.file+"/"+string(tt.kind), func(t *testing.T) {
			_, err := New(Options{}).Read(context.Background(), fixture(tt.file), tt.kind)
			var u *UnreadableError
			if !errors.As(err, &u) {
				t.Fatalf("err = %v, want *UnreadableError", err)
			}
			if u.Reason != tt.reason {
				t.Errorf("Reason = %q, want %q", u.Reason, tt.reason)
			}
		})
	}
}

func TestTruncatedImage(t *testing.T) {
	data, err := os.ReadFile(fixture("lab_scan.jpg"))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "cut.jpg")
	if err := os.WriteFile(path, data[:len(data)/2], 0o600); err != nil {
		t.Fatal(err)
	}
	_, err = New(Options{}).Read(context.Background(), path, KindJPEG)
	var u *UnreadableError
	if !errors.As(err, &u) || u.Reason != "unreadable image" {
		t.Fatalf("err = %v, want unreadable image", err)
	}
}

func TestMissingToolIsTransient(t *testing.T) {
	r := New(Options{Tesseract: "/nonexistent/tesseract"})
	_, err := r.Read(context.Background(), fixture("lab_scan.png"), KindPNG)
	var u *UnreadableError
	if err == nil || errors.As(err, &u) {
		t.Fatalf("err = %v, want a transient error", err)
	}
	if strings.Contains(err.Error(), "unreadable") {
		t.Errorf("transient error looks unreadable: %v", err)
	}
}

func TestCancelKillsTesseract(t *testing.T) {
	needTools(t, "pdftotext", "pdftoppm", "tesseract")
	ctx, cancel := context.WithCancel(context.Background())
	tmp := t.TempDir()
	done := make(chan error, 1)
	go func() {
		_, err := New(Options{TempDir: tmp}).Read(ctx, fixture("scan_multipage.pdf"), KindPDF)
		done <- err
	}()
	// Cancel while tesseract reads a page (six pages take about 10 s of CPU).
	deadline := time.Now().Add(20 * time.Second)
	for !slices.ContainsFunc(toolsOn(t, tmp), func(c string) bool { return strings.Contains(c, "tesseract") }) {
		if time.Now().After(deadline) {
			t.Fatal("tesseract never started")
		}
		time.Sleep(20 * time.Millisecond)
	}
	cancel()
	start := time.Now()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("err = %v, want context.Canceled", err)
		}
		var u *UnreadableError
		if errors.As(err, &u) {
			t.Fatalf("cancellation reported as unreadable: %v", err)
		}
		// Killed, not waited for: nothing of it outlives Read. A generous bound on the return
		// (one page's OCR is about 1.5 s here; a loaded machine has taken 2.3 s to return).
		if left := toolsOn(t, tmp); len(left) > 0 {
			t.Errorf("still running after Read returned: %v", left)
		}
		if d := time.Since(start); d > 4*time.Second {
			t.Errorf("Read returned %v after cancel", d)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Read did not return after cancel")
	}
	if left, _ := os.ReadDir(tmp); len(left) != 0 {
		t.Errorf("temp files left behind: %v", left)
	}
}

func TestEmptyTextIsNotAnError(t *testing.T) {
	if got := assemble([]Page{{Number: 1}, {Number: 2}}, 2); got.Text != "" || got.PageCount != 2 {
		t.Errorf("assemble of empty pages = %+v", got)
	}
	got := assemble([]Page{{Number: 1, Text: "a"}, {Number: 2, Text: "b"}}, 2)
	if got.Text != "a\n\f\nb" {
		t.Errorf("Text = %q", got.Text)
	}
}

func TestPositionsCollapsed(t *testing.T) {
	// a composite font with another CMap is still decoded string by string onto one point
	var onePoint, spread []glyph
	for i, r := range "Glicose 131 mg/dL" {
		onePoint = append(onePoint, glyph{x: 10, y: 10, s: string(r)})
		spread = append(spread, glyph{x: 10 + 5*float64(i), y: 10, w: 5, s: string(r)})
	}
	if !positionsCollapsed(onePoint) {
		t.Error("glyphs sharing one point: want collapsed")
	}
	if positionsCollapsed(spread) {
		t.Error("glyphs placed one by one: want not collapsed")
	}
}

func TestCIDWidths(t *testing.T) {
	// W [3 [250 300] 10 20 500] with DW 1000
	c := &cidWidths{dw: 1000, runs: []cidRun{{first: 3, last: 4, ws: []float64{250, 300}}, {first: 10, last: 20, w: 500}}}
	for code, want := range map[int]float64{3: 250, 4: 300, 5: 1000, 10: 500, 20: 500, 21: 1000, 0: 1000} {
		if got := c.width(code); got != want {
			t.Errorf("width(%d) = %v, want %v", code, got, want)
		}
	}
}

// toolsOn returns the command lines of the running processes that name a file under dir.
func toolsOn(t *testing.T, dir string) []string {
	t.Helper()
	procs, err := os.ReadDir("/proc")
	if err != nil {
		t.Skipf("no /proc: %v", err)
	}
	var out []string
	for _, p := range procs {
		b, err := os.ReadFile(filepath.Join("/proc", p.Name(), "cmdline"))
		if err != nil || !bytes.Contains(b, []byte(dir+"/")) {
			continue
		}
		if st, err := os.ReadFile(filepath.Join("/proc", p.Name(), "stat")); err == nil && bytes.Contains(st, []byte(") Z ")) {
			continue // a zombie has ended; its parent reaps it
		}
		out = append(out, strings.ReplaceAll(string(bytes.TrimRight(b, "\x00")), "\x00", " "))
	}
	return out
}

func TestChooseKeepsTheReadingRankedHigher(t *testing.T) {
	res := Result{PageCount: 4, Pages: []Page{
		{Number: 1, Text: "a", Alternative: "bb", Method: MethodTesseract},
		{Number: 2, Text: "ccc", Alternative: "d", Method: MethodTesseract},
		{Number: 3, Text: "ee", Alternative: "ff", Method: MethodTesseract},
		{Number: 4, Text: "text layer", Method: MethodTextLayer},
	}}
	res.Text = assemble(res.Pages, res.PageCount).Text
	res.Choose(func(s string) int { return len(s) })
	var got []string
	for _, p := range res.Pages {
		got = append(got, p.Text+"|"+p.Alternative)
	}
	if want := []string{"bb|a", "ccc|d", "ee|ff", "text layer|"}; !slices.Equal(got, want) {
		t.Errorf("pages (Text|Alternative) %q, want %q (a tie keeps Text)", got, want)
	}
	if want := "bb" + PageSeparator + "ccc" + PageSeparator + "ee" + PageSeparator + "text layer"; res.Text != want {
		t.Errorf("Text %q, want %q", res.Text, want)
	}
}

func TestRankedReaderReadsScansTwice(t *testing.T) {
	needTools(t, "pdftotext", "pdftoppm", "tesseract")
	for _, tt := range []struct {
		file string
		kind Kind
	}{{"lab_scan.pdf", KindPDF}, {"lab_scan.png", KindPNG}} {
		t.Run(tt.file, func(t *testing.T) {
			t.Parallel()
			first := read(t, tt.file, tt.kind) // mode 4 alone
			if first.Pages[0].Alternative != "" {
				t.Fatalf("a reader without Rank read a second time: %q", first.Pages[0].Alternative)
			}
			mode4 := first.Pages[0].Text
			read := func(rank func(string) int) Result {
				res, err := New(Options{Rank: rank}).Read(context.Background(), fixture(tt.file), tt.kind)
				if err != nil {
					t.Fatal(err)
				}
				return res
			}
			tie := read(func(string) int { return 0 })
			if p := tie.Pages[0]; p.Text != mode4 || p.Alternative == "" || p.Alternative == mode4 {
				t.Fatalf("on a tie: Text %q (mode 4 read %q), Alternative %q; want mode 4's reading and mode 6's, which differ", p.Text, mode4, p.Alternative)
			}
			mode6 := tie.Pages[0].Alternative
			if !strings.Contains(normalize(mode6), "glicose") {
				t.Errorf("mode 6 read no glicose: %q", mode6)
			}
			preferSix := read(func(s string) int {
				if s == mode6 {
					return 1
				}
				return 0
			})
			if p := preferSix.Pages[0]; p.Text != mode6 || p.Alternative != mode4 || preferSix.Text != mode6 {
				t.Errorf("ranked above mode 4, mode 6's reading is not kept: Text %q, Alternative %q, Result.Text %q", p.Text, p.Alternative, preferSix.Text)
			}
		})
	}
}
