// Package knowledge keeps each patient's knowledge graph in Neo4j: the clinical facts the
// documents state (lab results, conditions, medications, allergies, lifestyle and social
// factors), each traceable to the document it came from, and answers clinical questions from it
// (lab trends, patient context, a clinical summary).
//
// Postgres is the source of truth: a document's facts are re-extracted from its OCR text and
// replace whatever the graph held for that document (SyncDocument), so a rerun never duplicates
// and Rebuild restores a wiped graph. Model:
//
//	(:Patient {tenant_id, id, token, name})-[:HAS_DOCUMENT]->(:Document {tenant_id, id, ...})
//	(:Patient)-[:HAS_LAB_RESULT|HAS_CONDITION|TAKES_MEDICATION|ALLERGIC_TO|HAS_FACTOR]->(fact)
//	(fact:LabResult|Condition|Medication|Allergy|LifestyleFactor)-[:EXTRACTED_FROM]->(:Document)
//
// A LabResult holds its value, unit and reference as printed (value_printed, unit_printed,
// ref_low_printed, ref_high_printed, value_text, ref_text) and converted to the marker's
// canonical unit (value, unit, ref_low, ref_high, converted, trend_unit), its LOINC code, its
// document's id (doc_id) and its own collection date (observed_at). A qualitative result
// ("Reagente") also has the label Qualitative and a qualitative property.
//
//	(:Patient)-[:HAS_LAB_SERIES]->(:LabSeries {tenant_id, patient_id, marker, values, units, dates, flags, docs, ref_*})
//
// is a read model of a patient's numeric results, one node per marker with parallel lists oldest
// first; every document sync rebuilds the series of the patients the document was and is linked
// to (RefreshLabSeriesCypher), after locking them, in the transaction that writes its facts.
//
// Every node carries tenant_id and a name property the Neo4j Browser shows as its caption.
package knowledge

import (
	"time"

	"clinic/internal/platform/graphdb"
	"clinic/internal/platform/pg"
)

// Service reads documents from Postgres and keeps and queries the graph.
type Service struct {
	db    *pg.DB
	graph store
	now   func() time.Time
	notes NoteSource // nil: a rebuild restores documents only
}

// NewService returns a Service over Postgres db and Neo4j g. A question (context, trends, summary)
// gives up after readTimeout in all, however many reads it takes (then the caller gets
// Unavailable), so a request never hangs on a graph that is down.
func NewService(db *pg.DB, g *graphdb.Graph, readTimeout time.Duration) *Service {
	return &Service{db: db, graph: store{g: g, timeout: readTimeout}, now: time.Now}
}

// DocumentRef names the document a fact came from.
type DocumentRef struct {
	DocumentID   string
	DocumentType string
	Title        string
	DocumentDate *time.Time
}
