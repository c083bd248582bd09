package rest_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"clinic/internal/clinical/llm"
	"clinic/internal/tenancy"
	"clinic/internal/testkit"
)

// newDoctor registers a doctor and returns its id.
func (a api) newDoctor(t *testing.T) string {
	t.Helper()
	crm := fmt.Sprint(time.Now().UnixNano() % 1_000_000_000)
	return a.c.Do(t, "POST", "/v1/doctors", a.tenant.Key, map[string]any{"name": "Dra. Ana Souza", "crm": crm, "crm_uf": "SP"}).
		Expect(t, 201).JSON(t)["id"].(string)
}

// gateOf renders a prescription's (or review's) gate and finding kinds: "blocked allergy/blocked ...".
func gateOf(body map[string]any) string {
	parts := []string{body["gate"].(string)}
	for _, f := range body["findings"].([]any) {
		f := f.(map[string]any)
		parts = append(parts, fmt.Sprintf("%s/%s", f["kind"], f["level"]))
	}
	return strings.Join(parts, " ")
}

// A draft changes, is signed (then never changes again) and is cancelled; every state change
// checks the version; another clinic sees none of it.
func TestPrescriptionLifecycle(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	pat, patUUID := a.newPatient(t, "João da Silva")
	doc := a.newDoctor(t)
	p := a.c.Do(t, "POST", "/v1/prescriptions", a.tenant.Key, map[string]any{
		"patient_id": pat, "doctor_id": doc, "notes": "Retorno em 7 dias",
		"items": []map[string]any{{"drug": "Amoxicilina", "concentration": "500 mg", "form": "cápsula", "route": "oral",
			"dose": "1 cápsula", "frequency": "de 8 em 8 horas", "duration": "por 7 dias", "quantity": "21 cápsulas"}},
	}).Expect(t, 201).JSON(t)
	id := p["id"].(string)
	if p["status"] != "draft" || p["version"] != 1.0 || gateOf(p) != "passed" || p["patient_id"] != patUUID || p["patient_token"] != pat ||
		p["doctor_id"] != doc || p["items"].([]any)[0].(map[string]any)["quantity"] != "21 cápsulas" {
		t.Fatalf("created %v", p)
	}
	if got := a.c.Do(t, "GET", "/v1/prescriptions/"+id, a.tenant.Key, nil).Expect(t, 200).JSON(t); got["id"] != id || got["notes"] != "Retorno em 7 dias" {
		t.Errorf("get %v", got)
	}

	// A change runs the gate again; a stale version is refused and changes nothing.
	two := []map[string]any{{"drug": "Ibuprofeno", "dose": "400 mg", "frequency": "8/8h"}, {"drug": "Naproxeno", "dose": "250 mg", "frequency": "12/12h"}}
	p = a.c.Do(t, "PUT", "/v1/prescriptions/"+id, a.tenant.Key, map[string]any{"version": 1, "items": two}).Expect(t, 200).JSON(t)
	if p["version"] != 2.0 || gateOf(p) != "warnings duplicate_therapy/warning" {
		t.Errorf("updated %v", gateOf(p))
	}
	a.c.Do(t, "PUT", "/v1/prescriptions/"+id, a.tenant.Key, map[string]any{"version": 1, "items": two[:1]}).Expect(t, 409)
	a.c.Do(t, "POST", "/v1/prescriptions/"+id+"/sign", a.tenant.Key, map[string]any{"version": 1}).Expect(t, 409)

	p = a.c.Do(t, "POST", "/v1/prescriptions/"+id+"/sign", a.tenant.Key, map[string]any{"version": 2}).Expect(t, 200).JSON(t)
	if p["status"] != "signed" || p["signed_at"] == nil || p["override_reason"] != nil || p["version"] != 3.0 {
		t.Errorf("signed %v", p)
	}
	// Signed: immutable.
	a.c.Do(t, "PUT", "/v1/prescriptions/"+id, a.tenant.Key, map[string]any{"version": 3, "items": two[:1]}).Expect(t, 409)
	a.c.Do(t, "POST", "/v1/prescriptions/"+id+"/sign", a.tenant.Key, map[string]any{"version": 3}).Expect(t, 409)
	p = a.c.Do(t, "POST", "/v1/prescriptions/"+id+"/cancel", a.tenant.Key, map[string]any{"version": 3, "reason": "Erro de posologia"}).Expect(t, 200).JSON(t)
	if p["status"] != "cancelled" || p["cancel_reason"] != "Erro de posologia" || p["signed_at"] == nil || len(p["items"].([]any)) != 2 {
		t.Errorf("cancelled %v", p)
	}
	a.c.Do(t, "POST", "/v1/prescriptions/"+id+"/cancel", a.tenant.Key, map[string]any{"version": 4}).Expect(t, 409)

	// Lists by patient and status.
	list := a.c.Do(t, "GET", "/v1/prescriptions?status=cancelled&patient_id="+pat, a.tenant.Key, nil).Expect(t, 200).JSON(t)
	if items := list["items"].([]any); len(items) != 1 || items[0].(map[string]any)["id"] != id {
		t.Errorf("list %v", list)
	}
	for _, q := range []string{"status=draft&patient_id=" + pat, "patient_id=pat_0000000000000000000000"} {
		if items := a.c.Do(t, "GET", "/v1/prescriptions?"+q, a.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(items) != 0 {
			t.Errorf("%s: %v", q, items)
		}
	}

	// Another clinic: the same 404 as an unknown id, an empty list, and its own patient and
	// doctor only.
	other := a.env.NewTenant(t)
	unknown := a.c.Do(t, "GET", "/v1/prescriptions/00000000-0000-7000-8000-000000000000", other.Key, nil).Expect(t, 404)
	foreign := a.c.Do(t, "GET", "/v1/prescriptions/"+id, other.Key, nil).Expect(t, 404)
	if string(unknown.Body) != string(foreign.Body) {
		t.Errorf("another clinic's prescription told apart: %s / %s", foreign.Body, unknown.Body)
	}
	a.c.Do(t, "GET", "/v1/prescriptions/not-a-uuid", other.Key, nil).Expect(t, 404)
	a.c.Do(t, "POST", "/v1/prescriptions/"+id+"/cancel", other.Key, map[string]any{"version": 5}).Expect(t, 404)
	if items := a.c.Do(t, "GET", "/v1/prescriptions", other.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(items) != 0 {
		t.Errorf("another clinic lists %v", items)
	}
	r := a.c.Do(t, "POST", "/v1/prescriptions", other.Key, map[string]any{"patient_id": pat, "doctor_id": doc,
		"items": []map[string]any{{"drug": "dipirona"}}}).Expect(t, 422)
	if f := fmt.Sprint(fieldsOf(t, r)); f != "[body.patient_id]" {
		t.Errorf("another clinic's patient: %s", r.Body)
	}
	otherAPI := api{env: a.env, tenant: other, c: a.c}
	otherPat, _ := otherAPI.newPatient(t, "Maria")
	r = a.c.Do(t, "POST", "/v1/prescriptions", other.Key, map[string]any{"patient_id": otherPat, "doctor_id": doc,
		"items": []map[string]any{{"drug": "dipirona"}}}).Expect(t, 422)
	if f := fmt.Sprint(fieldsOf(t, r)); f != "[body.doctor_id]" || !strings.Contains(string(r.Body), `"code":"reference"`) {
		t.Errorf("another clinic's doctor: %s", r.Body)
	}

	// clinical:write to create; clinical:read to read.
	readOnly, _ := a.env.NewKey(t, a.tenant.ID, tenancy.ClinicalRead)
	a.c.Do(t, "POST", "/v1/prescriptions", readOnly, map[string]any{"patient_id": pat, "doctor_id": doc,
		"items": []map[string]any{{"drug": "dipirona"}}}).Expect(t, 403)
	a.c.Do(t, "GET", "/v1/prescriptions/"+id, readOnly, nil).Expect(t, 200)
}

func TestPrescriptionInputsHaveTheirStatedRanges(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	pat, _ := a.newPatient(t, "Ana")
	doc := a.newDoctor(t)
	item := map[string]any{"drug": "dipirona"}
	many := make([]map[string]any, 31)
	for i := range many {
		many[i] = item
	}
	for _, c := range []struct {
		body map[string]any
		want string
	}{
		{map[string]any{"patient_id": pat, "doctor_id": doc}, "[body.items]"},
		{map[string]any{"patient_id": pat, "doctor_id": doc, "items": []any{}}, "[body.items]"},
		{map[string]any{"patient_id": pat, "doctor_id": doc, "items": many}, "[body.items]"},
		{map[string]any{"patient_id": pat, "doctor_id": doc, "items": []any{map[string]any{"drug": " "}}}, "[body.items[0].drug]"},
		{map[string]any{"patient_id": pat, "doctor_id": doc, "items": []any{map[string]any{"drug": "x", "dose": strings.Repeat("1", 201)}}}, "[body.items[0].dose]"},
		{map[string]any{"patient_id": pat, "items": []any{item}}, "[body.doctor_id]"},
		{map[string]any{"patient_id": pat, "doctor_id": "00000000-0000-7000-8000-000000000000", "items": []any{item}}, "[body.doctor_id]"},
		{map[string]any{"doctor_id": doc, "items": []any{item}}, "[body.patient_id]"},
	} {
		r := a.c.Do(t, "POST", "/v1/prescriptions", a.tenant.Key, c.body).Expect(t, 422)
		if got := fmt.Sprint(fieldsOf(t, r)); got != c.want {
			t.Errorf("%v: %s, want %s", c.body, got, c.want)
		}
	}
	id := a.c.Do(t, "POST", "/v1/prescriptions", a.tenant.Key, map[string]any{"patient_id": pat, "doctor_id": doc, "items": []any{item}}).
		Expect(t, 201).JSON(t)["id"].(string)
	for _, body := range []map[string]any{{}, {"version": 0}, {"version": 1, "override_reason": ""}, {"version": 1, "override_reason": strings.Repeat("x", 1001)}} {
		a.c.Do(t, "POST", "/v1/prescriptions/"+id+"/sign", a.tenant.Key, body).Expect(t, 422)
	}
	for _, body := range []map[string]any{{"version": 1, "reason": strings.Repeat("x", 1001)}, {"reason": "x"}} {
		a.c.Do(t, "POST", "/v1/prescriptions/"+id+"/cancel", a.tenant.Key, body).Expect(t, 422)
	}
	if got := a.c.Do(t, "GET", "/v1/prescriptions/"+id, a.tenant.Key, nil).Expect(t, 200).JSON(t); got["version"] != 1.0 || got["status"] != "draft" {
		t.Errorf("refused requests changed the prescription: %v", got)
	}
	for _, body := range []any{map[string]any{}, map[string]any{"text": "   "}, map[string]any{"text": strings.Repeat("a", 8001)},
		map[string]any{"text": "bom dia, tudo bem?"}, map[string]any{"text": "dipirona 1 g", "patient_id": "pat_0000000000000000000000"},
		map[string]any{"text": "dipirona 1 g", "doctor_id": "00000000-0000-7000-8000-000000000000"}} {
		a.c.Do(t, "POST", "/v1/prescriptions/stream", a.tenant.Key, body).Expect(t, 422)
		a.c.Do(t, "POST", "/v1/prescriptions/stream", a.tenant.Key, body, "Accept: text/event-stream").Expect(t, 422)
	}
}

// sseEvent is one server-sent event.
type sseEvent struct {
	Event string
	Data  map[string]any
}

// streamEvents posts body with Accept: text/event-stream and reads the events one by one as
// they arrive.
func streamEvents(t *testing.T, a api, path string, body any) (*http.Response, []sseEvent) {
	t.Helper()
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest("POST", a.c.URL+path, strings.NewReader(string(b)))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("x-api-key", a.tenant.Key)
	resp, err := a.c.HTTP.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out []sseEvent
	var cur sseEvent
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			cur.Event = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &cur.Data); err != nil {
				t.Fatalf("event %s data %q: %v", cur.Event, line, err)
			}
		case line == "":
			out = append(out, cur)
			cur = sseEvent{}
		}
	}
	return resp, out
}

