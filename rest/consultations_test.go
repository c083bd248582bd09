package rest_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"clinic/internal/clinical/consultations"
	"clinic/internal/clinical/llm"
	"clinic/internal/patients"
	"clinic/internal/testkit"
	"clinic/internal/wire"
)

const transcriptPart1 = `Paciente: Estou com dor de garganta há 3 dias e febre à noite. Nega falta de ar.
Médico: Vamos examinar. Temperatura 38,2, pressão 12 por 8, frequência cardíaca 96.
Orofaringe com hiperemia e placas em amígdalas.`

const transcriptPart2 = `
Hipótese de amigdalite bacteriana, CID J03.9.
Prescrevo amoxicilina 500 mg de 8 em 8 horas por 10 dias. Retorno em 7 dias se não melhorar.`

// soapStream posts a progress call with Accept: text/event-stream and returns its events.
func soapStream(t *testing.T, a api, body map[string]any) []sseEvent {
	t.Helper()
	resp, events := streamEvents(t, a, "/v1/consultation/progressive-soap/stream", body)
	if resp.StatusCode != 200 {
		t.Fatalf("stream answered %d", resp.StatusCode)
	}
	return events
}

// doneOf checks the events are the four sections in order then done, and returns done's data.
func doneOf(t *testing.T, events []sseEvent) map[string]any {
	t.Helper()
	var names []string
	for _, e := range events {
		names = append(names, fmt.Sprint(e.Event, ":", e.Data["section"]))
	}
	if fmt.Sprint(names) != "[section:subjective section:objective section:assessment section:plan done:<nil>]" {
		t.Fatalf("events %v", names)
	}
	soap := events[4].Data["soap"].(map[string]any)
	for i, sec := range []string{"subjective", "objective", "assessment", "plan"} {
		if events[i].Data["text"] != soap[sec] {
			t.Errorf("section event %s %q differs from done's %q", sec, events[i].Data["text"], soap[sec])
		}
	}
	return events[4].Data
}

