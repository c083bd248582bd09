package knowledge

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/graphdb"
	"clinic/internal/platform/tenantctx"
)

// Every Cypher statement of the service is built here and binds $tenant_id from the caller's
// tenant: Neo4j has no row-level security, so this file is the isolation boundary. A statement
// that does not mention $tenant_id is a programming error and is refused before it runs.

// ErrNoTenant is returned when a graph operation runs without a tenant in its context.
var ErrNoTenant = errors.New("knowledge: no tenant in context")

// unavailableDetail is the client's answer when Neo4j cannot be reached.
const unavailableDetail = "Knowledge graph unavailable; retry with exponential backoff"

// statement is one Cypher statement and its parameters.
type statement struct {
	cypher string
	params map[string]any
}

// tenantStatement binds the caller's tenant to cypher.
func tenantStatement(ctx context.Context, cypher string, params map[string]any) (statement, error) {
	id, ok := tenantctx.From(ctx)
	if !ok {
		return statement{}, ErrNoTenant
	}
	if !strings.Contains(cypher, "$tenant_id") {
		return statement{}, fmt.Errorf("knowledge: statement without $tenant_id: %.60q", cypher)
	}
	p := make(map[string]any, len(params)+1)
	for k, v := range params {
		p[k] = v
	}
	p["tenant_id"] = id.TenantID.String()
	return statement{cypher: cypher, params: p}, nil
}

// store runs statements against Neo4j: one session per unit of work, managed transactions
// (retried by the driver on transient errors), the database always named.
type store struct {
	g       *graphdb.Graph
	timeout time.Duration
}

// write runs the statements, in order, in one write transaction.
func (s store) write(ctx context.Context, stmts ...statement) error {
	sess := s.g.Driver.NewSession(ctx, neo4j.SessionConfig{DatabaseName: s.g.Database, AccessMode: neo4j.AccessModeWrite})
	defer sess.Close(context.WithoutCancel(ctx))
	_, err := sess.ExecuteWrite(ctx, func(tx neo4j.ManagedTransaction) (any, error) {
		for _, st := range stmts {
			res, err := tx.Run(ctx, st.cypher, st.params)
			if err != nil {
				return nil, err
			}
			if _, err := res.Consume(ctx); err != nil {
				return nil, err
			}
		}
		return nil, nil
	})
	return classify(err)
}

// writeRead runs one write statement that returns a single count, handed to got.
func (s store) writeRead(ctx context.Context, st statement, got func(int64)) error {
	sess := s.g.Driver.NewSession(ctx, neo4j.SessionConfig{DatabaseName: s.g.Database, AccessMode: neo4j.AccessModeWrite})
	defer sess.Close(context.WithoutCancel(ctx))
	n, err := sess.ExecuteWrite(ctx, func(tx neo4j.ManagedTransaction) (any, error) {
		res, err := tx.Run(ctx, st.cypher, st.params)
		if err != nil {
			return nil, err
		}
		rec, err := res.Single(ctx)
		if err != nil {
			return nil, err
		}
		return rec.Values[0], nil
	})
	if err != nil {
		return classify(err)
	}
	got(n.(int64))
	return nil
}

// bound gives ctx the read timeout, unless it already ends sooner. A question that takes several
// reads (a summary takes four) bounds itself once, so the timeout is the caller's whole wait.
func (s store) bound(ctx context.Context) (context.Context, context.CancelFunc) {
	if s.timeout <= 0 {
		return ctx, func() {}
	}
	return context.WithTimeout(ctx, s.timeout)
}

// read runs one statement in a read transaction and returns its records.
func (s store) read(ctx context.Context, st statement) ([]*neo4j.Record, error) {
	ctx, cancel := s.bound(ctx)
	defer cancel()
	sess := s.g.Driver.NewSession(ctx, neo4j.SessionConfig{DatabaseName: s.g.Database, AccessMode: neo4j.AccessModeRead})
	defer sess.Close(context.WithoutCancel(ctx))
	recs, err := sess.ExecuteRead(ctx, func(tx neo4j.ManagedTransaction) (any, error) {
		res, err := tx.Run(ctx, st.cypher, st.params)
		if err != nil {
			return nil, err
		}
		return res.Collect(ctx)
	})
	if err != nil {
		return nil, classify(err)
	}
	return recs.([]*neo4j.Record), nil
}

