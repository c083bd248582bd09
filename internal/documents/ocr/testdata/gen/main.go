// Command gen writes the Go-generated fixtures of package ocr. It is run by
// ../generate.sh; see ../README.md.
//
// Usage:
//
//	gen fpdf-lab OUT.pdf          lab report, fpdf + DejaVuSans (UTF-8, Type0 font)
//	gen clinical-note OUT.pdf     consultation note, fpdf core font (cp1252)
//	gen prescription OUT.pdf      prescription, fpdf core font (cp1252)
//	gen collapsed OUT.pdf         lab report whose text layer collapses in ledongthuc/pdf
//	gen scan-image IN.png OUT     noisy, slightly rotated scan (OUT .png or .jpg)
//	gen scan-pdf OUT.pdf IN.png…  image-only PDF, one JPEG page per input
//	gen dicom OUT.dcm             tiny CT DICOM file
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: gen COMMAND OUT [IN...]")
		os.Exit(2)
	}
	var err error
	switch cmd, out := os.Args[1], os.Args[2]; cmd {
	case "fpdf-lab":
		err = fpdfLab(out)
	case "clinical-note":
		err = clinicalNote(out)
	case "prescription":
		err = prescription(out)
	case "collapsed":
		err = collapsed(out)
	case "scan-image":
		err = scanImage(out, os.Args[3])
	case "scan-pdf":
		err = scanPDF(out, os.Args[3:])
	case "dicom":
		err = dicom(out)
	default:
		err = fmt.Errorf("unknown command %q", cmd)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
