package rest

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/documents"
	"clinic/internal/platform/errs"
	"clinic/internal/tenancy"
)

// UploadOut is the 202 answer to an upload (the spec's table, exactly).
type UploadOut struct {
	DocumentID           uuid.UUID `json:"document_id" doc:"OCR document record"`
	PatientDocumentID    uuid.UUID `json:"patient_document_id" doc:"Patient-document link"`
	PatientID            uuid.UUID `json:"patient_id" doc:"Resolved internal patient UUID"`
	DocumentType         string    `json:"document_type" doc:"The type given, or other while auto-classifying (imaging for DICOM)"`
	ClassificationStatus string    `json:"classification_status" enum:"pending,skipped" doc:"pending (auto) or skipped (type given, or DICOM)"`
	OriginalFilename     *string   `json:"original_filename" doc:"The uploaded name (base name, control characters removed, at most 255 characters)"`
	FileSizeBytes        int64     `json:"file_size_bytes"`
	OCRStatus            string    `json:"ocr_status" enum:"pending" doc:"Always pending at upload"`
	CreatedAt            time.Time `json:"created_at"`
	Message              string    `json:"message"`
}

// DocumentStatusOut is the single-document status record (the poll).
type DocumentStatusOut struct {
	DocumentID               uuid.UUID  `json:"document_id"`
	PatientDocumentID        uuid.UUID  `json:"patient_document_id"`
	PatientID                uuid.UUID  `json:"patient_id"`
	DocumentType             string     `json:"document_type"`
	OCRStatus                string     `json:"ocr_status" enum:"pending,processing,completed,failed,skipped"`
	ClassificationStatus     string     `json:"classification_status" enum:"pending,completed,failed,skipped"`
	ClassificationConfidence *float64   `json:"classification_confidence" minimum:"0" maximum:"1"`
	OriginalFilename         *string    `json:"original_filename"`
	FileSizeBytes            *int64     `json:"file_size_bytes"`
	PageCount                *int       `json:"page_count"`
	OCRError                 *string    `json:"ocr_error" maxLength:"100" doc:"Short English reason when ocr_status is failed, one of: \"encrypted PDF\", \"corrupt PDF\", \"not a PDF file\", \"unreadable image\", \"image too large\" (over 100 megapixels), \"not a DICOM file\", \"corrupt DICOM file\", \"unsupported file type\", \"PDF has more than 1000 pages\", \"PDF has more than 300 pages that need OCR\", \"file exceeds the processing limits\" (a parser or tool hit its memory, CPU or output limit), \"file missing\" (the stored file was lost before processing), or \"processing timeout\" (unfinished after the SLA)"`
	Ready                    bool       `json:"ready" doc:"Derived: ocr_status completed or skipped and classification_status not pending. Polling can stop"`
	CreatedAt                time.Time  `json:"created_at"`
	UpdatedAt                time.Time  `json:"updated_at"`
	ProcessedAt              *time.Time `json:"processed_at" doc:"Null until processing finishes"`
}

func toDocumentStatusOut(s documents.Status) DocumentStatusOut {
	size := s.FileSizeBytes
	return DocumentStatusOut{DocumentID: s.DocumentID, PatientDocumentID: s.PatientDocumentID, PatientID: s.PatientID,
		DocumentType: s.DocumentType, OCRStatus: s.OCRStatus, ClassificationStatus: s.ClassificationStatus,
		ClassificationConfidence: s.ClassificationConfidence, OriginalFilename: s.OriginalFilename,
		FileSizeBytes: &size, PageCount: s.PageCount, OCRError: s.OCRError, Ready: s.Ready(),
		CreatedAt: s.CreatedAt.UTC(), UpdatedAt: s.UpdatedAt.UTC(), ProcessedAt: utcPtr(s.ProcessedAt)}
}

// PatientDocumentOut is a patient-document record (list and link).
type PatientDocumentOut struct {
	ID                       uuid.UUID      `json:"id" doc:"Link id (the patient_document_id of the upload)"`
	PatientID                uuid.UUID      `json:"patient_id"`
	DocumentID               uuid.UUID      `json:"document_id" doc:"OCR document id"`
	DocumentType             string         `json:"document_type"`
	Title                    *string        `json:"title"`
	Notes                    *string        `json:"notes"`
	UploadedBy               *uuid.UUID     `json:"uploaded_by" doc:"The API key that created the link"`
	IsActive                 bool           `json:"is_active"`
	ClassificationStatus     *string        `json:"classification_status" enum:"pending,completed,failed,skipped"`
	ClassificationConfidence *float64       `json:"classification_confidence" minimum:"0" maximum:"1"`
	CreatedAt                time.Time      `json:"created_at"`
	UpdatedAt                time.Time      `json:"updated_at"`
	OCRDocument              *OCRSummaryOut `json:"ocr_document"`
}