// The deterministic engine, streamed and not: a first note, the transcript grown (only the new
// part processed, same consultation), unchanged (the stored note), an unknown hash (a new
// consultation), and the consultation read back; another clinic sees none of it.
func TestProgressiveSOAPWithTheRulesEngine(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	a := w.api
	appt := w.book(t, apptT0, 30, nil)["id"].(string)

	first := doneOf(t, soapStream(t, a, map[string]any{"patient_id": w.patient, "appointment_id": appt, "transcript": transcriptPart1}))
	soap := first["soap"].(map[string]any)
	if first["processed"] != "full" || first["engine"] != "rules" || first["model"] != nil || first["prompt_version"] != "soap-rules-1" ||
		!strings.Contains(soap["subjective"].(string), "dor de garganta") || !strings.HasPrefix(soap["objective"].(string), "Sinais vitais: PA 120/80 mmHg; FC 96 bpm; Tax 38,2 °C.") ||
		soap["assessment"] != "" || soap["plan"] != "" {
		t.Fatalf("first note %v", first)
	}
	if v := first["vitals"].(map[string]any); v["systolic_mmhg"] != 120.0 || v["heart_rate_bpm"] != 96.0 || v["temperature_c"] != 38.2 || v["spo2_percent"] != nil {
		t.Errorf("vitals %v", v)
	}
	id := first["consultation_id"].(string)

	grown := doneOf(t, soapStream(t, a, map[string]any{"patient_id": w.patient, "transcript": transcriptPart1 + transcriptPart2,
		"previous_soap_hash": first["soap_hash"]}))
	soap = grown["soap"].(map[string]any)
	if grown["processed"] != "incremental" || grown["consultation_id"] != id || grown["soap_hash"] == first["soap_hash"] ||
		!strings.Contains(soap["assessment"].(string), "J03.9") || !strings.Contains(soap["plan"].(string), "amoxicilina") ||
		soap["subjective"] != first["soap"].(map[string]any)["subjective"] {
		t.Errorf("grown note %v", grown)
	}

	// Unchanged: the stored note, in JSON mode (no SSE header) equal to the done event.
	same := a.c.Do(t, "POST", "/v1/consultation/progressive-soap/stream", a.tenant.Key, map[string]any{"patient_id": w.patient,
		"transcript": transcriptPart1 + transcriptPart2, "previous_soap_hash": grown["soap_hash"]}).Expect(t, 200).JSON(t)
	if same["processed"] != "unchanged" || same["soap_hash"] != grown["soap_hash"] || fmt.Sprint(same["soap"]) != fmt.Sprint(grown["soap"]) {
		t.Errorf("unchanged %v", same)
	}

	// An unknown hash (and a malformed one) is read in full as a new consultation, with the same note.
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	for _, h := range []string{hex.EncodeToString(b), "not-a-hash"} {
		fresh := a.c.Do(t, "POST", "/v1/consultation/progressive-soap/stream", a.tenant.Key, map[string]any{"patient_id": w.patient,
			"transcript": transcriptPart1 + transcriptPart2, "previous_soap_hash": h}).Expect(t, 200).JSON(t)
		if fresh["processed"] != "full" || fresh["consultation_id"] == id || fmt.Sprint(fresh["soap"]) != fmt.Sprint(grown["soap"]) {
			t.Errorf("hash %s: %v", h, fresh)
		}
	}

	c := a.c.Do(t, "GET", "/v1/consultation/"+id, a.tenant.Key, nil).Expect(t, 200).JSON(t)
	if c["appointment_id"] != appt || c["patient_token"] != w.patient || c["status"] != "open" || c["soap_hash"] != grown["soap_hash"] ||
		c["transcript"] != transcriptPart1+transcriptPart2 {
		t.Errorf("consultation %v", c)
	}

	// Another clinic: 404 for the consultation; its hash is unknown there (and the patient is not its).
	other := a.env.NewTenant(t)
	a.c.Do(t, "GET", "/v1/consultation/"+id, other.Key, nil).Expect(t, 404)
	r := a.c.Do(t, "POST", "/v1/consultation/progressive-soap/stream", other.Key, map[string]any{"patient_id": w.patient,
		"transcript": "x", "previous_soap_hash": grown["soap_hash"]}).Expect(t, 422)
	if f := fmt.Sprint(fieldsOf(t, r)); f != "[body.patient_id]" || strings.Contains(string(r.Body), "garganta") {
		t.Errorf("another clinic: %s", r.Body)
	}

	// Another patient's appointment, a blank transcript: 422 before any event.
	otherPat, _ := a.newPatient(t, "Outra Pessoa")
	for _, body := range []map[string]any{
		{"patient_id": otherPat, "appointment_id": appt, "transcript": "x"},
		{"patient_id": w.patient, "transcript": "  \n "},
		{"patient_id": w.patient},
		{"patient_id": w.patient, "transcript": strings.Repeat("a", 100001)},
	} {
		a.c.Do(t, "POST", "/v1/consultation/progressive-soap/stream", a.tenant.Key, body, "Accept: text/event-stream").Expect(t, 422)
	}
}

// With a language model configured (a server speaking the OpenAI wire format), the model writes
// the note; a grown transcript sends it only the new part with the note so far.
func TestProgressiveSOAPWithALanguageModel(t *testing.T) {
	t.Parallel()
	fake := testkit.NewFakeLLM(t, func(ms []llm.Message) string {
		user := ms[len(ms)-1].Content
		note := map[string]string{"subjective": "Dor de garganta há 3 dias, febre.", "objective": "Temperatura 38,2 °C; FC 96 bpm.",
			"assessment": "", "plan": ""}
		if strings.Contains(user, "Continuação") {
			note["assessment"], note["plan"] = "Amigdalite bacteriana (J03.9).", "Amoxicilina 500 mg 8/8h por 10 dias."
		}
		b, _ := json.Marshal(note)
		return "```json\n" + string(b) + "\n```"
	})
	a := newAPI(t, testkit.ServerOptions{LLM: fake.Client()})
	pat, _ := a.newPatient(t, "Maria")
	first := doneOf(t, soapStream(t, a, map[string]any{"patient_id": pat, "transcript": transcriptPart1}))
	if first["engine"] != "llm" || first["model"] != "llm-test" || first["prompt_version"] != "soap-prompt-1" ||
		first["soap"].(map[string]any)["subjective"] != "Dor de garganta há 3 dias, febre." {
		t.Fatalf("model note %v", first)
	}
	if v := first["vitals"].(map[string]any); v["temperature_c"] != 38.2 || v["heart_rate_bpm"] != 96.0 {
		t.Errorf("vitals from the model's objective: %v", v)
	}
	grown := doneOf(t, soapStream(t, a, map[string]any{"patient_id": pat, "transcript": transcriptPart1 + transcriptPart2,
		"previous_soap_hash": first["soap_hash"]}))
	if grown["processed"] != "incremental" || grown["soap"].(map[string]any)["plan"] != "Amoxicilina 500 mg 8/8h por 10 dias." {
		t.Errorf("grown %v", grown)
	}
	calls := fake.Calls()
	if len(calls) != 2 || !calls[0].JSON || calls[0].Messages[0].Role != "system" {
		t.Fatalf("calls %+v", calls)
	}
	second := calls[1].Messages[1].Content
	if !strings.Contains(second, "Dor de garganta há 3 dias, febre.") || !strings.Contains(second, "J03.9") || strings.Contains(second, "Orofaringe") {
		t.Errorf("the second call should carry the note so far and only the new part: %q", second)
	}

	// The model failing mid-stream is an error event; without the SSE header, 503.
	fake.Fail(500)
	events := soapStream(t, a, map[string]any{"patient_id": pat, "transcript": "Paciente: tosse."})
	if len(events) != 1 || events[0].Event != "error" || !strings.Contains(events[0].Data["detail"].(string), "Language model") {
		t.Errorf("events when the model fails: %v", events)
	}
	a.c.Do(t, "POST", "/v1/consultation/progressive-soap/stream", a.tenant.Key, map[string]any{"patient_id": pat, "transcript": "tosse"}).Expect(t, 503)
}

