package resolvers_test

import (
	"context"
	"fmt"
	"math"
	"sort"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
)

// The aggregates are checked against values this test computes from its own fixture, in Go,
// with the definitions the schema states: local dates and ISO weekdays in each location's zone,
// no-show rate over no-shows and attended, lead times of the appointments not cancelled.

var aggRange = [2]string{"2026-03-02", "2026-03-09"} // Monday to Monday

func aggregateFixture() []appt {
	statuses := []string{"completed", "no_show", "cancelled", "confirmed", "checked_in", "in_progress", "requested", "no_show"}
	leads := []float64{2, 30, 100, 200, 400, 900, 0.5, 60, 1000, 5}
	var out []appt
	for i := range 24 {
		start := time.Date(2026, 3, 2+i%7, 11+i%9, 0, 0, 0, time.UTC)
		out = append(out, appt{provider: i % 2, location: i % 2, patient: i % 3, start: start,
			status: statuses[i%len(statuses)], created: start.Add(-time.Duration(leads[i%len(leads)] * float64(time.Hour)))})
	}
	// At the edges of the range, where the local date is not the UTC date:
	out = append(out,
		// 2026-03-01 23:30 in São Paulo (a Sunday before the range): out.
		appt{0, 0, 0, time.Date(2026, 3, 2, 2, 30, 0, 0, time.UTC), "no_show", time.Date(2026, 2, 20, 12, 0, 0, 0, time.UTC)},
		// 2026-03-08 23:30 in São Paulo, a Sunday: in.
		appt{1, 0, 1, time.Date(2026, 3, 9, 2, 30, 0, 0, time.UTC), "no_show", time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)},
		// 2026-03-08 23:30 in Manaus (already 9 March in UTC): in.
		appt{0, 1, 2, time.Date(2026, 3, 9, 3, 30, 0, 0, time.UTC), "completed", time.Date(2026, 3, 9, 4, 0, 0, 0, time.UTC)},
		// 2026-03-09 00:30 in São Paulo: out.
		appt{1, 0, 0, time.Date(2026, 3, 9, 3, 30, 0, 0, time.UTC), "completed", time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)},
	)
	return out
}

// expected holds what the fixture's aggregates must be.
type expected struct {
	byStatus, byProvider, byLocation, byDay map[string]int
	noShow                                  map[string][2]int // "provider/weekday" → no-shows, attended
	leadHours                               []float64
}

func expect(t *testing.T, c clinic, providerOnly *int) expected {
	e := expected{byStatus: map[string]int{}, byProvider: map[string]int{}, byLocation: map[string]int{},
		byDay: map[string]int{}, noShow: map[string][2]int{}}
	from, _ := time.Parse(time.DateOnly, aggRange[0])
	to, _ := time.Parse(time.DateOnly, aggRange[1])
	for _, a := range c.spec {
		if providerOnly != nil && a.provider != *providerOnly {
			continue
		}
		zone, err := time.LoadLocation(c.zones[a.location])
		if err != nil {
			t.Fatal(err)
		}
		local := a.start.In(zone)
		day := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, time.UTC)
		if day.Before(from) || !day.Before(to) {
			continue
		}
		e.byStatus[a.status]++
		e.byProvider[c.providers[a.provider].String()]++
		e.byLocation[c.locations[a.location].String()]++
		e.byDay[day.Format(time.DateOnly)]++
		wd := int(local.Weekday())
		if wd == 0 {
			wd = 7
		}
		k := fmt.Sprintf("%s/%d", c.providers[a.provider], wd)
		switch a.status {
		case "no_show":
			v := e.noShow[k]
			e.noShow[k] = [2]int{v[0] + 1, v[1]}
		case "checked_in", "in_progress", "completed":
			v := e.noShow[k]
			e.noShow[k] = [2]int{v[0], v[1] + 1}
		}
		if a.status != "cancelled" {
			e.leadHours = append(e.leadHours, math.Max(a.start.Sub(a.created).Hours(), 0))
		}
	}
	sort.Float64s(e.leadHours)
	return e
}

func counted(t *testing.T, list any, key func(map[string]any) string) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, it := range list.([]any) {
		m := it.(map[string]any)
		out[key(m)] = int(m["count"].(float64))
	}
	return out
}

func sameCounts(t *testing.T, what string, got, want map[string]int) {
	t.Helper()
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%s: got %v, want %v", what, got, want)
	}
}

