// Command labgen writes the lab-layout fixtures of package extract from one description per
// report (reports*.go): the text a text layer or OCR gives (NAME.txt), the expected facts
// (NAME.gold.json), an HTML page for Chromium's print-to-PDF (html/NAME.html) and a PDF typeset
// with go-pdf/fpdf (pdf/NAME_fpdf.pdf). ../layouts/generate.sh runs it, prints the HTML to PDF
// and makes 200-dpi scans.
//
// Usage:
//
//	labgen OUTDIR
package main

import (
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: labgen OUTDIR")
		os.Exit(2)
	}
	if err := run(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "labgen:", err)
		os.Exit(1)
	}
}

func run(dir string) error {
	for _, sub := range []string{"html", "pdf"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			return err
		}
	}
	for _, r := range reports() {
		base := filepath.Join(dir, r.name)
		if err := os.WriteFile(base+".txt", []byte(r.textLayer()), 0o644); err != nil {
			return err
		}
		if err := r.writeGold(base + ".gold.json"); err != nil {
			return err
		}
		if r.simulatedOCR {
			continue // its text is already OCR output: rendering it would test nothing more
		}
		if err := os.WriteFile(filepath.Join(dir, "html", r.name+".html"), []byte(r.html()), 0o644); err != nil {
			return err
		}
		if err := r.fpdf(filepath.Join(dir, "pdf", r.name+"_fpdf.pdf")); err != nil {
			return err
		}
	}
	return nil
}