// With the patient's graph (an allergy to dipirona, losartana in use): a blocked prescription is
// signed only with a reason, a warning one without; the stream shows each item and finding as
// an event, and without the SSE header the same review comes as one JSON document.
func TestPrescriptionSafetyGateAgainstThePatientsGraph(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	a.env.StartWorker(t, testkit.WorkerOptions{})
	pat, _ := a.newPatient(t, "Maria Aparecida dos Santos")
	for _, f := range []string{"clinical_note.pdf", "prescription.pdf"} {
		id := a.upload(t, pat, filePart(f, "application/pdf", fixture(t, f))).Expect(t, 202).JSON(t)["document_id"].(string)
		if st := a.poll(t, pat, id, 3*time.Minute, finished); st["ready"] != true {
			t.Fatalf("%s not ready: %v", f, st)
		}
	}
	a.graphSynced(t, time.Minute)
	doc := a.newDoctor(t)

	create := func(items ...map[string]any) map[string]any {
		return a.c.Do(t, "POST", "/v1/prescriptions", a.tenant.Key, map[string]any{"patient_id": pat, "doctor_id": doc, "items": items}).
			Expect(t, 201).JSON(t)
	}
	blocked := create(map[string]any{"drug": "Novalgina", "dose": "1 g", "frequency": "6/6h", "instructions": "se dor"})
	if g := gateOf(blocked); g != "blocked allergy/blocked" {
		t.Fatalf("Novalgina for a patient allergic to dipirona: %s", g)
	}
	id := blocked["id"].(string)
	r := a.c.Do(t, "POST", "/v1/prescriptions/"+id+"/sign", a.tenant.Key, map[string]any{"version": 1}).Expect(t, 422)
	if !strings.Contains(string(r.Body), `"field":"body.override_reason"`) || !strings.Contains(string(r.Body), `"code":"rule"`) {
		t.Errorf("blocked without a reason: %s", r.Body)
	}
	signed := a.c.Do(t, "POST", "/v1/prescriptions/"+id+"/sign", a.tenant.Key, map[string]any{"version": 1,
		"override_reason": "Dessensibilização realizada; alergista de acordo"}).Expect(t, 200).JSON(t)
	if signed["status"] != "signed" || signed["override_reason"] != "Dessensibilização realizada; alergista de acordo" || signed["gate"] != "blocked" {
		t.Errorf("signed with a reason: %v", signed)
	}

	warn := create(map[string]any{"drug": "Espironolactona", "concentration": "25 mg", "dose": "1 comprimido", "frequency": "1x ao dia"})
	if g := gateOf(warn); g != "warnings interaction/warning" {
		t.Errorf("espironolactona beside the patient's losartana: %s", g)
	}
	f := warn["findings"].([]any)[0].(map[string]any)
	if fmt.Sprint(f["drugs"]) != "[espironolactona losartana]" || f["severity"] == nil || f["source"] == nil || !strings.Contains(f["message"].(string), "losartana") {
		t.Errorf("interaction finding %v", f)
	}
	a.c.Do(t, "POST", "/v1/prescriptions/"+warn["id"].(string)+"/sign", a.tenant.Key, map[string]any{"version": 1}).Expect(t, 200)
	if g := gateOf(create(map[string]any{"drug": "Amoxicilina 500 mg", "dose": "1 cápsula", "frequency": "8/8h"})); g != "passed" {
		t.Errorf("amoxicilina: %s", g)
	}

	// The stream, read event by event.
	text := "Amoxicilina 500 mg, 1 cápsula de 8 em 8 horas por 7 dias; dipirona 1 g se dor"
	resp, events := streamEvents(t, a, "/v1/prescriptions/stream", map[string]any{"text": text, "patient_id": pat})
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("stream answered %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	var names []string
	for _, e := range events {
		names = append(names, e.Event)
	}
	if fmt.Sprint(names) != "[item item safety done]" {
		t.Fatalf("events %v", names)
	}
	if it := events[0].Data["item"].(map[string]any); events[0].Data["index"] != 0.0 || it["drug"] != "Amoxicilina" || it["frequency"] != "de 8 em 8 horas" || it["duration"] != "por 7 dias" {
		t.Errorf("first item %v", events[0].Data)
	}
	if it := events[1].Data["item"].(map[string]any); it["drug"] != "dipirona" || it["instructions"] != "se dor" {
		t.Errorf("second item %v", events[1].Data)
	}
	if events[2].Data["kind"] != "allergy" || events[2].Data["level"] != "blocked" || fmt.Sprint(events[2].Data["items"]) != "[1]" {
		t.Errorf("safety %v", events[2].Data)
	}
	done := events[3].Data
	if gateOf(done) != "blocked allergy/blocked" || len(done["items"].([]any)) != 2 {
		t.Errorf("done %v", done)
	}

	// Without the SSE header: the done event's data as one JSON document.
	plain := a.c.Do(t, "POST", "/v1/prescriptions/stream", a.tenant.Key, map[string]any{"text": text, "patient_id": pat}).Expect(t, 200)
	if !strings.HasPrefix(plain.Header.Get("Content-Type"), "application/json") {
		t.Errorf("JSON mode content type %s", plain.Header.Get("Content-Type"))
	}
	want, _ := json.Marshal(done)
	var got map[string]any
	_ = json.Unmarshal(plain.Body, &got)
	if gotJSON, _ := json.Marshal(got); string(gotJSON) != string(want) {
		t.Errorf("JSON mode %s\nwant the done event %s", gotJSON, want)
	}
	// No patient: the base's own checks only (a doctor is checked, not stored).
	if g := gateOf(a.c.Do(t, "POST", "/v1/prescriptions/stream", a.tenant.Key, map[string]any{"text": text, "doctor_id": doc}).Expect(t, 200).JSON(t)); g != "passed" {
		t.Errorf("without a patient: %s", g)
	}
}

// With a language model, its reading of the text is used when well formed; otherwise the rules'.
func TestPrescriptionStreamWithALanguageModel(t *testing.T) {
	t.Parallel()
	var garbled atomic.Bool
	fake := testkit.NewFakeLLM(t, func(ms []llm.Message) string {
		if garbled.Load() {
			return `{"items": [{"drug": "", "dose": "1 comprimido"}]}`
		}
		return `{"items": [{"drug": "Amoxicilina", "concentration": "500 mg", "form": "cápsula", "route": "oral", "dose": "1 cápsula",
			"frequency": "a cada 8 horas", "duration": "por 7 dias", "quantity": "", "instructions": ""}]}`
	})
	a := newAPI(t, testkit.ServerOptions{LLM: fake.Client()})
	text := "amoxicilina quinhentos miligramas, uma cápsula a cada oito horas, sete dias"
	done := a.c.Do(t, "POST", "/v1/prescriptions/stream", a.tenant.Key, map[string]any{"text": text + " 500 mg"}).Expect(t, 200).JSON(t)
	items := done["items"].([]any)
	if done["engine"] != "llm" || done["model"] != "llm-test" || done["prompt_version"] != "rx-prompt-1" || len(items) != 1 ||
		items[0].(map[string]any)["frequency"] != "a cada 8 horas" || gateOf(done) != "passed" {
		t.Errorf("model reading %v", done)
	}
	if calls := fake.Calls(); len(calls) != 1 || !calls[0].JSON || !strings.Contains(calls[0].Messages[1].Content, "quinhentos") {
		t.Errorf("calls %+v", calls)
	}
	garbled.Store(true)
	done = a.c.Do(t, "POST", "/v1/prescriptions/stream", a.tenant.Key, map[string]any{"text": "Dipirona 1 g se dor"}).Expect(t, 200).JSON(t)
	if done["engine"] != "rules" || done["model"] != nil || done["prompt_version"] != "rx-rules-1" ||
		done["items"].([]any)[0].(map[string]any)["drug"] != "Dipirona" {
		t.Errorf("a malformed model reading should leave the rules': %v", done)
	}
}
