// Package documents keeps patients' documents: the streamed upload into the blob store, the OCR
// record and the patient-document links in Postgres, the durable processing jobs, and the
// pipeline the worker runs (text extraction by package ocr, classification by package classify).
//
// Two status tracks start as pending at upload (the spec's state table):
//
//	OCR:            pending → processing → completed | failed;  DICOM → skipped
//	Classification: pending → completed | failed;  skipped when a type was given or for DICOM
//
// failed, completed and skipped are terminal: the update statements only move rows out of
// pending/processing and a trigger refuses anything else. A document still unfinished after the
// SLA is failed by the sweeper with ocr_error "processing timeout". The SLA is fixed per document
// at upload (deadline_at), so changing the setting never shortens a promise already made.
package documents

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"clinic/internal/platform/blob"
	"clinic/internal/platform/errs"
	"clinic/internal/platform/pg"
)

// Types are the nine document types, sorted.
var Types = []string{"clinical_note", "consent_form", "exam_result", "imaging", "insurance_doc",
	"lab_report", "other", "prescription", "referral"}

// TypeRules is the product's definition of the nine types, which the classifier follows and the
// OpenAPI document states on every document_type.
const TypeRules = "The nine document types:\n" +
	"- `lab_report`: laboratory analyses of blood, urine, other fluids, cultures (arterial blood gas too).\n" +
	"- `imaging`: reports of X-ray, ultrasound, CT, MRI, mammography, densitometry (DXA); an echocardiogram is " +
	"imaging (an ultrasound), even when it prints a table of measurements.\n" +
	"- `exam_result`: other diagnostic tests: ECG, spirometry, stress test, Holter, MAPA, audiometry, endoscopy, " +
	"colonoscopy, EEG, polysomnography, even when laid out like a lab table.\n" +
	"- `clinical_note`: consultation notes (anamnesis, evolution, SOAP), discharge summaries; still a note when it " +
	"quotes lab values or says a prescription was handed over.\n" +
	"- `prescription`: medicines with posology (simple, controle especial, insulin scales).\n" +
	"- `referral`: referral/encaminhamento to another professional or service (SISREG requests, urgent referral to " +
	"an emergency room), even when it quotes lab values or an ECG finding.\n" +
	"- `consent_form`: consent terms (TCLE for research, procedure, anaesthesia, transfusion, image use).\n" +
	"- `insurance_doc`: health-plan documents: TISS guides (SP/SADT, internação), authorisations, denials, " +
	"beneficiary card, payment statements between provider and plan, glosa and its appeal.\n" +
	"- `other`: anything else: atestado médico, declaração de comparecimento, appointment confirmation, result " +
	"pick-up slip, preparation instructions, vaccination record, a receipt the patient receives."

// TypeOther is the provisional type of a document being classified.
const TypeOther = "other"

// OCR statuses.
const (
	OCRPending    = "pending"
	OCRProcessing = "processing"
	OCRCompleted  = "completed"
	OCRFailed     = "failed"
	OCRSkipped    = "skipped"
)

// Classification statuses.
const (
	ClassPending   = "pending"
	ClassCompleted = "completed"
	ClassFailed    = "failed"
	ClassSkipped   = "skipped"
)

// ErrTimeout is the ocr_error of a document the SLA reaper ended.
const ErrTimeout = "processing timeout"

// Field limits of the spec.
const (
	MaxTitle    = 500
	MaxNotes    = 2000
	MaxFilename = 255
)

// ErrNotFound is the answer for a document that is not active for the patient in the caller's
// tenant (missing, deleted or another tenant's: the same error).
var ErrNotFound = &errs.Error{Kind: errs.NotFound, Detail: "Document not found"}

// Status is the single-document status record (the poll).
type Status struct {
	DocumentID               uuid.UUID
	PatientDocumentID        uuid.UUID
	PatientID                uuid.UUID
	DocumentType             string
	OCRStatus                string
	ClassificationStatus     string
	ClassificationConfidence *float64
	OriginalFilename         *string
	FileSizeBytes            int64
	PageCount                *int
	OCRError                 *string
	CreatedAt                time.Time
	UpdatedAt                time.Time
	ProcessedAt              *time.Time
}

// Ready reports the spec's "ready": OCR completed or skipped and classification finished.
func (s Status) Ready() bool {
	return (s.OCRStatus == OCRCompleted || s.OCRStatus == OCRSkipped) && s.ClassificationStatus != ClassPending
}

// Link is a patient-document record (the list and link endpoints), with its OCR summary.
type Link struct {
	ID                       uuid.UUID
	PatientID                uuid.UUID
	DocumentID               uuid.UUID
	DocumentType             string
	Title                    *string
	Notes                    *string
	UploadedBy               *uuid.UUID
	IsActive                 bool
	ClassificationStatus     string
	ClassificationConfidence *float64
	CreatedAt                time.Time
	UpdatedAt                time.Time
	OCR                      OCRSummary
}

// OCRSummary describes the OCR document behind a link (never its text).
type OCRSummary struct {
	OriginalFilename *string
	MimeType         string
	Status           string
	PageCount        *int
}

// JobKind names work the worker owes a document.
type JobKind string

// Job kinds.
const (
	JobOCR   JobKind = "ocr"   // read the text, then classify
	JobGraph JobKind = "graph" // extract clinical facts into the knowledge graph
)

// Job is one unit of work for the worker.
type Job struct {
	Kind       JobKind
	TenantID   uuid.UUID
	DocumentID uuid.UUID
}

// Dispatcher hands jobs to the queue. Dispatching a job already queued or running is harmless
// (the queue deduplicates by document).
type Dispatcher interface {
	Dispatch(ctx context.Context, j Job) error
}

// Service stores documents under the caller's tenant.
type Service struct {
	db       *pg.DB
	blobs    blob.Store
	dispatch Dispatcher
	log      *slog.Logger
	sla      time.Duration
}

// NewService returns a Service storing files in blobs and queueing work through dispatch. A
// document uploaded through it must finish processing within sla (after that the sweeper fails
// it).
func NewService(db *pg.DB, blobs blob.Store, dispatch Dispatcher, log *slog.Logger, sla time.Duration) *Service {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Service{db: db, blobs: blobs, dispatch: dispatch, log: log, sla: sla}
}

// storageKey names a file by tenant and document id, never by the client's file name.
func storageKey(tenantID, documentID uuid.UUID) string {
	return tenantID.String() + "/" + documentID.String()
}
