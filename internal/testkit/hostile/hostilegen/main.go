// Command hostilegen writes the hostile files of package hostile into a directory, small variants
// sized for fuzz seeds (scripts/fuzz-seeds.sh turns them into corpus entries):
//
//	go run ./internal/testkit/hostile/hostilegen DIR
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"clinic/internal/testkit/hostile"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: hostilegen DIR")
		os.Exit(2)
	}
	if err := write(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "hostilegen:", err)
		os.Exit(1)
	}
}

func write(dir string) error {
	files := map[string][]byte{
		"text.pdf":              hostile.TextPDF(),
		"nested_arrays.pdf":     hostile.NestedArrayPDF(200_000), // enough to end the child
		"huge_page.pdf":         hostile.HugePagePDF(200),
		"pages_1001.pdf":        hostile.ManyPagesPDF(1001),
		"flate_16mib.pdf":       hostile.FlateBombPDF(16 << 20), // 16 KB that inflate to 16 MiB
		"png_100000x100000.png": hostile.PNGHeader(100_000, 100_000),
		"png_10000x10000.png":   hostile.PNGHeader(10_000, 10_000),
		"png_10001x10000.png":   hostile.PNGHeader(10_001, 10_000),
		"zip.jpg":               hostile.Zip(),
		"dicom_ct.dcm":          hostile.DICOMFile(hostile.ExplicitLE, hostile.CTHeader()...),
		"dicom_implicit.dcm":    hostile.DICOMFile(hostile.ImplicitLE, hostile.CTHeader()...),
		"dicom_big_endian.dcm":  hostile.DICOMFile(hostile.ExplicitBE, hostile.CTHeader()...),
		"dicom_deflated.dcm":    hostile.DICOMFile(hostile.Deflated, hostile.CTHeader()...),
		"dicom_nested.dcm":      hostile.NestedDICOM(3000),
		"dicom_claims_4gib.dcm": hostile.DICOMClaiming(0xFFFFFFF0),
		"dicom_meta_only.dcm":   hostile.DICOMFile(hostile.ExplicitLE),
		"dicom_truncated.dcm":   hostile.Truncate(hostile.DICOMFile(hostile.ExplicitLE, hostile.CTHeader()...), 0.7),
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
