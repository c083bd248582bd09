// Command gopdfgen draws the lab-report layouts with go-pdf/fpdf and builds "scanned" PDFs.
//
//	gopdfgen layout <in.layout.json> <out.pdf>
//	gopdfgen scan <out.pdf> <page-1.png> [page-2.png ...]
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: gopdfgen layout IN.json OUT.pdf | gopdfgen scan OUT.pdf PAGE.png...")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "layout":
		if len(os.Args) != 4 {
			err = fmt.Errorf("layout needs IN.json OUT.pdf")
		} else {
			err = renderLayout(os.Args[2], os.Args[3])
		}
	case "scan":
		if len(os.Args) < 4 {
			err = fmt.Errorf("scan needs OUT.pdf PAGE.png...")
		} else {
			err = buildScan(os.Args[2], os.Args[3:])
		}
	default:
		err = fmt.Errorf("unknown command %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gopdfgen:", err)
		os.Exit(1)
	}
}
