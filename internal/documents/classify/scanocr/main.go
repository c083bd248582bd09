// Command scanocr turns plain-text documents into the text the project's own
// OCR reads from scans of them. For every <in>/<type>/<name>.txt it typesets
// the text on A4 pages (a DejaVu font embedded in a PDF), renders each page
// with pdftoppm at -dpi, degrades it like a scanner would (a slight rotation,
// paper tone, blur, noise, specks, JPEG compression), reads the page images
// with internal/documents/ocr (tesseract, Portuguese) and writes the pages'
// text, joined by ocr.PageSeparator, to <out>/<type>/<name>.txt.
//
// Every choice (font, size, margins, rotation, noise) is drawn from a seed
// made of "<type>/<name>.txt", so the same input gives the same images; with
// the same tesseract the output is the same too. <out>/sources.sha256 lists
// the SHA-256 of every input (sha256sum format); an existing output whose
// input is unchanged is kept unless -force is given, so an interrupted or
// repeated run only redoes new and edited documents.
//
//	go run ./internal/documents/classify/scanocr -in DIR -out DIR [-dpi 200] [-jobs 1]
//
// Needs poppler-utils (pdftoppm), tesseract with the "por" language and the
// DejaVu fonts (fonts-dejavu-core).
package main

import (
	"context"
	"flag"
	"fmt"
	"hash/fnv"
	"io/fs"
	"log"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"clinic/internal/documents/ocr"
)

// config is the command line.
type config struct {
	in, out, fonts string
	images         string // when set, the page scans are kept here as <type>/<name>-<page>.jpg
	dpi, jobs      int
	force          bool
}

func main() {
	var cfg config
	flag.StringVar(&cfg.in, "in", "", "input directory of <type>/*.txt documents")
	flag.StringVar(&cfg.out, "out", "", "output directory (<type>/<name>.txt, same names)")
	flag.StringVar(&cfg.fonts, "fonts", "/usr/share/fonts/truetype/dejavu", "directory holding the DejaVu .ttf files")
	flag.StringVar(&cfg.images, "images", "", "also keep the page scans (JPEG) under this directory")
	flag.IntVar(&cfg.dpi, "dpi", 200, "scan resolution")
	flag.IntVar(&cfg.jobs, "jobs", 1, "documents processed at once")
	flag.BoolVar(&cfg.force, "force", false, "redo documents whose output exists")
	flag.Parse()
	if cfg.in == "" || cfg.out == "" || cfg.dpi < 72 || cfg.dpi > 600 || cfg.jobs < 1 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(context.Background(), cfg); err != nil {
		log.Fatal(err)
	}
}

// families are the typefaces a document may be set in: regular and bold files.
var families = [][2]string{
	{"DejaVuSans", "DejaVuSans-Bold"},
	{"DejaVuSerif", "DejaVuSerif-Bold"},
	{"DejaVuSansCondensed", "DejaVuSansCondensed-Bold"},
	{"DejaVuSerifCondensed", "DejaVuSerifCondensed-Bold"},
	{"DejaVuSansMono", "DejaVuSansMono-Bold"},
}

// run converts every document under cfg.in, cfg.jobs at a time.
func run(ctx context.Context, cfg config) error {
	docs, err := listDocuments(cfg.in)
	if err != nil {
		return err
	}
	fonts := map[string]*font{}
	for _, fam := range families {
		for _, name := range fam {
			if fonts[name], err = loadFont(name, filepath.Join(cfg.fonts, name+".ttf")); err != nil {
				return err
			}
		}
	}
	done, err := readManifest(cfg.out)
	if err != nil {
		return err
	}
	sums := make([]string, len(docs))
	for i, rel := range docs {
		if sums[i], err = fileSum(filepath.Join(cfg.in, filepath.FromSlash(rel))); err != nil {
			return err
		}
	}
	reader := ocr.New(ocr.Options{})
	work := make(chan string)
	errs := make([]error, cfg.jobs)
	var wg sync.WaitGroup
	for j := range cfg.jobs {
		wg.Go(func() {
			for rel := range work {
				if err := convert(ctx, cfg, reader, fonts, rel); err != nil && errs[j] == nil {
					errs[j] = err
				}
			}
		})
	}
	for i, rel := range docs {
		_, statErr := os.Stat(filepath.Join(cfg.out, filepath.FromSlash(rel)))
		if cfg.force || statErr != nil || done[rel] != sums[i] {
			work <- rel
		}
	}
	close(work)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return writeManifest(cfg.out, docs, sums)
}