func TestGraphQLAppointmentAggregates(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tn := env.NewTenant(t)
	c := env.Server(t, testkit.ServerOptions{})
	cl := seedClinic(t, env.App, tn.ID, []string{"America/Sao_Paulo", "America/Manaus"}, 2, 3, aggregateFixture())
	want := expect(t, cl, nil)
	if len(want.byDay) != 7 || want.byDay["2026-03-08"] == 0 {
		t.Fatalf("the fixture does not cover the week and its edges: %v", want.byDay)
	}
	vars := map[string]any{"range": map[string]any{"from": aggRange[0], "to": aggRange[1]}}
	d := gql(t, c, tn.Key, `query($range: DateRange!) {
		s: appointmentCounts(range: $range, groupBy: STATUS) { status count }
		p: appointmentCounts(range: $range, groupBy: PROVIDER) { provider { id name } count }
		l: appointmentCounts(range: $range, groupBy: LOCATION) { location { id timezone } count }
		d: appointmentCounts(range: $range, groupBy: DAY) { day count }
		n: noShowRates(range: $range) { provider { id } weekday noShows attended rate }
		lt: leadTimes(range: $range) { count meanHours medianHours p90Hours buckets { label minDays maxDays count } }
	}`, vars).ok(t)
	sameCounts(t, "by status", counted(t, d["s"], func(m map[string]any) string { return m["status"].(string) }), want.byStatus)
	sameCounts(t, "by provider", counted(t, d["p"], func(m map[string]any) string { return at(m, "provider", "id").(string) }), want.byProvider)
	sameCounts(t, "by location", counted(t, d["l"], func(m map[string]any) string { return at(m, "location", "id").(string) }), want.byLocation)
	sameCounts(t, "by day", counted(t, d["d"], func(m map[string]any) string { return m["day"].(string) }), want.byDay)

	got := map[string][2]int{}
	for _, it := range d["n"].([]any) {
		m := it.(map[string]any)
		k := fmt.Sprintf("%s/%d", at(m, "provider", "id"), int(m["weekday"].(float64)))
		ns, att := int(m["noShows"].(float64)), int(m["attended"].(float64))
		got[k] = [2]int{ns, att}
		if r := m["rate"].(float64); math.Abs(r-float64(ns)/float64(ns+att)) > 1e-9 {
			t.Errorf("%s: rate %v for %d/%d", k, r, ns, att)
		}
	}
	if fmt.Sprint(got) != fmt.Sprint(want.noShow) {
		t.Errorf("no-show rates: got %v, want %v", got, want.noShow)
	}

	hours := want.leadHours
	lt := d["lt"].(map[string]any)
	if int(lt["count"].(float64)) != len(hours) {
		t.Fatalf("lead times count %v, want %d", lt["count"], len(hours))
	}
	var sum float64
	for _, h := range hours {
		sum += h
	}
	rank := func(p float64) float64 { // linear interpolation between the closest ranks
		pos := p * float64(len(hours)-1)
		lo := int(pos)
		if lo+1 >= len(hours) {
			return hours[lo]
		}
		return hours[lo] + (pos-float64(lo))*(hours[lo+1]-hours[lo])
	}
	for name, want := range map[string]float64{"meanHours": sum / float64(len(hours)), "medianHours": rank(0.5), "p90Hours": rank(0.9)} {
		if g := lt[name].(float64); math.Abs(g-want) > 1e-6 {
			t.Errorf("%s %v, want %v", name, g, want)
		}
	}
	bounds := [][2]int{{0, 1}, {1, 3}, {3, 8}, {8, 15}, {15, 31}, {31, 0}}
	total := 0
	for i, b := range lt["buckets"].([]any) {
		m := b.(map[string]any)
		n := 0
		for _, h := range hours {
			days := int(math.Floor(h / 24))
			if days >= bounds[i][0] && (bounds[i][1] == 0 || days < bounds[i][1]) {
				n++
			}
		}
		if int(m["count"].(float64)) != n || int(m["minDays"].(float64)) != bounds[i][0] {
			t.Errorf("bucket %v: want %d lead times from %d days", m, n, bounds[i][0])
		}
		total += n
	}
	if total != len(hours) {
		t.Errorf("buckets hold %d of %d lead times", total, len(hours))
	}

	// One provider's filter narrows every aggregate.
	one := 1
	wantOne := expect(t, cl, &one)
	vars["f"] = map[string]any{"providerId": cl.providers[1].String()}
	d = gql(t, c, tn.Key, `query($range: DateRange!, $f: StatsFilter) {
		s: appointmentCounts(range: $range, groupBy: STATUS, filter: $f) { status count }
		lt: leadTimes(range: $range, filter: $f) { count } }`, vars).ok(t)
	sameCounts(t, "provider 1 by status", counted(t, d["s"], func(m map[string]any) string { return m["status"].(string) }), wantOne.byStatus)
	if int(at(d, "lt", "count").(float64)) != len(wantOne.leadHours) {
		t.Errorf("provider 1 lead times %v, want %d", at(d, "lt", "count"), len(wantOne.leadHours))
	}
}