// Completing a consultation makes its note final and puts its conditions and medications in the
// patient's graph, with the consultation as their source; a rebuild of the graph keeps them.
func TestCompletingAConsultationFeedsTheGraph(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	pat, _ := a.newPatient(t, "Maria Aparecida")
	done := a.c.Do(t, "POST", "/v1/consultation/progressive-soap/stream", a.tenant.Key, map[string]any{"patient_id": pat,
		"transcript": transcriptPart1 + transcriptPart2 + "\nDiabetes mellitus tipo 2 descompensada (E11.9)."}).Expect(t, 200).JSON(t)
	id := done["consultation_id"].(string)
	c := a.c.Do(t, "POST", "/v1/consultation/"+id+"/complete", a.tenant.Key, nil).Expect(t, 200).JSON(t)
	if c["status"] != "completed" || c["completed_at"] == nil {
		t.Fatalf("completed %v", c)
	}
	a.c.Do(t, "POST", "/v1/consultation/"+id+"/complete", a.tenant.Key, nil).Expect(t, 409)
	a.c.Do(t, "POST", "/v1/consultation/progressive-soap/stream", a.tenant.Key, map[string]any{"patient_id": pat,
		"transcript": transcriptPart1 + transcriptPart2 + " Mais uma frase.", "previous_soap_hash": done["soap_hash"]}, "Accept: text/event-stream").Expect(t, 409)

	check := func(when string) {
		ctxBody := a.c.Do(t, "GET", "/v1/patients/"+pat+"/context", a.tenant.Key, nil).Expect(t, 200).JSON(t)
		wantFact(t, ctxBody, "conditions", "name", "amigdalite bacteriana", id)
		wantFact(t, ctxBody, "conditions", "icd10", "E11.9", id)
		wantFact(t, ctxBody, "medications", "name", "amoxicilina", id)
		for _, f := range ctxBody["conditions"].([]any) {
			f := f.(map[string]any)
			src := f["sources"].([]any)[0].(map[string]any)
			if src["document_type"] != "consultation" {
				t.Errorf("%s: source %v", when, src)
			}
			if f["fields"].(map[string]any)["icd10"] == "J03.9" && f["fields"].(map[string]any)["status"] != "suspected" {
				t.Errorf("%s: a hypothesis is suspected: %v", when, f)
			}
		}
	}
	check("after completing")

	// A rebuild from Postgres restores the consultation's facts (the notes source is wired as in cmd).
	know := a.env.Knowledge(0, nil)
	know.WithNotes(wire.ConsultationNotes{Knowledge: know, Consultations: consultations.NewService(a.env.App, nil), Patients: patients.NewService(a.env.App)})
	wipeTenantGraph(t, a)
	if n, err := know.Rebuild(context.Background(), a.tenant.ID); err != nil || n != 1 {
		t.Fatalf("rebuild: %d %v", n, err)
	}
	check("after a rebuild")

	// Another clinic cannot complete it.
	a.c.Do(t, "POST", "/v1/consultation/"+id+"/complete", a.env.NewTenant(t).Key, nil).Expect(t, 404)
}
