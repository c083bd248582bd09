package rest_test

import (
	"fmt"
	"net/url"
	"slices"
	"testing"
	"time"

	"clinic/internal/testkit"
)

func TestDocumentListFiltersAndPages(t *testing.T) {
	t.Parallel()
	p := newPrivateDocs(t, time.Minute, testkit.ServerOptions{})
	pat, _ := p.newPatient(t, "Maria")
	other, _ := p.newPatient(t, "João")
	pdf := fixture(t, "lab_ps2pdf.pdf")
	var ids []string // upload order: oldest first
	for i, typ := range []string{"lab_report", "prescription", "lab_report", "referral", "lab_report"} {
		b := p.upload(t, pat, filePart(fmt.Sprintf("d%d.pdf", i), "application/pdf", pdf), textPart("document_type", typ)).Expect(t, 202).JSON(t)
		ids = append(ids, b["document_id"].(string))
		time.Sleep(5 * time.Millisecond)
	}
	p.upload(t, other, filePart("x.pdf", "application/pdf", pdf)).Expect(t, 202)
	middle := p.c.Do(t, "GET", "/v1/patients/"+pat+"/prontuario-documents/"+ids[2], p.tenant.Key, nil).Expect(t, 200).JSON(t)["created_at"].(string)

	list := func(query string) ([]string, map[string]any) {
		t.Helper()
		body := p.c.Do(t, "GET", "/v1/patients/"+pat+"/documents?"+query, p.tenant.Key, nil).Expect(t, 200).JSON(t)
		var got []string
		for _, d := range body["documents"].([]any) {
			got = append(got, d.(map[string]any)["document_id"].(string))
		}
		return got, body
	}
	for _, tc := range []struct {
		query string
		want  []string
		total float64
	}{
		{"", []string{ids[4], ids[3], ids[2], ids[1], ids[0]}, 5},
		{"limit=2", []string{ids[4], ids[3]}, 5},
		{"limit=2&offset=2", []string{ids[2], ids[1]}, 5},
		{"limit=2&offset=4", []string{ids[0]}, 5},
		{"offset=10", nil, 5},
		{"document_type=lab_report", []string{ids[4], ids[2], ids[0]}, 3},
		{"document_type=lab_report&limit=1&offset=1", []string{ids[2]}, 3},
		{"date_from=" + url.QueryEscape(middle), []string{ids[4], ids[3], ids[2]}, 3},
		{"date_to=" + url.QueryEscape(middle), []string{ids[2], ids[1], ids[0]}, 3},
		{"date_from=" + url.QueryEscape(middle) + "&date_to=" + url.QueryEscape(middle), []string{ids[2]}, 1},
		{"document_type=consent_form", nil, 0},
	} {
		got, body := list(tc.query)
		if fmt.Sprint(got) != fmt.Sprint(tc.want) || body["total"] != tc.total {
			t.Errorf("?%s: %v total %v, want %v total %v", tc.query, got, body["total"], tc.want, tc.total)
		}
	}
	// Only active documents are listed.
	p.c.Do(t, "DELETE", "/v1/patients/"+pat+"/prontuario-documents/"+ids[4], p.tenant.Key, nil).Expect(t, 204)
	if got, body := list("limit=1"); len(got) != 1 || got[0] != ids[3] || body["total"] != 4.0 {
		t.Errorf("after delete: %v %v", got, body["total"])
	}
	for _, q := range []string{"limit=0", "limit=101", "offset=-1", "document_type=receita", "date_from=ontem",
		"date_from=2026-05-01T00:00:00Z&date_to=2026-04-01T00:00:00Z"} {
		r := p.c.Do(t, "GET", "/v1/patients/"+pat+"/documents?"+q, p.tenant.Key, nil)
		if r.Status != 422 && r.Status != 400 {
			t.Errorf("?%s: status %d, want 422 or 400: %s", q, r.Status, r.Body)
		}
	}
}

