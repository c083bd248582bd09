package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// dejavu is where Debian's fonts-dejavu-core puts the fonts.
const dejavu = "/usr/share/fonts/truetype/dejavu"

func loadTestFonts(t *testing.T) map[string]*font {
	t.Helper()
	fonts := map[string]*font{}
	for _, fam := range families {
		for _, name := range fam {
			f, err := loadFont(name, filepath.Join(dejavu, name+".ttf"))
			if err != nil {
				t.Skipf("DejaVu fonts: %v", err)
			}
			fonts[name] = f
		}
	}
	return fonts
}

func TestFontWidths(t *testing.T) {
	fonts := loadTestFonts(t)
	sans, mono := fonts["DejaVuSans"], fonts["DejaVuSansMono"]
	if !(sans.widths['M'] > sans.widths['i'] && sans.widths['i'] > 0) {
		t.Errorf("DejaVuSans widths M=%v i=%v", sans.widths['M'], sans.widths['i'])
	}
	if mono.widths['M'] != mono.widths['i'] || mono.widths[0xE7] != mono.widths['i'] { // ç
		t.Errorf("DejaVuSansMono is not monospaced: M=%v i=%v ç=%v", mono.widths['M'], mono.widths['i'], mono.widths[0xE7])
	}
}

func TestTypesetWrapsAndPaginates(t *testing.T) {
	fonts := loadTestFonts(t)
	lay := layout{regular: fonts["DejaVuSans"], bold: fonts["DejaVuSans-Bold"], size: 11, leading: 1.3, margin: 60, boldTitle: true}
	long := strings.Repeat("Paciente com dispneia aos médios esforços há três semanas. ", 40)
	pages := lay.typeset("TÍTULO\n" + strings.Repeat(long+"\n", 6))
	if len(pages) < 2 {
		t.Fatalf("%d page(s) for about 14,000 characters", len(pages))
	}
	for _, page := range pages {
		for _, ln := range page {
			f := lay.regular
			if ln.bold {
				f = lay.bold
			}
			if w := f.width(ln.text, ln.size); w > pageWidth-2*lay.margin+0.01 {
				t.Fatalf("line %q is %.1f pt wide", ln.text, w)
			}
			if ln.y < lay.margin*0.8 {
				t.Fatalf("line below the bottom margin at y=%.1f", ln.y)
			}
		}
	}
	if !pages[0][0].bold {
		t.Error("the title is not bold")
	}
}

// TestScanAndRead renders one document as a scan and reads it with the
// project's OCR: the words come back.
func TestScanAndRead(t *testing.T) {
	for _, tool := range []string{"pdftoppm", "tesseract"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	loadTestFonts(t)
	in, out := t.TempDir(), t.TempDir()
	text := "ENCAMINHAMENTO\nAo serviço de cardiologia.\nSolicito avaliação de sopro sistólico.\n"
	if err := os.MkdirAll(filepath.Join(in, "referral"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(in, "referral", "a.txt"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := config{in: in, out: out, fonts: dejavu, dpi: 200, jobs: 1}
	if err := run(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(out, "referral", "a.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"ENCAMINHAMENTO", "cardiologia", "Solicito", "sistólico"} {
		if !strings.Contains(string(got), w) {
			t.Errorf("OCR text %q lacks %q", got, w)
		}
	}
	manifest, err := os.ReadFile(filepath.Join(out, manifestName))
	if err != nil || !strings.HasSuffix(string(manifest), "  referral/a.txt\n") {
		t.Errorf("manifest %q, %v", manifest, err)
	}
}
