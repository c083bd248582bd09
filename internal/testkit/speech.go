package testkit

import (
	"encoding/binary"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"clinic/internal/language/speech"
)

// FakeSTT is a speech-to-text provider speaking the OpenAI transcription wire format (POST
// /v1/audio/transcriptions): it checks what the service sends (a 16 kHz mono WAV file, model
// whisper-test, language pt, temperature 0, the bearer key) and answers the transcript it was told.
type FakeSTT struct {
	tb         testing.TB
	url        string
	mu         sync.Mutex
	transcript string
	status     int
	calls      int
}

// NewFakeSTT starts the provider for the test's lifetime; it answers "" until Say.
func NewFakeSTT(tb testing.TB) *FakeSTT {
	f := &FakeSTT{tb: tb}
	srv := httptest.NewServer(f)
	tb.Cleanup(srv.Close)
	f.url = srv.URL
	return f
}

// Client is the service's client of this provider.
func (f *FakeSTT) Client() speech.Transcriber {
	return speech.NewOpenAI(f.url, "whisper-test", "sk-test", 0)
}

// Say sets the transcript of every following request.
func (f *FakeSTT) Say(s string) { f.mu.Lock(); f.transcript, f.status = s, 0; f.mu.Unlock() }

// Fail makes every following request answer status.
func (f *FakeSTT) Fail(status int) { f.mu.Lock(); f.status = status; f.mu.Unlock() }

// Calls is how many requests reached the provider.
func (f *FakeSTT) Calls() int { f.mu.Lock(); defer f.mu.Unlock(); return f.calls }

func (f *FakeSTT) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls++
	if r.URL.Path != "/v1/audio/transcriptions" || r.Method != http.MethodPost || r.Header.Get("Authorization") != "Bearer sk-test" {
		f.tb.Errorf("transcription request %s %s (auth %q)", r.Method, r.URL.Path, r.Header.Get("Authorization"))
	}
	file, _, err := r.FormFile("file")
	if err != nil {
		f.tb.Errorf("no file: %v", err)
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	wav, _ := io.ReadAll(file)
	if len(wav) < 44 || string(wav[:4]) != "RIFF" || binary.LittleEndian.Uint16(wav[22:]) != 1 ||
		binary.LittleEndian.Uint32(wav[24:]) != 16000 {
		f.tb.Errorf("the provider got audio that is not 16 kHz mono WAV: % x", wav[:min(len(wav), 44)])
	}
	if r.FormValue("model") != "whisper-test" || r.FormValue("language") != "pt" || r.FormValue("temperature") != "0" {
		f.tb.Errorf("form %v", r.MultipartForm.Value)
	}
	if f.status != 0 {
		w.WriteHeader(f.status)
		return
	}
	_ = json.NewEncoder(w).Encode(map[string]string{"text": f.transcript})
}