func TestGraphQLDocumentAndLabAggregates(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tn, other := env.NewTenant(t), env.NewTenant(t)
	c := env.Server(t, testkit.ServerOptions{})
	cl := seedClinic(t, env.App, tn.ID, []string{"America/Sao_Paulo"}, 1, 2, nil)

	// Documents: type, OCR status, seconds to process (negative: unfinished), active, uploaded.
	up := time.Date(2026, 5, 10, 12, 0, 0, 0, time.UTC)
	docs := []struct {
		typ, status string
		secs        float64
		active      bool
		uploaded    time.Time
	}{
		{"lab_report", "completed", 10, true, up}, {"lab_report", "completed", 30, true, up},
		{"lab_report", "failed", 5, true, up}, {"prescription", "pending", -1, true, up},
		{"prescription", "completed", 7.5, true, up}, {"imaging", "skipped", 1, true, up},
		{"lab_report", "completed", 1000, false, up},                 // deleted: not counted
		{"lab_report", "completed", 1000, true, up.AddDate(0, 1, 0)}, // uploaded after the window
	}
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: tn.ID})
	err := env.App.InTenant(ctx, func(tx pgx.Tx) error {
		for i, d := range docs {
			id := newID()
			var processed *time.Time
			if d.secs >= 0 {
				p := d.uploaded.Add(time.Duration(d.secs * float64(time.Second)))
				processed = &p
			}
			if _, err := tx.Exec(ctx, `insert into ocr_documents (id, tenant_id, storage_key, mime_type, file_size_bytes, sha256,
					ocr_status, created_at, updated_at, deadline_at, processed_at)
				values ($1, $2, 'k', 'application/pdf', 100, sha256($3::bytea), $4, $5, $5, $5::timestamptz + interval '1 hour', $6)`,
				id, tn.ID, []byte{byte(i)}, d.status, d.uploaded, processed); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `insert into patient_documents (id, tenant_id, patient_id, document_id, document_type,
					is_active, classification_status, created_at, updated_at)
				values ($1, $2, $3, $4, $5, $6, 'completed', $7, $7)`,
				newID(), tn.ID, cl.patients[i%2], id, d.typ, d.active, d.uploaded); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	wantDocs := map[string]string{ // type/status → count and mean seconds
		"lab_report/completed": "2 20", "lab_report/failed": "1 5", "prescription/pending": "1 <nil>",
		"prescription/completed": "1 7.5", "imaging/skipped": "1 1",
	}
	d := gql(t, c, tn.Key, `{ documentCounts(uploadedFrom: "2026-05-01T00:00:00Z", uploadedTo: "2026-06-01T00:00:00Z") {
		type status count averageProcessingSeconds } }`, nil).ok(t)
	got := map[string]string{}
	for _, it := range d["documentCounts"].([]any) {
		m := it.(map[string]any)
		got[m["type"].(string)+"/"+m["status"].(string)] = fmt.Sprintf("%v %v", m["count"], m["averageProcessingSeconds"])
	}
	if fmt.Sprint(got) != fmt.Sprint(wantDocs) {
		t.Errorf("document counts: got %v, want %v", got, wantDocs)
	}
	// The tenant-wide list pages through the active documents of every patient, filtered: the
	// completed ones are the two lab reports in the window, the one after it and the prescription.
	var listed []string
	var after any
	for range 3 {
		d := gql(t, c, tn.Key, `query($after: String) { documents(first: 3, after: $after, filter: {status: [completed]}) {
			edges { node { type status patient { id } } } pageInfo { hasNextPage endCursor } } }`,
			map[string]any{"after": after}).ok(t)
		for _, e := range at(d, "documents", "edges").([]any) {
			tok := at(e, "node", "patient", "id").(string)
			if tok != cl.tokens[0] && tok != cl.tokens[1] {
				t.Errorf("document of patient %s", tok)
			}
			listed = append(listed, at(e, "node", "type").(string)+"/"+at(e, "node", "status").(string))
		}
		if at(d, "documents", "pageInfo", "hasNextPage") != true {
			break
		}
		after = at(d, "documents", "pageInfo", "endCursor")
	}
	if fmt.Sprint(listed) != "[lab_report/completed lab_report/completed prescription/completed lab_report/completed]" {
		t.Errorf("completed documents listed in upload order: %v", listed)
	}

	// Labs and facts in the graph: two patients of the tenant, one of another tenant.
	run := func(cypher string, params map[string]any) {
		t.Helper()
		if _, err := neo4j.ExecuteQuery(context.Background(), env.Graph.Driver, cypher, params, neo4j.EagerResultTransformer,
			neo4j.ExecuteQueryWithDatabase(env.Graph.Database)); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() {
		run(`MATCH (n) WHERE n.tenant_id IN $t DETACH DELETE n`, map[string]any{"t": []string{tn.ID.String(), other.ID.String()}})
	})
	labs := []struct {
		tenant  uuid.UUID
		patient int
		marker  string
		flag    string
		on      string
	}{
		{tn.ID, 0, "Glicose", "high", "2026-10-01"}, {tn.ID, 0, "Glicose", "high", "2026-10-15"},
		{tn.ID, 1, "Glicose", "low", "2026-10-20"}, {tn.ID, 1, "Hemoglobina", "low", "2026-10-20"},
		{tn.ID, 1, "Colesterol total", "normal", "2026-10-20"},
		{tn.ID, 1, "Hemoglobina", "low", "2025-01-05"}, // before the range
		{other.ID, 0, "Glicose", "high", "2026-10-01"}, // another tenant
	}
	for i, l := range labs {
		run(`MERGE (p:Patient {tenant_id: $t, id: $p})
			CREATE (d:Document {tenant_id: $t, id: $d, document_type: 'lab_report', title: 'Exames', document_date: date($on)})
			CREATE (p)-[:HAS_LAB_RESULT]->(:LabResult {tenant_id: $t, id: $d + '-r', marker: $m, value: 100.0 + $i, unit: 'mg/dL',
				flag: $f, observed_at: date($on), doc_id: $d, ref_low: 70.0, ref_high: 99.0, ref_text: '70 - 99'})`,
			map[string]any{"t": l.tenant.String(), "p": cl.patients[l.patient].String(), "d": uuid.NewString(), "m": l.marker,
				"f": l.flag, "on": l.on, "i": i})
	}
	run(`MATCH (p:Patient {tenant_id: $t, id: $p})
		CREATE (d:Document {tenant_id: $t, id: $d, document_type: 'clinical_note', title: 'Consulta', document_date: date('2026-09-01')})
		CREATE (p)-[:HAS_CONDITION]->(c:Condition {tenant_id: $t, id: $d + '-c', name: 'Diabetes mellitus tipo 2', icd10: 'E11.9', status: 'active'})
		CREATE (p)-[:TAKES_MEDICATION]->(m:Medication {tenant_id: $t, id: $d + '-m', name: 'Metformina', dose: '850 mg', frequency: '12/12 horas'})
		CREATE (c)-[:EXTRACTED_FROM]->(d) CREATE (m)-[:EXTRACTED_FROM]->(d)`,
		map[string]any{"t": tn.ID.String(), "p": cl.patients[0].String(), "d": uuid.NewString()})

	d = gql(t, c, tn.Key, `{
		all: outOfRangeLabs(range: {from: "2026-01-01", to: "2027-01-01"}) { marker low high total patients }
		glucose: outOfRangeLabs(markers: ["Glicose"]) { marker low high total patients }
		patients { edges { node { id conditions { name icd10 status sourceDocumentIds } medications { name dose }
			labSeries(markers: ["Glicose"]) { marker unit results { value flag observedAt } } } } } }`, nil).ok(t)
	if got := fmt.Sprint(d["all"]); got != "[map[high:2 low:1 marker:Glicose patients:2 total:3] map[high:0 low:1 marker:Hemoglobina patients:1 total:1]]" {
		t.Errorf("out-of-range labs: %s", got)
	}
	if got := fmt.Sprint(d["glucose"]); got != "[map[high:2 low:1 marker:Glicose patients:2 total:3]]" {
		t.Errorf("out-of-range glucose, all time: %s", got)
	}
	byToken := map[string]any{}
	for _, e := range at(d, "patients", "edges").([]any) {
		byToken[at(e, "node", "id").(string)] = at(e, "node")
	}
	p0, p1 := byToken[cl.tokens[0]], byToken[cl.tokens[1]]
	if at(p0, "conditions", 0, "icd10") != "E11.9" || len(at(p0, "conditions", 0, "sourceDocumentIds").([]any)) != 1 ||
		at(p0, "medications", 0, "dose") != "850 mg" || len(at(p1, "conditions").([]any)) != 0 {
		t.Errorf("facts: %v / %v", p0, p1)
	}
	if n := len(at(p0, "labSeries", 0, "results").([]any)); n != 2 || at(p0, "labSeries", 0, "results", 0, "flag") != "high" {
		t.Errorf("glucose series of patient 0: %v", at(p0, "labSeries"))
	}
	// Both patients' series come from one batched read; each gets its own.
	if n := len(at(p1, "labSeries", 0, "results").([]any)); n != 1 || at(p1, "labSeries", 0, "results", 0, "flag") != "low" {
		t.Errorf("glucose series of patient 1: %v", at(p1, "labSeries"))
	}
}