func TestDocumentLinkIsIdempotentAndDeleteIsSoft(t *testing.T) {
	t.Parallel()
	p := newPrivateDocs(t, time.Minute, testkit.ServerOptions{})
	pat, patUUID := p.newPatient(t, "Maria")
	spouse, _ := p.newPatient(t, "José")
	up := p.upload(t, pat, filePart("guia.pdf", "application/pdf", fixture(t, "lab_ps2pdf.pdf"))).Expect(t, 202).JSON(t)
	docID := up["document_id"].(string)

	// Linking the document to the patient who uploaded it returns the upload's own link.
	l := p.c.Do(t, "POST", "/v1/patients/"+pat+"/documents", p.tenant.Key, map[string]any{"document_id": docID}).Expect(t, 201).JSON(t)
	if l["id"] != up["patient_document_id"] || l["patient_id"] != patUUID {
		t.Errorf("link to the uploader %v", l)
	}
	// A second patient gets a new link, once.
	body := map[string]any{"document_id": docID, "document_type": "insurance_doc", "title": "Guia do casal"}
	first := p.c.Do(t, "POST", "/v1/patients/"+spouse+"/documents", p.tenant.Key, body).Expect(t, 201).JSON(t)
	again := p.c.Do(t, "POST", "/v1/patients/"+spouse+"/documents", p.tenant.Key, map[string]any{"document_id": docID}).Expect(t, 201).JSON(t)
	if first["id"] != again["id"] || again["document_type"] != "insurance_doc" || again["title"] != "Guia do casal" ||
		first["classification_status"] != "skipped" || first["document_id"] != docID {
		t.Errorf("link not idempotent: %v then %v", first, again)
	}
	if n := p.c.Do(t, "GET", "/v1/patients/"+spouse+"/documents", p.tenant.Key, nil).Expect(t, 200).JSON(t)["total"]; n != 1.0 {
		t.Errorf("spouse has %v documents", n)
	}
	// Default type is other.
	third, _ := p.newPatient(t, "Ana")
	if l := p.c.Do(t, "POST", "/v1/patients/"+third+"/documents", p.tenant.Key, map[string]any{"document_id": docID}).Expect(t, 201).JSON(t); l["document_type"] != "other" {
		t.Errorf("default type %v", l["document_type"])
	}

	// Bad input: each gets its answer and changes nothing.
	p.c.Do(t, "POST", "/v1/patients/"+spouse+"/documents", p.tenant.Key, map[string]any{"document_id": "01a2085a-0000-7000-8000-000000000000"}).Expect(t, 404)
	p.c.Do(t, "POST", "/v1/patients/pat_0000000000000000000000/documents", p.tenant.Key, map[string]any{"document_id": docID}).Expect(t, 404)
	// JSON is validated against the document, which lists the nine types (the upload's Portuguese
	// 400 is for its multipart form).
	r := p.c.Do(t, "POST", "/v1/patients/"+spouse+"/documents", p.tenant.Key, map[string]any{"document_id": docID, "document_type": "receita"}).Expect(t, 422)
	if f := fieldsOf(t, r); !slices.Equal(f, []string{"body.document_type"}) {
		t.Errorf("invalid type: fields %v", f)
	}
	p.c.Do(t, "POST", "/v1/patients/"+spouse+"/documents", p.tenant.Key, map[string]any{"document_id": "nope"}).Expect(t, 422)
	p.c.Do(t, "POST", "/v1/patients/"+spouse+"/documents", p.tenant.Key, map[string]any{}).Expect(t, 422)

	// Soft delete: 204, then 404 for GET and a second DELETE; the record and file stay.
	p.c.Do(t, "DELETE", "/v1/patients/"+spouse+"/prontuario-documents/"+docID, p.tenant.Key, nil).Expect(t, 204)
	p.c.Do(t, "DELETE", "/v1/patients/"+spouse+"/prontuario-documents/"+docID, p.tenant.Key, nil).Expect(t, 404)
	p.c.Do(t, "GET", "/v1/patients/"+spouse+"/prontuario-documents/"+docID, p.tenant.Key, nil).Expect(t, 404)
	p.c.Do(t, "GET", "/v1/patients/"+pat+"/prontuario-documents/"+docID, p.tenant.Key, nil).Expect(t, 200)
	if f := p.files(t); len(f) != 1 {
		t.Errorf("soft delete removed the file: %v", f)
	}
	// After a delete, linking again makes a new active link.
	relinked := p.c.Do(t, "POST", "/v1/patients/"+spouse+"/documents", p.tenant.Key, map[string]any{"document_id": docID}).Expect(t, 201).JSON(t)
	if relinked["id"] == first["id"] || relinked["is_active"] != true {
		t.Errorf("relink after delete %v", relinked)
	}
	p.c.Do(t, "DELETE", "/v1/patients/"+pat+"/prontuario-documents/not-a-uuid", p.tenant.Key, nil).Expect(t, 404)
}

func TestDocumentsOfAnotherTenantAre404(t *testing.T) {
	t.Parallel()
	p := newPrivateDocs(t, time.Minute, testkit.ServerOptions{})
	pat, patUUID := p.newPatient(t, "Maria")
	docID := p.upload(t, pat, filePart("lab.pdf", "application/pdf", fixture(t, "lab_ps2pdf.pdf"))).Expect(t, 202).JSON(t)["document_id"].(string)

	intruder := p.env.NewTenant(t)
	theirPatient := p.c.Do(t, "POST", "/v1/patients", intruder.Key, map[string]any{"name": "Eva"}).Expect(t, 201).JSON(t)["id"].(string)
	for _, req := range []struct{ method, path string }{
		{"GET", "/v1/patients/" + pat + "/prontuario-documents/" + docID},
		{"GET", "/v1/patients/" + patUUID + "/prontuario-documents/" + docID},
		{"DELETE", "/v1/patients/" + pat + "/prontuario-documents/" + docID},
		{"GET", "/v1/patients/" + pat + "/documents"},
	} {
		wantDetail(t, p.c.Do(t, req.method, req.path, intruder.Key, nil).Expect(t, 404), "Patient not found")
	}
	body, ct := multipartBody(t, filePart("x.pdf", "application/pdf", fixture(t, "lab_ps2pdf.pdf")))
	p.c.Do(t, "POST", "/v1/patients/"+pat+"/prontuario-documents", intruder.Key, body, "Content-Type: "+ct).Expect(t, 404)
	// Their own patient cannot see or link our document either.
	p.c.Do(t, "GET", "/v1/patients/"+theirPatient+"/prontuario-documents/"+docID, intruder.Key, nil).Expect(t, 404)
	r := p.c.Do(t, "POST", "/v1/patients/"+theirPatient+"/documents", intruder.Key, map[string]any{"document_id": docID}).Expect(t, 404)
	wantDetail(t, r, "Document not found")
	// And ours is untouched.
	st := p.c.Do(t, "GET", "/v1/patients/"+pat+"/prontuario-documents/"+docID, p.tenant.Key, nil).Expect(t, 200).JSON(t)
	if st["document_id"] != docID {
		t.Errorf("status %v", st)
	}
}
