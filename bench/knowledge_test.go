package bench

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"sort"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"clinic/internal/knowledge"
	"clinic/internal/testkit"
)

// seedLabGraph gives the tenant's patient results labs, spread over 20 markers, 100 documents
// and the last ten years, written with UNWIND in batches, then builds the patient's lab series
// as a document sync does.
func seedLabGraph(b *testing.B, env *testkit.Env, tenant, patient uuid.UUID, results int) {
	ctx := context.Background()
	run := func(q string, params map[string]any) {
		if _, err := neo4j.ExecuteQuery(ctx, env.Graph.Driver, q, params, neo4j.EagerResultTransformer,
			neo4j.ExecuteQueryWithDatabase(env.Graph.Database)); err != nil {
			b.Fatal(err)
		}
	}
	t := tenant.String()
	run(`MERGE (p:Patient {tenant_id: $t, id: $p}) SET p.name = 'Bench'
		WITH p UNWIND range(0, 99) AS i
		MERGE (d:Document {tenant_id: $t, id: 'doc-' + i}) SET d.document_type = 'lab_report'
		MERGE (p)-[:HAS_DOCUMENT]->(d)`, map[string]any{"t": t, "p": patient.String()})
	markers := []string{"Glicose", "Hemoglobina glicada", "Colesterol total", "HDL", "LDL", "Triglicerídeos", "TSH",
		"T4 livre", "Creatinina", "Ureia", "AST", "ALT", "Hemoglobina", "Hematócrito", "Leucócitos", "Plaquetas",
		"Sódio", "Potássio", "Ferritina", "Vitamina D"}
	const batch = 2000
	for start := 0; start < results; start += batch {
		rows := make([]map[string]any, 0, batch)
		for i := start; i < min(start+batch, results); i++ {
			day := time.Now().AddDate(0, 0, -(i*3650)/results)
			rows = append(rows, map[string]any{"id": fmt.Sprintf("lab-%d", i), "marker": markers[i%len(markers)],
				"value": float64(80 + i%50), "unit": "mg/dL", "ref_low": 70.0, "ref_high": 99.0, "ref_text": "70 - 99",
				"flag": "normal", "observed_at": neo4j.DateOf(day), "doc": fmt.Sprintf("doc-%d", i%100),
				"loinc": "2345-7", "value_printed": float64(80 + i%50), "unit_printed": "mg/dL"})
		}
		run(`MATCH (p:Patient {tenant_id: $t, id: $p})
			UNWIND $rows AS row
			MATCH (d:Document {tenant_id: $t, id: row.doc})
			CREATE (l:LabResult {tenant_id: $t, id: row.id, marker: row.marker, value: row.value, unit: row.unit,
				ref_low: row.ref_low, ref_high: row.ref_high, ref_text: row.ref_text, flag: row.flag, observed_at: row.observed_at,
				doc_id: row.doc, converted: true, trend_unit: '', loinc: row.loinc, value_printed: row.value_printed, unit_printed: row.unit_printed})
			CREATE (p)-[:HAS_LAB_RESULT]->(l), (l)-[:EXTRACTED_FROM]->(d)`, map[string]any{"t": t, "p": patient.String(), "rows": rows})
	}
	refresh := time.Now()
	run(knowledge.RefreshLabSeriesCypher, map[string]any{"tenant_id": t, "patients": []string{patient.String()}})
	fmt.Printf("lab series refresh (what each document sync of this patient adds): %.1f ms for %d results\n",
		ms(time.Since(refresh)), results)
	b.Cleanup(func() { wipeGraphTenant(env, tenant) })
}

func wipeGraphTenant(env *testkit.Env, tenant uuid.UUID) {
	for {
		res, err := neo4j.ExecuteQuery(context.Background(), env.Graph.Driver,
			"MATCH (n {tenant_id: $t}) WITH n LIMIT 10000 DETACH DELETE n RETURN count(*) AS n",
			map[string]any{"t": tenant.String()}, neo4j.EagerResultTransformer, neo4j.ExecuteQueryWithDatabase(env.Graph.Database))
		if err != nil || len(res.Records) == 0 || res.Records[0].Values[0].(int64) < 10000 {
			return
		}
	}
}

// rawLabQuery is the query lab-trends runs, with nothing around it.
const rawLabQuery = knowledge.LabSeriesCypher

