package rest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net"
	"net/http"
	"slices"
	"strings"

	"github.com/danielgtaylor/huma/v2"

	"clinic/internal/documents"
	"clinic/internal/platform/errs"
	"clinic/internal/tenancy"
)

// uploadInput takes the body as a stream: the multipart form is read part by part and the file
// goes to the blob store as it arrives, never whole in memory.
type uploadInput struct {
	PatientID   string `path:"patient_id" doc:"pat_ token (recommended) or internal UUID (deprecated)"`
	contentType string
	stream      io.Reader
}

// Resolve keeps the body reader and its Content-Type for the handler (huma does not read a body
// the input does not declare; OpenAPI ignores a Content-Type header parameter, the request body's
// media type says it).
func (in *uploadInput) Resolve(ctx huma.Context) []error {
	in.stream, in.contentType = ctx.BodyReader(), ctx.Header("Content-Type")
	return nil
}

type uploadOutput struct {
	Location string `header:"Location" doc:"Where to poll the document's status"`
	Body     UploadOut
}

// uploadForm is what the form's parts said.
type uploadForm struct {
	file *documents.StagedFile
	meta documents.Meta
}

// formTextLimit bounds a text field read from the form (notes: 2000 characters of up to 4 bytes).
const formTextLimit = 4*documents.MaxNotes + 1

var uploadFields = []string{"file", "title", "notes", "document_type"}

func (s *server) registerUpload() {
	op := huma.Operation{
		OperationID: "upload-prontuario-document", Method: http.MethodPost,
		Path: "/v1/patients/{patient_id}/prontuario-documents", Tags: []string{"Patient documents"},
		Summary: "Upload a document (multipart); processing continues in the background", DefaultStatus: http.StatusAccepted,
		Errors: []int{http.StatusNotFound, http.StatusRequestTimeout},
		Description: "Fields: `file` (required; PDF up to 40 MB, PNG, JPG or DICOM up to 20 MB; MB = 2^20 bytes), " +
			"`title` (≤ 500 characters), `notes` (≤ 2000), `document_type` (one of the nine types; classification is " +
			"then skipped). Other fields are refused (422).\n\n" +
			"The type is decided by the file's bytes (`%PDF-`, PNG and JPEG signatures, `DICM` at offset 128) and must " +
			"match the part's Content-Type (`image/jpg` counts as JPEG; `application/octet-stream` or none lets the " +
			"bytes decide). 400 texts (Portuguese): `O arquivo está vazio.`, `Tipo de arquivo não suportado: <tipo>. " +
			"Tipos aceitos: PDF, PNG, JPG, DICOM.`, `O arquivo excede o limite de 40 MB.` (20 for the others), " +
			"`Tipo de documento inválido: <valor>. Tipos válidos: ...`. A body over the transport cap is a 413 before " +
			"any parsing. A body that sends less than 1 KiB in 30 s (deployment settings) is cut off with 408, and a " +
			"key has at most 4 uploads in flight per API instance (429 with Retry-After beyond). A rejected upload " +
			"leaves nothing behind.\n\n" +
			"202 at once: OCR (text layer, else Tesseract) and classification run in the worker; poll the `Location`. " +
			"DICOM is not OCR'd (ocr_status becomes skipped) and is typed `imaging` unless a type is given.",
	}
	register(s, op, tenancy.DocumentsWrite, s.upload)
	// Documented after registering: huma would otherwise read and validate the whole body itself
	// instead of leaving the stream to the handler.
	s.api.OpenAPI().Paths[op.Path].Post.RequestBody = &huma.RequestBody{Required: true, Content: map[string]*huma.MediaType{
		"multipart/form-data": {Schema: &huma.Schema{Type: "object", Required: []string{"file"}, AdditionalProperties: false,
			Properties: map[string]*huma.Schema{
				"file":          {Type: "string", Format: "binary", Description: "PDF, PNG, JPG or DICOM"},
				"title":         {Type: "string", MaxLength: ptrTo(documents.MaxTitle)},
				"notes":         {Type: "string", MaxLength: ptrTo(documents.MaxNotes)},
				"document_type": documentTypeSchema(&huma.Schema{Type: "string"}),
			}},
			Encoding: map[string]*huma.Encoding{"file": {ContentType: "application/pdf, image/png, image/jpeg, application/dicom"}},
		}}}
}

func (s *server) upload(ctx context.Context, in *uploadInput) (*uploadOutput, error) {
	form, err := s.readUploadForm(ctx, in)
	if err != nil {
		form.file.Discard()
		_, _ = io.Copy(io.Discard, in.stream) // the client gets its answer, not a reset connection
		return nil, err
	}
	p := patientFrom(ctx)
	up, err := s.deps.Documents.Upload(ctx, p.ID, form.file, form.meta)
	if err != nil {
		return nil, errs.PrefixFields(err, "body.")
	}
	out := &uploadOutput{Body: toUploadOut(up)}
	out.Location = "/v1/patients/" + p.Token + "/prontuario-documents/" + up.DocumentID.String()
	return out, nil
}

