package testkit

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"clinic/internal/clinical/llm"
)

// FakeLLM is a language model speaking the OpenAI chat-completions wire format (POST
// /v1/chat/completions, streamed as server-sent "data:" chunks ending in "data: [DONE]"). It
// checks what the service sends (model llm-test, the bearer key, stream true) and answers what
// Answer returns for the request, in chunks of a few characters.
type FakeLLM struct {
	tb     testing.TB
	url    string
	mu     sync.Mutex
	answer func(messages []llm.Message) string
	status int
	calls  []FakeLLMCall
}

// FakeLLMCall is one request the fake received.
type FakeLLMCall struct {
	Messages []llm.Message
	JSON     bool
}

// NewFakeLLM starts the model for the test's lifetime; answer writes each reply.
func NewFakeLLM(tb testing.TB, answer func(messages []llm.Message) string) *FakeLLM {
	f := &FakeLLM{tb: tb, answer: answer}
	srv := httptest.NewServer(f)
	tb.Cleanup(srv.Close)
	f.url = srv.URL
	return f
}

// Client is the service's client of this model.
func (f *FakeLLM) Client() llm.Model {
	return llm.NewOpenAI(f.url, "llm-test", "sk-test", 30*time.Second)
}

// Fail makes every later request answer status (0: answer normally).
func (f *FakeLLM) Fail(status int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.status = status
}

// Calls returns the requests received so far.
func (f *FakeLLM) Calls() []FakeLLMCall {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]FakeLLMCall(nil), f.calls...)
}

func (f *FakeLLM) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Model    string `json:"model"`
		Stream   bool   `json:"stream"`
		Messages []struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		} `json:"messages"`
		ResponseFormat map[string]string `json:"response_format"`
	}
	if r.URL.Path != "/v1/chat/completions" || r.Method != http.MethodPost || r.Header.Get("Authorization") != "Bearer sk-test" {
		http.Error(w, `{"error":{"message":"wrong path, method or key"}}`, http.StatusUnauthorized)
		return
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Model != "llm-test" || !req.Stream {
		http.Error(w, `{"error":{"message":"bad request"}}`, http.StatusBadRequest)
		return
	}
	call := FakeLLMCall{JSON: req.ResponseFormat["type"] == "json_object"}
	for _, m := range req.Messages {
		call.Messages = append(call.Messages, llm.Message{Role: m.Role, Content: m.Content})
	}
	f.mu.Lock()
	f.calls = append(f.calls, call)
	status := f.status
	f.mu.Unlock()
	if status != 0 {
		http.Error(w, `{"error":{"message":"overloaded"}}`, status)
		return
	}
	text := []rune(f.answer(call.Messages))
	w.Header().Set("Content-Type", "text/event-stream")
	fl, _ := w.(http.Flusher)
	for i := 0; i < len(text); i += 7 {
		piece := string(text[i:min(i+7, len(text))])
		chunk, _ := json.Marshal(map[string]any{"choices": []any{map[string]any{"index": 0, "delta": map[string]string{"content": piece}}}})
		fmt.Fprintf(w, "data: %s\n\n", chunk)
		if fl != nil {
			fl.Flush()
		}
	}
	fmt.Fprint(w, "data: [DONE]\n\n")
}