// OCRSummaryOut summarises the OCR document behind a link (never its text).
type OCRSummaryOut struct {
	OriginalFilename *string `json:"original_filename"`
	MimeType         *string `json:"mime_type"`
	Status           *string `json:"status" doc:"The ocr_status"`
	PageCount        *int    `json:"page_count"`
}

func toPatientDocumentOut(l documents.Link) PatientDocumentOut {
	return PatientDocumentOut{ID: l.ID, PatientID: l.PatientID, DocumentID: l.DocumentID, DocumentType: l.DocumentType,
		Title: l.Title, Notes: l.Notes, UploadedBy: l.UploadedBy, IsActive: l.IsActive,
		ClassificationStatus: &l.ClassificationStatus, ClassificationConfidence: l.ClassificationConfidence,
		CreatedAt: l.CreatedAt.UTC(), UpdatedAt: l.UpdatedAt.UTC(),
		OCRDocument: &OCRSummaryOut{OriginalFilename: l.OCR.OriginalFilename, MimeType: &l.OCR.MimeType,
			Status: &l.OCR.Status, PageCount: l.OCR.PageCount}}
}

func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

// DocumentListOut is the document list (the spec's shape, offset-paginated).
type DocumentListOut struct {
	Documents []PatientDocumentOut `json:"documents"`
	Total     int                  `json:"total" doc:"All matches, not only this page"`
	Limit     int                  `json:"limit"`
	Offset    int                  `json:"offset"`
}

// DocumentLinkCreate is the body of POST /v1/patients/{patient_id}/documents.
type DocumentLinkCreate struct {
	DocumentID   string  `json:"document_id" format:"uuid" doc:"An OCR document of the clinic"`
	DocumentType *string `json:"document_type,omitempty" doc:"One of the nine types; default other"`
	Title        *string `json:"title,omitempty" nullable:"true" maxLength:"500"`
	Notes        *string `json:"notes,omitempty" nullable:"true" maxLength:"2000"`
}

// TransformSchema lists the document types.
func (DocumentLinkCreate) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	documentTypeSchema(s.Properties["document_type"])
	return s
}

// Resolve checks the fields with the domain's rules so one answer lists every problem.
func (b *DocumentLinkCreate) Resolve(huma.Context) []error {
	return domainIssues(documents.Meta{Title: b.Title, Notes: b.Notes}.Validate(), "body.")
}

type documentPathInput struct {
	PatientID  string `path:"patient_id" doc:"pat_ token (recommended) or internal UUID (deprecated)"`
	DocumentID string `path:"document_id" doc:"The document_id of the upload (the patient_document_id is accepted too)"`
}

type listDocumentsInput struct {
	PatientID    string            `path:"patient_id" doc:"pat_ token (recommended) or internal UUID (deprecated)"`
	Limit        int               `query:"limit" minimum:"1" maximum:"100" default:"20"`
	Offset       int               `query:"offset" minimum:"0" maximum:"1000000" default:"0"`
	DocumentType documentTypeParam `query:"document_type" doc:"One of the nine types"`
	DateFrom     time.Time         `query:"date_from" doc:"Created on or after (RFC 3339)"`
	DateTo       time.Time         `query:"date_to" doc:"Created on or before (RFC 3339)"`
}

// Resolve checks the type filter and the date range.
func (in *listDocumentsInput) Resolve(huma.Context) []error {
	if !in.DateFrom.IsZero() && !in.DateTo.IsZero() && in.DateTo.Before(in.DateFrom) {
		return []error{ruleIssue("query.date_to", "must not be before date_from")}
	}
	return nil
}

// documentTypeParam is a document type in a query.
type documentTypeParam string

// Schema lists the nine types.
func (documentTypeParam) Schema(huma.Registry) *huma.Schema {
	return documentTypeSchema(&huma.Schema{Type: huma.TypeString})
}

// documentTypeSchema states on s the nine document types and their definition.
func documentTypeSchema(s *huma.Schema) *huma.Schema {
	s.Description = strings.TrimSpace(s.Description + "\n\n" + documents.TypeRules)
	s.Enum = make([]any, len(documents.Types))
	for i, t := range documents.Types {
		s.Enum[i] = t
	}
	s.PrecomputeMessages()
	return s
}

type linkInput struct {
	PatientID string `path:"patient_id" doc:"pat_ token (recommended) or internal UUID (deprecated)"`
	Body      DocumentLinkCreate
}

type (
	documentStatusOutput  struct{ Body DocumentStatusOut }
	documentListOutput    struct{ Body DocumentListOut }
	patientDocumentOutput struct{ Body PatientDocumentOut }
)

