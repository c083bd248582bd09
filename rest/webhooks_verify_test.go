package rest_test

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// VerifyWebhook is the README's snippet for receivers, verbatim (TestReadmeShowsTheVerifySnippet
// keeps the two equal): the tests verify every delivery with it.

// VerifyWebhook reports whether a webhook request is authentic and recent. secret is the
// subscription's secret (whsec_...), body the raw request body, read before any JSON decoding.
func VerifyWebhook(secret string, h http.Header, body []byte, now time.Time) bool {
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, "whsec_"))
	if err != nil {
		return false
	}
	id, ts := h.Get("webhook-id"), h.Get("webhook-timestamp")
	sent, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || now.Sub(time.Unix(sent, 0)).Abs() > 5*time.Minute {
		return false // refuse replays of old requests
	}
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(id + "." + ts + "."))
	mac.Write(body)
	want := "v1," + base64.StdEncoding.EncodeToString(mac.Sum(nil))
	for _, sig := range strings.Fields(h.Get("webhook-signature")) { // two during a rotation
		if hmac.Equal([]byte(sig), []byte(want)) {
			return true
		}
	}
	return false
}

func TestReadmeShowsTheVerifySnippet(t *testing.T) {
	src, err := os.ReadFile("webhooks_verify_test.go")
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	start := strings.Index(s, "// VerifyWebhook reports")
	end := strings.Index(s, "func TestReadmeShowsTheVerifySnippet")
	snippet := strings.TrimSpace(s[start:end])
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), snippet) {
		t.Errorf("README does not show VerifyWebhook as the tests use it:\n%s", snippet)
	}
}
