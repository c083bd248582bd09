package documents

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"mime"
	"path"
	"strings"
	"unicode"
	"unicode/utf8"

	"clinic/internal/documents/ocr"
	"clinic/internal/platform/blob"
	"clinic/internal/platform/errs"
)

// MB is the unit of the spec's size limits.
const MB = 1 << 20

// Size limits per kind of file.
const (
	MaxPDFBytes   = 40 * MB
	MaxOtherBytes = 20 * MB
)

// sniffLen is how many leading bytes decide a file's kind (DICOM's magic ends at 132).
const sniffLen = 132

// fileKind is a supported kind of file: what its bytes start with and what it is called.
type fileKind struct {
	kind     ocr.Kind
	mime     string
	label    string
	maxBytes int64
}

var kinds = []fileKind{
	{ocr.KindPDF, "application/pdf", "PDF", MaxPDFBytes},
	{ocr.KindPNG, "image/png", "PNG", MaxOtherBytes},
	{ocr.KindJPEG, "image/jpeg", "JPEG", MaxOtherBytes},
	{ocr.KindDICOM, "application/dicom", "DICOM", MaxOtherBytes},
}

// kindOfMime returns the kind a MIME type names; image/jpg is JPEG.
func kindOfMime(m string) (fileKind, bool) {
	if m == "image/jpg" {
		m = "image/jpeg"
	}
	for _, k := range kinds {
		if k.mime == m {
			return k, true
		}
	}
	return fileKind{}, false
}

// sniff decides a file's kind by its leading bytes.
func sniff(head []byte) (fileKind, bool) {
	switch {
	case bytes.HasPrefix(head, []byte("%PDF-")):
		return kinds[0], true
	case bytes.HasPrefix(head, []byte("\x89PNG\r\n\x1a\n")):
		return kinds[1], true
	case bytes.HasPrefix(head, []byte{0xFF, 0xD8, 0xFF}):
		return kinds[2], true
	case len(head) >= 132 && string(head[128:132]) == "DICM":
		return kinds[3], true
	}
	return fileKind{}, false
}

// unclaimed reports a declared type that makes no claim about the content, so the bytes alone
// decide (curl and many clients send application/octet-stream for .dcm files).
func unclaimed(mediaType string) bool {
	return mediaType == "" || mediaType == "application/octet-stream"
}

// Upload errors, in Portuguese as the spec shows them.
var errEmptyFile = errs.BadRequestf("O arquivo está vazio.")

func errUnsupported(what string) error {
	return errs.BadRequestf("Tipo de arquivo não suportado: %s. Tipos aceitos: PDF, PNG, JPG, DICOM.", what)
}

func errTooLarge(k fileKind) error {
	return errs.BadRequestf("O arquivo excede o limite de %d MB.", k.maxBytes/MB)
}

// FileInput is the file part of an upload as the client sent it.
type FileInput struct {
	Filename     string    // the client's name, kept for display only
	DeclaredType string    // the part's Content-Type
	Body         io.Reader // read once, streamed to the blob store
}

// StagedFile is an uploaded file written to the blob store but not yet under its key. Upload
// commits it; Discard removes it.
type StagedFile struct {
	staged   blob.Staged
	kind     fileKind
	filename *string
	size     int64
	sum      []byte
}

// Size returns the file's size in bytes.
func (f *StagedFile) Size() int64 { return f.size }

// Discard removes the staged bytes (after a rejected upload). Safe to call more than once and
// after Upload.
func (f *StagedFile) Discard() {
	if f != nil {
		f.staged.Abort()
	}
}

// StageFile streams in.Body to the blob store while hashing and counting it, never holding it
// whole in memory. The kind is decided by the bytes and checked against the declared type.
// Errors (BadRequest, the spec's texts): empty file, unsupported or mismatched type, over the
// kind's limit. Nothing is left behind when it fails.
func (s *Service) StageFile(ctx context.Context, in FileInput) (*StagedFile, error) {
	head := make([]byte, sniffLen)
	n, err := io.ReadFull(in.Body, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("read upload: %w", err)
	}
	head = head[:n]
	kind, err := decideKind(in.DeclaredType, head)
	if err != nil {
		return nil, err
	}
	return s.stream(ctx, kind, head, in)
}