func timePtr(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

func (s *server) registerDocuments() {
	s.registerUpload()
	register(s, huma.Operation{
		OperationID: "get-prontuario-document", Method: http.MethodGet,
		Path: "/v1/patients/{patient_id}/prontuario-documents/{document_id}", Tags: []string{"Patient documents"},
		Summary: "Poll one document's processing status", Errors: []int{http.StatusNotFound},
		Description: "Poll until `ready` is true (ocr_status completed or skipped, and classification finished), " +
			"or until the SLA has passed: a document unfinished by then is failed with ocr_error `processing timeout`. " +
			"404 when no active document with that id exists for the patient (deleted ones included).",
	}, tenancy.DocumentsRead, func(ctx context.Context, in *documentPathInput) (*documentStatusOutput, error) {
		id, err := pathUUID(in.DocumentID, documents.ErrNotFound)
		if err != nil {
			return nil, err
		}
		st, err := s.deps.Documents.Get(ctx, patientFrom(ctx).ID, id)
		if err != nil {
			return nil, err
		}
		return &documentStatusOutput{Body: toDocumentStatusOut(st)}, nil
	})

	register(s, huma.Operation{
		OperationID: "delete-prontuario-document", Method: http.MethodDelete,
		Path: "/v1/patients/{patient_id}/prontuario-documents/{document_id}", Tags: []string{"Patient documents"},
		Summary: "Soft-delete a document", DefaultStatus: http.StatusNoContent, Errors: []int{http.StatusNotFound},
		Description: "The link becomes inactive (is_active=false); the file and the OCR record are kept. " +
			"404 when no active document exists, including one already deleted.",
	}, tenancy.DocumentsWrite, func(ctx context.Context, in *documentPathInput) (*struct{}, error) {
		id, err := pathUUID(in.DocumentID, documents.ErrNotFound)
		if err != nil {
			return nil, err
		}
		return nil, s.deps.Documents.Delete(ctx, patientFrom(ctx).ID, id)
	})

	register(s, huma.Operation{
		OperationID: "list-patient-documents", Method: http.MethodGet, Path: "/v1/patients/{patient_id}/documents",
		Tags: []string{"Patient documents"}, Summary: "List a patient's documents", Errors: []int{http.StatusNotFound},
		Description: "Active documents only, newest first (ties by id). `total` counts every match; page with limit and offset.",
	}, tenancy.DocumentsRead, func(ctx context.Context, in *listDocumentsInput) (*documentListOutput, error) {
		pg, err := s.deps.Documents.List(ctx, documents.ListQuery{PatientID: patientFrom(ctx).ID,
			DocumentType: string(in.DocumentType), From: timePtr(in.DateFrom), To: timePtr(in.DateTo),
			Limit: in.Limit, Offset: in.Offset})
		if err != nil {
			return nil, err
		}
		return &documentListOutput{Body: DocumentListOut{Documents: mapItems(pg.Items, toPatientDocumentOut),
			Total: pg.Total, Limit: in.Limit, Offset: in.Offset}}, nil
	})

	register(s, huma.Operation{
		OperationID: "link-patient-document", Method: http.MethodPost, Path: "/v1/patients/{patient_id}/documents",
		Tags: []string{"Patient documents"}, Summary: "Link an existing OCR document to the patient",
		DefaultStatus: http.StatusCreated, Errors: []int{http.StatusNotFound},
		Description: "Idempotent: while the document is linked (actively) to the patient, the existing link is returned " +
			"unchanged, also with 201. A new link takes document_type as given (classification skipped) or `other`. " +
			"404 when the patient or the OCR document does not resolve in the clinic. An unknown document_type " +
			"is a 400 with the Portuguese text of the upload.",
	}, tenancy.DocumentsWrite, func(ctx context.Context, in *linkInput) (*patientDocumentOutput, error) {
		docID, err := uuid.Parse(in.Body.DocumentID)
		if err != nil {
			return nil, errs.InvalidFields(errs.FieldError{Field: "body.document_id", Message: "must be a UUID"})
		}
		l, _, err := s.deps.Documents.Link(ctx, patientFrom(ctx).ID, docID,
			documents.Meta{Title: in.Body.Title, Notes: in.Body.Notes, DocumentType: in.Body.DocumentType})
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &patientDocumentOutput{Body: toPatientDocumentOut(l)}, nil
	})
}

// TransformSchema lists the document types.
func (UploadOut) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	documentTypeSchema(s.Properties["document_type"])
	return s
}

// TransformSchema lists the document types.
func (DocumentStatusOut) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	documentTypeSchema(s.Properties["document_type"])
	return s
}

// TransformSchema lists the document types.
func (PatientDocumentOut) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	documentTypeSchema(s.Properties["document_type"])
	return s
}
