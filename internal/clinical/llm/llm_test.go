package llm_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"clinic/internal/clinical/llm"
	"clinic/internal/platform/errs"
	"clinic/internal/testkit"
)

func TestCompletionStreamsOverTheWireFormat(t *testing.T) {
	fake := testkit.NewFakeLLM(t, func(ms []llm.Message) string {
		return "Olá, " + ms[len(ms)-1].Content + "! Tudo certo com a consulta de ação."
	})
	var pieces []string
	text, err := fake.Client().Complete(context.Background(), llm.Request{JSON: true, Messages: []llm.Message{
		{Role: "system", Content: "Responda em português."}, {Role: "user", Content: "Maria"}}},
		func(p string) error { pieces = append(pieces, p); return nil })
	if err != nil {
		t.Fatal(err)
	}
	if text != "Olá, Maria! Tudo certo com a consulta de ação." || len(pieces) < 3 || strings.Join(pieces, "") != text {
		t.Errorf("text %q in %d pieces", text, len(pieces))
	}
	calls := fake.Calls()
	if len(calls) != 1 || !calls[0].JSON || calls[0].Messages[0].Role != "system" || calls[0].Messages[1].Content != "Maria" {
		t.Errorf("calls %+v", calls)
	}
	if fake.Client().Name() != "llm-test" {
		t.Error("name")
	}

	fake.Fail(http.StatusTooManyRequests)
	if _, err := fake.Client().Complete(context.Background(), llm.Request{}, nil); errs.KindOf(err) != errs.Unavailable {
		t.Errorf("provider error: %v", err)
	}
}

func TestCompletionFailuresAreUnavailable(t *testing.T) {
	for name, h := range map[string]http.HandlerFunc{
		"not the wire format": func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/event-stream")
			_, _ = w.Write([]byte("data: {not json\n\n"))
		},
		"ends early": func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/event-stream")
			_, _ = w.Write([]byte(`data: {"choices":[{"delta":{"content":"meio"}}]}` + "\n\n"))
		},
		"an error chunk": func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/event-stream")
			_, _ = w.Write([]byte(`data: {"error":{"message":"context length"}}` + "\n\n"))
		},
		"too long": func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/event-stream")
			chunk := `data: {"choices":[{"delta":{"content":"` + strings.Repeat("a", 60000) + `"}}]}` + "\n\n"
			for range 6 {
				_, _ = w.Write([]byte(chunk))
			}
		},
	} {
		srv := httptest.NewServer(h)
		_, err := llm.NewOpenAI(srv.URL+"/v1", "m", "", 0).Complete(context.Background(), llm.Request{}, nil)
		if errs.KindOf(err) != errs.Unavailable {
			t.Errorf("%s: %v", name, err)
		}
		srv.Close()
	}
	// One JSON document (a provider that does not stream) is read too.
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"choices":[{"message":{"content":"inteiro"}}]}`))
	}))
	defer srv.Close()
	if text, err := llm.NewOpenAI(srv.URL, "m", "", 0).Complete(context.Background(), llm.Request{}, nil); err != nil || text != "inteiro" {
		t.Errorf("non-streamed: %q %v", text, err)
	}
	// Unreachable.
	if _, err := llm.NewOpenAI("http://127.0.0.1:1", "m", "", 0).Complete(context.Background(), llm.Request{}, nil); errs.KindOf(err) != errs.Unavailable {
		t.Errorf("unreachable: %v", err)
	}
}