// classify makes failures to reach Neo4j Unavailable (503 for clients, a retry for tasks).
func classify(err error) error {
	if err == nil {
		return nil
	}
	var conn *neo4j.ConnectivityError
	var limit *neo4j.TransactionExecutionLimit
	if errors.As(err, &conn) || errors.As(err, &limit) || neo4j.IsRetryable(err) ||
		errors.Is(err, context.DeadlineExceeded) {
		return errs.Unavailablef(err, "%s", unavailableDetail)
	}
	return err
}

// Statements. Nodes carry tenant_id and id; every MATCH is anchored on the tenant.
const (
	cypherMergeDocument = `MERGE (d:Document {tenant_id: $tenant_id, id: $doc.id})
SET d.document_type = $doc.document_type, d.title = $doc.title, d.filename = $doc.filename,
    d.document_date = $doc.document_date, d.name = $doc.name`

	cypherDropDocumentFacts = `MATCH (f {tenant_id: $tenant_id})-[:EXTRACTED_FROM]->(:Document {tenant_id: $tenant_id, id: $doc_id})
DETACH DELETE f`

	cypherUnlinkDocument = `MATCH (:Patient {tenant_id: $tenant_id})-[r:HAS_DOCUMENT]->(:Document {tenant_id: $tenant_id, id: $doc_id})
DELETE r`

	cypherDeleteDocument = `MATCH (d:Document {tenant_id: $tenant_id, id: $doc_id}) DETACH DELETE d`

	cypherLinkPatients = `MATCH (d:Document {tenant_id: $tenant_id, id: $doc_id})
UNWIND $patients AS pt
MERGE (p:Patient {tenant_id: $tenant_id, id: pt.id})
SET p.token = pt.token, p.name = pt.name
MERGE (p)-[:HAS_DOCUMENT]->(d)`

	// cypherCreateFacts creates one kind of fact node per row, EXTRACTED_FROM the document and
	// related to every patient the document is linked to. %s: label, relationship.
	cypherCreateFacts = `MATCH (d:Document {tenant_id: $tenant_id, id: $doc_id})
UNWIND $rows AS row
CREATE (f:%s {tenant_id: $tenant_id})
SET f += row
CREATE (f)-[:EXTRACTED_FROM]->(d)
WITH d, f
MATCH (p:Patient {tenant_id: $tenant_id})-[:HAS_DOCUMENT]->(d)
CREATE (p)-[:%s]->(f)`

	// cypherDocumentPatients lists the patients the graph links a document to now.
	cypherDocumentPatients = `MATCH (p:Patient {tenant_id: $tenant_id})-[:HAS_DOCUMENT]->(:Document {tenant_id: $tenant_id, id: $doc_id})
RETURN p.id`

	// cypherLockPatients takes the patients' write locks before anything else of a document's
	// transaction, so two documents of one patient refresh its series one after the other, the
	// second seeing the first's results.
	cypherLockPatients = `MATCH (p:Patient {tenant_id: $tenant_id}) WHERE p.id IN $patients
SET p.series_version = coalesce(p.series_version, 0) + 1`

	cypherWipeTenant = `MATCH (n {tenant_id: $tenant_id})
WITH n LIMIT $batch
DETACH DELETE n
RETURN count(*) AS deleted`
)

// RefreshLabSeriesCypher rebuilds the LabSeries nodes of the patients in $patients from their
// numeric LabResults: one node per marker holding the results as parallel lists, oldest first,
// and the latest result's reference (exported for the benchmark's seed). A document's sync runs
// it for the patients it was and is linked to, in the same transaction as its facts.
const RefreshLabSeriesCypher = `MATCH (p:Patient {tenant_id: $tenant_id}) WHERE p.id IN $patients
OPTIONAL MATCH (p)-[:HAS_LAB_SERIES]->(old:LabSeries {tenant_id: $tenant_id})
DETACH DELETE old
WITH DISTINCT p
MATCH (p)-[:HAS_LAB_RESULT]->(l:LabResult) WHERE l.tenant_id = $tenant_id AND NOT l:Qualitative
WITH p, l ORDER BY l.observed_at, l.doc_id
WITH p, l.marker AS marker, collect(l.value) AS values, collect(coalesce(l.trend_unit, l.unit, '')) AS units,
  collect(l.observed_at) AS dates, collect(coalesce(l.flag, '')) AS flags, collect(coalesce(l.doc_id, '')) AS docs,
  last(collect(l)) AS latest
CREATE (p)-[:HAS_LAB_SERIES]->(:LabSeries {tenant_id: $tenant_id, patient_id: p.id, marker: marker, values: values,
  units: units, dates: dates, flags: flags, docs: docs, ref_low: latest.ref_low, ref_high: latest.ref_high,
  ref_text: latest.ref_text, name: marker + ' (' + toString(size(values)) + ')'})`