func toUploadOut(up documents.Uploaded) UploadOut {
	return UploadOut{DocumentID: up.DocumentID, PatientDocumentID: up.PatientDocumentID, PatientID: up.PatientID,
		DocumentType: up.DocumentType, ClassificationStatus: up.ClassificationStatus,
		OriginalFilename: up.OriginalFilename, FileSizeBytes: up.FileSizeBytes, OCRStatus: up.OCRStatus,
		CreatedAt: up.CreatedAt.UTC(),
		Message: "Documento recebido. O processamento (OCR e classificação) continua em segundo plano; " +
			"consulte o status até ready ser true."}
}

// readUploadForm reads the parts in order: the file is staged as it streams, the text fields
// are kept. On error the staged file (if any) is in form.file for the caller to discard.
func (s *server) readUploadForm(ctx context.Context, in *uploadInput) (uploadForm, error) {
	form := uploadForm{}
	err := readMultipart(in.contentType, in.stream, uploadFields, func(part *multipart.Part) error {
		return s.readPart(ctx, &form, part)
	})
	if err != nil {
		return form, err
	}
	if form.file == nil {
		f := errs.Fields{{Field: "body.file", Message: "is required"}}
		if e, ok := errs.As(form.meta.Validate()); ok && e.Kind == errs.Invalid {
			f = append(f, e.Fields...)
		}
		return form, f.Err()
	}
	return form, nil
}

// readMultipart reads a multipart/form-data body part by part, as it streams: every part must be
// one of fields, each at most once (422 otherwise); read handles a part. Errors: BadRequest for a
// body that is not a multipart form, and the errors of bodyReadError and read.
func readMultipart(contentType string, stream io.Reader, fields []string, read func(*multipart.Part) error) error {
	mt, params, err := mime.ParseMediaType(contentType)
	if err != nil || mt != "multipart/form-data" || params["boundary"] == "" {
		return errs.BadRequestf("The body must be multipart/form-data with a %s field", fields[0])
	}
	seen := map[string]bool{}
	mr := multipart.NewReader(stream, params["boundary"])
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return bodyReadError(&clientBodyError{err})
		}
		name := part.FormName()
		switch {
		case !slices.Contains(fields, name):
			err = errs.InvalidFields(errs.FieldError{Field: "body." + name,
				Message: "unknown field; expected " + strings.Join(fields, ", ")})
		case seen[name]:
			err = errs.InvalidFields(errs.FieldError{Field: "body." + name, Message: "given more than once"})
		default:
			seen[name] = true
			err = read(part)
		}
		_ = part.Close()
		if err != nil {
			return err
		}
	}
}

// readPart handles one part of the upload form.
func (s *server) readPart(ctx context.Context, form *uploadForm, part *multipart.Part) error {
	name := part.FormName()
	body := clientBody{part}
	if name == "file" {
		f, err := s.deps.Documents.StageFile(ctx, documents.FileInput{Filename: part.FileName(),
			DeclaredType: part.Header.Get("Content-Type"), Body: body})
		if err != nil {
			return bodyReadError(err)
		}
		form.file = f
		return nil
	}
	v, err := readFormText(body, formTextLimit)
	if err != nil || v == "" {
		return err // an empty field is an absent one
	}
	switch name {
	case "title":
		form.meta.Title = &v
	case "notes":
		form.meta.Notes = &v
	case "document_type":
		v = strings.TrimSpace(v)
		form.meta.DocumentType = &v
	}
	return nil
}

// readFormText reads a text field of a form, at most limit bytes.
func readFormText(body io.Reader, limit int64) (string, error) {
	b, err := io.ReadAll(io.LimitReader(body, limit))
	if err != nil {
		return "", bodyReadError(err)
	}
	return string(b), nil
}

// bodyReadError turns a failure to read the body into the client's error: 413 past the
// transport cap, 408 for a body that trickles (slowBody), 400 for any other failure of the
// client's bytes (a malformed form, a part cut short); domain errors pass through, and what went
// wrong on the server's side (staging the file) stays an internal error.
func bodyReadError(err error) error {
	var tooLarge *http.MaxBytesError
	var answer *ErrorBody
	var client *clientBodyError
	var timeout net.Error
	switch {
	case errors.As(err, &tooLarge):
		return errs.New(errs.TooLarge, "Request body too large (limit %d bytes)", tooLarge.Limit-1)
	case errors.As(err, &timeout) && timeout.Timeout():
		return errSlowBody
	case errors.As(err, &answer) || errs.KindOf(err) != errs.Internal:
		return err
	case errors.As(err, &client) && !errors.Is(err, context.Canceled):
		return errs.BadRequestf("Malformed multipart body")
	}
	return fmt.Errorf("read upload: %w", err)
}

// clientBodyError marks a failure to read what the client sent, as opposed to the server's own.
type clientBodyError struct{ err error }

func (e *clientBodyError) Error() string { return e.err.Error() }
func (e *clientBodyError) Unwrap() error { return e.err }

// clientBody reads a part of the client's form, marking its failures as the client's.
type clientBody struct{ r io.Reader }

func (b clientBody) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	if err != nil && err != io.EOF {
		err = &clientBodyError{err}
	}
	return n, err
}
