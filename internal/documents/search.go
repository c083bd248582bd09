package documents

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// Passage is a piece of a document's OCR text that matches a search.
type Passage struct {
	DocumentID   uuid.UUID
	DocumentType string
	Title        string
	Text         string // the best fragments, matches between « and »
}

var searchWord = regexp.MustCompile(`[\p{L}\p{N}]{3,}`)

// maxSearchWords bounds the words of a search.
const maxSearchWords = 30

// SearchText returns up to limit passages of the patient's documents whose OCR text matches any
// word of query (Postgres full-text search, Portuguese stemming and stop words), best first.
// A query with no word of three letters or more finds nothing. Errors: Unavailable.
func (s *Service) SearchText(ctx context.Context, patientID uuid.UUID, query string, limit int) ([]Passage, error) {
	words := searchWord.FindAllString(query, maxSearchWords)
	if len(words) == 0 || limit <= 0 {
		return nil, nil
	}
	var out []Passage
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, `with q as (select to_tsquery('portuguese', $2) as q)
			select d.id, l.document_type, coalesce(l.title, d.original_filename, ''),
				ts_headline('portuguese', d.ocr_text, q.q, 'MaxFragments=2, MinWords=8, MaxWords=30, StartSel=«, StopSel=», FragmentDelimiter=" … "')
			from q, ocr_documents d
			join patient_documents l on l.tenant_id = d.tenant_id and l.document_id = d.id and l.is_active and l.patient_id = $1
			where d.ocr_status = 'completed' and to_tsvector('portuguese', coalesce(d.ocr_text, '')) @@ q.q
			order by ts_rank(to_tsvector('portuguese', coalesce(d.ocr_text, '')), q.q) desc, d.id
			limit $3`, patientID, strings.Join(words, " | "), limit)
		var err error
		out, err = pgx.CollectRows(rows, pgx.RowToStructByPos[Passage])
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("search documents: %w", err)
	}
	return out, nil
}
