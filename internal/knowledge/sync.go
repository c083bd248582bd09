package knowledge

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"clinic/internal/documents/ocr"
	"clinic/internal/knowledge/extract"
	"clinic/internal/platform/tenantctx"
)

// source is what Postgres holds about a document: its OCR text and the patients it is linked to.
type source struct {
	found       bool
	filename    *string
	ocrStatus   string
	text        string
	ocrMethods  []string // how each page's text was obtained (ocr.Method values)
	createdAt   time.Time
	requestedAt *time.Time
	links       []linkRow
}

type linkRow struct {
	PatientID    uuid.UUID
	Token        string
	Name         string
	DocumentType string
	Title        *string
}

// SyncDocument makes the graph hold exactly what the document states today: its facts are
// extracted again from the OCR text and replace the previous ones; its patients are those it is
// actively linked to (none: it leaves the graph). It then marks the document's graph job done,
// unless the job was requested again meanwhile (then the sweeper runs it once more).
// Errors: Unavailable when Neo4j cannot be reached; the task retries.
func (s *Service) SyncDocument(ctx context.Context, tenantID, documentID uuid.UUID) error {
	ctx = tenantctx.With(ctx, tenantctx.Identity{TenantID: tenantID})
	src, err := s.syncDocument(ctx, documentID)
	if err != nil {
		return err
	}
	return s.db.InTenant(ctx, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `update document_jobs set state = 'done', done_at = now(), updated_at = now()
			where document_id = $1 and kind = 'graph' and requested_at is not distinct from $2`, documentID, src.requestedAt)
		return err
	})
}

func (s *Service) syncDocument(ctx context.Context, documentID uuid.UUID) (source, error) {
	src, err := s.readSource(ctx, documentID)
	if err != nil {
		return source{}, err
	}
	before, err := s.documentPatients(ctx, documentID)
	if err != nil {
		return source{}, err
	}
	stmts, err := s.documentStatements(ctx, documentID, src, before)
	if err != nil {
		return source{}, err
	}
	if err := s.graph.write(ctx, stmts...); err != nil {
		return source{}, fmt.Errorf("write document %s to the graph: %w", documentID, err)
	}
	return src, nil
}

func (s *Service) readSource(ctx context.Context, documentID uuid.UUID) (source, error) {
	var src source
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `select d.original_filename, d.ocr_status, coalesce(d.ocr_text, ''), coalesce(d.ocr_methods, '{}'),
				d.created_at, (select j.requested_at from document_jobs j where j.document_id = d.id and j.kind = 'graph')
			from ocr_documents d where d.id = $1`, documentID).
			Scan(&src.filename, &src.ocrStatus, &src.text, &src.ocrMethods, &src.createdAt, &src.requestedAt)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		src.found = true
		rows, _ := tx.Query(ctx, `select l.patient_id, p.public_id, p.name, l.document_type, l.title
			from patient_documents l join patients p on p.tenant_id = l.tenant_id and p.id = l.patient_id
			where l.document_id = $1 and l.is_active order by l.created_at, l.id`, documentID)
		src.links, err = pgx.CollectRows(rows, pgx.RowToStructByPos[linkRow])
		return err
	})
	if err != nil {
		return source{}, fmt.Errorf("read document %s: %w", documentID, err)
	}
	return src, nil
}

// documentPatients returns the ids of the patients the graph links the document to now.
func (s *Service) documentPatients(ctx context.Context, documentID uuid.UUID) ([]string, error) {
	st, err := tenantStatement(ctx, cypherDocumentPatients, map[string]any{"doc_id": documentID.String()})
	if err != nil {
		return nil, err
	}
	recs, err := s.graph.read(ctx, st)
	if err != nil {
		return nil, fmt.Errorf("patients of document %s: %w", documentID, err)
	}
	out := make([]string, 0, len(recs))
	for _, r := range recs {
		if id, ok := r.Values[0].(string); ok {
			out = append(out, id)
		}
	}
	return out, nil
}

