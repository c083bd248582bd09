package speech

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"time"

	"clinic/internal/platform/errs"
)

// Transcriber turns 16 kHz mono WAV speech in Portuguese into text.
type Transcriber interface {
	// Transcribe returns what was said. Errors: Unavailable when the provider fails.
	Transcribe(ctx context.Context, wav []byte) (string, error)
}

// OpenAI is a Transcriber over the OpenAI-compatible transcription endpoint (POST
// {base}/v1/audio/transcriptions, multipart file, model, language=pt, temperature=0; JSON {text}),
// which hosted APIs and local servers (the project's sidecar, faster-whisper-server, LocalAI...)
// all speak.
type OpenAI struct {
	BaseURL  string // e.g. http://127.0.0.1:8765, or https://api.openai.com/v1
	Model    string
	APIKey   string
	Language string // ISO 639-1; default pt
	HTTP     *http.Client
}

// NewOpenAI returns the client; timeout bounds one transcription.
func NewOpenAI(baseURL, model, apiKey string, timeout time.Duration) *OpenAI {
	return &OpenAI{BaseURL: baseURL, Model: model, APIKey: apiKey, HTTP: &http.Client{Timeout: timeout}}
}

// maxTranscript bounds the provider's answer read.
const maxTranscript = 1 << 20

// endpoint is the transcription URL: the base, with /v1 added unless the base already ends in it.
func (o *OpenAI) endpoint() string {
	base := strings.TrimRight(o.BaseURL, "/")
	if !strings.HasSuffix(base, "/v1") {
		base += "/v1"
	}
	return base + "/audio/transcriptions"
}

// Transcribe sends wav to the provider. Errors: Unavailable (the provider is unreachable, answers
// an error or something that is not the wire format).
func (o *OpenAI) Transcribe(ctx context.Context, wav []byte) (string, error) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, err := mw.CreateFormFile("file", "audio.wav")
	if err != nil {
		return "", fmt.Errorf("speech: %w", err)
	}
	fw.Write(wav)
	lang := o.Language
	if lang == "" {
		lang = "pt"
	}
	for k, v := range map[string]string{"model": o.Model, "language": lang, "temperature": "0", "response_format": "json"} {
		_ = mw.WriteField(k, v)
	}
	mw.Close()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, o.endpoint(), &body)
	if err != nil {
		return "", errs.Unavailablef(err, "Speech-to-text provider misconfigured (SERVICE_STT_URL)")
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	if o.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+o.APIKey)
	}
	resp, err := o.HTTP.Do(req)
	if err != nil {
		return "", errs.Unavailablef(err, "Speech-to-text provider unreachable")
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxTranscript))
	if err != nil {
		return "", errs.Unavailablef(err, "Speech-to-text provider unreachable")
	}
	if resp.StatusCode != http.StatusOK {
		return "", errs.Unavailablef(fmt.Errorf("status %d: %.200s", resp.StatusCode, raw), "Speech-to-text provider failed")
	}
	var out struct {
		Text *string `json:"text"`
	}
	if err := json.Unmarshal(raw, &out); err != nil || out.Text == nil {
		return "", errs.Unavailablef(fmt.Errorf("not a transcription: %.200s", raw), "Speech-to-text provider failed")
	}
	return strings.TrimSpace(*out.Text), nil
}