// listDocuments returns "<type>/<name>.txt" for every text file one level down, sorted.
func listDocuments(in string) ([]string, error) {
	var docs []string
	err := filepath.WalkDir(in, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(p) != ".txt" {
			return err
		}
		rel, err := filepath.Rel(in, p)
		if err == nil && strings.Count(filepath.ToSlash(rel), "/") == 1 {
			docs = append(docs, filepath.ToSlash(rel))
		}
		return err
	})
	slices.Sort(docs)
	if err == nil && len(docs) == 0 {
		err = fmt.Errorf("no <type>/*.txt documents under %s", in)
	}
	return docs, err
}

// convert renders, scans and reads one document, writing its OCR text.
func convert(ctx context.Context, cfg config, reader *ocr.Reader, fonts map[string]*font, rel string) error {
	out := filepath.Join(cfg.out, filepath.FromSlash(rel))
	text, err := os.ReadFile(filepath.Join(cfg.in, filepath.FromSlash(rel)))
	if err != nil {
		return err
	}
	h := fnv.New64a()
	h.Write([]byte(rel))
	rng := rand.New(rand.NewPCG(h.Sum64(), 0x5ca7))
	lay, look := pickStyle(rng, fonts)
	tmp, err := os.MkdirTemp("", "scanocr-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	pages := lay.typeset(string(text))
	pdf := filepath.Join(tmp, "doc.pdf")
	if err := os.WriteFile(pdf, lay.pdf(pages), 0o644); err != nil {
		return err
	}
	texts := make([]string, len(pages))
	for i := range pages {
		img, err := scanPage(ctx, pdf, i+1, cfg.dpi, look, rng, tmp)
		if err != nil {
			return fmt.Errorf("%s page %d: %w", rel, i+1, err)
		}
		res, err := reader.Read(ctx, img, ocr.KindJPEG)
		if err != nil {
			return fmt.Errorf("%s page %d: %w", rel, i+1, err)
		}
		texts[i] = res.Text
		if err := keepImage(cfg.images, rel, i+1, img); err != nil {
			return err
		}
	}
	joined := strings.Join(texts, ocr.PageSeparator)
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return err
	}
	log.Printf("%s: %d page(s), %s %.1fpt, %.2f°, %d → %d chars", rel, len(pages), lay.regular.name, lay.size, look.angle, len(text), len(joined))
	return os.WriteFile(out, []byte(joined+"\n"), 0o644)
}

// pickStyle draws a typesetting and a scanner look for one document.
func pickStyle(rng *rand.Rand, fonts map[string]*font) (layout, scanLook) {
	fam := families[rng.IntN(len(families))]
	lay := layout{
		regular:   fonts[fam[0]],
		bold:      fonts[fam[1]],
		size:      9 + 3*rng.Float64(),
		leading:   1.2 + 0.3*rng.Float64(),
		margin:    45 + 35*rng.Float64(),
		boldTitle: rng.IntN(10) < 7,
	}
	look := scanLook{
		angle:   (rng.Float64()*2 - 1) * 1.2,
		tone:    5 + 20*rng.Float64(),
		noise:   3 + 7*rng.Float64(),
		blur:    rng.IntN(10) < 3,
		quality: 45 + rng.IntN(40),
	}
	if rng.IntN(3) > 0 {
		look.specks = 1500 + rng.IntN(4500)
	}
	return lay, look
}

// scanPage renders page n of pdf at dpi with pdftoppm, degrades it and
// returns the path of the JPEG "scan".
func scanPage(ctx context.Context, pdf string, n, dpi int, look scanLook, rng *rand.Rand, dir string) (string, error) {
	prefix := filepath.Join(dir, "page-"+strconv.Itoa(n))
	p := strconv.Itoa(n)
	cmd := exec.CommandContext(ctx, "pdftoppm", "-r", strconv.Itoa(dpi), "-gray", "-f", p, "-l", p, "-singlefile", pdf, prefix)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("pdftoppm: %w: %s", err, out)
	}
	clean, err := readPGM(prefix + ".pgm")
	if err != nil {
		return "", err
	}
	path := prefix + ".jpg"
	return path, writeJPEG(path, degrade(clean, look, rng), look.quality)
}

// keepImage copies a page scan to dir as <type>/<name>-<page>.jpg (nothing when dir is empty).
func keepImage(dir, rel string, page int, img string) error {
	if dir == "" {
		return nil
	}
	b, err := os.ReadFile(img)
	if err != nil {
		return err
	}
	dst := filepath.Join(dir, filepath.FromSlash(strings.TrimSuffix(rel, ".txt"))+"-"+strconv.Itoa(page)+".jpg")
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	return os.WriteFile(dst, b, 0o644)
}
