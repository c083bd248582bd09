package rest_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"os"
	"path/filepath"
	"testing"
	"time"

	"clinic/internal/testkit"
)

// formPart is one part of an upload form: a file when filename or contentType is set.
type formPart struct {
	name, filename, contentType string
	data                        []byte
}

func filePart(filename, contentType string, data []byte) formPart {
	return formPart{name: "file", filename: filename, contentType: contentType, data: data}
}

func textPart(name, value string) formPart { return formPart{name: name, data: []byte(value)} }

// multipartBody encodes parts as multipart/form-data.
func multipartBody(t testing.TB, parts ...formPart) ([]byte, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for _, p := range parts {
		h := textproto.MIMEHeader{}
		disp := fmt.Sprintf(`form-data; name=%q`, p.name)
		if p.filename != "" || p.contentType != "" {
			disp += fmt.Sprintf(`; filename=%q`, p.filename)
		}
		h.Set("Content-Disposition", disp)
		if p.contentType != "" {
			h.Set("Content-Type", p.contentType)
		}
		pw, err := w.CreatePart(h)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := pw.Write(p.data); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), w.FormDataContentType()
}

// upload posts a form to the patient's prontuario-documents.
func (a api) upload(t testing.TB, patient string, parts ...formPart) *testkit.Response {
	t.Helper()
	body, ct := multipartBody(t, parts...)
	return a.c.Do(t, "POST", "/v1/patients/"+patient+"/prontuario-documents", a.tenant.Key, body, "Content-Type: "+ct)
}

// newPatient registers a patient and returns its pat_ token and internal UUID.
func (a api) newPatient(t testing.TB, name string) (token, id string) {
	t.Helper()
	p := a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, map[string]any{"name": name}).Expect(t, 201).JSON(t)
	return p["id"].(string), p["uuid"].(string)
}

// poll GETs the document's status until stop says so or timeout passes.
func (a api) poll(t testing.TB, patient, docID string, timeout time.Duration, stop func(map[string]any) bool) map[string]any {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		st := a.c.Do(t, "GET", "/v1/patients/"+patient+"/prontuario-documents/"+docID, a.tenant.Key, nil).Expect(t, 200).JSON(t)
		if stop(st) {
			return st
		}
		if time.Now().After(deadline) {
			t.Fatalf("document %s still %v/%v after %s", docID, st["ocr_status"], st["classification_status"], timeout)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// finished is true once both tracks are terminal.
func finished(st map[string]any) bool {
	terminal := func(s any) bool { return s == "completed" || s == "failed" || s == "skipped" }
	return terminal(st["ocr_status"]) && terminal(st["classification_status"])
}

// fixture reads a file the project generates for the OCR tests.
func fixture(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "internal", "documents", "ocr", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// pngBytes returns a small valid PNG.
func pngBytes(t testing.TB) []byte {
	t.Helper()
	var buf bytes.Buffer
	img := image.NewGray(image.Rect(0, 0, 8, 8))
	img.Set(1, 1, color.White)
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// blankPNG returns a white A6-sized page at 150 dpi: a scan with nothing to read.
func blankPNG(t testing.TB) []byte {
	t.Helper()
	img := image.NewGray(image.Rect(0, 0, 620, 870))
	for i := range img.Pix {
		img.Pix[i] = 0xFF
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// jpegBytes returns a small valid JPEG.
func jpegBytes(t testing.TB) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, image.NewGray(image.Rect(0, 0, 8, 8)), nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// dicomBytes returns a minimal DICOM file: preamble, DICM and a Modality element.
func dicomBytes() []byte {
	b := make([]byte, 128, 160)
	b = append(b, "DICM"...)
	b = binary.LittleEndian.AppendUint16(b, 0x0008)
	b = binary.LittleEndian.AppendUint16(b, 0x0060)
	b = append(b, "CS"...)
	b = binary.LittleEndian.AppendUint16(b, 2)
	return append(b, "MR"...)
}

// sizedReader streams n bytes starting with head, without holding them in memory.
func sizedReader(head []byte, n int64) io.Reader {
	return io.MultiReader(bytes.NewReader(head), io.LimitReader(zeros{}, n-int64(len(head))))
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// streamUpload posts a file part of n bytes (head first) through a pipe, so tests of the size
// limits never build the body in memory.
func (a api) streamUpload(t testing.TB, patient, contentType string, head []byte, n int64) *testkit.Response {
	t.Helper()
	pr, pw := io.Pipe()
	w := multipart.NewWriter(pw)
	go func() {
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", `form-data; name="file"; filename="big"`)
		h.Set("Content-Type", contentType)
		part, err := w.CreatePart(h)
		if err == nil {
			_, err = io.Copy(part, sizedReader(head, n))
		}
		if err == nil {
			err = w.Close()
		}
		pw.CloseWithError(err)
	}()
	req, err := http.NewRequest("POST", a.c.URL+"/v1/patients/"+patient+"/prontuario-documents", pr)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("x-api-key", a.tenant.Key)
	resp, err := a.c.HTTP.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return &testkit.Response{Status: resp.StatusCode, Header: resp.Header, Body: b}
}