// statements collects tenant-bound statements; the first error stops it.
type statements struct {
	ctx   context.Context
	stmts []statement
	err   error
}

func (b *statements) add(cypher string, params map[string]any) {
	if b.err == nil {
		var st statement
		st, b.err = tenantStatement(b.ctx, cypher, params)
		b.stmts = append(b.stmts, st)
	}
}

// documentStatements are the writes that make the graph match src, in one transaction: the
// patients the document was (before) and is linked to are locked first and their lab series
// refreshed last.
func (s *Service) documentStatements(ctx context.Context, documentID uuid.UUID, src source, before []string) ([]statement, error) {
	b := &statements{ctx: ctx}
	patients := before
	for _, l := range src.links {
		if !slices.Contains(patients, l.PatientID.String()) {
			patients = append(patients, l.PatientID.String())
		}
	}
	if len(patients) > 0 {
		b.add(cypherLockPatients, map[string]any{"patients": patients})
	}
	documentFacts(b, documentID.String(), src)
	if len(patients) > 0 {
		b.add(RefreshLabSeriesCypher, map[string]any{"patients": patients})
	}
	return b.stmts, b.err
}

// documentFacts adds the writes that replace the document's facts and links.
func documentFacts(b *statements, id string, src source) {
	b.add(cypherDropDocumentFacts, map[string]any{"doc_id": id})
	if !src.found || len(src.links) == 0 {
		b.add(cypherDeleteDocument, map[string]any{"doc_id": id})
		return
	}
	facts := sourceFacts(src)
	date := documentDate(facts, src.createdAt)
	b.add(cypherMergeDocument, map[string]any{"doc": documentProps(id, src, date)})
	b.add(cypherUnlinkDocument, map[string]any{"doc_id": id})
	b.add(cypherLinkPatients, map[string]any{"doc_id": id, "patients": patientRows(src.links)})
	for _, k := range factKinds(id, facts, date) {
		if len(k.rows) > 0 {
			b.add(fmt.Sprintf(cypherCreateFacts, k.label, k.rel), map[string]any{"doc_id": id, "rows": k.rows})
		}
	}
}

// sourceFacts extracts the facts of a document read to the end: as a scan's when tesseract read
// any of its pages (OCR's misreadings of printed marks are undone), else as a text layer's.
func sourceFacts(src source) extract.Facts {
	if src.ocrStatus != "completed" || strings.TrimSpace(src.text) == "" {
		return extract.Facts{}
	}
	if slices.Contains(src.ocrMethods, string(ocr.MethodTesseract)) {
		return extract.ExtractScanned(src.text)
	}
	return extract.Extract(src.text)
}

// documentDate dates a document's facts: the collection date of a lab report (a lab result
// with a collection date of its own keeps it), else the date the document states, else the day
// it was uploaded.
func documentDate(f extract.Facts, uploaded time.Time) time.Time {
	switch {
	case f.CollectedAt != nil:
		return dateOnly(*f.CollectedAt)
	case f.DocumentDate != nil:
		return dateOnly(*f.DocumentDate)
	}
	return dateOnly(uploaded)
}

func dateOnly(t time.Time) time.Time {
	t = t.UTC()
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}

func documentProps(id string, src source, date time.Time) map[string]any {
	first := src.links[0]
	title := ""
	if first.Title != nil {
		title = *first.Title
	} else if src.filename != nil {
		title = *src.filename
	}
	return map[string]any{"id": id, "document_type": first.DocumentType, "title": title,
		"filename": deref(src.filename), "document_date": neo4j.DateOf(date),
		"name": first.DocumentType + ": " + title}
}

func patientRows(links []linkRow) []map[string]any {
	out := make([]map[string]any, 0, len(links))
	for _, l := range links {
		out = append(out, map[string]any{"id": l.PatientID.String(), "token": l.Token, "name": l.Name})
	}
	return out
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
