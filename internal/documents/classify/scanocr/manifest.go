package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// manifestName is the file in the output directory that records the SHA-256
// of each input whose OCR text is there, in sha256sum's format.
const manifestName = "sources.sha256"

// fileSum returns the hex SHA-256 of a file's bytes.
func fileSum(path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// readManifest returns input path → SHA-256 from out's manifest (empty when there is none).
func readManifest(out string) (map[string]string, error) {
	f, err := os.Open(filepath.Join(out, manifestName))
	if errors.Is(err, fs.ErrNotExist) {
		return map[string]string{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sums := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		sum, rel, ok := strings.Cut(sc.Text(), "  ")
		if !ok {
			return nil, fmt.Errorf("%s: bad line %q", manifestName, sc.Text())
		}
		sums[rel] = sum
	}
	return sums, sc.Err()
}

// writeManifest records the inputs' sums (docs are sorted, so the file is stable).
func writeManifest(out string, docs, sums []string) error {
	var b strings.Builder
	for i, rel := range docs {
		fmt.Fprintf(&b, "%s  %s\n", sums[i], rel)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, manifestName), []byte(b.String()), 0o644)
}