// BenchmarkLabTrends prints the latency of GET lab-trends (all markers, 120 months) for a
// patient with 10,000 results through the whole stack, against the raw Cypher query it runs.
func BenchmarkLabTrends(b *testing.B) {
	env := testkit.Setup(b)
	tn := env.NewTenant(b)
	c := env.Server(b, testkit.ServerOptions{RateLimit: 1 << 30})
	p := c.Do(b, "POST", "/v1/patients", tn.Key, map[string]any{"name": "Bench"}).Expect(b, 201).JSON(b)
	patient := uuid.MustParse(p["uuid"].(string))
	seedLabGraph(b, env, tn.ID, patient, 10000)
	url := c.URL + "/v1/patients/" + p["id"].(string) + "/lab-trends?period=120"
	params := map[string]any{"tenant_id": tn.ID.String(), "patient_id": patient.String(),
		"since": neo4j.DateOf(time.Now().AddDate(-10, 0, -1)), "markers": nil}
	get := func() {
		req, _ := http.NewRequest("GET", url, nil)
		req.Header.Set("x-api-key", tn.Key)
		resp, err := c.HTTP.Do(req)
		if err != nil || resp.StatusCode != 200 {
			b.Fatalf("lab-trends: %v %v", err, resp)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	raw := func() {
		res, err := neo4j.ExecuteQuery(context.Background(), env.Graph.Driver, rawLabQuery, params,
			neo4j.EagerResultTransformer, neo4j.ExecuteQueryWithDatabase(env.Graph.Database), neo4j.ExecuteQueryWithReadersRouting())
		if err != nil || len(res.Records) != 20 {
			b.Fatalf("raw query: %v (%d records)", err, len(res.Records))
		}
	}
	get()
	raw() // warm both
	var full, base []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		get()
		t1 := time.Now()
		raw()
		full, base = append(full, t1.Sub(t0)), append(base, time.Since(t1))
	}
	pf, pb := quantile(full, 0.50), quantile(base, 0.50)
	qf, qb := quantile(full, 0.95), quantile(base, 0.95)
	b.ReportMetric(ms(pf), "api_p50_ms")
	b.ReportMetric(ms(qf), "api_p95_ms")
	b.ReportMetric(ms(qb), "cypher_p95_ms")
	b.ReportMetric(0, "ns/op")
	fmt.Printf("lab-trends, 10,000 results: API p50 %.1f ms p95 %.1f ms, raw Cypher p50 %.1f ms p95 %.1f ms (p95 %.2fx; %d runs each)\n",
		ms(pf), ms(qf), ms(pb), ms(qb), float64(qf)/float64(qb), b.N)
}

// quantile returns the q-quantile (nearest rank) of ds.
func quantile(ds []time.Duration, q float64) time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[min(len(s)-1, int(q*float64(len(s))))]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// BenchmarkGraphBatchWrites prints the time to write 1,000 lab results for one document as one
// UNWIND statement against one MERGE statement per row, each in one transaction.
func BenchmarkGraphBatchWrites(b *testing.B) {
	env := testkit.Setup(b)
	ctx := context.Background()
	const rows = 1000
	mk := func() []map[string]any {
		out := make([]map[string]any, rows)
		for i := range out {
			out[i] = map[string]any{"id": fmt.Sprintf("lab-%d", i), "marker": "Glicose", "value": float64(i), "unit": "mg/dL"}
		}
		return out
	}
	write := func(tenant uuid.UUID, batched bool) time.Duration {
		sess := env.Graph.Driver.NewSession(ctx, neo4j.SessionConfig{DatabaseName: env.Graph.Database})
		defer sess.Close(ctx)
		data := mk()
		start := time.Now()
		_, err := sess.ExecuteWrite(ctx, func(tx neo4j.ManagedTransaction) (any, error) {
			if batched {
				_, err := tx.Run(ctx, `UNWIND $rows AS row MERGE (l:LabResult {tenant_id: $t, id: row.id}) SET l += row`,
					map[string]any{"t": tenant.String(), "rows": data})
				return nil, err
			}
			for _, row := range data {
				res, err := tx.Run(ctx, `MERGE (l:LabResult {tenant_id: $t, id: $row.id}) SET l += $row`,
					map[string]any{"t": tenant.String(), "row": row})
				if err != nil {
					return nil, err
				}
				if _, err := res.Consume(ctx); err != nil {
					return nil, err
				}
			}
			return nil, nil
		})
		if err != nil {
			b.Fatal(err)
		}
		return time.Since(start)
	}
	var unwind, perRow time.Duration
	for i := 0; i < b.N; i++ {
		t1, t2 := uuid.New(), uuid.New()
		unwind += write(t1, true)
		perRow += write(t2, false)
		wipeGraphTenant(env, t1)
		wipeGraphTenant(env, t2)
	}
	b.ReportMetric(ms(unwind)/float64(b.N), "unwind_ms")
	b.ReportMetric(ms(perRow)/float64(b.N), "per_row_ms")
	b.ReportMetric(0, "ns/op")
	fmt.Printf("graph writes, %d rows in one transaction: UNWIND %.1f ms, one MERGE per row %.1f ms (%.1fx slower)\n",
		rows, ms(unwind)/float64(b.N), ms(perRow)/float64(b.N), float64(perRow)/float64(unwind))
}

// p50 returns the median of ds.
func p50(ds []time.Duration) time.Duration { return quantile(ds, 0.5) }
