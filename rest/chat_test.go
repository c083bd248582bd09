package rest_test

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"clinic/internal/clinical/llm"
	"clinic/internal/testkit"
)

// chatAsk posts a question (no SSE) and returns the answer.
func chatAsk(t *testing.T, a api, pat string, body map[string]any) map[string]any {
	t.Helper()
	return a.c.Do(t, "POST", "/v1/patients/"+pat+"/chat", a.tenant.Key, body).Expect(t, 200).JSON(t)
}

// citations returns the kinds and ids an answer cites.
func citations(body map[string]any) (kinds, ids []string) {
	for _, c := range body["citations"].([]any) {
		c := c.(map[string]any)
		kinds = append(kinds, c["kind"].(string))
		ids = append(ids, c["id"].(string))
	}
	return kinds, ids
}

// The chat answers from the patient's own graph, lab series and documents, with citations that
// point at that patient's documents only; the conversation is kept; a language model, when
// configured, writes the answer from the same sources and must cite them.
func TestPatientChatAnswersFromThePatientsOwnData(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	a.env.StartWorker(t, testkit.WorkerOptions{})
	pat, _ := a.newPatient(t, "Maria Aparecida dos Santos")
	other, _ := a.newPatient(t, "José Pereira")
	ids := map[string]string{}
	upload := func(p, name string) {
		id := a.upload(t, p, filePart(name, "application/pdf", fixture(t, name))).Expect(t, 202).JSON(t)["document_id"].(string)
		if st := a.poll(t, p, id, 3*time.Minute, finished); st["ready"] != true {
			t.Fatalf("%s not ready: %v", name, st)
		}
		ids[name] = id
	}
	for _, name := range []string{"lab_ps2pdf.pdf", "lab_chromium.pdf", "clinical_note.pdf", "prescription.pdf"} {
		upload(pat, name)
	}
	upload(other, "lab_fpdf.pdf")
	a.graphSynced(t, time.Minute)
	own := []string{ids["lab_ps2pdf.pdf"], ids["lab_chromium.pdf"], ids["clinical_note.pdf"], ids["prescription.pdf"]}
	onlyOwn := func(what string, body map[string]any) {
		_, cited := citations(body)
		for _, id := range cited {
			if !slices.Contains(own, id) {
				t.Errorf("%s cites %s, not one of the patient's documents", what, id)
			}
		}
	}

	hb := chatAsk(t, a, pat, map[string]any{"message": "Qual foi a última glicemia de jejum e a tendência?"})
	if ans := hb["answer"].(string); !strings.Contains(ans, "Glicose: 118 mg/dL em 20/10/2026 (acima da referência") ||
		!strings.Contains(ans, "antes 131; tendência: em queda") || hb["engine"] != "rules" {
		t.Errorf("glucose: %v", hb)
	}
	if kinds, cited := citations(hb); fmt.Sprint(kinds) != "[lab_result]" || cited[0] != ids["lab_chromium.pdf"] {
		t.Errorf("glucose citations %v %v", kinds, cited)
	}
	conv := hb["conversation_id"].(string)

	allergy := chatAsk(t, a, pat, map[string]any{"message": "Ela tem alguma alergia? E quais medicações usa?", "conversation_id": conv})
	if ans := strings.ToLower(allergy["answer"].(string)); !strings.Contains(ans, "dipirona (urticária)") || !strings.Contains(strings.ToLower(ans), "metformina") || allergy["conversation_id"] != conv {
		t.Errorf("allergies and medications: %v", allergy)
	}
	if kinds, _ := citations(allergy); !slices.Contains(kinds, "allergy") || !slices.Contains(kinds, "medication") {
		t.Errorf("allergy citations %v", kinds)
	}
	onlyOwn("allergies", allergy)

	passage := chatAsk(t, a, pat, map[string]any{"message": "O que foi registrado sobre tabagismo?"})
	if kinds, cited := citations(passage); len(kinds) == 0 || kinds[0] != "document" || cited[0] != ids["clinical_note.pdf"] ||
		!strings.Contains(strings.ToLower(passage["answer"].(string)), "tabag") {
		t.Errorf("passage: %v", passage)
	}
	onlyOwn("passage", passage)
	nothing := chatAsk(t, a, pat, map[string]any{"message": "Já viajou para o Japão?"})
	if len(nothing["citations"].([]any)) != 0 || !strings.Contains(nothing["answer"].(string), "Não encontrei") {
		t.Errorf("nothing found: %v", nothing)
	}
	// The other patient's answers cite its own report only, and never this patient's.
	g := chatAsk(t, a, other, map[string]any{"message": "Como está o TSH? E a glicose?"})
	if _, cited := citations(g); fmt.Sprint(cited) != "["+ids["lab_fpdf.pdf"]+"]" || !strings.Contains(g["answer"].(string), "TSH: 5,87") {
		t.Errorf("the other patient's answer: %v", g)
	}

	// SSE: the answer, then done.
	_, events := streamEvents(t, a, "/v1/patients/"+pat+"/chat", map[string]any{"message": "Quais as condições dela?", "conversation_id": conv})
	if len(events) != 2 || events[0].Event != "answer" || events[1].Event != "done" || events[0].Data["text"] != events[1].Data["answer"] ||
		!strings.Contains(events[1].Data["answer"].(string), "Diabetes") {
		t.Errorf("events %v", events)
	}

	// The conversation is kept: three questions and three answers, answers with their citations.
	hist := a.c.Do(t, "GET", "/v1/patients/"+pat+"/chat/"+conv, a.tenant.Key, nil).Expect(t, 200).JSON(t)
	msgs := hist["messages"].([]any)
	if len(msgs) != 6 || msgs[0].(map[string]any)["role"] != "user" || msgs[1].(map[string]any)["role"] != "assistant" ||
		len(msgs[1].(map[string]any)["citations"].([]any)) == 0 || msgs[1].(map[string]any)["engine"] != "rules" {
		t.Errorf("history %v", hist)
	}

	// Another patient's conversation, another clinic: refused alike.
	a.c.Do(t, "GET", "/v1/patients/"+other+"/chat/"+conv, a.tenant.Key, nil).Expect(t, 404)
	r := a.c.Do(t, "POST", "/v1/patients/"+other+"/chat", a.tenant.Key, map[string]any{"message": "alergias?", "conversation_id": conv}).Expect(t, 422)
	if f := fmt.Sprint(fieldsOf(t, r)); f != "[body.conversation_id]" {
		t.Errorf("another patient's conversation: %s", r.Body)
	}
	stranger := a.env.NewTenant(t)
	a.c.Do(t, "POST", "/v1/patients/"+pat+"/chat", stranger.Key, map[string]any{"message": "alergias?"}).Expect(t, 404)
	a.c.Do(t, "GET", "/v1/patients/"+pat+"/chat/"+conv, stranger.Key, nil).Expect(t, 404)
	for _, body := range []map[string]any{{}, {"message": "  "}, {"message": strings.Repeat("a", 2001)}, {"message": "x", "conversation_id": "nope"}} {
		a.c.Do(t, "POST", "/v1/patients/"+pat+"/chat", a.tenant.Key, body).Expect(t, 422)
	}

	// With a language model: it answers from the numbered sources and cites them.
	var uncited atomic.Bool
	fake := testkit.NewFakeLLM(t, func(ms []llm.Message) string {
		if uncited.Load() {
			return "A HbA1c está ótima."
		}
		n := regexp.MustCompile(`\[(\d+)\] \(lab_result\) Glicose`).FindStringSubmatch(ms[0].Content)
		if n == nil {
			return "Não encontrei."
		}
		return "A última glicemia foi 118 mg/dL, em queda [" + n[1] + "]."
	})
	withModel := api{env: a.env, tenant: a.tenant, c: a.env.Server(t, testkit.ServerOptions{LLM: fake.Client()})}
	m := chatAsk(t, withModel, pat, map[string]any{"message": "Como está a glicose?", "conversation_id": conv})
	if m["engine"] != "llm" || m["model"] != "llm-test" || m["prompt_version"] != "chat-prompt-1" || !strings.Contains(m["answer"].(string), "118 mg/dL") {
		t.Errorf("model answer %v", m)
	}
	if kinds, cited := citations(m); fmt.Sprint(kinds) != "[lab_result]" || cited[0] != ids["lab_chromium.pdf"] {
		t.Errorf("model citations %v %v", kinds, cited)
	}
	calls := fake.Calls()
	if last := calls[len(calls)-1]; len(last.Messages) < 3 || !strings.Contains(last.Messages[0].Content, "Dipirona") ||
		strings.Contains(last.Messages[0].Content, ids["lab_fpdf.pdf"]) {
		t.Errorf("the model's sources and history: %+v", last.Messages)
	}
	// An answer that cites nothing is replaced by the rules' answer.
	uncited.Store(true)
	m = chatAsk(t, withModel, pat, map[string]any{"message": "Como está a glicose?"})
	if m["engine"] != "rules" || !strings.Contains(m["answer"].(string), "Glicose: 118 mg/dL") {
		t.Errorf("uncited model answer kept: %v", m)
	}
}
