// Package llm is the language-model provider of the clinical endpoints: one interface and one
// implementation, a client of the OpenAI-compatible chat-completions API (hosted APIs and local
// servers such as Ollama, vLLM and llama.cpp speak it), streaming included. It is off unless
// configured; every endpoint that uses it has a deterministic engine for when it is off.
package llm

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"clinic/internal/platform/errs"
)

// Message is one turn of a conversation with the model.
type Message struct {
	Role    string // system, user or assistant
	Content string
}

// Request is what the model is asked.
type Request struct {
	Messages    []Message
	Temperature float64
	MaxTokens   int  // 0: the provider's default
	JSON        bool // ask for a JSON object (response_format json_object)
}

// Model writes text.
type Model interface {
	// Complete sends req and returns the whole answer, calling onDelta (when not nil) with each
	// piece as it streams in. Errors: Unavailable when the provider is unreachable, answers an
	// error or something that is not the wire format, or onDelta's error.
	Complete(ctx context.Context, req Request, onDelta func(string) error) (string, error)
	// Name is the model's name, recorded with every text it writes.
	Name() string
}

// OpenAI is a Model over POST {base}/v1/chat/completions with stream: true.
type OpenAI struct {
	BaseURL string // e.g. http://127.0.0.1:11434 (Ollama) or https://api.openai.com/v1
	Model   string
	APIKey  string
	HTTP    *http.Client
}

// NewOpenAI returns the client; timeout bounds one completion.
func NewOpenAI(baseURL, model, apiKey string, timeout time.Duration) *OpenAI {
	return &OpenAI{BaseURL: baseURL, Model: model, APIKey: apiKey, HTTP: &http.Client{Timeout: timeout}}
}

// Name returns the configured model.
func (o *OpenAI) Name() string { return o.Model }

// maxAnswer bounds the text read from the provider.
const maxAnswer = 256 << 10

// endpoint is the completions URL: the base, with /v1 added unless it already ends in it.
func (o *OpenAI) endpoint() string {
	base := strings.TrimRight(o.BaseURL, "/")
	if !strings.HasSuffix(base, "/v1") {
		base += "/v1"
	}
	return base + "/chat/completions"
}

type wireMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type wireRequest struct {
	Model          string            `json:"model"`
	Messages       []wireMessage     `json:"messages"`
	Stream         bool              `json:"stream"`
	Temperature    float64           `json:"temperature"`
	MaxTokens      int               `json:"max_tokens,omitempty"`
	ResponseFormat map[string]string `json:"response_format,omitempty"`
}

type wireChunk struct {
	Choices []struct {
		Delta struct {
			Content string `json:"content"`
		} `json:"delta"`
		Message struct {
			Content string `json:"content"`
		} `json:"message"`
	} `json:"choices"`
	Error *struct {
		Message string `json:"message"`
	} `json:"error"`
}

// Complete streams a completion. A provider that ignores stream and answers one JSON document
// is read too.
func (o *OpenAI) Complete(ctx context.Context, req Request, onDelta func(string) error) (string, error) {
	wr := wireRequest{Model: o.Model, Stream: true, Temperature: req.Temperature, MaxTokens: req.MaxTokens}
	for _, m := range req.Messages {
		wr.Messages = append(wr.Messages, wireMessage(m))
	}
	if req.JSON {
		wr.ResponseFormat = map[string]string{"type": "json_object"}
	}
	body, _ := json.Marshal(wr)
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, o.endpoint(), bytes.NewReader(body))
	if err != nil {
		return "", errs.Unavailablef(err, "Language model misconfigured (SERVICE_LLM_URL)")
	}
	hr.Header.Set("Content-Type", "application/json")
	hr.Header.Set("Accept", "text/event-stream")
	if o.APIKey != "" {
		hr.Header.Set("Authorization", "Bearer "+o.APIKey)
	}
	resp, err := o.HTTP.Do(hr)
	if err != nil {
		return "", errs.Unavailablef(err, "Language model unreachable")
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 2048))
		return "", errs.Unavailablef(fmt.Errorf("status %d: %s", resp.StatusCode, msg), "Language model answered an error")
	}
	limited := io.LimitReader(resp.Body, maxAnswer*4)
	if !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		var c wireChunk
		if err := json.NewDecoder(limited).Decode(&c); err != nil || len(c.Choices) == 0 {
			return "", errs.Unavailablef(fmt.Errorf("decode: %v", err), "Language model answered something that is not a completion")
		}
		text := c.Choices[0].Message.Content
		if onDelta != nil {
			if err := onDelta(text); err != nil {
				return "", err
			}
		}
		return text, nil
	}
	var out strings.Builder
	sc := bufio.NewScanner(limited)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		data, ok := strings.CutPrefix(line, "data:")
		if !ok {
			continue
		}
		data = strings.TrimSpace(data)
		if data == "[DONE]" {
			return out.String(), nil
		}
		var c wireChunk
		if err := json.Unmarshal([]byte(data), &c); err != nil {
			return "", errs.Unavailablef(err, "Language model streamed something that is not a completion")
		}
		if c.Error != nil {
			return "", errs.Unavailablef(fmt.Errorf("%s", c.Error.Message), "Language model answered an error")
		}
		if len(c.Choices) == 0 || c.Choices[0].Delta.Content == "" {
			continue
		}
		piece := c.Choices[0].Delta.Content
		if out.Len()+len(piece) > maxAnswer {
			return "", errs.Unavailablef(fmt.Errorf("answer over %d bytes", maxAnswer), "Language model answer too long")
		}
		out.WriteString(piece)
		if onDelta != nil {
			if err := onDelta(piece); err != nil {
				return "", err
			}
		}
	}
	if err := sc.Err(); err != nil {
		return "", errs.Unavailablef(err, "Language model stream broke")
	}
	return "", errs.Unavailablef(fmt.Errorf("no [DONE]"), "Language model stream ended early")
}