// decideKind decides an upload's kind from its first sniffLen bytes (head) and the part's
// declared Content-Type: the bytes decide; a declared type that names a kind must agree, one that
// makes no claim (none, application/octet-stream) defers to them. Errors (BadRequest, the spec's
// Portuguese texts): empty file, unsupported or mismatched type.
func decideKind(declaredType string, head []byte) (fileKind, error) {
	declared, _, err := mime.ParseMediaType(declaredType)
	if err != nil {
		declared = strings.ToLower(strings.TrimSpace(declaredType))
	}
	claimed, ok := kindOfMime(declared)
	if !ok && !unclaimed(declared) {
		return fileKind{}, errUnsupported(shown(declared))
	}
	if len(head) == 0 {
		return fileKind{}, errEmptyFile
	}
	kind, ok := sniff(head)
	switch {
	case !ok && unclaimed(declared):
		return fileKind{}, errUnsupported(orUnknown(declared))
	case !ok:
		return fileKind{}, errUnsupported(declared + " (o conteúdo não é " + claimed.label + ")")
	case !unclaimed(declared) && kind.kind != claimed.kind:
		return fileKind{}, errUnsupported(declared + " (o conteúdo é " + kind.label + ")")
	}
	return kind, nil
}

// shown is a client's declared type as an error message quotes it: valid UTF-8 without control
// characters, at most maxShownType characters.
func shown(declared string) string {
	declared = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == utf8.RuneError {
			return -1
		}
		return r
	}, strings.ToValidUTF8(declared, ""))
	if utf8.RuneCountInString(declared) > maxShownType {
		declared = string([]rune(declared)[:maxShownType]) + "…"
	}
	return declared
}

// maxShownType bounds the declared type quoted in an error (a media type is rarely 50 characters).
const maxShownType = 100

func orUnknown(declared string) string {
	if declared == "" {
		return "desconhecido"
	}
	return declared
}

// stream writes head and the rest of the body to a staged blob, stopping one byte past the limit.
func (s *Service) stream(ctx context.Context, kind fileKind, head []byte, in FileInput) (*StagedFile, error) {
	staged, err := s.blobs.Stage(ctx)
	if err != nil {
		return nil, err
	}
	h := sha256.New()
	w := io.MultiWriter(staged, h)
	if _, err := w.Write(head); err != nil {
		staged.Abort()
		return nil, fmt.Errorf("stage upload: %w", err)
	}
	rest, err := copyLimited(w, in.Body, kind.maxBytes-int64(len(head)))
	size := int64(len(head)) + rest
	if err == nil && size > kind.maxBytes {
		err = errTooLarge(kind)
	}
	if err != nil {
		staged.Abort()
		return nil, err
	}
	return &StagedFile{staged: staged, kind: kind, filename: cleanFilename(in.Filename), size: size, sum: h.Sum(nil)}, nil
}

// copyLimited copies at most limit+1 bytes, so the caller can tell a file over the limit.
func copyLimited(w io.Writer, r io.Reader, limit int64) (int64, error) {
	n, err := io.Copy(w, io.LimitReader(r, limit+1))
	if err != nil {
		return n, fmt.Errorf("stage upload: %w", err)
	}
	return n, nil
}

// cleanFilename keeps the base name of the client's file name, without control characters, at
// most MaxFilename characters; nil when nothing is left.
func cleanFilename(name string) *string {
	name = strings.ToValidUTF8(name, "")
	name = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return -1
		}
		return r
	}, name)
	name = strings.TrimSpace(path.Base(strings.ReplaceAll(name, `\`, "/")))
	if name == "" || name == "." || name == "/" {
		return nil
	}
	if utf8.RuneCountInString(name) > MaxFilename {
		name = string([]rune(name)[:MaxFilename])
	}
	return &name
}
